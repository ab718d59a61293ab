<?php
/**
 * CommerceKit's countdown timers (includes/countdown.php): a `countdown` island around each
 * `div#commercekit-timer-wrap`, on any page, with no props; CommerceKit's
 * commercekit_countdown_timer_script (wp_footer, 0) taken off only where one was printed; the
 * island switched off on the settings page; on every captured page of the reference store.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// phpcs:disable Universal.Files.SeparateFunctionsFromOO.Mixed -- a stand-in for CommerceKit's function.
if ( ! function_exists( 'commercekit_countdown_timer_script' ) ) {
	/** CommerceKit's countdown script (wp_footer, 0): printed where its timer template was. */
	function commercekit_countdown_timer_script() {
		echo "<script>/* countdown */</script>\n";
	}
}
// phpcs:enable

/**
 * The countdown island.
 */
class CountdownIslandTest extends Islet_Test_Case {

	const OPEN = '<div data-island="countdown" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script>';

	const WRAP = '<div id="commercekit-timer-wrap"';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_with_countdown();
	}

	/**
	 * The reference store with CommerceKit's countdown script hooked where CommerceKit hooks it.
	 *
	 * @param string[] $off Islands switched off.
	 */
	private function boot_with_countdown( array $off = array() ) {
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->switch_islands_off( $off );
		add_action( 'wp_footer', 'commercekit_countdown_timer_script', 0 );
	}

	/**
	 * A page's timer wrapped by hand: what the placement must print.
	 *
	 * @param string $html  Page.
	 * @param int    $start Offset of the wrap.
	 * @return string
	 */
	private static function wrapped_by_hand( $html, $start ) {
		$end = islet_test_element_end( $html, $start );
		return substr( $html, 0, $start ) . self::OPEN . substr( $html, $start, $end - $start ) . '</div>' . substr( $html, $end );
	}

	public function test_each_captured_timer_sits_whole_in_its_own_island_and_nothing_else_changes() {
		foreach ( array( 'product-variable-hoodie.html', 'product-simple-t-shirt.html', 'product-variable-zip-hoodie.html', 'checkout-with-items.html' ) as $file ) {
			$html   = islet_test_captured_page( $file );
			$placed = islet_test_place( 'islet_place_countdown', $html );
			$this->assertSame( 1, substr_count( $placed, 'data-island="countdown"' ), $file );
			$this->assertSame( self::wrapped_by_hand( $html, strpos( $html, self::WRAP ) ), $placed, $file );
		}
	}

	public function test_the_island_takes_no_props_the_timer_keeps_its_data_attributes() {
		$placed = islet_test_place( 'islet_place_countdown', islet_test_captured_page( 'product-variable-zip-hoodie.html' ) );
		$this->assertStringContainsString( self::OPEN . self::WRAP . ' >' . "\n" . '<div id="commercekit-timer" class="product" data-timer="31564013" data-mode="regular" data-restart="none" data-key="" data-location="product" data-index="1" data-hide_timer="1"', $placed );
		$checkout = islet_test_place( 'islet_place_countdown', islet_test_captured_page( 'checkout-with-items.html' ) );
		$this->assertStringContainsString( 'data-timer="900" data-mode="regular" data-restart="none" data-key="ckit_ecf0783272ac3da2b66badd28d18d0a3" data-location="checkout"', $checkout );
	}

	public function test_several_timers_on_a_page_each_get_an_island() {
		$html  = islet_test_captured_page( 'product-variable-hoodie.html' );
		$start = strpos( $html, self::WRAP );
		$timer = substr( $html, $start, islet_test_element_end( $html, $start ) - $start );
		$page  = '<body>' . $timer . '<p>x</p>' . $timer . $timer . '</body>';
		$this->assertSame( '<body>' . self::OPEN . $timer . '</div><p>x</p>' . self::OPEN . $timer . '</div>' . self::OPEN . $timer . '</div></body>', islet_test_place( 'islet_place_countdown', $page ) );
	}

	public function test_pages_without_a_timer_or_with_one_cut_short_are_left_alone() {
		foreach ( array( 'shop.html', 'cart-with-items.html', 'home.html', 'product-sold-individually-gift-card.html', 'product-simple-out-of-stock-beanie.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_countdown', $html ), $file );
		}
		$html = islet_test_captured_page( 'product-variable-hoodie.html' );
		$cut  = substr( $html, 0, strpos( $html, self::WRAP ) + 200 );
		$this->assertSame( $cut, islet_test_place( 'islet_place_countdown', $cut ) );
	}

	public function test_served_product_and_checkout_pages_carry_the_island_without_commercekits_script() {
		foreach ( array( 'product-variable-hoodie.html', 'product-variable-zip-hoodie.html', 'product-simple-t-shirt.html', 'checkout-with-items.html' ) as $file ) {
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertSame( 1, substr_count( $served, self::OPEN . self::WRAP ), $file );
			$this->assertStringNotContainsString( '/* countdown */', $served, $file );
			$this->assertStringNotContainsString( 'islet-legacy', $served, $file );
		}
	}

	public function test_every_captured_timer_gets_its_island_and_the_script_leaves_those_pages_only() {
		$with = array();
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_with_countdown();
			$page  = $this->serve_captured_page( $file );
			$timer = false !== strpos( $page['html'], self::WRAP );
			$this->assertSame( $timer ? 1 : 0, substr_count( $page['served'], self::OPEN . self::WRAP ), $file );
			$this->assertSame( $timer ? 1 : 0, substr_count( $page['served'], 'data-island="countdown"' ), $file );
			if ( false !== strpos( $page['html'], '</body>' ) ) {
				// A page cut short never reached wp_footer: CommerceKit printed no script there.
				$this->assertSame( ! $timer, false !== strpos( $page['served'], '<script>/* countdown */</script>' ), "$file: the script leaves with the island only" );
			}
			if ( $timer ) {
				$with[] = $file;
			}
		}
		foreach ( array( 'checkout-with-items.html', 'product-simple-t-shirt.html', 'product-variable-hoodie.html', 'product-variable-zip-hoodie.html' ) as $file ) {
			$this->assertContains( $file, $with );
		}
	}

	public function test_the_script_stays_where_no_countdown_island_was_printed() {
		$served = $this->serve_captured_page( 'shop.html' )['served'];
		$this->assertStringNotContainsString( 'data-island="countdown"', $served );
		$this->assertStringContainsString( '<script>/* countdown */</script>', $served );
	}

	public function test_switched_off_the_timers_stay_as_printed_and_keep_their_script() {
		$this->boot_with_countdown( array( 'countdown' ) );
		foreach ( array( 'product-variable-hoodie.html', 'checkout-with-items.html' ) as $file ) {
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertStringNotContainsString( 'data-island="countdown"', $served, $file );
			$this->assertStringContainsString( self::WRAP . ' >', $served, $file );
			$this->assertStringContainsString( '<script>/* countdown */</script>', $served, $file );
		}
	}

	public function test_the_legacy_row_names_the_island_and_any_page() {
		$row = islet_legacy_table()['inline']['commercekit_countdown_timer_script'];
		$this->assertSame( 'wp_footer', $row['hook'] );
		$this->assertSame( array( 'countdown' ), $row['islands'] );
		$this->assertSame( array( '*' ), $row['pages'] );
		$this->assertSame( array( 'commercekit_countdown_timer_script' ), array_values( array_intersect( islet_legacy_inline_removals( array( 'countdown' ), 'checkout' ), array( 'commercekit_countdown_timer_script' ) ) ) );
		$this->assertNotContains( 'commercekit_countdown_timer_script', islet_legacy_inline_removals( array( 'cart-buttons' ), 'product' ) );
	}

	public function test_the_settings_page_lists_the_island() {
		$this->assertContains( 'countdown', islet_island_names() );
		$this->assertArrayHasKey( 'countdown', islet_island_labels() );
		$this->assertTrue( islet_default_settings()['islands']['countdown'] );
	}
}
