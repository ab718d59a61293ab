/** Test support: the lightbox island placed after the gallery of the captured Hoodie page. */
import { createClient } from "../../src/api/client";
import { renderIsland } from "../../src/contract/markup";
import { createRuntime, type Runtime } from "../../src/runtime/scan";
import { loadCapturedBody, routedFetch, testConfig } from "../../src/testing/fixtures";
import { rendered } from "../../src/testing/react";
import { lightboxIsland } from "./index";

export interface HoodiePage {
  hash?: string;
  props?: Record<string, unknown>;
  /** Runs after the arm, before the mount (React not there yet). */
  beforeMount?: () => void;
}

/** Loads the page at `/product/hoodie/<hash>`, scans, and lets React render; returns the runtime. */
export async function mountOnHoodie({ hash = "", props = {}, beforeMount }: HoodiePage = {}): Promise<Runtime> {
  history.replaceState(null, "", `/product/hoodie/${hash}`);
  loadCapturedBody("product-variable-hoodie.html");
  const island = renderIsland({ name: "lightbox", version: 1, when: "load", props: { gallery: "#commercegurus-pdp-gallery", gid: 1, ...props } });
  document.querySelector("#commercegurus-pdp-gallery-wrapper")?.insertAdjacentHTML("afterend", island);
  const config = testConfig();
  const runtime = createRuntime([lightboxIsland], { config, client: createClient(config, { fetch: routedFetch({}).fetch }) });
  runtime.scan();
  beforeMount?.();
  await runtime.settled();
  await rendered();
  return runtime;
}

/** The main image link of slide `index`. */
export function slideLink(index: number): HTMLElement {
  const anchor = document.querySelectorAll<HTMLElement>("#commercegurus-pdp-gallery .cg-main-swiper a.swiper-slide-imglink")[index];
  if (!anchor) throw new Error(`no slide ${index}`);
  return anchor;
}

/** The user's Back: the browser has restored the URL before popstate. */
export function userBack(url = "/product/hoodie/"): void {
  history.replaceState(null, "", url);
  window.dispatchEvent(new PopStateEvent("popstate"));
}
