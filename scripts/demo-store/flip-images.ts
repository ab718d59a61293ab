/**
 * `?flip=1` on listing pages: Shoptimizer's "Image change on hover" setting, which the captured
 * store has off. A card whose product has a gallery image shows it beside its own picture
 * (`img.gallery-image`, lazy) in the card's carousel, with Shoptimizer's two pagination dots
 * after the image link; placeCarouselDots then gives the dots the listing-page island's markup.
 */
import { placeCarouselDots } from "./islands-listing-page";

/** Product id → its first gallery image (uploads/2026/11/NAME-300x384.png). */
export const FLIP_IMAGES: Readonly<Record<number, string>> = { 25: "hoodie-back" };

const UPLOADS = "/wp-content/uploads/2026/11/";
const SHOPTIMIZER_DOTS = '<div class="shoptimizer-plp-carousel--pagination"><span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div>';

function flipImage(name: string): string {
  const size = (width: number, height: number): string => `${UPLOADS}${name}-${width}x${height}.png ${width}w`;
  return (
    `<img width="300" height="384" src="${UPLOADS}${name}-300x384.png" class="gallery-image" alt="" decoding="async" loading="lazy"` +
    ` srcset="${size(300, 384)}, ${size(150, 192)}" sizes="(max-width: 360px) 147px, 300px" />`
  );
}

/** The card of `productId` with its flip image and Shoptimizer's dots; unchanged without that card. */
function addFlipImage(html: string, productId: number, name: string): string {
  const card = html.indexOf(`<li class="product type-product post-${productId} `);
  const wrapper = card < 0 ? -1 : html.indexOf('<div class="shoptimizer-plp-image-wrapper">', card);
  const wrapperEnd = wrapper < 0 ? -1 : html.indexOf("</div></div></a></div>", wrapper);
  if (wrapperEnd < 0) return html;
  const linkEnd = wrapperEnd + "</div></div></a>".length;
  return `${html.slice(0, wrapperEnd)}${flipImage(name)}</div></div></a>${SHOPTIMIZER_DOTS}${html.slice(linkEnd)}`;
}

export function addFlipImages(html: string): string {
  const flipped = Object.entries(FLIP_IMAGES).reduce((page, [id, name]) => addFlipImage(page, Number(id), name), html);
  return placeCarouselDots(flipped);
}
