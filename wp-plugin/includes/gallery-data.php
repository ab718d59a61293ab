<?php
/**
 * CommerceKit's gallery data turned into the gallery island's images and galleries (the
 * island picks among them with galleryFor(), islands/gallery/select.ts).
 *
 * @package Islet
 */

defined( 'ABSPATH' ) || exit;

/**
 * CommerceKit's objects the gallery and lightbox read (commercekit_pdp, cgkit_attr_gallery,
 * cgkit_variations), decoded, from what its settings and gallery callbacks printed
 * (includes/page-data.php); the settings' first, each name once.
 *
 * @return array<string, mixed>
 */
function islet_commercekit_vars() {
	$vars = array();
	foreach ( array( 'commercekit', 'gallery' ) as $key ) {
		foreach ( islet_captured_vars( $key ) as $name => $source ) {
			$value = isset( $vars[ $name ] ) ? null : json_decode( $source, true );
			if ( null !== $value ) {
				$vars[ $name ] = $value;
			}
		}
	}
	return $vars;
}

/**
 * Attributes of the first `$tag` element in a CommerceKit HTML string (`<img` may be `&lt;img`).
 *
 * @param string $html Markup.
 * @param string $tag  Tag name.
 * @return array<string, string>
 */
function islet_tag_attributes( $html, $tag ) {
	$attributes = array();
	if ( ! preg_match( '/(?:<|&lt;)' . $tag . '\b([^>]*)>/i', $html, $match ) ) {
		return $attributes;
	}
	preg_match_all( '/([\w:-]+)="([^"]*)"/', $match[1], $pairs, PREG_SET_ORDER );
	$entities = array(
		'&amp;'  => '&',
		'&quot;' => '"',
		'&#039;' => "'",
		'&#39;'  => "'",
		'&lt;'   => '<',
		'&gt;'   => '>',
	);
	foreach ( $pairs as $pair ) {
		$attributes[ strtolower( $pair[1] ) ] = strtr( $pair[2], $entities );
	}
	return $attributes;
}

/**
 * A positive number from an attribute, else $fallback .
 *
 * @param string|null $value    Attribute.
 * @param int|float   $fallback Default.
 * @return int|float
 */
function islet_positive_number( $value, $fallback ) {
	if ( null === $value || ! is_numeric( trim( $value ) ) ) {
		return $fallback;
	}
	$number = trim( $value ) + 0;
	return $number > 0 ? $number : $fallback;
}

/**
 * One gallery image from CommerceKit's slide and thumbnail HTML.
 *
 * @param int         $id         Attachment id.
 * @param string      $slide_html Slide `<li>`.
 * @param string|null $thumb_html Thumbnail `<li>`.
 * @return array|null
 */
function islet_gallery_image( $id, $slide_html, $thumb_html ) {
	$img  = islet_tag_attributes( $slide_html, 'img' );
	$link = islet_tag_attributes( $slide_html, 'a' );
	$src  = isset( $link['href'] ) ? $link['href'] : ( isset( $img['src'] ) ? $img['src'] : '' );
	if ( '' === $src ) {
		return null;
	}
	$size  = explode( 'x', isset( $link['data-size'] ) ? $link['data-size'] : '' );
	$get   = static function ( $attributes, $key, $fallback = '' ) {
		return isset( $attributes[ $key ] ) ? $attributes[ $key ] : $fallback;
	};
	$thumb = array(
		'src'    => $src,
		'width'  => 150,
		'height' => 192,
		'srcset' => '',
		'sizes'  => '',
	);
	if ( null !== $thumb_html && '' !== $thumb_html ) {
		$small = islet_tag_attributes( $thumb_html, 'img' );
		$thumb = array(
			'src'    => $get( $small, 'src', $src ),
			'width'  => islet_positive_number( $get( $small, 'width', null ), 150 ),
			'height' => islet_positive_number( $get( $small, 'height', null ), 192 ),
			'srcset' => $get( $small, 'srcset' ),
			'sizes'  => $get( $small, 'sizes' ),
		);
	}
	return array(
		'id'      => $id,
		'src'     => $src,
		'width'   => islet_positive_number( $get( $img, 'width', null ), islet_positive_number( $size[0], 800 ) ),
		'height'  => islet_positive_number( $get( $img, 'height', null ), islet_positive_number( isset( $size[1] ) ? $size[1] : null, 1024 ) ),
		'srcset'  => $get( $img, 'srcset', $get( $img, 'data-srcset' ) ),
		'sizes'   => $get( $img, 'sizes' ),
		'alt'     => $get( $img, 'alt' ),
		'title'   => $get( $img, 'title' ),
		'caption' => $get( $img, 'data-caption' ),
		'thumb'   => $thumb,
		'video'   => null,
	);
}

