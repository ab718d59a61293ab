<?php
/**
 * An HTML-aware index of a page's tags, made in one pass: the start and end tags a browser's
 * tokenizer would see. Comments, doctypes, the text of scripts, styles and the other raw-text
 * elements are skipped, and a `<` in an attribute value, a comment or a script is not a tag, so
 * text a visitor writes (a review holding `<code>`, an HTML comment) is never taken for markup.
 * Each start tag is paired with its end tag in the same pass (the nearest unmatched start tag of
 * the same name), as the islands' element ends were found before. docs/decisions/0028 says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The tags of one HTML string, by position (the index; Islet_Html reads it). Offsets are byte
 * offsets into that string.
 */
abstract class Islet_Html_Scan {

	/** Elements whose text is not markup (a browser with scripting on: noscript too). */
	const RAW_TEXT = array(
		'script'    => true,
		'style'     => true,
		'textarea'  => true,
		'title'     => true,
		'xmp'       => true,
		'iframe'    => true,
		'noembed'   => true,
		'noframes'  => true,
		'noscript'  => true,
		'plaintext' => true,
	);

	/** Elements that never have an end tag. */
	const VOID = array(
		'area'   => true,
		'base'   => true,
		'br'     => true,
		'col'    => true,
		'embed'  => true,
		'hr'     => true,
		'img'    => true,
		'input'  => true,
		'link'   => true,
		'meta'   => true,
		'source' => true,
		'track'  => true,
		'wbr'    => true,
	);

	/** A tag's attributes after its name, up to (not including) its `>`; quoted values may hold `>`. */
	const ATTRIBUTES = '#\G(?:[\t\n\f\r /]++|[^\t\n\f\r />][^\t\n\f\r />=]*+(?:[\t\n\f\r ]*+=[\t\n\f\r ]*+(?:"[^"]*+"?|\'[^\']*+\'?|[^\t\n\f\r >]*+))?+)*+#A';

	/**
	 * Comments and the text between them, as many as follow each other: skipped in one match
	 * (`<!-->` and `<!--->` close at once; `-->` or `--!>` otherwise). \K leaves the match empty
	 * at its end, so only the offset comes back, not the text.
	 */
	const COMMENT_RUN = '#\G(?:<!--(?:-?>|.*?--!?>)|[^<]++)++\K#s';

	/** @var string The page. */
	public $html;

	/** @var int[] Offset of each tag's `<`. */
	public $at = array();

	/** @var int[] Offset just past each tag's `>`. */
	public $to = array();

	/** @var string[] Each tag's lower-case name, `/name` for an end tag. */
	public $name = array();

	/** @var array<int, int> Start tag index => the index of its end tag (none when unclosed). */
	public $closer = array();

	/** @var array<string, int[]> Start tag name => the indexes of its start tags, in order. */
	public $by_name = array();

	/**
	 * Indexes $html.
	 *
	 * @param string $html Page.
	 */
	public function __construct( $html ) {
		$this->html = $html;
		$this->scan();
	}

	/**
	 * The one pass: each tag, and each raw-text element's text skipped.
	 */
	private function scan() {
		$html  = $this->html;
		$len   = strlen( $html );
		$pos   = 0;
		$open  = array();
		$alpha = 'abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ';
		while ( $pos < $len ) {
			$lt = strpos( $html, '<', $pos );
			if ( false === $lt || $lt + 1 >= $len ) {
				return;
			}
			$next = $html[ $lt + 1 ];
			if ( '!' === $next ) {
				$pos = $this->skip_declaration( $lt );
				continue;
			}
			if ( '?' === $next ) {
				$pos = $this->past( '>', $lt );
				continue;
			}
			$closing = '/' === $next;
			$name_at = $lt + ( $closing ? 2 : 1 );
			if ( $name_at >= $len || 1 !== strspn( $html, $alpha, $name_at, 1 ) ) {
				// `</>` is dropped, `</ …>` is a comment, a lone `<` is text.
				$pos = $closing ? ( $name_at < $len && '>' === $html[ $name_at ] ? $name_at + 1 : $this->past( '>', $lt ) ) : $lt + 1;
				continue;
			}
			$name_len = strcspn( $html, "\t\n\f\r />", $name_at );
			$name     = strtolower( substr( $html, $name_at, $name_len ) );
			preg_match( self::ATTRIBUTES, $html, $unused, 0, $name_at + $name_len );
			$gt    = $name_at + $name_len + strlen( $unused[0] );
			$end   = $gt < $len ? $gt + 1 : $len;
			$index = count( $this->at );
			$this->at[]   = $lt;
			$this->to[]   = $end;
			$this->name[] = $closing ? '/' . $name : $name;
			$pos          = $end;
			if ( $closing ) {
				if ( ! empty( $open[ $name ] ) ) {
					$this->closer[ array_pop( $open[ $name ] ) ] = $index;
				}
				continue;
			}
			$this->by_name[ $name ][] = $index;
			if ( ! isset( self::VOID[ $name ] ) ) {
				$open[ $name ][] = $index;
			}
			if ( isset( self::RAW_TEXT[ $name ] ) && $end < $len ) {
				$pos = 'plaintext' === $name ? $len : $this->raw_text_end( $name, $end );
			}
		}
	}

