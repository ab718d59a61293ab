<?php
/**
 * uninstall.php removes Islet's options and nothing else.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Uninstall.
 */
class UninstallTest extends Islet_Test_Case {

	/**
	 * WP_UNINSTALL_PLUGIN stays defined, so this runs in its own process.
	 *
	 * @runInSeparateProcess
	 * @preserveGlobalState disabled
	 */
	public function test_uninstall_deletes_our_options_only() {
		update_option( ISLET_OPTION, array( 'openers' => '.cart' ) );
		islet_store_first_paint_build( 'product', str_repeat( 'a', 32 ), array( 'theme' => '.a{}' ) );
		islet_store_first_paint_build( 'listing', str_repeat( 'b', 32 ), array( 'theme' => '.b{}' ) );
		islet_want_first_paint_build( 'home', str_repeat( 'c', 32 ), 'http://shop.example/' );
		update_option( 'commercekit', array( 'pdp_lightbox' => '1' ) );
		update_option( 'woocommerce_cart_redirect_after_add', 'no' );
		define( 'WP_UNINSTALL_PLUGIN', 'wp-plugin/islet.php' );
		include dirname( __DIR__ ) . '/uninstall.php';
		$this->assertFalse( get_option( ISLET_OPTION ) );
		$this->assertSame( array( 'pdp_lightbox' => '1' ), get_option( 'commercekit' ) );
		$this->assertSame( 'no', get_option( 'woocommerce_cart_redirect_after_add' ) );
		$this->assertSame( array(), preg_grep( '/^islet_/', array_keys( $GLOBALS['wpdb']->rows ) ) );
	}

	public function test_uninstall_does_nothing_when_not_called_by_wordpress() {
		$source = (string) file_get_contents( dirname( __DIR__ ) . '/uninstall.php' );
		$this->assertMatchesRegularExpression( "/^<\\?php\\n(?:\\/\\*\\*.*?\\*\\/\\n\\n)?defined\\( 'WP_UNINSTALL_PLUGIN' \\) \\|\\| exit;/s", $source );
	}
}
