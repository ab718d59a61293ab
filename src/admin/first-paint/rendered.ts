/**
 * The pages as their own scripts leave them. The islands add markup and classes when they mount
 * (the runtime's `[data-island-root]`, a gallery's active thumbnail, the sale badge the price
 * island shows), and the theme's and plugins' rules for them are part of what a shopper sees
 * before the rest of the sheets arrive. The fetched HTML has none of it, so each page is also
 * opened in a frame of this admin page, once at a phone's width and once at a laptop's, and what
 * its body holds once it has loaded and settled joins the pages beasties reads.
 */
import type { ReadPage } from "./pages";

/** A phone (390 × 844) and a laptop screen (1280 × 800): the first screens critical CSS is for. */
export const RENDER_SIZES: readonly { width: number; height: number }[] = [
  { width: 390, height: 844 },
  { width: 1280, height: 800 },
];

/** After the load event, time for islands that start when the browser is idle. */
export const SETTLE_MS = 2500;

const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * A frame on the screen but unseen and untouchable: islands that start when visible see their
 * element in the viewport (an observer of a same-origin frame measures against this page's).
 */
function hiddenFrame(doc: Document, url: string, size: { width: number; height: number }): HTMLIFrameElement {
  const frame = doc.createElement("iframe");
  frame.setAttribute("aria-hidden", "true");
  frame.tabIndex = -1;
  frame.style.cssText = `position:fixed;left:0;top:0;width:${size.width}px;height:${size.height}px;border:0;opacity:0;pointer-events:none;z-index:-1`;
  frame.src = url;
  return frame;
}

function loaded(frame: HTMLIFrameElement, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const timer = setTimeout(() => resolve(false), timeoutMs);
    frame.addEventListener("load", () => {
      clearTimeout(timer);
      resolve(true);
    });
  });
}

/** One page rendered at one size, as a document of its own; null when it did not load in time. */
export async function renderedPage(doc: Document, page: ReadPage, size: { width: number; height: number }, timeoutMs: number): Promise<ReadPage | null> {
  const frame = hiddenFrame(doc, page.url, size);
  doc.body.append(frame);
  try {
    if (!(await loaded(frame, timeoutMs))) return null;
    await sleep(SETTLE_MS);
    const html = frame.contentDocument?.documentElement.outerHTML;
    return html === undefined ? null : { url: page.url, doc: new DOMParser().parseFromString(html, "text/html") };
  } catch {
    // A page that navigated its frame to another origin, or removed it: its fetched HTML still counts.
    return null;
  } finally {
    frame.remove();
  }
}

/** The group's pages followed by each of them rendered at each size (those that rendered). */
export async function withRenderedPages(doc: Document, pages: readonly ReadPage[], timeoutMs: number): Promise<ReadPage[]> {
  const rendered: ReadPage[] = [];
  for (const page of pages) {
    for (const size of RENDER_SIZES) {
      const result = await renderedPage(doc, page, size, timeoutMs);
      if (result !== null) rendered.push(result);
    }
  }
  return [...pages, ...rendered];
}
