<?php
/**
 * islet_place_mini_cart(): wrapping Shoptimizer's drawer in the mini-cart island.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The drawer wrap.
 */
class DrawerWrapTest extends Islet_Test_Case {

	const PROPS = array(
		'openers' => '.shoptimizer-cart a.cart-contents',
		'blocks'  => true,
	);

	const DRAWER = '<div tabindex="-1" id="shoptimizerCartDrawer" class="shoptimizer-mini-cart-wrap" role="dialog" aria-label="Cart drawer">';

	private function island( $inner ) {
		return islet_render_island( 'mini-cart', 1, 'interaction', self::PROPS, $inner );
	}

	public function test_wraps_the_drawer_with_nested_divs_and_keeps_the_rest() {
		$drawer = self::DRAWER . '<div class="head"><div>Cart</div></div><DIV class="body"><div class="widget_shopping_cart_content"></div></DIV ></div>';
		$html   = '<body><div id="page"><header></header>' . $drawer . '<div class="after"></div></div></body>';
		$this->assertSame(
			'<body><div id="page"><header></header>' . $this->island( $drawer ) . '<div class="after"></div></div></body>',
			islet_test_place( 'islet_place_mini_cart', $html, self::PROPS )
		);
	}

	public function test_leaves_a_page_without_the_drawer_unchanged() {
		$html = '<html><body><div class="site-header-cart"><div id="cart"></div></div></body></html>';
		$this->assertSame( $html, islet_test_place( 'islet_place_mini_cart', $html, self::PROPS ) );
		$mentioned = '<body><p>shoptimizerCartDrawer is in a text node</p><div data-id="shoptimizerCartDrawer"></div></body>';
		$this->assertSame( $mentioned, islet_test_place( 'islet_place_mini_cart', $mentioned, self::PROPS ) );
	}

	public function test_leaves_an_unclosed_drawer_unchanged() {
		$html = '<body>' . self::DRAWER . '<div class="inner"></div>';
		$this->assertSame( $html, islet_test_place( 'islet_place_mini_cart', $html, self::PROPS ) );
	}

	public function test_finds_the_drawer_whatever_its_attribute_order_or_quotes() {
		foreach ( array( "<div id='shoptimizerCartDrawer' role='dialog'>", '<div class="x" id=shoptimizerCartDrawer>', '<DIV role="dialog"  ID="shoptimizerCartDrawer">' ) as $open ) {
			$drawer = $open . '<div></div></div>';
			$this->assertSame( '<b></b>' . $this->island( $drawer ) . '<i></i>', islet_test_place( 'islet_place_mini_cart', '<b></b>' . $drawer . '<i></i>', self::PROPS ), $open );
		}
	}

	public function test_does_not_match_a_longer_id() {
		$html = '<div id="shoptimizerCartDrawerX"></div>';
		$this->assertSame( $html, islet_test_place( 'islet_place_mini_cart', $html, self::PROPS ) );
	}

	public function test_wraps_only_once() {
		$drawer  = self::DRAWER . '</div>';
		$wrapped = islet_test_place( 'islet_place_mini_cart', '<body>' . $drawer . '</body>', self::PROPS );
		$this->assertSame( $wrapped, islet_test_place( 'islet_place_mini_cart', $wrapped, self::PROPS ) );
	}

	public function test_element_end_counts_nesting_and_ignores_longer_tag_names() {
		$html = '<div><divider></divider><div></div ></div>tail';
		$this->assertSame( strlen( $html ) - 4, islet_test_element_end( $html, 0 ) );
		$this->assertSame( -1, islet_test_element_end( '<div><div></div>', 0 ) );
	}

	public function test_wraps_the_reference_store_drawer() {
		$html    = (string) file_get_contents( self::repo_file( 'fixtures/reference-store/pages/shop.html' ) );
		$wrapped = islet_test_place( 'islet_place_mini_cart', $html, self::PROPS );
		$start   = strpos( $html, self::DRAWER );
		$this->assertNotFalse( $start );
		$this->assertSame( strlen( $html ) + strlen( $this->island( '' ) ), strlen( $wrapped ) );
		$this->assertSame( substr( $html, 0, $start ), substr( $wrapped, 0, $start ) );
		$this->assertStringStartsWith( substr( $this->island( '' ), 0, -6 ) . self::DRAWER, substr( $wrapped, $start ) );
		$this->assertSame( 1, substr_count( $wrapped, 'data-island="mini-cart"' ) );
	}

	public function test_every_captured_page_with_the_drawer_gets_it_wrapped_once_and_the_others_are_left_alone() {
		$wrapped = 0;
		foreach ( islet_test_captured_files() as $file ) {
			$html   = islet_test_captured_page( $file );
			$placed = islet_test_place( 'islet_place_mini_cart', $html, self::PROPS );
			if ( false === strpos( $html, 'id="shoptimizerCartDrawer"' ) ) {
				$this->assertSame( $html, $placed, "$file: no drawer" );
				continue;
			}
			$start = strpos( $html, '<div tabindex="-1" id="shoptimizerCartDrawer"' );
			$end   = islet_test_element_end( $html, $start );
			$this->assertSame( substr( $html, 0, $start ) . $this->island( substr( $html, $start, $end - $start ) ) . substr( $html, $end ), $placed, $file );
			++$wrapped;
		}
		$this->assertGreaterThan( 10, $wrapped );
	}

	public function test_props_are_escaped_in_the_wrap() {
		$props   = array(
			'openers' => '</script><script>alert(1)</script>',
			'blocks'  => false,
		);
		$wrapped = islet_test_place( 'islet_place_mini_cart', self::DRAWER . '</div>', $props );
		$this->assertStringContainsString( '{"openers":"\u003C/script\u003E\u003Cscript\u003Ealert(1)\u003C/script\u003E","blocks":false}', $wrapped );
	}
}
