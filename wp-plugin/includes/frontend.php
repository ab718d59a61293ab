<?php
/**
 * Front end: the config script, the cart-buttons island, and the output buffer that wraps
 * Shoptimizer's drawer in the mini-cart island, places the product islands and takes off the
 * legacy scripts they replace. Hooked only when WooCommerce is active.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * A theme-rendered HTML page a shopper sees: not wp-admin, ajax, REST, cron, XML-RPC, a feed,
 * an embed, robots.txt, a trackback or the customizer's preview.
 *
 * @return bool
 */
function islet_is_front_end_page() {
	$page = ! (
		is_admin()
		|| wp_doing_ajax()
		|| wp_doing_cron()
		|| wp_is_json_request()
		|| ( defined( 'REST_REQUEST' ) && REST_REQUEST )
		|| ( defined( 'XMLRPC_REQUEST' ) && XMLRPC_REQUEST )
		|| isset( $_GET['wc-ajax'] ) // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- read-only routing check.
		|| is_feed()
		|| is_embed()
		|| is_robots()
		|| is_trackback()
		|| is_customize_preview()
	);
	/**
	 * Filters whether Islet works on this request (config, bundle, islands, legacy scripts).
	 *
	 * @param bool $page Detected.
	 */
	return (bool) apply_filters( 'islet_is_front_end_page', $page );
}

/**
 * Islet has something to do on this page: a bundle, a shopper's page and an island on.
 *
 * @return bool
 */
function islet_is_active_on_page() {
	return null !== islet_asset_manifest() && islet_is_front_end_page() && islet_any_island_enabled();
}

/**
 * Prints the page config once (wp_head), before the boot module that reads it.
 */
