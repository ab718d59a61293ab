<?php
/**
 * Base test case: every test starts from a fresh WordPress (options, cache, hooks, script
 * registries) with a built bundle in place.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

use PHPUnit\Framework\TestCase;

/**
 * Shared set-up and helpers.
 */
abstract class Islet_Test_Case extends TestCase {

	/** The manifest tests run with, so they need no `npm run build`. */
	const MANIFEST = array(
		'version' => '0.1.0-test',
		'boot'    => 'boot-TEST.js',
		'css'     => 'islands-TEST.css',
		'react'   => array(
			'version'  => '18.3.1',
			'react'    => 'vendor/react-18.3.1.min.js',
			'reactDom' => 'vendor/react-dom-18.3.1.min.js',
		),
	);

	/** Options of the captured reference store (fixtures/reference-store). */
	const REFERENCE_STORE = array(
		'siteurl'  => 'http://127.0.0.1:8881',
		'home'     => 'http://127.0.0.1:8881',
		'template' => 'shoptimizer',
	);

	/**
	 * The reference store's CommerceKit: active, with live search and the wishlist on (its
	 * `commercekit` option holds more; Islet reads only these two here).
	 */
	const REFERENCE_COMMERCEKIT = array(
		'active_plugins' => array( 'woocommerce/woocommerce.php', 'commercegurus-commercekit/commercegurus-commercekit.php' ),
		'commercekit'    => array(
			'ajax_search' => 1,
			'wishlist'    => 1,
		),
	);

	protected function setUp(): void {
		parent::setUp();
		islet_test_reset_wordpress();
		$this->use_manifest( self::MANIFEST );
		// What one request remembered never reaches the next test.
		islet_printed_scripts( null );
		islet_captured_output( null );
		islet_marked_callbacks( null );
	}

	/**
	 * @param array|null $manifest What islet_asset_manifest() returns.
	 */
	protected function use_manifest( $manifest ) {
		remove_all_filters( 'islet_asset_manifest' );
		add_filter(
			'islet_asset_manifest',
			static function () use ( $manifest ) {
				return $manifest;
			}
		);
	}

	/**
	 * A store with WooCommerce active, the plugin booted, and these options.
	 *
	 * @param array $options Options.
	 */
	protected function boot_store( array $options = array() ) {
		islet_test_load_woocommerce();
		islet_test_reset_wordpress( $options );
		$this->use_manifest( self::MANIFEST );
		islet_register_hooks( ISLET_FILE );
		do_action( 'plugins_loaded' );
	}

	/**
	 * CommerceKit active (through the active-plugins list, as is_plugin_active() sees it).
	 */
	protected function activate_commercekit() {
		update_option( 'active_plugins', array( 'woocommerce/woocommerce.php', ISLET_COMMERCEKIT_PLUGIN ) );
	}

	/**
	 * What a callable prints.
	 *
	 * @param callable $fn Code that echoes.
	 * @return string
	 */
	protected function output_of( callable $fn ) {
		ob_start();
		try {
			$fn();
		} finally {
			$out = ob_get_clean();
		}
		return (string) $out;
	}

	/**
	 * Runs template_redirect, then prints $html through whatever buffer it started: what a
	 * visitor receives for a page the theme rendered as $html.
	 *
	 * @param string $html Page.
	 * @return string
	 */
	protected function serve( $html ) {
		ob_start();
		$level = ob_get_level();
		do_action( 'template_redirect' );
		echo $html; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped
		while ( ob_get_level() > $level ) {
			ob_end_flush();
		}
		return (string) ob_get_clean();
	}

	/**
	 * Serves a captured page as if WordPress had not printed one of its scripts: the handle is not
	 * done, and the script elements with these ids are not in the page (none: the page as captured).
	 *
	 * @param string   $file        Captured page.
	 * @param string   $handle      Script handle.
	 * @param string[] $element_ids Ids of its `<script>` elements to leave out (`HANDLE-js`, `HANDLE-js-extra` …).
	 * @return array See serve_captured_page().
	 */
	protected function serve_without_script( $file, $handle, array $element_ids ) {
		return $this->serve_captured_page(
			$file,
			static function ( $scripts, $html ) use ( $handle, $element_ids ) {
				$scripts->done = array_values( array_diff( $scripts->done, array( $handle ) ) );
				foreach ( $element_ids as $id ) {
					$html = preg_replace( '#<script[^>]*id="' . preg_quote( $id, '#' ) . '"[^>]*>.*?</script>\n?#s', '', $html );
				}
				return $html;
			}
		);
	}

	/**
	 * Every island on but these, as the settings page saves them.
	 *
	 * @param string[] $off Islands switched off.
	 */
	protected function switch_islands_off( array $off ) {
		update_option( ISLET_OPTION, array( 'islands' => array_merge( array_fill_keys( islet_island_names(), true ), array_fill_keys( $off, false ) ) ) );
	}

	/**
	 * Serves a captured page of the reference store (islet_test_serve_captured_page()).
	 *
	 * @param string        $file Captured page.
	 * @param callable|null $more   ( WP_Scripts $scripts, string $html ): string, before the
	 *                              scripts are remembered (more scripts, more markup).
	 * @param callable|null $inside ( string $html ): string, while the page renders in the
	 *                              buffer (hooks the theme fires in the body).
	 * @return array{html: string, served: string, removed: string[]} The page as rendered
	 *                              before the buffer, as served, and the handles it lost.
	 */
	protected function serve_captured_page( $file, $more = null, $inside = null ) {
		$html    = islet_test_captured_page( $file );
		$scripts = islet_test_register_printed_scripts( $html );
		if ( $more ) {
			$html = $more( $scripts, $html );
		}
		$served = islet_test_serve_captured_page( $html, $inside, $scripts );
		return array(
			'html'    => $html,
			'served'  => $served,
			'removed' => array_values( array_diff( islet_test_printed_handles( $html ), islet_test_printed_handles( $served ) ) ),
		);
	}

	/**
	 * Serves a captured page with one more plugin's script printed before `</body>`, registered
	 * as needing `$needs` (the case decision 0011 keeps a needed script for).
	 *
	 * @param string   $file   Captured page.
	 * @param string   $handle The other plugin's script handle (printed as `{$handle}-js`).
	 * @param string[] $needs  Handles it depends on.
	 * @return array{html: string, served: string, removed: string[]} As serve_captured_page().
	 */
	protected function serve_with_dependant( $file, $handle, array $needs ) {
		return $this->serve_captured_page(
			$file,
			static function ( $scripts, $html ) use ( $handle, $needs ) {
				$src = "/{$handle}.js";
				$scripts->add( $handle, $src, $needs, '1' );
				$scripts->done[]  = $handle;
				$scripts->queue[] = $handle;
				return str_replace( '</body>', "<script src='{$src}' id='{$handle}-js'></script>\n</body>", $html );
			}
		);
	}

	/**
	 * A file of the repository (fixtures live outside the plugin).
	 *
	 * @param string $path Path from the repository root.
	 * @return string
	 */
	protected static function repo_file( $path ) {
		return dirname( __DIR__, 3 ) . '/' . $path;
	}
}
