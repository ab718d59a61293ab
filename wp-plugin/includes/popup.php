<?php
/**
 * The `popup` island around each of Popup Maker's popups (`div.pum-overlay[data-popmake]`, which
 * Popup Maker prints in wp_footer), with props from Popup Maker's own objects as the page prints
 * them (`pum_vars`, `pum_popups`): the ajax URL its forms post to, the analytics route, where form
 * messages go, the cookies' path and domain, whether a form submission closes the popup. Only
 * when every popup's settings can be read: Popup Maker's script and stylesheet leave the page
 * with the islands (legacy-scripts.json), so a popup left out would be dead. The port of
 * scripts/demo-store/islands-popup.ts; scripts/php-parity.test.ts holds them together.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** A Popup Maker overlay's opening tag: a div with `pum-overlay` among its classes and a `data-popmake`. */
const ISLET_POPUP_OVERLAY_PATTERN = '/<div\b(?=[^>]*\sdata-popmake=")(?=[^>]*\sclass="(?:[^"]*\s)?pum-overlay[\s"])[^>]*>/';

/**
 * What the popup islands need of WordPress, read before the buffer starts: the site's origin
 * (Popup Maker's URLs on it are printed site-relative) and our two texts.
 *
 * @return array{origin: string, label: string, failedText: string}
 */
function islet_popup_page_props() {
	return array(
		'origin'     => islet_popup_site_origin( home_url( '/' ) ),
		'label'      => __( 'Popup', 'islet' ),
		'failedText' => __( 'Sorry, your form could not be sent. Please try again.', 'islet' ),
	);
}

/**
 * `scheme://host[:port]` of a URL; "" when it has none.
 *
 * @param string $url URL.
 * @return string
 */
function islet_popup_site_origin( $url ) {
	$parts = wp_parse_url( $url );
	if ( ! is_array( $parts ) || empty( $parts['scheme'] ) || empty( $parts['host'] ) ) {
		return '';
	}
	return $parts['scheme'] . '://' . $parts['host'] . ( isset( $parts['port'] ) ? ':' . $parts['port'] : '' );
}

/**
 * The page's `var NAME = {...};` (Popup Maker prints `pum_vars` and `pum_popups` in the footer),
 * decoded; null without it (readPumObject()).
 *
 * @param string $html Page.
 * @param string $name `pum_vars` or `pum_popups`.
 * @return array|null
 */
function islet_pum_object( $html, $name ) {
	if ( false === strpos( $html, 'var ' . $name . ' = ' ) ) {
		return null;
	}
	if ( ! preg_match( '/var ' . preg_quote( $name, '/' ) . ' = (\{.*?\});(?=\s*(?:var \w+ = |\/\* \]\]> \*\/|<\/script>))/s', $html, $match ) ) {
		return null;
	}
	$value = json_decode( $match[1], true );
	return is_array( $value ) && ( array() === $value || array_keys( $value ) !== range( 0, count( $value ) - 1 ) ) ? $value : null;
}

/**
 * A flag as wp_localize_script prints it ("1" / "") or as JSON has it.
 *
 * @param mixed $value Value.
 * @return bool
 */
function islet_popup_flag( $value ) {
	return true === $value || 1 === $value || '1' === $value;
}

/**
 * A whole number of milliseconds; 0 for anything else.
 *
 * @param mixed $value Value.
 * @return int
 */
function islet_popup_whole_ms( $value ) {
	if ( ( is_int( $value ) || is_float( $value ) ) && $value > 0 && floor( $value ) === (float) $value ) {
		return (int) $value;
	}
	return is_string( $value ) && preg_match( '/^\d+\z/', $value ) ? (int) $value : 0;
}

/**
 * A string, or "".
 *
 * @param mixed $value Value.
 * @return string
 */
function islet_popup_text( $value ) {
	return is_string( $value ) ? $value : '';
}

/**
 * A URL on the site's own origin made site-relative, as the page config's URLs are.
 *
 * @param string $url    URL.
 * @param string $origin islet_popup_site_origin().
 * @return string
 */
function islet_popup_site_relative( $url, $origin ) {
	return '' !== $origin && 0 === strpos( $url, $origin . '/' ) ? substr( $url, strlen( $origin ) ) : $url;
}

/**
 * One popup's props (popupPropsFrom(); the island reads them with readPopupProps()).
 *
 * @param array $vars  `pum_vars`.
 * @param mixed $popup The popup's `pum_popups` entry.
 * @param array $page  islet_popup_page_props().
 * @return array
 */
