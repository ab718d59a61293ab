<?php
/**
 * The first paint (issue 31): the switch, the editor's stylesheets, compression, the product
 * image's preload, and the critical CSS: key, wanted builds, the head's tags and the route.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * First paint.
 */
class FirstPaintTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store();
		$GLOBALS['islet_test_wc_page'] = 'shop';
		$_SERVER['REQUEST_URI']        = '/shop/?orderby=price';
	}

	protected function tearDown(): void {
		unset( $_SERVER['REQUEST_URI'] );
		$GLOBALS['islet_test_logged_in'] = false;
		parent::tearDown();
	}

	/**
	 * A storefront head's styles: the theme's main sheet, a plugin sheet that lists the block
	 * editor's (as Popup Maker's block styles do), an inline style between them.
	 */
	private function queue_store_styles() {
		add_action( 'wp_enqueue_scripts', array( $this, 'enqueue_store_styles' ) );
		do_action( 'wp_enqueue_scripts' );
	}

	/**
	 * wp_enqueue_scripts of queue_store_styles().
	 */
	public function enqueue_store_styles() {
		wp_register_style( 'wp-components', '/wp-includes/css/dist/components/style.min.css', array(), '6.8' );
		wp_register_style( 'wp-preferences', '/wp-includes/css/dist/preferences/style.min.css', array( 'wp-components' ), '6.8' );
		wp_register_style( 'wp-block-editor', '/wp-includes/css/dist/block-editor/style.min.css', array( 'wp-components', 'wp-preferences' ), '6.8' );
		wp_enqueue_style( 'popup-blocks', '/wp-content/plugins/popup-maker/blocks.css', array( 'wp-block-editor' ), '1.22' );
		wp_enqueue_style( 'theme-main', '/wp-content/themes/shoptimizer/main.min.css', array(), '2.8.13' );
		wp_add_inline_style( 'popup-blocks', '.between{color:red}' );
		wp_enqueue_style( 'theme-print', '/wp-content/themes/shoptimizer/print.css', array(), '2.8.13', 'print' );
	}

	/**
	 * The head's styles as WordPress prints them in wp_head.
	 *
	 * @return string
	 */
	private function head_styles() {
		do_action( 'wp_head_started_for_test' );
		$GLOBALS['wp_actions']['wp_head'] = 1;
		return $this->output_of(
			static function () {
				wp_print_styles();
			}
		);
	}

	public function test_is_on_by_default_and_a_filter_or_the_settings_turn_it_off() {
		$this->assertTrue( islet_first_paint_enabled() );
		update_option( ISLET_OPTION, array( 'first_paint' => false ) );
		$this->assertFalse( islet_first_paint_enabled() );
		update_option( ISLET_OPTION, array() );
		add_filter( 'islet_first_paint', '__return_false' );
		$this->assertFalse( islet_first_paint_enabled() );
	}

	public function test_the_editor_stylesheets_leave_when_only_a_dependency_pulls_them_in() {
		$this->queue_store_styles();
		$head = $this->head_styles();
		$this->assertStringContainsString( "id='popup-blocks-css'", $head );
		$this->assertStringContainsString( "id='theme-main-css'", $head );
		foreach ( array( 'wp-components', 'wp-preferences', 'wp-block-editor' ) as $editor ) {
			$this->assertStringNotContainsString( "id='$editor-css'", $head, $editor );
		}
	}

	public function test_an_editor_stylesheet_stays_where_it_is_queued_itself_or_its_script_is() {
		add_action(
			'wp_enqueue_scripts',
			static function () {
				wp_enqueue_style( 'wp-components' );
				wp_register_script( 'wp-block-editor', '/wp-includes/js/dist/block-editor.min.js', array(), '6.8', true );
				wp_enqueue_script( 'wp-block-editor' );
			},
			20
		);
		$this->queue_store_styles();
		$head = $this->head_styles();
		$this->assertStringContainsString( "id='wp-components-css'", $head );
		$this->assertStringContainsString( "id='wp-block-editor-css'", $head );
		$this->assertStringNotContainsString( "id='wp-preferences-css'", $head, 'nothing uses the preferences sheet' );
	}

	public function test_with_the_switch_off_the_head_is_as_wordpress_prints_it() {
		add_filter( 'islet_first_paint', '__return_false' );
		$this->queue_store_styles();
		$head = $this->head_styles();
		$this->assertStringContainsString( "id='wp-block-editor-css'", $head );
		$this->assertStringNotContainsString( 'islet-first-paint', $head );
		$this->assertSame( array(), islet_first_paint_wanted() );
	}

	public function test_the_page_prints_its_type_and_key_and_a_new_visitors_page_waits_for_a_build() {
		$this->queue_store_styles();
		$head = $this->head_styles();
		$state = islet_first_paint_state();
		$this->assertMatchesRegularExpression( '/^[a-f0-9]{32}$/', $state['key'] );
		$this->assertStringContainsString( '<meta name="islet-first-paint" content="listing ' . $state['key'] . '">', $head );
		$this->assertSame(
			array(
				'listing' => array(
					'key' => $state['key'],
					'url' => 'http://shop.example/shop/',
				),
			),
			islet_first_paint_wanted(),
			'the query other than a search\'s is dropped'
		);
		$this->assertStringContainsString( "<link rel='stylesheet' id='theme-main-css'", $head, 'no build: the link blocks as before' );
	}

	public function test_a_search_keeps_its_query_and_a_logged_in_page_is_not_remembered() {
		$_SERVER['REQUEST_URI'] = '/?s=hoodie&post_type=product&utm_source=x';
		$this->assertSame( 'http://shop.example/?s=hoodie&post_type=product', islet_current_page_url() );
		$GLOBALS['islet_test_logged_in'] = true;
		$this->queue_store_styles();
		$this->head_styles();
		$this->assertSame( array(), islet_first_paint_wanted() );
	}

	public function test_the_key_follows_the_sheets_and_their_versions() {
		$this->queue_store_styles();
		$styles  = wp_styles();
		$handles = islet_styles_to_print( $styles );
		$this->assertSame( array( 'wp-components', 'wp-preferences', 'wp-block-editor', 'popup-blocks', 'theme-main', 'theme-print', ISLET_STYLE_HANDLE ), $handles );
		$key = islet_first_paint_key( $styles, $handles );
		$this->assertSame( $key, islet_first_paint_key( $styles, $handles ) );
		$styles->registered['theme-main']->ver = '2.8.14';
		$this->assertNotSame( $key, islet_first_paint_key( $styles, $handles ), 'a theme update changes the key' );
	}

	/**
	 * The head once a build for its key is stored.
	 *
	 * @param array<string, string> $css Rules by handle.
	 * @return string
	 */
	private function head_with_build( array $css ) {
		$this->queue_store_styles();
		$this->head_styles();
		islet_store_first_paint_build( 'listing', islet_first_paint_state()['key'], $css );
		islet_first_paint_state( false );
		wp_styles()->done = array();
		return $this->head_styles();
	}

	public function test_a_built_page_inlines_each_sheets_rules_where_its_link_was_and_loads_the_link_after_the_page() {
		$head = $this->head_with_build(
			array(
				'popup-blocks' => '.popup{display:none}',
				'theme-main'   => '.site-header{height:60px}',
			)
		);
		$this->assertMatchesRegularExpression(
			'#<style id="popup-blocks-critical-css">\.popup\{display:none\}</style>\s*<noscript data-islet-deferred><link rel=\'stylesheet\' id=\'popup-blocks-css\' href=\'[^\']+\'(?: type=\'text/css\')? media=\'all\' /></noscript>\s*<style id=\'popup-blocks-inline-css\'[^>]*>\s*\.between\{color:red\}\s*</style>\s*<style id="theme-main-critical-css">\.site-header\{height:60px\}</style>\s*<noscript data-islet-deferred><link rel=\'stylesheet\' id=\'theme-main-css\'#',
			$head,
			'the inline style between two sheets stays between their rules'
		);
		$this->assertMatchesRegularExpression( "#<link rel='stylesheet' id='theme-print-css' href='[^']+'(?: type='text/css')? media='print' />\n<link#", $head, 'a print sheet is left alone' );
		$this->assertSame( array(), islet_first_paint_wanted() );
		$loader = $this->output_of( 'islet_print_deferred_styles_loader' );
		$this->assertStringContainsString( "querySelectorAll('noscript[data-islet-deferred]')", $loader );
		$this->assertStringContainsString( "addEventListener('load',l)", $loader, 'after the load event' );
	}

	public function test_a_page_without_a_build_prints_no_loader() {
		$this->queue_store_styles();
		$this->head_styles();
		$this->assertSame( '', $this->output_of( 'islet_print_deferred_styles_loader' ) );
	}

	public function test_a_sheet_the_build_does_not_name_blocks_as_before() {
		$head = $this->head_with_build( array( 'theme-main' => '.a{b:c}' ) );
		$this->assertMatchesRegularExpression( "#<link rel='stylesheet' id='popup-blocks-css' href='[^']+'(?: type='text/css')? media='all' />\n<style id='popup-blocks-inline-css'#", $head );
		$this->assertStringContainsString( '<style id="theme-main-critical-css">.a{b:c}</style>', $head );
	}

	public function test_the_listings_share_one_build() {
		foreach ( array( 'shop', 'product-taxonomy' ) as $type ) {
			$GLOBALS['islet_test_wc_page'] = $type;
			$this->assertSame( 'listing', islet_first_paint_page_type(), $type );
		}
	}

	public function test_the_cart_and_checkout_are_never_inlined() {
		foreach ( array( 'cart', 'checkout' ) as $type ) {
			$GLOBALS['islet_test_wc_page'] = $type;
			$GLOBALS['islet_test_is_cart'] = 'cart' === $type;
			$this->assertNull( islet_first_paint_page_type(), $type );
		}
	}

	/**
	 * A route request.
	 *
	 * @param array $params Body.
	 * @return WP_REST_Response|WP_Error
	 */
	private function post_build( array $params ) {
		$request = new WP_REST_Request( 'POST', '/islet/v1/first-paint' );
		foreach ( $params as $name => $value ) {
			$request->set_param( $name, $value );
		}
		return islet_store_first_paint_request( $request );
	}

	public function test_the_route_stores_a_build_that_cannot_end_its_style_element() {
		$key      = str_repeat( 'a', 32 );
		$response = $this->post_build(
			array(
				'type' => 'product',
				'key'  => $key,
				'css'  => array( 'theme-main' => '.a::after{content:"</style><script>alert(1)</script>"}' ),
			)
		);
		$this->assertSame( 200, $response->get_status() );
		$this->assertTrue( $response->get_data()['stored'] );
		$this->assertSame( array( 'theme-main' => '.a::after{content:"<\/style><script>alert(1)<\/script>"}' ), islet_first_paint_css_for( 'product', $key ) );
	}

	public function test_the_route_refuses_bad_handles_too_much_css_and_the_cart() {
		$key = str_repeat( 'b', 32 );
		$this->assertSame( 400, $this->post_build( array( 'type' => 'shop', 'key' => $key, 'css' => array( 'a b' => 'x' ) ) )->get_error_data()['status'] );
		$this->assertSame( 400, $this->post_build( array( 'type' => 'shop', 'key' => $key, 'css' => 'x' ) )->get_error_data()['status'] );
		$this->assertSame( 413, $this->post_build( array( 'type' => 'shop', 'key' => $key, 'css' => array( 'a' => str_repeat( 'x', ISLET_FIRST_PAINT_MAX_BYTES + 1 ) ) ) )->get_error_data()['status'] );
		$this->assertSame( 400, $this->post_build( array( 'type' => 'cart', 'key' => $key, 'css' => array( 'a' => 'x' ) ) )->get_error_data()['status'] );
		$this->assertNull( islet_first_paint_css_for( 'shop', $key ) );
	}

	public function test_only_those_who_change_the_settings_may_build() {
		$this->assertFalse( islet_can_build_first_paint() );
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		$this->assertTrue( islet_can_build_first_paint() );
	}

	public function test_a_page_type_keeps_its_four_newest_builds() {
		foreach ( range( 1, 6 ) as $n ) {
			islet_store_first_paint_build( 'product', str_repeat( (string) $n, 32 ), array( 'a' => ".n$n{}" ) );
		}
		$this->assertSame( array( '6', '5', '4', '3' ), array_map( static fn( $build ) => $build['key'][0], islet_first_paint_builds( 'product' ) ) );
		islet_store_first_paint_build( 'product', str_repeat( '4', 32 ), array( 'a' => '.again{}' ) );
		$this->assertSame( array( '4', '6', '5', '3' ), array_map( static fn( $build ) => $build['key'][0], islet_first_paint_builds( 'product' ) ), 'a rebuild moves to the front once' );
	}

	public function test_compression_only_where_nothing_else_compresses_or_captures_the_page() {
		$request = array(
			'zlib_on'         => false,
			'headers_sent'    => false,
			'accept_encoding' => 'gzip, deflate, br',
			'handlers'        => array( 'default output handler' ),
		);
		$this->assertTrue( islet_can_compress_page( $request ) );
		$this->assertFalse( islet_can_compress_page( array( 'zlib_on' => true ) + $request ) );
		$this->assertFalse( islet_can_compress_page( array( 'headers_sent' => true ) + $request ) );
		$this->assertFalse( islet_can_compress_page( array( 'accept_encoding' => 'br' ) + $request ) );
		$this->assertFalse( islet_can_compress_page( array( 'handlers' => array( 'default output handler', 'wp_cache_ob_callback' ) ) + $request ), 'a page cache below' );
	}

	public function test_the_product_image_is_preloaded_as_the_browser_will_choose_it_unless_the_theme_does() {
		$img     = '<img width="800" height="1024" src="http://shop.example/u/hoodie.png" class="wp-post-image" srcset="http://shop.example/u/hoodie.png 800w, http://shop.example/u/hoodie-300x384.png 300w" sizes="(max-width: 360px) 330px, 800px">';
		$preload = islet_image_preload_of( $img );
		$this->assertSame(
			array(
				'href'        => 'http://shop.example/u/hoodie.png',
				'imagesrcset' => 'http://shop.example/u/hoodie.png 800w, http://shop.example/u/hoodie-300x384.png 300w',
				'imagesizes'  => '(max-width: 360px) 330px, 800px',
			),
			$preload
		);
		$this->assertNull( islet_image_preload_of( '' ) );
		$this->assertSame( array(), islet_preload_product_image( array() ), 'not a product page' );
	}

	public function test_the_builder_runs_for_managers_while_a_type_waits_and_on_the_settings_page() {
		$this->use_manifest( self::MANIFEST + array( 'firstPaintBuilder' => 'admin/first-paint-X.js' ) );
		$this->assertNull( islet_first_paint_builder_config(), 'nothing waits' );
		islet_want_first_paint_build( 'listing', str_repeat( 'c', 32 ), 'http://shop.example/product-category/hoodies/' );
		$this->assertNull( islet_first_paint_builder_config(), 'no right to build' );
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		$config = islet_first_paint_builder_config();
		$this->assertTrue( $config['auto'] );
		$this->assertCount( 1, $config['jobs'], 'only what waits, off the settings page' );
		$this->assertSame( 'listing', $config['jobs'][0]['type'] );
		$this->assertSame( 'http://shop.example/product-category/hoodies/', $config['jobs'][0]['urls'][0], 'the page a visitor saw first, then the samples' );
		$json = $this->output_of( 'islet_print_first_paint_jobs' );
		$this->assertStringStartsWith( '<script type="application/json" id="islet-first-paint-jobs">{"endpoint":', $json );
		$this->assertStringContainsString( '"auto":true', $json );
		add_filter( 'islet_first_paint', '__return_false' );
		$this->assertNull( islet_first_paint_builder_config(), 'the switch off' );
	}
}
