<?php
/**
 * The inline scripts the theme and CommerceKit print from hook callbacks (the reference store
 * README's table): marked while they print, taken off by the output handler only where the
 * island doing their work was printed. The callbacks here stand in for the real ones, under
 * their real names and hooks, and print what they print in kind (a script, or markup, a style
 * and a script).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// phpcs:disable Universal.Files.SeparateFunctionsFromOO.Mixed -- stand-ins for the theme's functions.
if ( ! function_exists( 'shoptimizer_get_sale_prices_script' ) ) {
	/** Shoptimizer's sale-badge script (wp_footer, 999). */
	function shoptimizer_get_sale_prices_script() {
		echo "<script>/* sale prices */</script>\n";
	}
	/** Shoptimizer's option-row highlight (woocommerce_before_add_to_cart_quantity). */
	function shoptimizer_highlight_selected_variation() {
		echo "\t\t <script>/* highlight */</script>\n";
	}
	/** CommerceKit's waitlist: its form's markup and style stay, its script goes (wp_footer). */
	function commercekit_waitlist_output_form_script() {
		echo "<style>.ckwtl{}</style><div id=\"ckwtl-extra\">Waitlist form</div><script type=\"text/javascript\">/* waitlist */</script>\n";
	}
	/** CommerceKit's drawer blocks loader (wp_footer). */
	function commercekit_mini_cart_blocks_script() {
		echo "<script>/* mini cart blocks */</script><script type=\"application/json\" id=\"ck-data\">{}</script>\n";
	}
	/** CommerceKit's inventory bar animation (wp_footer, 0). */
	function commercekit_inventory_number_script() {
		echo "<script>/* inventory */</script>\n";
	}
}
// phpcs:enable

/**
 * Inline scripts.
 */
class InlineScriptsTest extends Islet_Test_Case {

	/** What the footer callbacks print; the highlight prints inside the product form. */
	const FOOTER_SCRIPTS = array( '/* sale prices */', '/* waitlist */', '/* mini cart blocks */', '/* inventory */' );

	protected function setUp(): void {
		parent::setUp();
		$this->boot_with_callbacks();
	}

	/**
	 * The reference store with the stand-ins hooked where the theme and CommerceKit hook them.
	 *
	 * @param string[] $off Islands switched off.
	 */
	private function boot_with_callbacks( array $off = array() ) {
		$this->boot_store( self::REFERENCE_STORE );
		$this->switch_islands_off( $off );
		add_action( 'wp_footer', 'shoptimizer_get_sale_prices_script', 999 );
		add_action( 'woocommerce_before_add_to_cart_quantity', 'shoptimizer_highlight_selected_variation' );
		add_action( 'wp_footer', 'commercekit_waitlist_output_form_script' );
		add_action( 'wp_footer', 'commercekit_mini_cart_blocks_script' );
		add_action( 'wp_footer', 'commercekit_inventory_number_script', 0 );
	}

	/**
	 * Serves a captured page; the product form's quantity hook fires where the theme fires it,
	 * inside the buffer like the rest of the page.
	 *
	 * @param string $file Captured page.
	 * @return string
	 */
	private function serve_with_hooks( $file ) {
		return $this->serve_captured_page(
			$file,
			static function ( $scripts, $html ) {
				$form = strpos( $html, '<form class="variations_form cart"' );
				$at   = false === $form ? false : strpos( $html, '<div class="quantity">', $form );
				if ( false === $at ) {
					return $html;
				}
				return substr( $html, 0, $at ) . '<!--quantity hook-->' . substr( $html, $at );
			},
			static function ( $html ) {
				ob_start();
				do_action( 'woocommerce_before_add_to_cart_quantity' );
				return str_replace( '<!--quantity hook-->', (string) ob_get_clean(), $html );
			}
		)['served'];
	}

