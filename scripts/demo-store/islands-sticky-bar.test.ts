// @vitest-environment node
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "../../src/testing/fixtures";
import { decodeText, placeStickyBarIsland, STICKY_BAR_START, stickyBarProps } from "./islands-sticky-bar";

const page = (name: string): string => readFileSync(path.join(PAGES_DIR, name), "utf8");
const OPEN = '<div data-island="sticky-bar" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

describe("placeStickyBarIsland", () => {
  it.each([
    ["product-variable-hoodie.html", "Hoodie", "hoodie-front-150x192.png"],
    ["product-variable-zip-hoodie.html", "Zip Hoodie", "150x192.png"],
    ["product-simple-t-shirt.html", "Classic T-Shirt", "classic-t-shirt-150x192.png"],
    ["product-sold-individually-gift-card.html", "Gift Card", "150x192.png"],
  ])("wraps CommerceKit's bar on %s, once, with the product's title and thumbnail", (name, title, image) => {
    const html = page(name);
    const placed = placeStickyBarIsland(html);
    expect(placed.split('data-island="sticky-bar"')).toHaveLength(2);
    const at = placed.indexOf(OPEN);
    expect(at).toBeGreaterThan(0);
    const propsEnd = placed.indexOf("</script>", at);
    const props = JSON.parse(placed.slice(at + OPEN.length, propsEnd)) as { title: string; thumbnail: { src: string }; strings: Record<string, string> };
    expect(props.title).toBe(title);
    expect(props.thumbnail.src).toContain(image);
    expect(props.strings).toEqual({ region: "Add to Cart", close: "Close sticky add to cart" });
    expect(placed.slice(propsEnd + "</script>".length).startsWith(STICKY_BAR_START)).toBe(true);
    // Only the island's opening (with its props) and one closing </div> were added.
    const unwrapped = placed.slice(0, at) + placed.slice(propsEnd + "</script>".length);
    expect(unwrapped.length).toBe(html.length + "</div>".length);
    const sectionEnd = placed.indexOf("</section>", at) + "</section>".length;
    expect(placed.slice(sectionEnd, sectionEnd + 6)).toBe("</div>");
  });

  it.each(["product-simple-out-of-stock-beanie.html", "shop.html", "cart-with-items.html", "home.html"])("leaves %s unchanged (no bar)", (name) => {
    const html = page(name);
    expect(placeStickyBarIsland(html)).toBe(html);
  });

  it("leaves a bar without CommerceKit's panel (no title) unchanged", () => {
    const html = `${STICKY_BAR_START}"><a href="#" class="sticky-atc_button button">Add to cart</a></section>`;
    expect(stickyBarProps(html)).toBeNull();
    expect(placeStickyBarIsland(html)).toBe(html);
  });

  it("decodes the entities WordPress prints in titles", () => {
    expect(decodeText("Tom &amp; Jerry&#8217;s &quot;Tee&quot; &#8211; &lt;b&gt;")).toBe("Tom & Jerry\u2019s \"Tee\" \u2013 <b>");
  });
});
