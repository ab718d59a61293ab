<?php
/**
 * Critical CSS per page type (issue 31, docs/decisions/0039-first-paint.md). A shop manager's
 * browser builds it in wp-admin (src/admin/first-paint/, with beasties): the rules each linked
 * stylesheet of the head uses on the page, posted here per stylesheet. A visitor's page whose
 * head links the same stylesheets at the same versions (the key) gets each sheet's rules inline
 * where its link was, and the link loads once the page has loaded; any other page
 * prints its stylesheets as before and is remembered for the next build.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** Page types whose first screen depends on the visitor's cart or form: never inlined. */
const ISLET_FIRST_PAINT_SKIPPED_TYPES = array( 'cart', 'checkout' );

/** Built sets kept per page type (product pages of a store may link different sheets). */
const ISLET_FIRST_PAINT_KEYS_PER_TYPE = 4;

/** What a build may post at most, all sheets together. */
const ISLET_FIRST_PAINT_MAX_BYTES = 400000;

/** The option listing, per page type, the pages that want a build. */
const ISLET_FIRST_PAINT_WANTED = 'islet_first_paint_wanted';

/** The option listing the page types with builds (each in islet_first_paint_option()). */
const ISLET_FIRST_PAINT_TYPES = 'islet_first_paint_types';

/**
 * Hooks of the critical CSS (islet_register_first_paint_hooks()).
 */
function islet_register_first_paint_css_hooks() {
	add_action( 'wp_print_styles', 'islet_first_paint_prepare', 1 );
	add_filter( 'style_loader_tag', 'islet_first_paint_style_tag', 20, 4 );
	add_action( 'wp_footer', 'islet_print_deferred_styles_loader', 1 );
}

/** Page types that print the same templates' markup and share one build: the product listings. */
const ISLET_FIRST_PAINT_LISTING_TYPES = array( 'shop', 'product-taxonomy', 'search' );

/**
 * The page type critical CSS is kept under (`listing` for the shop, categories and search), or
 * null where none is.
 *
 * @return string|null
 */
function islet_first_paint_page_type() {
	$type = islet_page_type();
	if ( in_array( $type, ISLET_FIRST_PAINT_SKIPPED_TYPES, true ) ) {
		return null;
	}
	return in_array( $type, ISLET_FIRST_PAINT_LISTING_TYPES, true ) ? 'listing' : $type;
}

/**
 * This request's first-paint state: page type, key, and the stored rules by style handle (null
 * where none were built for the key). Set once the head's styles are known.
 *
 * @param array|false|null $state New state; false resets (a new request); null reads.
 * @return array{type: string, key: string, css: array<string, string>|null}|null
 */
function islet_first_paint_state( $state = null ) {
	static $current = null;
	if ( false === $state ) {
		$current = null;
	} elseif ( null !== $state ) {
		$current = $state;
	}
	return $current;
}

/**
 * The head's style handles in the order WordPress prints them (dependencies first), without
 * what already printed.
 *
 * @param WP_Styles $styles The page's styles.
 * @return string[]
 */
function islet_styles_to_print( WP_Styles $styles ) {
	$order = array();
	$visit = static function ( $handle ) use ( &$visit, &$order, $styles ) {
		if ( in_array( $handle, $order, true ) || in_array( $handle, $styles->done, true ) || ! isset( $styles->registered[ $handle ] ) ) {
			return;
		}
		foreach ( (array) $styles->registered[ $handle ]->deps as $dependency ) {
			$visit( $dependency );
		}
		$order[] = $handle;
	};
	foreach ( $styles->queue as $handle ) {
		$visit( $handle );
	}
	return $order;
}

/**
 * What the head's stylesheets are: theme, Islet's version, and each linked sheet's handle, file,
 * version and media. A theme or plugin update changes a version and so the key, and the page
 * loads as before until the next build.
 *
 * @param WP_Styles $styles  The page's styles.
 * @param string[]  $handles islet_styles_to_print().
 * @return string 32 hex digits.
 */