	/**
	 * Past a `<!…` construct: a comment (`<!-->` and `<!--->` close at once; `-->` or `--!>`
	 * otherwise), or a doctype, CDATA or other declaration up to its `>`.
	 *
	 * @param int $lt Offset of `<`.
	 * @return int
	 */
	private function skip_declaration( $lt ) {
		$html = $this->html;
		if ( 0 !== substr_compare( $html, '<!--', $lt, 4 ) ) {
			return $this->past( '>', $lt );
		}
		if ( preg_match( self::COMMENT_RUN, $html, $end, PREG_OFFSET_CAPTURE, $lt ) && $end[0][1] > $lt ) {
			return $end[0][1];
		}
		// A comment that never closes (or a run too long for the pattern): the rest is comment.
		$close = preg_match( '/--!?>/', $html, $found, PREG_OFFSET_CAPTURE, $lt + 4 ) ? $found[0][1] + strlen( $found[0][0] ) : strlen( $html );
		return preg_match( '/\G<!---?>/', $html, $abrupt, 0, $lt ) ? $lt + strlen( $abrupt[0] ) : $close;
	}	/**
	 * The offset just past the next $char at or after $from; the end of the page without one.
	 *
	 * @param string $char One character.
	 * @param int    $from Offset.
	 * @return int
	 */
	private function past( $char, $from ) {
		$at = strpos( $this->html, $char, $from );
		return false === $at ? strlen( $this->html ) : $at + 1;
	}

	/**
	 * Where a raw-text element's end tag starts: the first `</name` followed by whitespace, `/`
	 * or `>`. A script's text may hide its end tag in a `<!--` … `<script>` pair (the HTML
	 * standard's escaped states); those are followed when its text holds `<!--`.
	 *
	 * @param string $name Element.
	 * @param int    $from Offset just past its start tag.
	 * @return int The end tag's offset, or the page's length.
	 */
	private function raw_text_end( $name, $from ) {
		$html  = $this->html;
		$close = $this->end_tag_at( $name, $from );
		if ( 'script' !== $name ) {
			return $close;
		}
		$comment = strpos( $html, '<!--', $from );
		return false === $comment || $comment >= $close ? $close : $this->escaped_script_end( $from );
	}

	/**
	 * The next `</name` that ends the element, at or after $from; the page's length without one.
	 *
	 * @param string $name Element.
	 * @param int    $from Offset.
	 * @return int
	 */
	private function end_tag_at( $name, $from ) {
		$pattern = '#</' . $name . '(?=[\t\n\f\r />]|\z)#i';
		return preg_match( $pattern, $this->html, $match, PREG_OFFSET_CAPTURE, $from ) ? $match[0][1] : strlen( $this->html );
	}

	/**
	 * A script's end through the escaped states: after `<!--` a `<script` opens a double-escaped
	 * part in which `</script` does not end the element; `-->` returns to plain script text.
	 *
	 * @param int $from Offset just past the script's start tag.
	 * @return int
	 */
	private function escaped_script_end( $from ) {
		$escaped = false;
		$double  = false;
		$pos     = $from;
		while ( preg_match( '#<!--|-->|<(/?)script(?=[\t\n\f\r />])#i', $this->html, $match, PREG_OFFSET_CAPTURE, $pos ) ) {
			$token = strtolower( $match[0][0] );
			$at    = $match[0][1];
			$pos   = $at + strlen( $token );
			if ( '<!--' === $token ) {
				// `<!-->` and `<!--->` end the escape as they open it.
				$escaped = ! preg_match( '/\G-*>/', $this->html, $unused, 0, $pos );
			} elseif ( '-->' === $token ) {
				$escaped = false;
				$double  = false;
			} elseif ( '</script' === $token ) {
				if ( ! $double ) {
					return $at;
				}
				$double = false;
			} elseif ( $escaped ) {
				$double = true;
			}
		}
		return strlen( $this->html );
	}
}
