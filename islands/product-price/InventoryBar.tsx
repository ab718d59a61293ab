/**
 * CommerceKit's inventory bar rendered from the selection store: the selected variation's
 * block shown (a variable product), or the product's bars (a simple one); each bar shown makes
 * its entrance when it comes into view (animate.ts), again each time its block is shown.
 */
import { useStore } from "@nanostores/react";
import { useLayoutEffect, useRef, type ReactNode } from "react";
import { useServerHtml } from "../../src/runtime/html";
import { $selectedVariation } from "../../src/stores/variation";
import { animateBar, browserMotion, type MotionEnv } from "./animate";
import { BAR_SELECTOR, type InventoryBlock, type ServerInventory } from "./inventory";

/** Arms the entrance of every bar inside `ref` while `active`; cancels it on change. */
function useBarEntrance(ref: { current: HTMLElement | null }, active: boolean, env: MotionEnv, mark: boolean): void {
  useLayoutEffect(() => {
    const root = ref.current;
    if (!active || !root) return undefined;
    const cancels = Array.from(root.querySelectorAll<HTMLElement>(BAR_SELECTOR), (bar) => {
      // A block shown again starts full, as CommerceKit's bar did on every found variation.
      if (mark) bar.classList.add("active", "full-bar");
      return env.whenVisible(bar, () => animateBar(bar, env.reducedMotion()));
    });
    return () => cancels.forEach((cancel) => cancel());
  }, [ref, active, env, mark]);
}

function Block({ block, shown, env }: { block: InventoryBlock; shown: boolean; env: MotionEnv }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const html = useServerHtml(block.html);
  useBarEntrance(ref, shown, env, true);
  // The server's own markup (stock text and level), shown or hidden.
  return <div ref={ref} className={block.className} style={shown ? undefined : { display: "none" }} dangerouslySetInnerHTML={html} />;
}

function VariableBar({ server, env }: { server: ServerInventory; env: MotionEnv }): ReactNode {
  const variation = useStore($selectedVariation);
  return (
    <div className={server.className}>
      {server.blocks.map((block) => (
        <Block key={block.variationId} block={block} shown={variation?.id === block.variationId} env={env} />
      ))}
    </div>
  );
}

function SimpleBar({ server, env }: { server: ServerInventory; env: MotionEnv }): ReactNode {
  const ref = useRef<HTMLDivElement>(null);
  const html = useServerHtml(server.html);
  useBarEntrance(ref, true, env, false);
  return <div ref={ref} className={server.className} dangerouslySetInnerHTML={html} />;
}

export function InventoryBar({ server, env = browserMotion }: { server: ServerInventory; env?: MotionEnv }): ReactNode {
  return server.blocks.length > 0 ? <VariableBar server={server} env={env} /> : <SimpleBar server={server} env={env} />;
}
