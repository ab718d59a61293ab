<?php
/**
 * The theme developers' guide (docs/theme-developers.md) against the plugin: its PHP example
 * prints exactly the island its HTML example shows, and it names every filter and action the
 * plugin offers. Its HTML examples run in the demo store (tests/e2e/theme-examples.spec.ts).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The guide's PHP and its list of hooks.
 */
class ThemeGuideTest extends Islet_Test_Case {

	/** What the guide's quantity example hands WooCommerce's input, kept by the stand-in below. */
	public static $quantity_args = null;

	/** The quantity markup WooCommerce's input prints in the guide's HTML example. */
	public static $quantity_html = '';

	/**
	 * The guide's fenced block of one language and example name.
	 *
	 * @param string $language Fence language.
	 * @param string $name     Example name.
	 * @return string
	 */
	private static function example( $language, $name ) {
		$guide = (string) file_get_contents( self::repo_file( 'docs/theme-developers.md' ) );
		$found = preg_match( '/^```' . $language . ' example=' . preg_quote( $name, '/' ) . '\n(.*?)^```$/ms', $guide, $match );
		self::assertSame( 1, $found, "the guide has a $language example $name" );
		return $match[1];
	}

	/**
	 * Markup with the whitespace between its tags taken out: the guide indents what the printer
	 * prints on one line.
	 *
	 * @param string $html Markup.
	 * @return string
	 */
	private static function tight( $html ) {
		return trim( (string) preg_replace( '/>\s+</', '><', $html ) );
	}

	public function test_the_php_example_prints_the_html_example() {
		$html = self::example( 'html', 'quantity' );
		self::assertSame( 1, preg_match( '/<div class="quantity">.*<\/div>(?=\s*<\/div>\s*$)/s', $html, $inner ) );
		self::$quantity_html = $inner[0];
		$code    = preg_replace( '/^<\?php\s*/', '', self::example( 'php', 'quantity' ) );
		$product = null; // The template's product, as WooCommerce's templates have it.
		ob_start();
		eval( $code ); // phpcs:ignore Squiz.PHP.Eval.Discouraged -- the guide's own example, run as a template would.
		$printed = (string) ob_get_clean();
		self::assertSame( self::tight( $html ), self::tight( $printed ) );
		self::assertSame(
			array(
				'min_value' => 1,
				'max_value' => 5,
			),
			self::$quantity_args,
			'the PHP example asks WooCommerce for the limits its HTML shows'
		);
		unset( $product );
	}

	public function test_the_guide_names_every_filter_and_action() {
		$guide = (string) file_get_contents( self::repo_file( 'docs/theme-developers.md' ) );
		$hooks = array();
		foreach ( glob( self::repo_file( 'wp-plugin/includes' ) . '/*.php' ) as $file ) {
			preg_match_all( "/(?:apply_filters|do_action)\(\s*'(islet_[a-z0-9_]+)'/", (string) file_get_contents( $file ), $found );
			$hooks = array_merge( $hooks, $found[1] );
		}
		$hooks = array_unique( $hooks );
		self::assertGreaterThan( 10, count( $hooks ) );
		$missing = array_filter(
			$hooks,
			static function ( $hook ) use ( $guide ) {
				return false === strpos( $guide, '`' . $hook . '`' );
			}
		);
		self::assertSame( array(), array_values( $missing ), 'hooks the theme developers\' guide does not name' );
	}
}

if ( ! function_exists( 'woocommerce_quantity_input' ) ) {
	/**
	 * WooCommerce's quantity input, standing in for the guide's example: it keeps what it is asked
	 * and answers the markup of the guide's HTML example.
	 *
	 * @param array $args    Input arguments.
	 * @param mixed $product Product.
	 * @param bool  $echo    Print instead of returning.
	 * @return string
	 */
	function woocommerce_quantity_input( $args = array(), $product = null, $echo = true ) { // phpcs:ignore WordPress.NamingConventions.PrefixAllGlobals -- WooCommerce's function.
		unset( $product, $echo );
		ThemeGuideTest::$quantity_args = $args;
		return ThemeGuideTest::$quantity_html;
	}
}
