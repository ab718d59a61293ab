<?php
/**
 * The `attribution` island: WooCommerce's order attribution (its sourcebuster and
 * order-attribution scripts), printed once before `</body>` on every page where WooCommerce
 * printed its `wc-order-attribution` script with its `wc_order_attribution` object, and only
 * where the legacy rule then takes both of WooCommerce's scripts off (nothing printed still needs
 * them), so the island and sourcebuster never both count a page. Its props are that object's
 * params and fields as WooCommerce's own filters and consent integration made them: no
 * WooCommerce code is called. docs/decisions/0020-order-attribution.md says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** WooCommerce's scripts the island replaces: both leave, or the island is not printed. */
const ISLET_ATTRIBUTION_HANDLES = array( 'sourcebuster-js', 'wc-order-attribution' );

/** WooCommerce's 16 fields (docs/behaviour/attribution.md#fields) in its order, for an object that lacks them. */
const ISLET_ATTRIBUTION_DEFAULT_FIELDS = array(
	'source_type'          => 'current.typ',
	'referrer'             => 'current_add.rf',
	'utm_campaign'         => 'current.cmp',
	'utm_source'           => 'current.src',
	'utm_medium'           => 'current.mdm',
	'utm_content'          => 'current.cnt',
	'utm_id'               => 'current.id',
	'utm_term'             => 'current.trm',
	'utm_source_platform'  => 'current.plt',
	'utm_creative_format'  => 'current.fmt',
	'utm_marketing_tactic' => 'current.tct',
	'session_entry'        => 'current_add.ep',
	'session_start_time'   => 'current_add.fd',
	'session_pages'        => 'session.pgs',
	'session_count'        => 'udata.vst',
	'user_agent'           => 'udata.uag',
);

/** WooCommerce's default field prefix. */
const ISLET_ATTRIBUTION_DEFAULT_PREFIX = 'wc_order_attribution_';

/** sourcebuster's defaults: a lifetime of 6 months, a 30-minute session. */
const ISLET_ATTRIBUTION_DEFAULT_MONTHS  = 6;
const ISLET_ATTRIBUTION_DEFAULT_SESSION = 30;

/** Minutes in sourcebuster's month (30 days). */
const ISLET_ATTRIBUTION_MINUTES_PER_MONTH = 43200;

/**
 * Beyond this many minutes the cookies' expiry is past what a JavaScript Date holds and
 * sourcebuster writes session cookies: any longer lifetime or session is printed as this one.
 */
const ISLET_ATTRIBUTION_MAX_MINUTES = 1000000000000;

/** A decimal number as text (what both printers read from a string). */
const ISLET_ATTRIBUTION_NUMBER_PATTERN = '/^\s*[+-]?(\d+\.?\d*|\.\d+)(e[+-]?\d+)?\s*$/i';

/**
 * WooCommerce's `wc_order_attribution` object as it passed it to wp_localize_script() for its
 * script (includes/page-data.php), decoded with JSON's objects kept apart from its lists; null
 * without one (readOrderAttribution()).
 *
 * @return stdClass|null
 */
function islet_order_attribution_object() {
	$object = islet_js_json( islet_localized_vars( 'wc-order-attribution' ), 'wc_order_attribution', false );
	return $object instanceof stdClass ? $object : null;
}

/**
 * A number WooCommerce printed (or a decimal number's text), NAN for anything else.
 *
 * @param mixed $value Value.
 * @return float
 */
function islet_attribution_number( $value ) {
	if ( is_int( $value ) || is_float( $value ) ) {
		return (float) $value;
	}
	return is_string( $value ) && preg_match( ISLET_ATTRIBUTION_NUMBER_PATTERN, $value ) ? (float) trim( $value ) : NAN;
}

/**
 * A whole number of minutes as JavaScript's `parseInt(String(x))` reads it (from 1e21, and
 * below 1e-6, JavaScript writes an exponent and parseInt keeps the digit before it), within
 * ±ISLET_ATTRIBUTION_MAX_MINUTES; 0 for what is not a number.
 *
 * @param float $minutes Minutes.
 * @return int
 */
function islet_attribution_parse_int( $minutes ) {
	if ( is_nan( $minutes ) || is_infinite( $minutes ) ) {
		return 0;
	}
	$size = abs( $minutes );
	if ( $size >= 1e21 || ( $size > 0 && $size < 1e-6 ) ) {
		$digit = (int) substr( sprintf( '%.16e', $size ), 0, 1 );
		return $minutes < 0 ? -$digit : $digit;
	}
	if ( $size >= ISLET_ATTRIBUTION_MAX_MINUTES ) {
		return $minutes < 0 ? -ISLET_ATTRIBUTION_MAX_MINUTES : ISLET_ATTRIBUTION_MAX_MINUTES;
	}
	return (int) $minutes;
}

