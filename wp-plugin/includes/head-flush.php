<?php
/**
 * The head leaves early (issue 31, docs/decisions/0039-first-paint.md). The output handler
 * changes the page once its islands are known (0009, 0011), so it buffers the page; without
 * more, the first byte left only when the page was finished. At the end of wp_head the buffer
 * is flushed: everything before the first element the handler may still change (a script
 * WordPress printed, an inline script marked for the legacy rule, a stylesheet the rule may take
 * off) leaves at once, the rest is held and changed with the body as before.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The output-buffer level of this request's page buffer (0: none).
 *
 * @param int|null $level New level; null reads.
 * @return int
 */
function islet_page_buffer_level( $level = null ) {
	static $current = 0;
	if ( null !== $level ) {
		$current = (int) $level;
	}
	return $current;
}

/**
 * What the page buffer holds back after a flush: from the first element the handler may change.
 *
 * @param string|null $set New text; null reads.
 * @return string
 */
function islet_held_output( $set = null ) {
	static $held = '';
	if ( null !== $set ) {
		$held = $set;
	}
	return $held;
}

/**
 * Where the part of a page that may leave ends: before the first element the output handler may
 * change. Conservative: any script with a `src` or an `id` but our config, any legacy mark, any
 * stylesheet the legacy table names.
 *
 * @param string $html The page so far.
 * @return int Byte offset.
 */
function islet_unchangeable_prefix_length( $html ) {
	$ends = array( strlen( $html ) );
	if ( preg_match( '#<!--/?islet-legacy:#', $html, $match, PREG_OFFSET_CAPTURE ) ) {
		$ends[] = $match[0][1];
	}
	$offset = 0;
	while ( preg_match( '#<script\b[^>]*>#i', $html, $match, PREG_OFFSET_CAPTURE, $offset ) ) {
		$tag = $match[0][0];
		if ( preg_match( '#\s(?:src|id)\s*=#i', $tag ) && ! preg_match( '#\sid=(["\'])islet-config\1#i', $tag ) ) {
			$ends[] = $match[0][1];
			break;
		}
		$offset = $match[0][1] + strlen( $tag );
	}
	$styles = array_keys( (array) islet_legacy_table()['styles'] );
	if ( array() !== $styles ) {
		$ids = implode( '|', array_map( 'preg_quote', $styles ) );
		if ( preg_match( '#<link\b[^>]*\sid=(["\'])(?:' . $ids . ')-css\1#i', $html, $match, PREG_OFFSET_CAPTURE ) ) {
			$ends[] = $match[0][1];
		}
	}
	return min( $ends );
}

/**
 * One call of the page buffer's handler: a flush lets the unchangeable start of what is held
 * leave and holds the rest; the end of the page (or anything but a flush) gets everything held
 * before it, and $finish changes it as one page.
 *
 * @param string|false $html   Buffer contents.
 * @param int          $phase  PHP_OUTPUT_HANDLER_* flags.
 * @param callable     $finish The page's handler (islet_filter_page_html()).
 * @return string|false
 */
function islet_buffer_chunk( $html, $phase, callable $finish ) {
	if ( $phase & ( PHP_OUTPUT_HANDLER_CLEAN | PHP_OUTPUT_HANDLER_FINAL ) ) {
		// The buffer ends: a later flush must not take another buffer at its level for it.
		islet_page_buffer_level( 0 );
	}
	if ( $phase & PHP_OUTPUT_HANDLER_CLEAN ) {
		// A cleaned buffer is discarded, and so is what it held.
		islet_held_output( '' );
		return $html;
	}
	$held = islet_held_output() . ( is_string( $html ) ? $html : '' );
	if ( ( $phase & PHP_OUTPUT_HANDLER_FLUSH ) && ! ( $phase & PHP_OUTPUT_HANDLER_FINAL ) ) {
		$cut = islet_unchangeable_prefix_length( $held );
		islet_held_output( (string) substr( $held, $cut ) );
		return (string) substr( $held, 0, $cut );
	}
	islet_held_output( '' );
	return $finish( '' === $held && ! is_string( $html ) ? $html : $held, $phase );
}

/**
 * Sends what may leave of the head (wp_head, first and last): the page buffer is flushed while
 * it is the top one, and the buffers below it pass it on.
 */
function islet_flush_head() {
	if ( ! islet_page_is_buffered() || ! islet_first_paint_applies() || islet_page_buffer_level() !== ob_get_level() ) {
		return;
	}
	ob_flush();
	flush();
}
