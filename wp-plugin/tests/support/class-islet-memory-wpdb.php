<?php
/**
 * An in-memory stand-in for $wpdb that answers exactly the options-table queries WordPress's
 * real option API (wp-includes/option.php, 6.1) sends, so get_option(), update_option(),
 * add_option() and delete_option() run unchanged, with WordPress's real object cache on top.
 *
 * It is not a SQL engine: it recognises the five query shapes option.php uses and fails
 * loudly on anything else, so a test that reaches for another table finds out at once.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Options table in an array: option_name => array( value, autoload ).
 */
class Islet_Memory_Wpdb {

	/** @var string Table name, as option.php interpolates it. */
	public $options = 'wp_options';

	/** @var string */
	public $prefix = 'wp_';

	/** @var array<string, array{0: string, 1: string}> */
	public $rows = array();

	/** @var array Arguments of the last prepare() call (option.php prepares inline). */
	private $last_args = array();

	/** @var bool */
	private $suppress = false;

	/**
	 * Keeps the arguments for the query method that receives the prepared string next.
	 *
	 * @param string $query SQL with %s placeholders.
	 * @param mixed  ...$args Values.
	 * @return string
	 */
	public function prepare( $query, ...$args ) {
		if ( 1 === count( $args ) && is_array( $args[0] ) ) {
			$args = $args[0];
		}
		$this->last_args = $args;
		return vsprintf( str_replace( '%s', "'%s'", $query ), array_map( 'addslashes', array_map( 'strval', $args ) ) );
	}

	/**
	 * @param bool $suppress New state.
	 * @return bool Previous state.
	 */
	public function suppress_errors( $suppress = true ) {
		$previous       = $this->suppress;
		$this->suppress = (bool) $suppress;
		return $previous;
	}

	/**
	 * sanitize_option() asks the table to drop what its column charset cannot hold; the
	 * array holds any string.
	 *
	 * @param string $table  Table.
	 * @param string $column Column.
	 * @param string $value  Value.
	 * @return string
	 */
	public function strip_invalid_text_for_column( $table, $column, $value ) {
		return $value;
	}

	/**
	 * SELECT option_value | autoload … WHERE option_name = %s.
	 *
	 * @param string $query Prepared SQL.
	 * @return object|null
	 */
	public function get_row( $query ) {
		if ( ! preg_match( '/^SELECT (option_value|autoload) FROM ' . preg_quote( $this->options, '/' ) . ' WHERE option_name = /', $query, $m ) ) {
			throw new LogicException( "Islet_Memory_Wpdb cannot answer: $query" );
		}
		$name = (string) $this->last_args[0];
		if ( ! isset( $this->rows[ $name ] ) ) {
			return null;
		}
		$column = $m[1];
		return (object) array( $column => 'option_value' === $column ? $this->rows[ $name ][0] : $this->rows[ $name ][1] );
	}

	/**
	 * SELECT option_name, option_value … [WHERE autoload = 'yes'] (wp_load_alloptions).
	 *
	 * @param string $query SQL.
	 * @return object[]
	 */
	public function get_results( $query ) {
		if ( 0 !== strpos( $query, 'SELECT option_name, option_value FROM ' . $this->options ) ) {
			throw new LogicException( "Islet_Memory_Wpdb cannot answer: $query" );
		}
		$only_autoload = false !== strpos( $query, "autoload = 'yes'" );
		$out           = array();
		foreach ( $this->rows as $name => $row ) {
			if ( ! $only_autoload || 'yes' === $row[1] ) {
				$out[] = (object) array(
					'option_name'  => $name,
					'option_value' => $row[0],
				);
			}
		}
		return $out;
	}

	/**
	 * UPDATE of one option row (update_option).
	 *
	 * @param string $table Table.
	 * @param array  $data  Columns to set.
	 * @param array  $where array( 'option_name' => … ).
	 * @return int|false Rows changed.
	 */
	public function update( $table, $data, $where ) {
		$name = isset( $where['option_name'] ) ? (string) $where['option_name'] : '';
		if ( $table !== $this->options || ! isset( $this->rows[ $name ] ) ) {
			return 0;
		}
		if ( array_key_exists( 'option_value', $data ) ) {
			$this->rows[ $name ][0] = (string) $data['option_value'];
		}
		if ( array_key_exists( 'autoload', $data ) ) {
			$this->rows[ $name ][1] = (string) $data['autoload'];
		}
		return 1;
	}

	/**
	 * INSERT … ON DUPLICATE KEY UPDATE (add_option), with the values from prepare().
	 *
	 * @param string $query Prepared SQL.
	 * @return int|false
	 */
	public function query( $query ) {
		if ( 0 !== strpos( $query, 'INSERT INTO `' . $this->options . '`' ) ) {
			throw new LogicException( "Islet_Memory_Wpdb cannot run: $query" );
		}
		list( $name, $value, $autoload ) = $this->last_args;
		$this->rows[ (string) $name ]    = array( (string) $value, (string) $autoload );
		return 1;
	}

	/**
	 * DELETE of one option row (delete_option).
	 *
	 * @param string $table Table.
	 * @param array  $where array( 'option_name' => … ).
	 * @return int
	 */
	public function delete( $table, $where ) {
		$name = isset( $where['option_name'] ) ? (string) $where['option_name'] : '';
		if ( $table !== $this->options || ! isset( $this->rows[ $name ] ) ) {
			return 0;
		}
		unset( $this->rows[ $name ] );
		return 1;
	}
}
