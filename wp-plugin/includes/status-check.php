<?php
/**
 * The Status page's check (docs/decisions/0040-status-page.md): each sample page is loaded
 * through the site itself as a new visitor, once as Islet serves it and once in the compare
 * view, with the check's one-time token; each page's report (includes/status-view.php) says
 * what the output handler did there. Cart and checkout are loaded with one product in the cart.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The option holding the last check's results. */
const ISLET_STATUS_OPTION = 'islet_status';

/** Seconds one page may take. */
const ISLET_STATUS_TIMEOUT = 10;

/** What the legacy rule takes off, by the keys of islet_apply_legacy_rule()'s answer, in the order the page lists them. */
const ISLET_STATUS_REMOVED_KINDS = array( 'handles', 'inline', 'parts', 'styles' );

/**
 * The pages a check loads, one per page type and kind of product, each URL once.
 *
 * @return array<int, array{key: string, url: string, cart: bool}>
 */
function islet_status_samples() {
	$urls     = array( 'home' => home_url( '/' ) ) + islet_sample_listing_urls();
	$products = islet_sample_products();
	$search   = islet_sample_search_url();
	if ( '' !== $search ) {
		$urls['search'] = $search;
	}
	foreach ( array( 'variable', 'simple', 'outofstock' ) as $kind ) {
		if ( isset( $products[ $kind ] ) ) {
			$urls[ 'product-' . $kind ] = $products[ $kind ];
		}
	}
	if ( function_exists( 'wc_get_page_permalink' ) ) {
		$urls['cart']      = wc_get_page_permalink( 'cart' );
		$urls['checkout']  = wc_get_page_permalink( 'checkout' );
		$urls['myaccount'] = wc_get_page_permalink( 'myaccount' );
	}
	$wishlist = (int) islet_commercekit_option( 'wsl_page', 0 );
	if ( $wishlist > 0 && islet_commercekit_option( 'wishlist' ) ) {
		$urls['wishlist'] = (string) get_permalink( $wishlist );
	}
	$samples = array();
	foreach ( array_unique( array_filter( $urls ) ) as $key => $url ) {
		if ( islet_is_same_origin( $url ) ) {
			$samples[] = array(
				'key'  => (string) $key,
				'url'  => $url,
				'cart' => in_array( $key, array( 'cart', 'checkout' ), true ),
			);
		}
	}
	return $samples;
}

/**
 * A product search of the store's most common title word (islet_status_search_term()), or ''
 * when there is none: the Status check's search page, and a listing sample of the critical CSS
 * build (includes/first-paint-admin.php).
 *
 * @return string
 */
function islet_sample_search_url() {
	// A search of products: WooCommerce's (islet_sample_products() asks it the same way).
	$term = function_exists( 'wc_get_products' ) ? islet_status_search_term() : '';
	if ( '' === $term ) {
		return '';
	}
	return add_query_arg(
		array(
			's'         => rawurlencode( $term ),
			'post_type' => 'product',
		),
		home_url( '/' )
	);
}

/**
 * A word that finds several products, so WooCommerce shows the results page rather than
 * redirecting to a single result: the word most of the newest products' names share.
 *
 * @return string '' when the store has no products.
 */
function islet_status_search_term() {
	// Whole posts in one query (ids alone would cost a query per title); no meta or terms.
	$posts = get_posts(
		array(
			'post_type'              => 'product',
			'post_status'            => 'publish',
			'numberposts'            => 50,
			'update_post_meta_cache' => false,
			'update_post_term_cache' => false,
		)
	);
	$count = array();
	foreach ( $posts as $post ) {
		$words = preg_split( '/[^\p{L}\p{N}]+/u', strtolower( wp_strip_all_tags( get_the_title( $post ) ) ), -1, PREG_SPLIT_NO_EMPTY );
		foreach ( array_unique( is_array( $words ) ? $words : array() ) as $word ) {
			$count[ $word ] = ( isset( $count[ $word ] ) ? $count[ $word ] : 0 ) + ( strlen( $word ) > 2 ? 1 : 0 );
		}
	}
	arsort( $count );
	return array() === $count ? '' : (string) array_key_first( $count );
}

