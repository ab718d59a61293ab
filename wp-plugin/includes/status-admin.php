<?php
/**
 * WooCommerce → Islet → Status (docs/decisions/0040-status-page.md): the "Check pages" button,
 * per page type what the last check found, and the links to view each page with Islet and, for
 * administrators, without it; the same link in the admin bar on the storefront.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/** The admin-post action of the "Check pages" button. */
const ISLET_STATUS_CHECK_ACTION = 'islet_status_check';

/**
 * The settings page's tabs.
 *
 * @return array<string, string> Slug => label.
 */
function islet_settings_tabs() {
	return array(
		'settings' => __( 'Settings', 'islet' ),
		'status'   => __( 'Status', 'islet' ),
	);
}

/**
 * The tab this request shows.
 *
 * @return string A key of islet_settings_tabs().
 */
function islet_current_settings_tab() {
	$tab = isset( $_GET['tab'] ) && is_string( $_GET['tab'] ) ? sanitize_key( wp_unslash( $_GET['tab'] ) ) : ''; // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which tab, not an action.
	return isset( islet_settings_tabs()[ $tab ] ) ? $tab : 'settings';
}

/**
 * The settings page's URL, on a tab.
 *
 * @param string $tab A key of islet_settings_tabs().
 * @return string
 */
function islet_settings_tab_url( $tab ) {
	$parent = islet_is_woocommerce_active() ? 'admin.php' : 'options-general.php';
	$url    = add_query_arg( 'page', ISLET_PAGE, admin_url( $parent ) );
	return 'settings' === $tab ? $url : add_query_arg( 'tab', $tab, $url );
}

/**
 * The tabs, WordPress's nav-tab markup.
 *
 * @param string $current The tab shown.
 */
function islet_render_settings_tabs( $current ) {
	echo '<nav class="nav-tab-wrapper" aria-label="' . esc_attr__( 'Islet', 'islet' ) . '">';
	foreach ( islet_settings_tabs() as $tab => $label ) {
		printf(
			'<a href="%1$s" class="nav-tab%2$s"%3$s>%4$s</a>',
			esc_url( islet_settings_tab_url( $tab ) ),
			$tab === $current ? ' nav-tab-active' : '',
			$tab === $current ? ' aria-current="page"' : '',
			esc_html( $label )
		);
	}
	echo '</nav>';
}

/**
 * The compare view of a page of the store (served to administrators only).
 *
 * @param string $url Page.
 * @return string
 */
function islet_compare_url( $url ) {
	return add_query_arg( ISLET_VIEW_ARG, ISLET_VIEW_LEGACY, $url );
}

/**
 * The Status tab: the button, the last check's rows, and what they count.
 */
function islet_render_status_tab() {
	$results = get_option( ISLET_STATUS_OPTION );
	echo '<p>' . esc_html__( 'For each kind of page of your store: the islands Islet prints there, the legacy scripts and stylesheets it takes off, and the files the page links with Islet and without it. "Check pages" loads each page through your site, as a new visitor would see it.', 'islet' ) . '</p>';
	printf(
		'<form method="post" action="%1$s"><input type="hidden" name="action" value="%2$s">',
		esc_url( admin_url( 'admin-post.php' ) ),
		esc_attr( ISLET_STATUS_CHECK_ACTION )
	);
	wp_nonce_field( ISLET_STATUS_CHECK_ACTION );
	submit_button( __( 'Check pages', 'islet' ), 'primary', 'submit', false );
	echo '</form>';
	if ( ! is_array( $results ) || ! isset( $results['rows'] ) || ! is_array( $results['rows'] ) ) {
		echo '<p>' . esc_html__( 'No check yet.', 'islet' ) . '</p>';
		return;
	}
	islet_render_status_notices( $results );
	/* translators: %s: date and time of the check. */
	echo '<p>' . esc_html( sprintf( __( 'Last checked: %s', 'islet' ), wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), (int) $results['time'] ) ) ) . '</p>';
	echo '<table class="widefat striped islet-status"><thead><tr>';
	$columns = array(
		array( __( 'Page', 'islet' ), '15em' ),
		array( __( 'Islands printed', 'islet' ), '12em' ),
		array( __( 'Taken off', 'islet' ), '' ),
		array( __( 'Keeps jQuery', 'islet' ), '10em' ),
		array( __( 'Files the page links', 'islet' ), '19em' ),
	);
	foreach ( $columns as list( $heading, $width ) ) {
		echo '<th scope="col"' . ( '' === $width ? '' : ' style="width:' . esc_attr( $width ) . '"' ) . '>' . esc_html( $heading ) . '</th>';
	}
	echo '</tr></thead><tbody>';
	foreach ( $results['rows'] as $row ) {
		islet_render_status_row( $row );
	}
	echo '</tbody></table>';
	echo '<p class="description">' . esc_html__( 'Files: the script and stylesheet files the page\'s HTML links, with the summed size of those that are files of this site, before compression. Island code that loads when an island starts, and files other scripts add later, are not counted.', 'islet' ) . '</p>';
}

