<?php
/**
 * The first paint in wp-admin: the switch and each page type's critical CSS on the settings
 * page, and the builder (src/admin/first-paint/) that a shop manager's browser runs, by itself
 * on any admin page while a page type waits for a build, or from the settings page's button.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_FIRST_PAINT_BUILDER_HANDLE = 'islet-first-paint-builder';

/** Pages one build reads at most: the one a visitor saw and the type's samples. */
const ISLET_FIRST_PAINT_PAGES_PER_BUILD = 6;

/**
 * Hooks of wp-admin's side (islet_register_hooks()).
 */
function islet_register_first_paint_admin_hooks() {
	add_action( 'admin_enqueue_scripts', 'islet_enqueue_first_paint_builder' );
	add_action( 'admin_footer', 'islet_print_first_paint_jobs', 1 );
	add_action( 'rest_api_init', 'islet_register_first_paint_route' );
}

/**
 * Page types and pages of each for the builder: those waiting for a build, and on the settings
 * page every type the store has pages of. The page a visitor saw comes first, then the type's
 * samples, so the rules either kind of product or listing uses are in the build.
 *
 * @param bool $all Every type, not only those waiting.
 * @return array<int, array{type: string, urls: string[]}>
 */
function islet_first_paint_jobs( $all ) {
	$samples = islet_first_paint_sample_pages();
	$urls    = array();
	foreach ( islet_first_paint_wanted() as $type => $entry ) {
		$urls[ $type ] = array_merge( array( $entry['url'] ), isset( $samples[ $type ] ) ? $samples[ $type ] : array() );
	}
	if ( $all ) {
		$urls += $samples;
	}
	$jobs = array();
	foreach ( $urls as $type => $pages ) {
		$jobs[] = array(
			'type' => (string) $type,
			'urls' => array_slice( array_values( array_unique( $pages ) ), 0, ISLET_FIRST_PAINT_PAGES_PER_BUILD ),
		);
	}
	return $jobs;
}

/**
 * Pages of each main page type of the store: home; the shop, its largest category and a search
 * (themes style a search's layout apart: Shoptimizer floats its results only there); product
 * pages of each kind (islet_sample_product_urls()).
 *
 * @return array<string, string[]>
 */
function islet_first_paint_sample_pages() {
	$pages    = array( 'home' => array( home_url( '/' ) ) );
	$listing  = array_values( array_filter( islet_sample_listing_urls() + array( 'search' => islet_sample_search_url() ) ) );
	$products = islet_sample_product_urls();
	if ( array() !== $listing ) {
		$pages['listing'] = $listing;
	}
	if ( array() !== $products ) {
		$pages['product'] = $products;
	}
	return $pages;
}

/**
 * The listing pages of the store: the shop (where it is not the home page) and the largest
 * product category (also the Status page's samples, includes/status-check.php).
 *
 * @return array{shop?: string, category?: string}
 */
function islet_sample_listing_urls() {
	$listing = array();
	$shop    = function_exists( 'wc_get_page_permalink' ) ? wc_get_page_permalink( 'shop' ) : '';
	if ( is_string( $shop ) && '' !== $shop && home_url( '/' ) !== $shop ) {
		$listing['shop'] = $shop;
	}
	$categories = get_terms(
		array(
			'taxonomy'   => 'product_cat',
			'hide_empty' => true,
			'orderby'    => 'count',
			'order'      => 'DESC',
			'number'     => 1,
		)
	);
	if ( is_array( $categories ) && isset( $categories[0] ) ) {
		$link = get_term_link( $categories[0] );
		if ( is_string( $link ) ) {
			$listing['category'] = $link;
		}
	}
	return $listing;
}

/**
 * Product pages that between them show what product pages can (islet_sample_products()), each once.
 *
 * @return string[]
 */
function islet_sample_product_urls() {
	return array_values( array_unique( array_filter( islet_sample_products() ) ) );
}

/**
 * One product page of each kind, by kind: the newest published variable and simple products,
 * the newest on sale (its badge), the newest out of stock (its notice and waitlist) and the most
 * reviewed (its rating). A kind the store has none of is left out.
 *
 * @return array<string, string> `variable`, `simple`, `sale`, `outofstock`, `reviewed` => URL.
 */
function islet_sample_products() {
	if ( ! function_exists( 'wc_get_products' ) ) {
		return array();
	}
	$kinds = array(
		'variable'   => array( 'type' => 'variable' ),
		'simple'     => array( 'type' => 'simple' ),
		'sale'       => array( 'include' => function_exists( 'wc_get_product_ids_on_sale' ) ? array_merge( array( 0 ), wc_get_product_ids_on_sale() ) : array( 0 ) ),
		'outofstock' => array( 'stock_status' => 'outofstock' ),
	);
	$urls  = array();
	foreach ( $kinds as $kind => $query ) {
		$ids = wc_get_products(
			$query + array(
				'status'  => 'publish',
				'limit'   => 1,
				'return'  => 'ids',
				'orderby' => 'date',
			)
		);
		if ( is_array( $ids ) && isset( $ids[0] ) ) {
			$urls[ $kind ] = (string) get_permalink( (int) $ids[0] );
		}
	}
	$reviewed = get_posts(
		array(
			'post_type'   => 'product',
			'post_status' => 'publish',
			'orderby'     => 'comment_count',
			'order'       => 'DESC',
			'numberposts' => 1,
			'fields'      => 'ids',
		)
	);
	if ( isset( $reviewed[0] ) ) {
		$urls['reviewed'] = (string) get_permalink( (int) $reviewed[0] );
	}
	return array_filter( $urls );
}

