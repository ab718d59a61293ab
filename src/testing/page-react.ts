/**
 * Vitest's setup: the page has WordPress's React, npm's 18.3.1 (the build WordPress 6.8 ships
 * as its `react` and `react-dom` scripts) as `window.React` and `window.ReactDOM`, imported once
 * before any test, so the runtime's warmReact() finds it as on a shop page with a block and
 * loads nothing (docs/decisions/0035-one-react.md). `ReactDOM` is react-dom with its client, as
 * WordPress's global is (its build maps both `react-dom` and `react-dom/client` to it). The
 * islands' modules import npm's React directly here (the generated modules are the bundle's).
 */
import * as React from "react";
import * as ReactDOM from "react-dom";
import * as ReactDOMClient from "react-dom/client";

// Tests in Node's environment (build, demo store, size check) have no page.
if (typeof window !== "undefined") Object.assign(window, { React, ReactDOM: { ...ReactDOM, ...ReactDOMClient } });
