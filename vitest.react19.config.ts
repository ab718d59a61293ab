/**
 * The units again on React 19, the React a later WordPress will ship (docs/decisions/0035-one-react.md):
 * the bundle renders with the page's React, so the islands must work on 18.3.1 (what
 * `npm run test:unit` runs) and on 19. Not part of `npm test`; React 19 is installed apart,
 * since npm's tree holds one React:
 *
 *   npm install --prefix .react19 --no-save react@19.2.0 react-dom@19.2.0
 *   npx vitest run --config vitest.react19.config.ts
 *
 * ISLET_REACT19_DIR names another folder holding those two packages.
 */
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "vitest/config";
import base from "./vitest.config";

const root = path.dirname(fileURLToPath(import.meta.url));
const modules = path.resolve(process.env.ISLET_REACT19_DIR ?? path.join(root, ".react19"), "node_modules");

export default defineConfig({
  ...base,
  resolve: {
    alias: [
      { find: /^react-dom(\/.*)?$/, replacement: `${modules}/react-dom$1` },
      { find: /^react(\/.*)?$/, replacement: `${modules}/react$1` },
    ],
  },
  test: {
    ...base.test,
    // The build's and the demo store's tests render nothing.
    include: ["src/**/*.test.{ts,tsx}", "islands/**/*.test.{ts,tsx}"],
    // Its `react` import must reach React 19 too.
    server: { deps: { inline: ["@nanostores/react"] } },
  },
});
