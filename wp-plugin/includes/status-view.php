<?php
/**
 * The Status page's front-end side (docs/decisions/0040-status-page.md): the compare view, which
 * serves a page as the store serves it with Islet off, for administrators only; the one-time
 * token of a Status check; and the report the output handler appends for a request carrying it.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The query argument of the compare view (`?islet_view=legacy`). */
const ISLET_VIEW_ARG = 'islet_view';

/** Its one value. */
const ISLET_VIEW_LEGACY = 'legacy';

/** The header a Status check sends its token in (PHP reads it as HTTP_X_ISLET_STATUS). */
const ISLET_STATUS_HEADER = 'X-Islet-Status';

/** The cache-busting query argument of a Status check's requests (a random value, not the token). */
const ISLET_STATUS_BUST_ARG = 'islet_status';

/** The transient holding the running check's token. */
const ISLET_STATUS_TOKEN = 'islet_status_token';

/** How long a token lives: one check, a few minutes at most. */
const ISLET_STATUS_TOKEN_TTL = 300;

/** The id of the report's script element. */
const ISLET_STATUS_REPORT_ID = 'islet-status-report';

/**
 * A new token for one check, stored for a few minutes; it replaces any earlier one.
 *
 * @return string
 */
function islet_status_new_token() {
	$token = bin2hex( random_bytes( 20 ) );
	set_transient( ISLET_STATUS_TOKEN, $token, ISLET_STATUS_TOKEN_TTL );
	return $token;
}

/**
 * Ends the check's token, so its requests' reports are no longer served.
 */
function islet_status_forget_token() {
	delete_transient( ISLET_STATUS_TOKEN );
}

/**
 * Whether a token is the running check's. Compared in constant time.
 *
 * @param mixed $token Token sent.
 * @return bool
 */
function islet_status_token_is_valid( $token ) {
	$stored = get_transient( ISLET_STATUS_TOKEN );
	return is_string( $token ) && '' !== $token && is_string( $stored ) && '' !== $stored && hash_equals( $stored, $token );
}

/**
 * Whether this request is a Status check's (its header holds the valid token): only then does a
 * page carry a report.
 *
 * @return bool
 */