function islet_first_paint_key( WP_Styles $styles, array $handles ) {
	$sheets = array();
	foreach ( $handles as $handle ) {
		$style = $styles->registered[ $handle ];
		if ( is_string( $style->src ) && '' !== $style->src ) {
			$sheets[] = array( $handle, $style->src, (string) $style->ver, isset( $style->args ) ? (string) $style->args : 'all' );
		}
	}
	$theme = wp_get_theme();
	return md5( (string) wp_json_encode( array( $theme->get_stylesheet(), $theme->get( 'Version' ), ISLET_VERSION, $sheets ) ) );
}

/**
 * The option one page type's built sets live in (not autoloaded: only its pages read it).
 *
 * @param string $type Page type.
 * @return string
 */
function islet_first_paint_option( $type ) {
	return 'islet_first_paint_' . $type;
}

/**
 * The built sets of a page type, newest first.
 *
 * @param string $type Page type.
 * @return array<int, array{key: string, css: array<string, string>, bytes: int, built: int}>
 */
function islet_first_paint_builds( $type ) {
	$builds = get_option( islet_first_paint_option( $type ), array() );
	return is_array( $builds ) ? array_values( array_filter( $builds, 'islet_is_first_paint_build' ) ) : array();
}

/**
 * Whether a stored value is a build (an option edited by hand is skipped).
 *
 * @param mixed $build Stored.
 * @return bool
 */
function islet_is_first_paint_build( $build ) {
	return is_array( $build ) && isset( $build['key'], $build['css'] ) && is_string( $build['key'] ) && is_array( $build['css'] );
}

/**
 * The stored rules by handle for a page type and key, or null.
 *
 * @param string $type Page type.
 * @param string $key  islet_first_paint_key().
 * @return array<string, string>|null
 */
function islet_first_paint_css_for( $type, $key ) {
	foreach ( islet_first_paint_builds( $type ) as $build ) {
		if ( $build['key'] === $key ) {
			return $build['css'];
		}
	}
	return null;
}

/**
 * Works out the page's key before its head stylesheets print (wp_print_styles, 1), prints it for
 * the builder, and remembers a page that has no build yet.
 */
function islet_first_paint_prepare() {
	$type = islet_first_paint_page_type();
	if ( null !== islet_first_paint_state() || null === $type || ! islet_first_paint_applies() || ! did_action( 'wp_head' ) ) {
		return;
	}
	$styles = wp_styles();
	$key    = islet_first_paint_key( $styles, islet_styles_to_print( $styles ) );
	$css    = islet_first_paint_css_for( $type, $key );
	islet_first_paint_state(
		array(
			'type' => $type,
			'key'  => $key,
			'css'  => $css,
		)
	);
	printf( '<meta name="islet-first-paint" content="%s">' . "\n", esc_attr( $type . ' ' . $key ) );
	if ( null === $css && ! is_user_logged_in() ) {
		islet_want_first_paint_build( $type, $key, islet_current_page_url() );
	}
}

/**
 * This page's address on the store (the builder fetches it as a new visitor).
 *
 * @return string
 */
function islet_current_page_url() {
	$uri = isset( $_SERVER['REQUEST_URI'] ) ? esc_url_raw( wp_unslash( $_SERVER['REQUEST_URI'] ) ) : '/';
	return home_url( '/' . ltrim( substr( (string) wp_parse_url( $uri, PHP_URL_PATH ), 0, 300 ), '/' ) . islet_search_query( $uri ) );
}

/**
 * A search page's query (`?s=…&post_type=…`), which is its address; other queries are dropped.
 *
 * @param string $uri Request URI.
 * @return string
 */
function islet_search_query( $uri ) {
	parse_str( (string) wp_parse_url( $uri, PHP_URL_QUERY ), $query );
	$kept = array_intersect_key( $query, array_flip( array( 's', 'post_type' ) ) );
	return isset( $kept['s'] ) && is_string( $kept['s'] ) ? '?' . http_build_query( array_map( 'strval', $kept ) ) : '';
}

