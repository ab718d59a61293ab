<?php
/**
 * The built bundle (assets/build/manifest.json, written by esbuild.config.ts), registered as a
 * module. The legacy scripts it replaces are in legacy.php.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_SCRIPT_HANDLE = 'islet-boot';
const ISLET_STYLE_HANDLE  = 'islet-islands';

/**
 * The asset manifest, or null when the bundle was not built or the file is damaged.
 *
 * @param string|null $file Manifest path (tests); the plugin's own by default.
 * @return array{version: string, boot: string, css: string}|null
 */
function islet_asset_manifest( $file = null ) {
	static $cache = array();
	$file = null === $file ? plugin_dir_path( ISLET_FILE ) . 'assets/build/manifest.json' : $file;
	if ( ! array_key_exists( $file, $cache ) ) {
		$cache[ $file ] = islet_read_manifest( $file );
	}
	/**
	 * Filters the asset manifest (null: no bundle, and Islet stays off the front end).
	 *
	 * @param array|null $manifest version, boot and css, relative to assets/build/.
	 */
	return apply_filters( 'islet_asset_manifest', $cache[ $file ] );
}

/**
 * Reads and checks a manifest: three non-empty strings, and paths that stay inside the
 * build folder.
 *
 * @param string $file Manifest path.
 * @return array{version: string, boot: string, css: string, productPreload: string[], pagesPreload: string[], react?: array{version: string, react: string, reactDom: string}, firstPaintBuilder?: string}|null
 */
function islet_read_manifest( $file ) {
	$raw  = is_readable( $file ) ? file_get_contents( $file ) : false; // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a local file.
	$data = is_string( $raw ) ? json_decode( $raw, true ) : null;
	if ( ! is_array( $data ) ) {
		return null;
	}
	$manifest = array();
	foreach ( array( 'version', 'boot', 'css' ) as $key ) {
		if ( empty( $data[ $key ] ) || ! is_string( $data[ $key ] ) ) {
			return null;
		}
		$manifest[ $key ] = $data[ $key ];
	}
	foreach ( array( $manifest['boot'], $manifest['css'] ) as $path ) {
		if ( ! islet_is_build_path( $path ) ) {
			return null;
		}
	}
	foreach ( array( 'productPreload', 'pagesPreload' ) as $key ) {
		$preload          = isset( $data[ $key ] ) && is_array( $data[ $key ] ) ? $data[ $key ] : array();
		$manifest[ $key ] = array_values( array_filter( $preload, 'islet_is_build_path' ) );
	}
	$react = isset( $data['react'] ) ? islet_read_react_copy( $data['react'] ) : null;
	if ( null !== $react ) {
		$manifest['react'] = $react;
	}
	// wp-admin's critical CSS builder (includes/first-paint-admin.php); the storefront works without it.
	if ( isset( $data['admin']['firstPaint'] ) && islet_is_build_path( $data['admin']['firstPaint'] ) ) {
		$manifest['firstPaintBuilder'] = $data['admin']['firstPaint'];
	}
	return $manifest;
}

/**
 * The manifest's copy of React (the build copies React's UMD files into assets/build/vendor/,
 * docs/decisions/0035-one-react.md), or null when it is missing or names a file outside the
 * build folder.
 *
 * @param mixed $react The manifest's `react`.
 * @return array{version: string, react: string, reactDom: string}|null
 */
function islet_read_react_copy( $react ) {
	if ( ! is_array( $react ) || empty( $react['version'] ) || ! is_string( $react['version'] ) ) {
		return null;
	}
	foreach ( array( 'react', 'reactDom' ) as $key ) {
		if ( ! isset( $react[ $key ] ) || ! islet_is_build_path( $react[ $key ] ) ) {
			return null;
		}
	}
	return array(
		'version'  => $react['version'],
		'react'    => $react['react'],
		'reactDom' => $react['reactDom'],
	);
}

/**
 * Whether a manifest path is a file inside the build folder.
 *
 * @param mixed $path Path from the manifest.
 * @return bool
 */
