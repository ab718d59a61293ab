<?php
/**
 * wp-admin: the settings page (Settings API, saved through options.php) and the notice shown
 * when WooCommerce is missing.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_PAGE = 'islet';

/**
 * Who may change the settings: shop managers where WooCommerce is active, administrators
 * otherwise (the page then lives under Settings).
 *
 * @return string
 */
function islet_settings_capability() {
	return islet_is_woocommerce_active() ? 'manage_woocommerce' : 'manage_options';
}

/**
 * Adds the page under WooCommerce, or under Settings when WooCommerce is missing (admin_menu).
 */
function islet_register_admin_page() {
	$title = __( 'Islet', 'islet' );
	if ( islet_is_woocommerce_active() ) {
		add_submenu_page( 'woocommerce', $title, $title, islet_settings_capability(), ISLET_PAGE, 'islet_render_settings_page' );
	} else {
		add_options_page( $title, $title, islet_settings_capability(), ISLET_PAGE, 'islet_render_settings_page' );
	}
}

/**
 * Registers the option, its section and fields (admin_init).
 */
function islet_register_settings() {
	register_setting(
		ISLET_PAGE,
		ISLET_OPTION,
		array(
			'type'              => 'array',
			'sanitize_callback' => 'islet_sanitize_settings',
			'show_in_rest'      => false,
		)
	);
	add_settings_section( 'islet_islands', __( 'Islands', 'islet' ), 'islet_render_islands_intro', ISLET_PAGE );
	add_settings_field( 'islet_islands', __( 'Switched on', 'islet' ), 'islet_render_islands_field', ISLET_PAGE, 'islet_islands' );
	add_settings_section( 'islet_drawer', __( 'Cart drawer', 'islet' ), '__return_false', ISLET_PAGE );
	add_settings_field( 'islet_openers', __( 'Drawer openers', 'islet' ), 'islet_render_openers_field', ISLET_PAGE, 'islet_drawer', array( 'label_for' => 'islet_openers' ) );
	add_settings_field( 'islet_blocks', __( 'CommerceKit blocks', 'islet' ), 'islet_render_blocks_field', ISLET_PAGE, 'islet_drawer' );
	add_settings_section( 'islet_first_paint', __( 'First paint', 'islet' ), '__return_false', ISLET_PAGE );
	add_settings_field( 'islet_first_paint', __( 'Page loading', 'islet' ), 'islet_render_first_paint_field', ISLET_PAGE, 'islet_first_paint' );
}

/**
 * Lets shop managers save through options.php, which asks for manage_options by default
 * (option_page_capability_islet).
 *
 * @return string
 */
function islet_option_page_capability() {
	return islet_settings_capability();
}

/**
 * Section intro.
 */
function islet_render_islands_intro() {
	echo '<p>' . esc_html__( 'Each island replaces part of WooCommerce\'s jQuery scripts on the storefront. Switch one off to give that part back to WooCommerce.', 'islet' ) . '</p>';
}

/**
 * One checkbox per island.
 */
function islet_render_islands_field() {
	$settings = islet_get_settings();
	$labels   = islet_island_labels();
	echo '<fieldset>';
	foreach ( islet_island_names() as $name ) {
		printf(
			'<label><input type="checkbox" name="%1$s[islands][%2$s]" value="1"%3$s> %4$s</label><br>',
			esc_attr( ISLET_OPTION ),
			esc_attr( $name ),
			checked( ! empty( $settings['islands'][ $name ] ), true, false ),
			esc_html( isset( $labels[ $name ] ) ? $labels[ $name ] : $name )
		);
	}
	echo '</fieldset>';
}

/**
 * The openers selector.
 */
