<?php
/**
 * CommerceKit's order bumps (includes/order-bump.php): an `order-bump` island around each
 * `div.commercekit-order-bump-wrap` in the page, WooCommerce's fragments and CommerceKit's drawer
 * blocks answer, CommerceKit's inline handlers taken off (a no-JavaScript fallback in their
 * place), commercekit_order_bump_footer_scripts taken off where an order-bump or the drawer's
 * island was printed, and nothing of this with the island switched off; on every captured page
 * of the reference store.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// phpcs:disable Universal.Files.SeparateFunctionsFromOO.Mixed -- stand-ins for CommerceKit's functions.
if ( ! function_exists( 'commercekit_order_bump_footer_scripts' ) ) {
	/** CommerceKit's order-bump footer (wp_footer): its style stays, its script goes. */
	function commercekit_order_bump_footer_scripts() {
		echo "<style>.ckobp-before-you-go{}</style>\n<script>/* order bump */</script>\n";
	}
	/** CommerceKit's drawer blocks handler (its action, priority 10): wp_send_json_success, as capture 31. */
	function islet_test_commercekit_mini_cart_blocks() {
		echo wp_json_encode( json_decode( islet_test_repo_file( 'fixtures/reference-store/ajax/31-commercekit_mini_cart_blocks.json' ), true ) ); // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- a captured answer.
	}
}
// phpcs:enable

/**
 * The order-bump island.
 */
class OrderBumpIslandTest extends Islet_Test_Case {

	const OPEN = '<div data-island="order-bump" data-island-v="1" data-island-when="visible"><script type="application/json" data-island-props>';

