/**
 * Mounts a React island into a node of its own inside the island element. It never clears or
 * hydrates the server markup: components that take over server markup swap it themselves in
 * a layout effect, once their first render is committed (no layout shift). Only React islands
 * import this module, so React loads only where one mounts.
 */
import { useLayoutEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";

export const ROOT_ATTRIBUTE = "data-island-root";

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }): ReactNode {
  useLayoutEffect(onCommit, [onCommit]);
  return children;
}

/** Resolves after the first commit; rejects if the first render throws. */
export function mountReact(element: HTMLElement, node: ReactNode, signal?: AbortSignal): Promise<void> {
  return mountReactInPlace(element, node, [], signal);
}

/**
 * Mounts a React island that renders what the server printed: its tree is rendered into a node
 * of its own (`display: contents`) placed where the first of `replace` is, and the server nodes
 * in `replace` leave in the first commit's layout effect, before the browser paints — the page
 * never shows both, nor neither (no layout shift when the tree renders the same box). If the
 * first render throws, or the runtime is torn down, the server nodes stay (or come back).
 */
export function mountReactInPlace(element: HTMLElement, node: ReactNode, replace: readonly Element[], signal?: AbortSignal): Promise<void> {
  const host = document.createElement("div");
  host.setAttribute(ROOT_ATTRIBUTE, "");
  const anchor = replace[0];
  if (anchor) anchor.before(host);
  else element.append(host);
  const restore = (): void => {
    // Back where the tree stood, in their order (only those the commit had taken out).
    for (const server of replace) if (!server.isConnected) host.before(server);
    host.remove();
  };
  return new Promise((resolve, reject) => {
    let committed = false;
    const root = createRoot(host, {
      onUncaughtError: (error) => {
        if (committed) {
          console.error("[islet] island crashed after mounting", error);
          return;
        }
        root.unmount();
        restore();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal?.addEventListener("abort", () => {
      root.unmount();
      restore();
    });
    root.render(
      <Committed
        onCommit={() => {
          committed = true;
          for (const server of replace) server.remove();
          resolve();
        }}
      >
        {node}
      </Committed>,
    );
  });
}
