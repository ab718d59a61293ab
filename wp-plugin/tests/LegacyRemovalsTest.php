<?php
/**
 * The legacy rule's decisions on their own (includes/legacy.php), with tables and printed
 * scripts made up for each case: which rows apply, which dependencies go with a removed
 * script, which stay for a kept one, the libraries (docs/decisions/0023) and the inline
 * scripts that keep them. LegacyScriptsTest and JqueryFreePagesTest hold the same rule on the
 * captured pages; docs/decisions/0011 says why the rule is decided once the islands are known.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The legacy rule's removals.
 */
class LegacyRemovalsTest extends Islet_Test_Case {

	/** The first random case's seed (each case has its own: a failure names it, to replay it). */
	const PROPERTY_SEED = 20260611;

	/** How many random cases the property test checks. */
	const PROPERTY_RUNS = 400;

	/**
	 * A table of two handle rows and one inline row: `legacy` needs islands a and b on a
	 * product page, `anywhere` island a on any page, the inline `cb` island b on a product page.
	 *
	 * @return array
	 */
	private static function table() {
		return array(
			'handles' => array(
				'legacy'   => array(
					'islands' => array( 'a', 'b' ),
					'pages'   => array( 'product' ),
				),
				'anywhere' => array(
					'islands' => array( 'a' ),
					'pages'   => array( '*' ),
				),
			),
			'inline'  => array(
				'cb' => array(
					'islands' => array( 'b' ),
					'pages'   => array( 'product' ),
					'hook'    => 'wp_footer',
				),
			),
			'parts'   => array(),
		);
	}

	/**
	 * A table with the libraries: the options-form script works on `variations_form`, the
	 * quantity script on `qty`; jQuery (its alias, core and migrate) and js-cookie do nothing
	 * by themselves.
	 *
	 * @return array
	 */
	private static function library_table() {
		return array(
			'handles'   => array(
				'forms'    => array(
					'islands' => array( 'variation-form' ),
					'pages'   => array( 'product' ),
					'worksOn' => array( 'variations_form' ),
				),
				'quantity' => array(
					'islands' => array( 'quantity' ),
					'pages'   => array( 'product' ),
					'worksOn' => array( 'qty' ),
				),
			),
			'inline'    => array(),
			'parts'     => array(),
			'libraries' => array(
				'jquery'         => 'jQuery',
				'jquery-core'    => 'jQuery',
				'jquery-migrate' => 'jQuery',
				'js-cookie'      => 'Cookies',
			),
		);
	}

	/**
	 * What WordPress printed: the handles in print order, the queue and the dependencies.
	 *
	 * @param string[]                 $printed Handles.
	 * @param array<string, string[]> $deps    Dependencies.
	 * @param string[]|null            $queue   Queued directly; all printed ones by default.
	 * @return array
	 */
	private static function printed( array $printed, array $deps, $queue = null ) {
		return array(
			'printed' => $printed,
			'queue'   => null === $queue ? $printed : $queue,
			'deps'    => $deps,
		);
	}

	/**
	 * jQuery as WordPress prints it (core, migrate, then the `jquery` alias), js-cookie, a form
	 * script on jQuery and another script.
	 *
	 * @param array<string, string[]> $extra Dependencies replaced or added.
	 * @param string[]                 $queue Queued directly.
	 * @return array
	 */
	private static function with_jquery( array $extra = array(), array $queue = array( 'forms', 'other' ) ) {
		$deps = array_merge(
			array(
				'jquery-core'    => array(),
				'jquery-migrate' => array(),
				'jquery'         => array( 'jquery-core', 'jquery-migrate' ),
				'js-cookie'      => array(),
				'forms'          => array( 'jquery' ),
				'other'          => array(),
			),
			$extra
		);
		return self::printed( array_keys( $deps ), $deps, $queue );
	}

	public function test_a_row_needs_every_island_it_names_printed_on_a_page_of_its_type() {
		$table   = self::table();
		$printed = self::printed( array( 'legacy', 'anywhere' ), array() );
		$this->assertSame( array( 'legacy', 'anywhere' ), islet_legacy_removals( array( 'a', 'b' ), 'product', $printed, $table ) );
		$this->assertSame( array( 'anywhere' ), islet_legacy_removals( array( 'a' ), 'product', $printed, $table ), 'island b missing' );
		$this->assertSame( array( 'anywhere' ), islet_legacy_removals( array( 'a', 'b' ), 'shop', $printed, $table ), 'not a product page' );
		$this->assertSame( array(), islet_legacy_removals( array(), 'product', $printed, $table ), 'no island printed' );
		$this->assertSame( array( 'cb' ), islet_legacy_inline_removals( array( 'b' ), 'product', $table ) );
		$this->assertSame( array(), islet_legacy_inline_removals( array( 'b' ), 'shop', $table ) );
	}

