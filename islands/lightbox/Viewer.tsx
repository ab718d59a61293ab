/**
 * One opening's PhotoSwipe: loaded and created when the viewer mounts, destroyed when it
 * unmounts (PhotoSwipe gone after closing, or the island torn down). It renders what the
 * lightbox shows of its own into PhotoSwipe's DOM — the caption, the failed-image message —
 * and keeps the controls' idle timer and the Tab cycle while PhotoSwipe is there.
 */
import { useEffect, useState, type ReactNode } from "react";
import { createPortal } from "react-dom";
import { ImageError } from "./ImageError";
import type { LightboxHandle } from "./open";
import type { LightboxStrings } from "./props";
import { useIdleControls, useTabCycle } from "./useDialogFocus";
import type { Opening, ViewerEvents } from "./useOpenings";

export interface ViewerProps {
  opening: Opening;
  caption: boolean;
  strings: LightboxStrings;
  events: ViewerEvents;
}

interface ErrorSlot {
  key: number;
  slot: HTMLElement;
  src: string;
}

let lastErrorKey = 0;

/** What PhotoSwipe hands out for React to render into, and the slide it shows. */
interface Shown {
  handle: LightboxHandle | null;
  index: number;
  captionElement: HTMLElement | null;
  errors: readonly ErrorSlot[];
}

function usePhotoSwipe({ opening, caption, strings, events }: ViewerProps): Shown {
  const [shown, setShown] = useState<Shown>({ handle: null, index: opening.index, captionElement: null, errors: [] });
  useEffect(() => {
    let unmounted = false;
    let handle: LightboxHandle | null = null;
    const update = (change: Partial<Shown>): void => setShown((before) => ({ ...before, ...change }));
    import("./open").then(
      ({ openLightbox }) => {
        if (unmounted || !events.wanted(opening)) {
          events.gone(opening); // Back (or teardown) came first
          return;
        }
        handle = openLightbox({
          items: opening.items,
          index: opening.index,
          animate: opening.animate,
          strings,
          caption,
          onChange: (index) => {
            opening.session.show(index);
            update({ index });
          },
          // Unmounting destroys PhotoSwipe, which reports a close: not one to act on.
          onClose: () => {
            if (!unmounted) events.closing(opening);
          },
          onDestroy: () => {
            if (!unmounted) events.gone(opening);
          },
          onImageError: (slot, src) => {
            lastErrorKey += 1;
            const error = { key: lastErrorKey, slot, src };
            // PhotoSwipe rebuilds a slide's content when it comes back into range: drop the slots it let go.
            setShown((before) => ({ ...before, errors: [...before.errors.filter((old) => old.slot.isConnected), error] }));
          },
          onCaptionElement: (captionElement) => update({ captionElement }),
        });
        events.ready(opening, handle);
        update({ handle });
      },
      (error: unknown) => {
        if (!unmounted) events.failed(opening, error);
      },
    );
    return () => {
      unmounted = true;
      handle?.destroy();
    };
  }, [opening, caption, strings, events]);
  return shown;
}

function Caption({ text }: { text: string }): ReactNode {
  return (
    <div className="islet-lightbox-caption" hidden={text === ""}>
      {text}
    </div>
  );
}

export function Viewer(props: ViewerProps): ReactNode {
  const { handle, index, captionElement, errors } = usePhotoSwipe(props);
  const dialog = handle?.element ?? null;
  useIdleControls(dialog);
  useTabCycle(dialog);
  const caption = props.opening.items[index]?.caption ?? "";
  return (
    <>
      {captionElement && createPortal(<Caption text={caption} />, captionElement)}
      {errors.map(({ key, slot, src }) => createPortal(<ImageError strings={props.strings} src={src} />, slot, key))}
    </>
  );
}
