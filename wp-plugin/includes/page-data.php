<?php
/**
 * Where the islands' data comes from: WordPress and the plugins that registered it, never the
 * finished page, which holds text any visitor can write (a review may hold
 * `<code>var pum_vars = {…};</code>`). Objects passed to wp_localize_script() are read from the
 * script registry as WordPress remembered them; what CommerceKit prints from its own hook
 * callbacks (its settings and a product's gallery) is captured while the callback prints it.
 * docs/decisions/0028 says why.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * Hook callbacks whose output the islands read, by function or method name: the hook they
 * print on, and the key their output is kept under.
 */
const ISLET_DATA_CALLBACKS = array(
	// CommerceKit's settings objects (commercekit_ajs, commercekit_pdp) in the head.
	'commercekit_js_variables'                  => array(
		'hook' => 'wp_head',
		'key'  => 'commercekit',
	),
	// CommerceKit's product gallery, with its objects (cgkit_attr_gallery, cgkit_variations).
	'commercegurus_load_pdp_attributes_gallery' => array(
		'hook' => 'woocommerce_before_single_product_summary',
		'key'  => 'gallery',
	),
);

/**
 * What the data callbacks printed on this request, by key; with arguments, adds to it (tests
 * play a callback this way) or, with null, forgets it all.
 *
 * @param string|null|false $key  Key to add to; null forgets; false (default) reads.
 * @param string            $text What was printed.
 * @return array<string, string>
 */
function islet_captured_output( $key = false, $text = '' ) {
	static $captured = array();
	if ( null === $key ) {
		$captured = array();
	} elseif ( false !== $key ) {
		$captured[ $key ] = ( isset( $captured[ $key ] ) ? $captured[ $key ] : '' ) . $text;
	}
	return $captured;
}

/**
 * The name a hook callback goes by: a function's name, or a method's.
 *
 * @param mixed $callback Callback.
 * @return string|null
 */
function islet_callback_name( $callback ) {
	if ( is_string( $callback ) ) {
		return $callback;
	}
	return is_array( $callback ) && isset( $callback[1] ) && is_string( $callback[1] ) ? $callback[1] : null;
}

/**
 * Replaces each callback on the running hook that $wrap answers for by what it returns, at the
 * same priority and with the same arguments. Runs first on its hook, so callbacks added at any
 * time before are found.
 *
 * @param callable $wrap ( callable $callback, string $name ): callable|null.
 */
function islet_wrap_running_hook( callable $wrap ) {
	global $wp_filter;
	$hook = current_filter();
	if ( ! isset( $wp_filter[ $hook ] ) ) {
		return;
	}
	$found = array();
	foreach ( $wp_filter[ $hook ]->callbacks as $priority => $entries ) {
		foreach ( $entries as $entry ) {
			$name    = islet_callback_name( $entry['function'] );
			$wrapped = null === $name ? null : $wrap( $entry['function'], $name );
			if ( null !== $wrapped ) {
				$found[] = array( $entry['function'], $priority, (int) $entry['accepted_args'], $wrapped );
			}
		}
	}
	foreach ( $found as list( $callback, $priority, $args, $wrapped ) ) {
		remove_action( $hook, $callback, $priority );
		add_action( $hook, $wrapped, $priority, $args );
	}
}

/**
 * The data callbacks on the running hook, wrapped so that what they print is kept
 * (islet_captured_output()) as well as printed.
 */
function islet_capture_data_callbacks() {
	if ( ! islet_page_is_buffered() ) {
		return;
	}
	$hook = current_filter();
	islet_wrap_running_hook(
		static function ( $callback, $name ) use ( $hook ) {
			if ( ! isset( ISLET_DATA_CALLBACKS[ $name ] ) || ISLET_DATA_CALLBACKS[ $name ]['hook'] !== $hook ) {
				return null;
			}
			$key = ISLET_DATA_CALLBACKS[ $name ]['key'];
			return static function () use ( $callback, $key ) {
				ob_start();
				$level = ob_get_level();
				try {
					call_user_func_array( $callback, func_get_args() );
				} finally {
					while ( ob_get_level() > $level ) {
						ob_end_flush();
					}
					$text = (string) ob_get_clean();
				}
				islet_captured_output( $key, $text );
				echo $text; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- the callback's own output, printed as it was.
			};
		}
	);
}