	const FORM = '<form id="islet-order-bump" method="post"></form>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_with_order_bump();
	}

	/**
	 * The reference store with CommerceKit active and its footer script hooked where CommerceKit hooks it.
	 *
	 * @param string[] $off Islands switched off.
	 */
	private function boot_with_order_bump( array $off = array() ) {
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->switch_islands_off( $off );
		add_action( 'wp_footer', 'commercekit_order_bump_footer_scripts' );
	}

	/** The drawer blocks answer's `after_cart` (capture 31: Baseball Cap, Knit Scarf). */
	private static function drawer_bumps() {
		return json_decode( islet_test_repo_file( 'fixtures/reference-store/ajax/31-commercekit_mini_cart_blocks.json' ), true )['data']['after_cart'];
	}

	/** The island's opening, props included. */
	private static function open() {
		return self::OPEN . islet_script_json( islet_order_bump_props() ) . '</script>';
	}

	/**
	 * Bump markup with each of its tags as islet_order_bump_tag() prints it.
	 *
	 * @param string $markup CommerceKit's bumps.
	 * @return string
	 */
	private static function without_handlers( $markup ) {
		return islet_transform_html(
			$markup,
			static function ( Islet_Page $page ) {
				foreach ( array_keys( $page->doc->at ) as $tag ) {
					$text = $page->doc->tag_text( $tag );
					if ( '/' !== $page->doc->name[ $tag ][0] && islet_order_bump_tag( $text ) !== $text ) {
						$page->replace( $page->doc->at[ $tag ], $page->doc->to[ $tag ], islet_order_bump_tag( $text ) );
					}
				}
			}
		);
	}

	public function test_the_checkouts_bump_sits_whole_in_its_island_with_the_form_once_before_body_end() {
		$html   = islet_test_captured_page( 'checkout-with-items.html' );
		$placed = islet_place_order_bumps_in( $html, islet_order_bump_props() );
		$start  = strpos( $html, ISLET_ORDER_BUMP_WRAP_START );
		$end    = islet_test_element_end( $html, $start );
		$body   = strrpos( $html, '</body>' );
		$this->assertSame( substr( $html, 0, $start ) . self::open() . self::without_handlers( substr( $html, $start, $end - $start ) ) . '</div>' . substr( $html, $end, $body - $end ) . self::FORM . "\n" . substr( $html, $body ), $placed );
		$this->assertSame( 1, substr_count( $placed, 'data-island="order-bump"' ) );
		$this->assertGreaterThan( strpos( $placed, '</form>', strpos( $placed, '<form name="checkout"' ) ), strpos( $placed, self::FORM ) );
	}

	public function test_the_checkouts_click_to_add_submits_the_bumps_form_with_its_product() {
		$placed = islet_place_order_bumps_in( islet_test_captured_page( 'checkout-with-items.html' ), islet_order_bump_props() );
		$bump   = substr( $placed, strpos( $placed, self::open() ) );
		$bump   = substr( $bump, 0, islet_test_element_end( $bump, 0 ) );
		$this->assertStringContainsString( '<div class="ckobp-button"><button type="submit" form="islet-order-bump" name="add-to-cart" value="73">Click to add</button></div>', $bump, 'Striped Socks, the captured bump' );
		$this->assertStringNotContainsString( 'onclick', $bump );
	}

	public function test_the_bumps_lose_their_handlers_and_keep_everything_else_as_printed() {
		$bumps  = self::drawer_bumps();
		$placed = islet_place_order_bumps_in( $bumps, islet_order_bump_props() );
		$this->assertStringStartsWith( self::open(), $placed );
		$this->assertStringEndsWith( '</div>', $placed );
		$inner = substr( $placed, strlen( self::open() ), -strlen( '</div>' ) );
		// The arrows' names come back where they were, with the role and tab stop they lost.
		$expected = str_replace(
			'<div class="ckobp-prevnext">',
			'<div class="ckobp-prevnext" aria-hidden="true">',
			preg_replace( '#<button type="button" onclick="commercekitOrderBumpAdd\((\d+), this, \'minicart\'\);">#', '<button type="submit" form="islet-order-bump" name="add-to-cart" value="$1">', $bumps )
		);
		$this->assertSame( $expected, str_replace( ' data-islet-label="', ' role="button" tabindex="0" aria-label="', $inner ) );
	}

	public function test_only_the_captured_checkout_gets_a_bump_island_and_the_fallback_form() {
		foreach ( islet_test_captured_files() as $file ) {
			$this->boot_with_order_bump();
			$served  = $this->serve_captured_page( $file )['served'];
			$has_one = 'checkout-with-items.html' === $file;
			$this->assertSame( $has_one ? 1 : 0, substr_count( $served, self::open() . ISLET_ORDER_BUMP_WRAP_START ), $file );
			$this->assertSame( $has_one ? 1 : 0, substr_count( $served, self::FORM ), "$file: the form where a bump is" );
		}
	}

	public function test_the_inline_handlers_leave_and_the_fallback_adds_through_woocommerce() {
		$bump = self::without_handlers( self::drawer_bumps() );
		$this->assertStringNotContainsString( 'onclick', $bump );
		$this->assertStringContainsString( '<div class="ckobp-button"><button type="submit" form="islet-order-bump" name="add-to-cart" value="67">Click to add</button></div>', $bump );
		$this->assertStringContainsString( '<div class="ckobp-prevnext" aria-hidden="true"><div class="ckobp-prev ckobp-disabled" data-islet-label="Previous"><svg', $bump );
		$this->assertStringContainsString( '<div class="ckobp-next" data-islet-label="Next"><svg', $bump );
		$this->assertDoesNotMatchRegularExpression( '/role="button"|tabindex|aria-label=/', $bump );
	}

	public function test_markup_without_a_bump_cut_short_or_placed_already_is_left_alone() {
		$props = islet_order_bump_props();
		foreach ( array( 'shop.html', 'cart-with-items.html', 'home.html', 'product-variable-hoodie.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, islet_place_order_bumps_in( $html, $props ), $file );
		}
		$cut = substr( self::drawer_bumps(), 0, 400 );
		$this->assertSame( $cut, islet_place_order_bumps_in( $cut, $props ) );
		$placed = islet_place_order_bumps_in( '<body>' . self::drawer_bumps() . self::drawer_bumps() . '</body>', $props );
		$this->assertSame( 2, substr_count( $placed, self::open() ) );
		$this->assertSame( $placed, islet_place_order_bumps_in( $placed, $props ) );
	}

	public function test_the_served_checkout_carries_the_island_without_commercekits_script_its_style_kept() {
		$served = $this->serve_captured_page( 'checkout-with-items.html' )['served'];
		$this->assertSame( 1, substr_count( $served, self::open() ) );
		$this->assertSame( 1, substr_count( $served, self::FORM ) );
		$this->assertStringNotContainsString( 'commercekitOrderBumpAdd', $served );
		$this->assertStringNotContainsString( '/* order bump */', $served );
		$this->assertStringContainsString( '<style>.ckobp-before-you-go{}</style>', $served );
		// The bump in the checkout form, beside the timer's island; the fallback form outside it (forms do not nest).
		$form_end = strpos( $served, '</form>', strpos( $served, '<form name="checkout"' ) );
		$this->assertLessThan( $form_end, strpos( $served, self::open() ) );
		$this->assertGreaterThan( $form_end, strpos( $served, self::FORM ) );
		$this->assertSame( 1, substr_count( $served, 'data-island="countdown"' ) );
	}

	public function test_the_script_leaves_pages_with_the_drawers_island_whose_bumps_arrive_later() {
		$served = $this->serve_captured_page( 'shop.html' )['served'];
		$this->assertStringContainsString( 'data-island="mini-cart"', $served );
		$this->assertStringNotContainsString( 'data-island="order-bump"', $served );
		$this->assertStringNotContainsString( '/* order bump */', $served );
		$this->boot_with_order_bump( array( 'mini-cart' ) );
		$this->assertStringContainsString( '<script>/* order bump */</script>', $this->serve_captured_page( 'shop.html' )['served'] );
	}

	public function test_switched_off_the_bumps_stay_as_printed_and_keep_their_script() {
		$this->boot_with_order_bump( array( 'order-bump' ) );
		foreach ( array( 'checkout-with-items.html', 'shop.html' ) as $file ) {
			$served = $this->serve_captured_page( $file )['served'];
			$this->assertStringNotContainsString( 'data-island="order-bump"', $served, $file );
			$this->assertStringContainsString( '<script>/* order bump */</script>', $served, $file );
		}
		$this->assertStringContainsString( "onclick=\"commercekitOrderBumpAdd(73, this, 'checkout');\"", $this->serve_captured_page( 'checkout-with-items.html' )['served'] );
		$this->assertNotContains( 'commercekit_order_bump_footer_scripts', islet_legacy_inline_removals( array( 'mini-cart', 'cart-buttons' ), 'shop' ) );
		$fragments = array( 'div.woocommerce-checkout-payment' => self::drawer_bumps() );
		$this->assertSame( $fragments, apply_filters( 'woocommerce_update_order_review_fragments', $fragments ) );
	}

	public function test_the_checkout_updates_bumps_come_in_their_island() {
		$fragments = apply_filters( 'woocommerce_update_order_review_fragments', array( '.woocommerce-checkout-payment' => '<div class="woocommerce-checkout-payment">' . self::drawer_bumps() . '</div>' ) );
		$this->assertSame( '<div class="woocommerce-checkout-payment">' . self::open() . self::without_handlers( self::drawer_bumps() ) . '</div></div>', $fragments['.woocommerce-checkout-payment'] );
	}

	public function test_the_mini_cart_fragments_bump_row_leaves_where_the_drawer_shows_commercekits_blocks() {
		update_option( ISLET_OPTION, array( 'blocks' => true ) );
		$captured = json_decode( islet_test_repo_file( 'fixtures/reference-store/ajax/30-get_refreshed_fragments-with-items.json' ), true )['fragments'];
		$fragments = apply_filters( 'woocommerce_add_to_cart_fragments', $captured );
		$mini_cart = $fragments[ ISLET_MINI_CART_FRAGMENT ];
		$html      = $captured[ ISLET_MINI_CART_FRAGMENT ];
		$row       = strpos( $html, '<li>' . ISLET_ORDER_BUMP_WRAP_START );
		$this->assertSame( substr( $html, 0, $row ) . substr( $html, strpos( $html, '</li>', $row ) + strlen( '</li>' ) ), $mini_cart );
		$this->assertStringNotContainsString( 'commercekit-order-bump', $mini_cart );
		$this->assertSame( $captured['div.shoptimizer-cart'], $fragments['div.shoptimizer-cart'] );
		// Without the blocks (Islet's setting), the row stays, its bumps in their island.
		update_option( ISLET_OPTION, array( 'blocks' => false ) );
		$row = apply_filters( 'woocommerce_add_to_cart_fragments', $captured )[ ISLET_MINI_CART_FRAGMENT ];
		$this->assertStringContainsString( '<li>' . self::open() . ISLET_ORDER_BUMP_WRAP_START, $row );
		$this->assertStringNotContainsString( 'onclick', $row );
		$this->assertStringNotContainsString( self::FORM, $row );
	}

	public function test_the_drawer_blocks_answer_carries_its_bumps_in_their_island() {
		add_action( 'wp_ajax_' . ISLET_MINI_CART_BLOCKS_ACTION, 'islet_test_commercekit_mini_cart_blocks' );
		add_action( 'wp_ajax_nopriv_' . ISLET_MINI_CART_BLOCKS_ACTION, 'islet_test_commercekit_mini_cart_blocks' );
		$captured = json_decode( islet_test_repo_file( 'fixtures/reference-store/ajax/31-commercekit_mini_cart_blocks.json' ), true );
		foreach ( array( 'wp_ajax_', 'wp_ajax_nopriv_' ) as $prefix ) {
			$answer = json_decode( $this->ajax_output( $prefix . ISLET_MINI_CART_BLOCKS_ACTION ), true );
			$this->assertTrue( $answer['success'], $prefix );
			$this->assertSame( $captured['data']['before_cart'], $answer['data']['before_cart'], $prefix );
			$this->assertSame( self::open() . self::without_handlers( $captured['data']['after_cart'] ) . '</div>', $answer['data']['after_cart'], $prefix );
		}
	}

	public function test_other_blocks_answers_pass_as_they_came() {
		$props = islet_order_bump_props();
		foreach ( array( '{"success":true,"data":{"before_cart":"","after_cart":""}}', '{"success":false}', '0', '<html>critical error</html>', '{"success":true,"data":{"after_cart":"<div class=\"commercekit-order-bump-wrap"' ) as $json ) {
			$this->assertSame( $json, islet_order_bump_blocks_answer( $json, $props ), $json );
		}
		$this->assertSame( '', islet_order_bump_blocks_answer( '', $props ) );
		$this->assertFalse( islet_order_bump_blocks_answer( false, $props ) );
	}

	public function test_the_drawer_blocks_answer_is_left_alone_with_the_island_off() {
		$this->boot_with_order_bump( array( 'order-bump' ) );
		add_action( 'wp_ajax_' . ISLET_MINI_CART_BLOCKS_ACTION, 'islet_test_commercekit_mini_cart_blocks' );
		$this->assertStringContainsString( 'onclick=\\"commercekitOrderBumpAdd(67, this, \'minicart\');\\"', $this->ajax_output( 'wp_ajax_' . ISLET_MINI_CART_BLOCKS_ACTION ) );
	}

	public function test_the_legacy_row_names_the_island_or_the_drawers_on_any_page() {
		$row = islet_legacy_table()['inline']['commercekit_order_bump_footer_scripts'];
		$this->assertSame( 'wp_footer', $row['hook'] );
		$this->assertSame( array( 'order-bump' ), $row['islands'] );
		$this->assertSame( array( '*' ), $row['pages'] );
		$this->assertSame( array( array( 'islands' => array( 'mini-cart' ), 'pages' => array( '*' ) ) ), $row['or'] );
		$this->assertContains( 'commercekit_order_bump_footer_scripts', islet_legacy_inline_removals( array( 'order-bump' ), 'checkout' ) );
		$this->assertContains( 'commercekit_order_bump_footer_scripts', islet_legacy_inline_removals( array( 'mini-cart' ), 'product' ) );
		$this->assertNotContains( 'commercekit_order_bump_footer_scripts', islet_legacy_inline_removals( array( 'cart-buttons' ), 'product' ) );
	}

	public function test_the_settings_page_lists_the_island_and_its_texts_are_translatable() {
		$this->assertContains( 'order-bump', islet_island_names() );
		$this->assertArrayHasKey( 'order-bump', islet_island_labels() );
		$this->assertTrue( islet_default_settings()['islands']['order-bump'] );
		// The same defaults as islands/order-bump/texts.ts, which the island falls back to.
		$this->assertSame(
			array(
				'label'    => 'Suggested products',
				'previous' => 'Previous',
				'next'     => 'Next',
				'slide'    => '%1$s of %2$s',
				'added'    => '“%s” has been added to your cart.',
				'failed'   => 'Sorry, “%s” could not be added to your cart. Please try again.',
			),
			islet_order_bump_props()
		);
	}

	/**
	 * What an ajax action prints, through the buffers its callbacks start.
	 *
	 * @param string $action Hook.
	 * @return string
	 */
	private function ajax_output( $action ) {
		ob_start();
		$level = ob_get_level();
		do_action( $action );
		while ( ob_get_level() > $level ) {
			ob_end_flush();
		}
		return (string) ob_get_clean();
	}
}
