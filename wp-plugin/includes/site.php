<?php
/**
 * Islands any page may carry: `search` around each product search widget (CommerceKit's live
 * search), and once before `</body>` `wishlist` (CommerceKit's wishlist) and `dialogs`
 * (Shoptimizer's modal dialogs), placed in the same output buffer as the rest.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The class of a product search widget (a sidebar adds an id, and a number to the class). */
const ISLET_SEARCH_WIDGET_CLASS = 'widget_product_search';

/** CommerceKit's minimum query length when its object names none. */
const ISLET_SEARCH_MIN_CHARS = 3;

/** The handle of the script CommerceKit prints for its wishlist. */
const ISLET_WISHLIST_HANDLE = 'commercekit-wishlist';

/**
 * CommerceKit's wishlist popup, which its script added at run time: printed inside the wishlist
 * island so the island only fills it (a live region present before its first message).
 */
const ISLET_WISHLIST_POPUP = '<div id="commercekit-wishlist-popup" role="status" style="display: none;"></div>';

/** The handle of Shoptimizer's script for its `dialog.shoptimizer-modal` elements. */
const ISLET_DIALOG_HANDLE = 'shoptimizer-dialog';

/** CommerceKit's cookie naming a guest's wishlist (set by the first save). */
const ISLET_WISHLIST_COOKIE = 'commercekit_wishlist';

/** The wishlist island's `renderedFor` for a page printed for a logged-in customer. */
const ISLET_RENDERED_FOR_ACCOUNT = 'account';

/**
 * CommerceKit's live search is on (its `ajax_search` setting), with CommerceKit active.
 *
 * @return bool
 */
function islet_commercekit_ajax_search_on() {
	return islet_is_commercekit_active() && 1 === (int) islet_commercekit_option( 'ajax_search' );
}

/**
 * CommerceKit's wishlist is on (its `wishlist` setting), with CommerceKit active.
 *
 * @return bool
 */
function islet_commercekit_wishlist_on() {
	return islet_is_commercekit_active() && 1 === (int) islet_commercekit_option( 'wishlist' );
}

/**
 * CommerceKit's live search URLs, built from home_url() as CommerceKit builds
 * `commercekit_ajs.ajax_url_product` and `ajax_url_post`; null when its live search is off.
 *
 * @return array{productUrl: string, postUrl: string}|null
 */
function islet_commercekit_search_urls() {
	if ( ! islet_commercekit_ajax_search_on() ) {
		return null;
	}
	$home = home_url( '/' );
	return array(
		'productUrl' => add_query_arg( 'cgkit_ajax_search_product', '1', $home ),
		'postUrl'    => add_query_arg( 'cgkit_ajax_search_post', '1', $home ),
	);
}

/**
 * CommerceKit's `commercekit_ajs` object as its settings callback printed it in the head
 * (includes/page-data.php), decoded; null without one.
 *
 * @return mixed
 */
function islet_commercekit_ajs() {
	return islet_js_json( islet_captured_vars( 'commercekit' ), 'commercekit_ajs' );
}

/**
 * A scalar CommerceKit printed (1, "1", true) as an integer; 0 for anything else.
 *
 * @param mixed $value Value.
 * @return int
 */
function islet_ajs_flag( $value ) {
	return is_scalar( $value ) && ( ! is_string( $value ) || preg_match( '/^\s*[+-]?\d/', $value ) ) ? (int) $value : 0;
}

/**
 * The search island's props from CommerceKit's object, exactly as it prints them: null when its
 * live search is off. `otherResults` = ajs_other_results is 1, `showTotals` = fast_ajax_search
 * is not 1.
 *
 * @param mixed $ajs islet_commercekit_ajs().
 * @return array{minChars: int, otherResults: bool, showTotals: bool, texts: array<string, string>}|null
 */
function islet_search_props( $ajs ) {
	if ( ! is_array( $ajs ) || array() === $ajs || array_keys( $ajs ) === range( 0, count( $ajs ) - 1 ) || 1 !== islet_ajs_flag( isset( $ajs['ajax_search'] ) ? $ajs['ajax_search'] : null ) ) {
		return null;
	}
	$get       = static function ( $key ) use ( $ajs ) {
		return isset( $ajs[ $key ] ) ? $ajs[ $key ] : null;
	};
	$text      = static function ( $key ) use ( $get ) {
		return is_string( $get( $key ) ) ? $get( $key ) : '';
	};
	$min_chars = islet_ajs_flag( $get( 'char_count' ) );
	return array(
		'minChars'     => $min_chars > 0 ? $min_chars : ISLET_SEARCH_MIN_CHARS,
		'otherResults' => 1 === islet_ajs_flag( $get( 'ajs_other_results' ) ),
		'showTotals'   => 1 !== islet_ajs_flag( $get( 'fast_ajax_search' ) ),
		'texts'        => array(
			'noResults'    => $text( 'no_results_text' ),
			'otherResults' => $text( 'other_result_text' ),
			'viewAll'      => $text( 'view_all_text' ),
			'noOther'      => $text( 'no_other_text' ),
			'otherAll'     => $text( 'other_all_text' ),
		),
	);
}