function islet_print_config() {
	if ( did_action( 'islet_config_printed' ) || ! islet_is_active_on_page() ) {
		return;
	}
	echo islet_render_config_script( islet_build_config() ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- JSON with JSON_HEX_TAG | JSON_HEX_AMP.
	/**
	 * Fires once the page config has been printed (and marks it printed).
	 */
	do_action( 'islet_config_printed' );
}

/**
 * Prints the cart-buttons island (wp_footer). It has no markup of its own: its listener is
 * delegated, so one island serves every add-to-cart button and remove link on the page.
 */
function islet_print_cart_buttons_island() {
	if ( ! islet_is_active_on_page() || ! islet_is_island_enabled( 'cart-buttons' ) ) {
		return;
	}
	echo islet_island_markup( 'cart-buttons', array(), '', islet_cart_buttons_when() ) . "\n"; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by islet_render_island().
}

/**
 * When the cart-buttons island loads: at once, except on the checkout, whose only cart buttons
 * are the drawer's remove links; there a shopper's intent on them or in the drawer loads it
 * (docs/decisions/0007, the one-spine addendum).
 *
 * @return string `load` or `interaction`.
 */
function islet_cart_buttons_when() {
	return 'checkout' === islet_page_type() ? 'interaction' : islet_island_when( 'cart-buttons' );
}

/**
 * Starts buffering the page (template_redirect, late): the theme prints the drawer and the
 * product summary in one piece with no hook inside them, so the finished HTML is wrapped; and
 * which legacy scripts leave is known only once the page's islands are (includes/legacy.php).
 */
function islet_start_buffer() {
	if ( ! islet_is_active_on_page() ) {
		return;
	}
	// Props are read now: an output handler must not call code that may start a buffer itself.
	$props = islet_page_props();
	islet_page_is_buffered( true );
	$finish = static function ( $html, $phase ) use ( $props ) {
		return islet_filter_page_html( $html, $props, $phase );
	};
	// A flush lets the head leave early (includes/head-flush.php).
	ob_start(
		static function ( $html, $phase = 0 ) use ( $finish ) {
			return islet_buffer_chunk( $html, $phase, $finish );
		}
	);
	// A Status check's page leaves in one piece (no early head flush): its report reads the whole page.
	islet_page_buffer_level( empty( $props['report'] ) ? ob_get_level() : 0 );
}

/**
 * What the output handler places on this request's page (islet_filter_page_html()'s props),
 * read from WordPress before the page is buffered.
 *
 * @return array
 */
function islet_page_props() {
	return array(
		'miniCart'    => islet_is_island_enabled( 'mini-cart' ) ? islet_mini_cart_props() : null,
		'product'     => function_exists( 'is_product' ) && is_product() ? islet_product_props() : null,
		'cart'        => function_exists( 'is_cart' ) && is_cart() ? islet_quantity_props() : null,
		'pageType'    => islet_page_type(),
		'countdown'   => islet_is_island_enabled( 'countdown' ),
		'orderBump'   => islet_is_island_enabled( 'order-bump' ) ? islet_order_bump_props() : null,
		'site'        => islet_site_island_flags(),
		'notices'     => islet_is_island_enabled( 'notices' ) ? islet_notices_props() : null,
		'siteUi'      => islet_site_ui_flags(),
		'popup'       => islet_is_island_enabled( 'popup' ) ? islet_popup_page_props() : null,
		'attribution' => islet_is_island_enabled( 'attribution' ) ? islet_attribution_options() : null,
		'cartPage'    => function_exists( 'is_cart' ) && is_cart() && islet_is_island_enabled( 'cart-page' ) ? islet_cart_page_props() : null,
		'delivery'    => islet_is_island_enabled( 'delivery-reload' ) ? islet_delivery_reload_page_props() : null,
		'firstPaint'  => islet_first_paint_applies(),
		// A Status check's request (its valid token): the page carries a report (includes/status-view.php).
		'report'      => islet_status_report_requested(),
	);
}

/**
 * The output handler's work on an HTML response: wrap the drawer; on a product page the
 * product's markup, on the cart page the rows' quantities, on a listing the cards' swatch forms
 * (elsewhere those of the related, up-sell and wishlist cards); on the classic cart page cart.js's
 * island (includes/cart-page.php);
 * on any page the search widgets, the wishlist and the theme's dialogs (includes/site.php) and the
 * theme's menus and sticky bar (includes/site-ui.php);
 * then take off the legacy scripts the islands now printed replace. Anything else is left alone.
 * The page is indexed once (Islet_Page) and every step's edits applied together, so the time
 * grows with the page's size whatever text it holds (docs/decisions/0028).
 *
 * @param string|false $html  Buffer contents.
 * @param array        $props `miniCart` props (null: island off), `product` props (null: not a
 *                            product page), `cart` quantity props (null: not the cart page),
 *                            `pageType` (islet_page_type()), `site` (islet_site_island_flags()),
 *                            `siteUi` (islet_site_ui_flags(); null: the island is off),
 *                            `popup` (islet_popup_page_props(); null: the island is off),
 *                            `notices` (islet_notices_props(); null: the island is off),
 *                            `countdown` (the countdown island is on),
 *                            `orderBump` (islet_order_bump_props(); null: the island is off),
 *                            `attribution` (islet_attribution_options(); null: the island is off),
 *                            `cartPage` (islet_cart_page_props(); null: not the cart page or the island is off),
 *                            `delivery` (islet_delivery_reload_page_props(); null: the island is off),
 *                            `firstPaint` (islet_first_paint_applies(): the head's scripts may move, includes/head-scripts.php),
 *                            `report` (a Status check asks for the page's report: includes/status-view.php).
 * @param int          $phase PHP_OUTPUT_HANDLER_* flags.
 * @return string|false
 */
function islet_filter_page_html( $html, $props, $phase = 0 ) {
	if ( ! is_string( $html ) || '' === $html || ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) || ! islet_response_is_html() ) {
		return $html;
	}
	$page    = new Islet_Page( $html );
	$type    = isset( $props['pageType'] ) ? $props['pageType'] : 'other';
	$printed = islet_printed_scripts();
	$printed = null === $printed ? array(
		'printed' => array(),
		'queue'   => array(),
		'deps'    => array(),
		'data'    => array(),
	) : $printed;
	islet_place_page_islands( $page, $props );
	islet_place_site_wide_islands( $page, $props, $type, $printed );
	$islands = $page->islands();
	$removed = islet_apply_legacy_rule( $page, $type, $printed );
	islet_place_emoji_loader( $page, $html );
	$served  = empty( $props['firstPaint'] ) ? $page->output() : islet_move_head_scripts( $page->output() );
	return empty( $props['report'] ) ? $served : islet_status_append_report( $served, islet_status_islet_report( $served, $type, $islands, $removed, $printed ) );
}

/**
 * The islands whose place the island manifest gives (islet_island_place_rules()): each one
 * switched on, on a page of its types and not placed yet, around the first element opening with
 * its `wrap` text or before `</body>`, with no props.
 *
 * @param Islet_Page $page      Page.
 * @param string     $page_type islet_page_type().
 * @param array|null $rules     The rules (tests); the manifest's by default.
 */
