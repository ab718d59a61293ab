<?php
/**
 * The islands any page may carry (includes/site.php): `search` around each product search
 * widget, placed in the output buffer, with CommerceKit's settings as its commercekit_ajs prints
 * them; `wishlist` and `dialogs` before `</body>` where CommerceKit's wishlist script and
 * Shoptimizer's dialog script were printed; the scripts and CommerceKit's nonce script they
 * take off; on every captured page of the reference store.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// phpcs:disable Universal.Files.SeparateFunctionsFromOO.Mixed -- a stand-in for CommerceKit's function.
if ( ! function_exists( 'commercekit_nonce_footer_script' ) ) {
	/** CommerceKit's nonce field and the script that fills it (wp_footer). */
	function commercekit_nonce_footer_script() {
		echo '<input type="hidden" id="commercekit_nonce" name="commercekit_nonce" value="" /><script type="text/javascript">/* nonce */</script>' . "\n";
	}
}
// phpcs:enable

/**
 * Site-wide islands.
 */
class SiteIslandsTest extends Islet_Test_Case {

	/** The props CommerceKit's settings give on the reference store (commercekit_ajs in its pages). */
	const PROPS = '{"minChars":3,"otherResults":true,"showTotals":true,"texts":{"noResults":"No product suggestions","otherResults":"Other results","viewAll":"View all product results","noOther":"No other results","otherAll":"View all other results"}}';

	const WIDGET = '<div class="widget woocommerce widget_product_search">';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * The search island's opening, up to the widget.
	 *
	 * @param string $props Props JSON.
	 * @return string
	 */
	private static function search_open( $props = self::PROPS ) {
		return '<div data-island="search" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>' . $props . '</script>';
	}

	/**
	 * @param string $name         Island.
	 * @param string $rendered_for The wishlist's renderedFor.
	 * @return string
	 */
	private static function footer_island( $name, $rendered_for = '' ) {
		// The wishlist island carries CommerceKit's popup, which the island fills.
		$inner = 'wishlist' === $name ? '<div id="commercekit-wishlist-popup" role="status" style="display: none;"></div>' : '';
		$props = 'wishlist' === $name ? '{"failedText":"Sorry, the wishlist could not be updated. Please try again.","renderedFor":"' . $rendered_for . '"}' : '{}';
		return '<div data-island="' . $name . '" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>' . $props . '</script>' . $inner . '</div>';
	}

	public function test_each_search_widget_of_the_hoodie_page_sits_in_its_own_search_island() {
		$page   = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$served = $page['served'];
		$this->assertSame( 2, substr_count( $page['html'], self::WIDGET ), 'the header\'s and the navigation\'s' );
		$this->assertSame( 2, substr_count( $served, self::search_open() . self::WIDGET ), 'the island right around each widget' );
		$this->assertSame( 2, substr_count( $served, "</form>\n</div></div>" ), 'and closing right after it' );
		$this->assertStringContainsString( '<div class="site-search">', $served );
		$this->assertContains( 'commercekit-ajax-search', $page['removed'] );
		$this->assertStringNotContainsString( 'ajax-search.js', $served );
	}

	public function test_the_search_islands_add_nothing_but_themselves_and_come_once() {
		islet_test_play_commercekit_callbacks( islet_test_captured_page( 'product-variable-hoodie.html' ) );
		$props  = islet_search_props( islet_commercekit_ajs() );
		$raw    = islet_test_captured_page( 'product-variable-hoodie.html' );
		$placed = islet_test_place( 'islet_place_search', $raw, $props );
		$this->assertSame( $raw, preg_replace( "#(</form>\n</div>)</div>#", '$1', str_replace( self::search_open(), '', $placed ) ) );
		$this->assertSame( $placed, islet_test_place( 'islet_place_search', $placed, $props ), 'placed once' );
		$this->assertSame( $raw, islet_test_place( 'islet_place_search', $raw, null ), 'no props: no island' );
	}

