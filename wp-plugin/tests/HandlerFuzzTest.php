<?php
/**
 * The output handler fuzzed (issue 27): captured pages with random reviews a visitor could post
 * and random scripts, styles, comments and raw-text elements a theme could print, holding markup,
 * forged markers, island names and script objects as text (support/fuzz.php). Invariants: each
 * part comes out whole; with the parts taken out the page is the page served without them (no
 * island's data from outside its own element, nothing removed that the rule did not name); and
 * the output is well formed: every island closes, opens with its props and their JSON reads.
 * ISLET_FUZZ_RUNS sets how many pages (48 by default); each failure names its seed.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

require_once __DIR__ . '/support/fuzz.php';

/**
 * Fuzzing the handler.
 */
class HandlerFuzzTest extends Islet_Test_Case {

	/** Pages with and without reviews, of every type the handler treats differently. */
	const PAGES = array( 'product-variable-hoodie.html', 'popup-product-hoodie.html', 'product-simple-t-shirt.html', 'shop.html', 'cart-with-items.html', 'checkout-with-items.html', 'wishlist-with-items.html', 'home.html' );

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * $file with random parts, as a seed makes them.
	 *
	 * @param string $html Captured page.
	 * @param int    $seed Seed.
	 * @return array{html: string, parts: string[]}
	 */
	private static function fuzzed( $html, $seed ) {
		mt_srand( $seed );
		$parts   = array();
		$inserts = array();
		$list    = strpos( $html, '<ol class="commentlist">' );
		for ( $count = false === $list ? 0 : mt_rand( 1, 4 ); $count > 0; $count-- ) {
			$parts[]   = islet_fuzz_review( "r$seed-$count" );
			$inserts[] = array( $list + strlen( '<ol class="commentlist">' ), end( $parts ) );
		}
		$points = islet_fuzz_points( $html );
		for ( $count = mt_rand( 3, 12 ); $count > 0; $count-- ) {
			$parts[]   = islet_fuzz_theme_part( "t$seed-$count" );
			$inserts[] = array( islet_fuzz_pick( $points ), end( $parts ) );
		}
		// From the end back, so each offset still points where it was chosen.
		usort(
			$inserts,
			static function ( $a, $b ) {
				return $b[0] <=> $a[0];
			}
		);
		foreach ( $inserts as list( $at, $part ) ) {
			$html = substr( $html, 0, $at ) . $part . substr( $html, $at );
		}
		return array(
			'html'  => $html,
			'parts' => $parts,
		);
	}

	/**
	 * Every island in $html closes, starts with its props script, and its props are JSON.
	 *
	 * @param string $html Served page.
	 * @param string $why  Failure message.
	 */
	private function assert_islands_well_formed( $html, $why ) {
		$page = new Islet_Page( $html );
		$doc  = $page->doc;
		foreach ( $page->where( 'div', 'islet_has_island_attribute' ) as $index ) {
			$this->assertGreaterThan( 0, $doc->end_of( $index ), "$why: an island that closes" );
			$props = $index + 1;
			$this->assertSame( 'script', $doc->name[ $props ], "$why: the props first" );
			$this->assertNotNull( $doc->attribute( $props, 'data-island-props' ), $why );
			$this->assertIsArray( json_decode( $doc->text_of( $props ), true ), "$why: props that read" );
		}
	}

	public function test_random_reviews_and_theme_parts_change_nothing_else() {
		$runs  = (int) ( getenv( 'ISLET_FUZZ_RUNS' ) ? getenv( 'ISLET_FUZZ_RUNS' ) : 48 );
		$clean = array();
		for ( $seed = 1; $seed <= $runs; $seed++ ) {
			$file = self::PAGES[ $seed % count( self::PAGES ) ];
			if ( ! isset( $clean[ $file ] ) ) {
				$clean[ $file ] = $this->serve_captured_page( $file )['served'];
				$this->assert_islands_well_formed( $clean[ $file ], $file );
			}
			$page   = self::fuzzed( islet_test_captured_page( $file ), $seed );
			$served = $this->serve_captured_page(
				$file,
				static function () use ( $page ) {
					return $page['html'];
				}
			)['served'];
			$why    = "seed $seed ($file)";
			foreach ( $page['parts'] as $part ) {
				$this->assertStringContainsString( $part, $served, "$why: a part comes out whole" );
			}
			$this->assertSame( $clean[ $file ], str_replace( $page['parts'], '', $served ), "$why: the page besides the parts" );
			$this->assert_islands_well_formed( $served, $why );
		}
	}
}