/**
 * Runs a check: every sample page, Islet's view and the compare view, with a fresh token that
 * ends with the check.
 *
 * @param array[]|null $samples islet_status_samples() by default.
 * @return array{time: int, rows: array[], cart: bool|null}
 */
function islet_status_run_check( $samples = null ) {
	if ( function_exists( 'wc_set_time_limit' ) ) {
		wc_set_time_limit( 300 );
	}
	$token = islet_status_new_token();
	$cart  = null;
	$rows  = array();
	foreach ( null === $samples ? islet_status_samples() : $samples as $sample ) {
		if ( $sample['cart'] && null === $cart ) {
			$cart = islet_status_fill_cart();
		}
		$cookies = $sample['cart'] ? $cart['cookies'] : array();
		$rows[]  = array(
			'key'    => $sample['key'],
			'url'    => $sample['url'],
			'islet'  => islet_status_fetch( $sample['url'], $token, $cookies, false ),
			'legacy' => islet_status_fetch( $sample['url'], $token, $cookies, true ),
		);
	}
	islet_status_forget_token();
	if ( null !== $cart ) {
		islet_status_empty_cart( $cart['cookies'] );
	}
	return array(
		'time' => time(),
		'rows' => $rows,
		'cart' => null === $cart ? null : $cart['added'],
	);
}

/**
 * The arguments of a check's request: a new visitor (no cookies but the check's cart), a short
 * timeout, no redirects followed, the token in its header.
 *
 * @param string $token   The check's token ('' for none).
 * @param array  $cookies WP_Http_Cookie objects.
 * @return array
 */
function islet_status_request_args( $token, array $cookies ) {
	return array(
		'timeout'     => ISLET_STATUS_TIMEOUT,
		'redirection' => 0,
		'cookies'     => $cookies,
		'headers'     => '' === $token ? array() : array( ISLET_STATUS_HEADER => $token ),
		// WordPress's filter for requests to the site itself, as its own loopbacks (Site Health, cron) apply it.
		'sslverify'   => apply_filters( 'https_local_ssl_verify', false ),
	);
}

/**
 * One view of one page: its report, summed up, or why there is none.
 *
 * @param string $url     Sample page.
 * @param string $token   The check's token.
 * @param array  $cookies Cookies to send.
 * @param bool   $legacy  The compare view.
 * @return array Summary (islet_status_summary()), or {error: string, loopback: bool}.
 */
function islet_status_fetch( $url, $token, array $cookies, $legacy ) {
	$args = array( ISLET_STATUS_BUST_ARG => bin2hex( random_bytes( 6 ) ) );
	if ( $legacy ) {
		$args[ ISLET_VIEW_ARG ] = ISLET_VIEW_LEGACY;
	}
	$response = wp_remote_get( add_query_arg( $args, $url ), islet_status_request_args( $token, $cookies ) );
	if ( is_wp_error( $response ) ) {
		return array(
			'error'    => $response->get_error_message(),
			'loopback' => true,
		);
	}
	$code = (int) wp_remote_retrieve_response_code( $response );
	if ( $code >= 300 && $code < 400 ) {
		$to = remove_query_arg( array( ISLET_STATUS_BUST_ARG, ISLET_VIEW_ARG ), (string) wp_remote_retrieve_header( $response, 'location' ) );
		/* translators: %s: the URL the page redirects to. */
		return array( 'error' => sprintf( __( 'The page redirects to %s.', 'islet' ), $to ) );
	}
	$report = 200 === $code ? islet_status_read_report( (string) wp_remote_retrieve_body( $response ) ) : null;
	if ( null === $report ) {
		/* translators: %d: HTTP status code. */
		return array( 'error' => 200 === $code ? __( 'The page came back without Islet\'s report: a page cache may have served it.', 'islet' ) : sprintf( __( 'The page answered with HTTP status %d.', 'islet' ), $code ) );
	}
	return islet_status_summary( $report );
}