/**
 * The `var NAME = VALUE;` statements of script code, each VALUE's source by NAME, in order
 * (wp_localize_script() and CommerceKit print nothing else). Values are skipped by their
 * syntax, so a string that holds `var x = ` or `};` is never taken for a statement; reading
 * stops at the first thing that is not such a statement.
 *
 * @param string $code Script code.
 * @return array<string, string>
 */
function islet_js_var_statements( $code ) {
	$vars = array();
	$len  = strlen( $code );
	$pos  = 0;
	while ( preg_match( '#\G(?:\s++|/\*.*?\*/|//[^\n]*+)*+var\s++([A-Za-z_$][\w$]*+)\s*+=\s*+#s', $code, $match, 0, $pos ) ) {
		$start = $pos + strlen( $match[0] );
		$end   = islet_js_value_end( $code, $start );
		if ( $end <= $start ) {
			break;
		}
		if ( ! isset( $vars[ $match[1] ] ) ) {
			$vars[ $match[1] ] = rtrim( substr( $code, $start, $end - $start ) );
		}
		$pos = min( $len, $end + 1 );
	}
	return $vars;
}

/**
 * Where a value that starts at $start ends: the `;` after it (brackets balanced, strings
 * skipped), or the code's end; -1 for brackets that do not balance.
 *
 * @param string $code  Script code.
 * @param int    $start Offset.
 * @return int
 */
function islet_js_value_end( $code, $start ) {
	$len   = strlen( $code );
	$depth = 0;
	$pos   = $start;
	while ( $pos < $len ) {
		$pos += strcspn( $code, "\"'[]{}();", $pos );
		if ( $pos >= $len ) {
			break;
		}
		$char = $code[ $pos ];
		if ( '"' === $char || "'" === $char ) {
			if ( ! preg_match( '/\G' . $char . '(?:[^' . $char . '\\\\]++|\\\\.)*+' . $char . '/s', $code, $string, 0, $pos ) ) {
				return -1;
			}
			$pos += strlen( $string[0] );
			continue;
		}
		if ( ';' === $char && 0 === $depth ) {
			return $pos;
		}
		$depth += false !== strpos( '[{(', $char ) ? 1 : ( false !== strpos( ']})', $char ) ? -1 : 0 );
		if ( $depth < 0 ) {
			return -1;
		}
		++$pos;
	}
	return 0 === $depth ? $len : -1;
}

/**
 * A JSON object or list a statement assigns, decoded; null when there is none.
 *
 * @param array<string, string> $vars  islet_js_var_statements().
 * @param string                $name  Variable.
 * @param bool                  $assoc Objects as arrays (json_decode()'s flag).
 * @return mixed
 */
function islet_js_json( array $vars, $name, $assoc = true ) {
	return isset( $vars[ $name ] ) ? json_decode( $vars[ $name ], $assoc ) : null;
}

/**
 * The objects passed to wp_localize_script() for a printed script, as WordPress remembered
 * them when the footer scripts were printed (islet_printed_scripts()).
 *
 * @param string $handle Script handle.
 * @return array<string, string> islet_js_var_statements() of its data.
 */
function islet_localized_vars( $handle ) {
	$printed = islet_printed_scripts();
	$data    = isset( $printed['data'][ $handle ] ) ? $printed['data'][ $handle ] : '';
	return is_string( $data ) && '' !== $data ? islet_js_var_statements( $data ) : array();
}

/**
 * The `var` statements of every script a data callback printed (its markup is read with
 * Islet_Html, so only its scripts' code counts).
 *
 * @param string $key ISLET_DATA_CALLBACKS key.
 * @return array<string, string> Name => value source; the first of a name wins.
 */
function islet_captured_vars( $key ) {
	$captured = islet_captured_output();
	if ( ! isset( $captured[ $key ] ) ) {
		return array();
	}
	$doc  = new Islet_Html( $captured[ $key ] );
	$vars = array();
	foreach ( isset( $doc->by_name['script'] ) ? $doc->by_name['script'] : array() as $index ) {
		$vars += islet_js_var_statements( $doc->text_of( $index ) );
	}
	return $vars;
}
