<?php
/**
 * The head leaves early (includes/head-flush.php): a flush at the end of wp_head sends what the
 * output handler cannot change and the served page is the same as without it.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Head flush.
 */
class HeadFlushTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		islet_held_output( '' );
	}

	/**
	 * A captured page served with the head flushed where wp_head ends: what left at the flush,
	 * and the whole response.
	 *
	 * @param string $file Captured page.
	 * @return array{early: string, served: string}
	 */
	private function serve_with_head_flush( $file ) {
		$html = islet_test_captured_page( $file );
		islet_test_visit_captured_page( $html );
		islet_remember_printed_scripts( islet_test_register_printed_scripts( $html ) );
		$page = islet_test_render_captured_page( $html );
		$end  = strpos( $page, '</head>' );
		ob_start();
		$level = ob_get_level();
		do_action( 'template_redirect' );
		islet_test_play_commercekit_callbacks( $html );
		echo substr( $page, 0, $end ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a captured page.
		islet_flush_head();
		// The flush passed the head's start to the buffer below; what is held is the rest of it.
		$head  = substr( $page, 0, $end );
		$held  = islet_held_output();
		$early = substr( $head, 0, strlen( $head ) - strlen( $held ) );
		$this->assertStringEndsWith( $held, $head );
		$this->assertMatchesRegularExpression( '/^(<script|<link|<!--)/', $held, "$file: the flush held the head from its first changeable element" );
		echo substr( $page, $end ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a captured page.
		while ( ob_get_level() > $level ) {
			ob_end_flush();
		}
		return array(
			'early'  => $early,
			'served' => (string) ob_get_clean(),
		);
	}

	public function test_a_page_served_with_its_head_flushed_is_the_page_served_without() {
		foreach ( array( 'product-variable-hoodie.html', 'product-simple-t-shirt.html', 'shop.html', 'cart-with-items.html', 'checkout-with-items.html', 'home.html' ) as $file ) {
			$whole = $this->serve_captured_page( $file )['served'];
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$flushed = $this->serve_with_head_flush( $file );
			$this->assertSame( $whole, $flushed['served'], $file );
			$this->assertStringStartsWith( $flushed['early'], $whole, "$file: what left early is the start of the page" );
			$this->assertGreaterThan( 1000, strlen( $flushed['early'] ), "$file: the head's start left early" );
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		}
	}

	public function test_what_leaves_stops_before_the_first_element_the_handler_may_change() {
		$head = '<head><meta charset="utf-8"><script type="application/json" id="islet-config">{}</script><script>var a=1;</script>';
		$this->assertSame( strlen( $head ), islet_unchangeable_prefix_length( $head ), 'our config and an anonymous inline script stay unchanged' );
		foreach ( array( "<script src='/j.js'></script>", '<script id="wp-util-js-extra">var x;</script>', '<!--islet-legacy:k:1-->', "<link rel='stylesheet' id='commercegurus-photoswipe-css' href='/p.css' media='all' />" ) as $changeable ) {
			$this->assertSame( strlen( $head ), islet_unchangeable_prefix_length( $head . $changeable . '<title>x</title>' ), $changeable );
		}
		$sheet = "<link rel='stylesheet' id='theme-css' href='/t.css' />";
		$this->assertSame( strlen( $head . $sheet ), islet_unchangeable_prefix_length( $head . $sheet . "<script src='/j.js'></script>" ), 'a stylesheet the table does not name may leave' );
	}

	public function test_a_flush_holds_the_rest_and_the_end_of_the_page_gets_all_of_it() {
		$seen   = array();
		$finish = static function ( $html ) use ( &$seen ) {
			$seen[] = $html;
			return strtoupper( $html );
		};
		$this->assertSame( '<head><title>t</title>', islet_buffer_chunk( "<head><title>t</title><script src='/j.js'></script>", PHP_OUTPUT_HANDLER_START | PHP_OUTPUT_HANDLER_FLUSH, $finish ) );
		$this->assertSame( '', islet_buffer_chunk( '<p>more</p>', PHP_OUTPUT_HANDLER_FLUSH, $finish ), 'once something is held, a flush holds everything' );
		$this->assertSame( "<SCRIPT SRC='/J.JS'></SCRIPT><P>MORE</P></BODY>", islet_buffer_chunk( '</body>', PHP_OUTPUT_HANDLER_FINAL, $finish ) );
		$this->assertSame( array( "<script src='/j.js'></script><p>more</p></body>" ), $seen );
		$this->assertSame( '', islet_held_output() );
	}

	public function test_a_cleaned_buffer_forgets_what_it_held() {
		$finish = static function ( $html ) {
			return $html;
		};
		islet_buffer_chunk( "<script src='/j.js'></script>", PHP_OUTPUT_HANDLER_FLUSH, $finish );
		islet_buffer_chunk( '', PHP_OUTPUT_HANDLER_CLEAN, $finish );
		$this->assertSame( '<p>new</p>', islet_buffer_chunk( '<p>new</p>', PHP_OUTPUT_HANDLER_FINAL, $finish ) );
	}

	public function test_the_head_is_not_flushed_with_the_switch_off_or_when_another_buffer_is_on_top() {
		islet_page_is_buffered( true );
		ob_start();
		islet_page_buffer_level( ob_get_level() );
		add_filter( 'islet_first_paint', '__return_false' );
		echo 'held';
		islet_flush_head();
		$this->assertSame( 'held', ob_get_contents(), 'switch off' );
		remove_all_filters( 'islet_first_paint' );
		ob_start();
		echo 'inner';
		islet_flush_head();
		$this->assertSame( 'inner', ob_get_clean(), 'another buffer on top' );
		ob_end_clean();
	}

	public function test_only_phps_own_empty_buffer_is_ended() {
		ob_start();
		$level = ob_get_level();
		islet_end_default_output_buffer();
		$this->assertSame( $level, ob_get_level(), 'a buffer other code started with ob_start() stays, empty as it is' );
		ob_end_clean();
		$phps = array(
			'name'       => 'default output handler',
			'chunk_size' => 4096,
		);
		$this->assertTrue( islet_is_phps_own_empty_buffer( '4096', $phps, 1, 0 ) );
		$this->assertFalse( islet_is_phps_own_empty_buffer( '4096', array( 'chunk_size' => 0 ) + $phps, 1, 0 ), 'ob_start() by other code' );
		$this->assertFalse( islet_is_phps_own_empty_buffer( '4096', $phps, 1, 12 ), 'something printed already' );
		$this->assertFalse( islet_is_phps_own_empty_buffer( '4096', $phps, 2, 0 ), 'another buffer above it' );
		$this->assertFalse( islet_is_phps_own_empty_buffer( '0', $phps, 1, 0 ), 'no output_buffering' );
	}
}
