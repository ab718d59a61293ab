<?php
/**
 * WordPress's wp-polyfill only for browsers lacking what it adds (includes/polyfill-on-demand.php):
 * the element becomes an inline test that writes it in, on Islet pages with the first-paint switch
 * on, for WordPress's own file of a known build; anything else prints as WordPress prints it.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Polyfill on demand.
 */
class PolyfillOnDemandTest extends Islet_Test_Case {

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$GLOBALS['islet_test_wc_page'] = 'shop';
		$_SERVER['REQUEST_URI']        = '/shop/';
		// The test site's WordPress is Debian's, whose polyfill is not 6.8's: count it as known here.
		$debian = (string) md5_file( ABSPATH . WPINC . '/js/dist/vendor/wp-polyfill.min.js' );
		add_filter(
			'islet_polyfill_known_files',
			static function ( $known ) use ( $debian ) {
				return array_merge( $known, array( $debian ) );
			}
		);
	}

	protected function tearDown(): void {
		unset( $_SERVER['REQUEST_URI'] );
		remove_all_filters( 'islet_first_paint' );
		remove_all_filters( 'islet_polyfill_known_files' );
		parent::tearDown();
	}

	/**
	 * What WordPress prints for the polyfill at `$src` and a block script that needs it.
	 *
	 * @param string $src The polyfill's URL.
	 * @return string
	 */
	private function printed( $src ) {
		add_action(
			'wp_enqueue_scripts',
			static function () use ( $src ) {
				wp_register_script( 'wp-polyfill', $src, array(), '3.15.0', true );
				wp_add_inline_script( 'wp-polyfill', 'window.polyfillAfter = 1;' );
				wp_register_script( 'wc-blocks-data-store', plugins_url( 'woocommerce/assets/client/blocks/wc-blocks-data.js' ), array( 'wp-polyfill' ), '1', true );
			}
		);
		do_action( 'wp_enqueue_scripts' );
		return $this->output_of(
			static function () {
				wp_scripts()->do_items( array( 'wc-blocks-data-store' ) );
			}
		);
	}

	private function core_polyfill_url() {
		return includes_url( 'js/dist/vendor/wp-polyfill.min.js' );
	}

	/**
	 * WordPress's own element for the polyfill is in the printed tags, as WordPress prints it.
	 *
	 * @param string $html Printed tags.
	 */
	private function assert_printed_as_before( $html ) {
		$this->assertMatchesRegularExpression( '/<script\b[^>]*\bsrc=["\'][^"\']*wp-polyfill\.min\.js/', $html );
	}

	public function test_the_polyfill_is_written_in_only_where_a_feature_is_missing() {
		$html = $this->printed( $this->core_polyfill_url() );
		$this->assertDoesNotMatchRegularExpression( '/<script\b[^>]*\bsrc=["\'][^"\']*wp-polyfill/', $html, 'no element fetches it' );
		$this->assertMatchesRegularExpression( '/<script id="wp-polyfill-js">\( \'toReversed\' in Array\.prototype && [^<]* \) \|\| document\.write\( "\\\\u003Cscript src=\\\\"[^"\\\\]*wp-polyfill\.min\.js\?ver=3\.15\.0\\\\"\\\\u003E\\\\u003C\/script\\\\u003E" \);<\/script>/', $html );
		foreach ( ISLET_POLYFILL_FEATURE_TESTS as $test ) {
			$this->assertStringContainsString( $test, $html );
		}
		$this->assertStringContainsString( 'window.polyfillAfter = 1;', $html, 'its inline script stays' );
		$this->assertLessThan( strpos( $html, 'wc-blocks-data.js' ), strpos( $html, 'id="wp-polyfill-js"' ), 'it comes before what needs it' );
	}

	public function test_the_written_element_cannot_end_the_inline_script() {
		$loader = islet_polyfill_loader( $this->core_polyfill_url() . '&x=</script><script>alert(1)</script>' );
		$this->assertStringNotContainsString( '</script', $loader );
		$this->assertStringNotContainsString( '<script', $loader );
	}

	public function test_a_file_of_another_build_prints_as_before() {
		remove_all_filters( 'islet_polyfill_known_files' );
		$this->assert_printed_as_before( $this->printed( $this->core_polyfill_url() ) );
	}

	public function test_another_copy_of_the_polyfill_prints_as_before() {
		$this->assertStringContainsString( 'https://cdn.example/wp-polyfill.min.js', $this->printed( 'https://cdn.example/wp-polyfill.min.js' ) );
	}

	public function test_with_the_first_paint_switch_off_it_prints_as_before() {
		add_filter( 'islet_first_paint', '__return_false' );
		$this->assert_printed_as_before( $this->printed( $this->core_polyfill_url() ) );
	}

	public function test_pages_islet_does_not_serve_print_it_as_before() {
		add_filter( 'islet_is_front_end_page', '__return_false' );
		$this->assert_printed_as_before( $this->printed( $this->core_polyfill_url() ) );
	}
}
