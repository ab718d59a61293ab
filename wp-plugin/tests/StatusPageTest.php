<?php
/**
 * WooCommerce → Islet → Status (includes/status-admin.php, status-check.php, docs/decisions/0040):
 * the tabs, the check's requests (through pre_http_request, as a site's loopback would answer),
 * the rows with the legacy table's words, the Compare links for administrators only, a failed
 * loopback, and the files a page links sized from the site's own folder.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// WordPress's HTTP API class, which wp_remote_get() asks before pre_http_request answers.
require_once ABSPATH . WPINC . '/class-wp-http.php';

/**
 * The Status tab and its check.
 */
class StatusPageTest extends Islet_Test_Case {

	/** @var array[] The check's requests: url, args, and the token valid when each was sent. */
	private $requests = array();

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE );
		$_GET['page'] = ISLET_PAGE;
	}

	/**
	 * Answers the check's requests as the site would: each page with its report (a legacy one for
	 * the compare view), or what $answer gives.
	 *
	 * @param callable|null $answer ( string $url ): array|WP_Error|null, null for the page.
	 */
	private function answer_loopbacks( $answer = null ) {
		add_filter(
			'pre_http_request',
			function ( $pre, $args, $url ) use ( $answer ) {
				$this->requests[] = array(
					'url'   => $url,
					'args'  => $args,
					'valid' => islet_status_token_is_valid( isset( $args['headers'][ ISLET_STATUS_HEADER ] ) ? $args['headers'][ ISLET_STATUS_HEADER ] : '' ),
				);
				$given = $answer ? $answer( $url ) : null;
				return null !== $given ? $given : self::page_answer( false !== strpos( $url, 'islet_view=legacy' ) );
			},
			10,
			3
		);
	}

	/**
	 * A page and its report, as the output handler appends it.
	 *
	 * @param bool $legacy The compare view.
	 * @return array An HTTP answer.
	 */
	private static function page_answer( $legacy ) {
		$report = array(
			'view'       => $legacy ? 'legacy' : 'islet',
			'pageType'   => 'home',
			'active'     => ! $legacy,
			'islands'    => $legacy ? array() : array( 'cart-buttons', 'mini-cart', 'made-up' ),
			'removed'    => array(
				'handles' => $legacy ? array() : array( 'wc-add-to-cart', 'jquery-core', 'underscore' ),
				'inline'  => $legacy ? array() : array( 'commercekit_nonce_footer_script' ),
				'parts'   => array(),
				'styles'  => $legacy ? array() : array( 'popup-maker-site' ),
			),
			'keepJquery' => array(),
			'scripts'    => $legacy ? array( '/wp-includes/js/admin-bar.js', 'https://cdn.example/x.js' ) : array( 'http://127.0.0.1:8881/wp-includes/js/admin-bar.js?ver=1' ),
			'styles'     => array( '//127.0.0.1:8881/wp-includes/js/../js/admin-bar.js' ),
		);
		return array(
			'headers'  => array(),
			'body'     => islet_status_append_report( '<!doctype html><p>page</p>', $report ),
			'response' => array(
				'code'    => 200,
				'message' => 'OK',
			),
			'cookies'  => array(),
		);
	}

	/**
	 * The samples of a store with a home page and a cart.
	 *
	 * @return array[]
	 */
	private static function samples() {
		return array(
			array(
				'key'  => 'home',
				'url'  => 'http://127.0.0.1:8881/',
				'cart' => false,
			),
			array(
				'key'  => 'cart',
				'url'  => 'http://127.0.0.1:8881/cart/',
				'cart' => true,
			),
		);
	}

	public function test_the_settings_page_has_a_settings_and_a_status_tab() {
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		$html                       = $this->output_of( 'islet_render_settings_page' );
		$this->assertStringContainsString( '<nav class="nav-tab-wrapper"', $html );
		$this->assertStringContainsString( 'class="nav-tab nav-tab-active" aria-current="page">Settings</a>', $html );
		$this->assertStringContainsString( 'href="http://127.0.0.1:8881/wp-admin/admin.php?page=islet&#038;tab=status" class="nav-tab">Status</a>', $html );
		$this->assertStringContainsString( '<form action="options.php" method="post">', $html );
		$_GET['tab'] = 'status';
		$html        = $this->output_of( 'islet_render_settings_page' );
		$this->assertStringContainsString( 'class="nav-tab nav-tab-active" aria-current="page">Status</a>', $html );
		$this->assertStringNotContainsString( 'options.php', $html );
		$this->assertStringContainsString( '<input type="hidden" name="action" value="islet_status_check">', $html );
		$this->assertStringContainsString( 'name="_wpnonce" value="islet-test-nonce(islet_status_check)"', $html );
		$this->assertStringContainsString( 'value="Check pages"', $html );
		$this->assertStringContainsString( 'No check yet.', $html );
		$_GET['tab']                = 'nonsense';
		$this->assertStringContainsString( 'options.php', $this->output_of( 'islet_render_settings_page' ) );
		$GLOBALS['islet_test_caps'] = array();
		$this->assertSame( '', $this->output_of( 'islet_render_settings_page' ) );
	}

	public function test_a_check_loads_each_page_with_islet_and_without_it_with_the_token() {
		$this->answer_loopbacks();
		$results = islet_status_run_check( self::samples() );
		$this->assertCount( 4, $this->requests, 'no product to add: the cart is not filled' );
		$this->assertFalse( $results['cart'] );
		$busts = array();
		foreach ( $this->requests as $i => $request ) {
			$this->assertTrue( $request['valid'], $request['url'] );
			$this->assertSame( 0, $request['args']['redirection'] );
			$this->assertSame( array(), $request['args']['cookies'], 'a new visitor' );
			$this->assertLessThanOrEqual( 10, $request['args']['timeout'] );
			parse_str( (string) wp_parse_url( $request['url'], PHP_URL_QUERY ), $query );
			$this->assertMatchesRegularExpression( '/^[0-9a-f]{12}$/', $query[ ISLET_STATUS_BUST_ARG ] );
			$this->assertStringNotContainsString( $request['args']['headers'][ ISLET_STATUS_HEADER ], $request['url'], 'the token never in a URL' );
			$this->assertSame( 1 === $i % 2 ? ISLET_VIEW_LEGACY : null, isset( $query[ ISLET_VIEW_ARG ] ) ? $query[ ISLET_VIEW_ARG ] : null );
			$busts[] = $query[ ISLET_STATUS_BUST_ARG ];
		}
		$this->assertCount( 4, array_unique( $busts ) );
		$this->assertFalse( get_transient( ISLET_STATUS_TOKEN ), 'the token ends with the check' );
		$home = $results['rows'][0];
		$this->assertSame( array( 'cart-buttons', 'mini-cart', 'made-up' ), $home['islet']['islands'] );
		$this->assertSame( array( 'wc-add-to-cart', 'jquery-core', 'underscore' ), $home['islet']['removed']['handles'] );
		$size = filesize( ABSPATH . 'wp-includes/js/admin-bar.js' );
		$this->assertSame(
			array(
				'files'   => 1,
				'bytes'   => $size,
				'unsized' => 0,
			),
			$home['islet']['scripts']
		);
		$this->assertSame(
			array(
				'files'   => 2,
				'bytes'   => $size,
				'unsized' => 1,
			),
			$home['legacy']['scripts'],
			'a file of another host is counted, not sized'
		);
		$this->assertSame( 0, $home['legacy']['styles']['unsized'], 'a path with .. that stays inside is sized' );
	}

	public function test_the_rows_say_what_each_page_lost_and_compare_links_are_for_administrators() {
		$this->answer_loopbacks();
		update_option( ISLET_STATUS_OPTION, islet_status_run_check( self::samples() ), false );
		$_GET['tab']                = 'status';
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		$html                       = $this->output_of( 'islet_render_settings_page' );
		$this->assertStringContainsString( '<tr data-islet-status-row="home">', $html );
		$this->assertStringContainsString( '<tr data-islet-status-row="cart">', $html );
		$this->assertStringContainsString( '<summary>3 islands</summary>', $html );
		$this->assertStringContainsString( '<li><code>mini-cart</code> Cart drawer (Shoptimizer)</li>', $html );
		$this->assertStringContainsString( '<li><code>made-up</code></li>', $html );
		$this->assertStringContainsString( '<summary>3 scripts, 1 inline scripts, 1 stylesheets</summary>', $html );
		$this->assertStringContainsString( '<li><code>wc-add-to-cart</code> WooCommerce&#039;s add-to-cart.js: ajax add-to-cart buttons', $html );
		$this->assertStringContainsString( '<li><code>jquery-core</code> A library no script left on the page needs</li>', $html );
		$this->assertStringContainsString( '<li><code>underscore</code> Needed only by scripts that left the page</li>', $html );
		$this->assertStringContainsString( '<li><code>popup-maker-site (CSS)</code> Popup Maker', $html );
		$this->assertStringContainsString( '<li><code>commercekit_nonce_footer_script</code> ', $html );
		$this->assertStringContainsString( 'With Islet: 1 scripts, 1 stylesheets, ', $html );
		$this->assertStringContainsString( ' (1 file not sized)', $html );
		$this->assertStringContainsString( 'The check could not add a product to its cart', $html );
		$this->assertStringNotContainsString( 'islet-status-loopback', $html );
		$this->assertStringContainsString( '<a href="http://127.0.0.1:8881/cart/" data-islet-view="islet">View with Islet</a>', $html );
		$this->assertStringNotContainsString( 'data-islet-view="legacy"', $html, 'a shop manager has no compare view' );
		$this->assertStringNotContainsString( 'islet_view', $html );
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce', 'manage_options' );
		$html                       = $this->output_of( 'islet_render_settings_page' );
		$this->assertStringContainsString( '<a href="http://127.0.0.1:8881/cart/?islet_view=legacy" data-islet-view="legacy">Compare (without Islet)</a>', $html );
		$this->assertSame( 2, substr_count( $html, 'data-islet-view="legacy"' ) );
	}

	public function test_a_failed_loopback_points_to_site_health_and_each_row_says_why() {
		$this->answer_loopbacks(
			static function ( $url ) {
				if ( false !== strpos( $url, '/cart/' ) ) {
					return new WP_Error( 'http_request_failed', 'cURL error 7: Failed to connect' );
				}
				return array(
					'headers'  => array( 'location' => 'http://127.0.0.1:8881/elsewhere/?islet_status=abc' ),
					'body'     => '',
					'response' => array( 'code' => 302 ),
					'cookies'  => array(),
				);
			}
		);
		update_option( ISLET_STATUS_OPTION, islet_status_run_check( self::samples() ), false );
		$_GET['tab']                = 'status';
		$GLOBALS['islet_test_caps'] = array( 'manage_woocommerce' );
		$html                       = $this->output_of( 'islet_render_settings_page' );
		$this->assertStringContainsString( 'class="notice notice-error inline islet-status-loopback"', $html );
		$this->assertStringContainsString( 'href="http://127.0.0.1:8881/wp-admin/site-health.php"', $html );
		$this->assertStringContainsString( '<td colspan="4" data-islet-status-error>The page redirects to http://127.0.0.1:8881/elsewhere/.</td>', $html );
		$this->assertStringContainsString( '<td colspan="4" data-islet-status-error>cURL error 7: Failed to connect</td>', $html );
	}

	public function test_a_page_without_its_report_is_named_not_counted() {
		$this->answer_loopbacks(
			static function () {
				return array(
					'headers'  => array(),
					'body'     => '<p>a cached page</p>',
					'response' => array( 'code' => 200 ),
					'cookies'  => array(),
				);
			}
		);
		$results = islet_status_run_check( array_slice( self::samples(), 0, 1 ) );
		$this->assertStringContainsString( 'without Islet\'s report', $results['rows'][0]['islet']['error'] );
		$this->assertArrayNotHasKey( 'loopback', $results['rows'][0]['islet'] );
	}

	public function test_only_files_of_this_site_are_sized() {
		$file = ABSPATH . 'wp-includes/js/admin-bar.js';
		$this->assertSame( $file, islet_status_local_file( 'http://127.0.0.1:8881/wp-includes/js/admin-bar.js?ver=6.1' ) );
		$this->assertSame( $file, islet_status_local_file( '/wp-includes/js/admin-bar.js' ) );
		$this->assertSame( $file, islet_status_local_file( '//127.0.0.1:8881/wp-includes/js/admin-bar.js' ) );
		foreach ( array(
			'http://127.0.0.1:8881/wp-includes/../../../../etc/passwd.js',
			'http://127.0.0.1:8881/wp-config.php',
			'http://127.0.0.1:8881/wp-includes/js/missing.js',
			'http://other.example/wp-includes/js/admin-bar.js',
			'https://127.0.0.1:8881/wp-includes/js/admin-bar.js',
			'http://127.0.0.1:8882/wp-includes/js/admin-bar.js',
		) as $url ) {
			$this->assertNull( islet_status_local_file( $url ), $url );
		}
		$this->assertTrue( islet_is_same_origin( 'http://127.0.0.1:8881/shop/' ) );
		$this->assertFalse( islet_is_same_origin( 'http://127.0.0.1.evil.example/shop/' ) );
	}

	public function test_only_who_may_see_the_settings_may_run_a_check() {
		$this->answer_loopbacks();
		add_filter(
			'wp_die_handler',
			static function () {
				return static function ( $message ) {
					throw new RuntimeException( 'wp_die: ' . $message );
				};
			}
		);
		$GLOBALS['islet_test_caps'] = array( 'edit_posts' );
		try {
			islet_handle_status_check();
			$this->fail( 'a check without the capability' );
		} catch ( RuntimeException $died ) {
			$this->assertStringContainsString( 'not allowed', $died->getMessage() );
		}
		$this->assertSame( array(), $this->requests );
		$this->assertFalse( get_option( ISLET_STATUS_OPTION ) );
		$this->assertSame( 10, has_action( 'admin_post_islet_status_check', 'islet_handle_status_check' ) );
	}
}
