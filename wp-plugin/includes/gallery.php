<?php
/**
 * The product gallery and its lightbox (issue 6): ports of scripts/demo-store/islands-gallery.ts,
 * islands/gallery/from-commercekit.ts and scripts/demo-store/islands-lightbox.ts. CommerceKit
 * prints its gallery data as inline `var … = {…};` scripts in the page (commercekit_pdp,
 * cgkit_attr_gallery, cgkit_variations), so the props are read from the finished page in the
 * same output buffer as the other product islands.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_GALLERY_WRAPPER_START = '<div id="commercegurus-pdp-gallery-wrapper"';

/**
 * The gallery island's props from the page's CommerceKit data; null when it has none.
 *
 * @param array $vars The page's inline objects (islet_inline_vars()).
 * @return array|null
 */
function islet_gallery_props( array $vars ) {
	if ( ! isset( $vars['cgkit_attr_gallery'], $vars['commercekit_pdp'] ) || ! is_array( $vars['cgkit_attr_gallery'] ) || ! is_array( $vars['commercekit_pdp'] ) ) {
		return null;
	}
	$pdp  = $vars['commercekit_pdp'];
	$pick = static function ( $key ) use ( $pdp ) {
		return isset( $pdp[ $key ] ) ? $pdp[ $key ] : null;
	};
	$variations = isset( $vars['cgkit_variations'] ) && is_array( $vars['cgkit_variations'] ) ? $vars['cgkit_variations'] : array();
	return array(
		'layout'       => $pick( 'pdp_gallery_layout' ),
		'mobileLayout' => $pick( 'pdp_mobile_layout' ),
		'showEdge'     => is_numeric( $pick( 'pdp_showedge_percent' ) ) ? $pick( 'pdp_showedge_percent' ) + 0 : null,
		'thumbs'       => array(
			'desktop'  => $pick( 'pdp_thumbnails' ),
			'mobile'   => $pick( 'pdp_m_thumbs' ),
			'vertical' => $pick( 'pdp_v_thumbs' ),
		),
		'lightbox'     => $pick( 'pdp_lightbox' ),
	) + islet_galleries_from( $vars['cgkit_attr_gallery'], $variations );
}

/**
 * CommerceKit's gallery in the `gallery` island (the phone's show-edge layout adds its class).
 *
 * @param string     $html Page.
 * @param array|null $vars The page's inline objects, when the caller has read them already.
 * @return string
 */
function islet_place_gallery( $html, $vars = null ) {
	$start = strpos( $html, ISLET_GALLERY_WRAPPER_START );
	$end   = false === $start ? -1 : islet_find_element_end( $html, $start, 'div' );
	$props = $end < 0 ? null : islet_gallery_props( null === $vars ? islet_inline_vars( $html ) : $vars );
	if ( null === $props ) {
		return $html;
	}
	$inner = substr( $html, $start, $end - $start );
	if ( 'show-edge' === $props['mobileLayout'] ) {
		$inner = preg_replace( '/(<div id="commercegurus-pdp-gallery" class=")/', '$1cgkit-m-show-edge ', $inner, 1 );
	}
	return substr( $html, 0, $start ) . islet_render_island( 'gallery', 1, 'idle', $props, $inner ) . substr( $html, $end );
}

/**
 * The lightbox island's props: the gallery to read, CommerceKit's lightbox settings, strings.
 *
 * @param array $vars The page's inline objects (islet_inline_vars()).
 * @return array
 */
function islet_lightbox_props( array $vars ) {
	$pdp  = isset( $vars['commercekit_pdp'] ) && is_array( $vars['commercekit_pdp'] ) ? $vars['commercekit_pdp'] : array();
	$flag = static function ( $key, $fallback ) use ( $pdp ) {
		return array_key_exists( $key, $pdp ) ? in_array( $pdp[ $key ], array( 1, '1', true ), true ) : $fallback;
	};
	return array(
		'gallery' => '#commercegurus-pdp-gallery',
		'slides'  => '.cg-main-swiper .swiper-slide',
		'gid'     => 1,
		'enabled' => $flag( 'pdp_lightbox', true ),
		'caption' => $flag( 'pdp_lightbox_cap', false ),
		'strings' => array(
			'error'     => __( 'The image could not be loaded.', 'islet' ),
			'errorLink' => __( 'The image', 'islet' ),
			'dialog'    => __( 'Product images', 'islet' ),
			'close'     => __( 'Close (Esc)', 'islet' ),
			'zoom'      => __( 'Zoom in/out', 'islet' ),
			'previous'  => __( 'Previous (arrow left)', 'islet' ),
			'next'      => __( 'Next (arrow right)', 'islet' ),
		),
	);
}

/**
 * The lightbox island, empty, right after the gallery wrapper, or after the gallery island when
 * that wraps it (a sibling, so a gallery re-render never removes it).
 *
 * @param string     $html Page.
 * @param array|null $vars The page's inline objects, when the caller has read them already.
 * @return string
 */
function islet_place_lightbox( $html, $vars = null ) {
	$start = strpos( $html, ISLET_GALLERY_WRAPPER_START );
	if ( false === $start ) {
		return $html;
	}
	$island = strrpos( substr( $html, 0, $start ), '<div data-island="gallery"' );
	$end    = -1;
	if ( false !== $island && '</script>' === substr( $html, $start - strlen( '</script>' ), strlen( '</script>' ) ) ) {
		$island_end = islet_find_element_end( $html, $island, 'div' );
		$end        = $island_end > $start ? $island_end : -1;
	}
	$end = $end < 0 ? islet_find_element_end( $html, $start, 'div' ) : $end;
	if ( $end < 0 ) {
		return $html;
	}
	return substr( $html, 0, $end ) . islet_render_island( 'lightbox', 1, 'interaction', islet_lightbox_props( null === $vars ? islet_inline_vars( $html ) : $vars ) ) . substr( $html, $end );
}
