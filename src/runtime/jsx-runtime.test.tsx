import { describe, expect, it } from "vitest";
import { createRef, type ReactElement } from "react";
import * as reactJsx from "react/jsx-runtime";
import { renderToStaticMarkup } from "react-dom/server";
import { Fragment, jsx, jsxs } from "./jsx-runtime";

/** What React itself keeps of an element: the rest (`_owner`, dev-only fields) differs by build. */
const shape = (element: ReactElement) => ({ type: element.type, key: element.key, props: element.props, ref: (element as { ref?: unknown }).ref });

describe("the bundle's jsx runtime", () => {
  it("makes the elements React's own jsx runtime makes: keys, children, refs", () => {
    const ref = createRef<HTMLDivElement>();
    const cases: [ReactElement, ReactElement][] = [
      [jsx("p", { className: "a", children: "x" }), reactJsx.jsx("p", { className: "a", children: "x" })],
      [jsx("li", { children: "x" }, 3), reactJsx.jsx("li", { children: "x" }, 3)],
      [jsxs("ul", { children: [jsx("li", { children: "a" }, "a"), jsx("li", { children: "b" }, "b")] }), reactJsx.jsxs("ul", { children: [reactJsx.jsx("li", { children: "a" }, "a"), reactJsx.jsx("li", { children: "b" }, "b")] })],
      [jsx("div", { ref, id: "r" }), reactJsx.jsx("div", { ref, id: "r" })],
    ];
    for (const [ours, react] of cases) expect(shape(ours)).toEqual(shape(react));
    expect(Fragment).toBe(reactJsx.Fragment);
  });

  it("renders the same markup", () => {
    const tree = jsxs(Fragment, { children: [jsx("b", { children: "bold" }, "b"), jsxs("i", { title: "t", children: ["a", 1] }, "i")] });
    const theirs = reactJsx.jsxs(reactJsx.Fragment, { children: [reactJsx.jsx("b", { children: "bold" }, "b"), reactJsx.jsxs("i", { title: "t", children: ["a", 1] }, "i")] });
    expect(renderToStaticMarkup(tree)).toBe('<b>bold</b><i title="t">a1</i>');
    expect(renderToStaticMarkup(tree)).toBe(renderToStaticMarkup(theirs));
  });
});
