<?php
/**
 * The shipped PHP stays within PHP 7.4 (the plugin's Requires PHP) although the tests run on
 * a newer PHP: a token scan for the constructs and functions added in PHP 8. It is a guard,
 * not a 7.4 interpreter; it catches what is easy to write by habit.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * PHP 7.4 guard, and the unique prefix.
 */
class PhpSyntaxTest extends Islet_Test_Case {

	/**
	 * @return string[] Shipped PHP files.
	 */
	private static function shipped_files() {
		$root = dirname( __DIR__ );
		return array_merge( array( "$root/islet.php", "$root/uninstall.php" ), glob( "$root/includes/*.php" ) );
	}

	public function test_no_php8_syntax_or_functions() {
		$php8_tokens    = array_filter( array( 'T_MATCH', 'T_NULLSAFE_OBJECT_OPERATOR', 'T_ATTRIBUTE', 'T_ENUM', 'T_READONLY' ), 'defined' );
		$php8_functions = array( 'str_contains', 'str_starts_with', 'str_ends_with', 'array_is_list', 'get_debug_type', 'fdiv', 'get_resource_id' );
		$problems       = array();
		foreach ( self::shipped_files() as $file ) {
			// Whitespace and comments out, so neighbours are the neighbours that matter.
			$tokens = array_values(
				array_filter(
					token_get_all( (string) file_get_contents( $file ) ),
					static function ( $token ) {
						return ! is_array( $token ) || ! in_array( $token[0], array( T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
					}
				)
			);
			foreach ( $tokens as $i => $token ) {
				if ( ! is_array( $token ) ) {
					continue;
				}
				$where = basename( $file ) . ':' . $token[2];
				foreach ( $php8_tokens as $name ) {
					if ( constant( $name ) === $token[0] ) {
						$problems[] = "$where uses $name";
					}
				}
				if ( T_STRING === $token[0] && in_array( strtolower( $token[1] ), $php8_functions, true ) ) {
					$problems[] = "$where calls {$token[1]}()";
				}
				// Named arguments: `name:` right after `(` or `,` (ternaries and labels differ).
				$after  = isset( $tokens[ $i + 1 ] ) ? $tokens[ $i + 1 ] : null;
				$before = isset( $tokens[ $i - 1 ] ) ? $tokens[ $i - 1 ] : null;
				if ( T_STRING === $token[0] && ':' === $after && in_array( $before, array( '(', ',' ), true ) ) {
					$problems[] = "$where passes a named argument {$token[1]}:";
				}
			}
		}
		$this->assertSame( array(), $problems );
	}

	public function test_every_global_function_and_constant_is_prefixed() {
		foreach ( self::shipped_files() as $file ) {
			$source = (string) file_get_contents( $file );
			preg_match_all( '/^function\s+(\w+)/m', $source, $functions );
			foreach ( $functions[1] as $name ) {
				$this->assertStringStartsWith( 'islet_', $name, basename( $file ) );
			}
			preg_match_all( "/^(?:const\s+(\w+)|define\(\s*'(\w+)')/m", $source, $constants );
			foreach ( array_filter( array_merge( $constants[1], $constants[2] ) ) as $name ) {
				$this->assertStringStartsWith( 'ISLET_', $name, basename( $file ) );
			}
			preg_match_all( "/(?:do_action|apply_filters)\(\s*'(\w+)'/", $source, $hooks );
			foreach ( $hooks[1] as $hook ) {
				// WooCommerce's and WordPress's own filters, applied where they apply them (the same values).
				if ( ! in_array( $hook, array( 'woocommerce_cart_fragment_name', 'woocommerce_cart_hash_key', 'script_loader_src', 'https_local_ssl_verify' ), true ) ) {
					$this->assertStringStartsWith( 'islet_', $hook, basename( $file ) );
				}
			}
		}
	}

	public function test_every_file_of_the_tests_stops_outside_the_command_line() {
		$root  = dirname( __DIR__ ) . '/tests';
		$files = array_merge( glob( "$root/*.php" ), glob( "$root/*/*.php" ) );
		$this->assertGreaterThan( 30, count( $files ) );
		foreach ( $files as $file ) {
			$code = array_values(
				array_filter(
					token_get_all( (string) file_get_contents( $file ) ),
					static function ( $token ) {
						return ! is_array( $token ) || ! in_array( $token[0], array( T_OPEN_TAG, T_WHITESPACE, T_COMMENT, T_DOC_COMMENT ), true );
					}
				)
			);
			$first = implode(
				'',
				array_map(
					static function ( $token ) {
						return is_array( $token ) ? $token[1] : $token;
					},
					array_slice( $code, 0, 6 )
				)
			);
			$this->assertSame( "'cli'===PHP_SAPI||exit;", $first, basename( $file ) . ': its first statement' );
		}
	}
}
