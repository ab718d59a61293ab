/** Every island this bundle knows. Entries are tiny; their code loads lazily. */
import { accordionsIsland } from "../../islands/accordions";
import { cartButtonsIsland } from "../../islands/cart-buttons";
import { galleryIsland } from "../../islands/gallery";
import { deliveryDatesIsland } from "../../islands/delivery-dates";
import { discountPriceIsland, discountRulesIsland } from "../../islands/discount-rules";
import { miniCartIsland } from "../../islands/mini-cart";
import { inventoryBarIsland, productPriceIsland } from "../../islands/product-price";
import { productTabsIsland } from "../../islands/product-tabs";
import { quantityIsland } from "../../islands/quantity";
import { reviewsIsland } from "../../islands/reviews";
import { stickyBarIsland } from "../../islands/sticky-bar";
import { variationFormIsland } from "../../islands/variation-form";
import { waitlistIsland } from "../../islands/waitlist";
import { lightboxIsland } from "../../islands/lightbox";
import { listingSwatchesIsland } from "../../islands/listing-swatches";
import { listingPageIsland } from "../../islands/listing";
import { searchIsland } from "../../islands/search";
import { wishlistIsland } from "../../islands/wishlist";
import { dialogsIsland } from "../../islands/dialogs";
import { countdownIsland } from "../../islands/countdown";
import { noticesIsland } from "../../islands/notices";
import { popupIsland } from "../../islands/popup";
import { orderBumpIsland } from "../../islands/order-bump";
import { siteUiIsland } from "../../islands/site-ui";
import { attributionIsland } from "../../islands/attribution";
import { cartPageIsland } from "../../islands/cart-page";
import type { RegisteredIsland } from "./types";

export const islandRegistry: readonly RegisteredIsland[] = [
  cartButtonsIsland,
  miniCartIsland,
  variationFormIsland,
  quantityIsland,
  productTabsIsland,
  reviewsIsland,
  accordionsIsland,
  productPriceIsland,
  inventoryBarIsland,
  waitlistIsland,
  galleryIsland,
  discountRulesIsland,
  discountPriceIsland,
  deliveryDatesIsland,
  stickyBarIsland,
  lightboxIsland,
  listingSwatchesIsland,
  listingPageIsland,
  searchIsland,
  wishlistIsland,
  dialogsIsland,
  countdownIsland,
  noticesIsland,
  popupIsland,
  orderBumpIsland,
  siteUiIsland,
  attributionIsland,
  cartPageIsland,
];
