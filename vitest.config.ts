import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    environment: "happy-dom",
    setupFiles: ["src/testing/page-react.ts"],
    include: ["src/**/*.test.{ts,tsx}", "islands/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
