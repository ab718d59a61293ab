<?php
/**
 * islet_react_sources(): the page config's `react`, where the islands' React is loaded from on a
 * page without React 18 (docs/decisions/0035-one-react.md): WordPress's registered copy when it
 * is React 18 or later, else the plugin's own.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * React's sources.
 */
class ReactSourcesTest extends Islet_Test_Case {

	/** The plugin's copy, at its URL in the test tree. */
	const SHIPPED = array(
		'version'  => '18.3.1',
		'react'    => 'http://shop.example/wp-content/plugins/wp-plugin/assets/build/vendor/react-18.3.1.min.js',
		'reactDom' => 'http://shop.example/wp-content/plugins/wp-plugin/assets/build/vendor/react-dom-18.3.1.min.js',
	);

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store();
	}

	/**
	 * WordPress's vendor scripts as wp_default_packages_vendor() registers them (script-loader.php).
	 *
	 * @param string $version `react` and `react-dom`'s version: 17.0.1 in WordPress 6.1, 18.3.1.1 in 6.8.
	 * @param string $dom     `react-dom`'s, when it differs.
	 */
	private function register_wordpress_react( $version, $dom = '' ) {
		$scripts           = wp_scripts();
		$scripts->base_url = 'http://shop.example';
		$scripts->add( 'wp-polyfill', '/wp-includes/js/dist/vendor/wp-polyfill.min.js', array(), '3.15.0', 1 );
		$scripts->add( 'react', '/wp-includes/js/dist/vendor/react.min.js', array( 'wp-polyfill' ), $version, 1 );
		$scripts->add( 'react-dom', '/wp-includes/js/dist/vendor/react-dom.min.js', array( 'react' ), '' === $dom ? $version : $dom, 1 );
	}

	public function test_wordpress_react_18_at_the_urls_wordpress_prints() {
		$this->register_wordpress_react( '18.3.1.1' );
		$this->assertSame(
			array(
				'version'  => '18.3.1.1',
				'react'    => 'http://shop.example/wp-includes/js/dist/vendor/react.min.js?ver=18.3.1.1',
				'reactDom' => 'http://shop.example/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1.1',
			),
			islet_build_config()['react']
		);
		// The same URL as the tag WordPress prints where a block enqueues it: one file in the cache.
		$printed = $this->output_of(
			static function () {
				wp_scripts()->do_item( 'react' );
			}
		);
		$this->assertStringContainsString( "src='http://shop.example/wp-includes/js/dist/vendor/react.min.js?ver=18.3.1.1'", $printed );
	}

	public function test_the_plugins_copy_where_wordpress_has_react_17_none_or_two_versions() {
		$this->assertSame( self::SHIPPED, islet_build_config()['react'], 'no react handle (the test WordPress loads no script-loader.php)' );
		$this->register_wordpress_react( '17.0.1' );
		$this->assertSame( self::SHIPPED, islet_build_config()['react'], "WordPress 6.1's React 17" );
		wp_scripts()->remove( array( 'react', 'react-dom' ) );
		$this->register_wordpress_react( '18.3.1', '18.2.0' );
		$this->assertSame( self::SHIPPED, islet_build_config()['react'], 'react and react-dom of two versions' );
		wp_scripts()->remove( 'react-dom' );
		wp_scripts()->add( 'react-dom', false, array( 'react' ), '18.3.1' );
		$this->assertSame( self::SHIPPED, islet_build_config()['react'], 'a react-dom handle without a file' );
	}

	public function test_script_loader_src_applies_as_when_wordpress_prints_the_tag() {
		$this->register_wordpress_react( '18.3.1' );
		add_filter(
			'script_loader_src',
			static function ( $src, $handle ) {
				return 'react-dom' === $handle ? str_replace( 'http://shop.example', 'https://cdn.example', $src ) : $src;
			},
			10,
			2
		);
		$this->assertSame( 'https://cdn.example/wp-includes/js/dist/vendor/react-dom.min.js?ver=18.3.1', islet_build_config()['react']['reactDom'] );
	}

	public function test_no_copy_in_the_manifest_and_no_react_18_gives_none() {
		$this->use_manifest( array_diff_key( self::MANIFEST, array( 'react' => true ) ) );
		$this->register_wordpress_react( '17.0.1' );
		$this->assertNull( islet_build_config()['react'] );
	}

	public function test_a_store_can_name_its_own_copy() {
		add_filter(
			'islet_react_sources',
			static function () {
				return array(
					'version'  => '18.3.1',
					'react'    => 'https://cdn.example/react.js?a=1&b=</script>',
					'reactDom' => 'https://cdn.example/react-dom.js',
				);
			}
		);
		$this->assertSame( 'https://cdn.example/react-dom.js', islet_build_config()['react']['reactDom'] );
		// Printed in the config script: JSON_HEX_TAG and JSON_HEX_AMP keep it inside the tag.
		$script = islet_render_config_script( islet_build_config() );
		$this->assertStringContainsString( '"react":"https://cdn.example/react.js?a=1\u0026b=\u003C/script\u003E"', $script );
		$this->assertSame( 1, substr_count( $script, '</script>' ) );
	}

	public function test_the_manifests_copy_is_read_only_inside_the_build_folder() {
		$this->assertSame( self::MANIFEST['react'], islet_read_react_copy( self::MANIFEST['react'] ) );
		foreach ( array( '../react.js', '/react.js', 'https://cdn.example/react.js', 7 ) as $path ) {
			$this->assertNull( islet_read_react_copy( array( 'react' => $path ) + self::MANIFEST['react'] ), (string) $path );
		}
		$this->assertNull( islet_read_react_copy( array( 'version' => '' ) + self::MANIFEST['react'] ) );
		$this->assertNull( islet_read_react_copy( 'vendor/react.js' ) );
	}
}