function islet_status_report_requested() {
	$sent = isset( $_SERVER['HTTP_X_ISLET_STATUS'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_X_ISLET_STATUS'] ) ) : '';
	return '' !== $sent && islet_status_token_is_valid( $sent );
}

/**
 * Whether the request asks for the compare view. Asking is not enough: see islet_serves_legacy_view().
 *
 * @return bool
 */
function islet_legacy_view_requested() {
	// phpcs:ignore WordPress.Security.NonceVerification.Recommended -- a view, gated by capability or token.
	$view = isset( $_GET[ ISLET_VIEW_ARG ] ) && is_string( $_GET[ ISLET_VIEW_ARG ] ) ? sanitize_key( wp_unslash( $_GET[ ISLET_VIEW_ARG ] ) ) : '';
	return ISLET_VIEW_LEGACY === $view;
}

/**
 * Whether this request gets the compare view: asked for, by an administrator or by a Status
 * check. Anyone else gets the Islet page. Known from init on (the user is read just before).
 *
 * @return bool
 */
function islet_serves_legacy_view() {
	return islet_legacy_view_requested() && ( current_user_can( 'manage_options' ) || islet_status_report_requested() );
}

/**
 * Boots a request that asks for the compare view (init, 0): the legacy view's few hooks where it
 * is served, Islet's front end otherwise.
 */
function islet_boot_for_view() {
	if ( ! islet_serves_legacy_view() ) {
		islet_boot_front_end();
		return;
	}
	// None of Islet's front end: no config, islands, removals, first paint, head flush or compression.
	add_action( 'template_redirect', 'islet_status_no_cache', 0 );
	add_action( 'template_redirect', 'islet_start_status_report_buffer', 1001 );
}

/**
 * The compare view and a check's pages are never cached (template_redirect, 0): a page cache
 * would serve them to shoppers, or serve a cached page to the check.
 */
function islet_status_no_cache() {
	if ( ! islet_serves_legacy_view() && ! islet_status_report_requested() ) {
		return;
	}
	if ( ! defined( 'DONOTCACHEPAGE' ) ) {
		define( 'DONOTCACHEPAGE', true );
	}
	if ( ! headers_sent() ) {
		nocache_headers();
	}
}

/**
 * A check's page that Islet's output handler does not buffer (the compare view, or a page Islet
 * is not active on) still gets a report of what it links (template_redirect, after Islet's buffer).
 */
function islet_start_status_report_buffer() {
	if ( islet_page_is_buffered() || ! islet_status_report_requested() ) {
		return;
	}
	$base = array(
		'view'     => islet_serves_legacy_view() ? ISLET_VIEW_LEGACY : 'islet',
		'pageType' => islet_page_type(),
		'active'   => false,
	);
	ob_start(
		static function ( $html, $phase = 0 ) use ( $base ) {
			if ( ! is_string( $html ) || '' === $html || ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) || ! islet_response_is_html() ) {
				return $html;
			}
			return islet_status_append_report( $html, $base + islet_status_page_assets( $html ) );
		}
	);
}

/**
 * The report of an Islet page, from the output handler's own work on it: the islands on the
 * finished page, what the legacy rule took off (islet_apply_legacy_rule()'s answer), the kept
 * scripts that still need jQuery, and the files the served page links.
 *
 * @param string   $served  The page as served.
 * @param string   $type    islet_page_type().
 * @param string[] $islands Islands on the page.
 * @param array    $removed islet_apply_legacy_rule()'s answer.
 * @param array    $printed islet_printed_scripts().
 * @return array
 */
function islet_status_islet_report( $served, $type, array $islands, array $removed, array $printed ) {
	$assets = islet_status_page_assets( $served );
	return array(
		'view'       => 'islet',
		'pageType'   => $type,
		'active'     => true,
		'islands'    => array_values( $islands ),
		'removed'    => $removed,
		'keepJquery' => islet_status_jquery_keepers( $printed, $removed['handles'], $assets['scripts'] ),
	) + $assets;
}

/**
 * The scripts left on a page that need jQuery (through their registered dependencies), or,
 * where jQuery stays with none of them, `(inline)`: a script printed in the page names it.
 *
 * @param array    $printed islet_printed_scripts().
 * @param string[] $removed Handles taken off.
 * @param string[] $scripts The served page's script files.
 * @return string[]
 */
function islet_status_jquery_keepers( array $printed, array $removed, array $scripts ) {
	$jquery = preg_grep( '#/jquery(?:\.min)?\.js(?:\?|$)#', $scripts );
	if ( array() === $jquery ) {
		return array();
	}
	$libraries = array_keys( islet_legacy_table()['libraries'] );
	$keepers   = array();
	foreach ( array_diff( $printed['printed'], $removed, $libraries ) as $handle ) {
		$needs = islet_dependency_closure( array( $handle ), $printed['deps'] );
		if ( isset( $needs['jquery'] ) || isset( $needs['jquery-core'] ) ) {
			$keepers[] = (string) $handle;
		}
	}
	return array() === $keepers ? array( '(inline)' ) : $keepers;
}

/**
 * The script and stylesheet files a page links, each once: `<script src>`, module preloads,
 * stylesheets, and those the first paint holds back in `<noscript data-islet-deferred>`.
 *
 * @param string $html Page.
 * @return array{scripts: string[], styles: string[]}
 */
function islet_status_page_assets( $html ) {
	$doc     = new Islet_Html( $html );
	$scripts = array();
	$styles  = array();
	foreach ( isset( $doc->by_name['script'] ) ? $doc->by_name['script'] : array() as $index ) {
		$src = $doc->attribute( $index, 'src' );
		if ( null !== $src && '' !== $src && $doc->end_of( $index ) >= 0 ) {
			$scripts[] = $src;
		}
	}
	foreach ( isset( $doc->by_name['noscript'] ) ? $doc->by_name['noscript'] : array() as $index ) {
		if ( null !== $doc->attribute( $index, 'data-islet-deferred' ) ) {
			$styles = array_merge( $styles, islet_status_page_assets( $doc->text_of( $index ) )['styles'] );
		}
	}
	foreach ( isset( $doc->by_name['link'] ) ? $doc->by_name['link'] : array() as $index ) {
		$rel  = preg_split( '/\s+/', strtolower( (string) $doc->attribute( $index, 'rel' ) ) );
		$href = (string) $doc->attribute( $index, 'href' );
		if ( '' !== $href && in_array( 'stylesheet', $rel, true ) ) {
			$styles[] = $href;
		} elseif ( '' !== $href && in_array( 'modulepreload', $rel, true ) ) {
			$scripts[] = $href;
		}
	}
	return array(
		'scripts' => array_values( array_unique( $scripts ) ),
		'styles'  => array_values( array_unique( $styles ) ),
	);
}

/**
 * The page with its report appended, a JSON data block that cannot close its element (last, so
 * no text of the page is read for it).
 *
 * @param string $html   Page.
 * @param array  $report Report.
 * @return string
 */
function islet_status_append_report( $html, array $report ) {
	return $html . "\n" . '<script type="application/json" id="' . ISLET_STATUS_REPORT_ID . '">' . islet_script_json( $report ) . '</script>' . "\n";
}

/**
 * The report a page carries: the last report element, if it is the page's last element.
 *
 * @param string $html A page a check fetched.
 * @return array|null
 */
function islet_status_read_report( $html ) {
	$open = '<script type="application/json" id="' . ISLET_STATUS_REPORT_ID . '">';
	$at   = strrpos( $html, $open );
	if ( false === $at || ! preg_match( '#\G(\{.*\})</script>\s*$#s', $html, $match, 0, $at + strlen( $open ) ) ) {
		return null;
	}
	$report = json_decode( $match[1], true );
	return is_array( $report ) ? $report : null;
}

/**
 * The storefront's admin-bar node for administrators (admin_bar_menu): "Islet", to the Status
 * tab, with this page without Islet, or, on the compare view, back with Islet.
 *
 * @param WP_Admin_Bar $bar The admin bar.
 */
function islet_status_admin_bar_node( $bar ) {
	if ( is_admin() || ! current_user_can( 'manage_options' ) || ! islet_is_front_end_page() ) {
		return;
	}
	$legacy = islet_serves_legacy_view();
	$here   = islet_current_front_url();
	$bar->add_node(
		array(
			'id'    => 'islet',
			'title' => $legacy ? __( 'Islet: off on this page', 'islet' ) : __( 'Islet', 'islet' ),
			'href'  => islet_settings_tab_url( 'status' ),
		)
	);
	$bar->add_node(
		array(
			'parent' => 'islet',
			'id'     => 'islet-view',
			'title'  => $legacy ? __( 'View this page with Islet', 'islet' ) : __( 'View this page without Islet', 'islet' ),
			'href'   => $legacy ? remove_query_arg( ISLET_VIEW_ARG, $here ) : islet_compare_url( $here ),
		)
	);
}

/**
 * This request's URL on the site's own origin (the Host header is not trusted).
 *
 * @return string
 */
function islet_current_front_url() {
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	return islet_url_origin( home_url( '/' ) ) . '/' . ltrim( $uri, '/' );
}