function islet_popup_props( array $vars, $popup, array $page ) {
	$get      = static function ( $key ) use ( $vars ) {
		return isset( $vars[ $key ] ) ? $vars[ $key ] : null;
	};
	$settings = is_array( $popup ) ? $popup : array();
	$route    = islet_popup_text( $get( 'analytics_route' ) );
	$home     = islet_popup_text( $get( 'home_url' ) );
	return array(
		'ajaxUrl'                    => islet_popup_site_relative( islet_popup_text( $get( 'ajaxurl' ) ), $page['origin'] ),
		'analyticsApi'               => islet_popup_site_relative( islet_popup_text( $get( 'analytics_api' ) ), $page['origin'] ),
		'analyticsRoute'             => '' === $route ? 'analytics' : $route,
		'analytics'                  => islet_popup_flag( $get( 'analytics_enabled' ) ),
		'messagePosition'            => islet_popup_text( $get( 'message_position' ) ),
		'homeUrl'                    => '' === $home ? '/' : $home,
		'cookieDomain'               => islet_popup_text( $get( 'cookie_domain' ) ),
		'closeOnFormSubmission'      => islet_popup_flag( isset( $settings['close_on_form_submission'] ) ? $settings['close_on_form_submission'] : null ),
		'closeOnFormSubmissionDelay' => islet_popup_whole_ms( isset( $settings['close_on_form_submission_delay'] ) ? $settings['close_on_form_submission_delay'] : null ),
		'label'                      => $page['label'],
		'failedText'                 => $page['failedText'],
	);
}

/**
 * The popup id in an overlay's opening tag, when its `data-popmake` is a popup's settings.
 *
 * @param string $tag Opening tag.
 * @return int|null
 */
function islet_popup_id_of( $tag ) {
	if ( ! preg_match( '/\sdata-popmake="([^"]*)"/', $tag, $match ) ) {
		return null;
	}
	// The entities esc_attr() writes, decoded in one pass.
	$json     = strtr(
		$match[1],
		array(
			'&quot;' => '"',
			'&#039;' => "'",
			'&#39;'  => "'",
			'&lt;'   => '<',
			'&gt;'   => '>',
			'&amp;'  => '&',
		)
	);
	$settings = json_decode( $json, true );
	$id       = is_array( $settings ) && isset( $settings['id'] ) ? $settings['id'] : null;
	return is_int( $id ) && $id > 0 ? $id : null;
}

/**
 * Each popup overlay in the page: start, end and id (null when its settings cannot be read).
 *
 * @param string $html Page.
 * @return array<int, array{start: int, end: int, id: int|null}>
 */
function islet_popup_overlays( $html ) {
	$overlays = array();
	if ( false === strpos( $html, 'data-popmake=' ) || ! preg_match_all( ISLET_POPUP_OVERLAY_PATTERN, $html, $matches, PREG_OFFSET_CAPTURE ) ) {
		return $overlays;
	}
	foreach ( $matches[0] as $match ) {
		$end = islet_find_element_end( $html, $match[1], 'div' );
		if ( $end > $match[1] ) {
			$overlays[] = array(
				'start' => $match[1],
				'end'   => $end,
				'id'    => islet_popup_id_of( $match[0] ),
			);
		}
	}
	return $overlays;
}

/**
 * Each popup in its own popup island (placePopupIslands()): the page unchanged without
 * `pum_vars`, with a popup whose settings cannot be read, or when it has popup islands already.
 *
 * @param string $html Page.
 * @param array  $page islet_popup_page_props().
 * @return string
 */
function islet_place_popups( $html, array $page ) {
	$vars = islet_pum_object( $html, 'pum_vars' );
	if ( null === $vars || false !== strpos( $html, '<div data-island="popup"' ) ) {
		return $html;
	}
	$popups   = islet_pum_object( $html, 'pum_popups' );
	$overlays = islet_popup_overlays( $html );
	foreach ( $overlays as $overlay ) {
		if ( null === $overlay['id'] ) {
			return $html;
		}
	}
	// From the last popup back: each wrap leaves the earlier offsets where they were.
	foreach ( array_reverse( $overlays ) as $overlay ) {
		$key   = 'pum-' . $overlay['id'];
		$props = islet_popup_props( $vars, null !== $popups && isset( $popups[ $key ] ) ? $popups[ $key ] : null, $page );
		$html  = islet_wrap_span( $html, $overlay['start'], $overlay['end'], 'popup', 'interaction', $props );
	}
	return $html;
}