/**
 * What went wrong in the last check as a whole: the site could not load itself; the cart
 * stayed empty.
 *
 * @param array $results islet_status_run_check().
 */
function islet_render_status_notices( array $results ) {
	$loopback = array_filter(
		$results['rows'],
		static function ( $row ) {
			return ! empty( $row['islet']['loopback'] ) || ! empty( $row['legacy']['loopback'] );
		}
	);
	if ( array() !== $loopback ) {
		echo '<div class="notice notice-error inline islet-status-loopback"><p>' . esc_html__( 'Your site could not load some of its own pages (a loopback request), so they could not be checked. WordPress\'s Site Health tests loopback requests and says what blocks them:', 'islet' ) . ' <a href="' . esc_url( admin_url( 'site-health.php' ) ) . '">' . esc_html__( 'Tools → Site Health', 'islet' ) . '</a></p></div>';
	}
	if ( false === ( isset( $results['cart'] ) ? $results['cart'] : null ) ) {
		echo '<div class="notice notice-warning inline islet-status-cart"><p>' . esc_html__( 'The check could not add a product to its cart: the cart page was checked empty, and WooCommerce sends an empty cart from the checkout to the cart page.', 'islet' ) . '</p></div>';
	}
}

/**
 * Row labels, by sample key (islet_status_samples()).
 *
 * @return array<string, string>
 */
function islet_status_sample_labels() {
	return array(
		'home'               => __( 'Home', 'islet' ),
		'shop'               => __( 'Shop', 'islet' ),
		'category'           => __( 'Product category', 'islet' ),
		'search'             => __( 'Product search', 'islet' ),
		'product-variable'   => __( 'Product: variable', 'islet' ),
		'product-simple'     => __( 'Product: simple', 'islet' ),
		'product-outofstock' => __( 'Product: out of stock', 'islet' ),
		'cart'               => __( 'Cart (one product in it)', 'islet' ),
		'checkout'           => __( 'Checkout (one product in the cart)', 'islet' ),
		'myaccount'          => __( 'My account', 'islet' ),
		'wishlist'           => __( 'Wishlist (CommerceKit)', 'islet' ),
	);
}

/**
 * One page type's row.
 *
 * @param array $row A row of islet_status_run_check().
 */
function islet_render_status_row( array $row ) {
	$labels = islet_status_sample_labels();
	$islet  = isset( $row['islet'] ) ? $row['islet'] : array();
	$legacy = isset( $row['legacy'] ) ? $row['legacy'] : array();
	printf( '<tr data-islet-status-row="%s"><th scope="row"><strong>%s</strong>', esc_attr( $row['key'] ), esc_html( isset( $labels[ $row['key'] ] ) ? $labels[ $row['key'] ] : $row['key'] ) );
	$query = (string) wp_parse_url( $row['url'], PHP_URL_QUERY );
	printf( '<br><a href="%1$s">%2$s</a>', esc_url( $row['url'] ), esc_html( (string) wp_parse_url( $row['url'], PHP_URL_PATH ) . ( '' === $query ? '' : '?' . $query ) ) );
	echo '<br><a href="' . esc_url( $row['url'] ) . '" data-islet-view="islet">' . esc_html__( 'View with Islet', 'islet' ) . '</a>';
	if ( current_user_can( 'manage_options' ) ) {
		echo ' | <a href="' . esc_url( islet_compare_url( $row['url'] ) ) . '" data-islet-view="legacy">' . esc_html__( 'Compare (without Islet)', 'islet' ) . '</a>';
	}
	echo '</th>';
	if ( isset( $islet['error'] ) ) {
		echo '<td colspan="4" data-islet-status-error>' . esc_html( $islet['error'] ) . '</td></tr>';
		return;
	}
	/* translators: %d: how many islands. */
	$summary = sprintf( _n( '%d island', '%d islands', count( $islet['islands'] ), 'islet' ), count( $islet['islands'] ) );
	echo '<td data-islet-status-islands>' . islet_status_list_html( islet_status_island_items( $islet['islands'] ), $summary ) . '</td>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by islet_status_list_html().
	echo '<td data-islet-status-removed>' . islet_status_removed_html( $islet['removed'] ) . '</td>'; // phpcs:ignore WordPress.Security.EscapeOutput.OutputNotEscaped -- escaped by islet_status_list_html().
	echo '<td data-islet-status-jquery>' . esc_html( array() === $islet['keepJquery'] ? __( 'No', 'islet' ) : implode( ', ', str_replace( '(inline)', __( 'an inline script', 'islet' ), $islet['keepJquery'] ) ) ) . '</td>';
	echo '<td data-islet-status-files>' . esc_html( islet_status_files_text( __( 'With Islet', 'islet' ), $islet ) ) . '<br>' . esc_html( islet_status_files_text( __( 'Without', 'islet' ), $legacy ) ) . '</td></tr>';
}

