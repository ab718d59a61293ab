<?php
/**
 * Activation through WordPress's activate_plugin() in a fresh process with WP_DEBUG on
 * (tests/bin/activate.php), with and without WooCommerce.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Activation and the store without WooCommerce.
 */
class ActivationTest extends Islet_Test_Case {

	/**
	 * @param string[] $args Script arguments.
	 * @return array The script's report.
	 */
	private function run_store( array $args = array() ) {
		static $reports = array();
		$key = implode( ' ', $args );
		if ( ! isset( $reports[ $key ] ) ) {
			$reports[ $key ] = $this->run_script( $args );
		}
		return $reports[ $key ];
	}

	/**
	 * @param string[] $args Script arguments.
	 * @return array
	 */
	private function run_script( array $args ) {
		$command = escapeshellarg( PHP_BINARY ) . ' ' . escapeshellarg( __DIR__ . '/bin/activate.php' ) . ' ' . implode( ' ', array_map( 'escapeshellarg', $args ) ) . ' 2>&1';
		exec( $command, $lines, $status ); // phpcs:ignore WordPress.PHP.DiscouragedPHPFunctions.system_calls_exec
		$output = implode( "\n", $lines );
		$this->assertSame( 0, $status, $output );
		$report = json_decode( $output, true );
		$this->assertIsArray( $report, $output );
		return $report;
	}

	public function test_without_woocommerce_activation_is_clean_and_the_front_end_untouched() {
		$report = $this->run_store();
		$this->assertSame( 'ok', $report['activation'] );
		$this->assertTrue( $report['active'] );
		$this->assertSame( array(), $report['errors'], 'no notice, warning or deprecation with WP_DEBUG on' );
		$this->assertFalse( $report['buffering'] );
		$this->assertSame( array(), $report['queued'] );
		$this->assertSame( '', $report['front_html'] );
	}

	public function test_without_woocommerce_the_admin_explains_and_offers_the_page_under_settings() {
		$report = $this->run_store();
		$this->assertSame( array( 'options-general.php' ), $report['settings_parent'] );
		$this->assertStringContainsString( 'Islet needs WooCommerce', $report['notice'] );
		$this->assertStringContainsString( 'class="notice notice-warning islet-notice-missing-woocommerce"', $report['notice'] );
		$this->assertSame( '', $report['author_notice'], 'only for users who can activate plugins' );
		$this->assertStringContainsString( 'Islet needs WooCommerce', $report['settings_page'] );
		$this->assertStringContainsString( '<form action="options.php" method="post">', $report['settings_page'] );
	}

	public function test_with_woocommerce_activation_is_clean_and_islet_is_on() {
		$report = $this->run_store( array( '--with-woocommerce' ) );
		$this->assertSame( 'ok', $report['activation'] );
		$this->assertSame( array(), $report['errors'] );
		$this->assertTrue( $report['buffering'] );
		$this->assertSame( array( 'islet-boot' ), $report['queued'] );
		$this->assertStringContainsString( 'id="islet-config"', $report['front_html'] );
		$this->assertStringContainsString( 'data-island="cart-buttons"', $report['front_html'] );
		$this->assertSame( array( 'woocommerce' ), $report['settings_parent'] );
		$this->assertSame( '', $report['notice'] );
	}
}
