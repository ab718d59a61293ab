<?php
/**
 * A page being changed by the output handler: the page as the theme printed it, indexed once
 * (Islet_Html), and the edits the placements ask for (wraps, inserts, replacements), applied
 * together at the end. Every placement finds its elements in the same index of the original
 * page, so the handler's time grows with the page's size, whatever it holds; the islands
 * placed so far are known by name, not by searching the page again. docs/decisions/0028.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * One page and its edits.
 */
final class Islet_Page {

	/** Edit ranks at one offset: closing wraps, then inserts, then opening wraps, then replaced text. */
	const CLOSE   = 0;
	const INSERT  = 1;
	const OPEN    = 2;
	const REPLACE = 3;

	/** @var Islet_Html The page as printed, indexed. */
	public $doc;

	/** @var array<string, true> Islands this handler placed, by name. */
	private $placed = array();

	/** @var array<string, true>|null Islands the page printed itself (a theme may), by name. */
	private $printed = null;

	/** @var array[] Edits: at, end, rank, key, seq, group, text. */
	private $edits = array();

	/** @var int Order of the edits and their groups. */
	private $seq = 0;

	/**
	 * @param string $html Page.
	 */
	public function __construct( $html ) {
		$this->doc = new Islet_Html( $html );
	}

	/**
	 * The first start tag whose source starts with $prefix (`<div class="quantity">`), at or
	 * after offset $from and before $to.
	 *
	 * @param string   $prefix Opening text, from `<`.
	 * @param int      $from   Offset.
	 * @param int|null $to     Offset; the page's end by default.
	 * @return int|null Tag index.
	 */
	public function first( $prefix, $from = 0, $to = null ) {
		$found = $this->all( $prefix, $from, $to, 1 );
		return array() === $found ? null : $found[0];
	}

	/**
	 * Every start tag whose source starts with $prefix, in order, within [$from, $to).
	 *
	 * @param string   $prefix Opening text, from `<`.
	 * @param int      $from   Offset.
	 * @param int|null $to     Offset; the page's end by default.
	 * @param int      $limit  At most this many (0: all).
	 * @return int[] Tag indexes.
	 */
	public function all( $prefix, $from = 0, $to = null, $limit = 0 ) {
		$name  = strtolower( (string) preg_replace( '/^<([a-zA-Z][^\t\n\f\r \/>]*).*$/s', '$1', $prefix ) );
		$found = array();
		foreach ( isset( $this->doc->by_name[ $name ] ) ? $this->doc->by_name[ $name ] : array() as $index ) {
			$at = $this->doc->at[ $index ];
			if ( null !== $to && $at >= $to ) {
				break;
			}
			if ( $at >= $from && $this->doc->starts_with( $index, $prefix ) ) {
				$found[] = $index;
				if ( count( $found ) === $limit ) {
					break;
				}
			}
		}
		return $found;
	}

	/**
	 * The start tags of $name whose attributes pass $test, in order.
	 *
	 * @param string   $name Tag name.
	 * @param callable $test ( array $attributes ): bool.
	 * @return int[]
	 */
	public function where( $name, callable $test ) {
		$found = array();
		foreach ( isset( $this->doc->by_name[ $name ] ) ? $this->doc->by_name[ $name ] : array() as $index ) {
			if ( $test( $this->doc->attributes( $index ) ) ) {
				$found[] = $index;
			}
		}
		return $found;
	}

	/**
	 * Offset of the page's `</body>` end tag (the last), or null when the page was cut short.
	 *
	 * @return int|null
	 */
	public function body_end() {
		for ( $index = count( $this->doc->name ) - 1; $index >= 0; $index-- ) {
			if ( '/body' === $this->doc->name[ $index ] ) {
				return $this->doc->at[ $index ];
			}
		}
		return null;
	}

	/**
	 * Whether the page has this island: placed here, or printed by the page itself.
	 *
	 * @param string $name Island.
	 * @return bool
	 */
	public function has_island( $name ) {
		return isset( $this->placed[ $name ] ) || isset( $this->printed_islands()[ $name ] );
	}

	/**
	 * Every island on the page, each name once: those it printed, then those placed here.
	 *
	 * @return string[]
	 */
	public function islands() {
		return array_keys( $this->printed_islands() + $this->placed );
	}

	/**
	 * The islands the page printed itself: `div` elements with a `data-island`.
	 *
	 * @return array<string, true>
	 */
	private function printed_islands() {
		if ( null === $this->printed ) {
			$this->printed = array();
			foreach ( $this->where( 'div', 'islet_has_island_attribute' ) as $index ) {
				$this->printed[ (string) $this->doc->attribute( $index, 'data-island' ) ] = true;
			}
		}
		return $this->printed;
	}

	/**
	 * Wraps [$start, $end) in an island.
	 *
	 * @param int    $start Offset.
	 * @param int    $end   Offset past the element.
	 * @param string $name  Island.
	 * @param string $when  Load condition.
	 * @param mixed  $props Props.
	 */
	public function wrap_island( $start, $end, $name, $when, $props ) {
		$this->wrap( $start, $end, islet_island_open( $name, 1, $when, $props ), '</div>' );
		$this->placed[ $name ] = true;
	}

	/**
	 * An island (with no markup of its own to wrap) inserted at $offset.
	 *
	 * @param int    $offset Offset.
	 * @param string $markup The island, rendered.
	 * @param string $name   Island.
	 */
	public function insert_island( $offset, $markup, $name ) {
		$this->insert( $offset, $markup );
		$this->placed[ $name ] = true;
	}

