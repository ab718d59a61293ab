<?php
/**
 * The legacy-script rule applied to a finished page, in the output buffer, once the islands
 * on it are known: the scripts WordPress printed are remembered after the footer scripts, the
 * inline scripts of the table's hook callbacks are marked while they print
 * (includes/legacy-markers.php), and the handler takes off what islet_legacy_removals() and
 * islet_legacy_inline_removals() say: script, link and style elements found by the page's
 * index (Islet_Html), never by searching its text.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The inline parts WordPress prints with a script, by the suffix of their element's id. */
const ISLET_SCRIPT_ID_SUFFIXES = array( '', '-extra', '-before', '-after', '-translations' );

/**
 * The scripts WordPress printed on this request, remembered once the footer scripts are out
 * (the output handler may run when WordPress's objects are already gone). Called with an
 * argument (tests), it sets them; null forgets them.
 *
 * @param array|null|false $set {printed, queue, deps, data} to remember; false (default) reads.
 * @return array|null {printed: string[], queue: string[], deps: array<string, string[]>, data:
 *                     array<string, string>}, or null before the footer.
 */
function islet_printed_scripts( $set = false ) {
	static $printed = null;
	if ( false !== $set ) {
		$printed = $set;
	}
	return $printed;
}

/**
 * Remembers what WordPress printed (wp_print_footer_scripts, last): the handles in print
 * order, the queue, each printed handle's registered dependencies, and the objects passed to
 * wp_localize_script() for each registered script (its `data`, which the islands read:
 * includes/page-data.php).
 *
 * @param WP_Scripts|null $scripts Registry (tests); the global one by default.
 */
function islet_remember_printed_scripts( $scripts = null ) {
	$scripts = $scripts ? $scripts : wp_scripts();
	$deps    = array();
	$data    = array();
	foreach ( $scripts->done as $handle ) {
		$deps[ $handle ] = isset( $scripts->registered[ $handle ] ) ? array_values( (array) $scripts->registered[ $handle ]->deps ) : array();
	}
	// Every registered script's, printed or not: a plugin's settings stay known when its script left the queue.
	foreach ( array_keys( $scripts->registered ) as $handle ) {
		$extra = $scripts->get_data( $handle, 'data' );
		if ( is_string( $extra ) && '' !== $extra ) {
			$data[ $handle ] = $extra;
		}
	}
	islet_printed_scripts(
		array(
			'printed' => array_values( $scripts->done ),
			'queue'   => array_values( $scripts->queue ),
			'deps'    => $deps,
			'data'    => $data,
		)
	);
}

/**
 * Remembers again what WordPress printed by the end of the request (shutdown, before WordPress
 * flushes the buffers), so a script printed after the footer scripts still counts as kept. Only
 * once the footer scripts were remembered: a page that died before them keeps every script.
 */
function islet_refresh_printed_scripts() {
	if ( null !== islet_printed_scripts() ) {
		islet_remember_printed_scripts();
	}
}

/**
 * Whether this request's page goes through Islet's output buffer, so the markers will be read
 * and dropped. islet_start_buffer() says so.
 *
 * @param bool|null $set New state; null reads.
 * @return bool
 */
function islet_page_is_buffered( $set = null ) {
	static $buffered = false;
	if ( null !== $set ) {
		$buffered = (bool) $set;
	}
	return $buffered;
}

/**
 * Whether a script element runs code (a data block such as JSON does not).
 *
 * @param Islet_Html $doc   Page.
 * @param int        $index Its start tag.
 * @return bool
 */
function islet_script_runs( Islet_Html $doc, $index ) {
	$type = strtolower( trim( (string) $doc->attribute( $index, 'type' ) ) );
	return in_array( $type, array( '', 'text/javascript', 'application/javascript', 'module' ), true );
}

/**
 * An element's range with the blanks before it on its line and after it up to a line break,
 * as removing it should leave the page's lines.
 *
 * @param Islet_Html $doc   Page.
 * @param int        $start Offset.
 * @param int        $end   Offset past the element.
 * @return array{0: int, 1: int}
 */
