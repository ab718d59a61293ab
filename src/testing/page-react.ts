/**
 * Vitest's setup: the page has React as a page with WordPress's `react` and `react-dom` scripts
 * has it, npm's 18.3.1 (the build WordPress 6.8 ships) as `window.React` and `window.ReactDOM`,
 * imported once before any test, as a page loads it before any island mounts.
 */
import * as React from "react";
import * as ReactDOM from "react-dom";

// Tests in Node's environment (build, demo store, size check) have no page.
if (typeof window !== "undefined") Object.assign(window, { React, ReactDOM });
