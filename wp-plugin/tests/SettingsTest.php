<?php
/**
 * Islet's settings (sanitizing, defaults, the settings page) and CommerceKit's settings as
 * islet_commercekit_option() reads them.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Settings.
 */
class SettingsTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store();
	}

	public function test_a_bad_selector_falls_back_to_the_default_with_an_error() {
		foreach ( array( '"><script>alert(1)</script>', '</script>', 'a[title="x"', 'a)', '.a {color:red}', '.a,,.b', '.a >', '> .a', "a\nb", '.a;', 'a\\' ) as $bad ) {
			$saved = islet_sanitize_settings( array( 'openers' => $bad ) );
			$this->assertSame( ISLET_DEFAULT_OPENERS, $saved['openers'], $bad );
		}
		$errors = get_settings_errors( ISLET_OPTION );
		$this->assertNotEmpty( $errors );
		$this->assertSame( 'islet_openers', $errors[0]['code'] );
	}

	public function test_good_selectors_are_kept_trimmed() {
		foreach ( array( '.shoptimizer-cart a.cart-contents', ' #cart , .header-cart > a ', 'a[href*="/cart/"], .x:not(.y)', 'a[data-x=\'a,b\']', '.menu-item .cart-contents:is(a, button)', 'li:nth-child(2n+1) ~ li + li' ) as $good ) {
			$this->assertSame( trim( $good ), islet_sanitize_settings( array( 'openers' => $good ) )['openers'], $good );
		}
		$this->assertSame( ISLET_DEFAULT_OPENERS, islet_sanitize_settings( array( 'openers' => '   ' ) )['openers'] );
	}

	public function test_unticked_boxes_are_off_and_sanitizing_twice_changes_nothing() {
		$once = islet_sanitize_settings(
			array(
				'islands' => array( 'mini-cart' => '1' ),
				'openers' => '.cart',
			)
		);
		$this->assertSame(
			array(
				'islands' => array_merge( array_fill_keys( islet_island_names(), false ), array( 'mini-cart' => true ) ),
				'openers'     => '.cart',
				'blocks'      => false,
				'first_paint' => false,
			),
			$once
		);
		$this->assertSame( $once, islet_sanitize_settings( $once ) );
		$this->assertSame( islet_sanitize_settings( array() ), islet_sanitize_settings( 'not an array' ) );
	}

	public function test_saving_goes_through_the_registered_sanitizer() {
		do_action( 'admin_init' );
		update_option(
			ISLET_OPTION,
			array(
				'islands' => array( 'cart-buttons' => 'on' ),
				'openers' => '<b>',
				'blocks'  => '1',
			)
		);
		$this->assertSame(
			array(
				'islands' => array_merge( array_fill_keys( islet_island_names(), false ), array( 'cart-buttons' => true ) ),
				'openers'     => ISLET_DEFAULT_OPENERS,
				'blocks'      => true,
				'first_paint' => false,
			),
			get_option( ISLET_OPTION )
		);
	}

	public function test_defaults_and_damaged_options() {
		$this->assertSame(
			array(
				'islands' => array_fill_keys( islet_island_names(), true ),
				'openers'     => ISLET_DEFAULT_OPENERS,
				'blocks'      => false,
				'first_paint' => true,
			),
			islet_get_settings()
		);
		$this->activate_commercekit();
		$this->assertFalse( islet_get_settings()['blocks'], 'blocks default to off, with CommerceKit too (its fragments carry them)' );
		update_option( ISLET_OPTION, 'garbage' );
		$this->assertSame( islet_default_settings(), islet_get_settings() );
		update_option(
			ISLET_OPTION,
			array(
				'islands' => 'x',
				'openers' => '<script>',
			)
		);
		$this->assertSame( islet_default_settings(), islet_get_settings() );
	}

	public function test_an_island_can_be_switched_off_per_page_by_filter() {
		$this->assertTrue( islet_is_island_enabled( 'mini-cart' ) );
		add_filter(
			'islet_island_enabled',
			static function ( $on, $name ) {
				return 'mini-cart' === $name ? false : $on;
			},
			10,
			2
		);
		$this->assertFalse( islet_is_island_enabled( 'mini-cart' ) );
		$this->assertTrue( islet_any_island_enabled() );
		$this->assertFalse( islet_is_island_enabled( 'no-such-island' ) );
	}

	public function test_commercekit_options_default_to_the_spec_and_are_read_defensively() {
		$this->assertSame( 'horizontal', islet_commercekit_option( 'pdp_gallery_layout' ) );
		$this->assertSame( 4, islet_commercekit_option( 'pdp_desktop_thumbnails' ) );
		$this->assertSame( 4, islet_commercekit_option( 'pdp_mobile_thumbnails' ) );
		$this->assertSame( 5, islet_commercekit_option( 'pdp_vertical_thumbnails' ) );
		$this->assertSame( 1, islet_commercekit_option( 'pdp_lightbox' ) );
		$this->assertSame( 1, islet_commercekit_option( 'sticky_atc_desktop' ) );
		$this->assertSame( 3, islet_commercekit_option( 'ajs_char_count' ) );
		$this->assertNull( islet_commercekit_option( 'unknown_key' ) );
		$this->assertSame( 'x', islet_commercekit_option( 'unknown_key', 'x' ) );

		update_option(
			'commercekit',
			array(
				'pdp_desktop_thumbnails' => '6',
				'pdp_gallery_layout'     => 'grid-2-4',
				'pdp_lightbox'           => '0',
				'pdp_mobile_thumbnails'  => 'many',
				'waitlist'               => array( 'nested' ),
				'wishlist'               => '',
			)
		);
		$this->assertSame( 4, islet_commercekit_option( 'pdp_desktop_thumbnails' ), 'ignored without CommerceKit' );
		$this->activate_commercekit();
		$this->assertSame( 6, islet_commercekit_option( 'pdp_desktop_thumbnails' ) );
		$this->assertSame( 'grid-2-4', islet_commercekit_option( 'pdp_gallery_layout' ) );
		$this->assertSame( 0, islet_commercekit_option( 'pdp_lightbox' ) );
		$this->assertSame( 4, islet_commercekit_option( 'pdp_mobile_thumbnails' ), 'not a number' );
		$this->assertSame( 0, islet_commercekit_option( 'waitlist' ), 'not a scalar' );
		$this->assertSame( 0, islet_commercekit_option( 'wishlist' ), 'empty' );
		update_option( 'commercekit', 'garbage' );
		$this->assertSame( 'horizontal', islet_commercekit_option( 'pdp_gallery_layout' ) );
	}

	public function test_commercekit_is_detected_by_its_constant_list_or_filter() {
		$this->assertFalse( islet_is_commercekit_active() );
		$this->activate_commercekit();
		$this->assertTrue( islet_is_commercekit_active() );
		add_filter( 'islet_commercekit_active', '__return_false' );
		$this->assertFalse( islet_is_commercekit_active() );
	}

	public function test_the_settings_page_under_woocommerce() {
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		do_action( 'admin_menu' );
		do_action( 'admin_init' );
		$this->assertSame( 'manage_woocommerce', apply_filters( 'option_page_capability_islet', 'manage_options' ) );
		$this->assertSame( 'islet', $GLOBALS['submenu']['woocommerce'][0][2] );
		$this->assertSame( 'manage_woocommerce', $GLOBALS['submenu']['woocommerce'][0][1] );
		update_option(
			ISLET_OPTION,
			array(
				'islands' => array( 'cart-buttons' => true ),
				'openers' => 'a[title="Cart & more"]',
			)
		);
		$html = $this->output_of( 'islet_render_settings_page' );
		$this->assertStringContainsString( '<form action="options.php" method="post">', $html );
		$this->assertStringContainsString( "name='option_page' value='islet'", $html );
		$this->assertStringContainsString( 'name="_wpnonce"', $html );
		$this->assertStringContainsString( 'value="a[title=&quot;Cart &amp; more&quot;]"', $html );
		$this->assertMatchesRegularExpression( '#name="islet_settings\[islands\]\[cart-buttons\]" value="1" checked=\'checked\'#', $html );
		$this->assertMatchesRegularExpression( '#name="islet_settings\[islands\]\[mini-cart\]" value="1">#', $html );
		$this->assertStringNotContainsString( 'Islet needs WooCommerce', $html );
		$GLOBALS['islet_test_caps'] = array();
		$this->assertSame( '', $this->output_of( 'islet_render_settings_page' ) );
	}

	public function test_a_missing_bundle_is_reported_to_admins_only() {
		$notices = function () {
			return $this->output_of(
				static function () {
					do_action( 'admin_notices' );
				}
			);
		};
		$GLOBALS['islet_test_caps'] = array( 'activate_plugins' );
		$this->assertSame( '', $notices() );
		$this->use_manifest( null );
		$this->assertStringContainsString( 'class="notice notice-error islet-notice-missing-bundle"', $notices() );
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		$this->assertSame( '', $notices() );
	}

	public function test_settings_link_on_the_plugins_screen() {
		$links = apply_filters( 'plugin_action_links_' . plugin_basename( ISLET_FILE ), array( '<a href="#">Deactivate</a>' ) );
		$this->assertSame( '<a href="http://shop.example/wp-admin/admin.php?page=islet">Settings</a>', $links[0] );
	}
}
