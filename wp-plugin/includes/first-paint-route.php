<?php
/**
 * `POST /wp-json/islet/v1/first-paint`: where the shop manager's browser stores the critical CSS
 * it built for a page type and key (includes/first-paint-css.php).
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * Registers the route (rest_api_init).
 */
function islet_register_first_paint_route() {
	register_rest_route(
		'islet/v1',
		'/first-paint',
		array(
			'methods'             => 'POST',
			'callback'            => 'islet_store_first_paint_request',
			'permission_callback' => 'islet_can_build_first_paint',
			'args'                => array(
				'type' => array(
					'type'     => 'string',
					'required' => true,
					'pattern'  => '^[a-z][a-z-]{0,39}$',
				),
				'key'  => array(
					'type'     => 'string',
					'required' => true,
					'pattern'  => '^[a-f0-9]{32}$',
				),
				'css'  => array(
					'type'     => 'object',
					'required' => true,
				),
			),
		)
	);
}

/**
 * Who may build: those who may change Islet's settings.
 *
 * @return bool
 */
function islet_can_build_first_paint() {
	return current_user_can( islet_settings_capability() );
}

/**
 * A build's rules by handle, made safe to print inside a `<style>` element, or an error.
 *
 * @param mixed $css Posted: handle => CSS text.
 * @return array<string, string>|WP_Error
 */
function islet_clean_first_paint_css( $css ) {
	if ( ! is_array( $css ) ) {
		return new WP_Error( 'islet_first_paint_css', __( 'The critical CSS must be an object of stylesheet handles.', 'islet' ), array( 'status' => 400 ) );
	}
	$clean = array();
	$bytes = 0;
	foreach ( $css as $handle => $rules ) {
		if ( ! is_string( $rules ) || ! preg_match( '/^[A-Za-z0-9_.-]{1,100}$/', (string) $handle ) ) {
			return new WP_Error( 'islet_first_paint_css', __( 'The critical CSS names a stylesheet handle WordPress would not print.', 'islet' ), array( 'status' => 400 ) );
		}
		// `</` cannot end the element then; in CSS `\/` is the same `/`.
		$clean[ (string) $handle ] = str_replace( '</', '<\/', $rules );
		$bytes                    += strlen( $rules );
	}
	if ( $bytes > ISLET_FIRST_PAINT_MAX_BYTES ) {
		return new WP_Error( 'islet_first_paint_too_big', __( 'The critical CSS is larger than Islet inlines.', 'islet' ), array( 'status' => 413 ) );
	}
	return $clean;
}

/**
 * Stores a page type's build, newest first, the oldest over the limit dropped, and the type no
 * longer waits for that key.
 *
 * @param string                $type Page type.
 * @param string                $key  Key.
 * @param array<string, string> $css  Clean rules by handle.
 * @return int Bytes stored.
 */
function islet_store_first_paint_build( $type, $key, array $css ) {
	$bytes  = array_sum( array_map( 'strlen', $css ) );
	$builds = array_filter(
		islet_first_paint_builds( $type ),
		static function ( $build ) use ( $key ) {
			return $build['key'] !== $key;
		}
	);
	array_unshift(
		$builds,
		array(
			'key'   => $key,
			'css'   => $css,
			'bytes' => $bytes,
			'built' => time(),
		)
	);
	update_option( islet_first_paint_option( $type ), array_slice( array_values( $builds ), 0, ISLET_FIRST_PAINT_KEYS_PER_TYPE ), false );
	// The page types with builds, so uninstall.php finds their options without the plugin loaded.
	$types = (array) get_option( ISLET_FIRST_PAINT_TYPES, array() );
	if ( ! in_array( $type, $types, true ) ) {
		update_option( ISLET_FIRST_PAINT_TYPES, array_merge( $types, array( $type ) ), false );
	}
	$wanted = islet_first_paint_wanted();
	if ( isset( $wanted[ $type ] ) && $wanted[ $type ]['key'] === $key ) {
		unset( $wanted[ $type ] );
		update_option( ISLET_FIRST_PAINT_WANTED, $wanted, true );
	}
	return $bytes;
}

/**
 * The route's callback.
 *
 * @param WP_REST_Request $request Request.
 * @return WP_REST_Response|WP_Error
 */
function islet_store_first_paint_request( WP_REST_Request $request ) {
	$type = (string) $request->get_param( 'type' );
	if ( in_array( $type, ISLET_FIRST_PAINT_SKIPPED_TYPES, true ) ) {
		return new WP_Error( 'islet_first_paint_type', __( 'Islet does not inline critical CSS on this page type.', 'islet' ), array( 'status' => 400 ) );
	}
	$css = islet_clean_first_paint_css( $request->get_param( 'css' ) );
	if ( is_wp_error( $css ) ) {
		return $css;
	}
	$bytes = islet_store_first_paint_build( $type, (string) $request->get_param( 'key' ), $css );
	return new WP_REST_Response(
		array(
			'stored' => true,
			'bytes'  => $bytes,
		),
		200
	);
}