	public function test_dependencies_go_with_the_scripts_that_alone_needed_them() {
		$table = self::table();
		$deps  = array(
			'util'   => array( 'base' ),
			'legacy' => array( 'util', 'shared' ),
			'theme'  => array( 'shared' ),
		);
		// util and base only legacy needed; the kept theme needs shared.
		$printed = self::printed( array( 'base', 'util', 'shared', 'legacy', 'theme' ), $deps, array( 'legacy', 'theme' ) );
		$this->assertSame( array( 'base', 'util', 'legacy' ), islet_legacy_removals( array( 'a', 'b' ), 'product', $printed, $table ) );
	}

	public function test_a_script_a_kept_script_needs_stays_and_so_does_all_it_needs() {
		$table   = self::table();
		$deps    = array(
			'util'   => array( 'base' ),
			'legacy' => array( 'util', 'shared' ),
			'theme'  => array( 'shared' ),
			'table'  => array( 'legacy' ),
		);
		$printed = self::printed( array( 'base', 'util', 'shared', 'legacy', 'theme', 'table' ), $deps, array( 'legacy', 'theme', 'table' ) );
		$this->assertSame( array(), islet_legacy_removals( array( 'a', 'b' ), 'product', $printed, $table ), 'another plugin\'s table needs legacy' );
	}

	public function test_a_dependency_queued_directly_stays_with_what_it_needs() {
		$table   = self::table();
		$deps    = array(
			'util'   => array( 'base' ),
			'legacy' => array( 'util', 'shared' ),
			'theme'  => array( 'shared' ),
		);
		$printed = self::printed( array( 'base', 'util', 'shared', 'legacy', 'theme' ), $deps, array( 'legacy', 'theme', 'util' ) );
		$this->assertSame( array( 'legacy' ), islet_legacy_removals( array( 'a', 'b' ), 'product', $printed, $table ) );
	}

	/**
	 * The rule on random graphs of eight handles, each depending only on earlier ones (a graph
	 * WordPress can print), with random rows, queue, printed islands and page type: whatever it
	 * removes is a candidate or a dependency of one, never a directly queued script that is no
	 * candidate, and never anything a kept script needs, directly or not.
	 */
	public function test_never_removes_a_script_a_kept_one_needs_nor_anything_neither_a_candidate_nor_its_dependency() {
		$handles = array( 'h0', 'h1', 'h2', 'h3', 'h4', 'h5', 'h6', 'h7' );
		$islands = array( 'x', 'y', 'z' );
		$removed = 0;
		for ( $run = 0; $run < self::PROPERTY_RUNS; $run++ ) {
			$seed = self::PROPERTY_SEED + $run;
			mt_srand( $seed );
			$deps = array();
			foreach ( $handles as $i => $handle ) {
				$deps[ $handle ] = self::subset( array_slice( $handles, 0, $i ) );
			}
			$closed = self::closure( self::subset( $handles ), $deps );
			// In print order: every dependency before what needs it.
			$closed = array_values( array_intersect( $handles, $closed ) );
			$rows   = array();
			foreach ( self::subset( $handles ) as $handle ) {
				$rows[ $handle ] = array(
					'islands' => self::subset( $islands, 1 ),
					'pages'   => self::subset( array( '*', 'product', 'shop' ), 1 ),
				);
			}
			$table   = array(
				'handles' => $rows,
				'inline'  => array(),
				'parts'   => array(),
			);
			$on_page = self::subset( $islands );
			$type    = array( 'product', 'shop', 'home' )[ mt_rand( 0, 2 ) ];
			$queue   = array_values( array_intersect( self::subset( $handles ), $closed ) );
			$state   = self::printed( $closed, $deps, $queue );
			$leaving = islet_legacy_removals( $on_page, $type, $state, $table );

			$candidates = array_values(
				array_filter(
					$closed,
					static function ( $handle ) use ( $rows, $on_page, $type ) {
						// Worked out here, not by the rule's own helpers: every island printed, a page of its type.
						return isset( $rows[ $handle ] ) && array() === array_diff( $rows[ $handle ]['islands'], $on_page )
							&& ( in_array( '*', $rows[ $handle ]['pages'], true ) || in_array( $type, $rows[ $handle ]['pages'], true ) );
					}
				)
			);
			$reach = self::closure( $candidates, $deps );
			$why   = "seed $seed";
			foreach ( $leaving as $handle ) {
				$this->assertContains( $handle, $reach, "$why: $handle is no candidate nor a dependency of one" );
				$this->assertFalse( in_array( $handle, $queue, true ) && ! in_array( $handle, $candidates, true ), "$why: $handle was queued directly" );
			}
			foreach ( array_diff( $closed, $leaving ) as $kept ) {
				$this->assertSame( array(), array_values( array_intersect( $leaving, self::closure( array( $kept ), $deps ) ) ), "$why: the kept $kept needs it" );
			}
			$removed += count( $leaving );
		}
		$this->assertGreaterThan( self::PROPERTY_RUNS / 4, $removed, 'the random cases remove scripts, not only keep them' );
	}

