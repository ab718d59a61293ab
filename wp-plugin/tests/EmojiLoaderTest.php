<?php
/**
 * WordPress's emoji loader only on pages with emoji (includes/emoji-loader.php): what counts as
 * emoji, the head's copy held back where the first paint applies, and the served page.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Emoji loader.
 */
class EmojiLoaderTest extends Islet_Test_Case {

	/** A stand-in for what core's loader prints. */
	const LOADER = '<script>window._wpemojiSettings = {"source":{"concatemoji":"/wp-includes/js/wp-emoji-release.min.js"}};</script>';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$GLOBALS['islet_test_wc_page'] = 'shop';
		$_SERVER['REQUEST_URI']        = '/shop/';
	}

	protected function tearDown(): void {
		unset( $_SERVER['REQUEST_URI'] );
		remove_all_filters( 'islet_first_paint' );
		islet_held_emoji_loader( '' );
		parent::tearDown();
	}

	/**
	 * Text wp-emoji.js's `test()` finds emoji in, in each way a page can carry it.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function with_emoji() {
		return array(
			'a face, as itself'             => array( '<p>New in 😀</p>' ),
			'a heart, as itself'            => array( '<p>We ❤ wool</p>' ),
			'a flag, as itself'             => array( '<p>Made in 🇮🇹</p>' ),
			'a keycap mark, as itself'      => array( "<p>1\u{20E3}</p>" ),
			'a hex reference'               => array( '<p>&#x1F600;</p>' ),
			'a decimal reference'           => array( '<p>&#128512;</p>' ),
			'a listed dingbat by reference' => array( '<p>&#x2764;</p>' ),
			'a named reference'             => array( '<p>&hearts;</p>' ),
			'a JSON pair escape'            => array( '<div data-product_variations="[{&quot;variation_description&quot;:&quot;\ud83d\ude00&quot;}]"></div>' ),
			'a JSON dingbat escape'         => array( '<script>var data = {"note":"\u2764"};</script>' ),
			'text that is not UTF-8'        => array( "<p>caf\xE9</p>" ),
		);
	}

	/**
	 * Text with no emoji by that test, though it has symbols stores print.
	 *
	 * @return array<string, array{0: string}>
	 */
	public static function without_emoji() {
		return array(
			'plain words'                   => array( '<p>Hoodie, 45.00 €</p>' ),
			'copyright and registered'      => array( '<footer>© 2026 Shop® – all “rights”</footer>' ),
			'stars, ticks and arrows'       => array( '<p>★★★★☆ ✓ → ← × …</p>' ),
			'references to other symbols'   => array( '<p>&copy; &amp; &eacute; &#8211; &#x2192; &nbsp;</p>' ),
			'JSON escapes of other symbols' => array( '<script>var data = {"a":"\u00e9\u2013\u20ac\/"};</script>' ),
			'accented letters'              => array( '<p>Crème brûlée, Ærø, Łódź</p>' ),
		);
	}

	/**
	 * @dataProvider with_emoji
	 *
	 * @param string $html Page text.
	 */
	public function test_emoji_are_found_as_characters_references_and_json_escapes( $html ) {
		$this->assertTrue( islet_html_has_emoji( $html ) );
	}

	/**
	 * @dataProvider without_emoji
	 *
	 * @param string $html Page text.
	 */
	public function test_symbols_that_are_not_emoji_are_not_found( $html ) {
		$this->assertFalse( islet_html_has_emoji( $html ) );
	}

	public function test_the_heads_loader_is_held_where_the_first_paint_applies_and_left_alone_where_not() {
		add_action( 'wp_head', 'print_emoji_detection_script', 7 );
		islet_page_is_buffered( true );
		add_filter( 'islet_first_paint', '__return_false' );
		islet_hold_emoji_loader();
		$this->assertSame( 7, has_action( 'wp_head', 'print_emoji_detection_script' ), 'switch off: core prints it' );
		$this->assertSame( '', islet_held_emoji_loader() );

		remove_all_filters( 'islet_first_paint' );
		islet_page_is_buffered( false );
		islet_hold_emoji_loader();
		$this->assertSame( 7, has_action( 'wp_head', 'print_emoji_detection_script' ), 'no Islet page buffer: core prints it' );

		islet_page_is_buffered( true );
		$printed = $this->output_of( 'islet_hold_emoji_loader' );
		$this->assertSame( '', $printed, 'nothing of it in the head' );
		$this->assertFalse( has_action( 'wp_head', 'print_emoji_detection_script' ) );
		$this->assertStringContainsString( 'window._wpemojiSettings', islet_held_emoji_loader() );
		$this->assertStringContainsString( 'wp-emoji-release.min.js', islet_held_emoji_loader() );
	}

	public function test_another_plugins_removal_is_left_as_it_is() {
		islet_page_is_buffered( true );
		remove_all_actions( 'wp_head' );
		islet_hold_emoji_loader();
		$this->assertSame( '', islet_held_emoji_loader() );
	}

	/**
	 * A captured page served through the handler with the loader held, and $more added to its body.
	 *
	 * @param string $more Markup added before `</body>`.
	 * @return string Served page.
	 */
	private function serve_hoodie_with_held_loader( $more ) {
		return $this->serve_captured_page(
			'product-variable-hoodie.html',
			null,
			static function ( $html ) use ( $more ) {
				islet_held_emoji_loader( self::LOADER );
				return str_replace( '</body>', $more . '</body>', $html );
			}
		)['served'];
	}

	public function test_a_page_without_emoji_is_served_without_the_loader() {
		$served = $this->serve_hoodie_with_held_loader( '' );
		$this->assertStringNotContainsString( '_wpemojiSettings', $served );
		$this->assertFalse( islet_html_has_emoji( $served ), 'the captured Hoodie has no emoji' );
	}

	public function test_a_page_with_emoji_gets_the_loader_before_its_body_ends() {
		$served = $this->serve_hoodie_with_held_loader( '<p class="review">Lovely 😀</p>' );
		$this->assertSame( 1, substr_count( $served, self::LOADER ) );
		$this->assertMatchesRegularExpression( '#' . preg_quote( self::LOADER, '#' ) . '\s*</body>#', $served );
	}
}
