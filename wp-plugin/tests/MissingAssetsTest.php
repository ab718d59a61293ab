<?php
/**
 * Stylesheets and scripts whose file is not on disk print no tag on the page Islet serves: each
 * would boot WordPress for a 404 that can overwrite the cart session (includes/missing-assets.php).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Missing assets.
 */
class MissingAssetsTest extends Islet_Test_Case {

	/** A file that is there: this plugin's own main file, under the test site's plugins folder. */
	const PRESENT = 'wp-plugin/islet.php';

	/** Popup Maker 1.x's link to a stylesheet it does not ship. */
	const ABSENT = 'popup-maker/dist/packages/block-library-style.css';

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store();
	}

	/**
	 * Registers assets where WordPress expects it.
	 *
	 * @param callable $register Registers them.
	 */
	private function on_enqueue( callable $register ) {
		add_action( 'wp_enqueue_scripts', $register );
	}

	/**
	 * What WordPress prints for these handles.
	 *
	 * @param WP_Dependencies $deps    Styles or scripts.
	 * @param string[]        $handles Queued handles.
	 * @return string
	 */
	private function printed( WP_Dependencies $deps, array $handles ) {
		do_action( 'wp_enqueue_scripts' );
		return $this->output_of(
			static function () use ( $deps, $handles ) {
				$deps->do_items( $handles );
			}
		);
	}

	public function test_a_stylesheet_whose_file_is_missing_prints_no_link_but_keeps_its_inline_style() {
		$this->on_enqueue(
			static function () {
				wp_register_style( 'popup-maker-block-library-style', plugins_url( self::ABSENT ), array(), '1' );
				wp_add_inline_style( 'popup-maker-block-library-style', '.pum{color:red}' );
				wp_register_style( 'present', plugins_url( self::PRESENT ), array( 'popup-maker-block-library-style' ), '1' );
			}
		);
		$html = $this->printed( wp_styles(), array( 'present' ) );
		$this->assertStringNotContainsString( 'block-library-style.css', $html );
		$this->assertStringContainsString( '.pum{color:red}', $html, 'the inline style stays' );
		$this->assertStringContainsString( "id='present-css'", $html, 'a style depending on it still prints' );
	}

	public function test_a_script_whose_file_is_missing_loses_its_element_but_keeps_its_inline_scripts() {
		$this->on_enqueue(
			static function () {
				wp_register_script( 'gone', plugins_url( 'popup-maker/dist/gone.js' ), array(), '1', true );
				wp_add_inline_script( 'gone', 'window.goneBefore = 1;', 'before' );
				wp_add_inline_script( 'gone', 'window.goneAfter = 1;' );
				wp_register_script( 'kept', plugins_url( self::PRESENT ), array( 'gone' ), '1', true );
			}
		);
		$html = $this->printed( wp_scripts(), array( 'kept' ) );
		$this->assertStringNotContainsString( 'gone.js', $html );
		$this->assertStringContainsString( 'window.goneBefore = 1;', $html );
		$this->assertStringContainsString( 'window.goneAfter = 1;', $html );
		$this->assertMatchesRegularExpression( '/<script\b[^>]*\bid=["\']kept-js["\']/', $html, 'a script depending on it still prints' );
	}

	public function test_files_that_are_there_other_hosts_and_relative_paths_print_as_before() {
		$here = $this->printed_style( plugins_url( self::PRESENT ) );
		$this->assertStringContainsString( 'islet.php', $here );
		$this->assertStringContainsString( 'cdn.example', $this->printed_style( 'https://cdn.example/missing.css' ) );
		$this->assertStringContainsString( 'wp-includes/css/dashicons.css', $this->printed_style( '/wp-includes/css/dashicons.css' ) );
	}

	public function test_a_path_that_climbs_out_of_its_folder_is_not_looked_up() {
		$roots = islet_asset_roots();
		$this->assertNull( islet_local_asset_file( plugins_url( 'x/../../../etc/missing.css' ), $roots ) );
		$this->assertSame( WP_PLUGIN_DIR . '/' . self::ABSENT, islet_local_asset_file( plugins_url( self::ABSENT ) . '?ver=7', $roots ) );
		$this->assertSame( WP_CONTENT_DIR . '/uploads/a b.css', islet_local_asset_file( content_url( 'uploads/a%20b.css' ), $roots ) );
		$this->assertSame( ABSPATH . WPINC . '/js/x.js', islet_local_asset_file( includes_url( 'js/x.js' ), $roots ) );
	}

	public function test_a_site_keeps_an_asset_a_rewrite_rule_serves() {
		add_filter(
			'islet_drop_missing_asset',
			static function ( $missing, $url ) {
				return $missing && ! str_contains( $url, 'block-library-style' );
			},
			10,
			2
		);
		$this->assertStringContainsString( 'block-library-style.css', $this->printed_style( plugins_url( self::ABSENT ) ) );
	}

	public function test_pages_islet_does_not_serve_print_every_link() {
		add_filter( 'islet_is_front_end_page', '__return_false' );
		$this->assertStringContainsString( 'block-library-style.css', $this->printed_style( plugins_url( self::ABSENT ) ) );
	}

	/**
	 * What WordPress prints for one stylesheet at this URL.
	 *
	 * @param string $url Its URL.
	 * @return string
	 */
	private function printed_style( $url ) {
		$handle = 'style-' . md5( $url );
		$this->on_enqueue(
			static function () use ( $handle, $url ) {
				wp_register_style( $handle, $url, array(), '1' );
			}
		);
		return $this->printed( wp_styles(), array( $handle ) );
	}
}
