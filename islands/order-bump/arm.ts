/**
 * The arm, in the first bundle: a press on a bump's "Click to add" before the island's code has
 * loaded is held (its no-JavaScript fallback, a submit to `?add-to-cart`, would leave the page)
 * and mounts the island at once; the island then adds that product (server.ts reads the mark).
 * The listener sits on the island, so it never sees another island's bumps.
 */
import { HeldPress } from "../../src/contract/page-names";
import { IslandMark } from "../../src/contract/page-names";

/** The server's add controls: CommerceKit's button, or the plugin's fallback that submits `add-to-cart`. */
const SERVER_ADD = ".ckobp-button > button, .ckobp-button > a";

export function holdBumpPress(island: HTMLElement, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    island.addEventListener(
      "click",
      (event) => {
        const control = event.target instanceof Element ? event.target.closest(SERVER_ADD) : null;
        // The island's own buttons are not the server's: they carry no held mark to take.
        if (!control || !island.contains(control) || control.closest(`[${IslandMark.ReactRoot}]`)) return;
        event.preventDefault();
        control.setAttribute(HeldPress.Bump, "");
        resolve();
      },
      { signal },
    );
  });
}
