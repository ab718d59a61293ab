/**
 * The cheap part, in the page's first load: it decides whether the page's delivery dates need
 * a reload (fresh.ts). A page shown before its dates change loads no more code and asks
 * nothing. One the browser brings back from its back/forward cache runs no script again, so it
 * is checked again when shown.
 */
import { needsReload } from "./fresh";
import type { DeliveryReloadProps } from "./props";

const stale = (props: DeliveryReloadProps): boolean => needsReload(props, document, Date.now());

/** Resolves (and so mounts the island, which reloads the dates) once the page's dates are stale. */
export function armDeliveryReload(props: DeliveryReloadProps, signal?: AbortSignal): Promise<void> | void {
  if (!props.reload) return undefined;
  if (stale(props)) return Promise.resolve();
  return new Promise((resolve) => {
    const onShow = (event: PageTransitionEvent): void => {
      if (!event.persisted || !stale(props)) return;
      window.removeEventListener("pageshow", onShow);
      resolve();
    };
    window.addEventListener("pageshow", onShow, { signal });
  });
}
