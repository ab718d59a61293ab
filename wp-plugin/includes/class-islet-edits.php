<?php
/**
 * Edits asked for one text (wraps, inserts, replacements), by offsets into that text as it
 * was, applied together in one pass: so every placement reads the page as the theme printed it,
 * and the work grows with the page's size. docs/decisions/0028 says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * The edits of one text (Islet_Page's).
 */
abstract class Islet_Edits {

	/** Edit ranks at one offset: closing wraps, then inserts, then opening wraps, then replaced text. */
	const CLOSE   = 0;
	const INSERT  = 1;
	const OPEN    = 2;
	const REPLACE = 3;

	/** @var array[] Edits: at, end, rank, key, group, text. */
	private $edits = array();

	/** @var int Order of the edits and their groups. */
	private $seq = 0;

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
	 * $html with the edits. Edits that would cut into each other (a wrap that crosses another,
	 * anything inside replaced text) are left out, the later ones first, so the page stays well
	 * formed.
	 *
	 * @param string $html The text the edits were asked for.
	 * @return string
	 */
	protected function apply( $html ) {
		if ( array() === $this->edits ) {
			return $html;
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
 * The first group of sorted edits that cuts into another: an edit inside text another
 * replaces, a replacement that starts inside another, a wrap that closes while one opened
 * inside it is still open. Of the two that meet, the later-asked group is named.
 *
 * @param array[] $edits Sorted (Islet_Edits::compare()).
 * @return int|null Group.
 */
function islet_crossing_edit_group( array $edits ) {
	$cut  = null;
	$open = array();
	foreach ( $edits as $edit ) {
		list( $at, $end, $rank, , $group ) = $edit;
		if ( null !== $cut && $at < $cut[1] && ( $at > $cut[0] || Islet_Edits::REPLACE === $rank ) ) {
			return max( $group, $cut[2] );
		}
		if ( Islet_Edits::REPLACE === $rank ) {
			$cut = array( $at, $end, $group );
		} elseif ( Islet_Edits::OPEN === $rank ) {
			$open[] = $group;
		} elseif ( Islet_Edits::CLOSE === $rank ) {
			$inner = array_pop( $open );
			if ( $inner !== $group ) {
				return max( $group, (int) $inner );
			}
		}
	}
	return null;
}