function islet_line_span( Islet_Html $doc, $start, $end ) {
	while ( $start > 0 && ( ' ' === $doc->html[ $start - 1 ] || "\t" === $doc->html[ $start - 1 ] ) ) {
		--$start;
	}
	$end += strspn( $doc->html, " \t", $end );
	if ( "\r\n" === substr( $doc->html, $end, 2 ) ) {
		$end += 2;
	} elseif ( isset( $doc->html[ $end ] ) && "\n" === $doc->html[ $end ] ) {
		++$end;
	}
	return array( $start, $end );
}

/**
 * Removes script elements (each with the blanks of its line: islet_line_span()) and other
 * ranges from the page.
 *
 * @param Islet_Page                        $page    Page.
 * @param int[]                             $scripts Start tags of closed script elements.
 * @param array<int, array{0: int, 1: int}> $ranges  Other [start, end) ranges.
 */
function islet_remove_scripts( Islet_Page $page, array $scripts, array $ranges = array() ) {
	foreach ( $scripts as $index ) {
		$ranges[] = islet_line_span( $page->doc, $page->doc->at[ $index ], $page->doc->end_of( $index ) );
	}
	islet_remove_ranges( $page, $ranges );
}

/**
 * Removes ranges from the page, ranges that meet on blanks clipped so none overlaps another.
 *
 * @param Islet_Page                $page   Page.
 * @param array<int, array{0: int, 1: int}> $ranges [start, end) each.
 */
function islet_remove_ranges( Islet_Page $page, array $ranges ) {
	sort( $ranges );
	$after = 0;
	foreach ( $ranges as list( $start, $end ) ) {
		$start = max( $start, $after );
		if ( $end > $start ) {
			$page->replace( $start, $end, '' );
			$after = $end;
		}
	}
}

/**
 * The script elements of the page that leave: those with these element ids, and those that
 * run code in the marked parts of these callbacks (their markup and styles stay: CommerceKit
 * prints its waitlist form next to its script).
 *
 * @param Islet_Page $page      Page.
 * @param string[]   $ids       Element ids (`HANDLE-js`, `HANDLE-js-after` …).
 * @param array[]    $marked    islet_marked_parts()['parts'].
 * @param string[]   $callbacks Marked callbacks whose scripts go.
 * @return int[] Start tag indexes.
 */
function islet_leaving_scripts( Islet_Page $page, array $ids, array $marked = array(), array $callbacks = array() ) {
	$doc     = $page->doc;
	$ids     = array_flip( $ids );
	$parts   = array_filter(
		$marked,
		static function ( $part ) use ( $callbacks ) {
			return in_array( $part['callback'], $callbacks, true );
		}
	);
	$leaving = array();
	foreach ( isset( $doc->by_name['script'] ) ? $doc->by_name['script'] : array() as $index ) {
		if ( $doc->end_of( $index ) < 0 ) {
			continue;
		}
		$id = $doc->attribute( $index, 'id' );
		if ( null !== $id && isset( $ids[ $id ] ) ) {
			$leaving[] = $index;
			continue;
		}
		foreach ( $parts as $part ) {
			if ( $doc->at[ $index ] >= $part['from'] && $doc->end_of( $index ) <= $part['to'] && islet_script_runs( $doc, $index ) ) {
				$leaving[] = $index;
				break;
			}
		}
	}
	return $leaving;
}

/**
 * The element ids WordPress printed for these script handles: the script and its -extra,
 * -before, -after and -translations inline parts.
 *
 * @param string[] $handles Script handles.
 * @return string[]
 */
function islet_script_element_ids( array $handles ) {
	$ids = array();
	foreach ( $handles as $handle ) {
		foreach ( ISLET_SCRIPT_ID_SUFFIXES as $suffix ) {
			$ids[] = $handle . '-js' . $suffix;
		}
	}
	return $ids;
}

/**
 * The elements WordPress printed for these stylesheet handles: the `<link id="HANDLE-css">` and
 * its `<style id="HANDLE-inline-css">`, as [start, end) ranges.
 *
 * @param Islet_Page $page    Page.
 * @param string[]   $handles Style handles.
 * @return array<int, array{0: int, 1: int}>
 */