function islet_place_declared_islands( Islet_Page $page, $page_type, $rules = null ) {
	foreach ( null === $rules ? islet_island_place_rules() : $rules as $name => $rule ) {
		$pages = $rule['pages'];
		if ( $page->has_island( $name ) || ! islet_is_island_enabled( $name ) || ! ( in_array( '*', $pages, true ) || in_array( $page_type, $pages, true ) ) ) {
			continue;
		}
		if ( isset( $rule['wrap'] ) ) {
			islet_wrap_first( $page, $rule['wrap'], $name, array() );
		} else {
			islet_place_before_body_end( $page, $name );
		}
	}
}

/**
 * The islands of the page's own markup: the drawer, the product's, the cart rows' quantities,
 * the listing cards' (or the related, up-sell and wishlist cards'), the timers and the bumps.
 *
 * @param Islet_Page $page  Page.
 * @param array      $props See islet_filter_page_html().
 */
function islet_place_page_islands( Islet_Page $page, array $props ) {
	if ( isset( $props['miniCart'] ) ) {
		islet_place_mini_cart( $page, $props['miniCart'] );
	}
	if ( isset( $props['product'] ) ) {
		islet_place_product_islands( $page, $props['product'] + islet_plugin_settings_props() );
	}
	islet_place_declared_islands( $page, isset( $props['pageType'] ) ? $props['pageType'] : 'other' );
	if ( isset( $props['cart'] ) && islet_is_island_enabled( 'quantity' ) ) {
		islet_place_quantity( $page, $props['cart'] );
	}
	$type = isset( $props['pageType'] ) ? $props['pageType'] : 'other';
	if ( in_array( $type, ISLET_LISTING_PAGE_TYPES, true ) ) {
		if ( islet_is_island_enabled( 'listing-swatches' ) ) {
			islet_place_listing_swatches( $page );
		}
		if ( islet_is_island_enabled( 'listing-page' ) ) {
			islet_place_listing_page( $page );
		}
	} elseif ( islet_is_island_enabled( 'listing-swatches' ) ) {
		// Elsewhere the cards of a product page's related and up-sell sections and of the wishlist's list.
		islet_place_card_section_swatches( $page );
	}
	// CommerceKit's timers on a page of any type (includes/countdown.php).
	if ( ! empty( $props['countdown'] ) ) {
		islet_place_countdown( $page );
	}
	// CommerceKit's order bumps, the checkout's on the reference store (includes/order-bump.php).
	if ( isset( $props['orderBump'] ) ) {
		islet_place_order_bumps( $page, $props['orderBump'] );
	}
}

/**
 * The islands printed once before `</body>` (and the search widgets and popups), each where
 * what it replaces was printed, in the demo store's order.
 *
 * @param Islet_Page $page    Page.
 * @param array      $props   See islet_filter_page_html().
 * @param string     $type    islet_page_type().
 * @param array      $printed islet_printed_scripts().
 */
function islet_place_site_wide_islands( Islet_Page $page, array $props, $type, array $printed ) {
	// First of the islands before `</body>`: whether woocommerce.js can leave depends on cart.js leaving (includes/cart-page.php).
	if ( isset( $props['cartPage'] ) ) {
		islet_place_cart_page( $page, $props['cartPage'], $type, $printed );
	}
	if ( isset( $props['site'] ) ) {
		islet_place_site_islands( $page, $props['site'], $printed['printed'] );
	}
	if ( isset( $props['siteUi'] ) ) {
		islet_place_site_ui( $page, $props['siteUi'], $printed['printed'] );
	}
	if ( isset( $props['popup'] ) ) {
		islet_place_popups( $page, $props['popup'] );
	}
	// Where WooCommerce printed its order-attribution script (includes/attribution.php).
	if ( isset( $props['attribution'] ) ) {
		islet_place_attribution( $page, $type, $printed, $props['attribution'] );
	}
	// Where WPC's script has work and leaves with it: after the product's and the cart's islands (includes/delivery-reload.php).
	if ( isset( $props['delivery'] ) ) {
		islet_place_delivery_reload( $page, $props['delivery'], $type, $printed );
	}
	// Last: woocommerce.js leaves only where every other island of the page is known (notices.php).
	if ( isset( $props['notices'] ) ) {
		islet_place_notices( $page, $props['notices'], $type, $printed );
	}
}

/**
 * The response is HTML: no Content-Type header yet (WordPress's default, text/html) or an
 * HTML one. Templates that send XML, JSON or a file are left alone.
 *
 * @param string[]|null $headers Sent headers (tests); headers_list() by default.
 * @return bool
 */
function islet_response_is_html( $headers = null ) {
	foreach ( null === $headers ? headers_list() : $headers as $header ) {
		if ( 0 === stripos( $header, 'content-type:' ) ) {
			return (bool) preg_match( '#^content-type:\s*(text/html|application/xhtml\+xml)\b#i', $header );
		}
	}
	return true;
}
