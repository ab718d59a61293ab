/** Every island this bundle knows. Entries are tiny; their code loads lazily. */
import { cartButtonsIsland } from "../../islands/cart-buttons";
import { miniCartIsland } from "../../islands/mini-cart";
import { quantityIsland } from "../../islands/quantity";
import { variationFormIsland } from "../../islands/variation-form";
import type { RegisteredIsland } from "./types";

export const islandRegistry: readonly RegisteredIsland[] = [cartButtonsIsland, miniCartIsland, variationFormIsland, quantityIsland];
