<?php
/**
 * Where the islands' React comes from: the page config's `react` (read by
 * src/runtime/react-load.ts, docs/decisions/0035-one-react.md). The bundle carries no React: the
 * islands render with WordPress's own, as WordPress's block scripts do. On a page where a block
 * or a plugin enqueued WordPress's `react` and `react-dom` scripts the runtime takes them and
 * loads nothing; on the other pages it adds the two files named here, once, when the first
 * React island mounts: WordPress's registered copy where it is React 18 or later (WordPress
 * 6.2+), else the copy of React 18 the plugin ships (WordPress 6.1's is 17, without createRoot).
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The oldest React the islands render with (createRoot, useId, useSyncExternalStore). */
const ISLET_MIN_REACT = '18';

/**
 * The config's `react`: WordPress's copy or the plugin's, null when neither is usable.
 *
 * @return array{version: string, react: string, reactDom: string}|null
 */
function islet_react_sources() {
	$sources = islet_wordpress_react_sources();
	if ( null === $sources ) {
		$sources = islet_shipped_react_sources( islet_asset_manifest() );
	}
	/**
	 * Filters where the islands' React is loaded from, on a page without React 18 or later
	 * (a CDN, a store's own copy). Both files must be React's UMD builds of `version`.
	 *
	 * @param array|null $sources version, react and reactDom (URLs); null: none.
	 */
	return apply_filters( 'islet_react_sources', $sources );
}

/**
 * WordPress's registered `react` and `react-dom`, at the URLs WordPress prints them with, when
 * both are one version of React 18 or later.
 *
 * @return array{version: string, react: string, reactDom: string}|null
 */
function islet_wordpress_react_sources() {
	$scripts = wp_scripts();
	$react   = $scripts->query( 'react', 'registered' );
	$dom     = $scripts->query( 'react-dom', 'registered' );
	if ( ! $react || ! $dom || ! is_string( $react->ver ) || $react->ver !== $dom->ver || version_compare( $react->ver, ISLET_MIN_REACT, '<' ) ) {
		return null;
	}
	$urls = array( islet_registered_script_url( $scripts, 'react' ), islet_registered_script_url( $scripts, 'react-dom' ) );
	if ( in_array( '', $urls, true ) ) {
		return null;
	}
	return array(
		'version'  => $react->ver,
		'react'    => $urls[0],
		'reactDom' => $urls[1],
	);
}

/**
 * A registered script's URL as WP_Scripts::do_item() prints it (base URL, `ver`, the
 * script_loader_src filter), so a page that also prints it, or printed it before, asks for the
 * same file, already in the browser's cache.
 *
 * @param WP_Scripts $scripts WordPress's scripts.
 * @param string     $handle  Registered handle.
 * @return string Empty when the handle has no file.
 */
function islet_registered_script_url( $scripts, $handle ) {
	$script = $scripts->registered[ $handle ];
	$src    = is_string( $script->src ) ? $script->src : '';
	if ( '' === $src ) {
		return '';
	}
	if ( ! preg_match( '|^(https?:)?//|', $src ) && ! ( $scripts->content_url && 0 === strpos( $src, $scripts->content_url ) ) ) {
		$src = $scripts->base_url . $src;
	}
	$ver = $script->ver ? $script->ver : $scripts->default_version;
	if ( ! empty( $ver ) ) {
		$src = add_query_arg( 'ver', $ver, $src );
	}
	/** This filter is documented in wp-includes/class-wp-scripts.php */
	return esc_url_raw( (string) apply_filters( 'script_loader_src', $src, $handle ) );
}

/**
 * The copy of React the plugin ships (assets/build/vendor/, named by the manifest).
 *
 * @param array|null $manifest The asset manifest.
 * @return array{version: string, react: string, reactDom: string}|null
 */
function islet_shipped_react_sources( $manifest ) {
	if ( ! is_array( $manifest ) || empty( $manifest['react'] ) ) {
		return null;
	}
	$base = plugins_url( 'assets/build/', ISLET_FILE );
	return array(
		'version'  => $manifest['react']['version'],
		'react'    => $base . $manifest['react']['react'],
		'reactDom' => $base . $manifest['react']['reactDom'],
	);
}
