import { describe, expect, it } from "vitest";
import { setUpdateCartUsable, updateCartButton } from "./update-cart";

function cartForm(button: string): HTMLFormElement {
  document.body.innerHTML = `<form class="woocommerce-cart-form">${button}</form>`;
  const form = document.querySelector("form");
  if (!form) throw new Error("no form");
  return form;
}

describe("Update cart", () => {
  it("is switched with its aria-disabled kept in step, a button or an older template's input", () => {
    for (const markup of ['<button type="submit" name="update_cart">Update cart</button>', '<input type="submit" name="update_cart" value="Update cart">']) {
      const form = cartForm(markup);
      setUpdateCartUsable(form, false);
      expect([updateCartButton(form)?.disabled, updateCartButton(form)?.getAttribute("aria-disabled")]).toEqual([true, "true"]);
      setUpdateCartUsable(form, true);
      expect([updateCartButton(form)?.disabled, updateCartButton(form)?.getAttribute("aria-disabled")]).toEqual([false, "false"]);
    }
  });

  it("does nothing in a form without one", () => {
    const form = cartForm("");
    expect(() => setUpdateCartUsable(form, true)).not.toThrow();
    expect(updateCartButton(form)).toBeNull();
  });
});
