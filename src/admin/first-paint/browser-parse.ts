/**
 * A sheet whose braces do not balance (a block left open, a stray `}`: CommerceKit's wishlist.css
 * has `.mini right:30px;}}`) is read differently by beasties' parser and by the browser, which
 * skips what the CSS syntax says to skip. Such a sheet is handed to beasties as the browser reads
 * it: its rules as this browser parsed them, written out again. Balanced sheets go as they are
 * (the browser's writing expands shorthands and drops other engines' prefixes).
 */

/** Whether every `{` of the CSS has its `}` and none comes first, strings and comments skipped. */
export function bracesBalance(css: string): boolean {
  const code = css.replace(/\/\*[\s\S]*?(?:\*\/|$)|"(?:[^"\\\n]|\\[\s\S])*"|'(?:[^'\\\n]|\\[\s\S])*'/g, "");
  let depth = 0;
  for (const char of code) {
    if (char === "{") depth += 1;
    else if (char === "}") depth -= 1;
    if (depth < 0) return false;
  }
  return depth === 0;
}

/** The rules the browser reads from `css`, written out; null where this browser cannot parse a sheet apart. */
export function asTheBrowserReadsIt(css: string): string | null {
  if (typeof CSSStyleSheet !== "function" || typeof CSSStyleSheet.prototype.replaceSync !== "function") return null;
  try {
    const sheet = new CSSStyleSheet();
    // @import is not allowed in a constructed sheet; the page's own link still imports it.
    sheet.replaceSync(css.replace(/@import[^;]*;/g, ""));
    return Array.from(sheet.cssRules, (rule) => rule.cssText).join("\n");
  } catch {
    return null;
  }
}

/** The sheet as beasties should read it (see the file's comment). */
export function readableSheet(css: string): string {
  return bracesBalance(css) ? css : (asTheBrowserReadsIt(css) ?? css);
}
