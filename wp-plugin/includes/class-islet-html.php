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
 * The tags of one HTML string, by position. Offsets are byte offsets into that string.
 */
final class Islet_Html {

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

	/** One attribute: name, then a double-quoted, single-quoted or bare value. */
	const ATTRIBUTE = '#([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"?|\'([^\']*)\'?|([^\t\n\f\r >]*)))?#';

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

	/** @var array<int, array<string, string>> Parsed attributes, by tag index. */
	private $attributes = array();

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
		$body = $lt + 4;
		if ( preg_match( '/\G-?>/', $html, $abrupt, 0, $body ) ) {
			return $body + strlen( $abrupt[0] );
		}
		if ( ! preg_match( '/--!?>/', $html, $close, PREG_OFFSET_CAPTURE, $body ) ) {
			return strlen( $html );
		}
		return $close[0][1] + strlen( $close[0][0] );
	}

	/**
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

	/**
	 * The start tags (of $name, or of any name) whose source holds $needle, in order. Only tags
	 * are looked at: a needle in text, a comment or a script is passed over, and the scan moves
	 * forward only, so its time grows with the page whatever the needle's count.
	 *
	 * @param string      $needle Text.
	 * @param string|null $name   Tag name.
	 * @return int[]
	 */
	public function tags_holding( $needle, $name = null ) {
		$found = array();
		$count = count( $this->at );
		$index = 0;
		$pos   = 0;
		while ( $count > 0 && false !== ( $hit = strpos( $this->html, $needle, $pos ) ) ) {
			while ( $index + 1 < $count && $this->at[ $index + 1 ] <= $hit ) {
				++$index;
			}
			if ( $this->at[ $index ] <= $hit && $hit < $this->to[ $index ] ) {
				if ( '/' !== $this->name[ $index ][0] && ( null === $name || $name === $this->name[ $index ] ) ) {
					$found[] = $index;
				}
				$pos = $this->to[ $index ];
				continue;
			}
			// Text up to the next tag cannot hold a tag's needle.
			$next = $this->at[ $index ] > $hit ? $index : $index + 1;
			$pos  = $next < $count ? $this->at[ $next ] : strlen( $this->html );
		}
		return $found;
	}

	/**
	 * The start tags of $name (or any) with $class in their class list, in order.
	 *
	 * @param string      $class Class.
	 * @param string|null $name  Tag name.
	 * @return int[]
	 */
	public function with_class( $class, $name = null ) {
		return array_values(
			array_filter(
				$this->tags_holding( $class, $name ),
				function ( $index ) use ( $class ) {
					return $this->has_class( $index, $class );
				}
			)
		);
	}

	/**
	 * The attributes of a start tag: lower-case names, values with their character references
	 * decoded; the first of a repeated name wins, as in a browser.
	 *
	 * @param int $index Tag index.
	 * @return array<string, string>
	 */
	public function attributes( $index ) {
		if ( isset( $this->attributes[ $index ] ) ) {
			return $this->attributes[ $index ];
		}
		$name_end = $this->at[ $index ] + 1 + strlen( $this->name[ $index ] );
		$text     = substr( $this->html, $name_end, $this->to[ $index ] - $name_end );
		$found    = array();
		preg_match_all( self::ATTRIBUTE, $text, $matches, PREG_SET_ORDER );
		foreach ( $matches as $match ) {
			$key = strtolower( $match[1] );
			if ( ! isset( $found[ $key ] ) ) {
				// Unmatched groups before a matched one are "", after it absent: the last set one is the value.
				$value         = isset( $match[4] ) ? $match[4] : ( isset( $match[3] ) ? $match[3] : ( isset( $match[2] ) ? $match[2] : '' ) );
				$found[ $key ] = false === strpos( $value, '&' ) ? $value : html_entity_decode( $value, ENT_QUOTES | ENT_HTML5, 'UTF-8' );
			}
		}
		$this->attributes[ $index ] = $found;
		return $found;
	}

	/**
	 * One attribute of a start tag, or null.
	 *
	 * @param int    $index Tag index.
	 * @param string $name  Attribute.
	 * @return string|null
	 */
	public function attribute( $index, $name ) {
		$attributes = $this->attributes( $index );
		return isset( $attributes[ $name ] ) ? $attributes[ $name ] : null;
	}

	/**
	 * Whether a start tag's class list holds $class.
	 *
	 * @param int    $index Tag index.
	 * @param string $class Class.
	 * @return bool
	 */
	public function has_class( $index, $class ) {
		$classes = $this->attribute( $index, 'class' );
		return null !== $classes && in_array( $class, preg_split( '/[\t\n\f\r ]+/', $classes, -1, PREG_SPLIT_NO_EMPTY ), true );
	}

	/**
	 * Whether a tag's source text starts with $prefix (how the theme prints it, byte for byte).
	 *
	 * @param int    $index  Tag index.
	 * @param string $prefix E.g. `<div class="quantity">`.
	 * @return bool
	 */
	public function starts_with( $index, $prefix ) {
		return 0 === substr_compare( $this->html, $prefix, $this->at[ $index ], strlen( $prefix ) );
	}

	/**
	 * The source text of a tag.
	 *
	 * @param int $index Tag index.
	 * @return string
	 */
	public function tag_text( $index ) {
		return substr( $this->html, $this->at[ $index ], $this->to[ $index ] - $this->at[ $index ] );
	}

	/**
	 * The offset just past a start tag's element, or -1 when it is not closed.
	 *
	 * @param int $index Tag index.
	 * @return int
	 */
	public function end_of( $index ) {
		return isset( $this->closer[ $index ] ) ? $this->to[ $this->closer[ $index ] ] : -1;
	}

	/**
	 * The text of a raw-text element (a script's code), between its tags.
	 *
	 * @param int $index Start tag index.
	 * @return string
	 */
	public function text_of( $index ) {
		if ( ! isset( $this->closer[ $index ] ) ) {
			return substr( $this->html, $this->to[ $index ] );
		}
		return substr( $this->html, $this->to[ $index ], $this->at[ $this->closer[ $index ] ] - $this->to[ $index ] );
	}
}