	public function test_a_variable_product_page_loses_the_inline_scripts_its_islands_replace() {
		$served = $this->serve_with_hooks( 'product-variable-hoodie.html' );
		foreach ( array_merge( self::FOOTER_SCRIPTS, array( '/* highlight */' ) ) as $script ) {
			$this->assertStringNotContainsString( $script, $served );
		}
		$this->assertStringContainsString( '<style>.ckwtl{}</style><div id="ckwtl-extra">Waitlist form</div>', $served, 'markup and style stay' );
		$this->assertStringContainsString( '<script type="application/json" id="ck-data">{}</script>', $served, 'data blocks stay' );
		$this->assertStringNotContainsString( 'islet-legacy', $served );
	}

	public function test_each_stays_where_its_island_is_off() {
		$cases = array(
			'product-price' => '/* sale prices */',
			'waitlist'      => '/* waitlist */',
			'mini-cart'     => '/* mini cart blocks */',
			'inventory-bar' => '/* inventory */',
		);
		foreach ( $cases as $island => $script ) {
			$this->boot_with_callbacks( array( $island ) );
			$served = $this->serve_with_hooks( 'product-variable-hoodie.html' );
			$this->assertStringContainsString( $script, $served, "$island off" );
			foreach ( array_diff( self::FOOTER_SCRIPTS, array( $script ) ) as $other ) {
				$this->assertStringNotContainsString( $other, $served, "$island off: $other" );
			}
			$this->assertStringNotContainsString( 'islet-legacy', $served );
		}
	}

	public function test_the_blocks_script_stays_on_a_page_with_woocommerces_block_mini_cart() {
		$served = $this->serve_captured_page(
			'product-variable-hoodie.html',
			static function ( $scripts, $html ) {
				// A block mini cart in the header beside Shoptimizer's drawer: no island runs it.
				return str_replace( '<div class="shoptimizer-cart', '<div class="wc-block-mini-cart wp-block-woocommerce-mini-cart"></div><div class="shoptimizer-cart', $html );
			}
		)['served'];
		$this->assertStringContainsString( 'data-island="mini-cart"', $served );
		$this->assertStringContainsString( '/* mini cart blocks */', $served );
		foreach ( array( '/* sale prices */', '/* waitlist */', '/* inventory */' ) as $other ) {
			$this->assertStringNotContainsString( $other, $served );
		}
		$this->assertStringNotContainsString( 'islet-legacy', $served );
	}

	public function test_the_option_rows_script_leaves_with_the_variation_form_island() {
		$this->assertStringNotContainsString( '/* highlight */', $this->serve_with_hooks( 'product-variable-hoodie.html' ) );
		$this->boot_with_callbacks( array( 'variation-form' ) );
		$this->assertStringContainsString( "\t\t <script>/* highlight */</script>\n<div data-island=\"quantity\"", $this->serve_with_hooks( 'product-variable-hoodie.html' ), 'where the theme printed it, before the quantity' );
	}

	public function test_a_kept_script_prints_where_its_callback_did() {
		$this->boot_with_callbacks( array( 'product-price' ) );
		$served = $this->serve_with_hooks( 'product-variable-hoodie.html' );
		$this->assertMatchesRegularExpression( '#<div data-island="cart-buttons"[^\n]*</div>\n.+\n<script>/\* sale prices \*/</script>\n<div data-island="dialogs"[^\n]*</div>\n(<div data-island="[^"]+"[^\n]*\n)*</body>#s', $served, 'after the cart-buttons island (10), at 999; the buffer adds the page-wide islands last' );
	}

	public function test_product_scripts_stay_on_other_pages() {
		$served = $this->serve_with_hooks( 'shop.html' );
		$this->assertStringContainsString( '/* sale prices */', $served );
		$this->assertStringNotContainsString( '/* mini cart blocks */', $served, 'the drawer is on every page' );
	}

	public function test_the_waitlist_script_leaves_a_page_with_no_summary_and_no_waitlist_form_where_its_island_is_on() {
		$served = $this->serve_with_hooks( 'shop.html' );
		$this->assertStringNotContainsString( '/* waitlist */', $served, 'nothing of its work on a listing' );
		$this->assertStringContainsString( '<div id="ckwtl-extra">Waitlist form</div>', $served, 'its markup stays' );
		$this->boot_with_callbacks( array( 'waitlist' ) );
		$this->assertStringContainsString( '/* waitlist */', $this->serve_with_hooks( 'shop.html' ), 'not while its island is off' );
		$this->boot_with_callbacks();
		$with_form = $this->serve_captured_page(
			'shop.html',
			null,
			static function ( $html ) {
				return str_replace( '</body>', '<div class="commercekit-waitlist"></div></body>', $html );
			}
		)['served'];
		$this->assertStringContainsString( '/* waitlist */', $with_form, 'a waitlist form is its work' );
	}

