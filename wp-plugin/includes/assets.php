<?php
/**
 * The built bundle (assets/build/manifest.json, written by esbuild.config.ts) and the legacy
 * WooCommerce scripts it replaces.
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
 * @return array{version: string, boot: string, css: string}|null
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
		if ( '/' === $path[0] || false !== strpos( $path, '..' ) || false !== strpos( $path, '://' ) ) {
			return null;
		}
	}
	return $manifest;
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

/**
 * The legacy scripts the islands replace, each with the islands that together do all its work:
 * a script leaves the page only when every one of them is on.
 *
 * @return array<string, string[]> Script handle => island names.
 */
function islet_legacy_scripts() {
	return array(
		// add-to-cart.js and cart-fragments.js; islands/cart-buttons and src/bridge do their work.
		'wc-add-to-cart'                    => array( 'cart-buttons' ),
		'wc-cart-fragments'                 => array( 'cart-buttons' ),
		// add-to-cart-variation.js and CommerceKit's swatches.
		'wc-add-to-cart-variation'          => array( 'variation-form' ),
		'commercekit-attribute-swatches-js' => array( 'variation-form' ),
		// Shoptimizer's plus/minus and summary accordions.
		'shoptimizer-quantity'              => array( 'quantity' ),
		'shoptimizer-accordions'            => array( 'accordions' ),
		// single-product.js: tabs, rating stars and the reply form (its gallery code is unused
		// where CommerceKit's gallery replaces WooCommerce's).
		'wc-single-product'                 => array( 'product-tabs', 'reviews' ),
		// Discount Rules' price-by-quantity script (awdr-main stays: it carries awdr_params and
		// the cart's own discount work) and WPC's delivery-date reloader.
		'awdr-dynamic-price'                => array( 'discount-rules' ),
		'wpced-frontend'                    => array( 'delivery-dates' ),
		// CommerceKit's gallery (Swiper, attribute galleries) and its PhotoSwipe 4 lightbox.
		'commercegurus-attributes-gallery'  => array( 'gallery', 'lightbox' ),
		'commercegurus-swiperjs'            => array( 'gallery' ),
		'commercegurus-photoswipe'          => array( 'lightbox' ),
		'commercegurus-photoswipe-ui-default' => array( 'lightbox' ),
	);
}

/**
 * The legacy scripts an island replaces.
 *
 * @param string $island Island name.
 * @return string[] Script handles.
 */
function islet_replaced_scripts( $island ) {
	$handles = array();
	foreach ( islet_legacy_scripts() as $handle => $islands ) {
		if ( in_array( $island, $islands, true ) ) {
			$handles[] = $handle;
		}
	}
	return $handles;
}

/**
 * Whether the script $handle needs $target, directly or through its dependencies.
 *
 * @param WP_Scripts $scripts Registry.
 * @param string     $handle  Script that may depend.
 * @param string     $target  Script depended on.
 * @param array      $seen    Handles already walked (cycles).
 * @return bool
 */
function islet_script_needs( $scripts, $handle, $target, array &$seen = array() ) {
	if ( isset( $seen[ $handle ] ) || ! isset( $scripts->registered[ $handle ] ) ) {
		return false;
	}
	$seen[ $handle ] = true;
	foreach ( (array) $scripts->registered[ $handle ]->deps as $dep ) {
		if ( $dep === $target || islet_script_needs( $scripts, $dep, $target, $seen ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether a legacy script can leave the queue: no other queued script needs it (WordPress
 * would print it for that script anyway, and the other plugin relies on it).
 *
 * @param WP_Scripts $scripts  Registry.
 * @param string     $handle   Legacy script.
 * @param string[]   $removing Handles removed together with it (they may need each other).
 * @return bool
 */
function islet_can_dequeue( $scripts, $handle, array $removing = array() ) {
	foreach ( $scripts->queue as $queued ) {
		if ( $queued === $handle || in_array( $queued, $removing, true ) ) {
			continue;
		}
		if ( islet_script_needs( $scripts, $queued, $handle ) ) {
			return false;
		}
	}
	return true;
}

/**
 * Dequeues the legacy scripts our islands replace on this page, keeping any another queued
 * script depends on. Runs late on wp_enqueue_scripts and again just before the footer
 * scripts print, because WooCommerce enqueues cart-fragments while it renders the mini cart.
 *
 * @param WP_Scripts|null $scripts Registry (tests); the global one by default.
 * @return string[] The handles dequeued.
 */
function islet_dequeue_legacy_scripts( $scripts = null ) {
	$scripts = $scripts ? $scripts : wp_scripts();
	if ( null === islet_asset_manifest() || ! islet_is_front_end_page() ) {
		return array();
	}
	$legacy = array();
	foreach ( islet_legacy_scripts() as $handle => $islands ) {
		if ( count( array_filter( $islands, 'islet_is_island_enabled' ) ) === count( $islands ) ) {
			$legacy[] = $handle;
		}
	}
	$dequeued = array();
	foreach ( $legacy as $handle ) {
		if ( in_array( $handle, $scripts->queue, true ) && islet_can_dequeue( $scripts, $handle, $legacy ) ) {
			$scripts->dequeue( $handle );
			$dequeued[] = $handle;
		}
	}
	return $dequeued;
}
