<?php
/**
 * The Status page's front-end side (includes/status-view.php, docs/decisions/0040): the check's
 * one-time token, the compare view for administrators only, and the report the output handler
 * appends for a request carrying the token, on captured pages of the reference store.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Token, compare view, report.
 */
class StatusViewTest extends Islet_Test_Case {

	protected function tearDown(): void {
		unset( $_SERVER['HTTP_X_ISLET_STATUS'] );
		parent::tearDown();
	}

	/**
	 * The reference store booted as a request with these query arguments and capabilities, up to
	 * init (where the compare view is decided).
	 *
	 * @param array    $get   $_GET.
	 * @param string[] $caps  The user's capabilities.
	 * @param bool     $check A Status check's request (the running check's token in its header).
	 */
	private function boot_request( array $get, array $caps, $check = false ) {
		islet_test_load_woocommerce();
		islet_test_reset_wordpress( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->use_manifest( self::MANIFEST );
		if ( $check ) {
			$_SERVER['HTTP_X_ISLET_STATUS'] = islet_status_new_token();
		}
		$_GET                       = $get;
		$GLOBALS['islet_test_caps'] = $caps;
		islet_register_hooks( ISLET_FILE );
		do_action( 'plugins_loaded' );
		do_action( 'init' );
	}

	public function test_a_token_is_valid_only_while_its_check_runs() {
		$this->assertFalse( islet_status_token_is_valid( 'anything' ) );
		$token = islet_status_new_token();
		$this->assertMatchesRegularExpression( '/^[0-9a-f]{40}$/', $token );
		$this->assertTrue( islet_status_token_is_valid( $token ) );
		foreach ( array( '', 'x' . $token, substr( $token, 1 ), strtoupper( $token ), null, array( $token ), 0 ) as $wrong ) {
			$this->assertFalse( islet_status_token_is_valid( $wrong ), wp_json_encode( $wrong ) );
		}
		$this->assertNotSame( $token, islet_status_new_token(), 'each check its own' );
		$this->assertFalse( islet_status_token_is_valid( $token ), 'a new check ends the last one\'s token' );
		$_SERVER['HTTP_X_ISLET_STATUS'] = get_transient( ISLET_STATUS_TOKEN );
		$this->assertTrue( islet_status_report_requested() );
		islet_status_forget_token();
		$this->assertFalse( islet_status_report_requested() );
	}

	public function test_the_compare_view_is_served_to_administrators_only() {
		$page = islet_test_captured_page( 'home.html' );
		foreach ( array(
			'administrator' => array( array( 'manage_options', 'manage_woocommerce' ), true ),
			'shop manager'  => array( array( 'manage_woocommerce' ), false ),
			'visitor'       => array( array(), false ),
		) as $who => list( $caps, $legacy ) ) {
			$this->boot_request( array( ISLET_VIEW_ARG => ISLET_VIEW_LEGACY ), $caps );
			$this->assertSame( $legacy, islet_serves_legacy_view(), $who );
			$this->assertSame( ! $legacy, (bool) has_action( 'template_redirect', 'islet_start_buffer' ), $who );
			$this->assertSame( ! $legacy, (bool) has_action( 'wp_head', 'islet_print_config' ), $who );
			$this->assertSame( ! $legacy, (bool) has_action( 'template_redirect', 'islet_compress_page' ), $who );
			$served = islet_test_serve_captured_page( $page );
			$this->assertSame( ! $legacy, false !== strpos( $served, 'data-island=' ), $who );
			if ( $legacy ) {
				$this->assertSame( $page, $served, 'the page as WordPress printed it' );
			}
		}
	}

	public function test_without_the_query_argument_an_administrator_gets_the_islet_page() {
		$this->boot_request( array(), array( 'manage_options' ) );
		$this->assertFalse( islet_serves_legacy_view() );
		$this->assertTrue( (bool) has_action( 'template_redirect', 'islet_start_buffer' ) );
		$this->boot_request( array( ISLET_VIEW_ARG => 'something-else' ), array( 'manage_options' ) );
		$this->assertFalse( islet_serves_legacy_view() );
	}

	public function test_a_check_request_gets_the_report_of_the_output_handlers_own_work() {
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$plain = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$this->assertStringNotContainsString( ISLET_STATUS_REPORT_ID, $plain['served'] );
		$_SERVER['HTTP_X_ISLET_STATUS'] = 'made-up';
		islet_status_new_token();
		$this->assertStringNotContainsString( ISLET_STATUS_REPORT_ID, $this->serve_captured_page( 'product-variable-hoodie.html' )['served'] );
		$_SERVER['HTTP_X_ISLET_STATUS'] = get_transient( ISLET_STATUS_TOKEN );
		$result = $this->serve_captured_page( 'product-variable-hoodie.html' );
		$report = islet_status_read_report( $result['served'] );
		$this->assertIsArray( $report );
		$this->assertSame( 'islet', $report['view'] );
		$this->assertSame( 'product', $report['pageType'] );
		$this->assertContains( 'variation-form', $report['islands'] );
		$this->assertContains( 'cart-buttons', $report['islands'] );
		// What the report says left is what left: the same page, served without the report.
		$this->assertSame( $plain['removed'], $result['removed'] );
		// jQuery's alias handle left too: it prints no element of its own.
		$removed = array_values( array_diff( $report['removed']['handles'], array( 'jquery' ) ) );
		sort( $removed );
		$left = $result['removed'];
		sort( $left );
		$this->assertSame( $left, $removed );
		$this->assertContains( 'jquery', $report['removed']['handles'] );
		$this->assertContains( 'wc-add-to-cart-variation', $removed );
		$this->assertContains( 'shoptimizer_get_sale_prices_script', $report['removed']['inline'] );
		$this->assertSame( islet_status_page_assets( $plain['served'] )['scripts'], $report['scripts'] );
		$this->assertSame( array(), $report['keepJquery'] );
		$this->assertStringStartsWith( $plain['served'], $result['served'], 'the page itself unchanged, the report after it' );
	}

	public function test_the_compare_view_of_a_check_reports_the_legacy_page() {
		$page = islet_test_captured_page( 'home.html' );
		$this->boot_request( array( ISLET_VIEW_ARG => ISLET_VIEW_LEGACY ), array(), true );
		$this->assertTrue( islet_serves_legacy_view(), 'the check is a visitor with the token' );
		$served = islet_test_serve_captured_page( $page );
		$report = islet_status_read_report( $served );
		$this->assertSame( 'legacy', $report['view'] );
		$this->assertFalse( $report['active'] );
		$this->assertSame( islet_status_page_assets( $page ), array_intersect_key( $report, array_flip( array( 'scripts', 'styles' ) ) ) );
		$this->assertContains( 'http://127.0.0.1:8881/wp-content/plugins/woocommerce/assets/js/frontend/add-to-cart.min.js?ver=10.1.2', $report['scripts'] );
		$this->assertSame( $page, substr( $served, 0, strlen( $page ) ) );
	}

	public function test_a_report_is_read_only_from_the_end_of_the_page() {
		$report = islet_status_append_report( '<p>page</p>', array( 'view' => '</script><b>' ) );
		$this->assertStringNotContainsString( '</script><b>', $report );
		$this->assertSame( array( 'view' => '</script><b>' ), islet_status_read_report( $report ) );
		$this->assertNull( islet_status_read_report( $report . '<p>more</p>' ) );
		$this->assertNull( islet_status_read_report( '<p>&lt;script type="application/json" id="islet-status-report"&gt;{"view":"islet"}&lt;/script&gt;</p>' ) );
		$this->assertNull( islet_status_read_report( '<p>page</p>' ) );
	}

	public function test_the_files_a_page_links() {
		$html = '<link rel="stylesheet" href="/a.css"><link rel="modulepreload" href="/m.js"><link rel="preload" as="image" href="/i.png">'
			. '<noscript data-islet-deferred><link rel=\'stylesheet\' href=\'/b.css\'></noscript><noscript><link rel="stylesheet" href="/c.css"></noscript>'
			. '<script src="/s.js"></script><script>var a = "<script src=/fake.js>";</script><script src="/s.js"></script><!-- <script src="/comment.js"></script> -->';
		$this->assertSame(
			array(
				'scripts' => array( '/s.js', '/m.js' ),
				'styles'  => array( '/b.css', '/a.css' ),
			),
			islet_status_page_assets( $html )
		);
	}

	public function test_the_admin_bar_leads_administrators_to_and_from_the_compare_view() {
		$bar = new class() {
			/** @var array[] */
			public $nodes = array();
			/** @param array $node Node. */
			public function add_node( $node ) {
				$this->nodes[ $node['id'] ] = $node;
			}
		};
		$this->boot_request( array(), array( 'manage_options' ) );
		$_SERVER['REQUEST_URI'] = '/product/hoodie/?attribute_pa_color=blue';
		do_action( 'admin_bar_menu', $bar );
		$this->assertSame( 'http://127.0.0.1:8881/product/hoodie/?attribute_pa_color=blue&islet_view=legacy', $bar->nodes['islet-view']['href'] );
		$this->assertSame( 'http://127.0.0.1:8881/wp-admin/admin.php?page=islet&tab=status', $bar->nodes['islet']['href'] );
		$bar->nodes             = array();
		$this->boot_request( array( ISLET_VIEW_ARG => ISLET_VIEW_LEGACY ), array( 'manage_options' ) );
		$_SERVER['REQUEST_URI'] = '/product/hoodie/?islet_view=legacy';
		do_action( 'admin_bar_menu', $bar );
		$this->assertSame( 'http://127.0.0.1:8881/product/hoodie/', $bar->nodes['islet-view']['href'] );
		$this->assertSame( 'View this page with Islet', $bar->nodes['islet-view']['title'] );
		$bar->nodes = array();
		$this->boot_request( array(), array( 'manage_woocommerce' ) );
		do_action( 'admin_bar_menu', $bar );
		$this->assertSame( array(), $bar->nodes, 'a shop manager has no compare view' );
	}
}
