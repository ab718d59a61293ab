<?php
/**
 * The legacy-script rule applied to a finished page, in the output buffer, once the islands
 * on it are known: the scripts WordPress printed are remembered after the footer scripts, the
 * inline scripts of the table's hook callbacks are marked while they print, and the handler
 * takes off what islet_legacy_removals() and islet_legacy_inline_removals() say.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The inline parts WordPress prints with a script, by the suffix of their element's id. */
const ISLET_SCRIPT_ID_SUFFIXES = array( '', '-extra', '-before', '-after', '-translations' );

/**
 * The islands printed in $html, each name once.
 *
 * @param string $html Page.
 * @return string[]
 */
function islet_islands_in_html( $html ) {
	preg_match_all( '/<div data-island="([^"]+)"/', $html, $matches );
	return array_values( array_unique( $matches[1] ) );
}

/**
 * The scripts WordPress printed on this request, remembered once the footer scripts are out
 * (the output handler may run when WordPress's objects are already gone). Called with an
 * argument (tests), it sets them; null forgets them.
 *
 * @param array|null|false $set {printed, queue, deps} to remember; false (default) reads.
 * @return array|null {printed: string[], queue: string[], deps: array<string, string[]>}, or null before the footer.
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
 * order, the queue, and each printed handle's registered dependencies.
 *
 * @param WP_Scripts|null $scripts Registry (tests); the global one by default.
 */
