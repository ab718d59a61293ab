<?php
/**
 * CommerceKit's countdown timers in `countdown` islands (issue 14): each
 * `div#commercekit-timer-wrap` its commercekit_countdown_timer_template printed, on any page
 * (product pages and the checkout on the reference store; a shortcode can print one anywhere,
 * or several on a page). The island loads when its timer comes into view and reads the timer's
 * settings from its data attributes, so it takes no props. Where one is printed the legacy rule
 * takes off CommerceKit's commercekit_countdown_timer_script (legacy-scripts.json), whose work
 * it does.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** How CommerceKit opens a timer's wrap (its id and a space, then an optional shortcode class). */
const ISLET_TIMER_WRAP_START = '<div id="commercekit-timer-wrap"';

/**
 * Wraps every CommerceKit timer of the page in a countdown island; a timer cut short (a page
 * that died part-way) is left as printed, and so is every timer after it.
 *
 * @param Islet_Page $page Page.
 */
function islet_place_countdown( Islet_Page $page ) {
	foreach ( $page->outermost( ISLET_TIMER_WRAP_START ) as $index ) {
		$page->wrap_island( $page->doc->at[ $index ], $page->doc->end_of( $index ), 'countdown', array() );
	}
}