	/**
	 * The handles $roots need, directly or not, themselves included.
	 *
	 * @param string[]                 $roots Handles.
	 * @param array<string, string[]> $deps  Dependencies.
	 * @return string[]
	 */
	private static function closure( array $roots, array $deps ) {
		$seen = array();
		while ( array() !== $roots ) {
			$handle = array_shift( $roots );
			if ( ! in_array( $handle, $seen, true ) ) {
				$seen[] = $handle;
				$roots  = array_merge( $roots, $deps[ $handle ] );
			}
		}
		return $seen;
	}

	/**
	 * A random subset of $list, in its order (mt_rand(), seeded by the caller).
	 *
	 * @param array $list     Items.
	 * @param int   $at_least Fewest items.
	 * @return array
	 */
	private static function subset( array $list, $at_least = 0 ) {
		do {
			$picked = array_values(
				array_filter(
					$list,
					static function () {
						return 1 === mt_rand( 0, 1 );
					}
				)
			);
		} while ( count( $picked ) < $at_least );
		return $picked;
	}

	public function test_jquery_leaves_with_the_last_script_that_needed_it_even_when_queued_directly() {
		$table = self::library_table();
		$all   = array( 'jquery-core', 'jquery-migrate', 'jquery', 'js-cookie', 'forms' );
		$this->assertSame( $all, islet_legacy_removals( array( 'variation-form' ), 'home', self::with_jquery(), $table, array( 'forms' ) ) );
		// A theme queued jQuery and js-cookie itself: libraries do nothing on their own, they leave all the same.
		$queued = self::with_jquery( array(), array( 'jquery', 'js-cookie', 'forms', 'other' ) );
		$this->assertSame( $all, islet_legacy_removals( array( 'variation-form' ), 'home', $queued, $table, array( 'forms' ) ) );
	}

	public function test_jquery_stays_for_a_kept_script_that_depends_on_it_or_an_inline_script_that_names_it() {
		$table = self::library_table();
		$this->assertSame( array( 'js-cookie', 'forms' ), islet_legacy_removals( array( 'variation-form' ), 'home', self::with_jquery( array( 'other' => array( 'jquery' ) ) ), $table, array( 'forms' ) ) );
		$this->assertSame( array( 'js-cookie', 'forms' ), islet_legacy_removals( array( 'variation-form' ), 'home', self::with_jquery(), $table, array( 'forms' ), array( 'jquery' ) ) );
	}

	public function test_libraries_stay_on_a_page_without_islands() {
		$this->assertSame( array(), islet_legacy_removals( array(), 'home', self::with_jquery(), self::library_table() ) );
	}

	/**
	 * The libraries that the inline scripts of $html name, with `forms` printed.
	 *
	 * @param string $html Markup.
	 * @return string[]
	 */
	private static function libraries_named_in( $html ) {
		return islet_legacy_inline_libraries( new Islet_Page( $html ), array( 'forms' ), array(), self::library_table() );
	}

	public function test_an_inline_script_a_hook_printed_keeps_the_libraries_it_names() {
		$jquery = array( 'jquery', 'jquery-core', 'jquery-migrate' );
		$this->assertSame( $jquery, self::libraries_named_in( "<script>jQuery(function ($) { $('.x').hide(); });</script>" ) );
		$this->assertSame( array_merge( $jquery, array( 'js-cookie' ) ), self::libraries_named_in( '<script type="text/javascript">window.jQuery && Cookies.get("a");</script>' ) );
		// An inline part of a handle that was not printed is nobody's: it counts.
		$this->assertSame( $jquery, self::libraries_named_in( '<script id="gone-js-after">jQuery(".x")</script>' ) );
	}

	public function test_data_blocks_files_printed_handles_own_parts_and_longer_words_name_no_library() {
		$this->assertSame( array(), self::libraries_named_in( '<script type="application/json">{"a":"jQuery"}</script>' ) );
		$this->assertSame( array(), self::libraries_named_in( '<script src="/x.js">jQuery</script>' ) );
		$this->assertSame( array(), self::libraries_named_in( '<script id="forms-js-after">jQuery(".x")</script>' ), 'its handle\'s dependencies say what it needs' );
		$this->assertSame( array(), self::libraries_named_in( '<script>var myjQuery = 1, jQueryUI = 2;</script>' ) );
		$this->assertSame( array(), self::libraries_named_in( '<p>jQuery</p><!-- <script>jQuery()</script> -->' ), 'text and comments are no script' );
	}

