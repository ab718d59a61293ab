<?php
/**
 * Which legacy scripts leave a page: the rule. A script (or an inline script a hook prints)
 * leaves only when every island that does its work was printed on this page and the page is of
 * a type where those islands can do it; a script another kept script depends on stays, and the
 * dependencies only removed scripts needed go with them, as WordPress would not print them.
 * The table is includes/legacy-scripts.json.
 * docs/decisions/0011-legacy-scripts-by-printed-islands.md says why it is decided here.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The table's `libraries` without its comment.
 *
 * @param array $section Handle => global.
 * @return array<string, string>
 */
function islet_legacy_libraries_of( array $section ) {
	$libraries = array();
	foreach ( $section as $handle => $global ) {
		if ( '$' !== substr( (string) $handle, 0, 1 ) && is_string( $global ) ) {
			$libraries[ (string) $handle ] = $global;
		}
	}
	return $libraries;
}

/** A page type that matches every page in the table's `pages`. */
const ISLET_ANY_PAGE = '*';

/**
 * The table: `handles` (script handle => row) and `inline` (hook callback => row), each row
 * with `islands` and `pages`; inline rows also name their `hook`.
 *
 * @return array{handles: array<string, array>, inline: array<string, array>}
 */
function islet_legacy_table() {
	static $table = null;
	if ( null === $table ) {
		$raw   = file_get_contents( __DIR__ . '/legacy-scripts.json' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a file of the plugin.
		$data  = is_string( $raw ) ? json_decode( $raw, true ) : null;
		$table = array(
			'handles'   => isset( $data['handles'] ) && is_array( $data['handles'] ) ? $data['handles'] : array(),
			'inline'    => isset( $data['inline'] ) && is_array( $data['inline'] ) ? $data['inline'] : array(),
			'parts'     => isset( $data['parts'] ) && is_array( $data['parts'] ) ? $data['parts'] : array(),
			'styles'    => isset( $data['styles'] ) && is_array( $data['styles'] ) ? $data['styles'] : array(),
			'libraries' => isset( $data['libraries'] ) && is_array( $data['libraries'] ) ? islet_legacy_libraries_of( $data['libraries'] ) : array(),
		);
	}
	/**
	 * Filters the legacy scripts Islet may take off a page. Remove a row to keep a script
	 * everywhere; add one for a script an island of yours replaces.
	 *
	 * @param array $table `handles` and `inline` rows: `islands` (all must be printed on the
	 *                     page), `pages` (page types, `*` for any), `hook` (inline rows).
	 */
	return apply_filters( 'islet_legacy_table', $table );
}

/**
 * What kind of page this request shows, in the table's words.
 *
 * @return string product | cart | checkout | search | shop | product-taxonomy | home | page | other
 */
function islet_page_type() {
	$checks = array(
		'product'          => 'is_product',
		'cart'             => 'is_cart',
		'checkout'         => 'is_checkout',
		'search'           => 'is_search',
		'shop'             => 'is_shop',
		'product-taxonomy' => 'is_product_taxonomy',
		'home'             => 'is_front_page',
		'page'             => 'is_page',
	);
	$type = 'other';
	foreach ( $checks as $name => $check ) {
		if ( function_exists( $check ) && call_user_func( $check ) ) {
			$type = $name;
			break;
		}
	}
	if ( 'other' === $type && is_home() ) {
		$type = 'home';
	}
	/**
	 * Filters the page type the legacy-script table is read with.
	 *
	 * @param string $type Detected.
	 */
	return (string) apply_filters( 'islet_page_type', $type );
}

/**
 * Whether a table row applies: its page types include this page and all its islands were
 * printed, or the same holds for one of its `or` sets.
 *
 * @param array    $row       Table row.
 * @param string[] $islands   Islands printed on the page.
 * @param string   $page_type See islet_page_type().
 * @return bool
 */
function islet_legacy_row_applies( array $row, array $islands, $page_type ) {
	$sets = array_merge( array( $row ), isset( $row['or'] ) ? (array) $row['or'] : array() );
	foreach ( $sets as $set ) {
		$pages = isset( $set['pages'] ) ? (array) $set['pages'] : array();
		$needs = isset( $set['islands'] ) ? (array) $set['islands'] : array();
		$page  = in_array( ISLET_ANY_PAGE, $pages, true ) || in_array( $page_type, $pages, true );
		if ( $page && array() !== $needs && array() === array_diff( $needs, $islands ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The handles reachable from $roots through their dependencies, the roots included.
 *
 * @param string[]                 $roots Handles.
 * @param array<string, string[]> $deps  Handle => dependencies.
 * @return array<string, true>
 */
function islet_dependency_closure( array $roots, array $deps ) {
	$seen  = array();
	$stack = $roots;
	while ( array() !== $stack ) {
		$handle = array_pop( $stack );
		if ( isset( $seen[ $handle ] ) ) {
			continue;
		}
		$seen[ $handle ] = true;
		foreach ( isset( $deps[ $handle ] ) ? (array) $deps[ $handle ] : array() as $dep ) {
			$stack[] = (string) $dep;
		}
	}
	return $seen;
}

/**
 * The libraries whose global (`jQuery` …) an inline script of the page names, where no printed
 * handle owns that script (a hook printed it, so no registered dependency says what it needs).
 * Only the page's script elements count: text in a comment or a review names nothing.
 *
 * @param Islet_Page $page    Page.
 * @param string[]   $printed Printed handles.
 * @param int[]      $leaving Script elements that leave the page (their start tags).
 * @param array|null $table   islet_legacy_table() by default.
 * @return string[] Library handles.
 */
function islet_legacy_inline_libraries( Islet_Page $page, array $printed, array $leaving = array(), $table = null ) {
	$table   = null === $table ? islet_legacy_table() : $table;
	$doc     = $page->doc;
	$leaving = array_flip( $leaving );
	$code    = array();
	foreach ( isset( $doc->by_name['script'] ) ? $doc->by_name['script'] : array() as $index ) {
		$id    = (string) $doc->attribute( $index, 'id' );
		$owner = preg_match( '/^(.+)-js(?:-extra|-before|-after|-translations)$/', $id, $found ) ? $found[1] : null;
		$owned = null !== $owner && in_array( $owner, $printed, true );
		if ( ! isset( $leaving[ $index ] ) && ! $owned && null === $doc->attribute( $index, 'src' ) && islet_script_runs( $doc, $index ) ) {
			$code[] = $doc->text_of( $index );
		}
	}
	$named = array();
	foreach ( isset( $table['libraries'] ) ? $table['libraries'] : array() as $handle => $global ) {
		foreach ( $code as $body ) {
			if ( preg_match( '/(?<![\w$])' . preg_quote( $global, '/' ) . '(?![\w$])/', $body ) ) {
				$named[] = (string) $handle;
				break;
			}
		}
	}
	return $named;
}

/**
 * Whether the islands that do a row's work are switched on, in its main set or in one of its
 * `or` sets (printed on this page or not).
 *
 * @param array $row Table row.
 * @return bool
 */
function islet_legacy_row_enabled( array $row ) {
	$sets = array_merge( array( $row ), isset( $row['or'] ) ? (array) $row['or'] : array() );
	foreach ( $sets as $set ) {
		$needs = isset( $set['islands'] ) ? (array) $set['islands'] : array();
		if ( array() !== $needs && count( $needs ) === count( array_filter( $needs, 'islet_is_island_enabled' ) ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The table's handles with nothing to do on the finished page: none of their `worksOn` classes
 * is on any element. They leave where the islands that replace them are switched on, as their
 * other rows do, whether or not those islands were printed on this page.
 *
 * @param Islet_Page $page  Page.
 * @param array|null $table islet_legacy_table() by default.
 * @return string[]
 */
function islet_legacy_idle_handles( Islet_Page $page, $table = null ) {
	$table = null === $table ? islet_legacy_table() : $table;
	return islet_legacy_idle_keys( $page, $table['handles'] );
}

/**
 * The table's inline scripts with nothing to do on the finished page, as
 * islet_legacy_idle_handles() finds handles: none of their `worksOn` classes is on any element
 * and the islands that replace them are switched on.
 *
 * @param Islet_Page $page  Page.
 * @param array|null $table islet_legacy_table() by default.
 * @return string[] Callback names.
 */
function islet_legacy_idle_inline( Islet_Page $page, $table = null ) {
	$table = null === $table ? islet_legacy_table() : $table;
	return islet_legacy_idle_keys( $page, $table['inline'] );
}

/**
 * The keys of one table section's rows with `worksOn` classes, none on the page, whose islands
 * are switched on.
 *
 * @param Islet_Page $page Page.
 * @param array      $rows Key => row.
 * @return string[]
 */
function islet_legacy_idle_keys( Islet_Page $page, array $rows ) {
	$idle = array();
	foreach ( $rows as $key => $row ) {
		$works_on = isset( $row['worksOn'] ) ? (array) $row['worksOn'] : array();
		if ( array() !== $works_on && islet_legacy_row_enabled( $row ) && ! islet_page_has_any_class( $page, $works_on ) ) {
			$idle[] = (string) $key;
		}
	}
	return $idle;
}

/**
 * The table's inline scripts with work on this page that no island does: an element has one of
 * their `staysWith` classes (CommerceKit's blocks for WooCommerce's block mini cart, say). They
 * stay whatever islands were printed.
 *
 * @param Islet_Page $page  Page.
 * @param array|null $table islet_legacy_table() by default.
 * @return string[] Callback names.
 */
function islet_legacy_busy_inline( Islet_Page $page, $table = null ) {
	$table = null === $table ? islet_legacy_table() : $table;
	$busy  = array();
	foreach ( $table['inline'] as $key => $row ) {
		if ( islet_page_has_any_class( $page, isset( $row['staysWith'] ) ? (array) $row['staysWith'] : array() ) ) {
			$busy[] = (string) $key;
		}
	}
	return $busy;
}

/**
 * Whether an element of the page has one of these classes.
 *
 * @param Islet_Page $page    Page.
 * @param array      $classes Class names.
 * @return bool
 */
function islet_page_has_any_class( Islet_Page $page, array $classes ) {
	foreach ( $classes as $class ) {
		if ( array() !== $page->doc->with_class( (string) $class ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The printed handles to take off the page.
 *
 * Candidates are the table's handles whose islands were all printed on a page of their type,
 * those with nothing to work on there ($idle), and on a page with islands the table's
 * libraries (jQuery and its kin), which do nothing by themselves.
 * What stays is everything else that was printed, the directly queued scripts that are not
 * candidates, and all they need; a candidate, or a dependency of one, that nothing staying
 * needs is removed. So a script another plugin's kept script depends on stays (when in doubt,
 * keep it), and underscore and wp-util go with add-to-cart-variation when nothing else uses them.
 *
 * @param string[]                 $islands   Islands printed on the page.
 * @param string                   $page_type See islet_page_type().
 * @param array                    $printed   {printed: string[] handles in print order, queue: string[], deps: array<string, string[]>}.
 * @param array|null               $table     islet_legacy_table() by default.
 * @param string[]                 $idle      See islet_legacy_idle_handles().
 * @param string[]                 $named     Libraries an inline script names (islet_legacy_inline_libraries()).
 * @return string[] Handles, in print order.
 */
function islet_legacy_removals( array $islands, $page_type, array $printed, $table = null, array $idle = array(), array $named = array() ) {
	$table      = null === $table ? islet_legacy_table() : $table;
	$handles    = $printed['printed'];
	$deps       = $printed['deps'];
	$libraries  = array() !== $islands && isset( $table['libraries'] ) ? array_keys( $table['libraries'] ) : array();
	$candidates = array();
	foreach ( $handles as $handle ) {
		$row = isset( $table['handles'][ $handle ] ) ? $table['handles'][ $handle ] : null;
		if ( in_array( $handle, $libraries, true ) || ( null !== $row && ( in_array( $handle, $idle, true ) || islet_legacy_row_applies( $row, $islands, $page_type ) ) ) ) {
			$candidates[] = $handle;
		}
	}
	if ( array() === $candidates ) {
		return array();
	}
	$removable = islet_dependency_closure( $candidates, $deps );
	$roots     = array();
	foreach ( $handles as $handle ) {
		$queued = in_array( $handle, $printed['queue'], true ) && ! in_array( $handle, $candidates, true );
		if ( $queued || ! isset( $removable[ $handle ] ) || in_array( $handle, $named, true ) ) {
			$roots[] = $handle;
		}
	}
	$needed = islet_dependency_closure( $roots, $deps );
	return array_values(
		array_filter(
			$handles,
			static function ( $handle ) use ( $removable, $needed ) {
				return isset( $removable[ $handle ] ) && ! isset( $needed[ $handle ] );
			}
		)
	);
}

/**
 * The inline-script rows (hook callbacks) to take off the page.
 *
 * @param string[]   $islands   Islands printed on the page.
 * @param string     $page_type See islet_page_type().
 * @param array|null $table     islet_legacy_table() by default.
 * @return string[] Callback names.
 */
function islet_legacy_inline_removals( array $islands, $page_type, $table = null ) {
	$table = null === $table ? islet_legacy_table() : $table;
	return islet_legacy_applying_keys( $table['inline'], $islands, $page_type );
}

/**
 * The keys of the rows of one table section that apply on this page.
 *
 * @param array    $rows      Key => row.
 * @param string[] $islands   Islands printed on the page.
 * @param string   $page_type See islet_page_type().
 * @return string[]
 */
function islet_legacy_applying_keys( array $rows, array $islands, $page_type ) {
	$keys = array();
	foreach ( $rows as $key => $row ) {
		if ( islet_legacy_row_applies( $row, $islands, $page_type ) ) {
			$keys[] = (string) $key;
		}
	}
	return $keys;
}

/**
 * The inline parts of kept handles to take off the page (`parts` rows), by element id.
 *
 * @param string[]   $islands   Islands printed on the page.
 * @param string     $page_type See islet_page_type().
 * @param array|null $table     islet_legacy_table() by default.
 * @return string[] Element ids, e.g. `shoptimizer-main-js-after`.
 */
function islet_legacy_part_removals( array $islands, $page_type, $table = null ) {
	$table = null === $table ? islet_legacy_table() : $table;
	return islet_legacy_applying_keys( isset( $table['parts'] ) ? (array) $table['parts'] : array(), $islands, $page_type );
}

/**
 * The stylesheet handles to take off the page (`styles` rows).
 *
 * @param string[]   $islands   Islands printed on the page.
 * @param string     $page_type See islet_page_type().
 * @param array|null $table     islet_legacy_table() by default.
 * @return string[] Style handles, e.g. `popup-maker-site`.
 */
function islet_legacy_style_removals( array $islands, $page_type, $table = null ) {
	$table = null === $table ? islet_legacy_table() : $table;
	return islet_legacy_applying_keys( isset( $table['styles'] ) ? (array) $table['styles'] : array(), $islands, $page_type );
}
