<?php
/**
 * What the placements ask of a page's tags (Islet_Html_Scan indexed them): the tags that hold a
 * class or a text, their attributes, where their elements end. Only tags are read: text, comments
 * and scripts are never taken for markup. docs/decisions/0028 says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * A page's tags, indexed once, and what can be asked of them.
 */
final class Islet_Html extends Islet_Html_Scan {

	/** One attribute: name, then a double-quoted, single-quoted or bare value. */
	const ATTRIBUTE = '#([^\t\n\f\r />][^\t\n\f\r />=]*)(?:[\t\n\f\r ]*=[\t\n\f\r ]*(?:"([^"]*)"?|\'([^\']*)\'?|([^\t\n\f\r >]*)))?#';

	/** @var array<int, array<string, string>> Parsed attributes, by tag index. */
	private $attributes = array();

	/** @var string|null The start tags' source, each followed by a NUL (index_start_tags()). */
	private $tag_text = null;

	/** @var int[] Where each start tag begins in $tag_text. */
	private $tag_offsets = array();

	/** @var int[] The tag index of each, in the same order. */
	private $tag_indexes = array();

	/**
	 * The start tags (of $name, or of any name) whose source holds $needle, in order. Only tags
	 * are looked at (their source, gathered once): a needle in text, a comment or a script is
	 * never seen, so the time does not grow with how often a visitor wrote it.
	 *
	 * @param string      $needle Text.
	 * @param string|null $name   Tag name.
	 * @return int[]
	 */
	public function tags_holding( $needle, $name = null ) {
		$this->index_start_tags();
		$found = array();
		$count = count( $this->tag_offsets );
		$slot  = 0;
		for ( $hit = strpos( $this->tag_text, $needle ); false !== $hit; $hit = strpos( $this->tag_text, $needle, $hit + 1 ) ) {
			while ( $slot + 1 < $count && $this->tag_offsets[ $slot + 1 ] <= $hit ) {
				++$slot;
			}
			$index = $this->tag_indexes[ $slot ];
			if ( $hit + strlen( $needle ) <= $this->tag_offsets[ $slot ] + $this->to[ $index ] - $this->at[ $index ] && ( null === $name || $name === $this->name[ $index ] ) && ( array() === $found || end( $found ) !== $index ) ) {
				$found[] = $index;
			}
		}
		return $found;
	}

	/**
	 * The start tags' source, one after another, with where each begins in it: made once, so
	 * looking for a needle in tags never reads the page's text.
	 */
	private function index_start_tags() {
		if ( null !== $this->tag_text ) {
			return;
		}
		$pieces = array();
		$length = 0;
		foreach ( $this->name as $index => $name ) {
			if ( '/' !== $name[0] ) {
				$piece               = $this->tag_text( $index );
				$this->tag_offsets[] = $length;
				$this->tag_indexes[] = $index;
				$pieces[]            = $piece . "\0";
				$length             += strlen( $piece ) + 1;
			}
		}
		$this->tag_text = implode( '', $pieces );
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
	 * Whether only whitespace lies between two offsets (two tags are siblings with nothing else
	 * between them).
	 *
	 * @param int $from Offset.
	 * @param int $to   Offset.
	 * @return bool
	 */
	public function blank_between( $from, $to ) {
		return $to >= $from && strspn( $this->html, " \t\n\r\f\v", $from, $to - $from ) === $to - $from;
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
