<?php
/**
 * The popup island (includes/popup.php): each Popup Maker popup wrapped in the output buffer with
 * props from Popup Maker's own `pum_vars` and `pum_popups`, hostile settings kept inside the
 * props, and Popup Maker's script, objects and stylesheet taken off only where the islands were
 * printed; on every captured page of the reference store (docs/decisions/0017).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Popup islands.
 */
class PopupIslandTest extends Islet_Test_Case {

	/** may-promo's props on the reference store. */
	const PROPS = '{"ajaxUrl":"/wp-admin/admin-ajax.php","analyticsApi":"/wp-json/pum/v1","analyticsRoute":"analytics","analytics":true,"messagePosition":"top","homeUrl":"/","cookieDomain":"","closeOnFormSubmission":false,"closeOnFormSubmissionDelay":0,"label":"Popup","failedText":"Sorry, your form could not be sent. Please try again."}';

	/** The popup's overlay as Popup Maker opens it. */
	const OVERLAY = "<div \n\tid=\"pum-100\" ";

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * @param string $props Props JSON.
	 * @return string
	 */
	private static function island_open( $props = self::PROPS ) {
		return '<div data-island="popup" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>' . $props . '</script>';
	}

	/**
	 * @return array{origin: string, label: string, failedText: string}
	 */
	private static function page_props() {
		return array(
			'origin'     => 'http://127.0.0.1:8881',
			'label'      => 'Popup',
			'failedText' => 'Sorry, your form could not be sent. Please try again.',
		);
	}

	public function test_may_promo_sits_in_a_popup_island_on_both_popup_pages() {
		foreach ( array( 'popup-shop.html', 'popup-product-hoodie.html' ) as $file ) {
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertSame( 1, substr_count( $served, self::island_open() . self::OVERLAY ), $file );
			$this->assertSame( 1, substr_count( $served, 'data-island="popup"' ), $file );
		}
	}

	public function test_no_other_captured_page_gets_a_popup_island() {
		foreach ( array_diff( islet_test_captured_files(), array( 'popup-shop.html', 'popup-product-hoodie.html' ) ) as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$this->assertStringNotContainsString( 'data-island="popup"', $this->serve_captured_page( $file )['served'], $file );
		}
	}