	public function test_each_captured_page_gets_a_search_island_per_widget_the_wishlist_where_printed_and_dialogs_where_the_theme_has_one() {
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$page    = $this->serve_captured_page( $file );
			$raw     = $page['html'];
			$widgets = preg_match_all( '#<div\b[^>]*\bclass="[^"]*\bwidget_product_search\b#', $raw );
			$this->assertSame( $widgets, substr_count( $page['served'], '<div data-island="search"' ), "$file: one per widget" );
			$this->assertSame( $widgets, substr_count( $page['served'], self::search_open() ), "$file: with CommerceKit's settings" );
			$wishlist = false !== strpos( $raw, 'id="commercekit-wishlist-js"' ) && false !== strpos( $raw, '</body>' );
			$this->assertSame( $wishlist ? 1 : 0, substr_count( $page['served'], '<div data-island="wishlist"' ), "$file: wishlist" );
			// Shoptimizer prints its dialog script where it prints a dialog (the call-back form).
			$this->assertSame( false !== strpos( $raw, 'data-shoptimizermodal-id' ) ? 1 : 0, substr_count( $page['served'], self::footer_island( 'dialogs' ) ), "$file: dialogs" );
			foreach ( array( 'commercekit-wishlist' => $wishlist, 'commercekit-ajax-search' => $widgets > 0, 'shoptimizer-dialog' => false !== strpos( $page['served'], 'data-island="dialogs"' ) ) as $handle => $leaves ) {
				$this->assertSame( $leaves, in_array( $handle, $page['removed'], true ), "$file: $handle leaves with its island" );
			}
		}
	}

	public function test_no_search_island_where_commercekit_printed_no_settings() {
		$page = $this->serve_captured_page(
			'shop.html',
			static function ( $scripts, $html ) {
				return str_replace( 'var commercekit_ajs = ', 'var commercekit_other = ', $html );
			}
		);
		$this->assertStringNotContainsString( 'data-island="search"', $page['served'] );
		$this->assertNotContains( 'commercekit-ajax-search', $page['removed'] );
	}

	public function test_every_page_with_a_search_widget_gets_the_islands_and_none_without() {
		foreach ( array( 'shop.html' => 2, 'cart-empty.html' => 2, 'checkout-with-items.html' => 1, 'wishlist-with-items.html' => 2, 'coming-soon-visitor-home.html' => 0 ) as $file => $count ) {
			$this->assertSame( $count, substr_count( $this->serve_captured_page( $file )['served'], self::search_open() . self::WIDGET ), $file );
		}
	}

	public function test_no_search_island_without_commercekits_live_search_or_with_the_island_off() {
		update_option( 'commercekit', array( 'wishlist' => 1 ) );
		$page = $this->serve_captured_page( 'shop.html' );
		$this->assertStringNotContainsString( 'data-island="search"', $page['served'] );
		$this->assertNotContains( 'commercekit-ajax-search', $page['removed'] );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->switch_islands_off( array( 'search' ) );
		$this->assertStringNotContainsString( 'data-island="search"', $this->serve_captured_page( 'shop.html' )['served'] );
	}

	public function test_a_sidebar_widget_and_the_search_modal_are_wrapped_too() {
		$widget = '<form role="search" method="get" class="woocommerce-product-search" action="/"><input type="search" id="woocommerce-product-search-field-2" name="s" /></form>';
		$html   = '<aside><div id="woocommerce_product_search-3" class="widget woocommerce widget_product_search">' . $widget . '</div></aside>'
			. '<dialog class="shoptimizer-modal" data-shoptimizermodal-id="searchToggle"><div class="shoptimizer-modal--content">' . self::WIDGET . $widget . '</div></div></dialog>';
		$props  = islet_search_props( array( 'ajax_search' => 1 ) );
		$placed = islet_test_place( 'islet_place_search', $html, $props );
		$open   = self::search_open( islet_script_json( $props ) );
		$this->assertSame(
			'<aside>' . $open . '<div id="woocommerce_product_search-3" class="widget woocommerce widget_product_search">' . $widget . '</div></div></aside>'
				. '<dialog class="shoptimizer-modal" data-shoptimizermodal-id="searchToggle"><div class="shoptimizer-modal--content">' . $open . self::WIDGET . $widget . '</div></div></div></dialog>',
			$placed
		);
		$this->assertSame( $placed, islet_test_place( 'islet_place_search', $placed, $props ), 'placed once' );
		$this->assertSame( $html, islet_test_place( 'islet_place_search', $html, null ) );
	}

	public function test_props_come_from_commercekit_ajs_as_it_prints_them() {
		islet_test_play_commercekit_callbacks( islet_test_captured_page( 'shop.html' ) );
		$this->assertSame( self::PROPS, islet_script_json( islet_search_props( islet_commercekit_ajs() ) ) );
		$props = islet_search_props(
			array(
				'ajax_search'       => '1',
				'char_count'        => '5',
				'ajs_other_results' => 0,
				'fast_ajax_search'  => 1,
				'no_results_text'   => 'Nothing',
			)
		);
		$this->assertSame( 5, $props['minChars'] );
		$this->assertFalse( $props['otherResults'] );
		$this->assertFalse( $props['showTotals'], 'fast search gives no totals' );
		$this->assertSame( array( 'noResults' => 'Nothing', 'otherResults' => '', 'viewAll' => '', 'noOther' => '', 'otherAll' => '' ), $props['texts'] );
		$this->assertSame( 3, islet_search_props( array( 'ajax_search' => 1, 'char_count' => 'x' ) )['minChars'] );
		foreach ( array( null, 'x', array(), array( 1 ), array( 'ajax_search' => 0 ), array( 'char_count' => 3 ) ) as $off ) {
			$this->assertNull( islet_search_props( $off ), wp_json_encode( $off ) );
		}
		islet_captured_output( null );
		$this->assertNull( islet_commercekit_ajs(), 'CommerceKit printed no object' );
	}

	public function test_hostile_texts_stay_inside_the_props_json() {
		$hostile = '</script><script>alert(1)</script><!-- & \'"';
		$page    = $this->serve_captured_page(
			'shop.html',
			static function ( $scripts, $html ) use ( $hostile ) {
				return str_replace( '"no_results_text":"No product suggestions"', '"no_results_text":' . wp_json_encode( $hostile ), $html );
			}
		);
		preg_match( '#<div data-island="search"[^>]*><script type="application/json" data-island-props>(.*?)</script>#', $page['served'], $props );
		$this->assertStringContainsString( '\u003C/script\u003E\u003Cscript\u003Ealert(1)\u003C/script\u003E\u003C!-- \u0026', $props[1] );
		$this->assertStringNotContainsString( '<', $props[1] );
		$this->assertSame( $hostile, json_decode( $props[1], true )['texts']['noResults'] );
	}

	public function test_the_wishlist_island_comes_once_before_the_body_ends_where_commercekits_wishlist_script_was_printed() {
		$page = $this->serve_captured_page( 'shop.html' );
		$this->assertSame( 1, substr_count( $page['served'], 'data-island="wishlist"' ) );
		// Before `</body>`, among the page-wide islands printed last (site-ui and others follow it).
		$this->assertMatchesRegularExpression( '#' . preg_quote( self::footer_island( 'wishlist' ), '#' ) . '\n(<div data-island="[^"]+"[^\n]*\n)*</body>\n</html>$#', $page['served'] );
		$this->assertContains( 'commercekit-wishlist', $page['removed'] );
		$this->assertStringNotContainsString( 'data-island="wishlist"', $this->serve_captured_page( 'coming-soon-visitor-product.html' )['served'], 'a page cut short' );
	}

	public function test_the_wishlist_island_says_whom_the_page_was_printed_for_never_the_cookie_itself() {
		$cookie                          = '6fdbf2a21c63ac2c35746bdf56caac24';
		$_COOKIE['commercekit_wishlist'] = $cookie;
		$guest                           = $this->serve_captured_page( 'shop.html' )['served'];
		$GLOBALS['islet_test_logged_in'] = true;
		$customer                        = $this->serve_captured_page( 'shop.html' )['served'];
		$GLOBALS['islet_test_logged_in'] = false;
		unset( $_COOKIE['commercekit_wishlist'] );
		// FNV-1a of the cookie, as renderedForKey() in islands/wishlist/rendered-for.ts.
		$this->assertSame( '71fa9664', hash( 'fnv1a32', $cookie ) );
		$this->assertStringContainsString( self::footer_island( 'wishlist', '71fa9664' ) . "\n", $guest );
		$this->assertStringNotContainsString( $cookie, $guest );
		$this->assertStringContainsString( self::footer_island( 'wishlist', 'account' ) . "\n", $customer );
	}

	public function test_no_wishlist_island_where_commercekits_wishlist_is_off_unprinted_or_the_island_off() {
		update_option( 'commercekit', array( 'ajax_search' => 1 ) );
		$this->assertNotContains( 'commercekit-wishlist', $this->serve_captured_page( 'shop.html' )['removed'] );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$unprinted = $this->serve_without_script( 'shop.html', 'commercekit-wishlist', array() );
		$this->assertStringNotContainsString( 'data-island="wishlist"', $unprinted['served'] );
		$this->switch_islands_off( array( 'wishlist' ) );
		$page = $this->serve_captured_page( 'shop.html' );
		$this->assertStringNotContainsString( 'data-island="wishlist"', $page['served'] );
		$this->assertStringContainsString( 'id="commercekit-wishlist-js"', $page['served'] );
	}

	public function test_the_dialogs_island_comes_where_shoptimizers_dialog_script_was_printed() {
		$product = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$this->assertMatchesRegularExpression( '#' . preg_quote( self::footer_island( 'wishlist' ) . "\n" . self::footer_island( 'dialogs' ), '#' ) . '\n(<div data-island="[^"]+"[^\n]*\n)*</body>\n</html>$#', $product['served'] );
		$this->assertContains( 'shoptimizer-dialog', $product['removed'] );
		$this->assertStringContainsString( '<dialog class="shoptimizer-modal" data-shoptimizermodal-id="callBack"', $product['served'], 'the theme\'s dialog stays' );
		$this->assertStringNotContainsString( 'data-island="dialogs"', $this->serve_captured_page( 'shop.html' )['served'], 'no dialog script, no island' );
		$this->switch_islands_off( array( 'dialogs' ) );
		$page = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$this->assertStringNotContainsString( 'data-island="dialogs"', $page['served'] );
		$this->assertStringContainsString( 'id="shoptimizer-dialog-js"', $page['served'] );
	}

	public function test_commercekits_nonce_script_leaves_with_the_search_and_wishlist_islands_and_its_field_stays() {
		$serve = function ( $file ) {
			add_action( 'wp_footer', 'commercekit_nonce_footer_script' );
			return $this->serve_captured_page( $file )['served'];
		};
		$field = '<input type="hidden" id="commercekit_nonce" name="commercekit_nonce" value="" />';
		$shop  = $serve( 'shop.html' );
		$this->assertStringContainsString( $field, $shop );
		$this->assertStringNotContainsString( '/* nonce */', $shop );
		$this->assertStringNotContainsString( 'islet-legacy', $shop );
		$this->assertStringContainsString( '/* nonce */', $serve( 'coming-soon-visitor-home.html' ), 'no search field there: no search island' );
		foreach ( array( 'search', 'wishlist' ) as $island ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			$this->switch_islands_off( array( $island ) );
			$this->assertStringContainsString( $field . '<script type="text/javascript">/* nonce */</script>', $serve( 'shop.html' ), "$island off" );
		}
	}

	public function test_the_table_names_the_scripts_these_islands_replace() {
		$table = islet_legacy_table();
		$this->assertSame( array( 'wishlist' ), $table['handles']['commercekit-wishlist']['islands'] );
		$this->assertSame( array( 'search' ), $table['handles']['commercekit-ajax-search']['islands'] );
		$this->assertSame( array( 'dialogs' ), $table['handles']['shoptimizer-dialog']['islands'] );
		$this->assertSame( array( 'search', 'wishlist' ), $table['inline']['commercekit_nonce_footer_script']['islands'] );
		$this->assertSame( 'wp_footer', $table['inline']['commercekit_nonce_footer_script']['hook'] );
		foreach ( array( 'commercekit-wishlist', 'commercekit-ajax-search', 'shoptimizer-dialog' ) as $handle ) {
			$this->assertSame( array( '*' ), $table['handles'][ $handle ]['pages'] );
			$this->assertContains( $handle, islet_test_printed_handles( islet_test_captured_page( 'product-variable-hoodie.html' ) ), 'as the captured page prints it' );
		}
	}
}