	public function test_nothing_is_marked_when_islet_does_not_buffer_the_page() {
		$this->boot_with_callbacks( islet_island_names() );
		$footer = $this->output_of(
			static function () {
				do_action( 'template_redirect' );
				do_action( 'wp_footer' );
			}
		);
		$this->assertSame( "<script>/* inventory */</script>\n<style>.ckwtl{}</style><div id=\"ckwtl-extra\">Waitlist form</div><script type=\"text/javascript\">/* waitlist */</script>\n<script>/* mini cart blocks */</script><script type=\"application/json\" id=\"ck-data\">{}</script>\n<script>/* sale prices */</script>\n", $footer );
	}

	public function test_markers_wrap_each_callback_at_its_own_priority() {
		islet_page_is_buffered( true );
		$footer = $this->output_of(
			static function () {
				do_action( 'wp_footer' );
			}
		);
		$this->assertSame( array( 'commercekit_inventory_number_script', 'commercekit_waitlist_output_form_script', 'commercekit_mini_cart_blocks_script', 'shoptimizer_get_sale_prices_script' ), islet_marked_callbacks(), 'priority 0 first, 999 last' );
		$this->assertStringStartsWith( islet_legacy_marker( 0 ) . "<script>/* inventory */</script>\n" . islet_legacy_marker( 0, true ), $footer );
		$this->assertStringEndsWith( islet_legacy_marker( 3 ) . "<script>/* sale prices */</script>\n" . islet_legacy_marker( 3, true ), $footer );
		$this->assertFalse( has_action( 'wp_footer', 'shoptimizer_get_sale_prices_script' ), 'replaced by its wrapper' );
	}

	public function test_markers_carry_a_key_no_page_can_know() {
		$first = islet_legacy_marker( 0 );
		$this->assertMatchesRegularExpression( '/^<!--islet-legacy:[0-9a-f]{24}:0-->$/', $first );
		$this->assertSame( $first, islet_legacy_marker( 0 ), 'one key for the request' );
		do_action( 'plugins_loaded' );
		$this->assertNotSame( $first, islet_legacy_marker( 0 ), 'a new request, a new key' );
	}

	/**
	 * Markup with the inline scripts of marked callbacks removed, as the legacy rule removes them.
	 *
	 * @param string   $html      Markup.
	 * @param string[] $callbacks Callbacks whose scripts go.
	 * @return string
	 */
	private function strip_marked( $html, array $callbacks ) {
		return islet_transform_html(
			$html,
			static function ( Islet_Page $page ) use ( $callbacks ) {
				$marked = islet_marked_parts( $page );
				islet_remove_scripts( $page, islet_leaving_scripts( $page, array(), $marked['parts'], $callbacks ), $marked['markers'] );
			}
		);
	}

	public function test_marked_output_keeps_its_markup_and_loses_only_its_scripts() {
		$x      = islet_marked_callbacks( 'x' );
		$marked = 'a' . islet_legacy_marker( $x ) . "<p>kept</p>\n  <script>run()</script>\n<script type=\"module\">m()</script><script type=\"application/ld+json\">{}</script>" . islet_legacy_marker( $x, true ) . 'b';
		$this->assertSame( "a<p>kept</p>\n<script type=\"application/ld+json\">{}</script>b", $this->strip_marked( $marked, array( 'x' ) ) );
		$this->assertSame( "a<p>kept</p>\n  <script>run()</script>\n<script type=\"module\">m()</script><script type=\"application/ld+json\">{}</script>b", $this->strip_marked( $marked, array( 'y' ) ) );
		$this->assertSame( 'a<p>b</p>', $this->strip_marked( 'a' . islet_legacy_marker( $x ) . '<p>b</p>', array( 'x' ) ), 'a marker without its partner goes' );
	}
}
