<?php
/**
 * WordPress's emoji loader, only on pages with emoji (issue 30, docs/decisions/0042-emoji-loader.md).
 * Core prints an inline script in every head that tests the browser's emoji in a worker and,
 * where the newest are missing (headless browsers, many phones), fetches wp-emoji-release.min.js
 * (5 KB gzip) to swap each emoji in the page for a picture. A page with no emoji gains nothing
 * from it. Where the first-paint switch is on, the head's copy is held back and the output
 * handler, which sees the finished page, puts it before `</body>` only when the page holds a
 * character WordPress's own test (wp-emoji.js, `test()`) counts as emoji.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The characters wp-emoji.js's `test()` looks for besides those outside the Basic Multilingual
 * Plane: keycaps, arrows, symbols, dingbats (a PCRE class, as WordPress 6.8 lists them).
 */
const ISLET_EMOJI_SINGLE_CLASS = '\x{203C}\x{2049}\x{20E3}\x{2122}\x{2139}\x{2194}-\x{2199}\x{21A9}\x{21AA}\x{2300}\x{231A}\x{231B}\x{2328}\x{2388}\x{23CF}\x{23E9}-\x{23F3}\x{23F8}-\x{23FA}\x{24C2}\x{25AA}\x{25AB}\x{25B6}\x{25C0}\x{25FB}-\x{25FE}\x{2600}-\x{2604}\x{260E}\x{2611}\x{2614}\x{2615}\x{2618}\x{261D}\x{2620}\x{2622}\x{2623}\x{2626}\x{262A}\x{262E}\x{262F}\x{2638}\x{2639}\x{263A}\x{2648}-\x{2653}\x{2660}\x{2663}\x{2665}\x{2666}\x{2668}\x{267B}\x{267F}\x{2692}-\x{2694}\x{2696}\x{2697}\x{2699}\x{269B}\x{269C}\x{26A0}\x{26A1}\x{26AA}\x{26AB}\x{26B0}\x{26B1}\x{26BD}\x{26BE}\x{26C4}\x{26C5}\x{26C8}\x{26CE}\x{26CF}\x{26D1}\x{26D3}\x{26D4}\x{26E9}\x{26EA}\x{26F0}-\x{26F5}\x{26F7}-\x{26FA}\x{26FD}\x{2702}\x{2705}\x{2708}-\x{270D}\x{270F}\x{2712}\x{2714}\x{2716}\x{271D}\x{2721}\x{2728}\x{2733}\x{2734}\x{2744}\x{2747}\x{274C}\x{274E}\x{2753}-\x{2755}\x{2757}\x{2763}\x{2764}\x{2795}-\x{2797}\x{27A1}\x{27B0}\x{27BF}\x{2934}\x{2935}\x{2B05}-\x{2B07}\x{2B1B}\x{2B1C}\x{2B50}\x{2B55}\x{3030}\x{303D}\x{3297}\x{3299}';

/**
 * The loader held back from this request's head (islet_hold_emoji_loader()); '' when none.
 *
 * @param string|null $set New markup; null reads.
 * @return string
 */
function islet_held_emoji_loader( $set = null ) {
	static $held = '';
	if ( null !== $set ) {
		$held = $set;
	}
	return $held;
}

/**
 * Hooks (islet_register_first_paint_hooks()): before core's wp_head callback (priority 7).
 */
function islet_register_emoji_loader_hooks() {
	add_action( 'wp_head', 'islet_hold_emoji_loader', 6 );
}

/**
 * Takes core's emoji loader out of the head of a buffered Islet page with the first-paint
 * switch on and keeps what it would have printed for the output handler. Left alone where
 * another plugin already took it off (nothing is hooked) or printed it.
 */
function islet_hold_emoji_loader() {
	islet_held_emoji_loader( '' );
	$priority = has_action( 'wp_head', 'print_emoji_detection_script' );
	if ( false === $priority || ! islet_page_is_buffered() || ! islet_first_paint_applies() ) {
		return;
	}
	remove_action( 'wp_head', 'print_emoji_detection_script', $priority );
	ob_start();
	print_emoji_detection_script();
	islet_held_emoji_loader( (string) ob_get_clean() );
}

/**
 * Whether a page holds emoji as WordPress's `test()` finds them in the DOM's text: a listed
 * character or one outside the Basic Multilingual Plane, written as itself, as an HTML character
 * reference or as a JSON `\u` escape (data a script may put in the page later). Text that is
 * not valid UTF-8 counts as emoji, so the loader stays.
 *
 * @param string $html The page.
 * @return bool
 */
function islet_html_has_emoji( $html ) {
	if ( 0 !== islet_emoji_character_match( $html ) ) {
		return true;
	}
	return islet_json_escapes_emoji( $html ) || islet_references_emoji( $html );
}

/**
 * Whether any JSON `\u` escape names an emoji: half of a pair outside the Basic Multilingual
 * Plane, or a listed character.
 *
 * @param string $html The page.
 * @return bool
 */
function islet_json_escapes_emoji( $html ) {
	if ( ! preg_match_all( '/\\\\u([0-9a-f]{4})/i', $html, $matches ) ) {
		return false;
	}
	foreach ( array_unique( array_map( 'strtolower', $matches[1] ) ) as $hex ) {
		$code_point = hexdec( $hex );
		if ( ( $code_point >= 0xD800 && $code_point <= 0xDFFF ) || islet_is_emoji_code_point( $code_point ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether any numeric character reference (`&#128512;`, `&#x2764;`) names an emoji; a named
 * one (`&hearts;`) too, read through html_entity_decode().
 *
 * @param string $html The page.
 * @return bool
 */
function islet_references_emoji( $html ) {
	if ( ! preg_match_all( '/&(?:#x[0-9a-f]+|#[0-9]+|[a-z][a-z0-9]*);/i', $html, $matches ) ) {
		return false;
	}
	foreach ( array_unique( $matches[0] ) as $reference ) {
		$character = html_entity_decode( $reference, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
		if ( $character !== $reference && 1 === islet_emoji_character_match( $character ) ) {
			return true;
		}
	}
	return false;
}

/**
 * Whether a text holds a character wp-emoji.js's `test()` counts: preg_match()'s answer (false
 * for text that is not valid UTF-8).
 *
 * @param string $text Text.
 * @return int|false
 */
function islet_emoji_character_match( $text ) {
	return preg_match( '/[' . ISLET_EMOJI_SINGLE_CLASS . '\x{10000}-\x{10FFFF}]/u', $text );
}

/**
 * Whether a code point of the Basic Multilingual Plane is one wp-emoji.js's `test()` lists.
 *
 * @param int $code_point Code point.
 * @return bool
 */
function islet_is_emoji_code_point( $code_point ) {
	return 1 === islet_emoji_character_match( html_entity_decode( sprintf( '&#x%x;', $code_point ), ENT_QUOTES | ENT_HTML5, 'UTF-8' ) );
}

/**
 * The output handler's step (islet_filter_page_html()): the held loader goes before `</body>`
 * on a page with emoji, and stays off the others.
 *
 * @param Islet_Page $page The page.
 * @param string     $html The page's text, as the handler got it.
 * @return bool Whether the loader is on the page.
 */
function islet_place_emoji_loader( Islet_Page $page, $html ) {
	$loader = islet_held_emoji_loader();
	if ( '' === $loader || ! islet_html_has_emoji( $html ) ) {
		return false;
	}
	return $page->before_body_end( $loader );
}
