<?php
/**
 * Islands a theme prints itself (docs/theme-developers.md, "What the plugin does by itself"):
 * the plugin places no second island of the kind around their markup, and they count for the
 * legacy rule like the ones it places, whatever their switch says.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Theme-printed islands on captured pages.
 */
class ThemePrintedIslandsTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store();
	}

	/**
	 * The page with its first element opening with $prefix inside an island the theme printed.
	 *
	 * @param string $html   Page.
	 * @param string $prefix Opening text of the element.
	 * @param string $name   Island.
	 * @param array  $props  Props.
	 * @return string
	 */
	private static function theme_wraps( $html, $prefix, $name, array $props ) {
		$page  = new Islet_Page( $html );
		$index = $page->first( $prefix );
		self::assertNotNull( $index, "the page has $prefix" );
		$start = $page->doc->at[ $index ];
		$end   = $page->doc->end_of( $index );
		$open  = islet_render_island( $name, 1, 'visible', $props );
		$open  = substr( $open, 0, -strlen( '</div>' ) );
		return substr( $html, 0, $start ) . $open . substr( $html, $start, $end - $start ) . '</div>' . substr( $html, $end );
	}

	/**
	 * Each island of this name on the served page, by its props' JSON.
	 *
	 * @param string $served Page.
	 * @param string $name   Island.
	 * @return string[]
	 */
	private static function props_of( $served, $name ) {
		preg_match_all( '#<div data-island="' . $name . '"[^>]*><script type="application/json" data-island-props>(.*?)</script>#s', $served, $found );
		return $found[1];
	}

	public function test_the_theme_s_quantity_island_is_the_only_one_around_its_input() {
		$props = array(
			'decrease' => 'One fewer',
			'increase' => 'One more',
		);
		$page  = $this->serve_captured_page(
			'product-simple-t-shirt.html',
			static function ( $scripts, $html ) use ( $props ) {
				unset( $scripts );
				return self::theme_wraps( $html, '<div class="quantity">', 'quantity', $props );
			}
		);
		$this->assertSame( array( '{"decrease":"One fewer","increase":"One more"}' ), self::props_of( $page['served'], 'quantity' ) );
	}

	public function test_the_theme_s_card_island_is_not_wrapped_again_and_the_other_cards_are() {
		$plain   = $this->serve_captured_page( 'shop.html' );
		$cards   = count( self::props_of( $plain['served'], 'listing-swatches' ) );
		$wrapped = $this->serve_captured_page(
			'shop.html',
			static function ( $scripts, $html ) {
				unset( $scripts );
				return self::theme_wraps( $html, '<form class="cgkit-swatch-form ', 'listing-swatches', array( 'i18n' => array( 'noMatch' => 'None.' ) ) );
			}
		);
		$this->assertGreaterThan( 1, $cards );
		$islands = self::props_of( $wrapped['served'], 'listing-swatches' );
		$this->assertCount( $cards, $islands, 'one island per card form, the theme\'s included' );
		$this->assertSame( '{"i18n":{"noMatch":"None."}}', $islands[0] );
		$this->assertSame( 0, preg_match( '#<div data-island="listing-swatches"[^>]*><script[^>]*>[^<]*</script><div data-island="listing-swatches"#', $wrapped['served'] ), 'no island inside another of its kind' );
	}

	public function test_an_island_the_theme_prints_counts_for_the_legacy_rule_even_when_switched_off() {
		$this->switch_islands_off( array( 'variation-form' ) );
		$without = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$this->assertNotContains( 'wc-add-to-cart-variation', $without['removed'], 'switched off and not printed: WooCommerce\'s script stays' );
		$with = $this->serve_captured_page(
			'product-variable-hoodie.html',
			static function ( $scripts, $html ) {
				unset( $scripts );
				return self::theme_wraps( $html, '<form class="variations_form', 'variation-form', array() );
			}
		);
		$this->assertContains( 'wc-add-to-cart-variation', $with['removed'], 'printed by the theme: its work is done, the script leaves' );
		$this->assertCount( 1, self::props_of( $with['served'], 'variation-form' ) );
	}
}
