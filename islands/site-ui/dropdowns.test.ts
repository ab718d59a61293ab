import { afterEach, describe, expect, it } from "vitest";
import type { Runtime } from "../../src/runtime/scan";
import { SHUT_CLASS } from "./dropdowns";
import { click, fakeWindow, key, loadByIntent, mounted, must, settle, siteUiPage, tap } from "./testing";

let runtime: Runtime | null = null;

afterEach(() => {
  runtime?.destroy();
  runtime = null;
  document.body.className = "";
});

const DESKTOP_CLOTHING = "#menu-primary > li.menu-item-has-children";
const PHONE_CLOTHING = "#menu-primary-1 > li.menu-item-has-children";
const clothing = (): HTMLElement => must(DESKTOP_CLOTHING);
const clothingLink = (): HTMLAnchorElement => must<HTMLAnchorElement>(`${DESKTOP_CLOTHING} > a`);
const subLinks = (): HTMLAnchorElement[] => Array.from(clothing().querySelectorAll<HTMLAnchorElement>(".sub-menu a"));

async function page(width: number, load = true): Promise<HTMLElement> {
  fakeWindow(width);
  const placed = siteUiPage("home.html", { subMenuLabel: "Sous-menu %s" });
  runtime = placed.runtime;
  await settle();
  if (load) await loadByIntent(placed.island, "#site-navigation a");
  return placed.island;
}

describe("desktop dropdowns: tap to open on touch screens wider than 992 px (docs/behaviour/site-ui.md#dropdown-menus)", () => {
  it("the first tap on a parent item opens its sub-menu, the second follows the link", async () => {
    await page(1280);
    const first = tap(clothingLink());
    expect(first.defaultPrevented).toBe(true);
    expect(clothing().classList.contains("tapped")).toBe(true);
    expect(clothingLink().getAttribute("aria-expanded")).toBe("true");
    expect(tap(clothingLink()).defaultPrevented).toBe(false);
  });

  it("a tap elsewhere closes it", async () => {
    await page(1280);
    tap(clothingLink());
    tap(must("#content"));
    expect(clothing().classList.contains("tapped")).toBe(false);
    expect(clothingLink().getAttribute("aria-expanded")).toBe("false");
  });

  it("a mouse click follows the link at once, and so does a tap at 992 px or less", async () => {
    await page(1280);
    expect(click(clothingLink()).defaultPrevented).toBe(false);
    expect(clothing().classList.contains("tapped")).toBe(false);
    runtime?.destroy();
    await page(992);
    expect(tap(clothingLink()).defaultPrevented).toBe(false);
    expect(clothing().classList.contains("tapped")).toBe(false);
  });

  it("a tap before the code came is held and opens the sub-menu once it is here", async () => {
    const island = await page(1280, false);
    const first = tap(clothingLink());
    expect(first.defaultPrevented).toBe(true);
    await mounted(island);
    expect(clothing().classList.contains("tapped")).toBe(true);
  });
});

describe("desktop dropdowns by keyboard", () => {
  it("ArrowDown goes into the sub-menu and through it, ArrowUp back; the parent item says it is expanded", async () => {
    await page(1280);
    const link = clothingLink();
    link.focus();
    expect(link.getAttribute("aria-expanded")).toBe("true");
    expect(key(link, "ArrowDown").defaultPrevented).toBe(true);
    expect(document.activeElement).toBe(subLinks()[0]);
    key(subLinks()[0] as Element, "ArrowDown");
    expect(document.activeElement).toBe(subLinks()[1]);
    key(subLinks()[1] as Element, "ArrowUp");
    expect(document.activeElement).toBe(subLinks()[0]);
  });

  it("Escape closes the sub-menu over the theme's focus rule and gives the focus to its parent item, until the focus leaves", async () => {
    await page(1280);
    const link = clothingLink();
    link.focus();
    key(link, "ArrowDown");
    key(document.activeElement as Element, "Escape");
    expect(document.activeElement).toBe(link);
    expect(clothing().classList.contains(SHUT_CLASS)).toBe(true);
    expect(link.getAttribute("aria-expanded")).toBe("false");
    key(link, "ArrowDown");
    expect(clothing().classList.contains(SHUT_CLASS)).toBe(false);
    key(document.activeElement as Element, "Escape");
    must<HTMLAnchorElement>("#menu-primary > li:last-child > a").focus();
    await settle();
    expect(clothing().classList.contains(SHUT_CLASS)).toBe(false);
  });

  it("moves the theme's ARIA from the list item, where ARIA does not allow it, to the link", async () => {
    await page(1280);
    expect(clothing().hasAttribute("aria-expanded")).toBe(false);
    expect(clothing().hasAttribute("aria-haspopup")).toBe(false);
    expect(clothingLink().getAttribute("aria-expanded")).toBe("false");
    expect(must(`${PHONE_CLOTHING} > a`).hasAttribute("aria-expanded")).toBe(false);
  });
});

describe("the phone menu's sub-menus", () => {
  it("open and close by the caret, a named button (press, Enter or Space)", async () => {
    await page(390);
    const item = must(PHONE_CLOTHING);
    const caret = must(`${PHONE_CLOTHING} > .caret`);
    expect([caret.getAttribute("role"), caret.tabIndex, caret.getAttribute("aria-label"), caret.getAttribute("aria-expanded")]).toEqual(["button", 0, "Sous-menu Clothing", "false"]);
    click(caret);
    expect(item.classList.contains("dropdown-open")).toBe(true);
    expect(caret.getAttribute("aria-expanded")).toBe("true");
    expect(key(caret, "Enter").defaultPrevented).toBe(true);
    expect(item.classList.contains("dropdown-open")).toBe(false);
    key(caret, " ");
    expect(item.classList.contains("dropdown-open")).toBe(true);
  });

  it("a parent item that links nowhere (`#`) opens its sub-menu instead of jumping to the top", async () => {
    await page(390);
    const link = must<HTMLAnchorElement>(`${PHONE_CLOTHING} > a`);
    link.setAttribute("href", "#");
    expect(click(link).defaultPrevented).toBe(true);
    expect(must(PHONE_CLOTHING).classList.contains("dropdown-open")).toBe(true);
  });
});

describe("a full-width (mega) item", () => {
  it("dims the page while the mouse is over it", async () => {
    await page(1280);
    clothing().classList.add("full-width");
    clothing().dispatchEvent(new PointerEvent("pointerenter", { pointerType: "mouse" }));
    expect(must(".site").classList.contains("overlay")).toBe(true);
    clothing().dispatchEvent(new PointerEvent("pointerleave", { pointerType: "mouse" }));
    expect(must(".site").classList.contains("overlay")).toBe(false);
  });
});
