<?php
/**
 * The notices island (includes/notices.php): printed before `</body>` only where it takes over
 * all of woocommerce.js's work, with WooCommerce's password fields given their hidden toggle;
 * woocommerce.js (and js-cookie, which only it and cart-fragments needed) then leaves; and never
 * where a printed script depends on woocommerce.js (the checkout's, and the cart's where cart.js
 * stays); on every captured page of the reference store.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The notices island.
 */
class NoticesIslandsTest extends Islet_Test_Case {

	const ISLAND = '<div data-island="notices" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{"dismiss":"Dismiss"}</script></div>';

	/** WooCommerce's login form (global/form-login.php, as the checkout capture prints it), open. */
	const LOGIN_FIELD = '<input class="input-text woocommerce-Input" type="password" name="password" id="password" autocomplete="current-password" required aria-required="true" />';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * A captured page with markup added before its `</main>`.
	 *
	 * @param string $file   Captured page.
	 * @param string $markup Markup.
	 * @return array{html: string, served: string, removed: string[]}
	 */
	private function serve_with( $file, $markup ) {
		return $this->serve_captured_page(
			$file,
			static function ( $scripts, $html ) use ( $markup ) {
				return str_replace( '</main>', $markup . '</main>', $html );
			}
		);
	}

	public function test_it_takes_woocommerce_js_off_a_product_page_and_goes_last() {
		$page = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$this->assertSame( 1, substr_count( $page['served'], '<div data-island="notices"' ) );
		$this->assertStringContainsString( self::ISLAND . "\n</body>", $page['served'] );
		foreach ( array( 'woocommerce', 'js-cookie', 'jquery-blockui' ) as $handle ) {
			$this->assertContains( $handle, $page['removed'] );
		}
		$this->assertStringNotContainsString( 'var woocommerce_params', $page['served'], 'its params object goes with it' );
		$this->assertStringContainsString( 'class="woocommerce-store-notice demo_store" data-notice-id="7656e3dae1823f370addb6947eb2a872" style="display:none;"', $page['served'], 'the notice stays as WooCommerce printed it: hidden until the island shows it' );
	}