/**
 * Islands as list items: name and label.
 *
 * @param string[] $islands Island names.
 * @return array<int, array{0: string, 1: string}>
 */
function islet_status_island_items( array $islands ) {
	$labels = islet_island_labels();
	$items  = array();
	foreach ( $islands as $name ) {
		$items[] = array( $name, isset( $labels[ $name ] ) ? $labels[ $name ] : '' );
	}
	return $items;
}

/**
 * What the rule took off, with the legacy table's `work` text for each.
 *
 * @param array<string, string[]> $removed Handles, inline callbacks, inline parts, styles.
 * @return string HTML.
 */
function islet_status_removed_html( array $removed ) {
	$table = islet_legacy_table();
	$items = array();
	foreach ( ISLET_STATUS_REMOVED_KINDS as $kind ) {
		foreach ( $removed[ $kind ] as $key ) {
			$row     = isset( $table[ $kind ][ $key ]['work'] ) ? $table[ $kind ][ $key ]['work'] : null;
			$items[] = array( 'styles' === $kind ? $key . ' (CSS)' : $key, null !== $row ? $row : islet_status_unlisted_work( $kind, $key, $table ) );
		}
	}
	$summary = sprintf(
		/* translators: 1: script files, 2: inline scripts, 3: stylesheets. */
		__( '%1$d scripts, %2$d inline scripts, %3$d stylesheets', 'islet' ),
		count( $removed['handles'] ),
		count( $removed['inline'] ) + count( $removed['parts'] ),
		count( $removed['styles'] )
	);
	return islet_status_list_html( $items, $summary );
}

/**
 * Why a handle the table has no row for left: a library, or a dependency of scripts that left.
 *
 * @param string $kind  Table section.
 * @param string $key   Handle.
 * @param array  $table islet_legacy_table().
 * @return string
 */
function islet_status_unlisted_work( $kind, $key, array $table ) {
	if ( 'handles' === $kind && isset( $table['libraries'][ $key ] ) ) {
		return __( 'A library no script left on the page needs', 'islet' );
	}
	return __( 'Needed only by scripts that left the page', 'islet' );
}

/**
 * A collapsed list: its summary, each item a code name and its text.
 *
 * @param array<int, array{0: string, 1: string}> $items   Name, text.
 * @param string                                  $summary What the list holds, in words.
 * @return string HTML.
 */
function islet_status_list_html( array $items, $summary ) {
	if ( array() === $items ) {
		return esc_html__( 'None', 'islet' );
	}
	$html = '<details><summary>' . esc_html( $summary ) . '</summary><ul>';
	foreach ( $items as list( $name, $text ) ) {
		$html .= '<li><code>' . esc_html( $name ) . '</code>' . ( '' === $text ? '' : ' ' . esc_html( $text ) ) . '</li>';
	}
	return $html . '</ul></details>';
}

/**
 * One view's files in words: scripts, stylesheets, the size of those of this site.
 *
 * @param string $label "With Islet" or "Without".
 * @param array  $view  A summary (islet_status_summary()) or {error}.
 * @return string
 */
function islet_status_files_text( $label, array $view ) {
	if ( isset( $view['error'] ) || ! isset( $view['scripts'], $view['styles'] ) ) {
		/* translators: 1: "With Islet" or "Without", 2: what went wrong. */
		return sprintf( __( '%1$s: not checked (%2$s)', 'islet' ), $label, isset( $view['error'] ) ? $view['error'] : '' );
	}
	$unsized = $view['scripts']['unsized'] + $view['styles']['unsized'];
	return sprintf(
		/* translators: 1: "With Islet" or "Without", 2: script files, 3: stylesheets, 4: size, 5: files of other hosts. */
		__( '%1$s: %2$d scripts, %3$d stylesheets, %4$s%5$s', 'islet' ),
		$label,
		$view['scripts']['files'],
		$view['styles']['files'],
		size_format( $view['scripts']['bytes'] + $view['styles']['bytes'], 1 ),
		/* translators: %d: files not sized. */
		0 === $unsized ? '' : sprintf( _n( ' (%d file not sized)', ' (%d files not sized)', $unsized, 'islet' ), $unsized )
	);
}

/**
 * The "Check pages" button's handler (admin-post.php): who may see the settings, with the
 * form's nonce; runs the check, keeps its results, back to the Status tab.
 */
function islet_handle_status_check() {
	if ( ! current_user_can( islet_settings_capability() ) ) {
		wp_die( esc_html__( 'You are not allowed to check Islet\'s pages.', 'islet' ), 403 );
	}
	check_admin_referer( ISLET_STATUS_CHECK_ACTION );
	update_option( ISLET_STATUS_OPTION, islet_status_run_check(), false );
	wp_safe_redirect( islet_settings_tab_url( 'status' ) );
	exit;
}
