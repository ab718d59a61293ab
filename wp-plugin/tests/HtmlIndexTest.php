<?php
/**
 * The page index (Islet_Html) and its edits (Islet_Edits, through Islet_Page): what is a tag
 * and what is text, as a browser's tokenizer decides it, and how edits of one page combine
 * (docs/decisions/0028).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The page index and its edits.
 */
class HtmlIndexTest extends Islet_Test_Case {

	/**
	 * The start tags' names, in order.
	 *
	 * @param string $html Markup.
	 * @return string[]
	 */
	private static function start_tags( $html ) {
		return array_values(
			array_filter(
				( new Islet_Html( $html ) )->name,
				static function ( $name ) {
					return '/' !== $name[0];
				}
			)
		);
	}

	public function test_comments_doctypes_and_raw_text_hold_no_tags() {
		$this->assertSame( array( 'p', 'b' ), self::start_tags( '<!DOCTYPE html><!-- <div> --><p>a < b</p><?php x ?><b>' ) );
		$this->assertSame( array( 'i', 'b' ), self::start_tags( '<!--><i><!---><!-- x --!><b> -->' ), '<!--> and <!---> close at once; --!> closes' );
		$this->assertSame( array( 'script', 'style', 'textarea', 'title', 'noscript', 'em' ), self::start_tags( '<script>"<div>"</script><style>a{}</div><div></style><textarea><div></textarea><title><div></title><noscript><div></noscript><em>' ) );
		$this->assertSame( array( 'script', 'p' ), self::start_tags( '<script>var a = "</scripts><div>";</SCRIPT ><p>' ), 'only </script followed by a space, / or > ends it' );
		$this->assertSame( array(), self::start_tags( '<!-- never closed <div>' ) );
	}

	public function test_a_scripts_escaped_text_hides_its_end_tag_as_browsers_do() {
		$this->assertSame( array( 'script', 'p' ), self::start_tags( '<script><!-- <script> </script> still code --></script><p>' ) );
		$this->assertSame( array( 'script', 'p' ), self::start_tags( '<script><!-- no inner script </script><p>' ) );
		$this->assertSame( array( 'script', 'p' ), self::start_tags( '<script><!--> <script> </script><p>' ), '<!--> ends the escape at once' );
	}

	public function test_attributes_are_read_as_a_browser_reads_them() {
		$doc = new Islet_Html( '<div a=1 B="x > y" c=\'q"\' d e="&amp;&quot;&#39;" a="second" data-x=>text</div><p title="<div id=z>">' );
		$this->assertSame( array( 'a' => '1', 'b' => 'x > y', 'c' => 'q"', 'd' => '', 'e' => '&"\'', 'data-x' => '' ), $doc->attributes( 0 ) );
		$this->assertSame( array( 'div', '/div', 'p' ), $doc->name, 'a `<` in a value is not a tag' );
		$this->assertTrue( ( new Islet_Html( "<i class=' a  b\tc '>" ) )->has_class( 0, 'b' ) );
		$this->assertFalse( ( new Islet_Html( '<i class="ab">' ) )->has_class( 0, 'a' ) );
	}

	public function test_elements_end_at_their_own_end_tag() {
		$html = '<div id="a"><div><span></span></div><!-- </div> --><script>"</div>"</script></div>tail<div>open';
		$doc  = new Islet_Html( $html );
		$this->assertSame( strlen( $html ) - strlen( 'tail<div>open' ), $doc->end_of( 0 ) );
		$this->assertSame( -1, $doc->end_of( count( $doc->at ) - 1 ), 'unclosed' );
		$this->assertSame( '"</div>"', $doc->text_of( $doc->by_name['script'][0] ) );
	}

	public function test_a_needle_is_found_in_tags_only() {
		$html = '<p>cgkit-disable-atc</p><!-- <b class="cgkit-disable-atc"> --><a title="x cgkit-disable-atc" class="y">z</a><i class="cgkit-disable-atc"></i>';
		$doc  = new Islet_Html( $html );
		$this->assertSame( array( 'a', 'i' ), array_map( static function ( $index ) use ( $doc ) {
			return $doc->name[ $index ];
		}, $doc->tags_holding( 'cgkit-disable-atc' ) ) );
		$this->assertSame( array( 'i' ), array_map( static function ( $index ) use ( $doc ) {
			return $doc->name[ $index ];
		}, $doc->with_class( 'cgkit-disable-atc' ) ) );
	}

	public function test_edits_nest_in_the_order_asked_and_inserts_sit_between_wraps() {
		$page = new Islet_Page( '<p>x</p>' );
		$page->wrap( 0, 8, '[outer', ']' );
		$page->wrap( 0, 8, '(inner', ')' );
		$page->insert( 8, '+after' );
		$page->insert( 0, '+before' );
		$page->replace( 3, 4, 'y' );
		$this->assertSame( '+before[outer(inner<p>y</p>)]+after', $page->output() );
	}

	public function test_edits_that_would_cut_into_each_other_leave_the_later_out() {
		$page = new Islet_Page( '<a><b></b></a>' );
		$page->wrap( 0, 10, '[', ']' );
		$page->wrap( 3, 14, '(', ')' );
		$page->replace( 3, 6, 'B' );
		$page->insert( 4, '!' );
		$this->assertSame( '[<a>B</b>]</a>', $page->output() );
		$this->assertTrue( $page->changed() );
		$this->assertFalse( ( new Islet_Page( 'x' ) )->changed() );
	}
}
