<?php
/**
 * A page being changed by the output handler: the page as the theme printed it, indexed once
 * (Islet_Html), and the edits the placements ask for (Islet_Edits), applied together at the
 * end. Every placement finds its elements in the same index of the original page, so the
 * handler's time grows with the page's size, whatever it holds; the islands placed so far are
 * known by name, not by searching the page again. docs/decisions/0028 says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * One page and its edits.
 */
final class Islet_Page extends Islet_Edits {

	/** @var Islet_Html The page as printed, indexed. */
	public $doc;

	/** @var array<string, true> Islands this handler placed, by name. */
	private $placed = array();

	/** @var array<string, array<int, int>>|null Islands the page printed itself (a theme may): name => start => end. */
	private $printed = null;

	/**
	 * @param string $html Page.
	 */
	public function __construct( $html ) {
		$this->doc = new Islet_Html( $html );
	}

	/**
	 * The page with the placements' edits (Islet_Edits::apply()).
	 *
	 * @return string
	 */
	public function output() {
		return $this->apply( $this->doc->html );
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
	 * The elements that open with $prefix, outermost only (one inside another is left to it), in
	 * order, up to the first that is not closed: a page cut short there is left as printed.
	 *
	 * @param string $prefix Opening text, from `<`.
	 * @return int[] Start tag indexes, each closed.
	 */
	public function outermost( $prefix ) {
		$found = array();
		$after = 0;
		foreach ( $this->all( $prefix ) as $index ) {
			if ( ! isset( $this->doc->closer[ $index ] ) ) {
				break;
			}
			if ( $this->doc->at[ $index ] >= $after ) {
				$found[] = $index;
				$after   = $this->doc->end_of( $index );
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
	 * The islands the page printed itself: `div` elements with a `data-island`, each with where
	 * it starts and ends (an unclosed one runs to the page's end).
	 *
	 * @return array<string, array<int, int>> Name => start offset => end offset.
	 */
	private function printed_islands() {
		if ( null === $this->printed ) {
			$this->printed = array();
			foreach ( $this->where( 'div', 'islet_has_island_attribute' ) as $index ) {
				$end = $this->doc->end_of( $index );
				$this->printed[ (string) $this->doc->attribute( $index, 'data-island' ) ][ $this->doc->at[ $index ] ] = $end < 0 ? strlen( $this->doc->html ) : $end;
			}
		}
		return $this->printed;
	}

	/**
	 * Whether [$start, $end) lies inside an island of this name that the page printed itself:
	 * a theme that prints the island around its markup keeps it, and the markup gets no second
	 * island of the kind (two would both run it: two adds for one press).
	 *
	 * @param int    $start Offset.
	 * @param int    $end   Offset past the element.
	 * @param string $name  Island.
	 * @return bool
	 */
	public function in_printed_island( $start, $end, $name ) {
		$printed = $this->printed_islands();
		foreach ( isset( $printed[ $name ] ) ? $printed[ $name ] : array() as $from => $to ) {
			if ( $start >= $from && $end <= $to ) {
				return true;
			}
		}
		return false;
	}

	/**
	 * Wraps [$start, $end) in an island, printed with its version from the island manifest, unless
	 * the page already printed that island around it.
	 *
	 * @param int         $start Offset.
	 * @param int         $end   Offset past the element.
	 * @param string      $name  Island.
	 * @param mixed       $props Props.
	 * @param string|null $when  Load condition; null: the island manifest's.
	 * @return bool Whether it was wrapped.
	 */
	public function wrap_island( $start, $end, $name, $props, $when = null ) {
		if ( $this->in_printed_island( $start, $end, $name ) ) {
			return false;
		}
		$this->wrap( $start, $end, islet_island_open( $name, islet_island_version( $name ), null === $when ? islet_island_when( $name ) : $when, $props ), '</div>' );
		$this->placed[ $name ] = true;
		return true;
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

