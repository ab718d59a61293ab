import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { PAGES_DIR } from "./paths";
import { readGuideExamples, themeExampleName, themeExampleSource, withoutDiv } from "./theme-examples";

describe("the theme guide's examples", () => {
  it("reads only the fenced blocks that name an example, with their language", () => {
    const guide = ["```html", "<p>not one</p>", "```", "```html example=one", "<b>1</b>", "```", "```php example=one", "<?php echo 1;", "```"].join("\n");
    expect(readGuideExamples(guide)).toEqual([
      { name: "one", language: "html", code: "<b>1</b>\n" },
      { name: "one", language: "php", code: "<?php echo 1;\n" },
    ]);
  });

  it("answers only paths of the form /theme-examples/NAME/", () => {
    expect(themeExampleName("/theme-examples/drawer/")).toBe("drawer");
    expect(themeExampleName("/theme-examples/drawer")).toBeNull();
    expect(themeExampleName("/theme-examples/../cart/")).toBeNull();
  });

  it("takes a div out with the divs it holds", () => {
    const html = '<p>a</p><div id="x"><div>in</div><div><div>deep</div></div></div><div>after</div>';
    expect(withoutDiv(html, html.indexOf('<div id="x"'))).toBe("<p>a</p><div>after</div>");
    expect(() => withoutDiv("<div><div></div>", 0)).toThrow("does not end");
  });

  it("puts the example in a plain page, in place of the theme's drawer only when it brings its own", () => {
    const home = readFileSync(path.join(PAGES_DIR, "home.html"), "utf8");
    const plain = themeExampleSource(home, "button", '<a class="x">Add</a>');
    expect(plain).toContain('<body class="page-template-default page ');
    expect(plain).toContain('<div class="entry-content">\n<a class="x">Add</a></div>');
    expect(plain).toContain('id="shoptimizerCartDrawer"');
    const drawer = themeExampleSource(home, "drawer", '<div data-island="mini-cart"></div>');
    expect(drawer).not.toContain('id="shoptimizerCartDrawer"');
    expect(drawer).toContain('<header id="masthead" class="site-header">');
  });
});