	public function test_may_promos_overlay_is_wrapped_whole_and_nothing_else_changes() {
		foreach ( array( 'popup-shop.html', 'popup-product-hoodie.html' ) as $file ) {
			$raw = islet_test_captured_page( $file );
			islet_test_localized( ISLET_POPUP_HANDLE, islet_test_extra_script( $raw, ISLET_POPUP_HANDLE ) );
			$placed = islet_test_place( 'islet_place_popups', $raw, self::page_props() );
			$start  = strpos( $raw, self::OVERLAY );
			$end    = islet_test_element_end( $raw, $start );
			$this->assertStringEndsWith( "</div>\n\n</div>", substr( $raw, $start, $end - $start ), "$file: the overlay, its container inside" );
			$this->assertSame( substr( $raw, 0, $start ) . self::island_open() . substr( $raw, $start, $end - $start ) . '</div>' . substr( $raw, $end ), $placed, $file );
			$this->assertSame( $placed, islet_test_place( 'islet_place_popups', $placed, self::page_props() ), "$file: placed once" );
		}
		foreach ( array( 'shop.html', 'product-variable-hoodie.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_test_place( 'islet_place_popups', $html, self::page_props() ), $file );
		}
	}

	public function test_a_captured_popup_whose_settings_cannot_be_read_leaves_popup_maker_as_it_was() {
		$page = $this->serve_captured_page(
			'popup-shop.html',
			static function ( $scripts, $html ) {
				return str_replace( 'data-popmake="{&quot;id&quot;:100', 'data-popmake="{&quot;id&quot;:&quot;x&quot;', $html );
			}
		);
		$this->assertStringNotContainsString( 'data-island="popup"', $page['served'] );
		$this->assertNotContains( 'popup-maker-site', $page['removed'] );
		$this->assertStringContainsString( 'id="popup-maker-site-js"', $page['served'] );
		$this->assertStringContainsString( "id='popup-maker-site-css'", $page['served'], 'its stylesheet too' );
	}

	public function test_props_come_from_pum_vars_and_pum_popups_as_popup_maker_localized_them() {
		islet_test_localized( ISLET_POPUP_HANDLE, islet_test_extra_script( islet_test_captured_page( 'popup-shop.html' ), ISLET_POPUP_HANDLE ) );
		$vars    = islet_pum_object( 'pum_vars' );
		$popups  = islet_pum_object( 'pum_popups' );
		$this->assertSame( self::PROPS, islet_script_json( islet_popup_props( $vars, $popups['pum-100'], self::page_props() ) ) );
		$props = islet_popup_props(
			array(
				'ajaxurl'           => 'https://cdn.example/ajax.php',
				'analytics_api'     => '',
				'analytics_enabled' => '',
				'message_position'  => 'bottom',
				'home_url'          => '/shop/',
			),
			array(
				'close_on_form_submission'       => true,
				'close_on_form_submission_delay' => '1500',
			),
			self::page_props()
		);
		$this->assertSame( 'https://cdn.example/ajax.php', $props['ajaxUrl'], 'another origin stays absolute' );
		$this->assertSame( '', $props['analyticsApi'], 'no REST route: beacons go to admin-ajax' );
		$this->assertFalse( $props['analytics'] );
		$this->assertSame( 'analytics', $props['analyticsRoute'] );
		$this->assertSame( '/shop/', $props['homeUrl'] );
		$this->assertTrue( $props['closeOnFormSubmission'] );
		$this->assertSame( 1500, $props['closeOnFormSubmissionDelay'] );
		$this->assertSame( 0, islet_popup_whole_ms( '12 s' ) );
		$this->assertSame( 0, islet_popup_whole_ms( -5 ) );
	}

	public function test_every_popup_is_wrapped_with_its_own_settings_or_none_is() {
		$vars  = '';
		islet_test_localized( ISLET_POPUP_HANDLE, 'var pum_vars = {"ajaxurl":"\/wp-admin\/admin-ajax.php","analytics_enabled":"1"};' . "\n" . 'var pum_popups = {"pum-7":{"close_on_form_submission":true}};' );
		$two   = '<div id="pum-7" class="pum pum-overlay" data-popmake="{&quot;id&quot;:7}"><div class="pum-container"></div></div>'
			. '<div id="pum-8" class="pum pum-overlay popmake-overlay" data-popmake="{&quot;id&quot;:8}"><div class="pum-container"></div></div>';
		$page  = self::page_props();
		$html  = islet_test_place( 'islet_place_popups', $two . $vars, $page );
		$this->assertSame( 2, substr_count( $html, '<div data-island="popup"' ) );
		$this->assertStringContainsString( '"closeOnFormSubmission":true', substr( $html, 0, strpos( $html, 'id="pum-7"' ) ) );
		$this->assertSame( $html, islet_test_place( 'islet_place_popups', $html, $page ), 'placed once' );
		$broken = str_replace( '{&quot;id&quot;:8}', '{&quot;id&quot;:0}', $two );
		$this->assertSame( $broken . $vars, islet_test_place( 'islet_place_popups', $broken . $vars, $page ), 'a popup whose settings cannot be read: none is wrapped' );
		islet_test_localized( ISLET_POPUP_HANDLE, 'var pum_popups = {"pum-7":{}};' );
		$this->assertSame( $two, islet_test_place( 'islet_place_popups', $two, $page ), 'no pum_vars: no island' );
		$not_overlay = '<div class="pum-overlay-like" data-popmake="{&quot;id&quot;:9}"></div>';
		$this->assertSame( $not_overlay . $vars, islet_test_place( 'islet_place_popups', $not_overlay . $vars, $page ) );
	}

	public function test_hostile_settings_stay_inside_the_props() {
		islet_test_localized( ISLET_POPUP_HANDLE, 'var pum_vars = {"ajaxurl":"\/a?x=1&y=<\/script><script>alert(1)<\/script>","message_position":"\u2028\"top"};' );
		$html  = '<div id="pum-1" class="pum pum-overlay" data-popmake="{&quot;id&quot;:1,&quot;slug&quot;:&quot;&lt;\/script&gt;&quot;}"></div>';
		$out   = islet_test_place( 'islet_place_popups', $html, self::page_props() );
		$props = substr( $out, strlen( '<div data-island="popup" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>' ) );
		$props = substr( $props, 0, strpos( $props, '</script>' ) );
		$this->assertStringContainsString( '\u003C/script\u003E\u003Cscript\u003E', $props );
		$this->assertStringContainsString( '\u0026', $props );
		$decoded = json_decode( $props, true );
		$this->assertSame( '/a?x=1&y=</script><script>alert(1)</script>', $decoded['ajaxUrl'] );
		$this->assertSame( substr_count( $html, '<script' ) + 1, substr_count( $out, '<script' ), 'the props script only' );
	}

	public function test_hostile_settings_of_a_captured_popup_stay_inside_the_props_and_its_attribute() {
		$hostile = '<\/script><script>alert(1)<\/script> & \u2028 \"q\"';
		$page    = $this->serve_captured_page(
			'popup-shop.html',
			static function ( $scripts, $html ) use ( $hostile ) {
				$code = str_replace(
					array( '"message_position":"top","core_sub_forms_enabled"', '"cookie_domain":""' ),
					array( '"message_position":"' . $hostile . '","core_sub_forms_enabled"', '"cookie_domain":"' . $hostile . '"' ),
					(string) $scripts->get_data( ISLET_POPUP_HANDLE, 'data' )
				);
				$scripts->add_data( ISLET_POPUP_HANDLE, 'data', $code );
				return str_replace( '&quot;slug&quot;:&quot;may-promo&quot;', '&quot;slug&quot;:&quot;&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;', $html );
			}
		);
		$served = $page['served'];
		$open   = substr( self::island_open( '' ), 0, -strlen( '</script>' ) );
		$start  = strpos( $served, $open );
		$this->assertNotFalse( $start );
		$props = substr( $served, $start + strlen( $open ), strpos( $served, '</script>', $start + strlen( $open ) ) - $start - strlen( $open ) );
		$this->assertStringContainsString( '\u003C/script\u003E\u003Cscript\u003E', $props );
		$this->assertSame( "</script><script>alert(1)</script> & \u{2028} \"q\"", json_decode( $props, true )['cookieDomain'] );
		$this->assertStringStartsWith( '</script>' . self::OVERLAY, substr( $served, $start + strlen( $open ) + strlen( $props ) ), 'the overlay right inside its island' );
		$this->assertStringContainsString( '&quot;slug&quot;:&quot;&lt;/script&gt;&lt;img src=x onerror=alert(1)&gt;&quot;', $served, 'the attribute as printed, escaped' );
		$this->assertStringNotContainsString( '<img src=x onerror', $served );
	}

	public function test_popup_makers_script_objects_and_stylesheet_leave_with_the_island() {
		$page   = $this->serve_captured_page( 'popup-shop.html' );
		$served = $page['served'];
		$this->assertContains( 'popup-maker-site', $page['removed'] );
		$this->assertContains( 'jquery-ui-core', $page['removed'], 'only Popup Maker needed it' );
		$this->assertNotContains( 'wp-hooks', $page['removed'], 'wp-i18n needs it on the shop page' );
		$this->assertStringNotContainsString( 'var pum_vars', $served );
		$this->assertStringNotContainsString( "id='popup-maker-site-css'", $served );
		$this->assertStringContainsString( "id='popup-maker-block-library-style-css'", $served, 'Popup Maker\'s blocks keep their styles' );
		$hoodie = $this->serve_captured_page( 'popup-product-hoodie.html' );
		$this->assertContains( 'wp-hooks', $hoodie['removed'], 'nothing else on the product page needs it' );
	}

	public function test_the_island_off_leaves_popup_maker_as_it_was() {
		update_option( ISLET_OPTION, array( 'islands' => array_merge( array_fill_keys( islet_island_names(), true ), array( 'popup' => false ) ) ) );
		$page = $this->serve_captured_page( 'popup-shop.html' );
		$this->assertStringNotContainsString( 'data-island="popup"', $page['served'] );
		$this->assertNotContains( 'popup-maker-site', $page['removed'] );
		$this->assertStringContainsString( "id='popup-maker-site-css'", $page['served'] );
		$this->assertContains( 'popup', islet_island_names() );
		$this->assertArrayHasKey( 'popup', islet_island_labels() );
	}

	public function test_a_kept_dependant_keeps_popup_makers_script() {
		$page = $this->serve_with_dependant( 'popup-shop.html', 'pum-pro', array( 'popup-maker-site' ) );
		$this->assertStringContainsString( 'data-island="popup"', $page['served'] );
		$this->assertNotContains( 'popup-maker-site', $page['removed'], 'an extension still needs it' );
	}

	public function test_strip_style_handles_takes_the_link_and_its_inline_style() {
		$html = "<head>\n<link rel='stylesheet' id='popup-maker-site-css' href='/pum.css' media='all' />\n<style id='popup-maker-site-inline-css'>.x{}</style>\n<link rel='stylesheet' id='popup-maker-site-2-css' href='/b.css' />\n</head>";
		$strip = static function ( $html, $handles ) {
			return islet_transform_html(
				$html,
				static function ( Islet_Page $page ) use ( $handles ) {
					islet_remove_ranges( $page, islet_style_ranges( $page, $handles ) );
				}
			);
		};
		$this->assertSame( "<head>\n<link rel='stylesheet' id='popup-maker-site-2-css' href='/b.css' />\n</head>", $strip( $html, array( 'popup-maker-site' ) ) );
		$this->assertSame( $html, $strip( $html, array() ) );
	}
}
