<?php
/**
 * islet_render_island() and islet_render_config_script(): the golden cases of
 * fixtures/contract/islands.json, and hostile strings that must stay inside their attribute
 * or their JSON.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * The island printer.
 */
class IslandMarkupTest extends Islet_Test_Case {

	/** Strings a product name, a setting or a plugin could carry. */
	const HOSTILE = array(
		'"><script>alert(1)</script>',
		"' onmouseover='x",
		'</script><script>alert("x")</script>',
		'</SCRIPT >',
		'<!-- <script>',
		'&amp; &lt;b&gt; & &#039;',
		'Café “Ünïcode” 🧥 /path\\back',
		"line\nbreak\u{2028}sep",
	);

	/**
	 * @return array<string, array{0: array, 1: string}>
	 */
	public static function golden_cases() {
		$cases = json_decode( (string) file_get_contents( self::repo_file( 'fixtures/contract/islands.json' ) ), true );
		$out   = array();
		foreach ( $cases as $case ) {
			$out[ $case['name'] ] = array( $case['island'], $case['html'] );
		}
		return $out;
	}

	/**
	 * @dataProvider golden_cases
	 *
	 * @param array  $island name, version, when, props, inner.
	 * @param string $html   Golden markup.
	 */
	public function test_golden_case_renders_byte_identical( array $island, $html ) {
		$props = self::object_props( $island['props'] );
		$inner = isset( $island['inner'] ) ? $island['inner'] : '';
		$this->assertSame( $html, islet_render_island( $island['name'], $island['version'], $island['when'], $props, $inner ) );
	}

	public function test_empty_props_are_an_object_and_nested_empty_lists_stay_lists() {
		$this->assertSame( '{}', islet_script_json( array() ) );
		$this->assertSame( '{"ids":[],"map":{}}', islet_script_json( array( 'ids' => array(), 'map' => new stdClass() ) ) );
		$this->assertStringContainsString( 'data-island-props>{}</script>', islet_render_island( 'cart-buttons', 1, 'load', array() ) );
	}

	/**
	 * Values whose bytes the island's reader must get as src/contract/markup.ts's
	 * encodeScriptJson() writes them (docs/decisions/0002): `<`, `>` and `&` as upper-case
	 * escapes, everything past ASCII as lower-case ones, U+2028 and U+2029 escaped, DEL raw.
	 *
	 * @return array<string, array{0: mixed, 1: string}>
	 */
	public static function tricky_values() {
		return array(
			'scalars, an empty list' => array(
				array(
					'list' => array(),
					'n'    => 0,
					'f'    => 1.5,
					'neg'  => -2,
					't'    => true,
					'nil'  => null,
				),
				'{"list":[],"n":0,"f":1.5,"neg":-2,"t":true,"nil":null}',
			),
			'markup'                 => array( '</script><!-- & -->', '"\u003C/script\u003E\u003C!-- \u0026 --\u003E"' ),
			'Unicode'                => array( "Caf\u{e9} \u{201c}\u{dc}n\u{ef}code\u{201d} \u{1f9e5} \u{65e5}\u{672c}", '"Caf\u00e9 \u201c\u00dcn\u00efcode\u201d \ud83e\udde5 \u65e5\u672c"' ),
			'escapes'                => array( "tab\tnl\ncr\rquote\"back\\slash/", '"tab\tnl\ncr\rquote\"back\\\\slash/"' ),
			'control characters'     => array( "\u{0}\u{1}\u{1f}", '"\u0000\u0001\u001f"' ),
			'line separators'        => array( "\u{2028}\u{2029}", '"\u2028\u2029"' ),
			'high code points'       => array( "\u{80}\u{ff}\u{ffff}", '"\u0080\u00ff\uffff"' ),
			'DEL'                    => array( "\u{7f}", "\"\u{7f}\"" ),
		);
	}

	/**
	 * @dataProvider tricky_values
	 * @param mixed  $value   Props value.
	 * @param string $encoded Its bytes.
	 */
	public function test_props_json_is_written_byte_for_byte_as_the_contracts_encoder( $value, $encoded ) {
		$this->assertSame( $encoded, islet_script_json( $value ) );
		$this->assertSame( $value, json_decode( $encoded, true ), 'and reads back' );
	}

	public function test_unencodable_props_fall_back_to_an_empty_object() {
		$this->assertSame( '{}', islet_script_json( array( 'bad' => NAN ) ) );
	}

	public function test_config_script_is_printed_like_render_config_script() {
		$this->assertSame(
			'<script type="application/json" id="islet-config">{"v":1,"url":"/?wc-ajax=%%endpoint%%","t":"\u003C/script\u003E \u0026"}</script>',
			islet_render_config_script(
				array(
					'v'   => 1,
					'url' => '/?wc-ajax=%%endpoint%%',
					't'   => '</script> &',
				)
			)
		);
	}

	public function test_hostile_props_cannot_close_the_script_and_round_trip() {
		foreach ( self::HOSTILE as $value ) {
			$props = array(
				'openers' => $value,
				'nested'  => array( 'name' => $value ),
			);
			$html  = islet_render_island( 'mini-cart', 1, 'interaction', $props );
			$this->assertSame( 1, substr_count( strtolower( $html ), '</script' ), $value );
			$this->assertSame( 1, substr_count( strtolower( $html ), '<script' ), $value );
			$this->assertStringNotContainsString( '<!--', $html );
			$this->assertMatchesRegularExpression( '#^<div [^<>]*><script type="application/json" data-island-props>([^<>&]*)</script></div>$#', $html );
			preg_match( '#data-island-props>(.*)</script>#s', $html, $m );
			$this->assertSame( $props, json_decode( $m[1], true ), $value );
		}
	}

	public function test_hostile_attribute_values_stay_inside_their_attribute() {
		foreach ( self::HOSTILE as $value ) {
			$html = islet_render_island( $value, 1, $value, array() );
			// Three attributes, each a double-quoted value without quotes or angle brackets.
			$this->assertMatchesRegularExpression(
				'#^<div data-island="[^"<>]*" data-island-v="1" data-island-when="[^"<>]*"><script type="application/json" data-island-props>\{\}</script></div>$#',
				$html,
				$value
			);
		}
	}

	public function test_attribute_escaping_is_wordpress_esc_attr() {
		$html = islet_render_island( '"><script>alert(1)</script>', 1, "' onmouseover='x", array() );
		$this->assertStringStartsWith( '<div data-island="&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;" data-island-v="1" data-island-when="&#039; onmouseover=&#039;x">', $html );
		// esc_attr() does not double-encode entities; the browser decodes `&amp;` once, to `&`.
		$this->assertStringContainsString( 'data-island="&amp;"', islet_render_island( '&amp;', 1, 'load', array() ) );
	}

	public function test_version_is_an_integer() {
		$this->assertStringContainsString( 'data-island-v="2"', islet_render_island( 'x', '2"><b>', 'load', array() ) );
	}

	/**
	 * JSON objects decode to arrays; an empty one must stay an object for the printer.
	 *
	 * @param mixed $props Decoded props.
	 * @return mixed
	 */
	private static function object_props( $props ) {
		return array() === $props ? new stdClass() : $props;
	}
}