/**
 * Remembers that a page type wants a build for a key (written only when that changes).
 *
 * @param string $type Page type.
 * @param string $key  Key.
 * @param string $url  A page of the type.
 */
function islet_want_first_paint_build( $type, $key, $url ) {
	$wanted = islet_first_paint_wanted();
	if ( isset( $wanted[ $type ] ) && $wanted[ $type ]['key'] === $key ) {
		return;
	}
	$wanted[ $type ] = array(
		'key' => $key,
		'url' => $url,
	);
	update_option( ISLET_FIRST_PAINT_WANTED, $wanted, true );
}

/**
 * The page types waiting for a build: type => {key, url}.
 *
 * @return array<string, array{key: string, url: string}>
 */
function islet_first_paint_wanted() {
	$wanted = get_option( ISLET_FIRST_PAINT_WANTED, array() );
	$valid  = array();
	foreach ( is_array( $wanted ) ? $wanted : array() as $type => $entry ) {
		if ( is_array( $entry ) && isset( $entry['key'], $entry['url'] ) && is_string( $entry['key'] ) && is_string( $entry['url'] ) ) {
			$valid[ (string) $type ] = array(
				'key' => $entry['key'],
				'url' => $entry['url'],
			);
		}
	}
	return $valid;
}

/**
 * A head stylesheet with built rules: the rules inline where the link was (the cascade keeps its
 * order), then the link itself inside `<noscript data-islet-deferred>`, which the footer's loader
 * turns back into the link once the page has loaded (style_loader_tag, 20). A browser without
 * scripts reads the link from the `<noscript>` at once. Loading the rest of the sheet after the
 * load event keeps its bytes off the first paint's and the product image's way.
 *
 * @param string $tag    The link.
 * @param string $handle Style handle.
 * @param string $href   Stylesheet URL.
 * @param string $media  Media.
 * @return string
 */
function islet_first_paint_style_tag( $tag, $handle, $href = '', $media = 'all' ) {
	$state = islet_first_paint_state();
	if ( null === $state || null === $state['css'] || ! isset( $state['css'][ $handle ] ) || ! in_array( $media, array( '', 'all', 'screen' ), true ) || doing_action( 'wp_footer' ) ) {
		return $tag;
	}
	$rules = '' === $state['css'][ $handle ] ? '' : '<style id="' . esc_attr( $handle ) . '-critical-css">' . $state['css'][ $handle ] . "</style>\n";
	return $rules . '<noscript data-islet-deferred>' . trim( $tag ) . "</noscript>\n";
}

/**
 * The loader of the deferred stylesheets (wp_footer, 1): after the load event, each
 * `<noscript data-islet-deferred>` becomes the link it holds, in its place, one in each task: a
 * link costs the main thread 2 to 12 ms at 4x CPU, and the fifteen of the home page inserted at
 * once were one task of 80 to 110 ms (docs/decisions/0039-first-paint.md). Once every link has
 * loaded or failed, the loader's script element gets `data-done` and the document hears
 * `islet:deferred-styles`: work that measures the page waits for it (src/dom/deferred-styles.ts).
 */
function islet_print_deferred_styles_loader() {
	$state = islet_first_paint_state();
	if ( null === $state || null === $state['css'] ) {
		return;
	}
	echo "<script id=\"islet-deferred-styles\">(function(){var w=1;function o(){if(--w===0){var s=document.getElementById('islet-deferred-styles');if(s)s.setAttribute('data-done','');document.dispatchEvent(new Event('islet:deferred-styles'))}}function n(q){var e=q.shift();if(!e)return o();var p=e.previousSibling;e.insertAdjacentHTML('beforebegin',e.textContent);for(var x=e.previousSibling;x&&x!==p;x=x.previousSibling)if(x.tagName==='LINK'){w++;x.addEventListener('load',o);x.addEventListener('error',o)}e.remove();setTimeout(function(){n(q)},0)}function l(){n([].slice.call(document.querySelectorAll('noscript[data-islet-deferred]')))}if(document.readyState==='complete')l();else addEventListener('load',l)})();</script>\n";
}
