import { afterEach, describe, expect, it } from "vitest";
import { mountReact } from "../../src/runtime/react";
import { ImageError } from "./ImageError";
import { DEFAULT_STRINGS } from "./props";

let teardown = new AbortController();
afterEach(() => {
  teardown.abort();
  teardown = new AbortController();
  document.body.innerHTML = "";
});

async function render(node: React.ReactNode): Promise<HTMLElement> {
  document.body.innerHTML = '<div class="pswp__content pswp__error-msg-container"></div>';
  const container = document.querySelector<HTMLElement>(".pswp__error-msg-container");
  if (!container) throw new Error("no container");
  await mountReact(container, node, teardown.signal);
  const box = container.querySelector<HTMLElement>(".pswp__error-msg.islet-lightbox-error");
  if (!box) throw new Error("no message");
  return box;
}

describe("ImageError", () => {
  it("says 'The image could not be loaded.' with 'The image' linking to the image, in a new tab", async () => {
    const box = await render(<ImageError strings={DEFAULT_STRINGS} src="http://shop.test/missing.png" />);
    expect(box.textContent).toBe("The image could not be loaded.");
    const link = box.querySelector("a");
    expect(link?.textContent).toBe("The image");
    expect(link?.getAttribute("href")).toBe("http://shop.test/missing.png");
    expect(link?.getAttribute("target")).toBe("_blank");
    expect(link?.getAttribute("rel")).toBe("noopener");
  });

  it("links the whole message when a translation does not start with the link text", async () => {
    const box = await render(<ImageError strings={{ error: "Bild konnte nicht geladen werden.", errorLink: "The image" }} src="/x.png" />);
    expect(box.querySelector("a")?.textContent).toBe("Bild konnte nicht geladen werden.");
    expect(box.textContent).toBe("Bild konnte nicht geladen werden.");
  });
});
