<?php
/**
 * islet_build_config(): the page config's shape and values, with WooCommerce's functions
 * standing in (support/woocommerce.php).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The config builder.
 */
class ConfigTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	public function test_shape_and_values_match_woocommerce_params_objects() {
		$config = islet_build_config();
		$this->assertSame(
			array( 'v', 'wcAjaxUrl', 'ajaxUrl', 'ckAjaxUrl', 'cartUrl', 'isCart', 'cartRedirectAfterAdd', 'productFormAjax', 'fragmentName', 'cartHashKey', 'requestTimeout', 'isPageBuilderEditor', 'ckSearch', 'react', 'i18n' ),
			array_keys( $config )
		);
		// The values of wc_add_to_cart_params and wc_cart_fragments_params in
		// fixtures/reference-store/pages/shop.html.
		$this->assertSame( 1, $config['v'] );
		$this->assertSame( '/?wc-ajax=%%endpoint%%', $config['wcAjaxUrl'] );
		$this->assertSame( '/wp-admin/admin-ajax.php', $config['ajaxUrl'] );
		$this->assertSame( 'http://127.0.0.1:8881/cart/', $config['cartUrl'] );
		$this->assertFalse( $config['isCart'] );
		$this->assertSame( 'no', $config['cartRedirectAfterAdd'] );
		$this->assertSame( 'wc_fragments_cfb14705b435042c502540edd9189136', $config['fragmentName'] );
		$this->assertSame( 'wc_cart_hash_cfb14705b435042c502540edd9189136', $config['cartHashKey'] );
		$this->assertSame( 5000, $config['requestTimeout'] );
		$this->assertFalse( $config['isPageBuilderEditor'] );
		$this->assertSame( '', $config['ckAjaxUrl'] );
		$this->assertNull( $config['ckSearch'], 'no CommerceKit, no live search' );
	}

	public function test_commercekits_live_search_urls_as_its_commercekit_ajs_prints_them() {
		$this->activate_commercekit();
		$this->assertNull( islet_build_config()['ckSearch'], 'its live search off (the default)' );
		update_option( 'commercekit', array( 'ajax_search' => '1' ) );
		// commercekit_ajs.ajax_url_product and ajax_url_post in fixtures/reference-store/pages/shop.html.
		$this->assertSame(
			array(
				'productUrl' => 'http://127.0.0.1:8881/?cgkit_ajax_search_product=1',
				'postUrl'    => 'http://127.0.0.1:8881/?cgkit_ajax_search_post=1',
			),
			islet_build_config()['ckSearch']
		);
		update_option( 'home', 'https://example.com/shop' );
		$this->assertSame( 'https://example.com/shop/?cgkit_ajax_search_post=1', islet_build_config()['ckSearch']['postUrl'] );
		update_option( 'commercekit', array( 'ajax_search' => 0 ) );
		$this->assertNull( islet_build_config()['ckSearch'] );
		update_option( 'commercekit', array( 'ajax_search' => 1 ) );
		update_option( 'active_plugins', array() );
		$this->assertNull( islet_build_config()['ckSearch'], 'CommerceKit inactive' );
	}

	public function test_strings_are_every_islet_string_translatable() {
		$this->assertSame(
			array( 'viewCart', 'loading', 'cartUpdated', 'itemAdded', 'itemRemoved', 'closeCart', 'addFailed', 'removeFailed' ),
			array_keys( islet_build_config()['i18n'] )
		);
		add_filter(
			'gettext',
			static function ( $translation, $text, $domain ) {
				return 'islet' === $domain || 'woocommerce' === $domain ? "[$domain] $text" : $translation;
			},
			10,
			3
		);
		$i18n = islet_build_config()['i18n'];
		$this->assertSame( '[woocommerce] View cart', $i18n['viewCart'] );
		$this->assertSame( '[islet] Close drawer', $i18n['closeCart'] );
	}

	public function test_product_form_ajax_follows_shoptimizers_setting() {
		$this->assertFalse( islet_build_config()['productFormAjax'], "the theme's default" );
		islet_test_shoptimizer_options( array( 'shoptimizer_layout_woocommerce_single_product_ajax' => '1' ) );
		$this->assertFalse( islet_build_config()['productFormAjax'], 'the theme itself tests true ===' );
		islet_test_shoptimizer_options( array( 'shoptimizer_layout_woocommerce_single_product_ajax' => true ) );
		$this->assertTrue( islet_build_config()['productFormAjax'] );
		add_filter( 'islet_product_form_ajax', '__return_false' );
		$this->assertFalse( islet_build_config()['productFormAjax'], 'filtered' );
	}

	public function test_cart_page_redirect_and_commercekit() {
		$GLOBALS['islet_test_is_cart'] = true;
		update_option( 'woocommerce_cart_redirect_after_add', 'yes' );
		$this->activate_commercekit();
		$config = islet_build_config();
		$this->assertTrue( $config['isCart'] );
		$this->assertSame( 'yes', $config['cartRedirectAfterAdd'] );
		$this->assertSame( '/?commercekit-ajax', $config['ckAjaxUrl'] );
	}

	public function test_site_in_a_subfolder_keeps_urls_site_relative() {
		// get_site_url() follows the request's scheme, as WooCommerce's hash does.
		$_SERVER['HTTPS'] = 'on';
		update_option( 'home', 'https://example.com/shop' );
		update_option( 'siteurl', 'https://example.com/shop' );
		$this->activate_commercekit();
		$config = islet_build_config();
		$this->assertSame( '/shop/?wc-ajax=%%endpoint%%', $config['wcAjaxUrl'] );
		$this->assertSame( '/shop/wp-admin/admin-ajax.php', $config['ajaxUrl'] );
		$this->assertSame( '/shop/?commercekit-ajax', $config['ckAjaxUrl'] );
		$this->assertSame( 'wc_fragments_' . md5( '1_https://example.com/shop/shoptimizer' ), $config['fragmentName'] );
	}

	public function test_woocommerce_and_islet_filters_apply() {
		add_filter(
			'woocommerce_cart_fragment_name',
			static function () {
				return 'my_fragments';
			}
		);
		add_filter(
			'woocommerce_cart_hash_key',
			static function ( $key ) {
				return $key . '_x';
			}
		);
		add_filter(
			'islet_request_timeout',
			static function () {
				return '8000';
			}
		);
		$config = islet_build_config();
		$this->assertSame( 'my_fragments', $config['fragmentName'] );
		$this->assertSame( 'wc_cart_hash_cfb14705b435042c502540edd9189136_x', $config['cartHashKey'] );
		$this->assertSame( 8000, $config['requestTimeout'] );
	}

	public function test_page_builder_editors_are_detected_from_their_query_flags() {
		foreach ( array( array( 'elementor-preview' => '12' ), array( 'fl_builder' => '' ), array( 'et_fb' => '1' ), array( 'bricks' => 'run' ), array( 'vc_editable' => 'true' ) ) as $query ) {
			$_GET = $query;
			$this->assertTrue( islet_build_config()['isPageBuilderEditor'], key( $query ) );
		}
		$_GET = array( 'bricks' => 'preview' );
		$this->assertFalse( islet_is_page_builder_editor() );
		$_GET = array();
		add_filter( 'islet_is_page_builder_editor', '__return_true' );
		$this->assertTrue( islet_is_page_builder_editor() );
	}

	public function test_mini_cart_props_ask_for_blocks_only_with_commercekit() {
		$this->assertSame(
			array(
				'openers' => '.shoptimizer-cart a.cart-contents',
				'blocks'  => false,
			),
			islet_mini_cart_props()
		);
		$this->activate_commercekit();
		$this->assertFalse( islet_mini_cart_props()['blocks'], 'off by default: the drawer\'s fragments carry the blocks' );
		update_option( ISLET_OPTION, array( 'blocks' => true ) );
		$this->assertTrue( islet_mini_cart_props()['blocks'] );
		update_option( 'active_plugins', array() );
		update_option( ISLET_OPTION, array( 'blocks' => true ) );
		$this->assertFalse( islet_mini_cart_props()['blocks'], 'blocks stay off without CommerceKit' );
	}
}