	/**
	 * $markup and a newline right before `</body>`; nothing on a page cut short.
	 *
	 * @param string      $markup Markup.
	 * @param string|null $island The island it is, if any.
	 * @return bool Whether it was placed.
	 */
	public function before_body_end( $markup, $island = null ) {
		$end = $this->body_end();
		if ( null === $end ) {
			return false;
		}
		$this->insert( $end, $markup . "\n" );
		if ( null !== $island ) {
			$this->placed[ $island ] = true;
		}
		return true;
	}

	/**
	 * $open before [$start, $end) and $close after it. Wraps of one range nest in the order they
	 * are asked for: the first is outermost.
	 *
	 * @param int    $start Offset.
	 * @param int    $end   Offset.
	 * @param string $open  Markup.
	 * @param string $close Markup.
	 */
	public function wrap( $start, $end, $open, $close ) {
		$group = ++$this->seq;
		$this->add( $start, $start, self::OPEN, -$end, $group, $open );
		$this->add( $end, $end, self::CLOSE, -$start, $group, $close );
	}

	/**
	 * $text at $offset (after the wraps closing there, before those opening there).
	 *
	 * @param int    $offset Offset.
	 * @param string $text   Markup.
	 */
	public function insert( $offset, $text ) {
		$this->add( $offset, $offset, self::INSERT, 0, ++$this->seq, $text );
	}

	/**
	 * [$start, $end) replaced by $text.
	 *
	 * @param int    $start Offset.
	 * @param int    $end   Offset.
	 * @param string $text  Markup.
	 */
	public function replace( $start, $end, $text ) {
		$this->add( $start, $end, self::REPLACE, 0, ++$this->seq, $text );
	}

	/**
	 * Records one edit.
	 *
	 * @param int    $at    Offset.
	 * @param int    $end   Offset where the original text resumes.
	 * @param int    $rank  self::CLOSE … self::REPLACE.
	 * @param int    $key   Order among edits of one rank at one offset.
	 * @param int    $group Edits that stand or fall together.
	 * @param string $text  Markup.
	 */
	private function add( $at, $end, $rank, $key, $group, $text ) {
		$this->edits[] = array( $at, $end, $rank, $key, $group, $text );
	}

	/**
	 * Whether anything was asked for.
	 *
	 * @return bool
	 */
	public function changed() {
		return array() !== $this->edits;
	}

	/**
	 * The page with its edits. Edits that would cut into each other (a wrap that crosses
	 * another, anything inside replaced text) are left out, the later ones first, so the page
	 * stays well formed.
	 *
	 * @return string
	 */
	public function output() {
		if ( array() === $this->edits ) {
			return $this->doc->html;
		}
		$edits = $this->edits;
		usort( $edits, array( __CLASS__, 'compare' ) );
		for ( $dropped = islet_crossing_edit_group( $edits ); null !== $dropped; $dropped = islet_crossing_edit_group( $edits ) ) {
			$edits = array_values(
				array_filter(
					$edits,
					static function ( $edit ) use ( $dropped ) {
						return $edit[4] !== $dropped;
					}
				)
			);
		}
		$html   = $this->doc->html;
		$pieces = array();
		$pos    = 0;
		foreach ( $edits as $edit ) {
			$pieces[] = substr( $html, $pos, $edit[0] - $pos );
			$pieces[] = $edit[5];
			$pos      = $edit[1];
		}
		$pieces[] = substr( $html, $pos );
		return implode( '', $pieces );
	}

	/**
	 * Order of edits: by offset, then rank; closes inner first, opens outer first, each of
	 * one range in the order asked (the first asked is outer); inserts in the order asked.
	 *
	 * @param array $a Edit.
	 * @param array $b Edit.
	 * @return int
	 */
	public static function compare( $a, $b ) {
		if ( $a[0] !== $b[0] || $a[2] !== $b[2] ) {
			return $a[0] !== $b[0] ? $a[0] <=> $b[0] : $a[2] <=> $b[2];
		}
		if ( $a[3] !== $b[3] ) {
			return $a[3] <=> $b[3];
		}
		return self::CLOSE === $a[2] ? $b[4] <=> $a[4] : $a[4] <=> $b[4];
	}
}

/**
 * Whether a tag has a `data-island` attribute (Islet_Page::where()).
 *
 * @param array<string, string> $attributes Attributes.
 * @return bool
 */
function islet_has_island_attribute( array $attributes ) {
	return isset( $attributes['data-island'] ) && '' !== $attributes['data-island'];
}

/**
 * The first group of sorted edits that cuts into another: an edit inside text another
 * replaces, a replacement that starts inside another, a wrap that closes while one opened
 * inside it is still open. Of the two that meet, the later-asked group is named.
 *
 * @param array[] $edits Sorted (Islet_Page::compare()).
 * @return int|null Group.
 */
function islet_crossing_edit_group( array $edits ) {
	$cut  = null;
	$open = array();
	foreach ( $edits as $edit ) {
		list( $at, $end, $rank, , $group ) = $edit;
		if ( null !== $cut && $at < $cut[1] && ( $at > $cut[0] || Islet_Page::REPLACE === $rank ) ) {
			return max( $group, $cut[2] );
		}
		if ( Islet_Page::REPLACE === $rank ) {
			$cut = array( $at, $end, $group );
		} elseif ( Islet_Page::OPEN === $rank ) {
			$open[] = $group;
		} elseif ( Islet_Page::CLOSE === $rank ) {
			$inner = array_pop( $open );
			if ( $inner !== $group ) {
				return max( $group, (int) $inner );
			}
		}
	}
	return null;
}
