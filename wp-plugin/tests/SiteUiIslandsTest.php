<?php
/**
 * The site-ui island (includes/site-ui.php): before `</body>` where Shoptimizer printed its main
 * script, with its props; the listing-page island for cards with carousel dots; and the scripts
 * it takes off (`shoptimizer-main` with its inline part, `comment-reply`), only where it and the
 * islands doing the rest of their work are printed.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The site-ui island.
 */
class SiteUiIslandsTest extends Islet_Test_Case {

	const OPEN = '<div data-island="site-ui" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

	/** Shoptimizer's carousel dots on a card, as the theme prints them with its flip image on. */
	const DOTS = '<div class="shoptimizer-plp-carousel--pagination"><span class="shoptimizer-plp-carousel--dot active"></span><span class="shoptimizer-plp-carousel--dot"></span></div>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * The site-ui island's props in a served page, or null without the island.
	 *
	 * @param string $served Page.
	 * @return array|null
	 */
	private static function props_in( $served ) {
		$start = strpos( $served, self::OPEN );
		if ( false === $start ) {
			return null;
		}
		$json = substr( $served, $start + strlen( self::OPEN ), strpos( $served, '</script>', $start ) - $start - strlen( self::OPEN ) );
		return json_decode( $json, true );
	}

	public function test_it_is_printed_once_before_body_end_on_every_page_with_the_themes_main_script() {
		foreach ( array( 'home.html', 'shop.html', 'product-variable-hoodie.html', 'cart-with-items.html', 'checkout-with-items.html', 'wishlist-with-items.html', 'coming-soon-visitor-home.html' ) as $file ) {
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertSame( 1, substr_count( $served, self::OPEN ), $file );
			$this->assertGreaterThan( strpos( $served, '<!-- #page -->' ), strpos( $served, self::OPEN ), "$file: after the page, before </body>" );
		}
		$this->assertStringNotContainsString( self::OPEN, $this->serve_captured_page( 'coming-soon-visitor-product.html' )['served'], 'cut short: no footer, no island' );
	}