	public function test_a_leaving_inline_script_keeps_no_library() {
		$page = new Islet_Page( '<p>x</p><script>jQuery(".x")</script>' );
		$this->assertSame( array(), islet_legacy_inline_libraries( $page, array(), $page->doc->by_name['script'], self::library_table() ) );
	}

	public function test_an_inline_script_stays_where_its_markup_has_no_island() {
		$this->assertSame( array(), islet_legacy_busy_inline( new Islet_Page( '<div class="shoptimizer-cart"></div>' ) ) );
		$this->assertSame( array( 'commercekit_mini_cart_blocks_script' ), islet_legacy_busy_inline( new Islet_Page( '<div class="wp-block-woocommerce-mini-cart wc-block-mini-cart"></div>' ) ) );
		$this->assertSame( array( 'wc-block-mini-cart' ), islet_legacy_table()['inline']['commercekit_mini_cart_blocks_script']['staysWith'] );
	}

	public function test_a_script_leaves_with_its_inline_parts_in_either_quoting_of_wordpress() {
		// WordPress 6.1 quotes ids with ', 6.8 with "; a template of the same prefix stays.
		$html = implode(
			"\n",
			array(
				"<script id='wc-cart-js-extra'>var wc_cart_params = {};</script>",
				"<script src='/cart.js' id='wc-cart-js'></script>",
				'<script type="text/javascript" id="wc-cart-js-after">after()</script>',
				'<script type="text/javascript" src="/fragments.js" id="wc-cart-fragments-js" defer="defer"></script>',
				'<script type="text/template" id="tmpl-variation-template">{{ x }}</script>',
				'',
			)
		);
		$this->assertSame(
			'<script type="text/javascript" src="/fragments.js" id="wc-cart-fragments-js" defer="defer"></script>' . "\n" . '<script type="text/template" id="tmpl-variation-template">{{ x }}</script>' . "\n",
			islet_test_strip_script_handles( $html, array( 'wc-cart' ) )
		);
		$this->assertSame( $html, islet_test_strip_script_handles( $html, array() ) );
	}

	public function test_the_hoodie_page_loses_exactly_the_elements_of_the_removed_handles() {
		$raw      = islet_test_captured_page( 'product-variable-hoodie.html' );
		$gone     = array( 'wp-util', 'wc-add-to-cart-variation' );
		$stripped = islet_test_strip_script_handles( $raw, $gone );
		$this->assertDoesNotMatchRegularExpression( '/id="(?:wp-util|wc-add-to-cart-variation)-js(?:-extra)?"/', $stripped );
		$this->assertSame( array_values( array_diff( islet_test_printed_handles( $raw ), $gone ) ), islet_test_printed_handles( $stripped ) );
		$this->assertStringContainsString( 'id="tmpl-variation-template"', $stripped, 'the variation form\'s template is no script of theirs' );
	}

	public function test_the_script_graph_names_every_script_each_captured_page_prints_after_what_it_needs() {
		$graph   = islet_test_script_graph();
		$aliases = json_decode( islet_test_repo_file( 'fixtures/demo-store/script-graph.json' ), true )['aliases'];
		$pages   = islet_test_captured_files();
		$this->assertGreaterThan( 20, count( $pages ) );
		foreach ( $pages as $file ) {
			$printed = islet_test_printed_handles( islet_test_captured_page( $file ) );
			$this->assertGreaterThan( 5, count( $printed ), $file );
			// WordPress counts the `jquery` alias done once jquery-core and jquery-migrate are printed.
			$seen = array();
			foreach ( islet_test_with_aliases( $printed, $graph, $aliases ) as $handle ) {
				$this->assertArrayHasKey( $handle, $graph, "$file: $handle" );
				foreach ( $graph[ $handle ] as $dep ) {
					$this->assertArrayHasKey( $dep, $seen, "$file: $handle needs $dep, printed before it" );
				}
				$seen[ $handle ] = true;
			}
		}
	}

	public function test_the_jquery_alias_counts_as_printed_after_jquery_core_and_migrate_as_wordpress_has_it() {
		$scripts = islet_test_register_printed_scripts( '<script id="jquery-core-js"></script><script id="jquery-migrate-js"></script><script id="wc-add-to-cart-js"></script>' );
		islet_remember_printed_scripts( $scripts );
		$printed = islet_printed_scripts();
		$this->assertSame( array( 'jquery-core', 'jquery-migrate', 'jquery', 'wc-add-to-cart' ), $printed['printed'] );
		$this->assertSame( array( 'jquery-core', 'jquery-migrate' ), $printed['deps']['jquery'] );
	}
}
