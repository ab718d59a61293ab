/**
 * The listing page's own behaviours (plain TypeScript: they wire the server's markup, nothing
 * renders): the ordering dropdown and the cards' picture carousels. One island per page.
 */
import type { IslandModule } from "../../src/runtime/types";
import { wireCarousels } from "./carousel";
import { wireOrdering } from "./ordering";
import type { ListingPageProps } from "./props";

export const listingPage: IslandModule<ListingPageProps> = {
  mount(_element, _props, context) {
    // The runtime's teardown signal, or one of our own for a page that never tears down.
    const signal = context.signal ?? new AbortController().signal;
    wireOrdering(document, signal);
    wireCarousels(document, signal);
  },
};
