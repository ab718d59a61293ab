<?php
/**
 * The islands: the names and labels the settings page lists, in the manifest's order, and the
 * contract version and mount time each island is printed with.
 * Written by `npm run manifest` from islands/manifest.json: edit the manifest, not this file.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The islands this version can place, in the order the settings page lists them.
 *
 * @return string[]
 */
function islet_island_names() {
	return array(
		'cart-buttons',
		'mini-cart',
		'variation-form',
		'quantity',
		'product-price',
		'inventory-bar',
		'waitlist',
		'product-tabs',
		'reviews',
		'accordions',
		'discount-rules',
		'delivery-dates',
		'delivery-reload',
		'sticky-bar',
		'gallery',
		'lightbox',
		'listing-swatches',
		'listing-page',
		'search',
		'wishlist',
		'dialogs',
		'countdown',
		'order-bump',
		'notices',
		'site-ui',
		'popup',
		'attribution',
		'cart-page',
	);
}

/**
 * Island labels for the settings page.
 *
 * @return array<string, string>
 */
function islet_island_labels() {
	return array(
		'cart-buttons'     => __( 'Add-to-cart buttons and mini-cart remove links', 'islet' ),
		'mini-cart'        => __( 'Cart drawer (Shoptimizer)', 'islet' ),
		'variation-form'   => __( 'Product options and swatches', 'islet' ),
		'quantity'         => __( 'Quantity plus and minus buttons', 'islet' ),
		'product-price'    => __( 'Product price and sale badge following the chosen options', 'islet' ),
		'inventory-bar'    => __( 'Stock level bar (CommerceKit)', 'islet' ),
		'waitlist'         => __( 'Waitlist for sold-out products (CommerceKit)', 'islet' ),
		'product-tabs'     => __( 'Product tabs', 'islet' ),
		'reviews'          => __( 'Review stars and replies', 'islet' ),
		'accordions'       => __( 'Product summary accordions', 'islet' ),
		'discount-rules'   => __( 'Price by quantity and bulk table (Discount Rules)', 'islet' ),
		'delivery-dates'   => __( 'Estimated delivery dates per option (WPC)', 'islet' ),
		'delivery-reload'  => __( 'Estimated delivery dates kept fresh on cached pages, without a call on every page load (WPC)', 'islet' ),
		'sticky-bar'       => __( 'Sticky add-to-cart bar (CommerceKit)', 'islet' ),
		'gallery'          => __( 'Product gallery and variation images (CommerceKit)', 'islet' ),
		'lightbox'         => __( 'Full-screen image lightbox', 'islet' ),
		'listing-swatches' => __( 'Quick-add swatches on shop, category and search cards (CommerceKit)', 'islet' ),
		'listing-page'     => __( 'Sorting dropdown and card picture carousels on shop, category and search pages', 'islet' ),
		'search'           => __( 'Live product search suggestions (CommerceKit)', 'islet' ),
		'wishlist'         => __( 'Wishlist buttons and the wishlist page (CommerceKit)', 'islet' ),
		'dialogs'          => __( 'Modal dialogs such as the search modal and "Request a call back" (Shoptimizer)', 'islet' ),
		'countdown'        => __( 'Countdown timers on product pages and the checkout (CommerceKit)', 'islet' ),
		'order-bump'       => __( 'Order bumps at the checkout and in the cart drawer (CommerceKit)', 'islet' ),
		'notices'          => __( 'Store notice, coming-soon banner, password show/hide and notice focus (WooCommerce\'s woocommerce.js)', 'islet' ),
		'site-ui'          => __( 'Menus, filter drawer, sticky navigation bar and comment replies (Shoptimizer, WordPress)', 'islet' ),
		'popup'            => __( 'Popups: opening, closing, cookies and subscription forms (Popup Maker)', 'islet' ),
		'attribution'      => __( 'Order attribution: the visitor\'s traffic source for the checkout (WooCommerce\'s sourcebuster and order-attribution scripts)', 'islet' ),
		'cart-page'        => __( 'Cart page: quantities, remove and undo, coupons, shipping method and shipping calculator without reloading (WooCommerce\'s cart.js)', 'islet' ),
	);
}

/**
 * Each island's contract version (data-island-v) and when it mounts, by name.
 *
 * @return array<string, array{0: int, 1: string}>
 */
function islet_island_placements() {
	return array(
		'cart-buttons'     => array( 1, 'load' ),
		'mini-cart'        => array( 1, 'interaction' ),
		'variation-form'   => array( 1, 'load' ),
		'quantity'         => array( 1, 'visible' ),
		'product-price'    => array( 1, 'idle' ),
		'inventory-bar'    => array( 1, 'idle' ),
		'waitlist'         => array( 1, 'interaction' ),
		'product-tabs'     => array( 1, 'load' ),
		'reviews'          => array( 1, 'visible' ),
		'accordions'       => array( 1, 'visible' ),
		'discount-rules'   => array( 1, 'idle' ),
		'discount-price'   => array( 1, 'idle' ),
		'delivery-dates'   => array( 1, 'idle' ),
		'delivery-reload'  => array( 1, 'interaction' ),
		'sticky-bar'       => array( 1, 'interaction' ),
		'gallery'          => array( 1, 'idle' ),
		'lightbox'         => array( 1, 'interaction' ),
		'listing-swatches' => array( 1, 'interaction' ),
		'listing-page'     => array( 1, 'load' ),
		'search'           => array( 1, 'interaction' ),
		'wishlist'         => array( 1, 'interaction' ),
		'dialogs'          => array( 1, 'interaction' ),
		'countdown'        => array( 1, 'interaction' ),
		'order-bump'       => array( 1, 'visible' ),
		'notices'          => array( 1, 'interaction' ),
		'site-ui'          => array( 1, 'interaction' ),
		'popup'            => array( 1, 'interaction' ),
		'attribution'      => array( 1, 'load' ),
		'cart-page'        => array( 1, 'interaction' ),
	);
}

/**
 * The islands the manifest places itself, with no props: around the first element opening with
 * `wrap`, or before `</body>` (`end`), on these page types (`*`: any).
 *
 * @return array<string, array{wrap?: string, end?: bool, pages: string[]}>
 */
function islet_island_place_rules() {
	return array(
		'product-tabs' => array( 'wrap' => '<div class="woocommerce-tabs wc-tabs-wrapper">', 'pages' => array( 'product' ) ),
	);
}
