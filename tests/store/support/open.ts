/**
 * Differences between the Islet page and the legacy page that are known and not fixed yet (issue
 * 28 stays open while this list is not empty). Unlike support/intended.ts these are not decisions:
 * each comparison still runs, and must not differ by more than its ceiling (the share measured
 * when the entry was written, with room for noise), so a known difference cannot grow unseen. A
 * comparison that comes under the look threshold is reported, so its entry can go.
 */
export interface OpenDifference {
  /** Look-suite test names: `look: hoodie @390`. */
  names: readonly string[];
  /** The most pixels, in %, the comparison may differ by while open. */
  ceiling: number;
  what: string;
}

const PRODUCT_GEOMETRY =
  "Product-page geometry below a pixel. Islet takes the legacy slider's heights once live (useLegacyHeights.ts), " +
  "counting a first interaction from scan time (first-interaction.ts), so the Gift Card, Wool Beanie and T-Shirt " +
  "match at 1280 px and the Wool Beanie at 390 px; the rest at 390 px is not diagnosed yet, and the Hoodie pages' " +
  "swatch and related cards differ.";

const LIGHTBOX_CONTROLS =
  "The lightbox's controls (zoom, fullscreen, close, the arrows) are drawn with PhotoSwipe 5's icons; the legacy " +
  "page's with CommerceKit's PhotoSwipe 4 sprite (and the arrows on dark squares on a phone).";

export const OPEN: readonly OpenDifference[] = [
  { names: ["look: gift-card @390", "look: t-shirt @390"], ceiling: 8, what: PRODUCT_GEOMETRY },
  { names: ["look: hoodie @1280", "look: zip-hoodie @1280"], ceiling: 1.6, what: PRODUCT_GEOMETRY },
  { names: ["look: hoodie @390", "look: zip-hoodie @390"], ceiling: 8, what: PRODUCT_GEOMETRY },
  { names: ["state: gallery second slide @1280", "state: gallery second slide @390"], ceiling: 1, what: PRODUCT_GEOMETRY },
  // The chosen colour's gallery now shows CommerceKit's global images after the colour's, as legacy does: what is
  // left is the page below the gallery sitting a pixel apart.
  { names: ["state: hoodie chosen @1280", "state: hoodie out of stock @1280"], ceiling: 2, what: PRODUCT_GEOMETRY },
  { names: ["state: hoodie chosen @390", "state: hoodie out of stock @390"], ceiling: 5, what: PRODUCT_GEOMETRY },
  // The lightbox draws as the legacy one (opaque backdrop, 44 px bars, the same fit); its controls are still
  // PhotoSwipe 5's own.
  { names: ["state: lightbox open @1280"], ceiling: 0.3, what: LIGHTBOX_CONTROLS },
  { names: ["state: lightbox open @390"], ceiling: 1.5, what: LIGHTBOX_CONTROLS },
];

export function openFor(name: string): OpenDifference | undefined {
  return OPEN.find((entry) => entry.names.includes(name));
}
