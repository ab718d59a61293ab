<?php
/**
 * Islands whose place the island manifest gives (its `place` rules, includes/islands.php):
 * around the first element opening with a text, or before `</body>`, on the page types named.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Placement from the manifest's rules.
 */
class DeclaredPlacementTest extends Islet_Test_Case {

	const PAGE = '<html><body><div class="woocommerce-tabs wc-tabs-wrapper"><p>Tabs</p></div><div class="woocommerce-tabs wc-tabs-wrapper"></div></body></html>';

	const RULES = array(
		'product-tabs' => array(
			'wrap'  => '<div class="woocommerce-tabs wc-tabs-wrapper">',
			'pages' => array( 'product' ),
		),
		'dialogs'      => array(
			'end'   => true,
			'pages' => array( '*' ),
		),
	);

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
	}

	/**
	 * @param string     $html      Markup.
	 * @param string     $page_type Page type.
	 * @param array|null $rules     Rules; the manifest's when null.
	 * @return string
	 */
	private static function placed( $html, $page_type, $rules = self::RULES ) {
		return islet_transform_html(
			$html,
			static function ( Islet_Page $page ) use ( $page_type, $rules ) {
				islet_place_declared_islands( $page, $page_type, $rules );
			}
		);
	}

	public function test_the_first_element_is_wrapped_on_a_page_of_its_type_and_the_end_island_on_any() {
		$placed = self::placed( self::PAGE, 'product' );
		$this->assertSame( 1, substr_count( $placed, '<div data-island="product-tabs" data-island-v="1" data-island-when="load"><script type="application/json" data-island-props>{}</script><div class="woocommerce-tabs wc-tabs-wrapper"><p>Tabs</p></div></div>' ) );
		$this->assertSame( 1, substr_count( $placed, 'data-island="product-tabs"' ) );
		$this->assertStringContainsString( '<div data-island="dialogs" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script></div>' . "\n</body>", $placed );
		$shop = self::placed( self::PAGE, 'shop' );
		$this->assertStringNotContainsString( 'data-island="product-tabs"', $shop );
		$this->assertStringContainsString( 'data-island="dialogs"', $shop );
	}

	public function test_nothing_for_an_island_switched_off_or_placed_already() {
		$this->switch_islands_off( array( 'product-tabs' ) );
		$this->assertStringNotContainsString( 'data-island="product-tabs"', self::placed( self::PAGE, 'product' ) );
		$this->switch_islands_off( array() );
		$page = str_replace( '<body>', '<body><div data-island="dialogs" data-island-v="1" data-island-when="interaction"></div>', self::PAGE );
		$this->assertSame( 1, substr_count( self::placed( $page, 'product' ), 'data-island="dialogs"' ) );
	}

	public function test_the_manifest_places_the_product_tabs_on_product_pages() {
		$this->assertSame( self::RULES['product-tabs'], islet_island_place_rules()['product-tabs'] );
		$this->assertStringContainsString( 'data-island="product-tabs"', self::placed( islet_test_captured_page( 'product-simple-t-shirt.html' ), 'product', null ) );
		$this->assertStringNotContainsString( 'data-island="product-tabs"', $this->serve_captured_page( 'shop.html' )['served'] );
	}
}
