<?php
/**
 * Plugin Name:       Islet for WooCommerce
 * Description:       Makes Shoptimizer and CommerceKit stores fast: small script islands replace WooCommerce's and the theme's jQuery scripts, and pages paint sooner.
 * Version:           0.1.0
 * Requires at least: 6.1
 * Requires PHP:      7.4
 * Requires Plugins:  woocommerce
 * WC requires at least: 10.1
 * WC tested up to:      10.1
 * Author:            Islet contributors
 * License:           GPL-2.0-or-later
 * License URI:       https://www.gnu.org/licenses/gpl-2.0.html
 * Text Domain:       islet
 * Domain Path:       /languages
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

// Kept equal to the Version header and package.json by wp-plugin/tests/PluginHeaderTest.php.
define( 'ISLET_VERSION', '0.1.0' );
define( 'ISLET_FILE', __FILE__ );

require_once __DIR__ . '/includes/class-islet-html-scan.php';
require_once __DIR__ . '/includes/class-islet-html.php';
require_once __DIR__ . '/includes/class-islet-edits.php';
require_once __DIR__ . '/includes/class-islet-page.php';
require_once __DIR__ . '/includes/page-data.php';
require_once __DIR__ . '/includes/markup.php';
require_once __DIR__ . '/includes/environment.php';
require_once __DIR__ . '/includes/islands.php';
require_once __DIR__ . '/includes/settings.php';
require_once __DIR__ . '/includes/config.php';
require_once __DIR__ . '/includes/assets.php';
require_once __DIR__ . '/includes/react.php';
require_once __DIR__ . '/includes/missing-assets.php';
require_once __DIR__ . '/includes/legacy.php';
require_once __DIR__ . '/includes/legacy-markers.php';
require_once __DIR__ . '/includes/legacy-page.php';
require_once __DIR__ . '/includes/product.php';
require_once __DIR__ . '/includes/product-extras.php';
require_once __DIR__ . '/includes/gallery-data.php';
require_once __DIR__ . '/includes/gallery.php';
require_once __DIR__ . '/includes/listing.php';
require_once __DIR__ . '/includes/site.php';
require_once __DIR__ . '/includes/countdown.php';
require_once __DIR__ . '/includes/order-bump.php';
require_once __DIR__ . '/includes/notices.php';
require_once __DIR__ . '/includes/site-ui.php';
require_once __DIR__ . '/includes/popup.php';
require_once __DIR__ . '/includes/attribution.php';
require_once __DIR__ . '/includes/cart-page.php';
require_once __DIR__ . '/includes/delivery-reload.php';
require_once __DIR__ . '/includes/frontend.php';
require_once __DIR__ . '/includes/head-flush.php';
require_once __DIR__ . '/includes/head-scripts.php';
require_once __DIR__ . '/includes/first-paint.php';
require_once __DIR__ . '/includes/emoji-loader.php';
require_once __DIR__ . '/includes/polyfill-on-demand.php';
require_once __DIR__ . '/includes/first-paint-css.php';
require_once __DIR__ . '/includes/first-paint-route.php';
require_once __DIR__ . '/includes/first-paint-admin.php';
require_once __DIR__ . '/includes/status-view.php';
require_once __DIR__ . '/includes/status-check.php';
require_once __DIR__ . '/includes/status-cart.php';
require_once __DIR__ . '/includes/status-admin.php';
require_once __DIR__ . '/includes/admin.php';
require_once __DIR__ . '/includes/hooks.php';

islet_register_hooks( __FILE__ );
