<?php
/**
 * The `popup` island around each of Popup Maker's popups (`div.pum-overlay[data-popmake]`, which
 * Popup Maker prints in wp_footer), with props from Popup Maker's own objects as it passed them to
 * wp_localize_script() (`pum_vars`, `pum_popups`; includes/page-data.php), never from the page,
 * which holds what visitors write: the ajax URL its forms post to, the analytics route, where form
 * messages go, the cookies' path and domain, whether a form submission closes the popup. Only
 * when every popup's settings can be read: Popup Maker's script and stylesheet leave the page
 * with the islands (legacy-scripts.json), so a popup left out would be dead.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** Popup Maker's script, whose localized objects carry the popups' settings. */
const ISLET_POPUP_HANDLE = 'popup-maker-site';

/**
 * What the popup islands need of WordPress, read before the buffer starts: the site's origin
 * (Popup Maker's URLs on it are printed site-relative) and our two texts.
 *
 * @return array{origin: string, label: string, failedText: string}
 */
function islet_popup_page_props() {
	return array(
		'origin'     => islet_url_origin( home_url( '/' ) ),
		'label'      => __( 'Popup', 'islet' ),
		'failedText' => __( 'Sorry, your form could not be sent. Please try again.', 'islet' ),
	);
}

/**
 * One of Popup Maker's objects (`pum_vars`, `pum_popups`) as it passed it to
 * wp_localize_script(), decoded; null without it or when it is not a JSON object
 * (readPumObject()).
 *
 * @param string $name `pum_vars` or `pum_popups`.
 * @return array|null
 */
function islet_pum_object( $name ) {
	$value = islet_js_json( islet_localized_vars( ISLET_POPUP_HANDLE ), $name );
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
 * @param string $origin islet_url_origin().
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
 * The popup id in an overlay's `data-popmake`, when it is a popup's settings.
 *
 * @param string|null $settings The attribute's value, decoded.
 * @return int|null
 */
function islet_popup_id_of( $settings ) {
	$decoded = null === $settings ? null : json_decode( $settings, true );
	$id      = is_array( $decoded ) && isset( $decoded['id'] ) ? $decoded['id'] : null;
	return is_int( $id ) && $id > 0 ? $id : null;
}

/**
 * Each popup overlay in the page (a `div` with `pum-overlay` among its classes and a
 * `data-popmake`): start, end and id (null when its settings cannot be read).
 *
 * @param Islet_Page $page Page.
 * @return array<int, array{start: int, end: int, id: int|null}>
 */
function islet_popup_overlays( Islet_Page $page ) {
	$overlays = array();
	$doc      = $page->doc;
	foreach ( $doc->tags_holding( 'data-popmake', 'div' ) as $index ) {
		$end      = $doc->end_of( $index );
		$settings = $doc->attribute( $index, 'data-popmake' );
		if ( $end >= 0 && null !== $settings && $doc->has_class( $index, 'pum-overlay' ) ) {
			$overlays[] = array(
				'start' => $doc->at[ $index ],
				'end'   => $end,
				'id'    => islet_popup_id_of( $settings ),
			);
		}
	}
	return $overlays;
}

/**
 * Each popup in its own popup island: nothing without `pum_vars`, with a
 * popup whose settings cannot be read, or when the page has popup islands already.
 *
 * @param Islet_Page $page  Page.
 * @param array      $props islet_popup_page_props().
 */
function islet_place_popups( Islet_Page $page, array $props ) {
	$vars = islet_pum_object( 'pum_vars' );
	if ( null === $vars || $page->has_island( 'popup' ) ) {
		return;
	}
	$popups   = islet_pum_object( 'pum_popups' );
	$overlays = islet_popup_overlays( $page );
	foreach ( $overlays as $overlay ) {
		if ( null === $overlay['id'] ) {
			return;
		}
	}
	foreach ( $overlays as $overlay ) {
		$key = 'pum-' . $overlay['id'];
		$page->wrap_island( $overlay['start'], $overlay['end'], 'popup', islet_popup_props( $vars, null !== $popups && isset( $popups[ $key ] ) ? $popups[ $key ] : null, $props ) );
	}
}
