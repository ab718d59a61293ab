<?php
/**
 * The front end with WooCommerce active: the config script, the cart-buttons island, the
 * output buffer around Shoptimizer's drawer, and the requests Islet stays out of.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Front-end hooks.
 */
class FrontendTest extends Islet_Test_Case {

	const PAGE = '<!DOCTYPE html><html><head></head><body><div tabindex="-1" id="shoptimizerCartDrawer" role="dialog"><div class="widget_shopping_cart_content"></div></div></body></html>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	public function test_the_config_is_printed_once_in_the_head() {
		$head = $this->output_of(
			static function () {
				do_action( 'wp_head' );
				do_action( 'wp_head' );
			}
		);
		$this->assertSame( 1, substr_count( $head, 'id="islet-config"' ) );
		$this->assertSame( islet_render_config_script( islet_build_config() ) . "\n", $head );
	}

	public function test_the_cart_buttons_island_is_printed_in_the_footer() {
		$this->assertSame( islet_render_island( 'cart-buttons', 1, 'load', array() ) . "\n", $this->output_of( static function () { do_action( 'wp_footer' ); } ) );
		update_option( ISLET_OPTION, array( 'islands' => array( 'cart-buttons' => false ) ) );
		$this->assertSame( '', $this->output_of( static function () { do_action( 'wp_footer' ); } ) );
	}

	public function test_on_the_checkout_the_cart_buttons_island_waits_for_intent() {
		add_filter(
			'islet_page_type',
			static function () {
				return 'checkout';
			}
		);
		$printed = $this->output_of( static function () { do_action( 'wp_footer' ); } );
		remove_all_filters( 'islet_page_type' );
		$this->assertSame( islet_render_island( 'cart-buttons', 1, 'interaction', array() ) . "\n", $printed );
		$this->assertStringContainsString( 'data-island-when="interaction"', $printed );
		// Only the checkout waits: on every other page, the cart included, it loads at once (docs/decisions/0007).
		add_filter(
			'islet_page_type',
			static function () {
				return 'cart';
			}
		);
		$cart = $this->output_of( static function () { do_action( 'wp_footer' ); } );
		remove_all_filters( 'islet_page_type' );
		$this->assertSame( islet_render_island( 'cart-buttons', 1, 'load', array() ) . "\n", $cart );
	}

	public function test_the_buffer_wraps_the_drawer() {
		$expected = str_replace(
			'<div tabindex="-1" id="shoptimizerCartDrawer" role="dialog"><div class="widget_shopping_cart_content"></div></div>',
			islet_render_island( 'mini-cart', 1, 'interaction', islet_mini_cart_props(), '<div tabindex="-1" id="shoptimizerCartDrawer" role="dialog"><div class="widget_shopping_cart_content"></div></div>' ),
			self::PAGE
		);
		$this->assertSame( $expected, $this->serve( self::PAGE ) );
	}

	public function test_the_drawer_stays_as_it_is_when_the_mini_cart_island_is_off() {
		update_option( ISLET_OPTION, array( 'islands' => array( 'mini-cart' => false ) ) );
		$this->assertSame( self::PAGE, $this->serve( self::PAGE ) );
	}

	public function test_no_buffer_when_islet_has_nothing_to_do() {
		update_option( ISLET_OPTION, array( 'islands' => array_fill_keys( islet_island_names(), false ) ) );
		$level = ob_get_level();
		do_action( 'template_redirect' );
		$this->assertSame( $level, ob_get_level() );
		$this->assertFalse( islet_page_is_buffered() );
	}

	public function test_requests_that_are_not_a_shoppers_page_are_left_alone() {
		$_GET = array( 'wc-ajax' => 'get_refreshed_fragments' );
		$this->assertFalse( islet_is_front_end_page() );
		$this->assertSame( self::PAGE, $this->serve( self::PAGE ) );
		$this->assertSame( '', $this->output_of( static function () { do_action( 'wp_head' ); do_action( 'wp_footer' ); } ) );
		$_GET = array();

		$GLOBALS['wp_query']->is_feed = true;
		$this->assertFalse( islet_is_front_end_page() );
		$this->assertSame( self::PAGE, $this->serve( self::PAGE ) );
		$GLOBALS['wp_query']->is_feed = false;

		add_filter( 'islet_is_front_end_page', '__return_false' );
		$this->assertSame( '', $this->output_of( static function () { do_action( 'wp_head' ); } ) );
	}

	public function test_only_html_responses_are_rewritten() {
		$props = array(
			'miniCart' => islet_mini_cart_props(),
			'product'  => null,
		);
		$this->assertTrue( islet_response_is_html( array() ) );
		$this->assertTrue( islet_response_is_html( array( 'X-Foo: 1', 'Content-Type: text/html; charset=UTF-8' ) ) );
		$this->assertFalse( islet_response_is_html( array( 'Content-Type: application/json; charset=UTF-8' ) ) );
		$this->assertFalse( islet_response_is_html( array( 'content-type: text/xml' ) ) );
		$this->assertSame( self::PAGE, islet_filter_page_html( self::PAGE, $props, PHP_OUTPUT_HANDLER_CLEAN ) );
		$this->assertSame( '', islet_filter_page_html( '', $props ) );
		$this->assertNotSame( self::PAGE, islet_filter_page_html( self::PAGE, $props, PHP_OUTPUT_HANDLER_FINAL ) );
	}

	public function test_a_store_without_shoptimizer_keeps_its_page() {
		$page = '<html><body><div class="site-header-cart"><div class="widget_shopping_cart_content"></div></div></body></html>';
		$this->assertSame( $page, $this->serve( $page ) );
	}

	public function test_hooks_are_added_only_with_woocommerce() {
		$this->assertSame( 1, has_action( 'wp_head', 'islet_print_config' ) );
		$this->assertSame( 1000, has_action( 'template_redirect', 'islet_start_buffer' ) );
		$this->assertSame( 10, has_filter( 'script_loader_tag', 'islet_module_script_tag' ) );
		$this->assertSame( PHP_INT_MAX, has_action( 'wp_print_footer_scripts', 'islet_remember_printed_scripts' ) );
		$this->assertSame( 0, has_action( 'shutdown', 'islet_refresh_printed_scripts' ) );
		$this->assertSame( PHP_INT_MIN, has_action( 'wp_footer', 'islet_mark_legacy_callbacks' ) );
		$this->assertSame( PHP_INT_MIN, has_action( 'woocommerce_before_add_to_cart_quantity', 'islet_mark_legacy_callbacks' ) );
		$this->assertFalse( has_action( 'wp_enqueue_scripts', 'islet_dequeue_legacy_scripts' ) );
	}
}