function islet_style_ranges( Islet_Page $page, array $handles ) {
	$doc    = $page->doc;
	$ids    = array();
	$ranges = array();
	foreach ( $handles as $handle ) {
		$ids[ $handle . '-css' ]        = 'link';
		$ids[ $handle . '-inline-css' ] = 'style';
	}
	foreach ( array( 'link', 'style' ) as $name ) {
		foreach ( array() === $ids || ! isset( $doc->by_name[ $name ] ) ? array() : $doc->by_name[ $name ] as $index ) {
			$id  = $doc->attribute( $index, 'id' );
			$end = 'link' === $name ? $doc->to[ $index ] : $doc->end_of( $index );
			if ( null !== $id && isset( $ids[ $id ] ) && $ids[ $id ] === $name && $end >= 0 ) {
				$ranges[] = islet_line_span( $doc, $doc->at[ $index ], $end );
			}
		}
	}
	return $ranges;
}

/**
 * Listing cards whose quick-add script left the page (a product page, where the variation
 * form's island replaces CommerceKit's swatch script) become plain cards: no loading
 * placeholder, no quick-add form that nothing would run, WooCommerce's "Select options" link.
 * Not where the listing-swatches island runs the cards.
 *
 * @param Islet_Page $page Page.
 */
function islet_settle_listing_cards( Islet_Page $page ) {
	foreach ( $page->doc->with_class( 'cgkit-swatch-loading', 'li' ) as $index ) {
		$tag     = $page->doc->tag_text( $index );
		$settled = preg_replace_callback(
			'#^<li class="([^"]*)"#',
			static function ( $match ) {
				$classes = array_diff( preg_split( '/\s+/', trim( $match[1] ) ), array( 'cgkit-swatch-loading', 'ckit-hide-cta' ) );
				return '<li class="' . implode( ' ', $classes ) . '"';
			},
			$tag
		);
		if ( is_string( $settled ) && $settled !== $tag ) {
			$page->replace( $page->doc->at[ $index ], $page->doc->to[ $index ], $settled );
		}
	}
	foreach ( $page->all( ISLET_CARD_FORM_START ) as $index ) {
		$page->insert( $page->doc->at[ $index ] + strlen( '<form ' ), 'hidden style="display: none;" ' );
	}
}

/**
 * The rule on a finished page: the islands on it decide which printed scripts and marked
 * inline scripts leave; this request's markers go in any case.
 *
 * @param Islet_Page $page      Page, islands placed.
 * @param string     $page_type See islet_page_type().
 * @param array      $printed   See islet_printed_scripts().
 * @return array{handles: string[], inline: string[], parts: string[], styles: string[]}
 */
function islet_apply_legacy_rule( Islet_Page $page, $page_type, array $printed ) {
	$islands = $page->islands();
	$inline  = array_values( array_diff( array_unique( array_merge( islet_legacy_inline_removals( $islands, $page_type ), islet_legacy_idle_inline( $page ) ) ), islet_legacy_busy_inline( $page ) ) );
	$parts   = islet_legacy_part_removals( $islands, $page_type );
	$styles  = islet_legacy_style_removals( $islands, $page_type );
	$idle    = islet_legacy_idle_handles( $page );
	$marked  = islet_marked_parts( $page );
	// The inline scripts that stay decide which libraries they still need.
	$first   = islet_leaving_scripts( $page, $parts, $marked['parts'], $inline );
	$named   = islet_legacy_inline_libraries( $page, $printed['printed'], $first );
	$handles = islet_legacy_removals( $islands, $page_type, $printed, null, $idle, $named );
	$scripts = array_merge( $first, islet_leaving_scripts( $page, islet_script_element_ids( $handles ) ) );
	islet_remove_scripts( $page, $scripts, array_merge( $marked['markers'], islet_style_ranges( $page, $styles ) ) );
	$table = islet_legacy_table()['handles'];
	foreach ( $handles as $handle ) {
		if ( isset( $table[ $handle ]['settle'] ) && 'listing-cards' === $table[ $handle ]['settle'] && ! in_array( 'listing-swatches', $islands, true ) ) {
			islet_settle_listing_cards( $page );
			break;
		}
	}
	return array(
		'handles' => $handles,
		'inline'  => $inline,
		'parts'   => $parts,
		'styles'  => $styles,
	);
}
