<?php
/**
 * The bundle's registration, its module tag, the manifest, and the rule that dequeues
 * WooCommerce's legacy scripts only when nothing else needs them.
 *
 * @package Islet\Tests
 */

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

	public function test_legacy_scripts_leave_when_nothing_needs_them() {
		$scripts = $this->enqueue_page();
		$this->assertNotContains( 'wc-add-to-cart', $scripts->queue );
		$this->assertNotContains( 'wc-cart-fragments', $scripts->queue );
		$scripts->all_deps( $scripts->queue );
		$this->assertNotContains( 'wc-add-to-cart', $scripts->to_do, 'WordPress would not print it' );
	}

	public function test_a_dependant_keeps_the_legacy_script() {
		$scripts = $this->enqueue_page(
			static function () {
				wp_enqueue_script( 'other-plugin', '/other.js', array( 'wc-cart-fragments' ), '1', true );
			}
		);
		$this->assertContains( 'wc-cart-fragments', $scripts->queue );
		$this->assertNotContains( 'wc-add-to-cart', $scripts->queue );
	}

	public function test_a_dependant_through_another_script_keeps_it_too() {
		$scripts = $this->enqueue_page(
			static function () {
				wp_register_script( 'middle', '/middle.js', array( 'wc-add-to-cart' ), '1', true );
				wp_enqueue_script( 'theme', '/theme.js', array( 'middle' ), '1', true );
			}
		);
		$this->assertContains( 'wc-add-to-cart', $scripts->queue );
	}

	public function test_scripts_queued_while_the_page_renders_go_before_the_footer() {
		$scripts = $this->enqueue_page();
		wp_enqueue_script( 'wc-cart-fragments' ); // The mini-cart widget queues it mid-page.
		do_action( 'wp_print_footer_scripts' );
		$this->assertNotContains( 'wc-cart-fragments', $scripts->queue );
	}

	public function test_nothing_is_dequeued_when_the_cart_buttons_island_is_off() {
		update_option( ISLET_OPTION, array( 'islands' => array( 'cart-buttons' => false ) ) );
		$scripts = $this->enqueue_page();
		$this->assertContains( 'wc-add-to-cart', $scripts->queue );
		$this->assertContains( 'wc-cart-fragments', $scripts->queue );
		$this->assertContains( 'islet-boot', $scripts->queue, 'the mini-cart island still needs the bundle' );
	}

	public function test_no_bundle_or_no_island_means_no_change() {
		$this->use_manifest( null );
		$scripts = $this->enqueue_page();
		$this->assertNotContains( 'islet-boot', $scripts->queue );
		$this->assertContains( 'wc-add-to-cart', $scripts->queue );

		$this->boot_store( array( ISLET_OPTION => array( 'islands' => array_fill_keys( islet_island_names(), false ) ) ) );
		$scripts = $this->enqueue_page();
		$this->assertNotContains( 'islet-boot', $scripts->queue );
		$this->assertContains( 'wc-add-to-cart', $scripts->queue );
	}

	public function test_manifest_is_read_and_checked() {
		$dir = sys_get_temp_dir() . '/islet-manifest-' . getmypid();
		wp_mkdir_p( $dir );
		$cases = array(
			'good'      => array( '{"version":"1-abc","boot":"boot-A.js","css":"islands-A.css","files":{}}', true ),
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
				'version' => '1-abc',
				'boot'    => 'boot-A.js',
				'css'     => 'islands-A.css',
			),
			islet_read_manifest( "$dir/good.json" )
		);
		$this->assertNull( islet_read_manifest( "$dir/absent.json" ) );
		array_map( 'unlink', glob( "$dir/*.json" ) );
		rmdir( $dir );
	}
}
