<?php
/**
 * The product-page islands the plugin places from the finished page (includes/product.php),
 * the buffer that runs them and their props from WordPress (the legacy scripts they replace:
 * LegacyScriptsTest).
 * ProductPlacementsTest holds each placement on the captured pages; these tests cover what only
 * WordPress knows.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Product islands.
 */
class ProductIslandsTest extends Islet_Test_Case {

	const PRODUCT_PAGE = '<!DOCTYPE html><html><head></head><body class="product-template-default single single-product postid-25">'
		. '<div class="summary entry-summary"><div class="cgkit-as-variation-price"><p class="price">£45.00</p></div><span class="sale-item product-label type-rounded">-20%</span>'
		. '<form class="variations_form cart" action="/product/hoodie/" method="post" data-product_id="25" data-product_variations="false">'
		. '<table class="variations"><tbody><tr><td class="value"><select name="attribute_colour"><option value="">Choose</option></select></td></tr></tbody></table>'
		. '<div class="quantity"><input type="number" class="input-text qty text" name="quantity" value="1" min="1" max="" step="1"></div>'
		. '<button type="submit" class="single_add_to_cart_button button alt">Add to cart</button></form>'
		. '<details><summary>Shipping</summary><p>Free</p></details>' . "\n" . '<details><summary>Returns</summary><p>30 days</p></details></div>'
		. '<div class="woocommerce-tabs wc-tabs-wrapper"><ul class="tabs wc-tabs" role="tablist"></ul><div id="reviews" class="woocommerce-Reviews"><p>No reviews</p></div></div>'
		. '<div id="cgkit_wtls_clone"><form>Waitlist</form></div></body></html>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	protected function tearDown(): void {
		unset( $GLOBALS['islet_test_product_id'] );
		parent::tearDown();
	}

	/**
	 * The island names in $html, in document order.
	 *
	 * @param string $html Page.
	 * @return string[]
	 */
	private function islands_in( $html ) {
		preg_match_all( '/data-island="([^"]+)"/', $html, $matches );
		return $matches[1];
	}

	private function on_product_page( $id = 25 ) {
		$GLOBALS['islet_test_product_id'] = $id;
		add_filter(
			'islet_product_id',
			static function () use ( $id ) {
				return $id;
			}
		);
	}

	public function test_a_product_page_gets_every_product_island_around_the_themes_markup() {
		$this->on_product_page();
		$served = $this->serve( self::PRODUCT_PAGE );
		$this->assertSame(
			array( 'product-price', 'variation-form', 'quantity', 'accordions', 'product-tabs', 'reviews', 'waitlist' ),
			$this->islands_in( $served ),
			'in document order: the form wraps the quantity, the tabs wrap the reviews'
		);
		$this->assertStringContainsString( '<div data-island="waitlist" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{"productId":25}</script><div id="cgkit_wtls_clone">', $served );
		$this->assertStringContainsString( '<span class="sale-item product-label type-rounded" hidden style="display: none;">-20%</span>', $served, 'the badge waits for the sale percentages' );
		$this->assertStringContainsString( '{"productId":25}</script><div class="cgkit-as-variation-price">', $served );
		$this->assertSame( 1, substr_count( $served, 'data-island="accordions"' ), 'sibling details are one group' );
		$this->assertSame( strip_tags( self::PRODUCT_PAGE ), strip_tags( preg_replace( '#<script type="application/json" data-island-props>.*?</script>#', '', $served ) ), 'nothing of the page is lost' );
	}

	public function test_props_come_from_woocommerce_and_are_translatable() {
		$this->on_product_page();
		update_option( 'woocommerce_review_rating_required', 'no' );
		$props = islet_product_props();
		$this->assertSame( 25, $props['productId'] );
		$this->assertSame( 'no', $props['reviews']['ratingRequired'] );
		$this->assertSame( 'Please select a rating', $props['reviews']['requiredText'] );
		$this->assertSame( array( '1 of 5 stars', '2 of 5 stars', '3 of 5 stars', '4 of 5 stars', '5 of 5 stars' ), $props['reviews']['ratingLabels'] );
		$this->assertSame( array( 'decrease' => 'Decrease quantity', 'increase' => 'Increase quantity' ), $props['quantity'] );
		update_option( 'woocommerce_review_rating_required', 'yes' );
		$this->assertSame( 'yes', islet_product_props()['reviews']['ratingRequired'] );
	}

	public function test_switched_off_islands_leave_their_markup_alone() {
		$this->on_product_page();
		update_option( ISLET_OPTION, array( 'islands' => array_merge( array_fill_keys( islet_island_names(), true ), array( 'quantity' => false, 'reviews' => false, 'product-price' => false ) ) ) );
		$served = $this->serve( self::PRODUCT_PAGE );
		$this->assertSame( array( 'variation-form', 'accordions', 'product-tabs', 'waitlist' ), $this->islands_in( $served ) );
		$this->assertStringContainsString( '<span class="sale-item product-label type-rounded">-20%</span>', $served, 'no island, so the badge stays visible' );
	}

	public function test_other_pages_get_no_product_islands() {
		update_option( ISLET_OPTION, array( 'islands' => array_merge( array_fill_keys( islet_island_names(), true ), array( 'mini-cart' => false ) ) ) );
		$this->assertSame( self::PRODUCT_PAGE, $this->serve( self::PRODUCT_PAGE ), 'not a product page: untouched' );
		$this->on_product_page();
		$this->assertNotSame( self::PRODUCT_PAGE, $this->serve( self::PRODUCT_PAGE ) );
	}

	public function test_a_page_without_the_markup_comes_back_unchanged() {
		$this->on_product_page();
		$page = '<!DOCTYPE html><html><body class="single-product postid-25"><div class="product"><p>Custom theme</p><div class="quantity-box">1</div></div></body></html>';
		$this->assertSame( $page, islet_test_place( 'islet_place_product_islands', $page, islet_product_props() ) );
		$unbalanced = '<form class="variations_form cart" data-product_id="25"><div class="quantity"><input name="quantity">';
		$this->assertSame( $unbalanced, islet_test_place( 'islet_place_product_islands', $unbalanced, islet_product_props() ) );
	}

	public function test_the_waitlist_needs_a_product() {
		$this->assertSame( self::PRODUCT_PAGE, islet_test_place( 'islet_place_waitlist', self::PRODUCT_PAGE, 0 ) );
	}
}