	public function test_each_captured_page_with_the_themes_main_script_and_a_footer_gets_one_on_its_own_line() {
		$with = array();
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page     = $this->serve_captured_page( $file );
			$expected = false !== strpos( $page['html'], 'id="shoptimizer-main-js"' ) && false !== strpos( $page['html'], '</body>' );
			$this->assertSame( $expected ? 1 : 0, substr_count( $page['served'], '<div data-island="site-ui"' ), $file );
			if ( $expected ) {
				$this->assertMatchesRegularExpression( '#\n' . preg_quote( self::OPEN, '#' ) . '[^\n]*</div>\n#', $page['served'], "$file: a line of its own before </body>" );
				$this->assertGreaterThan( strpos( $page['served'], 'id="page"' ), strpos( $page['served'], self::OPEN ), "$file: after the page" );
				$with[] = $file;
			}
		}
		$this->assertGreaterThan( 15, count( $with ) );
	}

	public function test_its_props_say_whether_the_reply_form_is_its_own() {
		$strings = array(
			'subMenuLabel' => '%s sub-menu',
			'searchLabel'  => 'Search',
		);
		$this->assertSame( $strings + array( 'replies' => true ), self::props_in( $this->serve_captured_page( 'home.html' )['served'] ) );
		$this->assertSame( $strings + array( 'replies' => false ), self::props_in( $this->serve_captured_page( 'product-variable-hoodie.html' )['served'] ), 'the reviews island runs it' );
		$this->switch_islands_off( array( 'reviews' ) );
		$this->assertSame( $strings + array( 'replies' => true ), self::props_in( $this->serve_captured_page( 'product-variable-hoodie.html' )['served'] ), 'without the reviews island, its own' );
	}

	public function test_it_takes_shoptimizers_main_script_and_its_inline_part_off_every_page_it_is_printed_on() {
		foreach ( array( 'home.html', 'shop.html', 'category-hoodies.html', 'product-variable-hoodie.html', 'product-simple-t-shirt.html', 'cart-empty.html', 'checkout-with-items.html', 'wishlist-with-items.html' ) as $file ) {
			$page = $this->serve_captured_page( $file );
			$this->assertContains( 'shoptimizer-main', $page['removed'], $file );
			$this->assertStringContainsString( 'id="shoptimizer-main-js-after"', $page['html'], $file );
			$this->assertDoesNotMatchRegularExpression( '/id="shoptimizer-main-js(-after)?"/', $page['served'], $file );
		}
	}

	public function test_the_main_script_stays_where_the_island_or_the_drawers_island_is_off() {
		foreach ( array( 'site-ui' => 0, 'mini-cart' => 1 ) as $off => $islands ) {
			$this->switch_islands_off( array( $off ) );
			$page = $this->serve_captured_page( 'home.html' );
			$this->assertNotContains( 'shoptimizer-main', $page['removed'], $off );
			$this->assertStringContainsString( 'id="shoptimizer-main-js"', $page['served'], $off );
			$this->assertSame( $islands, substr_count( $page['served'], self::OPEN ), "$off off" );
		}
	}

	public function test_no_island_where_the_theme_printed_no_main_script() {
		$page = $this->serve_without_script( 'home.html', 'shoptimizer-main', array( 'shoptimizer-main-js', 'shoptimizer-main-js-after' ) );
		$this->assertStringNotContainsString( self::OPEN, $page['served'] );
	}

	public function test_cards_with_carousel_dots_bring_the_listing_page_island_or_keep_the_main_script() {
		$dotted = static function ( $scripts, $html ) {
			return preg_replace( '#(<div class="shoptimizer-plp-image-wrapper">)#', self::DOTS . '$1', $html, 1 );
		};
		$page = $this->serve_captured_page( 'product-simple-t-shirt.html', $dotted );
		$this->assertSame( 1, substr_count( $page['served'], '<div data-island="listing-page"' ) );
		$this->assertLessThan( strpos( $page['served'], self::OPEN ), strpos( $page['served'], '<div data-island="listing-page"' ), 'the carousels\' island first' );
		$this->assertStringNotContainsString( self::DOTS, $page['served'], 'the theme\'s dots became buttons' );
		$this->assertStringContainsString( '<div class="shoptimizer-plp-carousel--pagination" hidden><button type="button" class="shoptimizer-plp-carousel--dot active"', $page['served'] );
		$this->assertSame( 1, substr_count( $page['served'], self::OPEN ) );
		$this->assertContains( 'shoptimizer-main', $page['removed'] );

		$this->switch_islands_off( array( 'listing-page' ) );
		$page = $this->serve_captured_page( 'product-simple-t-shirt.html', $dotted );
		$this->assertStringNotContainsString( 'data-island="listing-page"', $page['served'] );
		$this->assertStringNotContainsString( self::OPEN, $page['served'], 'the theme\'s script keeps the carousels, and with it the rest' );
		$this->assertNotContains( 'shoptimizer-main', $page['removed'] );
	}

	public function test_it_takes_comment_reply_off_a_post_where_it_runs_the_reply_form() {
		$with_comments = static function ( $scripts, $html ) {
			$scripts->add( 'comment-reply', '/comment-reply.js', array(), '1' );
			$scripts->done[] = 'comment-reply';
			return str_replace( '</body>', '<script type="text/javascript" src="/wp-includes/js/comment-reply.min.js" id="comment-reply-js" async="async" data-wp-strategy="async"></script>' . "\n</body>", $html );
		};
		$page = $this->serve_captured_page( 'home.html', $with_comments );
		$this->assertContains( 'comment-reply', $page['removed'] );
		$this->assertSame( true, self::props_in( $page['served'] )['replies'] );
		$this->switch_islands_off( array( 'site-ui' ) );
		$this->assertNotContains( 'comment-reply', $this->serve_captured_page( 'home.html', $with_comments )['removed'] );
	}

	public function test_it_can_be_switched_off_in_the_settings() {
		$this->assertContains( 'site-ui', islet_island_names() );
		$this->assertArrayHasKey( 'site-ui', islet_island_labels() );
		$this->switch_islands_off( array( 'site-ui' ) );
		$this->assertNull( islet_site_ui_flags() );
		$this->assertStringNotContainsString( 'data-island="site-ui"', $this->serve_captured_page( 'home.html' )['served'] );
	}
}
