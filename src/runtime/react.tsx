/**
 * Mounts a React island into a node of its own inside the island element. It never clears or
 * hydrates the server markup: components that take over server markup swap it themselves in
 * a layout effect, once their first render is committed (no layout shift). Only React islands
 * import this module, so React loads only where one mounts.
 */
import { Component, useEffect, useLayoutEffect, type ReactNode } from "react";
import { createRoot } from "react-dom/client";
import { IslandMark } from "../contract/page-names";

// Every React island mounts through this module, so its store hook is reached by the same
// islands and esbuild puts both in one chunk instead of two small ones (decision 0027).
export { useStore } from "@nanostores/react";

export const ROOT_ATTRIBUTE = IslandMark.ReactRoot;

/**
 * `onCommit` in the first commit's layout effect (before paint); `onReady` once the tree's
 * passive effects ran too, so its store subscriptions are live and a change right after the
 * island counts as mounted renders as it should.
 */
function Committed({ onCommit, onReady, children }: { onCommit: () => void; onReady: () => void; children: ReactNode }): ReactNode {
  useLayoutEffect(onCommit, [onCommit]);
  useEffect(onReady, [onReady]);
  return children;
}

/**
 * Catches what the tree throws while rendering, in React 18 as in 19 (createRoot's
 * `onUncaughtError` is React 19's only: docs/decisions/0035-one-react.md). It renders nothing
 * once it caught: the island's caller decides what the page shows instead.
 */
class Boundary extends Component<{ onError: (error: unknown) => void; children: ReactNode }, { failed: boolean }> {
  // Set in the constructor, not as a class field: esbuild would add a helper for the field (a
  // chunk of its own on the checkout, decision 0027).
  constructor(props: { onError: (error: unknown) => void; children: ReactNode }) {
    super(props);
    this.state = { failed: false };
  }

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.onError(error);
  }

  override render(): ReactNode {
    return this.state.failed ? null : this.props.children;
  }
}

/** A node of ours that takes no box of its own (`display: contents`): a root or a portal slot. */
export function createSlot(): HTMLElement {
  const slot = document.createElement("div");
  slot.setAttribute(ROOT_ATTRIBUTE, "");
  return slot;
}

/** A portal slot right before `server` (the element the portal's tree takes the place of). */
export function slotBefore(server: Element): HTMLElement {
  const slot = createSlot();
  server.before(slot);
  return slot;
}

/** A portal slot right after `server`. */
export function slotAfter(server: Element): HTMLElement {
  const slot = createSlot();
  server.after(slot);
  return slot;
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
 *
 * An island that mounts at the shopper's first focus can take away the node that has it:
 * `refocus` names the tree's node that stands for it, and focus moves there in the same commit.
 */
export function mountReactInPlace(
  element: HTMLElement,
  node: ReactNode,
  replace: readonly Element[],
  signal?: AbortSignal,
  slots: readonly HTMLElement[] = [],
  refocus: (lost: Element) => HTMLElement | null = () => null,
): Promise<void> {
  // Where each server node stood, to give it back there.
  const before = replace.map((server) => server.previousSibling);
  const host = createSlot();
  // A tree that renders through portals (`slots`) keeps its own node at the island's end.
  const anchor = slots.length > 0 ? undefined : replace[0];
  if (anchor) anchor.before(host);
  else element.append(host);
  const restore = (): void => {
    replace.forEach((server, index) => {
      const previous = before[index];
      if (server.isConnected) return;
      if (previous?.isConnected) previous.after(server);
      else host.before(server);
    });
    for (const slot of slots) slot.remove();
    host.remove();
  };
  return new Promise((resolve, reject) => {
    let committed = false;
    const root = createRoot(host);
    const onError = (error: unknown): void => {
      if (committed) {
        console.error("[islet] island crashed after mounting", error);
        return;
      }
      // The server nodes never left (the first commit's layout effect did not run). React is
      // committing the boundary's empty render now: the root is unmounted after it.
      restore();
      queueMicrotask(() => root.unmount());
      reject(error instanceof Error ? error : new Error(String(error)));
    };
    signal?.addEventListener("abort", () => {
      root.unmount();
      restore();
    });
    root.render(
      <Boundary onError={onError}>
        <Committed
          onCommit={() => {
            committed = true;
            const focused = document.activeElement;
            const lost = focused && replace.some((server) => server.contains(focused)) ? focused : null;
            for (const server of replace) server.remove();
            if (lost) refocus(lost)?.focus({ preventScroll: true });
          }}
          onReady={resolve}
        >
          {node}
        </Committed>
      </Boundary>,
    );
  });
}