function islet_remember_printed_scripts( $scripts = null ) {
	$scripts = $scripts ? $scripts : wp_scripts();
	$deps    = array();
	foreach ( $scripts->done as $handle ) {
		$deps[ $handle ] = isset( $scripts->registered[ $handle ] ) ? array_values( (array) $scripts->registered[ $handle ]->deps ) : array();
	}
	islet_printed_scripts(
		array(
			'printed' => array_values( $scripts->done ),
			'queue'   => array_values( $scripts->queue ),
			'deps'    => $deps,
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
 * Takes the elements WordPress printed for these handles out of $html: the script and its
 * -extra, -before, -after and -translations inline parts.
 *
 * @param string   $html    Page.
 * @param string[] $handles Script handles.
 * @return string
 */
function islet_strip_script_handles( $html, array $handles ) {
	$ids = array();
	foreach ( $handles as $handle ) {
		foreach ( ISLET_SCRIPT_ID_SUFFIXES as $suffix ) {
			$ids[] = $handle . '-js' . $suffix;
		}
	}
	return islet_strip_script_ids( $html, $ids );
}

/**
 * The page without the `<script>` elements of these ids.
 *
 * @param string   $html        Page.
 * @param string[] $element_ids Element ids.
 * @return string
 */
function islet_strip_script_ids( $html, array $element_ids ) {
	if ( array() === $element_ids ) {
		return $html;
	}
	$ids = array();
	foreach ( $element_ids as $id ) {
		$ids[] = preg_quote( $id, '#' );
	}
	$pattern = '#[ \t]*<script\b[^>]*?\sid=(["\'])(?:' . implode( '|', $ids ) . ')\1[^>]*>.*?</script>[ \t]*\r?\n?#is';
	$out     = preg_replace( $pattern, '', $html );
	return null === $out ? $html : $out;
}

/**
 * The page without the elements WordPress printed for these stylesheet handles: the
 * `<link id="HANDLE-css">` and its `<style id="HANDLE-inline-css">`.
 *
 * @param string   $html    Page.
 * @param string[] $handles Style handles.
 * @return string
 */
function islet_strip_style_handles( $html, array $handles ) {
	if ( array() === $handles ) {
		return $html;
	}
	$ids = array();
	foreach ( $handles as $handle ) {
		$ids[] = preg_quote( $handle, '#' );
	}
	$alternatives = implode( '|', $ids );
	$links        = '#[ \t]*<link\b[^>]*?\sid=(["\'])(?:' . $alternatives . ')-css\1[^>]*>[ \t]*\r?\n?#i';
	$styles       = '#[ \t]*<style\b[^>]*?\sid=(["\'])(?:' . $alternatives . ')-inline-css\1[^>]*>.*?</style>[ \t]*\r?\n?#is';
	$out          = preg_replace( array( $links, $styles ), '', $html );
	return null === $out ? $html : $out;
}

/**
 * The comment that opens (or closes) what a table callback printed.
 *
 * @param string $callback Function name.
 * @param bool   $closing  The closing one.
 * @return string
 */
function islet_legacy_marker( $callback, $closing = false ) {
	return '<!--' . ( $closing ? '/' : '' ) . 'islet-legacy:' . $callback . '-->';
}

/**
 * Wraps the table's callbacks on the hook now running in markers, so the output handler can
 * take their inline scripts off once it knows the page's islands. Runs first on each of those
 * hooks (the callbacks may have been added at any time before).
 */
function islet_mark_legacy_callbacks() {
	global $wp_filter;
	$hook = current_filter();
	if ( ! islet_page_is_buffered() || ! isset( $wp_filter[ $hook ] ) ) {
		return;
	}
	foreach ( islet_legacy_table()['inline'] as $callback => $row ) {
		$priority = isset( $row['hook'] ) && $row['hook'] === $hook ? has_action( $hook, $callback ) : false;
		if ( false === $priority ) {
			continue;
		}
		$args = 1;
		foreach ( $wp_filter[ $hook ]->callbacks[ $priority ] as $entry ) {
			if ( $entry['function'] === $callback ) {
				$args = (int) $entry['accepted_args'];
			}
		}
		remove_action( $hook, $callback, $priority );
		add_action(
			$hook,
			static function () use ( $callback ) {
				echo islet_legacy_marker( $callback ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a function name from the table.
				call_user_func_array( $callback, func_get_args() );
				echo islet_legacy_marker( $callback, true ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a function name from the table.
			},
			$priority,
			$args
		);
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
 * Takes the inline scripts of the removed callbacks out of their marked output (their markup
 * and styles stay: CommerceKit prints its waitlist form next to its script) and drops every
 * marker.
 *
 * @param string   $html      Page.
 * @param string[] $callbacks Callbacks whose scripts go.
 * @return string
 */
function islet_strip_marked_scripts( $html, array $callbacks ) {
	$out = preg_replace_callback(
		'#<!--islet-legacy:([\w\\\\]+)-->(.*?)<!--/islet-legacy:\1-->#s',
		static function ( $match ) use ( $callbacks ) {
			return in_array( $match[1], $callbacks, true ) ? islet_strip_inline_scripts( $match[2] ) : $match[2];
		},
		$html
	);
	$out = null === $out ? $html : $out;
	// A marker whose partner went out in another flush of the buffer.
	return (string) preg_replace( '#<!--/?islet-legacy:[\w\\\\]+-->#', '', $out );
}

/**
 * $html without its script elements that run code (data blocks such as JSON stay).
 *
 * @param string $html Fragment.
 * @return string
 */
function islet_strip_inline_scripts( $html ) {
	$out = preg_replace_callback(
		'#[ \t]*<script\b([^>]*)>.*?</script>[ \t]*\r?\n?#is',
		static function ( $match ) {
			$type = preg_match( '/\stype=(["\']?)([^"\'\s>]*)\1/i', $match[1], $found ) ? strtolower( $found[2] ) : '';
			return in_array( $type, array( '', 'text/javascript', 'application/javascript', 'module' ), true ) ? '' : $match[0];
		},
		$html
	);
	return null === $out ? $html : $out;
}

/**
 * Listing cards whose quick-add script left the page (a product page, where the variation
 * form's island replaces CommerceKit's swatch script) become plain cards: no loading
 * placeholder, no quick-add form that nothing would run, WooCommerce's "Select options" link.
 * Not where the listing-swatches island runs the cards.
 *
 * @param string $html Page.
 * @return string
 */
function islet_settle_listing_cards( $html ) {
	$out = preg_replace_callback(
		'#<li class="([^"]*\bcgkit-swatch-loading\b[^"]*)"#',
		static function ( $match ) {
			$classes = array_diff( preg_split( '/\s+/', trim( $match[1] ) ), array( 'cgkit-swatch-loading', 'ckit-hide-cta' ) );
			return '<li class="' . implode( ' ', $classes ) . '"';
		},
		$html
	);
	return str_replace( '<form class="cgkit-swatch-form ', '<form hidden style="display: none;" class="cgkit-swatch-form ', null === $out ? $html : $out );
}

/**
 * The rule on a finished page: the islands in it decide which printed scripts and marked
 * inline scripts leave.
 *
 * @param string $html      Page, islands placed.
 * @param string $page_type See islet_page_type().
 * @param array  $printed   See islet_printed_scripts().
 * @return array{html: string, handles: string[], inline: string[], parts: string[], styles: string[]}
 */
function islet_apply_legacy_rule( $html, $page_type, array $printed ) {
	$islands = islet_islands_in_html( $html );
	$inline  = islet_legacy_inline_removals( $islands, $page_type );
	$parts   = islet_legacy_part_removals( $islands, $page_type );
	$styles  = islet_legacy_style_removals( $islands, $page_type );
	$idle    = islet_legacy_idle_handles( $html );
	// The inline scripts that stay decide which libraries they still need.
	$html    = islet_strip_marked_scripts( islet_strip_script_ids( $html, $parts ), $inline );
	$named   = islet_legacy_inline_libraries( $html, $printed['printed'] );
	$handles = islet_legacy_removals( $islands, $page_type, $printed, null, $idle, $named );
	$html    = islet_strip_style_handles( islet_strip_script_handles( $html, $handles ), $styles );
	$table   = islet_legacy_table()['handles'];
	foreach ( $handles as $handle ) {
		if ( isset( $table[ $handle ]['settle'] ) && 'listing-cards' === $table[ $handle ]['settle'] && ! in_array( 'listing-swatches', $islands, true ) ) {
			$html = islet_settle_listing_cards( $html );
		}
	}
	return array(
		'html'    => $html,
		'handles' => $handles,
		'inline'  => $inline,
		'parts'   => $parts,
		'styles'  => $styles,
	);
}
