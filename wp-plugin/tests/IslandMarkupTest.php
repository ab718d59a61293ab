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