/**
 * Whether this admin screen is Islet's settings page.
 *
 * @return bool
 */
function islet_is_settings_screen() {
	return isset( $_GET['page'] ) && ISLET_PAGE === sanitize_key( wp_unslash( $_GET['page'] ) ); // phpcs:ignore WordPress.Security.NonceVerification.Recommended -- which screen, not an action.
}

/**
 * What this admin page's builder does, or null where it has nothing to do: no right, the
 * switch off, no builder in the bundle, nothing waiting outside the settings page.
 *
 * @return array{endpoint: string, nonce: string, jobs: array, auto: bool}|null
 */
function islet_first_paint_builder_config() {
	$manifest = islet_asset_manifest();
	if ( ! islet_can_build_first_paint() || ! islet_first_paint_enabled() || null === $manifest || empty( $manifest['firstPaintBuilder'] ) ) {
		return null;
	}
	$waiting  = array() !== islet_first_paint_wanted();
	$settings = islet_is_settings_screen();
	if ( ! $waiting && ! $settings ) {
		return null;
	}
	return array(
		'endpoint' => rest_url( 'islet/v1/first-paint' ),
		'nonce'    => wp_create_nonce( 'wp_rest' ),
		'jobs'     => islet_first_paint_jobs( $settings ),
		'auto'     => $waiting,
	);
}

/**
 * Enqueues the builder in the footer where it has work (admin_enqueue_scripts).
 */
function islet_enqueue_first_paint_builder() {
	if ( null === islet_first_paint_builder_config() ) {
		return;
	}
	$manifest = islet_asset_manifest();
	wp_enqueue_script( ISLET_FIRST_PAINT_BUILDER_HANDLE, plugins_url( 'assets/build/' . $manifest['firstPaintBuilder'], ISLET_FILE ), array(), $manifest['version'], true );
}

/**
 * The builder's jobs, before its script (admin_footer, 1).
 */
function islet_print_first_paint_jobs() {
	$config = islet_first_paint_builder_config();
	if ( null === $config ) {
		return;
	}
	echo '<script type="application/json" id="islet-first-paint-jobs">' . wp_json_encode( $config, JSON_HEX_TAG | JSON_HEX_AMP | JSON_UNESCAPED_SLASHES ) . '</script>' . "\n";
}

/**
 * The first-paint field of the settings page: the switch, and per page type what is built.
 */
function islet_render_first_paint_field() {
	$settings = islet_get_settings();
	printf(
		'<label><input type="checkbox" name="%1$s[first_paint]" value="1"%2$s> %3$s</label>',
		esc_attr( ISLET_OPTION ),
		checked( $settings['first_paint'], true, false ),
		esc_html__( 'Own how Islet pages load: critical CSS inline with the rest loading without blocking, the block editor\'s stylesheets off the storefront, the product image preloaded, and the page compressed where the server does not', 'islet' )
	);
	if ( $settings['first_paint'] && islet_is_woocommerce_active() ) {
		islet_render_first_paint_table();
	}
}

/**
 * Per page type: built (size, when) or waiting; the build button.
 */
function islet_render_first_paint_table() {
	$jobs = islet_first_paint_jobs( true );
	echo '<table class="widefat striped islet-first-paint" style="max-width:40em;margin-top:1em"><thead><tr><th scope="col">' . esc_html__( 'Page type', 'islet' ) . '</th><th scope="col">' . esc_html__( 'Critical CSS', 'islet' ) . '</th></tr></thead><tbody>';
	foreach ( $jobs as $job ) {
		printf(
			'<tr data-islet-first-paint-row="%1$s"><td>%1$s</td><td data-islet-first-paint-status>%2$s</td></tr>',
			esc_attr( $job['type'] ),
			esc_html( islet_first_paint_built_text( $job['type'] ) )
		);
	}
	echo '</tbody></table><p><button type="button" class="button" data-islet-first-paint-build>' . esc_html__( 'Build critical CSS now', 'islet' ) . '</button></p>';
	echo '<p class="description">' . esc_html__( 'Built in your browser from each page as a new visitor sees it, and again by itself when a theme or plugin update changes the stylesheets. Cart and checkout load their stylesheets as before.', 'islet' ) . '</p>';
}

/**
 * What a page type has built, in words.
 *
 * @param string $type Page type.
 * @return string
 */
function islet_first_paint_built_text( $type ) {
	$wanted = islet_first_paint_wanted();
	$builds = islet_first_paint_builds( $type );
	if ( isset( $wanted[ $type ] ) || array() === $builds ) {
		return __( 'Waiting for a build', 'islet' );
	}
	return sprintf(
		/* translators: 1: size in KB, 2: date and time. */
		__( 'Built: %1$s KB, %2$s', 'islet' ),
		number_format_i18n( ( isset( $builds[0]['bytes'] ) ? (int) $builds[0]['bytes'] : 0 ) / 1024, 1 ),
		wp_date( get_option( 'date_format' ) . ' ' . get_option( 'time_format' ), isset( $builds[0]['built'] ) ? (int) $builds[0]['built'] : 0 )
	);
}
