<?php
/**
 * The plugin's headers, read with WordPress's own get_file_data(): required headers present,
 * and the version equal in islet.php, ISLET_VERSION, readme.txt and package.json.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Headers and versions.
 */
class PluginHeaderTest extends Islet_Test_Case {

	/**
	 * @return array<string, string>
	 */
	private function headers() {
		return get_file_data(
			dirname( __DIR__ ) . '/islet.php',
			array(
				'Name'            => 'Plugin Name',
				'Version'         => 'Version',
				'RequiresWP'      => 'Requires at least',
				'RequiresPHP'     => 'Requires PHP',
				'RequiresPlugins' => 'Requires Plugins',
				'TextDomain'      => 'Text Domain',
				'DomainPath'      => 'Domain Path',
				'License'         => 'License',
			)
		);
	}

	public function test_version_matches_package_json_and_the_constant() {
		$package = json_decode( (string) file_get_contents( self::repo_file( 'package.json' ) ), true );
		$this->assertSame( $package['version'], $this->headers()['Version'], 'islet.php Version header vs package.json' );
		$this->assertSame( $package['version'], ISLET_VERSION );
		$readme = get_file_data( dirname( __DIR__ ) . '/readme.txt', array( 'StableTag' => 'Stable tag' ) );
		$this->assertSame( $package['version'], $readme['StableTag'], 'readme.txt Stable tag' );
	}

	public function test_required_headers() {
		$this->assertSame(
			array(
				'Name'            => 'Islet for WooCommerce',
				'Version'         => ISLET_VERSION,
				'RequiresWP'      => '6.1',
				'RequiresPHP'     => '7.4',
				'RequiresPlugins' => 'woocommerce',
				'TextDomain'      => 'islet',
				'DomainPath'      => '/languages',
				'License'         => 'GPL-2.0-or-later',
			),
			$this->headers()
		);
	}

	public function test_readme_follows_the_wordpress_org_format() {
		$readme = (string) file_get_contents( dirname( __DIR__ ) . '/readme.txt' );
		$this->assertStringStartsWith( "=== Islet for WooCommerce ===\n", $readme );
		foreach ( array( 'Requires at least: 6.1', 'Requires PHP: 7.4', 'License: GPL-2.0-or-later', '== Description ==', '== Installation ==', '== Changelog ==', '= ' . ISLET_VERSION . ' =' ) as $needle ) {
			$this->assertStringContainsString( $needle, $readme );
		}
	}
}