/**
 * sourcebuster's cookie lifetime in minutes for WooCommerce's months (sourcebusterMinutes()):
 * 6 months for 0 or not a number, times 30 days, then parseInt of the result. WooCommerce's
 * 0.00001 months is 0 minutes: session cookies.
 *
 * @param mixed $months WooCommerce's `params.lifetime`.
 * @return int
 */
function islet_attribution_lifetime_minutes( $months ) {
	$number = islet_attribution_number( $months );
	if ( is_nan( $number ) || 0.0 === $number ) {
		$number = (float) ISLET_ATTRIBUTION_DEFAULT_MONTHS;
	}
	return islet_attribution_parse_int( $number * ISLET_ATTRIBUTION_MINUTES_PER_MONTH );
}

/**
 * WooCommerce's script reads its flags by JavaScript's truthiness.
 *
 * @param mixed $value Value.
 * @return bool
 */
function islet_attribution_truthy( $value ) {
	return ! in_array( $value, array( false, null, '', 0, 0.0 ), true );
}

/**
 * The island's props from WooCommerce's object: the lifetime in whole
 * minutes, the session (30 for 0 or none), the flags, the prefix and the fields (WooCommerce's
 * 16 where its object has no map of texts); tracking is allowed unless the object says no.
 *
 * @param stdClass $object islet_order_attribution_object().
 * @return array
 */
function islet_attribution_props( $object ) {
	$params  = isset( $object->params ) && $object->params instanceof stdClass ? $object->params : new stdClass();
	$fields  = isset( $object->fields ) && $object->fields instanceof stdClass ? $object->fields : null;
	$session = islet_attribution_parse_int( islet_attribution_number( isset( $params->session ) ? $params->session : null ) );
	foreach ( null === $fields ? array() : get_object_vars( $fields ) as $path ) {
		if ( ! is_string( $path ) ) {
			$fields = null;
			break;
		}
	}
	return array(
		'lifetimeMinutes' => islet_attribution_lifetime_minutes( isset( $params->lifetime ) ? $params->lifetime : null ),
		'sessionMinutes'  => 0 === $session ? ISLET_ATTRIBUTION_DEFAULT_SESSION : $session,
		'base64'          => islet_attribution_truthy( isset( $params->base64 ) ? $params->base64 : null ),
		// Tracking is allowed by default (WooCommerce's filter says true;
		// docs/behaviour/attribution.md#tracking-switch).
		'allowTracking'   => property_exists( $params, 'allowTracking' ) ? islet_attribution_truthy( $params->allowTracking ) : true,
		'prefix'          => isset( $params->prefix ) && is_string( $params->prefix ) ? $params->prefix : ISLET_ATTRIBUTION_DEFAULT_PREFIX,
		// A stdClass prints as a JSON object, an empty one too.
		'fields'          => null === $fields ? ISLET_ATTRIBUTION_DEFAULT_FIELDS : $fields,
	);
}

/**
 * sourcebuster's options WooCommerce never passes (`organics`, `referrals`, `typein`,
 * `promocode`: islands/attribution/options.ts reads and checks them), from the
 * `islet_attribution_options` filter, read before the page is buffered.
 *
 * @return array
 */
function islet_attribution_options() {
	/**
	 * Filters sourcebuster's options the attribution island is printed with (none by default, as
	 * WooCommerce passes none): `organics` (list of `host`, `param`, optional `display`),
	 * `referrals` (list of `host`, optional `medium` and `display`), `typein` (`source` and
	 * `medium`), `promocode` (`true` or `min` and `max`: a promo code in `sbjs_promo`).
	 *
	 * @param array $options Options.
	 */
	$options = apply_filters( 'islet_attribution_options', array() );
	return is_array( $options ) ? array_intersect_key( $options, array_flip( array( 'organics', 'referrals', 'typein', 'promocode' ) ) ) : array();
}

/**
 * The island before `</body>` where WooCommerce printed its order-attribution script and object
 * and the legacy rule then takes both of its scripts off; otherwise
 * nothing.
 *
 * @param Islet_Page $page      Page, with its other islands placed.
 * @param string     $page_type islet_page_type().
 * @param array      $printed   {printed, queue, deps, data} (islet_printed_scripts()).
 * @param array      $options   islet_attribution_options().
 */
function islet_place_attribution( Islet_Page $page, $page_type, array $printed, array $options = array() ) {
	$handles = isset( $printed['printed'] ) ? (array) $printed['printed'] : array();
	if ( ! in_array( 'wc-order-attribution', $handles, true ) || $page->has_island( 'attribution' ) || null === $page->body_end() ) {
		return;
	}
	$object  = islet_order_attribution_object();
	$removed = null === $object ? array() : islet_legacy_removals( array_merge( $page->islands(), array( 'attribution' ) ), $page_type, $printed );
	if ( null !== $object && array() === array_diff( ISLET_ATTRIBUTION_HANDLES, $removed ) ) {
		$page->before_body_end( islet_island_markup( 'attribution', islet_attribution_props( $object ) + $options ), 'attribution' );
	}
}
