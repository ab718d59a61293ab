<?php
/**
 * Scripts out of the head (includes/head-scripts.php): WordPress's head scripts move before the
 * body's first external script where nothing before that place needs them.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Head scripts.
 */
class HeadScriptsTest extends Islet_Test_Case {

	const HEAD = "<html><head>\n<title>t</title>\n<script type=\"text/javascript\" src=\"/jquery.min.js\" id=\"jquery-core-js\"></script>\n<script type=\"text/javascript\" id=\"wc-checkout-js-extra\">var wc_checkout_params = {\"a\":1};</script>\n<script type=\"text/javascript\" src=\"/checkout.min.js\" id=\"wc-checkout-js\"></script>\n<script type=\"application/json\" id=\"islet-config\">{}</script>\n</head>\n";

	/**
	 * A page whose body holds $between before its first external script.
	 *
	 * @param string $between Body markup.
	 * @param string $head    Head.
	 * @return string
	 */
	private function page( $between, $head = self::HEAD ) {
		return $head . "<body><p>Checkout</p>\n" . $between . "<script src=\"/awdr.js\" id=\"awdr-main-js\"></script>\n</body></html>";
	}

	public function test_the_heads_scripts_move_with_their_data_before_the_bodys_first_external_script() {
		$moved = islet_move_head_scripts( $this->page( "<script>var other = 1;</script>\n" ) );
		$head  = substr( $moved, 0, strpos( $moved, '</head>' ) );
		$this->assertStringNotContainsString( '-js', preg_replace( '/id="islet-config"/', '', $head ) );
		$this->assertStringContainsString( '<script type="application/json" id="islet-config">{}</script>', $head, 'a data block stays' );
		$this->assertMatchesRegularExpression( '#<script>var other = 1;</script>\n<script type="text/javascript" src="/jquery.min.js" id="jquery-core-js"></script>\n<script type="text/javascript" id="wc-checkout-js-extra">var wc_checkout_params = \{"a":1\};</script>\n<script type="text/javascript" src="/checkout.min.js" id="wc-checkout-js"></script>\n<script src="/awdr.js" id="awdr-main-js">#', $moved );
	}

	public function test_nothing_moves_where_code_before_the_new_place_needs_them() {
		foreach ( array( '<script>jQuery(function(){});</script>', '<script>$(".a").hide();</script>', '<script>$.ajax({});</script>', '<script>if (wc_checkout_params) {}</script>' ) as $needs ) {
			$page = $this->page( $needs . "\n" );
			$this->assertSame( $page, islet_move_head_scripts( $page ), $needs );
		}
		$head = str_replace( '</head>', "<script>jQuery(document.body).addClass('x');</script>\n</head>", self::HEAD );
		$this->assertSame( $this->page( '', $head ), islet_move_head_scripts( $this->page( '', $head ) ), 'a head script after them needs them' );
	}

	public function test_names_are_whole_words() {
		$globals = islet_moving_globals( array( 'var wc_checkout_params = {};' ) );
		$this->assertContains( 'wc_checkout_params', $globals );
		$this->assertContains( 'Cookies', $globals, "the legacy table's library globals" );
		foreach ( array( 'var myjQuery = 1;', 'a.jQuery = 1;', 'var x$ = 2; x$(1);', '_foo();', 'swp.x = 1;', 'var u = "/wp-content/x.gif";', "var t = 'jQuery';", '// jQuery later', '/* $(x) */' ) as $free ) {
			$this->assertFalse( islet_code_names_globals( $free, $globals ), $free );
		}
		foreach ( array( 'jQuery.fn', '$ (1)', '_.each([])', 'wp.hooks', 'new Cookies()' ) as $names ) {
			$this->assertTrue( islet_code_names_globals( $names, $globals ), $names );
		}
	}

	public function test_our_scripts_and_a_page_without_a_body_script_stay() {
		$ours = "<html><head>\n<script src=\"/boot.js\" id=\"islet-boot-js\" type=\"module\"></script>\n</head><body><script src=\"/a.js\" id=\"a-js\"></script></body></html>";
		$this->assertSame( $ours, islet_move_head_scripts( $ours ) );
		$bare = self::HEAD . '<body><p>x</p></body></html>';
		$this->assertSame( $bare, islet_move_head_scripts( $bare ) );
	}

	public function test_the_captured_checkout_keeps_no_script_in_its_head() {
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$GLOBALS['islet_test_wc_page'] = 'checkout';
		$served = $this->serve_captured_page( 'checkout-with-items.html', array( $this, 'with_islet_boot' ) )['served'];
		$head   = substr( $served, 0, strpos( $served, '</head>' ) );
		$this->assertDoesNotMatchRegularExpression( '/<script\b[^>]*\ssrc=/', $head );
		$this->assertLessThan( strpos( $served, 'id="wc-checkout-js"' ), strpos( $served, 'id="jquery-core-js"' ), 'jQuery still comes before the checkout' );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		add_filter( 'islet_first_paint', '__return_false' );
		$GLOBALS['islet_test_wc_page'] = 'checkout';
		$kept = $this->serve_captured_page( 'checkout-with-items.html', array( $this, 'with_islet_boot' ) )['served'];
		$this->assertMatchesRegularExpression( '/<script\b[^>]*\ssrc=[^>]*jquery/', substr( $kept, 0, strpos( $kept, '</head>' ) ), 'with the switch off they stay' );
	}

	/**
	 * The captured page with Islet's boot module before `</body>`, where the plugin prints it: the
	 * body's first external script once every legacy script of the checkout's body has left.
	 *
	 * @param WP_Scripts $scripts Scripts.
	 * @param string     $html    Captured page.
	 * @return string
	 */
	public function with_islet_boot( $scripts, $html ) {
		return str_replace( '</body>', '<script type="module" src="/boot.js" id="islet-boot-js"></script>' . "\n</body>", $html );
	}
}
