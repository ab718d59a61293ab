/** The lazily loaded part: React and the lightbox component, after the gallery. */
import { mountReact } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { galleryBridgeOf } from "./gallery-bridge";
import { gallerySource } from "./items";
import { Lightbox } from "./Lightbox";
import type { LightboxProps } from "./props";

export const lightbox: IslandModule<LightboxProps> = {
  mount(element, props, context) {
    const bridge = galleryBridgeOf(element);
    // The arm wired no gallery (the page turned the lightbox off, or has no gallery): nothing to open.
    if (!bridge) return undefined;
    const gallery = gallerySource(bridge.root, props.slides);
    const view = <Lightbox gid={props.gid} caption={props.caption} strings={props.strings} bridge={bridge} gallery={gallery} />;
    return mountReact(element, view, context.signal);
  },
};
