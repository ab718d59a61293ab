import { defineConfig } from "vitest/config";

export default defineConfig({
  esbuild: { jsx: "automatic" },
  test: {
    environment: "happy-dom",
    include: ["src/**/*.test.{ts,tsx}", "islands/**/*.test.{ts,tsx}", "scripts/**/*.test.ts"],
    restoreMocks: true,
    testTimeout: 15000,
  },
});
