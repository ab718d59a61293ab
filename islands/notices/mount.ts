/** The lazily loaded part: what of woocommerce.js's page work the page has (arm.ts says when). */
import type { IslandModule } from "../../src/runtime/types";
import { announceSortedCount, focusFirstAlert } from "./alerts";
import { dismissalThrough, wireComingSoonBanner } from "./banner";
import { wirePasswordToggles } from "./password";
import type { NoticesProps } from "./props";
import { provideScrollToNotices } from "./scroll-shim";

export const notices: IslandModule<NoticesProps> = {
  mount(_element, props, context) {
    // The runtime's teardown signal, or one of our own for a page that never tears down.
    const signal = context.signal ?? new AbortController().signal;
    wireComingSoonBanner(props.dismiss, dismissalThrough(context.client), signal);
    wirePasswordToggles(signal);
    focusFirstAlert(signal);
    announceSortedCount(signal);
    provideScrollToNotices(signal);
  },
};
