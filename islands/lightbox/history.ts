/**
 * The lightbox's browser-history entry (PhotoSwipe 5 has no history module; this rebuilds
 * PhotoSwipe 4's): opening by click pushes an entry whose hash carries gid/pid, a slide change
 * replaces it, and closing goes back to the previous entry, so the previous hash returns and
 * Back after a close does not reopen. A lightbox opened from a pasted URL pushed nothing: closing
 * then rewrites the hash without its gid/pid. Back while open closes (the page's popstate).
 */
import { stripLightboxHash, writeLightboxHash } from "./hash";

export type PopKind = "own" | "close" | "none";

export interface HashSession {
  /** The lightbox shows item `index` (0-based). */
  show(index: number): void;
  /** The lightbox closed by itself (button, Esc, drag): undo what the session wrote. */
  close(): void;
  /**
   * A popstate arrived: "own" when this session caused it by going back itself, "close" when it
   * is the user's Back while the lightbox is open (it must close), else "none".
   */
  popped(): PopKind;
}

const urlWithHash = (hash: string): string => `${location.pathname}${location.search}${hash ? `#${hash}` : ""}`;

export function startHashSession(gid: number, index: number, fromUrl: boolean): HashSession {
  const before = stripLightboxHash(location.hash);
  let pushed = !fromUrl;
  let ownPop = false;
  let open = true;
  const target = (itemIndex: number): string => urlWithHash(writeLightboxHash(before, { gid, pid: itemIndex + 1 }));
  if (pushed) history.pushState(history.state, "", target(index));
  else history.replaceState(history.state, "", target(index));
  return {
    show(itemIndex) {
      if (open) history.replaceState(history.state, "", target(itemIndex));
    },
    close() {
      if (!open) return;
      open = false;
      if (pushed) {
        ownPop = true;
        history.back();
      } else {
        history.replaceState(history.state, "", urlWithHash(before));
      }
    },
    popped() {
      if (ownPop) {
        ownPop = false;
        return "own";
      }
      if (!open) return "none";
      // The user went back past our entry: the browser already restored the earlier hash.
      open = false;
      pushed = false;
      return "close";
    },
  };
}
