<?php
/**
 * What a visitor writes into a page must not steer the plugin (issue 27): reviews as WordPress
 * stores a visitor's (through wp_filter_kses), printed among the Hoodie's reviews, change
 * nothing the output handler does. Each case serves a captured page with and without the
 * review: the review is printed as stored, and with it taken out the two pages are the same
 * bytes (the islands, their props, the scripts removed). docs/decisions/0028.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Visitor text.
 */
class VisitorTextTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * A review as WordPress stores a visitor's: slashed, through wp_filter_kses, unslashed.
	 *
	 * @param string $text What the visitor typed.
	 * @return string
	 */
	private static function review( $text ) {
		return stripslashes( wp_filter_kses( addslashes( $text ) ) );
	}

	/**
	 * A stored review as the theme prints it in the list.
	 *
	 * @param string $review Stored text.
	 * @return string
	 */
	private static function comment( $review ) {
		return '<li class="review"><div class="comment-text"><div class="description"><p>' . $review . '</p></div></div></li>';
	}

	/**
	 * Serves a captured page as it is, and with the review first in its list.
	 *
	 * @param string        $file   Captured page.
	 * @param string        $review Stored text.
	 * @param callable|null $inside What the theme's hooks print while the page renders.
	 * @return array{clean: string, hostile: string}
	 */
	private function serve_both( $file, $review, $inside = null ) {
		$clean   = $this->serve_captured_page( $file, null, $inside )['served'];
		$hostile = $this->serve_captured_page(
			$file,
			static function ( $scripts, $html ) use ( $review ) {
				$list = '<ol class="commentlist">';
				$at   = strpos( $html, $list ) + strlen( $list );
				return substr( $html, 0, $at ) . self::comment( $review ) . substr( $html, $at );
			},
			$inside
		)['served'];
		return array(
			'clean'   => $clean,
			'hostile' => $hostile,
		);
	}

	/**
	 * The review is printed as stored, and changes nothing else.
	 *
	 * @param string        $file   Captured page.
	 * @param string        $typed  What the visitor typed.
	 * @param string        $kept   What must survive kses for the case to be real.
	 * @param callable|null $inside What the theme's hooks print while the page renders.
	 * @return string The page served with the review.
	 */
	private function assert_review_changes_nothing( $file, $typed, $kept, $inside = null ) {
		$review = self::review( $typed );
		$this->assertStringContainsString( $kept, $review, 'WordPress keeps it in a visitor\'s review' );
		$pages = $this->serve_both( $file, $review, $inside );
		$this->assertStringContainsString( self::comment( $review ), $pages['hostile'], 'printed as stored' );
		$this->assertSame( $pages['clean'], str_replace( self::comment( $review ), '', $pages['hostile'] ) );
		return $pages['hostile'];
	}

	public function test_case_1_popup_objects_in_a_review_do_not_reach_the_popup_island() {
		$typed  = '<code>var pum_vars = {"ajaxurl":"https://evil.example/collect","analytics_api":"https://evil.example/api","home_url":"https://evil.example/","cookie_domain":"evil.example"}; var pum_popups = {"pum-100":{"close_on_form_submission":true}}; var z = 1</code>';
		$served = $this->assert_review_changes_nothing( 'popup-product-hoodie.html', $typed, 'var pum_vars = {"ajaxurl":"https://evil.example/collect"' );
		$this->assertMatchesRegularExpression( '#<div data-island="popup"[^>]*><script type="application/json" data-island-props>\{"ajaxUrl":"/wp-admin/admin-ajax.php","analyticsApi":"/wp-json/pum/v1"#', $served );
	}

	public function test_case_2_gallery_objects_in_a_review_do_not_replace_the_gallery() {
		$typed  = '<code>var commercekit_pdp = {"pdp_gallery_layout":"grid-2-4","pdp_lightbox":0}; var cgkit_attr_gallery = [{"attributes":{"default_gallery":""},"gallery":{"images":{"img_7":"\u003Cli\u003E\u003Ca href=\"https://evil.example/x.png\"\u003E\u003Cimg alt=\"evil\"\u003E\u003C/a\u003E\u003C/li\u003E"}}}]; var cgkit_variations = []; var z = 1</code>';
		$served = $this->assert_review_changes_nothing( 'product-variable-hoodie.html', $typed, 'var cgkit_attr_gallery = [{' );
		$this->assertStringContainsString( '<div data-island="gallery" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>{"layout":"horizontal"', $served );
		$this->assertStringNotContainsString( 'evil.example/x.png","width"', $served );
	}

	public function test_case_3_attribution_settings_in_a_review_do_not_reach_the_island() {
		$typed = '<code>var wc_order_attribution = {"params":{"lifetime":1000,"session":1,"base64":false,"allowTracking":true,"prefix":"evil_"},"fields":{"source_type":"current.typ"}}; var z = 1</code>';
		$this->assertStringContainsString( '"prefix":"wc_order_attribution_"', $this->assert_review_changes_nothing( 'product-variable-hoodie.html', $typed, 'var wc_order_attribution = {' ) );
	}

	/**
	 * CommerceKit's countdown script as its callback prints it, marked (only the marked-callbacks
	 * registry knows the key and number).
	 *
	 * @param string $html Page, rendering.
	 * @return string
	 */
	public static function with_marked_timer_script( $html ) {
		$number = islet_marked_callbacks( 'commercekit_countdown_timer_script' );
		$script = islet_legacy_marker( $number ) . "<script>/* countdown */</script>\n" . islet_legacy_marker( $number, true );
		return str_replace( '</body>', $script . '</body>', $html );
	}

	public function test_case_4_forged_markers_remove_nothing() {
		$guess  = '<!--islet-legacy:' . str_repeat( '0', 24 ) . ':0--> <!--/islet-legacy:' . str_repeat( 'f', 24 ) . ':1-->';
		$typed  = 'Lovely hoodie <!--islet-legacy:commercekit_countdown_timer_script--> ' . $guess;
		$inside = array( __CLASS__, 'with_marked_timer_script' );
		$served = $this->assert_review_changes_nothing( 'product-variable-hoodie.html', $typed, '<!--islet-legacy:commercekit_countdown_timer_script-->', $inside );
		$this->assertStringNotContainsString( '/* countdown */', $served, 'the real marked script still goes' );
		$this->assertStringContainsString( '<script type="speculationrules">', $served, 'a script after the review, which no row names, stays' );
	}

	public function test_case_5_unclosed_markers_change_nothing() {
		$typed = str_repeat( '<!--islet-legacy:commercekit_countdown_timer_script--><!--islet-legacy:x-->', 800 );
		$this->assert_review_changes_nothing( 'product-variable-hoodie.html', $typed, '<!--islet-legacy:x-->', array( __CLASS__, 'with_marked_timer_script' ) );
	}

	public function test_case_6_island_names_in_a_review_do_not_stop_islands_being_placed() {
		$typed  = '<code>data-island="mini-cart" data-island="reviews" cgkit-disable-atc cgkit-as-single-atc widget_product_search class="summary entry-summary" data-popmake</code> <a href="/" title=\'x" class="cgkit-swatch-loading variations_form qty\'>t</a>';
		$served = $this->assert_review_changes_nothing( 'popup-product-hoodie.html', $typed, 'data-island="mini-cart"' );
		foreach ( array( 'mini-cart', 'reviews', 'listing-swatches', 'search', 'popup', 'site-ui' ) as $island ) {
			$this->assertStringContainsString( '<div data-island="' . $island . '"', $served, $island );
		}
		$this->assertStringContainsString( '"replies":false', $served, 'the reviews island runs the reply form' );
	}

	public function test_case_7_tags_in_script_text_and_comments_are_not_tags() {
		$inline = '<script>var tpl = \'<script id="wc-add-to-cart-js" src="/x.js"><\/script><div class="quantity">\';</script>';
		$page   = $this->serve_captured_page(
			'shop.html',
			static function ( $scripts, $html ) use ( $inline ) {
				return str_replace( '</head>', $inline . "\n<!-- <div id=\"shoptimizerCartDrawer\"> -->\n</head>", $html );
			}
		);
		$this->assertStringContainsString( $inline, $page['served'], 'the inline script is whole' );
		$this->assertStringNotContainsString( 'frontend/add-to-cart.min.js', $page['served'], 'the real script still leaves' );
		$this->assertSame( 1, substr_count( $page['served'], '<div data-island="mini-cart"' ) );

		$drawer = '<div id="shoptimizerCartDrawer"><script type="text/template"><div class="x"></script><!-- <div> --><div>items</div></div>';
		$this->assertSame(
			'<p>' . islet_render_island( 'mini-cart', 1, 'interaction', array(), $drawer ) . '</p>',
			islet_test_place( 'islet_place_mini_cart', '<p>' . $drawer . '</p>', array() ),
			'the drawer ends at its own end tag'
		);
	}
}
