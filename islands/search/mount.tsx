/** The lazily loaded part: the suggestions list under the server's search field. */
import { mountReact } from "../../src/runtime/react";
import type { IslandModule } from "../../src/runtime/types";
import { searchDeps } from "./ask";
import { createSearchController } from "./controller";
import type { SearchProps } from "./props";
import { SearchBox } from "./SearchBox";
import { searchTexts } from "./texts";

/** The theme's product search field inside the island (WooCommerce's product search widget). */
const FIELD_SELECTOR = 'form[role="search"] input[type="search"], form input[name="s"]';

export const search: IslandModule<SearchProps> = {
  async mount(element, props, context) {
    const field = element.querySelector<HTMLInputElement>(FIELD_SELECTOR);
    // No field, or no live search on this store: the form searches as the server made it.
    if (!field || context.config.ckSearch === null) return;
    const controller = createSearchController(searchDeps(context.client, { minChars: props.minChars, otherResults: props.otherResults }));
    context.signal?.addEventListener("abort", () => controller.dispose(), { once: true });
    await mountReact(element, <SearchBox controller={controller} field={field} texts={searchTexts(props.texts)} showTotals={props.showTotals} />, context.signal);
  },
};
