/**
 * The bundle's `react/jsx-runtime` (scripts/build/react-globals.ts): `jsx` and `jsxs` through
 * `createElement` of the page's React, so no third React file has to load (WordPress 6.6+
 * prints one, `react-jsx-runtime`; 6.1 to 6.5 and React 18's own builds have none:
 * docs/decisions/0035-one-react.md). `createElement(type, props)` with the children inside
 * `props` makes the element `jsx(type, props, key)` makes, in React 18 and 19.
 */
import { createElement, Fragment, type ElementType, type ReactElement } from "react";

export { Fragment };

export function jsx(type: ElementType, props: Record<string, unknown>, key?: string | number): ReactElement {
  return createElement(type, key === undefined ? props : { ...props, key });
}

export const jsxs = jsx;
