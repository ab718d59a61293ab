<?php
/**
 * The bundle's registration, its module tag, the manifest, and WooCommerce's legacy scripts
 * taken off the page WordPress printed, only when nothing kept needs them.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Assets and legacy scripts.
 */
class AssetsTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store();
	}

	/**
	 * WooCommerce's registrations (class-wc-frontend-scripts.php), queued as on a shop page,
	 * then everything hooked to wp_enqueue_scripts.
	 *
	 * @param callable|null $more Registers and queues other plugins' scripts.
	 * @return WP_Scripts
	 */
	private function enqueue_page( $more = null ) {
		add_action(
			'wp_enqueue_scripts',
			static function () use ( $more ) {
				// WordPress core's jQuery (script-loader.php is not loaded here).
				wp_register_script( 'jquery-core', '/jquery.js', array(), '3.7.1' );
				wp_register_script( 'jquery-migrate', '/jquery-migrate.js', array(), '3.4.1' );
				wp_register_script( 'jquery', false, array( 'jquery-core', 'jquery-migrate' ), '3.7.1' );
				wp_register_script( 'jquery-blockui', '/blockui.js', array( 'jquery' ), '2.7.0', true );
				wp_register_script( 'wc-add-to-cart', '/add-to-cart.js', array( 'jquery', 'jquery-blockui' ), '10.1.2', true );
				wp_register_script( 'js-cookie', '/js.cookie.js', array(), '3.0.5', true );
				wp_register_script( 'wc-cart-fragments', '/cart-fragments.js', array( 'jquery', 'js-cookie' ), '10.1.2', true );
				wp_enqueue_script( 'wc-add-to-cart' );
				wp_enqueue_script( 'wc-cart-fragments' );
				if ( $more ) {
					$more();
				}
			}
		);
		do_action( 'wp_enqueue_scripts' );
		return wp_scripts();
	}

	public function test_enqueues_the_boot_module_and_stylesheet_from_the_manifest() {
		$scripts = $this->enqueue_page();
		$this->assertContains( 'islet-boot', $scripts->queue );
		$boot = $scripts->registered['islet-boot'];
		$this->assertSame( 'http://shop.example/wp-content/plugins/wp-plugin/assets/build/boot-TEST.js', $boot->src );
		$this->assertSame( '0.1.0-test', $boot->ver );
		$this->assertSame( array(), $boot->deps );
		$this->assertSame( 1, $scripts->get_data( 'islet-boot', 'group' ), 'printed in the footer' );
		$style = wp_styles()->registered['islet-islands'];
		$this->assertSame( 'http://shop.example/wp-content/plugins/wp-plugin/assets/build/islands-TEST.css', $style->src );
		$this->assertContains( 'islet-islands', wp_styles()->queue );
	}

	public function test_the_printed_boot_tag_is_a_module() {
		$scripts = $this->enqueue_page();
		$html    = $this->output_of(
			static function () use ( $scripts ) {
				$scripts->do_items( 'islet-boot' );
			}
		);
		$this->assertMatchesRegularExpression( '#^<script type="module" src=\'http://shop\.example/wp-content/plugins/wp-plugin/assets/build/boot-TEST\.js\?ver=0\.1\.0-test\' id=\'islet-boot-js\'></script>\s*$#', $html );
	}

	public function test_module_tag_filter_touches_only_our_external_tag() {
		$classic = "<script type='text/javascript' src='/a.js' id='a-js'></script>\n";
		$this->assertSame( $classic, islet_module_script_tag( $classic, 'a' ) );
		$this->assertSame( '<script type="module" src="/boot.js" id="islet-boot-js"></script>', islet_module_script_tag( '<script type="text/javascript" src="/boot.js" id="islet-boot-js"></script>', 'islet-boot' ) );
		$this->assertSame( '<script type="module" src="/boot.js" id="islet-boot-js"></script>', islet_module_script_tag( '<script src="/boot.js" id="islet-boot-js"></script>', 'islet-boot' ) );
		$with_inline = "<script id='islet-boot-js-before'>var a = 1;</script>\n<script src='/boot.js' id='islet-boot-js'></script>";
		$this->assertSame( "<script id='islet-boot-js-before'>var a = 1;</script>\n<script type=\"module\" src='/boot.js' id='islet-boot-js'></script>", islet_module_script_tag( $with_inline, 'islet-boot' ) );
	}

	/**
	 * A shop page as WordPress prints it: its head scripts, the cart-buttons island and the
	 * footer scripts (which remembers what was printed), through the output handler.
	 *
	 * @param callable|null $more      Registers and queues other plugins' scripts.
	 * @param callable|null $mid_page  Runs while the body renders (after the head scripts).
	 * @param callable|null $late      Runs after the footer scripts, before the buffer is flushed.
	 * @return string The page a visitor receives.
	 */
	private function print_page( $more = null, $mid_page = null, $late = null ) {
		$scripts = $this->enqueue_page( $more );
		$head = $this->output_of(
			static function () {
				wp_scripts()->do_head_items();
			}
		);
		if ( $mid_page ) {
			$mid_page();
		}
		$footer = $this->output_of(
			static function () {
				do_action( 'wp_footer' );
				// What wp_print_footer_scripts() does, without script-loader.php's other work.
				wp_scripts()->do_footer_items();
				do_action( 'wp_print_footer_scripts' );
			}
		);
		if ( $late ) {
			$footer .= $this->output_of( $late );
		}
		$this->assertNotNull( islet_printed_scripts(), 'remembered after the footer scripts' );
		$this->assertSame( $scripts->done, islet_printed_scripts()['printed'] );
		$props = array(
			'miniCart' => null,
			'product'  => null,
			'pageType' => 'shop',
		);
		return islet_filter_page_html( "<html><head>$head</head><body><p>Shop</p>$footer</body></html>", $props );
	}

	/**
	 * @param string $html Page.
	 * @return string[] Handles printed in it.
	 */
	private function handles_in( $html ) {
		preg_match_all( "/<script\\b[^>]*?\\sid=[\"']([^\"']+)-js[\"']/", $html, $matches );
		return $matches[1];
	}

	public function test_legacy_scripts_leave_the_printed_page_with_what_only_they_needed() {
		$page = $this->print_page(
			static function () {
				wp_enqueue_script( 'theme', '/theme.js', array( 'jquery' ), '1', true );
			}
		);
		$this->assertSame( array( 'jquery-core', 'jquery-migrate', 'theme', 'islet-boot' ), $this->handles_in( $page ) );
		$this->assertStringNotContainsString( 'wc_add_to_cart_params', $page, 'its localized object goes with it' );
		$this->assertStringContainsString( '<div data-island="cart-buttons"', $page );
	}

	public function test_a_dependant_keeps_the_legacy_script() {
		$page = $this->print_page(
			static function () {
				wp_enqueue_script( 'other-plugin', '/other.js', array( 'wc-cart-fragments' ), '1', true );
			}
		);
		$this->assertSame( array( 'jquery-core', 'jquery-migrate', 'js-cookie', 'wc-cart-fragments', 'other-plugin', 'islet-boot' ), $this->handles_in( $page ) );
	}

	public function test_a_dependant_through_another_script_keeps_it_too() {
		$page = $this->print_page(
			static function () {
				wp_register_script( 'middle', '/middle.js', array( 'wc-add-to-cart' ), '1', true );
				wp_enqueue_script( 'theme', '/theme.js', array( 'middle' ), '1', true );
			}
		);
		$this->assertContains( 'wc-add-to-cart', $this->handles_in( $page ) );
		$this->assertNotContains( 'wc-cart-fragments', $this->handles_in( $page ) );
	}

	public function test_a_script_printed_after_the_footer_scripts_still_keeps_what_it_needs() {
		$page = $this->print_page(
			static function () {
				wp_register_script( 'late', '/late.js', array( 'wc-cart-fragments' ), '1', true );
			},
			null,
			static function () {
				wp_scripts()->do_items( 'late' ); // A plugin printing its script on wp_footer, 999.
				do_action( 'shutdown' );
			}
		);
		$this->assertContains( 'wc-cart-fragments', $this->handles_in( $page ) );
		$this->assertContains( 'late', $this->handles_in( $page ) );
		$this->assertNotContains( 'wc-add-to-cart', $this->handles_in( $page ) );
	}

	public function test_scripts_queued_while_the_page_renders_leave_too() {
		$page = $this->print_page(
			static function () {
				wp_dequeue_script( 'wc-cart-fragments' );
			},
			static function () {
				wp_enqueue_script( 'wc-cart-fragments' ); // The mini-cart widget queues it mid-page.
			}
		);
		$this->assertSame( array( 'islet-boot' ), $this->handles_in( $page ) );
	}

	public function test_nothing_leaves_when_the_cart_buttons_island_is_off() {
		update_option( ISLET_OPTION, array( 'islands' => array( 'cart-buttons' => false ) ) );
		$page = $this->print_page();
		$this->assertSame( array( 'jquery-core', 'jquery-migrate', 'jquery-blockui', 'wc-add-to-cart', 'js-cookie', 'wc-cart-fragments', 'islet-boot' ), $this->handles_in( $page ) );
		$this->assertContains( 'islet-boot', wp_scripts()->queue, 'the mini-cart island still needs the bundle' );
	}

	public function test_no_bundle_or_no_island_means_no_change() {
		$this->use_manifest( null );
		$scripts = $this->enqueue_page();
		$this->assertNotContains( 'islet-boot', $scripts->queue );
		do_action( 'template_redirect' );
		$this->assertFalse( islet_page_is_buffered() );

		$this->boot_store( array( ISLET_OPTION => array( 'islands' => array_fill_keys( islet_island_names(), false ) ) ) );
		$scripts = $this->enqueue_page();
		$this->assertNotContains( 'islet-boot', $scripts->queue );
		do_action( 'template_redirect' );
		$this->assertFalse( islet_page_is_buffered() );
	}

	public function test_manifest_is_read_and_checked() {
		$dir = sys_get_temp_dir() . '/islet-manifest-' . getmypid();
		wp_mkdir_p( $dir );
		$cases = array(
			'good'      => array( '{"version":"1-abc","boot":"boot-A.js","css":"islands-A.css","files":{},"productPreload":["chunks/registry-product-B.js","../evil.js","https://cdn.example/x.js",7],"pagesPreload":["chunks/registry-pages-D.js","/etc/x.js"]}', true ),
			'traversal' => array( '{"version":"1","boot":"../../evil.js","css":"a.css"}', false ),
			'absolute'  => array( '{"version":"1","boot":"/evil.js","css":"a.css"}', false ),
			'remote'    => array( '{"version":"1","boot":"https://cdn.example/evil.js","css":"a.css"}', false ),
			'missing'   => array( '{"version":"1","boot":"boot.js"}', false ),
			'damaged'   => array( '{"version":', false ),
		);
		foreach ( $cases as $name => $case ) {
			file_put_contents( "$dir/$name.json", $case[0] );
			$this->assertSame( $case[1], null !== islet_read_manifest( "$dir/$name.json" ), $name );
		}
		$this->assertSame(
			array(
				'version'        => '1-abc',
				'boot'           => 'boot-A.js',
				'css'            => 'islands-A.css',
				'productPreload' => array( 'chunks/registry-product-B.js' ),
				'pagesPreload'   => array( 'chunks/registry-pages-D.js' ),
			),
			islet_read_manifest( "$dir/good.json" ),
			'only preload paths inside the build folder are kept'
		);
		$this->assertNull( islet_read_manifest( "$dir/absent.json" ) );
		array_map( 'unlink', glob( "$dir/*.json" ) );
		rmdir( $dir );
	}

	/**
	 * wp_head's output on a page of this type, with the bundle queued.
	 *
	 * @param string $type Page type (islet_page_type).
	 * @return string
	 */
	private function head_on( $type ) {
		$this->use_manifest(
			self::MANIFEST + array(
				'productPreload' => array( 'chunks/registry-product-B.js', 'chunks/chunk-C.js' ),
				'pagesPreload'   => array( 'chunks/registry-pages-D.js', 'chunks/chunk-C.js' ),
			)
		);
		$this->enqueue_page();
		add_filter(
			'islet_page_type',
			static function () use ( $type ) {
				return $type;
			}
		);
		return $this->output_of(
			static function () {
				islet_print_registry_preloads();
			}
		);
	}

	public function test_product_pages_preload_both_registry_parts_without_a_version_each_file_once() {
		$this->assertSame(
			'<link rel="modulepreload" href="http://shop.example/wp-content/plugins/wp-plugin/assets/build/chunks/registry-product-B.js">' . "\n" .
			'<link rel="modulepreload" href="http://shop.example/wp-content/plugins/wp-plugin/assets/build/chunks/chunk-C.js">' . "\n" .
			'<link rel="modulepreload" href="http://shop.example/wp-content/plugins/wp-plugin/assets/build/chunks/registry-pages-D.js">' . "\n",
			$this->head_on( 'product' )
		);
	}

	public function test_other_pages_preload_the_pages_part() {
		foreach ( array( 'shop', 'cart', 'home', 'product-taxonomy' ) as $type ) {
			remove_all_filters( 'islet_page_type' );
			$this->assertSame(
				'<link rel="modulepreload" href="http://shop.example/wp-content/plugins/wp-plugin/assets/build/chunks/registry-pages-D.js">' . "\n" .
				'<link rel="modulepreload" href="http://shop.example/wp-content/plugins/wp-plugin/assets/build/chunks/chunk-C.js">' . "\n",
				$this->head_on( $type ),
				$type
			);
		}
	}

	public function test_the_checkout_preloads_nothing() {
		$this->assertSame( '', $this->head_on( 'checkout' ) );
	}

	public function test_nothing_is_preloaded_when_the_bundle_is_not_queued() {
		$this->boot_store( array( ISLET_OPTION => array( 'islands' => array_fill_keys( islet_island_names(), false ) ) ) );
		$this->use_manifest( self::MANIFEST + array( 'productPreload' => array( 'chunks/registry-product-B.js' ) ) );
		$this->assertNotContains( 'islet-boot', $this->enqueue_page()->queue );
		add_filter(
			'islet_page_type',
			static function () {
				return 'product';
			}
		);
		$this->assertSame(
			'',
			$this->output_of(
				static function () {
					islet_print_registry_preloads();
				}
			)
		);
	}
}