/**
 * Whom this page's wishlist buttons are printed for (islands/wishlist/rendered-for.ts): `account`
 * for a logged-in customer, else FNV-1a of the visitor's `commercekit_wishlist` cookie, "" without
 * one. A page a full-page cache stored for somebody else carries another value, and only there
 * does the island ask CommerceKit to correct the buttons; the cookie itself is never printed.
 *
 * @return string
 */
function islet_wishlist_rendered_for() {
	if ( function_exists( 'is_user_logged_in' ) && is_user_logged_in() ) {
		return ISLET_RENDERED_FOR_ACCOUNT;
	}
	$cookie = isset( $_COOKIE[ ISLET_WISHLIST_COOKIE ] ) && is_string( $_COOKIE[ ISLET_WISHLIST_COOKIE ] ) ? wp_unslash( $_COOKIE[ ISLET_WISHLIST_COOKIE ] ) : ''; // phpcs:ignore WordPress.Security.ValidatedSanitizedInput.InputNotSanitized -- only hashed, never printed.
	return '' === $cookie ? '' : hash( 'fnv1a32', $cookie );
}

/**
 * The wishlist island's props (parseWishlistProps()).
 *
 * @param string $rendered_for islet_wishlist_rendered_for().
 * @return array{failedText: string, renderedFor: string}
 */
function islet_wishlist_props( $rendered_for ) {
	return array(
		'failedText'  => __( 'Sorry, the wishlist could not be updated. Please try again.', 'islet' ),
		'renderedFor' => $rendered_for,
	);
}

/**
 * Each product search widget in its own search island; nothing without
 * props or when the page has search islands already.
 *
 * @param Islet_Page $page  Page.
 * @param array|null $props islet_search_props().
 */
function islet_place_search( Islet_Page $page, $props ) {
	if ( null === $props || $page->has_island( 'search' ) ) {
		return;
	}
	$after = 0;
	foreach ( $page->doc->tags_holding( ISLET_SEARCH_WIDGET_CLASS, 'div' ) as $index ) {
		$classes = (string) $page->doc->attribute( $index, 'class' );
		$end     = $page->doc->end_of( $index );
		if ( $page->doc->at[ $index ] >= $after && $end >= 0 && preg_match( '/\b' . ISLET_SEARCH_WIDGET_CLASS . '\b/', $classes ) ) {
			$page->wrap_island( $page->doc->at[ $index ], $end, 'search', $props );
			$after = $end;
		}
	}
}

/**
 * An island once before `</body>`: nothing on a page cut short or one that has
 * that island already.
 *
 * @param Islet_Page $page  Page.
 * @param string     $name  Island.
 * @param string     $inner The island's server markup.
 * @param array      $props The island's props.
 */
function islet_place_before_body_end( Islet_Page $page, $name, $inner = '', $props = array() ) {
	if ( ! $page->has_island( $name ) ) {
		$page->before_body_end( islet_island_markup( $name, $props, $inner ), $name );
	}
}

/**
 * The site-wide islands: search, wishlist, dialogs. Wishlist where CommerceKit printed its wishlist script, dialogs where Shoptimizer
 * printed its dialog script: there they take over, and the legacy rule takes those scripts off.
 *
 * @param Islet_Page $page    Page.
 * @param array      $props   `search` (CommerceKit's live search on, island on), `wishlist`
 *                            (the island's props where CommerceKit's wishlist and the island are
 *                            on, else null), `dialogs` (island on).
 * @param string[]   $printed Handles WordPress printed on the page (islet_printed_scripts()).
 */
function islet_place_site_islands( Islet_Page $page, $props, array $printed ) {
	if ( ! empty( $props['search'] ) ) {
		islet_place_search( $page, islet_search_props( islet_commercekit_ajs() ) );
	}
	if ( ! empty( $props['wishlist'] ) && in_array( ISLET_WISHLIST_HANDLE, $printed, true ) ) {
		islet_place_before_body_end( $page, 'wishlist', ISLET_WISHLIST_POPUP, $props['wishlist'] );
	}
	if ( ! empty( $props['dialogs'] ) && in_array( ISLET_DIALOG_HANDLE, $printed, true ) ) {
		islet_place_before_body_end( $page, 'dialogs' );
	}
}

/**
 * Which site-wide islands this page may get, read before the buffer starts (an output handler
 * must not call code that may start a buffer itself).
 *
 * @return array{search: bool, wishlist: array|null, dialogs: bool}
 */
function islet_site_island_flags() {
	return array(
		'search'   => islet_is_island_enabled( 'search' ) && islet_commercekit_ajax_search_on(),
		'wishlist' => islet_is_island_enabled( 'wishlist' ) && islet_commercekit_wishlist_on() ? islet_wishlist_props( islet_wishlist_rendered_for() ) : null,
		'dialogs'  => islet_is_island_enabled( 'dialogs' ),
	);
}
