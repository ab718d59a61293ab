/**
 * The theme developers' guide's examples (docs/theme-developers.md), served by the demo store as
 * a theme would print them: each `html example=NAME` block of the guide goes into the content of
 * a page built from the captured home page, at `/theme-examples/NAME/`, and the page is served
 * through the plugin like every other page. tests/e2e/theme-examples.spec.ts runs each one (and
 * the guide's script examples on those pages), so a guide whose example stopped working fails the
 * build.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { REPO_ROOT } from "./paths";

export const THEME_GUIDE = path.join(REPO_ROOT, "docs", "theme-developers.md");
export const THEME_EXAMPLES_PATH = "/theme-examples/";

export interface GuideExample {
  name: string;
  /** The fence's language: `html` (served on a page), `php` (run by the PHP tests). */
  language: string;
  code: string;
}

const FENCE = /^```(\w+) example=([a-z0-9-]+)\n([\s\S]*?)^```$/gm;

/** Every fenced block of the guide that names an example, in the guide's order. */
export function readGuideExamples(markdown: string): GuideExample[] {
  return [...markdown.matchAll(FENCE)].map(([, language = "", name = "", code = ""]) => ({ name, language, code }));
}

/** The guide's examples in one language (`html`, `js`, `php`) by name, read from the guide itself. */
export function loadGuideExamples(language: string, guide = THEME_GUIDE): Map<string, string> {
  const examples = readGuideExamples(readFileSync(guide, "utf8")).filter((example) => example.language === language);
  return new Map(examples.map((example) => [example.name, example.code]));
}

/** The guide's HTML examples by name: the demo store serves each on a page of its own. */
export const loadHtmlExamples = (guide = THEME_GUIDE): Map<string, string> => loadGuideExamples("html", guide);

/** The template name of an example's page (the demo store's page sources are keyed by name). */
export const themeExampleTemplate = (name: string): string => `theme-example:${name}`;

/** The example a path asks for (`/theme-examples/NAME/`), or null. */
export function themeExampleName(pathname: string): string | null {
  const match = /^\/theme-examples\/([a-z0-9-]+)\/$/.exec(pathname);
  return match?.[1] ?? null;
}

const DRAWER_START = '<div tabindex="-1" id="shoptimizerCartDrawer"';
const DIV_TAG = /<div\b|<\/div>/g;

/** `html` without the `<div>` element that starts at `start` (its nested divs counted). */
export function withoutDiv(html: string, start: number): string {
  DIV_TAG.lastIndex = start;
  let depth = 0;
  for (let tag = DIV_TAG.exec(html); tag; tag = DIV_TAG.exec(html)) {
    depth += tag[0] === "</div>" ? -1 : 1;
    if (depth === 0) return html.slice(0, start) + html.slice(DIV_TAG.lastIndex);
  }
  throw new Error("the element does not end");
}

/**
 * The home page with the example as the content of a plain page. An example that prints its own
 * cart drawer replaces the theme's: a page has one drawer.
 */
export function themeExampleSource(home: string, name: string, example: string): string {
  const ownDrawer = example.includes('data-island="mini-cart"');
  const drawerAt = home.indexOf(DRAWER_START);
  const page = ownDrawer && drawerAt >= 0 ? withoutDiv(home, drawerAt) : home;
  const content =
    '<main id="main" class="site-main"><article class="page type-page"><header class="entry-header">' +
    `<h1 class="entry-title">Theme example: ${name}</h1></header><div class="entry-content">\n${example}</div></article></main>`;
  return page
    .replace(/<title>[^<]*<\/title>/, `<title>Theme example: ${name} &#8211; Ref Clothing Store</title>`)
    .replace(/<body class="home blog /, '<body class="page-template-default page ')
    .replace(/<main id="main"[^>]*>[\s\S]*?<\/main>/, () => content);
}