/**
 * A page's report as the Status page keeps it: its lists, strings only, and the files it links
 * counted and sized.
 *
 * @param array $report islet_status_islet_report() or the compare view's.
 * @return array{pageType: string, active: bool, islands: string[], removed: array<string, string[]>, keepJquery: string[], scripts: array, styles: array}
 */
function islet_status_summary( array $report ) {
	$strings = static function ( $list ) {
		return is_array( $list ) ? array_values( array_filter( $list, 'is_string' ) ) : array();
	};
	$removed = array();
	foreach ( ISLET_STATUS_REMOVED_KINDS as $kind ) {
		$removed[ $kind ] = $strings( isset( $report['removed'][ $kind ] ) ? $report['removed'][ $kind ] : array() );
	}
	return array(
		'pageType'   => isset( $report['pageType'] ) && is_string( $report['pageType'] ) ? $report['pageType'] : 'other',
		'active'     => ! empty( $report['active'] ),
		'islands'    => $strings( isset( $report['islands'] ) ? $report['islands'] : array() ),
		'removed'    => $removed,
		'keepJquery' => $strings( isset( $report['keepJquery'] ) ? $report['keepJquery'] : array() ),
		'scripts'    => islet_status_measure( $strings( isset( $report['scripts'] ) ? $report['scripts'] : array() ) ),
		'styles'     => islet_status_measure( $strings( isset( $report['styles'] ) ? $report['styles'] : array() ) ),
	);
}

/**
 * How many files, and the summed size of those that are files of this site.
 *
 * @param string[] $urls Files a page links.
 * @return array{files: int, bytes: int, unsized: int}
 */
function islet_status_measure( array $urls ) {
	$bytes   = 0;
	$unsized = 0;
	foreach ( $urls as $url ) {
		$file = islet_status_local_file( $url );
		if ( null === $file ) {
			++$unsized;
		} else {
			$bytes += (int) filesize( $file );
		}
	}
	return array(
		'files'   => count( $urls ),
		'bytes'   => $bytes,
		'unsized' => $unsized,
	);
}

/**
 * The file of this site a script or stylesheet URL serves: under wp-content or under ABSPATH,
 * a .js, .mjs or .css file that exists; null for anything else (another host, a generated file).
 *
 * @param string $url As the page links it (absolute, protocol-relative or root-relative).
 * @return string|null
 */
function islet_status_local_file( $url ) {
	$origin = islet_url_origin( home_url( '/' ) );
	if ( 0 === strpos( $url, '//' ) ) {
		$url = wp_parse_url( $origin, PHP_URL_SCHEME ) . ':' . $url;
	} elseif ( 0 === strpos( $url, '/' ) ) {
		$url = $origin . $url;
	}
	$path = (string) wp_parse_url( $url, PHP_URL_PATH );
	if ( ! islet_is_same_origin( $url ) || ! preg_match( '/\.(?:js|mjs|css)$/i', $path ) ) {
		return null;
	}
	foreach ( array( array( content_url( '/' ), WP_CONTENT_DIR ), array( site_url( '/' ), ABSPATH ) ) as list( $base, $dir ) ) {
		$prefix = (string) wp_parse_url( $base, PHP_URL_PATH );
		if ( '' !== $prefix && 0 === strpos( $path, $prefix ) ) {
			$root = realpath( $dir );
			$file = realpath( rtrim( $dir, '/' ) . '/' . rawurldecode( substr( $path, strlen( $prefix ) ) ) );
			// Only a file inside that folder: `..` in a URL never reaches another.
			return false !== $root && false !== $file && 0 === strpos( $file, $root . DIRECTORY_SEPARATOR ) && is_file( $file ) ? $file : null;
		}
	}
	return null;
}
