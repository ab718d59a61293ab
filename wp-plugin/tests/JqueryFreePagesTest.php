<?php
/**
 * Pages with no jQuery (issue 15): with every island on, the plugin leaves jQuery off a page
 * when no script still printed there depends on it, computed from the dependencies WordPress
 * registered, never guessed. Served from the captured pages with the reference store's real
 * dependency graph (support/reference-store.php), once as captured and once as a store with
 * only WooCommerce, Shoptimizer and CommerceKit (Discount Rules' and WPC Estimated Delivery
 * Date's scripts taken out of the capture before it is registered).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * What keeps jQuery on each page type.
 */
class JqueryFreePagesTest extends Islet_Test_Case {

	/** What WordPress prints for its `jquery` alias. */
	const JQUERY = array( 'jquery-core', 'jquery-migrate' );

	/** The reference store's plugins beside the stack this product replaces. */
	const OTHER_PLUGINS = array( 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend' );

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * Serves a captured page, optionally without some plugins' scripts, and says what stays.
	 *
	 * @param string   $file    Captured page.
	 * @param string[] $without Handles taken out of the capture first.
	 * @return array{kept: string[], jquery_for: string[]} Kept handles, and the kept ones that depend on jQuery.
	 */
	private function serve_without( $file, array $without ) {
		$html    = islet_test_strip_script_handles( islet_test_captured_page( $file ), $without );
		$scripts = islet_test_register_printed_scripts( $html );
		$kept    = islet_test_printed_handles( islet_test_serve_captured_page( $html, null, $scripts ) );
		$graph   = islet_test_script_graph();
		return array(
			'kept'       => $kept,
			'jquery_for' => array_values(
				array_filter(
					$kept,
					static function ( $handle ) use ( $graph ) {
						return isset( $graph[ $handle ] ) && in_array( 'jquery', $graph[ $handle ], true );
					}
				)
			),
		);
	}

	/**
	 * Each page type, the kept scripts that still need jQuery on a store with only the stack this
	 * product replaces, and those that need it on the reference store, with Discount Rules' and
	 * WPC's scripts (none: jQuery leaves). docs/decisions/0036-jquery-free-store-pages.md says
	 * what each of theirs does per page type (the captures' inline scripts are omitted: on the
	 * real store one naming jQuery would keep it, which the store tests would see).
	 *
	 * @return array<string, array{0: string, 1: string[], 2: string[]}>
	 */
	public function page_types() {
		$checkout = array( 'jquery-blockui', 'selectWoo', 'woocommerce', 'wc-country-select', 'wc-address-i18n', 'wc-checkout' );
		return array(
			// Discount Rules' scripts have nothing to do without a product or the checkout; WPC's
			// reload is the delivery-reload island's, or its script is idle (no block, no cart form).
			'home'                      => array( 'home.html', array(), array() ),
			'shop'                      => array( 'shop.html', array(), array() ),
			'category'                  => array( 'category-hoodies.html', array(), array() ),
			'search'                    => array( 'search-results.html', array(), array() ),
			// Discount Rules' scripts are the discount-rules island's; WPC's, the delivery-dates and delivery-reload islands'.
			'variable product'          => array( 'product-variable-hoodie.html', array(), array() ),
			// No bulk table, so no discount-rules island: Discount Rules' price by quantity stays its own.
			'out-of-stock product'      => array( 'product-simple-out-of-stock-beanie.html', array(), array( 'awdr-main', 'awdr-dynamic-price' ) ),
			'sold-individually product' => array( 'product-sold-individually-gift-card.html', array(), array() ),
			'wishlist, empty'           => array( 'wishlist-empty.html', array(), array() ),
			'block cart'                => array( 'cart-blocks-with-items.html', array(), array() ),
			// The related Hoodie cards' quick add is the listing-swatches island's.
			'simple product'            => array( 'product-simple-t-shirt.html', array(), array() ),
			// The saved Hoodie's card, likewise.
			'wishlist with a product'   => array( 'wishlist-with-items.html', array(), array() ),
			// The cart-page island does cart.js's work, and the calculator's country-select and
			// address-i18n; it posts the cart after a shipping method change, as WPC's script asked.
			'cart'                      => array( 'cart-with-items.html', array(), array() ),
			'cart, empty'               => array( 'cart-empty.html', array(), array() ),
			// What WooCommerce's checkout needs stays. Discount Rules' scripts leave: its price asker has
			// no product form to ask for, and the store's "refresh order review" setting is off.
			'checkout'                  => array( 'checkout-with-items.html', $checkout, $checkout ),
		);
	}

	/**
	 * @dataProvider page_types
	 * @param string   $file       Captured page.
	 * @param string[] $jquery_for The kept scripts that need jQuery, on a store with only the stack we replace.
	 */
	public function test_jquery_leaves_where_nothing_printed_needs_it( $file, $jquery_for ) {
		$page = $this->serve_without( $file, self::OTHER_PLUGINS );
		$this->assertSame( $jquery_for, $page['jquery_for'] );
		foreach ( self::JQUERY as $handle ) {
			$this->assertSame( array() !== $jquery_for, in_array( $handle, $page['kept'], true ), "$file: $handle" );
		}
	}

	/**
	 * @dataProvider page_types
	 * @param string   $file       Captured page.
	 * @param string[] $stack      Unused here.
	 * @param string[] $jquery_for The kept scripts that need jQuery on the reference store.
	 */
	public function test_what_keeps_jquery_on_the_reference_store( $file, $stack, $jquery_for ) {
		$page = $this->serve_without( $file, array() );
		$this->assertSame( $jquery_for, $page['jquery_for'] );
		foreach ( self::JQUERY as $handle ) {
			$this->assertSame( array() !== $jquery_for, in_array( $handle, $page['kept'], true ), "$file: $handle" );
		}
	}

	public function test_the_classic_cart_keeps_nothing_of_the_stack_it_replaces() {
		foreach ( array( 'cart-with-items.html', 'cart-empty.html' ) as $file ) {
			$kept = $this->serve_without( $file, array() )['kept'];
			foreach ( array( 'wc-cart', 'woocommerce', 'wc-country-select', 'wc-address-i18n', 'selectWoo', 'jquery-blockui', 'js-cookie', 'awdr-main', 'awdr-dynamic-price' ) as $handle ) {
				$this->assertNotContains( $handle, $kept, "$file: $handle" );
			}
		}
	}

	public function test_the_classic_cart_keeps_nothing_of_the_stack_on_a_store_with_only_woocommerce_shoptimizer_and_commercekit() {
		foreach ( array( 'cart-with-items.html', 'cart-empty.html' ) as $file ) {
			$this->assertSame( array(), $this->serve_without( $file, self::OTHER_PLUGINS )['kept'], $file );
		}
	}

	public function test_classes_are_read_from_class_attributes_not_from_code_or_other_attributes() {
		$html = '<form class="cart variations_form" data-x=\'a\'><p class=\'qty  text\'></p></form><script>var c = "class=\"fake\"";</script><i data-class="nope"></i>';
		$doc  = new Islet_Html( $html );
		foreach ( array( 'cart', 'variations_form', 'qty', 'text' ) as $class ) {
			$this->assertNotSame( array(), $doc->with_class( $class ), $class );
		}
		foreach ( array( 'fake', 'nope', 'class' ) as $class ) {
			$this->assertSame( array(), $doc->with_class( $class ), $class );
		}
	}

	public function test_idle_scripts_are_those_whose_markup_is_absent_and_whose_islands_are_on() {
		$table = array(
			'handles' => array(
				'forms'    => array( 'islands' => array( 'variation-form' ), 'pages' => array( 'product' ), 'worksOn' => array( 'variations_form' ) ),
				'quantity' => array( 'islands' => array( 'quantity' ), 'pages' => array( 'product' ), 'worksOn' => array( 'qty' ) ),
				'anything' => array( 'islands' => array( 'quantity' ), 'pages' => array( '*' ) ),
			),
		);
		$this->assertSame( array( 'forms', 'quantity' ), islet_legacy_idle_handles( new Islet_Page( '<div class="x"></div>' ), $table ) );
		$this->assertSame( array( 'quantity' ), islet_legacy_idle_handles( new Islet_Page( '<form class="variations_form cart">' ), $table ) );
		update_option( ISLET_OPTION, array( 'islands' => array_merge( array_fill_keys( islet_island_names(), true ), array( 'quantity' => false ) ) ) );
		$this->assertSame( array( 'forms' ), islet_legacy_idle_handles( new Islet_Page( '<div class="x"></div>' ), $table ), 'not where its islands are off' );
	}
}