/**
 * Image ids of one CommerceKit gallery, adding new images to $images.
 *
 * @param mixed $gallery `{images: {img_ID: html}, thumbs: {img_ID: html}}`.
 * @param array $images  Images by id (in first-seen order).
 * @return int[]
 */
function islet_collect_gallery( $gallery, array &$images ) {
	$ids = array();
	foreach ( isset( $gallery['images'] ) && is_array( $gallery['images'] ) ? $gallery['images'] : array() as $key => $html ) {
		$id = preg_match( '/^img_(\d+)$/', (string) $key, $match ) ? (int) $match[1] : 0;
		if ( $id <= 0 || ! is_string( $html ) ) {
			continue;
		}
		$thumb = isset( $gallery['thumbs'][ $key ] ) && is_string( $gallery['thumbs'][ $key ] ) ? $gallery['thumbs'][ $key ] : null;
		$image = isset( $images[ $id ] ) ? $images[ $id ] : islet_gallery_image( $id, $html, $thumb );
		if ( null === $image ) {
			continue;
		}
		$images[ $id ] = $image;
		$ids[]         = $id;
	}
	return $ids;
}

/**
 * A readable, stable slug for attributes: `colour-blue`, `colour-blue_size-m`.
 *
 * @param array<string, string> $attributes Attribute name => value.
 * @return string
 */
function islet_gallery_slug( $attributes ) {
	$parts = array();
	foreach ( $attributes as $name => $value ) {
		$parts[] = preg_replace( '/^attribute_(pa_)?/', '', $name ) . '-' . $value;
	}
	return preg_replace( '/[^a-z0-9_-]+/', '-', strtolower( implode( '_', $parts ) ) );
}

/**
 * The gallery a selection shows (galleryFor() in islands/gallery/select.ts).
 *
 * @param array $galleries Entries `{slug, attributes, ids}`.
 * @param array $selection Attribute name => value.
 * @return array|null
 */
function islet_gallery_for( array $galleries, array $selection ) {
	$best = null;
	foreach ( $galleries as $entry ) {
		$attributes = (array) $entry['attributes'];
		foreach ( $attributes as $name => $value ) {
			if ( ( isset( $selection[ $name ] ) ? $selection[ $name ] : '' ) !== $value ) {
				continue 2;
			}
		}
		if ( array() !== $entry['ids'] && ( null === $best || count( $attributes ) > count( (array) $best['attributes'] ) ) ) {
			$best = $entry;
		}
	}
	return null !== $best ? $best : ( isset( $galleries[0] ) ? $galleries[0] : null );
}

/**
 * String-valued attributes only, as a map (an empty one prints as `{}`).
 *
 * @param mixed $raw Attributes.
 * @return array|stdClass
 */
function islet_string_attributes( $raw ) {
	$attributes = array();
	foreach ( is_array( $raw ) ? $raw : array() as $name => $value ) {
		if ( is_string( $value ) ) {
			$attributes[ (string) $name ] = $value;
		}
	}
	return array() === $attributes ? new stdClass() : $attributes;
}

/**
 * Whether a gallery's attributes are all in a choice, as CommerceKit tests them (cgkitIsSubset).
 *
 * @param array $gallery    `{attributes, ids}`.
 * @param array $attributes The choice: attribute name => value.
 * @return bool
 */
