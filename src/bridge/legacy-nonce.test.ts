import { afterEach, describe, expect, it, vi } from "vitest";
import { NONCE_COOKIE, setNonceSource } from "../stores/nonce";
import { startLegacyNonce } from "./legacy-nonce";

let controller = new AbortController();

function start(nonce: string | null, cookie?: string) {
  const fetchNonce = vi.fn(async () => nonce);
  setNonceSource({ fetchNonce, readCookie: (name) => (name === NONCE_COOKIE ? cookie : undefined), writeCookie: () => undefined });
  controller = new AbortController();
  startLegacyNonce(controller.signal);
  return fetchNonce;
}

afterEach(() => {
  controller.abort();
  setNonceSource(null);
  Reflect.deleteProperty(window, "commercekit_ajs");
  document.body.innerHTML = "";
});

describe("legacy nonce readers", () => {
  it("asks nothing on load without a kept nonce, and fills the input and the flag from a kept one", () => {
    document.body.innerHTML = '<input type="hidden" id="commercekit_nonce" value="printed">';
    Reflect.set(window, "commercekit_ajs", { ajax_nonce: 0 });
    const fetchNonce = start("fresh", "kept");
    expect(fetchNonce).not.toHaveBeenCalled();
    expect(document.querySelector<HTMLInputElement>("#commercekit_nonce")?.value).toBe("kept");
    expect(Reflect.get(window, "commercekit_ajs")).toEqual({ ajax_nonce: 1 });
  });

  it("holds a click on a legacy reader until the nonce is had, then replays it once", async () => {
    document.body.innerHTML =
      '<input type="hidden" id="commercekit_nonce" value=""><button type="button" onclick="commercekitOrderBumpAdd(73, this, \'checkout\');">Click to add</button>';
    const seen: string[] = [];
    const button = document.querySelector("button");
    // The inline handler's stand-in: it runs at the button, after the document's capture phase.
    button?.addEventListener("click", () => seen.push(document.querySelector<HTMLInputElement>("#commercekit_nonce")?.value ?? ""));
    const fetchNonce = start("fresh");
    button?.click();
    expect(seen).toEqual([]);
    await vi.waitFor(() => expect(seen).toEqual(["fresh"]));
    expect(fetchNonce).toHaveBeenCalledOnce();
    button?.click();
    expect(seen).toEqual(["fresh", "fresh"]);
  });

  it("holds a swatch press on a card CommerceKit's script still runs, never one inside our islands", async () => {
    const card = '<form class="cgkit-swatch-form"><button type="button" class="swatch cgkit-swatch" data-attribute-value="Gray">Gray</button></form>';
    document.body.innerHTML = `<input type="hidden" id="commercekit_nonce" value=""><li class="legacy">${card}</li><div data-island="listing-swatches">${card}</div>`;
    const seen: string[] = [];
    for (const swatch of document.querySelectorAll(".cgkit-swatch")) swatch.addEventListener("click", () => seen.push(swatch.closest("[data-island]") ? "island" : "legacy"));
    const fetchNonce = start("fresh");
    document.querySelector<HTMLElement>("[data-island] .cgkit-swatch")?.click();
    expect(seen).toEqual(["island"]);
    expect(fetchNonce).not.toHaveBeenCalled();
    document.querySelector<HTMLElement>(".legacy .cgkit-swatch")?.click();
    expect(seen).toEqual(["island"]);
    await vi.waitFor(() => expect(seen).toEqual(["island", "legacy"]));
    expect(document.querySelector<HTMLInputElement>("#commercekit_nonce")?.value).toBe("fresh");
  });
});
