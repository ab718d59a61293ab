<?php
/**
 * The legacy-script rule (includes/legacy.php, legacy-page.php) on every captured page of the
 * reference store, served through the real output buffer with the scripts each page printed
 * registered as the store had them (support/reference-store.php).
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Which legacy scripts leave which page.
 */
class LegacyScriptsTest extends Islet_Test_Case {

	/**
	 * A listing's cards run by the listing-swatches island: the quick-add scripts and what only
	 * they needed leave; Discount Rules' scripts, with nothing to do where there is neither a
	 * product nor the checkout; WPC's, whose date reload is the delivery-reload island's; and
	 * jQuery, which nothing left needs (docs/decisions/0036-jquery-free-store-pages.md).
	 */
	const LISTING = array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart', 'woocommerce', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/**
	 * What a variable product page loses with every island on. The related cards' quick add is
	 * the listing-swatches island's, and each card's "Quick add" details an accordions island:
	 * Shoptimizer's accordions script leaves too (the captured pages have no summary accordions;
	 * where a page has them, the accordions island runs them as well).
	 * Pages are served as the reference store has them: CommerceKit active, its live search and
	 * wishlist on (the search, wishlist and dialogs islands then take over their scripts).
	 * Discount Rules' and WPC's scripts are the discount-rules and delivery-dates islands', so
	 * nothing left needs jQuery: it leaves too (the captures' inline scripts are omitted; on the
	 * real store the store tests see what the page's own inline scripts keep).
	 */
	const VARIABLE_PRODUCT = array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart', 'wc-single-product', 'woocommerce', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'commercegurus-swiperjs', 'commercegurus-photoswipe', 'commercegurus-photoswipe-ui-default', 'commercegurus-attributes-gallery', 'shoptimizer-main', 'shoptimizer-dialog', 'shoptimizer-quantity', 'shoptimizer-accordions', 'comment-reply', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/**
	 * Every page with a footer and the header's search: the cart-buttons, wishlist and search
	 * islands' scripts, woocommerce.js (the notices island) with js-cookie, which only it and
	 * cart-fragments needed, WooCommerce's order attribution (the attribution island), Discount
	 * Rules' scripts where the page has no product and is not the checkout, and WPC's script, idle
	 * without its blocks or a cart form.
	 */
	const ANY_PAGE = array( 'js-cookie', 'wc-add-to-cart', 'woocommerce', 'commercekit-wishlist', 'commercekit-ajax-search', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/**
	 * A page with no options form (no element of class `variations_form`): as any page, and the
	 * options-form scripts, idle there, with what only they needed, and jQuery: nothing left needs it.
	 */
	const NO_OPTIONS_FORM = array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart', 'woocommerce', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/**
	 * The classic cart with the quantity island off: the cart-page island takes WooCommerce's cart.js
	 * off, with country-select, address-i18n and selectWoo (only it needed them), and the notices
	 * island then woocommerce.js, with js-cookie and blockUI; WPC's script leaves with the
	 * delivery-reload island (the cart-page island posts the cart after a shipping method change),
	 * and jQuery with it.
	 */
	const CART_PAGE = array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart', 'woocommerce', 'wc-country-select', 'wc-address-i18n', 'wc-cart', 'selectWoo', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/** The cart page: as CART_PAGE, and Shoptimizer's quantity script (the quantity island's, or idle with no quantity field). */
	const CART_WITH_QUANTITY = array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart', 'woocommerce', 'wc-country-select', 'wc-address-i18n', 'wc-cart', 'selectWoo', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'shoptimizer-quantity', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/**
	 * The checkout (no options form): woocommerce.js and blockUI stay for wc-checkout, which needs
	 * them; WPC's script is idle (no block, no cart form); Discount Rules' scripts are idle too:
	 * its price asker has no product form to ask for, and its main script's one job there, the
	 * order review's refresh, is off on the captured store (`refresh_order_review` "0").
	 */
	const CHECKOUT = array( 'underscore', 'wp-util', 'wc-add-to-cart', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/** The cart page with the cart-page island off: cart.js stays, and woocommerce.js and blockUI for it, and WPC's script, which asks cart.js to post the cart after a shipping method change. */
	const CART_KEEPING_CART_JS = array( 'underscore', 'wp-util', 'wc-add-to-cart', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'shoptimizer-main', 'shoptimizer-quantity', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' );

	/** CommerceKit's gallery and lightbox scripts. */
	const GALLERY = array( 'commercegurus-swiperjs', 'commercegurus-photoswipe', 'commercegurus-photoswipe-ui-default', 'commercegurus-attributes-gallery' );

	protected function setUp(): void {
		parent::setUp();
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
	}

	/**
	 * Every captured page and the handles it loses with every island on.
	 *
	 * @return array<string, array{0: string, 1: string[]}>
	 */
	public function captured_pages() {
		$no_form   = self::NO_OPTIONS_FORM;
		$product   = static function ( array $own ) {
			return array_merge( array( 'js-cookie', 'wc-add-to-cart', 'wc-single-product', 'woocommerce', 'commercekit-wishlist', 'commercekit-ajax-search' ), $own, self::GALLERY, array( 'shoptimizer-main', 'shoptimizer-dialog' ) );
		};
		return array(
			'home'                   => array( 'home.html', $no_form ),
			'shop'                   => array( 'shop.html', self::LISTING ),
			// The popup island takes Popup Maker's script off, and jquery-ui-core, printed for it alone (wp-i18n keeps wp-hooks).
			'shop with a popup'      => array( 'popup-shop.html', array_merge( array_slice( self::LISTING, 0, -1 ), array( 'jquery-ui-core', 'popup-maker-site', 'wc-cart-fragments' ) ) ),
			'category'               => array( 'category-hoodies.html', self::LISTING ),
			'search'                 => array( 'search-results.html', self::LISTING ),
			'wishlist, empty'        => array( 'wishlist-empty.html', $no_form ),
			// The saved Hoodie's card is run by the listing-swatches island, as a listing's cards.
			'wishlist with the Hoodie' => array( 'wishlist-with-items.html', self::LISTING ),
			'cart, empty'            => array( 'cart-empty.html', self::CART_WITH_QUANTITY ),
			'cart with items'        => array( 'cart-with-items.html', self::CART_WITH_QUANTITY ),
			// The block cart has no wc-cart: woocommerce.js leaves.
			'block cart'             => array( 'cart-blocks-with-items.html', $no_form ),
			// WooCommerce's checkout keeps its scripts: woocommerce.js and blockUI stay for wc-checkout.
			'checkout'               => array( 'checkout-with-items.html', self::CHECKOUT ),
			// No search field on the coming-soon page: CommerceKit's search script stays.
			'coming soon, home'      => array( 'coming-soon-visitor-home.html', array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart', 'woocommerce', 'commercekit-wishlist', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'sourcebuster-js', 'wc-order-attribution' ) ),
			// Cut short by a fatal error: no footer, so nothing is known to replace anything.
			'coming soon, product'   => array( 'coming-soon-visitor-product.html', array() ),
			'variable: Hoodie'       => array( 'product-variable-hoodie.html', self::VARIABLE_PRODUCT ),
			'variable: Zip Hoodie'   => array( 'product-variable-zip-hoodie.html', self::VARIABLE_PRODUCT ),
			'variable, with a popup' => array( 'popup-product-hoodie.html', array_merge( array_slice( self::VARIABLE_PRODUCT, 0, -1 ), array( 'jquery-ui-core', 'wp-hooks', 'popup-maker-site', 'wc-cart-fragments' ) ) ),
			'variable, admin'        => array( 'logged-in-admin-product-variable-hoodie.html', self::VARIABLE_PRODUCT ),
			'variable, coming soon'  => array( 'coming-soon-admin-product.html', self::VARIABLE_PRODUCT ),
			// The related Hoodie and Zip Hoodie cards are run by the listing-swatches island: the
			// swatch scripts and what only they needed leave, as on a variable product page.
			// WPC's script leaves with the delivery-reload island (no options form of its own to follow).
			'simple: T-Shirt'        => array( 'product-simple-t-shirt.html', self::VARIABLE_PRODUCT ),
			// No options form (its related cards are plain) and no quantity field: those scripts are idle.
			// No card with quick add either: no accordions island, and Shoptimizer's stays.
			'out of stock: Beanie'   => array( 'product-simple-out-of-stock-beanie.html', array_values( array_diff( self::VARIABLE_PRODUCT, array( 'jquery-core', 'jquery-migrate', 'awdr-main', 'awdr-dynamic-price', 'shoptimizer-accordions' ) ) ) ),
			'sold individually'      => array( 'product-sold-individually-gift-card.html', array_values( array_diff( self::VARIABLE_PRODUCT, array( 'shoptimizer-accordions' ) ) ) ),
		);
	}

	/**
	 * @param string[] $on Islands on; every other one off. Null: all on.
	 */
	private function islands_on( $on ) {
		$settings = array_fill_keys( islet_island_names(), false );
		foreach ( $on as $island ) {
			$settings[ $island ] = true;
		}
		update_option( ISLET_OPTION, array( 'islands' => $settings ) );
	}

	/**
	 * @dataProvider captured_pages
	 * @param string   $file     Captured page.
	 * @param string[] $expected Handles it loses.
	 */
	public function test_each_page_loses_exactly_what_its_islands_replace( $file, $expected ) {
		$page = $this->serve_captured_page( $file );
		$this->assertSame( $expected, $page['removed'] );
		foreach ( $page['removed'] as $handle ) {
			$this->assertDoesNotMatchRegularExpression( '/\sid=["\']' . preg_quote( $handle, '/' ) . '-js(-extra|-before|-after)?["\']/', $page['served'], "$handle and its inline parts are gone" );
		}
		$this->assertStringNotContainsString( 'islet-legacy:', $page['served'] );
	}

	public function test_discount_rules_main_script_stays_on_the_checkout_where_it_refreshes_the_order_review() {
		$refreshing = $this->serve_captured_page(
			'checkout-with-items.html',
			static function ( $scripts, $html ) {
				$params = islet_test_extra_script( $html, 'awdr-main' );
				$scripts->add_data( 'awdr-main', 'data', str_replace( '"refresh_order_review":"0"', '"refresh_order_review":"1"', $params ) );
				return $html;
			}
		);
		$this->assertSame( array_values( array_diff( self::CHECKOUT, array( 'awdr-main' ) ) ), $refreshing['removed'] );
		$this->assertStringContainsString( 'id="awdr-main-js"', $refreshing['served'] );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->switch_islands_off( array( 'discount-rules' ) );
		$this->assertNotContains( 'awdr-main', $this->serve_captured_page( 'checkout-with-items.html' )['removed'], 'the island switched off keeps it, as on every page' );
	}

	/**
	 * Every combination of one island switched off, and all on, on every captured page: a
	 * handle leaves only when the islands its row names were printed on a page of its type, or
	 * when it has nothing to work on there and those islands are on,
	 * or as a dependency only leaving handles needed, and never while a kept script needs it.
	 */
	public function test_no_script_leaves_a_page_where_its_islands_are_not_printed() {
		$table       = islet_legacy_table()['handles'];
		$graph       = islet_test_script_graph();
		$settings    = array( array() );
		foreach ( islet_island_names() as $island ) {
			$settings[] = array( $island );
		}
		$checked = 0;
		foreach ( $this->captured_pages() as list( $file ) ) {
			foreach ( $settings as $off ) {
				$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
				$this->islands_on( array_diff( islet_island_names(), $off ) );
				$page    = $this->serve_captured_page( $file );
				$served  = new Islet_Page( $page['served'] );
				$islands = $served->islands();
				$idle    = islet_legacy_idle_handles( $served );
				$type    = islet_page_type();
				$kept    = array_diff( islet_test_printed_handles( $page['html'] ), $page['removed'] );
				$leaving = array_filter( $page['removed'], static function ( $handle ) use ( $table ) {
					return isset( $table[ $handle ] );
				} );
				foreach ( $page['removed'] as $handle ) {
					$why = "$file without " . implode( ',', $off ) . ": $handle";
					if ( isset( $table[ $handle ] ) ) {
						$this->assertTrue( in_array( $handle, $idle, true ) || islet_legacy_row_applies( $table[ $handle ], $islands, $type ), $why );
					} else {
						$this->assertArrayHasKey( $handle, islet_dependency_closure( $leaving, $graph ), "$why is no dependency of a leaving script" );
					}
					foreach ( $kept as $other ) {
						$this->assertArrayNotHasKey( $handle, islet_dependency_closure( array( $other ), $graph ), "$why, but $other needs it" );
					}
				}
				$checked += count( $page['removed'] );
			}
		}
		$this->assertGreaterThan( 1000, $checked );
	}

	/**
	 * Islands switched off, and what the page then loses.
	 *
	 * @return array<string, array{0: string, 1: string[], 2: string[]}>
	 */
	public function switched_off() {
		$without = static function ( array $kept ) {
			return array_values( array_diff( self::VARIABLE_PRODUCT, $kept ) );
		};
		return array(
			// The product's own form is not run by an island: the related cards get none either, and
			// CommerceKit's script runs both (with the accordion of their "Quick add").
			'variation form'          => array( 'product-variable-hoodie.html', array( 'variation-form' ), $without( array( 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'shoptimizer-accordions' ) ) ),
			// The variation form's island takes the swatch script off; the related cards are settled as plain cards.
			'listing swatches'        => array( 'product-variable-hoodie.html', array( 'listing-swatches' ), $without( array( 'shoptimizer-accordions' ) ) ),
			// The cards' "Quick add" details stay the browser's: no accordions island takes Shoptimizer's script off.
			'accordions'              => array( 'product-variable-hoodie.html', array( 'accordions' ), $without( array( 'shoptimizer-accordions' ) ) ),
			// Without the reviews island the site-ui island runs the reply form: comment-reply leaves all the same.
			'reviews'                 => array( 'product-variable-hoodie.html', array( 'reviews' ), $without( array( 'jquery-core', 'jquery-migrate', 'wc-single-product' ) ) ),
			'site ui'                 => array( 'product-variable-hoodie.html', array( 'site-ui' ), $without( array( 'shoptimizer-main' ) ) ),
			'drawer'                  => array( 'product-variable-hoodie.html', array( 'mini-cart' ), $without( array( 'shoptimizer-main' ) ) ),
			'tabs'                    => array( 'product-variable-hoodie.html', array( 'product-tabs' ), $without( array( 'jquery-core', 'jquery-migrate', 'wc-single-product' ) ) ),
			'gallery'                 => array( 'product-variable-hoodie.html', array( 'gallery' ), $without( array( 'commercegurus-swiperjs', 'commercegurus-attributes-gallery' ) ) ),
			'lightbox'                => array( 'product-variable-hoodie.html', array( 'lightbox' ), $without( array( 'commercegurus-photoswipe', 'commercegurus-photoswipe-ui-default', 'commercegurus-attributes-gallery' ) ) ),
			'cart buttons'            => array( 'product-variable-hoodie.html', array( 'cart-buttons' ), $without( array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'jquery-blockui', 'wc-add-to-cart', 'wc-cart-fragments' ) ) ),
			'quantity'                => array( 'product-variable-hoodie.html', array( 'quantity' ), $without( array( 'shoptimizer-quantity' ) ) ),
			'discount rules'          => array( 'product-variable-hoodie.html', array( 'discount-rules' ), $without( array( 'jquery-core', 'jquery-migrate', 'awdr-main', 'awdr-dynamic-price' ) ) ),
			'delivery dates'          => array( 'product-variable-hoodie.html', array( 'delivery-dates' ), $without( array( 'jquery-core', 'jquery-migrate', 'wpced-frontend' ) ) ),
			'search'                  => array( 'product-variable-hoodie.html', array( 'search' ), $without( array( 'commercekit-ajax-search' ) ) ),
			'wishlist'                => array( 'product-variable-hoodie.html', array( 'wishlist' ), $without( array( 'commercekit-wishlist' ) ) ),
			'dialogs'                 => array( 'product-variable-hoodie.html', array( 'dialogs' ), $without( array( 'shoptimizer-dialog' ) ) ),
			'notices'                 => array( 'product-variable-hoodie.html', array( 'notices' ), $without( array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'jquery-blockui', 'woocommerce' ) ) ),
			'every product island'    => array( 'product-variable-hoodie.html', array_diff( islet_island_names(), array( 'cart-buttons', 'mini-cart' ) ), array( 'wc-add-to-cart', 'wc-cart-fragments' ) ),
			'cart buttons, shop'      => array( 'shop.html', array( 'cart-buttons' ), array( 'underscore', 'wp-util', 'woocommerce', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'sourcebuster-js', 'wc-order-attribution' ) ),
			// WooCommerce's variation script stays for the cards' forms, firing the option events WPC's script follows: it stays too.
			'listing swatches, shop'  => array( 'shop.html', array( 'listing-swatches' ), array_values( array_diff( self::ANY_PAGE, array( 'wpced-frontend' ) ) ) ),
			// Discount Rules' scripts are idle on a listing, but stay while their island is off.
			'product islands, shop'   => array( 'shop.html', array( 'variation-form', 'quantity', 'discount-rules', 'delivery-dates' ), array_values( array_diff( self::LISTING, array( 'jquery-core', 'jquery-migrate', 'awdr-main', 'awdr-dynamic-price' ) ) ) ),
			'site islands, shop'      => array( 'shop.html', array( 'search', 'wishlist', 'dialogs' ), array_values( array_diff( self::LISTING, array( 'commercekit-wishlist', 'commercekit-ajax-search' ) ) ) ),
			'quantity, cart'          => array( 'cart-with-items.html', array( 'quantity' ), self::CART_PAGE ),
			'cart page, cart'         => array( 'cart-with-items.html', array( 'cart-page' ), self::CART_KEEPING_CART_JS ),
			// No cart form: WPC's script has nothing to do on the empty cart, and leaves.
			'cart page, empty cart'   => array( 'cart-empty.html', array( 'cart-page' ), array( 'underscore', 'wp-util', 'wc-add-to-cart', 'commercekit-wishlist', 'commercekit-ajax-search', 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'awdr-main', 'awdr-dynamic-price', 'wpced-frontend', 'shoptimizer-main', 'shoptimizer-quantity', 'sourcebuster-js', 'wc-order-attribution', 'wc-cart-fragments' ) ),
			// WooCommerce queues woocommerce.js itself: it stays, with what it needs, where its island is off.
			'notices, cart'           => array( 'cart-with-items.html', array( 'notices' ), array_values( array_diff( self::CART_WITH_QUANTITY, array( 'js-cookie', 'jquery-core', 'jquery-migrate', 'jquery-blockui', 'woocommerce' ) ) ) ),
			// Idle scripts stay where the islands that replace them are off.
			'options forms, home'     => array( 'home.html', array( 'variation-form', 'listing-swatches' ), self::ANY_PAGE ),
			'every island, T-Shirt'   => array( 'product-simple-t-shirt.html', islet_island_names(), array() ),
		);
	}

	/**
	 * @dataProvider switched_off
	 * @param string   $file     Captured page.
	 * @param string[] $off      Islands switched off.
	 * @param string[] $expected Handles the page loses.
	 */
	public function test_switched_off_islands_keep_their_scripts( $file, $off, $expected ) {
		$this->islands_on( array_diff( islet_island_names(), $off ) );
		$this->assertSame( $expected, $this->serve_captured_page( $file )['removed'] );
	}

	public function test_the_wishlist_page_runs_the_saved_products_card_with_the_listing_island() {
		$page = $this->serve_captured_page( 'wishlist-with-items.html' );
		$this->assertSame( 1, substr_count( $page['served'], '<div data-island="listing-swatches" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script><form class="cgkit-swatch-form ' ) );
		$this->assertContains( 'commercekit-wishlist', $page['removed'], 'the wishlist island runs the rows' );
		foreach ( array( 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'underscore', 'wp-util' ) as $handle ) {
			$this->assertContains( $handle, $page['removed'], $handle );
		}
		foreach ( array( 'awdr-main', 'awdr-dynamic-price' ) as $handle ) {
			$this->assertContains( $handle, $page['removed'], 'no product and no checkout: nothing to do for ' . $handle );
		}
		$this->assertContains( 'wpced-frontend', $page['removed'], 'the delivery-reload island reloads the card\'s dates' );
	}

	public function test_the_wishlist_keeps_the_saved_products_card_and_its_scripts_without_the_listing_island() {
		$this->islands_on( array_diff( islet_island_names(), array( 'listing-swatches' ) ) );
		$page = $this->serve_captured_page( 'wishlist-with-items.html' );
		preg_match( '#<li class="product type-product post-25 .*?</li>#s', $page['html'], $card );
		$this->assertStringContainsString( $card[0], $page['served'], 'the Hoodie row, link and quick add as the server printed them' );
		$this->assertStringContainsString( 'cgkit-swatch-loading', $card[0] );
		foreach ( array( 'wc-add-to-cart-variation', 'commercekit-attribute-swatches-js', 'underscore', 'wp-util', 'wpced-frontend' ) as $handle ) {
			$this->assertContains( $handle, islet_test_printed_handles( $page['served'] ), $handle );
		}
	}

	public function test_listing_cards_are_left_alone_where_their_script_stays() {
		$this->islands_on( array_diff( islet_island_names(), array( 'listing-swatches' ) ) );
		foreach ( array( 'shop.html', 'category-hoodies.html', 'search-results.html', 'product-simple-t-shirt.html' ) as $file ) {
			$page = $this->serve_captured_page( $file );
			preg_match_all( '#<li class="product type-product .*?</li>#s', $page['html'], $cards );
			$this->assertNotEmpty( $cards[0] );
			foreach ( $cards[0] as $card ) {
				$this->assertStringContainsString( $card, $page['served'], $file );
			}
		}
	}

	public function test_related_cards_run_by_the_listing_island_beside_the_variation_form() {
		$served = $this->serve_captured_page( 'product-variable-hoodie.html' )['served'];
		$this->assertStringContainsString( '<div data-island="listing-swatches" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>{}</script><form class="cgkit-swatch-form variations_form cart" action="http://127.0.0.1:8881/product/zip-hoodie/"', $served );
		$this->assertStringNotContainsString( '<form hidden style="display: none;" class="cgkit-swatch-form', $served, 'not settled' );
		$this->assertSame( 1, substr_count( $served, '<div data-island="variation-form"' ), 'the product form keeps its own island' );
	}

	public function test_related_cards_become_plain_cards_where_the_swatch_script_left() {
		$this->islands_on( array_diff( islet_island_names(), array( 'listing-swatches' ) ) );
		$served = $this->serve_captured_page( 'product-variable-hoodie.html' )['served'];
		$this->assertDoesNotMatchRegularExpression( '#<li class="[^"]*cgkit-swatch-loading#', $served );
		$this->assertMatchesRegularExpression( '#<li class="product type-product post-53 [^"]*product-type-variable cgkit-swatch-hover">#', $served );
		$this->assertStringContainsString( '<form hidden style="display: none;" class="cgkit-swatch-form variations_form cart" action="http://127.0.0.1:8881/product/zip-hoodie/"', $served );
		$this->assertStringContainsString( 'aria-label="Select options for &ldquo;Zip Hoodie&rdquo;" rel="nofollow">Select options</a>', $served );
	}

	public function test_the_zip_hoodie_card_of_the_hoodie_page_settles_into_a_plain_card_once() {
		$settled = islet_test_place( 'islet_settle_listing_cards', islet_test_captured_page( 'product-variable-hoodie.html' ) );
		$this->assertDoesNotMatchRegularExpression( '#<li class="[^"]*cgkit-swatch-loading#', $settled );
		$this->assertStringContainsString( '<li class="product type-product post-53 status-publish first instock product_cat-clothing product_cat-hoodies has-post-thumbnail shipping-taxable purchasable product-type-variable cgkit-swatch-hover">', $settled, 'its other classes as printed, in order' );
		$this->assertStringContainsString( '<form hidden style="display: none;" class="cgkit-swatch-form variations_form cart"', $settled );
		// A settled card holds no loading class nor an open quick-add form: nothing is settled twice.
		$this->assertSame( $settled, islet_test_place( 'islet_settle_listing_cards', $settled ) );
	}

	public function test_a_script_another_plugin_needs_stays_with_what_it_needs() {
		$page = $this->serve_with_dependant( 'product-variable-hoodie.html', 'price-table', array( 'wc-add-to-cart-variation' ) );
		$this->assertSame( array_values( array_diff( self::VARIABLE_PRODUCT, array( 'jquery-core', 'jquery-migrate', 'underscore', 'wp-util', 'jquery-blockui', 'wc-add-to-cart-variation' ) ) ), $page['removed'] );
	}

	public function test_a_queued_dependency_stays() {
		$page = $this->serve_captured_page(
			'product-variable-hoodie.html',
			static function ( $scripts, $html ) {
				$scripts->queue[] = 'wp-util';
				return $html;
			}
		);
		$this->assertContains( 'wc-add-to-cart-variation', $page['removed'] );
		$this->assertNotContains( 'wp-util', $page['removed'], 'queued directly' );
		$this->assertNotContains( 'underscore', $page['removed'], 'the queued wp-util needs it' );
	}

	public function test_nothing_leaves_before_the_footer_scripts_were_remembered() {
		$html = islet_test_captured_page( 'product-variable-hoodie.html' );
		islet_test_visit_captured_page( $html );
		$served = $this->serve( islet_test_render_captured_page( $html ) );
		$this->assertSame( islet_test_printed_handles( $html ), islet_test_printed_handles( $served ) );
	}

	public function test_page_types_come_from_wordpress_conditionals() {
		$expected = array(
			'home.html'                                => 'home',
			'shop.html'                                => 'shop',
			'popup-shop.html'                          => 'shop',
			'category-hoodies.html'                    => 'product-taxonomy',
			'search-results.html'                      => 'search',
			'product-variable-hoodie.html'             => 'product',
			'product-sold-individually-gift-card.html' => 'product',
			'cart-empty.html'                          => 'cart',
			// WooCommerce's block cart is a page with a block: no classic cart, so no cart-page island.
			'cart-blocks-with-items.html'              => 'page',
			'checkout-with-items.html'                 => 'checkout',
			'wishlist-with-items.html'                 => 'page',
		);
		foreach ( $expected as $file => $type ) {
			$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
			islet_test_visit_captured_page( islet_test_captured_page( $file ) );
			$this->assertSame( $type, islet_page_type(), $file );
		}
		// The captured pages' types are read from whole body classes: page-template-default is no page.
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		islet_test_visit_captured_page( '<body class="page-template-default single-post">' );
		$this->assertSame( 'other', islet_page_type() );
		$this->boot_store( self::REFERENCE_STORE + self::REFERENCE_COMMERCEKIT );
		$this->assertSame( 'other', islet_page_type() );
		add_filter( 'islet_page_type', static function () {
			return 'shop';
		} );
		$this->assertSame( 'shop', islet_page_type() );
	}
}
