/**
 * `npm start` (after `npm run build`): serves the demo store.
 *
 *   PORT=8080 HOST=127.0.0.1 [ISLET_BUILD_DIR=dir] tsx scripts/demo-store/serve.ts
 */
import { startDemoStore } from "./server";

const port = Number.parseInt(process.env.PORT ?? "8080", 10);
const host = process.env.HOST || "127.0.0.1";

try {
  const store = await startDemoStore({
    port: Number.isFinite(port) ? port : 8080,
    host,
    buildDir: process.env.ISLET_BUILD_DIR || undefined,
  });
  console.log(`Demo store: ${store.url}`);
  const stop = (): void => {
    store.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once("SIGINT", stop);
  process.once("SIGTERM", stop);
} catch (error) {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
}
