<?php
/**
 * The first paint of an Islet page (issue 31, docs/decisions/0039-first-paint.md): where the
 * switch in WooCommerce → Islet is on, the plugin owns how the page loads, as page-speed
 * plugins do. This file: the switch, the editor's stylesheets off the storefront, the page's
 * HTML compressed where nothing else compresses it, and the product image preloaded. The
 * critical CSS is includes/first-paint-css.php.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * WordPress's editor stylesheets, each with the script whose markup it styles (the same handle).
 * A storefront page gets them only as another stylesheet's dependency (Popup Maker's block
 * styles list the block editor's, which lists the components' and the preferences').
 */
const ISLET_EDITOR_STYLES = array(
	'wp-block-editor',
	'wp-block-directory',
	'wp-commands',
	'wp-components',
	'wp-customize-widgets',
	'wp-edit-blocks',
	'wp-edit-post',
	'wp-edit-site',
	'wp-edit-widgets',
	'wp-editor',
	'wp-format-library',
	'wp-patterns',
	'wp-preferences',
	'wp-reusable-blocks',
);

/**
 * Whether the first-paint work is on (WooCommerce → Islet, then the `islet_first_paint` filter).
 *
 * @return bool
 */
function islet_first_paint_enabled() {
	$settings = islet_get_settings();
	/**
	 * Filters whether Islet owns how its pages load: critical CSS, editor styles off, compression,
	 * the product image preloaded (docs/decisions/0039-first-paint.md).
	 *
	 * @param bool $enabled From the settings page.
	 */
	return (bool) apply_filters( 'islet_first_paint', $settings['first_paint'] );
}

/**
 * Whether this request's page gets the first-paint work: an Islet page, the switch on.
 *
 * @return bool
 */
function islet_first_paint_applies() {
	return islet_is_active_on_page() && islet_first_paint_enabled();
}

/**
 * Hooks of the first paint (islet_boot()).
 */
function islet_register_first_paint_hooks() {
	// Before islet_start_buffer() (1000), so the page's own buffer sits above the compression.
	add_action( 'template_redirect', 'islet_compress_page', 999 );
	add_filter( 'wp_preload_resources', 'islet_preload_product_image' );
	add_action( 'wp_print_styles', 'islet_drop_editor_styles', 0 );
	// The head's start leaves before wp_head's work, and the rest of what may leave after it.
	add_action( 'wp_head', 'islet_flush_head', PHP_INT_MIN );
	add_action( 'wp_head', 'islet_flush_head', PHP_INT_MAX );
	islet_register_first_paint_css_hooks();
	islet_register_emoji_loader_hooks();
	islet_register_polyfill_hooks();
}

/**
 * The editor stylesheets that leave this page: each one no script of the same name uses, that
 * nothing queued directly, and that another queued stylesheet only lists as a dependency.
 *
 * @param WP_Styles  $styles  The page's styles.
 * @param WP_Scripts $scripts The page's scripts, as queued when the head prints.
 * @return string[] Handles.
 */
function islet_unused_editor_styles( WP_Styles $styles, WP_Scripts $scripts ) {
	$unused = array();
	foreach ( ISLET_EDITOR_STYLES as $handle ) {
		if ( ! in_array( $handle, $styles->queue, true ) && ! $scripts->query( $handle, 'enqueued' ) ) {
			$unused[] = $handle;
		}
	}
	return $unused;
}

/**
 * Takes the unused editor stylesheets out of every registered style's dependencies before the
 * head's styles print (wp_print_styles, 0), so WordPress does not pull them in. A script queued
 * later in the page (a block rendered in the content) cannot be known here; one that renders the
 * editor's components queues their stylesheet itself, which keeps it.
 */
function islet_drop_editor_styles() {
	if ( ! islet_first_paint_applies() || ! did_action( 'wp_head' ) ) {
		return;
	}
	$unused = islet_unused_editor_styles( wp_styles(), wp_scripts() );
	foreach ( wp_styles()->registered as $style ) {
		if ( ! in_array( $style->handle, $unused, true ) ) {
			$style->deps = array_values( array_diff( (array) $style->deps, $unused ) );
		}
	}
}

/**
 * Whether the page's HTML may be compressed here: zlib is not compressing already, nothing was
 * sent, the browser accepts gzip, and every output buffer below ours is PHP's default one (a
 * page cache's buffer would store compressed bytes where it expects HTML).
 *
 * @param array{zlib_on: bool, headers_sent: bool, accept_encoding: string, handlers: string[]} $request The request's state.
 * @return bool
 */
function islet_can_compress_page( array $request ) {
	return ! $request['zlib_on'] && ! $request['headers_sent']
		&& 1 === preg_match( '/\bgzip\b/i', $request['accept_encoding'] )
		&& array() === array_diff( $request['handlers'], array( 'default output handler' ) );
}

/**
 * Ends PHP's own output buffer (`output_buffering = 4096` in Debian's and most hosts' php.ini)
 * where it is the only one and still empty: it would hold what the page buffer sends early (a
 * compressed head's start is smaller than 4 KB) until more came, so the first byte would wait
 * for the page again. It is told from a buffer other code started with `ob_start()` (the same
 * name) by its chunk size, the ini's. Nothing was printed into it yet, so nothing changes but
 * that wait.
 */
