/**
 * Pixel comparison of two screenshots, done in a blank browser page's canvas (no image library
 * beyond the browser the suite already drives). Pictures of different sizes compare over the
 * larger area, every pixel outside the other counting as different.
 */
import type { Browser } from "@playwright/test";

/** A region left out of the comparison, in CSS pixels of the screenshot (device scale 1). */
export interface Mask {
  x: number;
  y: number;
  width: number;
  height: number;
}

export interface PixelDiff {
  /** Pixels whose colour differs by more than the tolerance in any channel. */
  differing: number;
  total: number;
  width: number;
  height: number;
  /** The legacy picture, dimmed, with differing pixels in red: for a person to look at. */
  diffPng: Buffer;
}

/** Per-channel tolerance: anti-aliasing of the same text in the same place differs by a few levels. */
export const CHANNEL_TOLERANCE = 24;

export async function comparePngs(browser: Browser, islet: Buffer, legacy: Buffer, masks: readonly Mask[] = []): Promise<PixelDiff> {
  const page = await browser.newPage();
  // tsx (esbuild's keepNames) wraps named inner functions in __name(); the page has none.
  await page.evaluate("globalThis.__name = (fn) => fn");
  try {
    const result = await page.evaluate(
      async ({ a, b, masks, tolerance }) => {
        const load = async (base64: string): Promise<ImageBitmap> =>
          createImageBitmap(await (await fetch(`data:image/png;base64,${base64}`)).blob());
        const [first, second] = await Promise.all([load(a), load(b)]);
        const width = Math.max(first.width, second.width);
        const height = Math.max(first.height, second.height);
        const pixels = (bitmap: ImageBitmap): Uint8ClampedArray => {
          const canvas = new OffscreenCanvas(width, height);
          const context = canvas.getContext("2d");
          if (!context) throw new Error("no 2d canvas");
          context.drawImage(bitmap, 0, 0);
          return context.getImageData(0, 0, width, height).data;
        };
        const [p, q] = [pixels(first), pixels(second)];
        const masked = (x: number, y: number): boolean =>
          masks.some((m) => x >= m.x && x < m.x + m.width && y >= m.y && y < m.y + m.height);
        const out = new OffscreenCanvas(width, height);
        const outContext = out.getContext("2d");
        if (!outContext) throw new Error("no 2d canvas");
        const image = outContext.createImageData(width, height);
        let differing = 0;
        for (let y = 0; y < height; y++) {
          for (let x = 0; x < width; x++) {
            const i = (y * width + x) * 4;
            let differs = false;
            if (!masked(x, y)) {
              for (let c = 0; c < 4; c++) if (Math.abs((p[i + c] ?? 0) - (q[i + c] ?? 0)) > tolerance) differs = true;
            }
            if (differs) differing++;
            const dim = (c: number): number => (q[i + c] ?? 0) / 3 + 170;
            image.data.set(differs ? [255, 0, 0, 255] : [dim(0), dim(1), dim(2), 255], i);
          }
        }
        outContext.putImageData(image, 0, 0);
        const blob = await out.convertToBlob({ type: "image/png" });
        const bytes = new Uint8Array(await blob.arrayBuffer());
        let binary = "";
        for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
        return { differing, total: width * height, width, height, diff: btoa(binary) };
      },
      { a: islet.toString("base64"), b: legacy.toString("base64"), masks, tolerance: CHANNEL_TOLERANCE },
    );
    return { ...result, diffPng: Buffer.from(result.diff, "base64") };
  } finally {
    await page.close();
  }
}