function islet_render_openers_field() {
	$settings = islet_get_settings();
	printf(
		'<input type="text" class="regular-text code" id="islet_openers" name="%1$s[openers]" value="%2$s"><p class="description">%3$s</p>',
		esc_attr( ISLET_OPTION ),
		esc_attr( $settings['openers'] ),
		/* translators: %s: the default CSS selector. */
		esc_html( sprintf( __( 'CSS selector of the elements that open the drawer. Default: %s', 'islet' ), ISLET_DEFAULT_OPENERS ) )
	);
}

/**
 * Blocks on or off.
 */
function islet_render_blocks_field() {
	$settings = islet_get_settings();
	printf(
		'<label><input type="checkbox" name="%1$s[blocks]" value="1"%2$s> %3$s</label>',
		esc_attr( ISLET_OPTION ),
		checked( $settings['blocks'], true, false ),
		esc_html__( 'Ask CommerceKit separately for the drawer\'s free-shipping bar and order bumps (only for a drawer whose cart fragments lack them; Shoptimizer\'s drawer has them)', 'islet' )
	);
	if ( ! islet_is_commercekit_active() ) {
		echo '<p class="description">' . esc_html__( 'CommerceKit is not active, so the drawer does not ask for these blocks.', 'islet' ) . '</p>';
	}
}

/**
 * The settings page: the Settings tab, and where WooCommerce is active the Status tab
 * (includes/status-admin.php).
 */
function islet_render_settings_page() {
	if ( ! current_user_can( islet_settings_capability() ) ) {
		return;
	}
	echo '<div class="wrap"><h1>' . esc_html__( 'Islet for WooCommerce', 'islet' ) . '</h1>';
	if ( ! islet_is_woocommerce_active() ) {
		echo '<div class="notice notice-warning inline"><p>' . esc_html( islet_missing_woocommerce_message() ) . '</p></div>';
	}
	$tab = islet_is_woocommerce_active() ? islet_current_settings_tab() : 'settings';
	if ( islet_is_woocommerce_active() ) {
		islet_render_settings_tabs( $tab );
	}
	if ( 'status' === $tab ) {
		islet_render_status_tab();
		echo '</div>';
		return;
	}
	settings_errors( ISLET_OPTION );
	echo '<form action="options.php" method="post">';
	settings_fields( ISLET_PAGE );
	do_settings_sections( ISLET_PAGE );
	submit_button();
	echo '</form></div>';
}

/**
 * @return string
 */
function islet_missing_woocommerce_message() {
	return __( 'Islet needs WooCommerce. Install and activate WooCommerce; until then Islet changes nothing on your store.', 'islet' );
}

/**
 * The missing-WooCommerce notice, for those who can install plugins (admin_notices).
 */
function islet_missing_woocommerce_notice() {
	if ( islet_is_woocommerce_active() || ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-warning islet-notice-missing-woocommerce"><p>' . esc_html( islet_missing_woocommerce_message() ) . '</p></div>';
}

/**
 * A notice when the bundle is missing (a checkout without `npm run build`), for those who
 * can fix it (admin_notices).
 */
function islet_missing_bundle_notice() {
	if ( ! islet_is_woocommerce_active() || null !== islet_asset_manifest() || ! current_user_can( 'activate_plugins' ) ) {
		return;
	}
	echo '<div class="notice notice-error islet-notice-missing-bundle"><p>' . esc_html__( 'Islet\'s script bundle is missing (assets/build/manifest.json). Reinstall the plugin from its release zip.', 'islet' ) . '</p></div>';
}

/**
 * A "Settings" link on the Plugins screen (plugin_action_links_{basename}).
 *
 * @param string[] $links Links.
 * @return string[]
 */
function islet_plugin_action_links( $links ) {
	$parent = islet_is_woocommerce_active() ? 'admin.php' : 'options-general.php';
	$url    = add_query_arg( 'page', ISLET_PAGE, admin_url( $parent ) );
	array_unshift( $links, '<a href="' . esc_url( $url ) . '">' . esc_html__( 'Settings', 'islet' ) . '</a>' );
	return $links;
}
