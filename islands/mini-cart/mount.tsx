/**
 * The lazily loaded part of the drawer: React and the shell, in place of the server's dialog.
 * The server's dialog leaves in the first commit (mountReactInPlace), after the shell has moved
 * its parts' nodes — the fragment target among them — into React's elements.
 */
import { mountReactInPlace } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { MiniCartDrawer } from "./MiniCartDrawer";
import type { MiniCartProps } from "./props";
import { readServerDrawer } from "./server";

export const miniCart: IslandModule<MiniCartProps> = {
  mount(element, props, context) {
    // Torn down while this chunk loaded (tests): a shell mounted now could never be unmounted.
    if (context.signal?.aborted) return;
    const server = readServerDrawer(element);
    return mountReactInPlace(element, <MiniCartDrawer server={server} props={props} context={context} />, [server.dialog.node], context.signal);
  },
};
