import { readFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { BLOCKED_CLASS, blockElement, LOADING_TEXT_ATTRIBUTE, OVERLAY_FADE_IN_MS, OVERLAY_FADE_OUT_MS, unblockElement, UNBLOCKING_CLASS } from "./overlay";

const css = readFileSync(path.resolve(path.dirname(fileURLToPath(import.meta.url)), "../styles/islands.css"), "utf8");

const WAIT = "Please wait...";
let row: HTMLElement;
const reducedMotion = (reduce: boolean): void => {
  vi.stubGlobal("matchMedia", (query: string) => ({ matches: reduce && query.includes("reduce"), media: query }));
};

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
  document.body.innerHTML = '<ul><li class="woocommerce-mini-cart-item">Classic T-Shirt</li></ul>';
  row = document.querySelector("li") as HTMLElement;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

describe("the loading overlay (docs/behaviour/constants.md: fade in 200 ms, fade out 400 ms)", () => {
  it("veils and marks the element busy", () => {
    blockElement(row, WAIT);
    expect(row.classList.contains(BLOCKED_CLASS)).toBe(true);
    expect(row.getAttribute("aria-busy")).toBe("true");
  });

  it("writes the documented message on the veil, as text the stylesheet shows, and takes it off after the fade-out", () => {
    blockElement(row, WAIT);
    expect(row.getAttribute(LOADING_TEXT_ATTRIBUTE)).toBe(WAIT);
    unblockElement(row);
    expect(row.getAttribute(LOADING_TEXT_ATTRIBUTE)).toBe(WAIT);
    vi.advanceTimersByTime(OVERLAY_FADE_OUT_MS);
    expect(row.hasAttribute(LOADING_TEXT_ATTRIBUTE)).toBe(false);
    expect(css).toMatch(/\.islet-blocked\[data-islet-loading\]::after,\s*\.islet-unblocking\[data-islet-loading\]::after \{\s*content: attr\(data-islet-loading\);/);
  });

  it("blocked again with another message while fading out: shows the new one", () => {
    blockElement(row, WAIT);
    unblockElement(row);
    blockElement(row, "Bitte warten...");
    vi.advanceTimersByTime(OVERLAY_FADE_OUT_MS);
    expect(row.getAttribute(LOADING_TEXT_ATTRIBUTE)).toBe("Bitte warten...");
  });

  it("an empty message leaves the veil without text", () => {
    blockElement(row, "");
    expect(row.hasAttribute(LOADING_TEXT_ATTRIBUTE)).toBe(false);
  });

  it("gives the element back at once and lets the veil fade out for 400 ms", () => {
    blockElement(row, WAIT);
    unblockElement(row);
    expect(row.classList.contains(BLOCKED_CLASS)).toBe(false);
    expect(row.hasAttribute("aria-busy")).toBe(false);
    expect(row.classList.contains(UNBLOCKING_CLASS)).toBe(true);
    vi.advanceTimersByTime(OVERLAY_FADE_OUT_MS - 1);
    expect(row.classList.contains(UNBLOCKING_CLASS)).toBe(true);
    vi.advanceTimersByTime(1);
    expect(row.classList.contains(UNBLOCKING_CLASS)).toBe(false);
  });

  it("blocked again while fading out: veiled, and the old fade-out does not unveil it", () => {
    blockElement(row, WAIT);
    unblockElement(row);
    vi.advanceTimersByTime(100);
    blockElement(row, WAIT);
    expect(row.classList.contains(UNBLOCKING_CLASS)).toBe(false);
    vi.advanceTimersByTime(OVERLAY_FADE_OUT_MS);
    expect(row.classList.contains(BLOCKED_CLASS)).toBe(true);
  });

  it("fades nothing for a shopper who prefers reduced motion, and ignores an element that was not blocked", () => {
    reducedMotion(true);
    blockElement(row, WAIT);
    unblockElement(row);
    expect(row.className).toBe("woocommerce-mini-cart-item");
    expect(row.hasAttribute(LOADING_TEXT_ATTRIBUTE)).toBe(false);
    unblockElement(row);
    expect(row.className).toBe("woocommerce-mini-cart-item");
  });

  it("draws the veil's fades with the same durations in the stylesheet, none with reduced motion", () => {
    expect(css).toMatch(new RegExp(`\\.islet-blocked::after \\{[^}]*animation: islet-overlay-in ${OVERLAY_FADE_IN_MS}ms`));
    expect(css).toMatch(new RegExp(`\\.islet-unblocking::after \\{[^}]*animation: islet-overlay-out ${OVERLAY_FADE_OUT_MS}ms`));
    expect(css).toMatch(/prefers-reduced-motion: reduce\) \{\s*\.islet-blocked::after,\s*\.islet-unblocking::after \{\s*animation: none;/);
  });
});