function islet_end_default_output_buffer() {
	if ( islet_is_phps_own_empty_buffer( ini_get( 'output_buffering' ), ob_get_status(), ob_get_level(), ob_get_length() ) ) {
		ob_end_flush();
	}
}

/**
 * Whether the only output buffer is PHP's own, empty (islet_end_default_output_buffer()).
 *
 * @param string|false $ini    ini_get( 'output_buffering' ).
 * @param array        $status ob_get_status() of the top buffer.
 * @param int          $level  ob_get_level().
 * @param int|false    $length ob_get_length().
 * @return bool
 */
function islet_is_phps_own_empty_buffer( $ini, array $status, $level, $length ) {
	$size = (int) $ini;
	return $size > 0 && 1 === $level && 0 === $length && isset( $status['name'], $status['chunk_size'] ) && 'default output handler' === $status['name'] && $size === (int) $status['chunk_size'];
}

/**
 * Compresses the Islet page's HTML (template_redirect, 999). A web server that compresses
 * itself leaves a response already encoded alone, so this only matters where nothing else
 * compresses: PHP's own server, or a host without mod_deflate or gzip configured.
 */
function islet_compress_page() {
	if ( ! islet_first_paint_applies() ) {
		return;
	}
	islet_end_default_output_buffer();
	// Under the cli SAPI there is no web server to send a gzip buffer to: WordPress Playground
	// (php-wasm, wp-env's runtime here) runs PHP so, and fails to send ob_gzhandler's buffer.
	if ( ! function_exists( 'ob_gzhandler' ) || 'cli' === PHP_SAPI ) {
		return;
	}
	$request = array(
		'zlib_on'         => filter_var( ini_get( 'zlib.output_compression' ), FILTER_VALIDATE_BOOLEAN ),
		'headers_sent'    => headers_sent(),
		'accept_encoding' => isset( $_SERVER['HTTP_ACCEPT_ENCODING'] ) ? sanitize_text_field( wp_unslash( $_SERVER['HTTP_ACCEPT_ENCODING'] ) ) : '',
		'handlers'        => ob_list_handlers(),
	);
	if ( islet_can_compress_page( $request ) ) {
		// A chunk size of 1: what the page buffer flushes (the head, includes/head-flush.php) is
		// compressed and passed on at once.
		ob_start( 'ob_gzhandler', 1 );
	}
}

/**
 * The product's main image as the product gallery prints it (`woocommerce_single`, with the
 * theme's attribute filters), or null where the page has none.
 *
 * @return array{href: string, imagesrcset: string, imagesizes: string}|null
 */
function islet_product_image_preload() {
	if ( ! function_exists( 'is_product' ) || ! is_product() ) {
		return null;
	}
	$id = (int) get_post_thumbnail_id( get_queried_object_id() );
	if ( $id <= 0 ) {
		return null;
	}
	return islet_image_preload_of( wp_get_attachment_image( $id, islet_gallery_image_size() ) );
}

/**
 * What preloads an `<img>` as the browser will choose from it: its src, srcset and sizes.
 *
 * @param string $img_html The image's markup.
 * @return array{href: string, imagesrcset: string, imagesizes: string}|null
 */
function islet_image_preload_of( $img_html ) {
	$img = islet_tag_attributes( (string) $img_html, 'img' );
	if ( empty( $img['src'] ) ) {
		return null;
	}
	return array(
		'href'        => $img['src'],
		'imagesrcset' => isset( $img['srcset'] ) ? $img['srcset'] : '',
		'imagesizes'  => isset( $img['sizes'] ) ? $img['sizes'] : '',
	);
}

/**
 * The image size the product gallery prints its main image at: CommerceKit's where its gallery
 * prints it, WooCommerce's otherwise (both filter `woocommerce_single`).
 *
 * @return string|int[]
 */
function islet_gallery_image_size() {
	$filter = islet_is_commercekit_active() ? 'commercegurus_woocommerce_gallery_image_size' : 'woocommerce_gallery_image_size';
	return apply_filters( $filter, 'woocommerce_single' ); // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals.DynamicHooknameFound -- the gallery's own filter.
}

/**
 * Preloads the product's main image, the page's largest paint, before the stylesheets and our
 * modules (wp_preload_resources, which WordPress prints first in the head). A theme that
 * preloads the image already keeps its own.
 *
 * @param array $resources Preloads.
 * @return array
 */
function islet_preload_product_image( $resources ) {
	$resources = is_array( $resources ) ? $resources : array();
	$image     = islet_first_paint_applies() ? islet_product_image_preload() : null;
	if ( null === $image || in_array( $image['href'], array_column( $resources, 'href' ), true ) ) {
		return $resources;
	}
	$preload = array(
		'href'          => $image['href'],
		'as'            => 'image',
		'fetchpriority' => 'high',
	);
	if ( '' !== $image['imagesrcset'] ) {
		$preload['imagesrcset'] = $image['imagesrcset'];
		$preload['imagesizes']  = $image['imagesizes'];
	}
	array_unshift( $resources, $preload );
	return $resources;
}
