import { describe, expect, it } from "vitest";
import { bracesBalance, readableSheet } from "./browser-parse";

describe("a sheet as the browser reads it", () => {
  it("tells balanced braces from a block left open or a stray brace, strings and comments aside", () => {
    expect(bracesBalance('.a{content:"}"}/* { */@media (x){.b{c:d}}')).toBe(true);
    expect(bracesBalance(".mini{top:10px}}.used{margin:0}")).toBe(false);
    expect(bracesBalance("@media (min-width:768px){.used{color:blue}")).toBe(false);
  });

  it("hands a balanced sheet over as it is", () => {
    const css = ".a{margin:0}\n.b{color:#fff}";
    expect(readableSheet(css)).toBe(css);
  });

  it("hands an unbalanced sheet over as the browser's rules, without what the browser skips", () => {
    const read = readableSheet(".ok{color:red}\n.mini right:30px;}\n.next{color:blue}");
    expect(read).toContain(".ok");
    expect(read).not.toContain("right:30px");
    expect(bracesBalance(read)).toBe(true);
  });
});
