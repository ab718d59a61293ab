import { describe, expect, it } from "vitest";
import { absoluteUrls } from "./css-urls";

const sheet = new URL("http://store.test/wp-content/themes/shoptimizer/assets/css/main.min.css?ver=2.7");

describe("absoluteUrls: a sheet's relative references keep pointing at its files once inlined in a page", () => {
  it("resolves bare, single- and double-quoted references against the sheet's own address, to absolute paths", () => {
    const css = `@font-face{font-family:R;src:url(../fonts/r.woff2?v=1#iefix) format("woff2"),url('r.woff') format("woff")}.a{background:url( "img/bg.png" )}`;
    expect(absoluteUrls(css, sheet)).toBe(
      `@font-face{font-family:R;src:url(/wp-content/themes/shoptimizer/assets/fonts/r.woff2?v=1#iefix) format("woff2"),url('/wp-content/themes/shoptimizer/assets/css/r.woff') format("woff")}` +
        `.a{background:url("/wp-content/themes/shoptimizer/assets/css/img/bg.png")}`,
    );
  });

  it("leaves data: URIs, absolute paths, other sites and SVG fragments alone", () => {
    const css = `.a{background:url(data:image/svg+xml;base64,PHN2Zz4=)}.b{background:url(/wp-content/x.png)}.c{background:url(https://cdn.test/x.png)}.d{background:url(//cdn.test/y.png)}.e{filter:url(#blur)}.f{background:url()}`;
    expect(absoluteUrls(css, sheet)).toBe(css);
  });

  it("does not touch a function whose name only ends in url, nor text without url()", () => {
    const css = `.a{--x:image-url(x.png);content:"url"}.b{mask:url(m.svg)}`;
    expect(absoluteUrls(css, sheet)).toBe(`.a{--x:image-url(x.png);content:"url"}.b{mask:url(/wp-content/themes/shoptimizer/assets/css/m.svg)}`);
  });

  it("resolves against the sheet's address, not the page's, and percent-encodes what needs it", () => {
    const other = new URL("http://store.test/wp-content/plugins/commercekit/css/swatches.css");
    expect(absoluteUrls(".a{background:url('../img/a b.png')}", other)).toBe(".a{background:url('/wp-content/plugins/commercekit/img/a%20b.png')}");
  });
});
