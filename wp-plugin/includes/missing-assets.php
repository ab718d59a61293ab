<?php
/**
 * Stylesheets and scripts whose file is not on disk are left out of the page Islet serves.
 *
 * Why: a store's web server hands a request for a missing file to WordPress (the rewrite rules
 * send every missing path to index.php), so each such link boots WordPress and WooCommerce's
 * session for a 404. Sent while the page that just added to the cart is still saving its session,
 * that 404 reads the cart before the add and writes it back: the add is lost. Popup Maker 1.x
 * links `dist/packages/block-library-style.css`, which it does not ship
 * (docs/decisions/0030-missing-assets.md).
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The folders a local asset URL can point into, most specific first: URL path prefix => folder.
 *
 * @return array<string, string>
 */
function islet_asset_roots() {
	$roots = array(
		plugins_url()   => WP_PLUGIN_DIR,
		content_url()   => WP_CONTENT_DIR,
		includes_url()  => ABSPATH . WPINC,
		site_url( '/' ) => ABSPATH,
	);
	$paths = array();
	foreach ( $roots as $url => $folder ) {
		$prefix = untrailingslashit( (string) wp_parse_url( $url, PHP_URL_PATH ) ) . '/';
		if ( ! isset( $paths[ $prefix ] ) ) {
			$paths[ $prefix ] = untrailingslashit( $folder ) . '/';
		}
	}
	return $paths;
}

/**
 * The file an asset URL names on this site, or null when it is not a local file's URL (another
 * host, a relative path WordPress resolves itself, a path that climbs out of its folder).
 *
 * @param string $url   The printed href or src.
 * @param array  $roots URL path prefix => folder (islet_asset_roots()).
 * @return string|null
 */
function islet_local_asset_file( $url, array $roots ) {
	$host = wp_parse_url( $url, PHP_URL_HOST );
	$path = wp_parse_url( $url, PHP_URL_PATH );
	if ( ! is_string( $host ) || ! is_string( $path ) || wp_parse_url( home_url(), PHP_URL_HOST ) !== $host ) {
		return null;
	}
	$path = rawurldecode( $path );
	if ( false !== strpos( $path, '..' ) || false !== strpos( $path, "\0" ) ) {
		return null;
	}
	foreach ( $roots as $prefix => $folder ) {
		if ( 0 === strpos( $path, $prefix ) ) {
			return $folder . substr( $path, strlen( $prefix ) );
		}
	}
	return null;
}

/**
 * Whether a printed asset URL names a local file that is not there.
 *
 * @param string $url    The printed href or src.
 * @param string $handle Its handle.
 * @return bool
 */
function islet_is_missing_asset( $url, $handle ) {
	// Islet's own files are named by the manifest read from disk (includes/assets.php).
	if ( 0 === strpos( $url, plugins_url( 'assets/build/', ISLET_FILE ) ) ) {
		return false;
	}
	static $roots = null;
	$roots   = $roots ?? islet_asset_roots();
	$file    = islet_local_asset_file( $url, $roots );
	$missing = null !== $file && ! file_exists( $file );
	/**
	 * Filters whether Islet leaves an asset out of the page because its file is missing. Return
	 * false for a URL the site answers by a rewrite rule rather than a file.
	 *
	 * @param bool        $missing Detected.
	 * @param string      $url     The asset's URL.
	 * @param string      $handle  Its handle.
	 * @param string|null $file    The file looked for, or null for a URL that is not local.
	 */
	return (bool) apply_filters( 'islet_drop_missing_asset', $missing, $url, $handle, $file );
}

/**
 * style_loader_tag: a stylesheet whose file is missing prints no link; its inline style (printed
 * separately by WordPress) stays, and styles that depend on it still print.
 *
 * @param string $tag    The link tag.
 * @param string $handle Style handle.
 * @param string $href   Its URL.
 * @return string
 */
function islet_drop_missing_style( $tag, $handle, $href ) {
	if ( ! islet_is_active_on_page() || ! islet_is_missing_asset( (string) $href, (string) $handle ) ) {
		return $tag;
	}
	return '';
}

/**
 * script_loader_tag: a script whose file is missing loses its own script element; the inline
 * scripts printed with it (translations, data, before and after) stay.
 *
 * @param string $tag    The printed tags.
 * @param string $handle Script handle.
 * @param string $src    Its URL.
 * @return string
 */
function islet_drop_missing_script( $tag, $handle, $src ) {
	if ( ! islet_is_active_on_page() || ! islet_is_missing_asset( (string) $src, (string) $handle ) ) {
		return $tag;
	}
	return (string) preg_replace( islet_script_element_pattern( $handle ), '', $tag );
}
