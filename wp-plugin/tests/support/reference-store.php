<?php
/**
 * The captured reference store (fixtures/reference-store/pages) as WordPress would have it
 * while rendering one of its pages: the scripts the page printed, registered with the
 * dependencies of fixtures/demo-store/script-graph.json and their localized objects, recorded
 * as printed; and WordPress's conditionals set for the page's type.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * A file of the repository, read.
 *
 * @param string $path Path from the repository root.
 * @return string
 */
function islet_test_repo_file( $path ) {
	$contents = file_get_contents( dirname( __DIR__, 3 ) . '/' . $path ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
	if ( ! is_string( $contents ) ) {
		throw new RuntimeException( "cannot read $path" );
	}
	return $contents;
}

/**
 * A captured page.
 *
 * @param string $file File name in fixtures/reference-store/pages.
 * @return string
 */
function islet_test_captured_page( $file ) {
	return islet_test_repo_file( 'fixtures/reference-store/pages/' . $file );
}

/**
 * Every captured page's file name, sorted.
 *
 * @return string[]
 */
function islet_test_captured_files() {
	$files = array_map( 'basename', glob( dirname( __DIR__, 3 ) . '/fixtures/reference-store/pages/*.html' ) );
	sort( $files );
	return $files;
}

/**
 * The reference store's registered dependencies.
 *
 * @return array<string, string[]>
 */
function islet_test_script_graph() {
	static $graph = null;
	if ( null === $graph ) {
		$graph = json_decode( islet_test_repo_file( 'fixtures/demo-store/script-graph.json' ), true )['deps'];
	}
	return $graph;
}

/**
 * The handles a page printed, in order (`<script id="HANDLE-js">`).
 *
 * @param string $html Page.
 * @return string[]
 */
function islet_test_printed_handles( $html ) {
	preg_match_all( '/<script\b[^>]*?\sid=["\']([^"\']+)-js["\']/', $html, $matches );
	return $matches[1];
}

/**
 * Registers the scripts a captured page printed, as the store had them: the graph's
 * dependencies, each `HANDLE-js-extra` object as the handle's data; records them as printed,
 * and queued when no other printed script depends on them (a page does not say which were
 * queued directly) or WooCommerce always queues them (the graph's `queued`: woocommerce.js).
 *
 * @param string          $html    Captured page.
 * @param WP_Scripts|null $scripts Registry; the global one by default.
 * @return WP_Scripts
 */
function islet_test_register_printed_scripts( $html, $scripts = null ) {
	$scripts = $scripts ? $scripts : wp_scripts();
	$graph   = islet_test_script_graph();
	$printed = islet_test_printed_handles( $html );
	$needed  = array();
	foreach ( $printed as $handle ) {
		$deps = isset( $graph[ $handle ] ) ? $graph[ $handle ] : array();
		$scripts->add( $handle, "/$handle.js", $deps, '1' );
		$needed = array_merge( $needed, $deps );
		if ( preg_match( '#<script[^>]*\sid=["\']' . preg_quote( $handle, '#' ) . '-js-extra["\'][^>]*>(.*?)</script>#s', $html, $extra ) ) {
			$scripts->add_data( $handle, 'data', trim( $extra[1] ) );
		}
	}
	$scripts->done = islet_test_with_aliases( $printed, $graph, json_decode( islet_test_repo_file( 'fixtures/demo-store/script-graph.json' ), true )['aliases'] );
	foreach ( array_diff( $scripts->done, $printed ) as $alias ) {
		if ( ! isset( $scripts->registered[ $alias ] ) ) {
			$scripts->add( $alias, false, $graph[ $alias ], '1' );
		}
	}
	$always         = json_decode( islet_test_repo_file( 'fixtures/demo-store/script-graph.json' ), true )['queued'];
	$scripts->queue = array_values( array_diff( $printed, array_diff( $needed, $always ) ) );
	return $scripts;
}

/**
 * The printed handles with the aliases WordPress counts as done too: a handle with no file of
 * its own (`jquery` → jquery-core, jquery-migrate) is done, without a tag, once its
 * dependencies are, when a printed handle needs it (WP_Scripts prints no tag for a handle
 * without a source but counts it done, after its dependencies).
 *
 * @param string[]                 $printed Handles printed as tags, in order.
 * @param array<string, string[]> $graph   Dependencies.
 * @param string[]                 $aliases Handles with no file of their own.
 * @return string[]
 */
function islet_test_with_aliases( array $printed, array $graph, array $aliases ) {
	$needed = array();
	foreach ( $printed as $handle ) {
		$needed = array_merge( $needed, isset( $graph[ $handle ] ) ? $graph[ $handle ] : array() );
	}
	$done = $printed;
	foreach ( array_intersect( $aliases, array_unique( $needed ) ) as $alias ) {
		$own = isset( $graph[ $alias ] ) ? $graph[ $alias ] : array();
		if ( in_array( $alias, $printed, true ) || array() === $own || array() !== array_diff( $own, $done ) ) {
			continue;
		}
		$last = max( array_map( static function ( $dep ) use ( $done ) {
			return array_search( $dep, $done, true );
		}, $own ) );
		array_splice( $done, $last + 1, 0, array( $alias ) );
	}
	return $done;
}

/**
 * Sets WordPress's conditionals for a captured page, read from its body classes, the way
 * WordPress set them when it printed them.
 *
 * @param string $html Captured page.
 */
function islet_test_visit_captured_page( $html ) {
	global $wp_query;
	$classes = preg_match( '/<body[^>]*\bclass="([^"]*)"/', $html, $match ) ? preg_split( '/\s+/', $match[1] ) : array();
	$has     = static function ( $name ) use ( $classes ) {
		return in_array( $name, $classes, true );
	};
	if ( $has( 'single-product' ) && preg_match( '/\bpostid-(\d+)\b/', $match[1], $post ) ) {
		$id                               = (int) $post[1];
		$GLOBALS['islet_test_product_id'] = $id;
		add_filter(
			'islet_product_id',
			static function () use ( $id ) {
				return $id;
			}
		);
	}
	$GLOBALS['islet_test_is_cart'] = $has( 'woocommerce-cart' );
	foreach ( array( 'woocommerce-checkout' => 'checkout', 'post-type-archive-product' => 'shop', 'tax-product_cat' => 'product-taxonomy' ) as $class => $page ) {
		if ( $has( $class ) ) {
			$GLOBALS['islet_test_wc_page'] = $page;
			break;
		}
	}
	$wp_query->is_search = $has( 'search-results' );
	$wp_query->is_home   = $has( 'blog' );
	$wp_query->is_page   = $has( 'page' );
}

/**
 * What CommerceKit's settings and gallery callbacks printed on a captured page, played as if
 * they had printed it on this request (includes/page-data.php keeps it as they print): the
 * first script element whose statements set `commercekit_ajs`, and the first that sets
 * `cgkit_attr_gallery`.
 *
 * @param string $html Captured page.
 */
function islet_test_play_commercekit_callbacks( $html ) {
	islet_captured_output( null );
	$doc  = new Islet_Html( $html );
	$keys = array(
		'commercekit' => 'commercekit_ajs',
		'gallery'     => 'cgkit_attr_gallery',
	);
	foreach ( isset( $doc->by_name['script'] ) ? $doc->by_name['script'] : array() as $index ) {
		$vars = islet_js_var_statements( $doc->text_of( $index ) );
		foreach ( $keys as $key => $name ) {
			if ( isset( $vars[ $name ] ) && $doc->end_of( $index ) > 0 ) {
				islet_captured_output( $key, substr( $html, $doc->at[ $index ], $doc->end_of( $index ) - $doc->at[ $index ] ) );
				unset( $keys[ $key ] );
			}
		}
	}
}

/**
 * A captured page as the theme renders it with Islet active: the captured HTML with what
 * wp_footer prints now (the cart-buttons island) before `</body>`. A page cut short (the
 * coming-soon product page dies part-way) never reached wp_footer.
 *
 * @param string $html Captured page.
 * @return string
 */
function islet_test_render_captured_page( $html ) {
	$end = strrpos( $html, '</body>' );
	if ( false === $end ) {
		return $html;
	}
	ob_start();
	do_action( 'wp_footer' );
	return substr( $html, 0, $end ) . (string) ob_get_clean() . substr( $html, $end );
}

/**
 * A captured page served with Islet active: WordPress's conditionals for its type, the scripts
 * it printed registered and remembered (as after wp_print_footer_scripts), then
 * template_redirect, the page rendered (wp_footer before `</body>`) and Islet's buffer.
 *
 * @param string        $html   Captured page (with any markup a test added).
 * @param callable|null $inside ( string $html ): string, while the page renders in the buffer
 *                              (hooks the theme fires in the body).
 * @param WP_Scripts|null $scripts Registry already holding the page's scripts; registered from
 *                                 the page by default.
 * @return string What the visitor receives.
 */
function islet_test_serve_captured_page( $html, $inside = null, $scripts = null ) {
	islet_test_visit_captured_page( $html );
	islet_remember_printed_scripts( $scripts ? $scripts : islet_test_register_printed_scripts( $html ) );
	ob_start();
	$level = ob_get_level();
	do_action( 'template_redirect' );
	islet_test_play_commercekit_callbacks( $html );
	echo islet_test_render_captured_page( $inside ? $inside( $html ) : $html ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a captured page.
	while ( ob_get_level() > $level ) {
		ob_end_flush();
	}
	return (string) ob_get_clean();
}

/**
 * A placement step run on markup alone: the markup indexed, the step's edits applied.
 *
 * @param callable $step    A placement taking the page first (islet_place_countdown …).
 * @param string   $html    Markup.
 * @param mixed    ...$args The step's other arguments.
 * @return string
 */
function islet_test_place( callable $step, $html, ...$args ) {
	return islet_transform_html(
		$html,
		static function ( Islet_Page $page ) use ( $step, $args ) {
			$step( $page, ...$args );
		}
	);
}

/**
 * The offset just past the element whose start tag opens at $start, or -1 (Islet_Html).
 *
 * @param string $html  Markup.
 * @param int    $start Offset of its `<`.
 * @return int
 */
function islet_test_element_end( $html, $start ) {
	$doc = new Islet_Html( $html );
	$tag = array_search( $start, $doc->at, true );
	return false === $tag ? -1 : $doc->end_of( $tag );
}

/**
 * Markup without the script elements WordPress printed for these handles (the legacy rule's
 * removal, alone).
 *
 * @param string   $html    Markup.
 * @param string[] $handles Script handles.
 * @return string
 */
function islet_test_strip_script_handles( $html, array $handles ) {
	return islet_transform_html(
		$html,
		static function ( Islet_Page $page ) use ( $handles ) {
			islet_remove_scripts( $page, islet_leaving_scripts( $page, islet_script_element_ids( $handles ) ) );
		}
	);
}

/**
 * Remembers $code as what was passed to wp_localize_script() for $handle (as
 * islet_remember_printed_scripts() remembers it after the footer scripts).
 *
 * @param string $handle Script handle.
 * @param string $code   `var NAME = JSON;` statements.
 */
function islet_test_localized( $handle, $code ) {
	$printed = islet_printed_scripts();
	$printed = null === $printed ? array(
		'printed' => array(),
		'queue'   => array(),
		'deps'    => array(),
	) : $printed;

	$printed['data'][ $handle ] = $code;
	islet_printed_scripts( $printed );
}

/**
 * The `-js-extra` script a captured page printed for $handle: its localized objects' code.
 *
 * @param string $html   Captured page.
 * @param string $handle Script handle.
 * @return string
 */
function islet_test_extra_script( $html, $handle ) {
	return preg_match( '#<script[^>]*\sid=["\']' . preg_quote( $handle, '#' ) . '-js-extra["\'][^>]*>(.*?)</script>#s', $html, $extra ) ? trim( $extra[1] ) : '';
}

/**
 * The captured store's options: its address, and WooCommerce and CommerceKit active with
 * CommerceKit's live search and wishlist on.
 *
 * @return array
 */
function islet_test_reference_options() {
	return array(
		'siteurl'        => 'http://127.0.0.1:8881',
		'home'           => 'http://127.0.0.1:8881',
		'active_plugins' => array( 'woocommerce/woocommerce.php', ISLET_COMMERCEKIT_PLUGIN ),
		'commercekit'    => array(
			'ajax_search' => 1,
			'wishlist'    => 1,
		),
		// The demo store's drawer asks CommerceKit for its blocks (its cart fragments carry neither
		// the free-shipping bar nor the bump row); on by choice here, as it is off by default.
		ISLET_OPTION     => array( 'blocks' => true ),
	);
}

/**
 * A store with these options, a built bundle (named $version) and the plugin's hooks added, as
 * plugins_loaded leaves it (WooCommerce's stand-ins loaded by the caller).
 *
 * @param array  $options Options.
 * @param string $version The bundle's version.
 */
function islet_test_boot_store( array $options, $version ) {
	islet_test_reset_wordpress( $options );
	add_filter(
		'islet_asset_manifest',
		static function () use ( $version ) {
			return array(
				'version' => $version,
				'boot'    => 'boot.js',
				'css'     => 'islands.css',
				'react'   => array(
					'version'  => '18.3.1',
					'react'    => 'vendor/react-18.3.1.min.js',
					'reactDom' => 'vendor/react-dom-18.3.1.min.js',
				),
			);
		}
	);
	islet_register_hooks( ISLET_FILE );
	do_action( 'plugins_loaded' );
}

