<?php
/**
 * Where the islands' data comes from (includes/page-data.php): the objects WordPress registered
 * for a script, and what CommerceKit's callbacks printed, kept as they print; statements read
 * by their syntax (docs/decisions/0028).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

if ( ! function_exists( 'commercekit_js_variables' ) ) {
	/** CommerceKit's settings objects, as it prints them in the head (a stand-in). */
	function commercekit_js_variables() {
		echo '<script type="text/javascript"> var commercekit_ajs = {"ajax_search":1,"no_results_text":"var x = 1; };"}; var commercekit_pdp = {"pdp_lightbox":1}; </script>' . "\n";
	}
}

/**
 * CommerceKit's gallery class, as far as its hook goes (a stand-in).
 */
class Islet_Test_Commercekit_Gallery {
	/** Prints its data script and its wrapper. */
	public function commercegurus_load_pdp_attributes_gallery() {
		echo "<script type=\"text/javascript\">\n/* <![CDATA[ */\nvar cgkit_attr_gallery = []; var cgkit_gallery_template = ' <div>;</div>';\n/* ]]> */\n</script><div id=\"commercegurus-pdp-gallery-wrapper\"></div>";
	}
}

/**
 * Page data.
 */
class PageDataTest extends Islet_Test_Case {

	public function test_statements_are_read_by_their_syntax() {
		$code = "/* <![CDATA[ */\nvar a = {\"s\":\"var b = 2; };\",\"n\":[1,{\"c\":\"]\"}]};\n// note\nvar c = 'it\\'s; x';var d = [];\n/* ]]> */";
		$this->assertSame( array( 'a' => '{"s":"var b = 2; };","n":[1,{"c":"]"}]}', 'c' => "'it\\'s; x'", 'd' => '[]' ), islet_js_var_statements( $code ) );
		$this->assertSame( array( 'a' => '1' ), islet_js_var_statements( 'var a = 1; if (x) { var b = 2; }' ), 'reading stops at anything else' );
		$this->assertSame( array(), islet_js_var_statements( 'var a = {"unclosed": [1, 2};' ) );
		$this->assertSame( array( 'a' => '1' ), islet_js_var_statements( 'var a = 1; var a = 2;' ), 'the first of a name' );
		$this->assertSame( array( 's' => '"x"' ), islet_js_var_statements( "\n  var s = \"x\"" ), 'the last statement without its semicolon' );
	}

	public function test_localized_objects_come_from_the_registry_as_remembered_after_the_footer() {
		add_action(
			'wp_enqueue_scripts',
			static function () {
				wp_register_script( 'popup-maker-site', '/pum.js', array(), '1', true );
				wp_localize_script( 'popup-maker-site', 'pum_vars', array( 'ajaxurl' => '/wp-admin/admin-ajax.php' ) );
				wp_localize_script( 'popup-maker-site', 'pum_popups', array( 'pum-1' => array( 'close_on_form_submission' => true ) ) );
			}
		);
		do_action( 'wp_enqueue_scripts' );
		$this->assertSame( array(), islet_localized_vars( 'popup-maker-site' ), 'nothing before the footer' );
		islet_remember_printed_scripts();
		$this->assertSame( array( 'ajaxurl' => '/wp-admin/admin-ajax.php' ), islet_pum_object( 'pum_vars' ) );
		$this->assertSame( array( 'pum-1' => array( 'close_on_form_submission' => true ) ), islet_pum_object( 'pum_popups' ) );
	}

	public function test_commercekits_callbacks_are_kept_as_they_print_and_printed_unchanged() {
		$this->boot_store( self::REFERENCE_STORE );
		$gallery = new Islet_Test_Commercekit_Gallery();
		add_action( 'wp_head', 'commercekit_js_variables' );
		add_action( 'woocommerce_before_single_product_summary', array( $gallery, 'commercegurus_load_pdp_attributes_gallery' ), 20 );
		islet_page_is_buffered( true );
		$head    = $this->output_of( static function () {
			do_action( 'wp_head' );
		} );
		$summary = $this->output_of( static function () {
			do_action( 'woocommerce_before_single_product_summary' );
		} );
		$this->assertStringContainsString( 'var commercekit_ajs = {"ajax_search":1,"no_results_text":"var x = 1; };"};', $head, 'printed as it was' );
		$this->assertStringContainsString( '<div id="commercegurus-pdp-gallery-wrapper"></div>', $summary );
		$this->assertSame( array( 'ajax_search' => 1, 'no_results_text' => 'var x = 1; };' ), islet_commercekit_ajs() );
		$this->assertSame( array( 'commercekit_ajs', 'commercekit_pdp', 'cgkit_attr_gallery' ), array_keys( islet_commercekit_vars() ), 'decodable objects only' );
		$this->assertFalse( has_action( 'wp_head', 'commercekit_js_variables' ), 'replaced by its wrapper' );
	}

	public function test_nothing_is_captured_on_a_page_islet_does_not_buffer() {
		$this->boot_store( self::REFERENCE_STORE );
		add_action( 'wp_head', 'commercekit_js_variables' );
		$this->output_of( static function () {
			do_action( 'wp_head' );
		} );
		$this->assertSame( array(), islet_captured_output() );
		$this->assertNull( islet_commercekit_ajs() );
	}
}
