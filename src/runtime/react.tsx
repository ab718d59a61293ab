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
  const host = document.createElement("div");
  host.setAttribute(ROOT_ATTRIBUTE, "");
  element.append(host);
  return new Promise((resolve, reject) => {
    let committed = false;
    const root = createRoot(host, {
      onUncaughtError: (error) => {
        if (committed) {
          console.error("[islet] island crashed after mounting", error);
          return;
        }
        root.unmount();
        host.remove();
        reject(error instanceof Error ? error : new Error(String(error)));
      },
    });
    signal?.addEventListener("abort", () => {
      root.unmount();
      host.remove();
    });
    root.render(
      <Committed
        onCommit={() => {
          committed = true;
          resolve();
        }}
      >
        {node}
      </Committed>,
    );
  });
}
