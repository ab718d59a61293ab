<?php
/**
 * Scripts out of the head (issue 31, docs/decisions/0039-first-paint.md): where a page keeps
 * WordPress scripts in its head (jQuery on the checkout, My account, a product without Discount
 * Rules' table), the output handler moves them, with their data and inline parts, to just
 * before the first external script of the body, so they no longer block the first paint. Only
 * when every script that needs them can wait: no inline script between their place and the new
 * one names a global they define (a library's, or a variable their data prints).
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** Globals that WordPress's front-end libraries define, beyond the legacy table's. */
const ISLET_HEAD_SCRIPT_GLOBALS = array( 'jQuery', '$', '_', 'wp', 'Backbone' );

/**
 * Whether a head script element is one WordPress printed for a handle (the file, its data or an
 * inline part) and not Islet's own.
 *
 * @param Islet_Html $doc   Page.
 * @param int        $index Its start tag.
 * @return bool
 */
function islet_is_movable_head_script( Islet_Html $doc, $index ) {
	$id   = (string) $doc->attribute( $index, 'id' );
	$type = strtolower( trim( (string) $doc->attribute( $index, 'type' ) ) );
	return 1 === preg_match( '/-js(?:-extra|-before|-after|-translations)?$/', $id ) && 0 !== strpos( $id, 'islet-' ) && in_array( $type, array( '', 'text/javascript', 'application/javascript' ), true ) && -1 !== $doc->end_of( $index );
}

/**
 * The globals the moving scripts define that code could name: the libraries' and the variables
 * their data parts declare (`var wc_checkout_params = …`).
 *
 * @param string[] $data The code of the moving inline parts.
 * @return string[]
 */
function islet_moving_globals( array $data ) {
	$globals = array_merge( ISLET_HEAD_SCRIPT_GLOBALS, array_values( array_filter( (array) islet_legacy_table()['libraries'], 'is_string' ) ) );
	foreach ( $data as $code ) {
		preg_match_all( '/\b(?:var|let|const)\s+([A-Za-z_$][\w$]*)\s*=/', $code, $names );
		$globals = array_merge( $globals, $names[1] );
	}
	return array_values( array_unique( $globals ) );
}

/**
 * Whether code names one of the globals (as a whole word outside its strings and comments; `$`
 * followed by `(` or `.`), so a URL's `/wp-content/` is not `wp`.
 *
 * @param string   $code    Script code.
 * @param string[] $globals Names.
 * @return bool
 */
function islet_code_names_globals( $code, array $globals ) {
	$code = (string) preg_replace( '#"(?:[^"\\\\]|\\\\.)*"|\'(?:[^\'\\\\]|\\\\.)*\'|`(?:[^`\\\\]|\\\\.)*`|/\*.*?\*/|//[^\n]*#s', '""', $code );
	foreach ( $globals as $name ) {
		$pattern = '$' === $name ? '/(?<![\w$])\$\s*[(.]/' : '/(?<![\w$.])' . preg_quote( $name, '/' ) . '(?![\w$])/';
		if ( preg_match( $pattern, $code ) ) {
			return true;
		}
	}
	return false;
}

/**
 * The page with its head's WordPress scripts moved before the body's first external script,
 * where nothing before that place needs them; otherwise as it was.
 *
 * @param string $html The finished page (or its part after the head's early flush).
 * @return string
 */
function islet_move_head_scripts( $html ) {
	$head_end = stripos( $html, '</head>' );
	if ( false === $head_end || ! preg_match( '/<script\b[^>]*\sid=["\'][^"\']+-js["\']/i', substr( $html, 0, $head_end ) ) ) {
		return $html;
	}
	$page   = new Islet_Page( $html );
	$doc    = $page->doc;
	$moving = array();
	$data   = array();
	$others = array();
	$target = null;
	foreach ( $doc->name as $index => $name ) {
		if ( 'script' !== $name ) {
			continue;
		}
		if ( $doc->at[ $index ] < $head_end && islet_is_movable_head_script( $doc, $index ) ) {
			$moving[] = $index;
			$data[]   = $doc->text_of( $index );
		} elseif ( $doc->at[ $index ] > $head_end && null !== $doc->attribute( $index, 'src' ) ) {
			$target = $doc->at[ $index ];
			break;
		} elseif ( array() !== $moving && islet_script_runs( $doc, $index ) ) {
			$others[] = $doc->text_of( $index );
		}
	}
	if ( array() === $moving || null === $target || islet_code_names_globals( implode( "\n", $others ), islet_moving_globals( $data ) ) ) {
		return $html;
	}
	$moved = '';
	foreach ( $moving as $index ) {
		list( $start, $end ) = islet_line_span( $doc, $doc->at[ $index ], $doc->end_of( $index ) );
		$moved              .= substr( $html, $start, $end - $start );
		$page->replace( $start, $end, '' );
	}
	$page->insert( $target, $moved );
	return $page->output();
}
