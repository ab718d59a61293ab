<?php
/**
 * The `site-ui` island: the theme's menus, filter drawer, dropdowns, sticky bar and logo, and
 * WordPress's threaded reply form where no reviews island runs it. Printed once before `</body>`
 * where the theme printed its main script (`shoptimizer-main`): there it does that script's work,
 * and the legacy rule takes it (with its inline carousel part) and `comment-reply` off. The cards'
 * picture carousels are the listing-page island's: a page whose cards carry Shoptimizer's dots and
 * have no listing-page island gets it here, or, with that island switched off, no site-ui island
 * (the theme's script then stays for them).
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The handle of Shoptimizer's main script (menus, drawers, dropdowns, sticky bar, card carousels). */
const ISLET_SHOPTIMIZER_MAIN_HANDLE = 'shoptimizer-main';

/**
 * The island's props (parseSiteUiProps()): its strings, and whether the reply form is its own
 * (no reviews island on the page).
 *
 * @param Islet_Page $page    Page, with the other islands placed.
 * @param array      $strings islet_site_ui_strings().
 * @return array{subMenuLabel: string, searchLabel: string, replies: bool}
 */
function islet_site_ui_props( Islet_Page $page, array $strings ) {
	return array(
		'subMenuLabel' => $strings['subMenuLabel'],
		'searchLabel'  => $strings['searchLabel'],
		'replies'      => ! $page->has_island( 'reviews' ),
	);
}

/**
 * The island's translatable strings, read before the buffer starts.
 *
 * @return array{subMenuLabel: string, searchLabel: string}
 */
function islet_site_ui_strings() {
	return array(
		/* translators: %s: a menu item's text, e.g. "Clothing". */
		'subMenuLabel' => __( '%s sub-menu', 'islet' ),
		'searchLabel'  => __( 'Search', 'islet' ),
	);
}

/**
 * The site-ui island before `</body>`.
 *
 * @param Islet_Page $page    Page.
 * @param array|null $flags   islet_site_ui_flags(); null: the island is off.
 * @param string[]   $printed Handles WordPress printed on the page.
 */
function islet_place_site_ui( Islet_Page $page, $flags, array $printed ) {
	if ( null === $flags || ! in_array( ISLET_SHOPTIMIZER_MAIN_HANDLE, $printed, true ) || null === $page->body_end() ) {
		return;
	}
	if ( null !== $page->first( ISLET_CAROUSEL_DOTS_START ) && ! $page->has_island( 'listing-page' ) ) {
		if ( empty( $flags['listingPage'] ) ) {
			return;
		}
		islet_place_listing_page( $page );
	}
	islet_place_before_body_end( $page, 'site-ui', '', islet_site_ui_props( $page, $flags['strings'] ) );
}

/**
 * What the site-ui placement needs, read before the buffer starts: null when the island is off.
 *
 * @return array{strings: array, listingPage: bool}|null
 */
function islet_site_ui_flags() {
	if ( ! islet_is_island_enabled( 'site-ui' ) ) {
		return null;
	}
	return array(
		'strings'     => islet_site_ui_strings(),
		'listingPage' => islet_is_island_enabled( 'listing-page' ),
	);
}