function islet_is_build_path( $path ) {
	return is_string( $path ) && '' !== $path && '/' !== $path[0] && false === strpos( $path, '..' ) && false === strpos( $path, '://' );
}

/**
 * The registry parts a page of this type preloads, each file once: the product islands' part on
 * product pages (docs/decisions/0024) and the other pages' part (listings, the cart, notices,
 * dialogs) everywhere but the checkout, which carries none of their islands (0027, 0046).
 *
 * @param array  $manifest  The asset manifest.
 * @param string $page_type islet_page_type().
 * @return string[]
 */
function islet_preloads_for( $manifest, $page_type ) {
	if ( 'checkout' === $page_type ) {
		return array();
	}
	$product = isset( $manifest['productPreload'] ) ? (array) $manifest['productPreload'] : array();
	$pages   = isset( $manifest['pagesPreload'] ) ? (array) $manifest['pagesPreload'] : array();
	return array_values( array_unique( 'product' === $page_type ? array_merge( $product, $pages ) : $pages ) );
}

/**
 * Preloads the page's registry parts (wp_head), so their islands' arms run as soon as boot does
 * instead of one request later. The URLs carry no `?ver`: boot imports the chunks by their hashed
 * names, and a preload only counts for that URL.
 */
function islet_print_registry_preloads() {
	$manifest = islet_asset_manifest();
	$files    = null === $manifest ? array() : islet_preloads_for( $manifest, islet_page_type() );
	if ( empty( $files ) || ! wp_script_is( ISLET_SCRIPT_HANDLE, 'enqueued' ) ) {
		return;
	}
	$base = plugins_url( 'assets/build/', ISLET_FILE );
	foreach ( $files as $file ) {
		echo '<link rel="modulepreload" href="' . esc_url( $base . $file ) . '">' . "\n";
	}
}

/**
 * Registers and enqueues the boot module and the islands' stylesheet (wp_enqueue_scripts).
 */
function islet_enqueue_assets() {
	$manifest = islet_asset_manifest();
	if ( null === $manifest || ! islet_is_front_end_page() || ! islet_any_island_enabled() ) {
		return;
	}
	$base = plugins_url( 'assets/build/', ISLET_FILE );
	// WordPress 6.1 has no script-modules API: a classic registration, printed in the footer,
	// and islet_module_script_tag() makes it type="module".
	wp_register_script( ISLET_SCRIPT_HANDLE, $base . $manifest['boot'], array(), $manifest['version'], true );
	wp_enqueue_script( ISLET_SCRIPT_HANDLE );
	wp_enqueue_style( ISLET_STYLE_HANDLE, $base . $manifest['css'], array(), $manifest['version'] );
}

/**
 * A pattern for a handle's own script element among the tags WordPress prints for it
 * (script_loader_tag), apart from the inline scripts printed before and after it.
 *
 * @param string $handle Script handle.
 * @return string PCRE pattern.
 */
function islet_script_element_pattern( $handle ) {
	return '/<script\b[^>]*\sid=(["\'])' . preg_quote( $handle, '/' ) . '-js\1[^>]*>\s*<\/script>\n?/i';
}

/**
 * Turns our boot script's tag into a module script (script_loader_tag). Only the external
 * `<script … src=…>` tag of our handle changes; inline scripts other code attaches to the
 * handle stay classic.
 *
 * @param string $tag    Printed tag(s).
 * @param string $handle Script handle.
 * @return string
 */
function islet_module_script_tag( $tag, $handle ) {
	if ( ISLET_SCRIPT_HANDLE !== $handle ) {
		return $tag;
	}
	return (string) preg_replace_callback(
		'/<script\b[^>]*\ssrc=[^>]*>/i',
		static function ( $match ) {
			$open = preg_replace( '/\stype=(["\'])[^"\']*\1/i', '', $match[0] );
			return preg_replace( '/^<script\b/i', '<script type="module"', $open );
		},
		$tag
	);
}