	public function test_on_every_captured_page_it_is_printed_exactly_where_woocommerce_js_leaves() {
		$without = array();
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page   = $this->serve_captured_page( $file );
			$placed = substr_count( $page['served'], '<div data-island="notices"' );
			$this->assertSame( $placed, substr_count( $page['served'], self::ISLAND ), "$file: once, with its props" );
			$this->assertSame( 1 === $placed, in_array( 'woocommerce', $page['removed'], true ), $file );
			if ( 0 === $placed ) {
				$without[] = $file;
			}
		}
		// The checkout's script needs woocommerce.js; the product page cut short never reached its footer.
		$this->assertSame( array( 'checkout-with-items.html', 'coming-soon-visitor-product.html' ), $without );
	}

	public function test_no_island_where_woocommerce_js_was_not_printed_and_none_twice() {
		$page = $this->serve_without_script( 'home.html', 'woocommerce', array( 'woocommerce-js', 'woocommerce-js-extra' ) );
		$this->assertStringNotContainsString( 'data-island="notices"', $page['served'] );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$served = $this->serve_captured_page( 'home.html' )['served'];
		$this->assertSame( $served, islet_test_place( 'islet_place_notices', $served, islet_notices_props(), 'home', islet_printed_scripts() ), 'a page with the island gets no second one' );
	}

	public function test_the_checkout_and_a_cart_keeping_cart_js_keep_woocommerce_js_for_their_scripts() {
		foreach ( array( 'cart-with-items.html' => 'wc-cart', 'cart-empty.html' => 'wc-cart', 'checkout-with-items.html' => 'wc-checkout' ) as $file => $dependant ) {
			// The cart's script leaves with the cart-page island: switched off, it stays with woocommerce.js.
			$this->switch_islands_off( array( 'cart-page' ) );
			$page = $this->serve_captured_page( $file );
			$this->assertContains( $dependant, islet_test_printed_handles( $page['served'] ), $file );
			$this->assertContains( 'woocommerce', islet_test_printed_handles( $page['served'] ), $file );
			$this->assertStringNotContainsString( 'data-island="notices"', $page['served'], "$file: woocommerce.js does it all there" );
			$this->assertStringNotContainsString( 'show-password-input', $page['served'], "$file: no second password toggle beside woocommerce.js's" );
		}
	}

	public function test_the_classic_cart_loses_woocommerce_js_with_cart_js() {
		foreach ( array( 'cart-with-items.html', 'cart-empty.html' ) as $file ) {
			$page = $this->serve_captured_page( $file );
			$this->assertSame( array(), array_intersect( array( 'wc-cart', 'woocommerce', 'js-cookie', 'jquery-blockui' ), islet_test_printed_handles( $page['served'] ) ), $file );
			$this->assertStringContainsString( self::ISLAND . "\n</body>", $page['served'], "$file: the notices island goes last" );
			$this->assertLessThan( strpos( $page['served'], self::ISLAND ), strpos( $page['served'], '<div data-island="cart-page"' ), "$file: after the cart-page island" );
		}
	}

	public function test_the_rule_refuses_to_take_off_a_script_another_printed_script_depends_on() {
		$printed = array(
			'printed' => array( 'jquery', 'js-cookie', 'jquery-blockui', 'woocommerce', 'wc-cart', 'theme' ),
			'queue'   => array( 'wc-cart', 'theme' ),
			'deps'    => array(
				'jquery-blockui' => array( 'jquery' ),
				'woocommerce'    => array( 'jquery', 'jquery-blockui', 'js-cookie' ),
				'wc-cart'        => array( 'jquery', 'woocommerce' ),
				'theme'          => array( 'jquery' ),
			),
		);
		$this->assertSame( array(), islet_legacy_removals( array( 'notices' ), 'cart', $printed ) );
		$printed['printed'] = array( 'jquery', 'js-cookie', 'jquery-blockui', 'woocommerce', 'theme' );
		$printed['queue']   = array( 'woocommerce', 'theme' );
		$this->assertSame( array( 'js-cookie', 'jquery-blockui', 'woocommerce' ), islet_legacy_removals( array( 'notices' ), 'page', $printed ) );
		$this->assertSame( array(), islet_legacy_removals( array(), 'page', $printed ), 'not without the island' );
	}

	public function test_another_plugins_script_that_needs_woocommerce_js_keeps_it_and_the_island_away() {
		$page = $this->serve_with_dependant( 'product-variable-hoodie.html', 'reward-points', array( 'woocommerce' ) );
		$this->assertNotContains( 'woocommerce', $page['removed'] );
		$this->assertStringNotContainsString( 'data-island="notices"', $page['served'] );
	}

	public function test_switched_off_it_leaves_woocommerce_js_all_of_its_work() {
		$this->switch_islands_off( array( 'notices' ) );
		$page = $this->serve_captured_page( 'home.html' );
		$this->assertStringNotContainsString( 'data-island="notices"', $page['served'] );
		$this->assertNotContains( 'woocommerce', $page['removed'] );
		$this->assertNotContains( 'js-cookie', $page['removed'] );
	}

	public function test_a_listing_without_the_listing_page_island_keeps_woocommerce_js_for_its_ordering_dropdown() {
		$this->switch_islands_off( array( 'listing-page' ) );
		$page = $this->serve_captured_page( 'shop.html' );
		$this->assertStringContainsString( '<form class="woocommerce-ordering" method="get">', $page['served'] );
		$this->assertStringNotContainsString( 'data-island="notices"', $page['served'] );
		$this->assertNotContains( 'woocommerce', $page['removed'] );
	}

	public function test_the_shop_with_the_listing_page_island_loses_woocommerce_js() {
		$page = $this->serve_captured_page( 'shop.html' );
		$this->assertStringContainsString( '<div data-island="listing-page"', $page['served'] );
		$this->assertStringContainsString( self::ISLAND, $page['served'] );
		$this->assertContains( 'woocommerce', $page['removed'] );
	}

	public function test_woocommerce_password_fields_get_their_hidden_toggle() {
		$page = $this->serve_with( 'home.html', '<div class="woocommerce"><form class="woocommerce-form woocommerce-form-login login" method="post"><p>' . self::LOGIN_FIELD . '</p></form></div>' );
		$this->assertStringContainsString(
			'<span class="password-input">' . self::LOGIN_FIELD . '<button type="button" class="show-password-input" aria-label="Show password" aria-pressed="false" aria-controls="password" hidden></button></span>',
			$page['served']
		);
		$this->assertStringContainsString( self::ISLAND, $page['served'] );
		$this->assertContains( 'woocommerce', $page['removed'] );
	}

	public function test_the_checkout_style_password_field_in_its_wrapper_gets_one_too() {
		$field = '<input type="password" class="input-text " name="account_password" id="account_password" placeholder="" value="" autocomplete="new-password" />';
		$this->assertSame(
			'<span class="woocommerce-input-wrapper"><span class="password-input">' . $field . islet_password_toggle( 'Show password', 'account_password' ) . '</span></span>',
			islet_test_place( 'islet_wrap_password_fields', '<span class="woocommerce-input-wrapper">' . $field . '</span>', 'Show password' )
		);
		$this->assertSame( '<p>none</p>', islet_test_place( 'islet_wrap_password_fields', '<p>none</p>', 'Show password' ) );
		$foreign = new Islet_Page( '<span class="woocommerce-input-wrapper">' . $field . '</span><input type="Password" name="pwd">' );
		$this->assertFalse( islet_wrap_password_fields( $foreign, 'Show password' ), 'another field: none is wrapped' );
		$this->assertFalse( $foreign->changed() );
	}

	public function test_another_password_field_or_a_field_description_leaves_the_page_to_woocommerce_js() {
		$foreign = $this->serve_with( 'home.html', '<form class="widget-login"><input type="password" name="pwd" /></form>' );
		$this->assertStringNotContainsString( 'data-island="notices"', $foreign['served'] );
		$this->assertStringNotContainsString( 'show-password-input', $foreign['served'] );
		$this->assertNotContains( 'woocommerce', $foreign['removed'] );
		$described = $this->serve_with( 'home.html', '<span class="woocommerce-input-wrapper"><input type="text" name="x" /><span class="description" id="x-description">Hint</span></span>' );
		$this->assertStringNotContainsString( 'data-island="notices"', $described['served'] );
		$this->assertNotContains( 'woocommerce', $described['removed'] );
	}

	public function test_the_toggles_name_is_escaped() {
		$this->assertSame(
			'<button type="button" class="show-password-input" aria-label="&quot;&gt;&lt;script&gt;" aria-pressed="false" hidden></button>',
			islet_password_toggle( '"><script>', null )
		);
	}

	public function test_it_is_a_setting_like_the_other_islands() {
		$this->assertContains( 'notices', islet_island_names() );
		$this->assertArrayHasKey( 'notices', islet_island_labels() );
		$this->assertSame( array( 'dismiss' => 'Dismiss' ), islet_notices_props() );
	}
}