function islet_gallery_within( array $gallery, array $attributes ) {
	foreach ( (array) $gallery['attributes'] as $name => $value ) {
		if ( ! isset( $attributes[ $name ] ) || $attributes[ $name ] !== $value ) {
			return false;
		}
	}
	return true;
}

/**
 * What CommerceKit shows for a choice (shownFor()): the images of every variation gallery, then
 * every attribute gallery, within the choice, each image once, then the global gallery's.
 *
 * @param array $attributes The choice: attribute name => value.
 * @param array $sources    `{attributes, ids}`: variation galleries, then attribute galleries.
 * @param int[] $global     The global gallery's ids.
 * @return int[]
 */
function islet_gallery_shown_for( array $attributes, array $sources, array $global ) {
	$ids = array();
	foreach ( $sources as $source ) {
		if ( islet_gallery_within( $source, $attributes ) ) {
			$ids = array_merge( $ids, $source['ids'] );
		}
	}
	return array_values( array_unique( array_merge( $ids, $global ) ) );
}

/**
 * The default gallery, then one per attribute gallery, then the variation galleries that differ
 * from what their attributes already show. Each but the default holds all
 * CommerceKit shows for its attributes (islet_gallery_shown_for()).
 *
 * @param array $attr_gallery cgkit_attr_gallery.
 * @param array $variations   cgkit_variations.
 * @param array $global       cgkit_glob_gallery.
 * @return array{images: array, galleries: array}
 */
function islet_galleries_from( array $attr_gallery, array $variations, array $global = array() ) {
	$images  = array();
	$default = null;
	foreach ( $attr_gallery as $index => $entry ) {
		if ( null === $default && isset( $entry['attributes'] ) && is_array( $entry['attributes'] ) && array_key_exists( 'default_gallery', $entry['attributes'] ) ) {
			$default = $index;
		}
	}
	$galleries = array(
		array(
			'slug'       => 'default_gallery',
			'attributes' => new stdClass(),
			'ids'        => null === $default ? array() : islet_collect_gallery( $attr_gallery[ $default ]['gallery'], $images ),
		),
	);
	foreach ( $attr_gallery as $index => $entry ) {
		if ( $index === $default ) {
			continue;
		}
		$attributes  = islet_string_attributes( isset( $entry['attributes'] ) ? $entry['attributes'] : array() );
		$galleries[] = array(
			'slug'       => islet_gallery_slug( (array) $attributes ),
			'attributes' => $attributes,
			'ids'        => islet_collect_gallery( isset( $entry['gallery'] ) ? $entry['gallery'] : array(), $images ),
		);
	}
	$by_attributes = $galleries;
	$sources       = array();
	foreach ( $variations as $variation ) {
		$attributes = isset( $variation['attributes'] ) && is_array( $variation['attributes'] ) ? $variation['attributes'] : array();
		$ids        = islet_collect_gallery( isset( $variation['gallery'] ) ? $variation['gallery'] : array(), $images );
		$sources[]  = array(
			'attributes' => $attributes,
			'ids'        => $ids,
		);
		$shown = islet_gallery_for( $by_attributes, $attributes );
		if ( array() !== $ids && ( null === $shown || $shown['ids'] !== $ids ) ) {
			$galleries[] = array(
				'slug'       => 'variation_' . islet_gallery_slug( $attributes ),
				'attributes' => array() === $attributes ? new stdClass() : $attributes,
				'ids'        => $ids,
			);
		}
	}
	$global_ids = islet_collect_gallery( $global, $images );
	$sources    = array_merge( $sources, array_slice( $by_attributes, 1 ) );
	foreach ( $galleries as $index => $entry ) {
		if ( $index > 0 ) {
			$galleries[ $index ]['ids'] = islet_gallery_shown_for( (array) $entry['attributes'], $sources, $global_ids );
		}
	}
	return array(
		'images'    => array_values( $images ),
		'galleries' => $galleries,
	);
}
