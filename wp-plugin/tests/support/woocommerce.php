<?php
/**
 * The few WooCommerce functions Islet calls, as WooCommerce 9.9 defines them, minus the
 * parts that need a database (the cart page id is a fixed /cart/ permalink). Loaded only by
 * tests that play a store with WooCommerce active.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

// phpcs:disable Generic.Files.OneObjectStructurePerFile

/** WooCommerce's main class, which islet_is_woocommerce_active() looks for, with its countries. */
class WooCommerce {
	/**
	 * WooCommerce's countries and their states and address locale.
	 *
	 * @var WC_Countries
	 */
	public $countries;

	public function __construct() {
		$this->countries = new WC_Countries();
	}
}

/**
 * includes/class-wc-countries.php: the reference store's states and address locale, as its
 * cart page printed them in `wc_country_select_params` and `wc_address_i18n_params` (the demo
 * store reads the same page); a test sets $GLOBALS['islet_test_countries'] (`states`,
 * `locale`) for others.
 */
class WC_Countries {
	/**
	 * A JSON string field of an object the reference store's cart page printed, decoded.
	 *
	 * @param string $name  Object.
	 * @param string $field Field.
	 * @return array
	 */
	private static function reference( $name, $field ) {
		static $decoded = array();
		if ( ! isset( $decoded[ $name ] ) ) {
			$page = (string) file_get_contents( dirname( __DIR__, 3 ) . '/fixtures/reference-store/pages/cart-with-items.html' ); // phpcs:ignore WordPress.WP.AlternativeFunctions.file_get_contents_file_get_contents -- a test fixture.
			$json = preg_match( '/var ' . $name . ' = (\{.*?\});\s*$/m', $page, $match ) ? json_decode( $match[1], true ) : null;
			$decoded[ $name ] = json_decode( is_array( $json ) && is_string( $json[ $field ] ) ? $json[ $field ] : 'null', true );
		}
		return $decoded[ $name ];
	}

	/**
	 * @return array
	 */
	public function get_allowed_country_states() {
		return isset( $GLOBALS['islet_test_countries']['states'] ) ? $GLOBALS['islet_test_countries']['states'] : self::reference( 'wc_country_select_params', 'countries' );
	}

	/**
	 * The reference store ships to the countries it sells to.
	 *
	 * @return array
	 */
	public function get_shipping_country_states() {
		return $this->get_allowed_country_states();
	}

	/**
	 * @return array
	 */
	public function get_country_locale() {
		return isset( $GLOBALS['islet_test_countries']['locale'] ) ? $GLOBALS['islet_test_countries']['locale'] : self::reference( 'wc_address_i18n_params', 'locale' );
	}
}

/**
 * includes/class-wc-ajax.php.
 */
class WC_AJAX {
	/**
	 * The same body as WooCommerce's WC_AJAX::get_endpoint().
	 *
	 * @param string $request Endpoint name.
	 * @return string
	 */
	public static function get_endpoint( $request = '' ) {
		return esc_url_raw( apply_filters( 'woocommerce_ajax_get_endpoint', add_query_arg( 'wc-ajax', $request, remove_query_arg( array( 'remove_item', 'add-to-cart', 'added-to-cart', 'order_again', '_wpnonce' ), home_url( '/', 'relative' ) ) ), $request ) );
	}
}

/**
 * @return WooCommerce
 */
function WC() { // phpcs:ignore WordPress.NamingConventions.ValidFunctionName
	static $instance = null;
	return $instance ? $instance : ( $instance = new WooCommerce() );
}

/**
 * wc_get_cart_url(): the cart page's permalink, through WooCommerce's filter.
 *
 * @return string
 */
function wc_get_cart_url() {
	return apply_filters( 'woocommerce_get_cart_url', home_url( '/cart/' ) );
}

/**
 * is_cart(): tests say which page they are on with $GLOBALS['islet_test_is_cart'].
 *
 * @return bool
 */
function is_cart() {
	return ! empty( $GLOBALS['islet_test_is_cart'] );
}

/**
 * is_product(): tests say which product page they are on with $GLOBALS['islet_test_product_id']
 * (the queried product's id; 0 or unset: not a product page).
 *
 * @return bool
 */
function is_product() {
	return ! empty( $GLOBALS['islet_test_product_id'] );
}

/**
 * is_checkout(), is_shop(), is_product_taxonomy(): tests name the WooCommerce page they are on
 * with $GLOBALS['islet_test_wc_page'] ('checkout', 'shop' or 'product-taxonomy').
 *
 * @return bool
 */
function is_checkout() {
	return isset( $GLOBALS['islet_test_wc_page'] ) && 'checkout' === $GLOBALS['islet_test_wc_page'];
}

/**
 * See is_checkout().
 *
 * @return bool
 */
function is_shop() {
	return isset( $GLOBALS['islet_test_wc_page'] ) && 'shop' === $GLOBALS['islet_test_wc_page'];
}

/**
 * See is_checkout().
 *
 * @return bool
 */
function is_product_taxonomy() {
	return isset( $GLOBALS['islet_test_wc_page'] ) && 'product-taxonomy' === $GLOBALS['islet_test_wc_page'];
}
