<?php
/**
 * The product gallery and its lightbox (issue 6). CommerceKit
 * prints its gallery data as inline `var … = {…};` scripts (commercekit_pdp, cgkit_attr_gallery,
 * cgkit_variations, cgkit_glob_gallery); the props are read from what its callbacks printed, as they printed it
 * (includes/page-data.php), never from the finished page.
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

const ISLET_GALLERY_WRAPPER_START = '<div id="commercegurus-pdp-gallery-wrapper"';

/** CommerceKit's PhotoSwipe 4 dialog (`<div class="pswp" … id="pswp">`), printed after the gallery. */
const ISLET_PHOTOSWIPE4_START = '<div class="pswp" ';

/** The gallery inside it, up to its class list (the show-edge class goes first). */
const ISLET_GALLERY_START = '<div id="commercegurus-pdp-gallery" class="';

/**
 * The gallery island's props from the page's CommerceKit data; null when it has none.
 *
 * @param array $vars CommerceKit's objects (islet_commercekit_vars()).
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
	$global     = isset( $vars['cgkit_glob_gallery'] ) && is_array( $vars['cgkit_glob_gallery'] ) ? $vars['cgkit_glob_gallery'] : array();
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
	) + islet_galleries_from( $vars['cgkit_attr_gallery'], $variations, $global );
}

/**
 * CommerceKit's gallery in the `gallery` island (the phone's show-edge layout adds its class).
 *
 * @param Islet_Page $page Page.
 * @param array      $vars CommerceKit's objects (islet_commercekit_vars()).
 */
function islet_place_gallery( Islet_Page $page, array $vars ) {
	$wrapper = $page->first( ISLET_GALLERY_WRAPPER_START );
	$end     = null === $wrapper ? -1 : $page->doc->end_of( $wrapper );
	$props   = $end < 0 ? null : islet_gallery_props( $vars );
	if ( null === $props ) {
		return;
	}
	$start = $page->doc->at[ $wrapper ];
	if ( 'show-edge' === $props['mobileLayout'] ) {
		$gallery = $page->first( ISLET_GALLERY_START, $start, $end );
		if ( null !== $gallery ) {
			$page->insert( $page->doc->at[ $gallery ] + strlen( ISLET_GALLERY_START ), 'cgkit-m-show-edge ' );
		}
	}
	$page->wrap_island( $start, $end, 'gallery', $props );
}

/**
 * The lightbox island's props: the gallery to read, CommerceKit's lightbox settings, strings.
 *
 * @param array $vars CommerceKit's objects (islet_commercekit_vars()).
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
			'error'      => __( 'The image could not be loaded.', 'islet' ),
			'errorLink'  => __( 'The image', 'islet' ),
			'dialog'     => __( 'Product images', 'islet' ),
			'close'      => __( 'Close (Esc)', 'islet' ),
			'zoom'       => __( 'Zoom in/out', 'islet' ),
			'fullscreen' => __( 'Toggle fullscreen', 'islet' ),
			'previous'   => __( 'Previous (arrow left)', 'islet' ),
			'next'       => __( 'Next (arrow right)', 'islet' ),
		),
	);
}

/**
 * The lightbox island, empty, right after the gallery wrapper, after the gallery island that
 * wraps it (a sibling, so a gallery re-render never removes it): at the wrapper's end, where the
 * gallery island closes first (Islet_Page::compare()), or past a gallery island the page printed.
 *
 * @param Islet_Page $page Page.
 * @param array      $vars CommerceKit's objects (islet_commercekit_vars()).
 */
function islet_place_lightbox( Islet_Page $page, array $vars ) {
	$wrapper = $page->first( ISLET_GALLERY_WRAPPER_START );
	$end     = null === $wrapper ? -1 : $page->doc->end_of( $wrapper );
	if ( $end < 0 ) {
		return;
	}
	$start = $page->doc->at[ $wrapper ];
	foreach ( $page->all( '<div data-island="gallery"', 0, $start ) as $island ) {
		$around = $page->doc->end_of( $island );
		$end    = $around > $start ? max( $end, $around ) : $end;
	}
	$page->insert_island( $end, islet_island_markup( 'lightbox', islet_lightbox_props( $vars ) ), 'lightbox' );
	islet_remove_photoswipe4_dialog( $page, $end );
}

/**
 * CommerceKit's PhotoSwipe 4 dialog after the gallery leaves with its script: the lightbox island
 * opens PhotoSwipe 5's own, and PhotoSwipe 4's stylesheets (which hid it) leave too
 * (legacy-scripts.json).
 *
 * @param Islet_Page $page Page.
 * @param int        $from Offset past the gallery.
 */
function islet_remove_photoswipe4_dialog( Islet_Page $page, $from ) {
	foreach ( $page->all( ISLET_PHOTOSWIPE4_START, $from ) as $index ) {
		if ( 'pswp' === $page->doc->attribute( $index, 'id' ) ) {
			$page->replace( $page->doc->at[ $index ], $page->doc->end_of( $index ), '' );
			return;
		}
	}
}
