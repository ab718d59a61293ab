<?php
/**
 * The gallery and lightbox islands from CommerceKit's gallery data as its callbacks printed it
 * (includes/gallery.php, includes/page-data.php, includes/gallery-data.php): on the captured
 * product pages of the reference store, and on made-up data for what those pages do not show.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Gallery and lightbox.
 */
class GalleryIslandsTest extends Islet_Test_Case {

	const GALLERY_OPEN = '<div data-island="gallery" data-island-v="1" data-island-when="idle"><script type="application/json" data-island-props>';

	const LIGHTBOX_OPEN = '<div data-island="lightbox" data-island-v="1" data-island-when="interaction"><script type="application/json" data-island-props>';

	/** CommerceKit's PhotoSwipe 4 dialog as the captured pages print it. */
	const PHOTOSWIPE4 = '<div class="pswp" tabindex="-1" role="dialog" aria-hidden="true" id="pswp">';

	/**
	 * A captured page placed by $step with CommerceKit's objects as its callbacks printed them.
	 *
	 * @param string $step Placement (islet_place_gallery, islet_place_lightbox).
	 * @param string $html Captured page, or one changed from it.
	 * @return string
	 */
	private static function placed( $step, $html ) {
		islet_test_play_commercekit_callbacks( $html );
		return islet_test_place( $step, $html, islet_commercekit_vars() );
	}

	/**
	 * The props an island printed in $html.
	 *
	 * @param string $html Page.
	 * @param string $open The island's opening up to its props.
	 * @return array
	 */
	private static function props_after( $html, $open ) {
		$at = strpos( $html, $open ) + strlen( $open );
		return json_decode( substr( $html, $at, strpos( $html, '</script>', $at ) - $at ), true );
	}

	public function test_commercekits_gallery_wrapper_on_the_hoodie_page_sits_whole_in_the_gallery_island() {
		$html      = islet_test_captured_page( 'product-variable-hoodie.html' );
		$placed    = self::placed( 'islet_place_gallery', $html );
		$at        = strpos( $placed, self::GALLERY_OPEN );
		$props_end = strpos( $placed, '</script>', $at ) + strlen( '</script>' );
		$this->assertSame( 1, substr_count( $placed, 'data-island="gallery"' ) );
		$this->assertStringStartsWith( ISLET_GALLERY_WRAPPER_START, substr( $placed, $props_end ) );
		$start = strpos( $html, ISLET_GALLERY_WRAPPER_START );
		$end   = islet_test_element_end( $html, $start );
		$this->assertSame( substr( $html, 0, $start ) . substr( $placed, $at, $props_end - $at ) . substr( $html, $start, $end - $start ) . '</div>' . substr( $html, $end ), $placed, 'only the island added' );
	}

	public function test_the_hoodies_gallery_props_are_the_default_gallery_then_one_per_colour_each_with_the_global_images() {
		$props = self::props_after( self::placed( 'islet_place_gallery', islet_test_captured_page( 'product-variable-hoodie.html' ) ), self::GALLERY_OPEN );
		$this->assertSame( array( 'horizontal', 'default', 1.1, true ), array( $props['layout'], $props['mobileLayout'], $props['showEdge'], in_array( $props['lightbox'], array( 1, true ), true ) ) );
		$this->assertSame( array( 'desktop' => 4, 'mobile' => 4, 'vertical' => 5 ), $props['thumbs'] );
		// A colour's picture, then CommerceKit's global gallery (cgkit_glob_gallery: front and back), as it shows them.
		$this->assertSame(
			array(
				'default_gallery'  => array( 18, 19 ),
				'colour-dark-gray' => array( 20, 18, 19 ),
				'colour-white'     => array( 21, 18, 19 ),
				'colour-black'     => array( 22, 18, 19 ),
				'colour-gray'      => array( 23, 18, 19 ),
				'colour-blue'      => array( 24, 18, 19 ),
			),
			array_column( $props['galleries'], 'ids', 'slug' )
		);
		$blue = array_values(
			array_filter(
				$props['images'],
				static function ( $image ) {
					return 24 === $image['id'];
				}
			)
		)[0];
		// docs/behaviour/constants.md: images 800x1024, thumbnails 150x192; the store's own URLs.
		$this->assertSame( array( 'http://127.0.0.1:8881/wp-content/uploads/2026/11/hoodie-blue.png', 800, 1024, 'Hoodie Blue' ), array( $blue['src'], $blue['width'], $blue['height'], $blue['alt'] ) );
		$this->assertSame( array( 'http://127.0.0.1:8881/wp-content/uploads/2026/11/hoodie-blue-150x192.png', 150, 192 ), array( $blue['thumb']['src'], $blue['thumb']['width'], $blue['thumb']['height'] ) );
	}

	public function test_the_other_galleries_get_the_island_and_pages_without_one_are_left_alone() {
		foreach ( array( 'product-simple-t-shirt.html', 'product-variable-zip-hoodie.html' ) as $file ) {
			$this->assertStringContainsString( self::GALLERY_OPEN, self::placed( 'islet_place_gallery', islet_test_captured_page( $file ) ), $file );
		}
		foreach ( array( 'shop.html', 'cart-with-items.html', 'home.html' ) as $file ) {
			$html = islet_test_captured_page( $file );
			$this->assertSame( $html, self::placed( 'islet_place_gallery', $html ), $file );
			$this->assertSame( $html, self::placed( 'islet_place_lightbox', $html ), $file );
		}
	}

	/**
	 * @return array<string, array{0: string}>
	 */
	public function galleries() {
		return array(
			'Hoodie'    => array( 'product-variable-hoodie.html' ),
			'Zip'       => array( 'product-variable-zip-hoodie.html' ),
			'T-Shirt'   => array( 'product-simple-t-shirt.html' ),
			'Gift Card' => array( 'product-sold-individually-gift-card.html' ),
			'Beanie'    => array( 'product-simple-out-of-stock-beanie.html' ),
		);
	}

	/**
	 * @dataProvider galleries
	 * @param string $file Captured page.
	 */
	public function test_one_empty_lightbox_island_follows_the_gallery_wrapper_and_photoswipe_4s_dialog_leaves( $file ) {
		$html        = islet_test_captured_page( $file );
		$placed      = self::placed( 'islet_place_lightbox', $html );
		$wrapper_end = islet_test_element_end( $html, strpos( $html, ISLET_GALLERY_WRAPPER_START ) );
		$this->assertSame( 1, substr_count( $placed, 'data-island="lightbox"' ) );
		$this->assertSame( substr( $html, 0, $wrapper_end ), substr( $placed, 0, $wrapper_end ) );
		$this->assertStringStartsWith( self::LIGHTBOX_OPEN, substr( $placed, $wrapper_end ) );
		$island = substr( $placed, $wrapper_end, strpos( $placed, '</script></div>', $wrapper_end ) + strlen( '</script></div>' ) - $wrapper_end );
		$dialog = strpos( $html, self::PHOTOSWIPE4 );
		$this->assertGreaterThan( $wrapper_end, $dialog );
		$without_dialog = substr( $html, 0, $dialog ) . substr( $html, islet_test_element_end( $html, $dialog ) );
		$this->assertSame( substr( $without_dialog, 0, $wrapper_end ) . $island . substr( $without_dialog, $wrapper_end ), $placed, 'the island added, the dialog taken, nothing else' );
		$this->assertStringNotContainsString( 'id="pswp"', $placed );
		$props = self::props_after( $placed, self::LIGHTBOX_OPEN );
		$this->assertSame(
			array(
				'gallery' => '#commercegurus-pdp-gallery',
				'slides'  => '.cg-main-swiper .swiper-slide',
				'gid'     => 1,
				'enabled' => true,
				'caption' => false,
			),
			array_intersect_key( $props, array_flip( array( 'gallery', 'slides', 'gid', 'enabled', 'caption' ) ) )
		);
		$this->assertArrayNotHasKey( 'zoom', $props, 'no zoom level: the island\'s default' );
		$this->assertSame( 'The image could not be loaded.', $props['strings']['error'] );
	}

	public function test_the_lightbox_follows_commercekits_lightbox_and_caption_settings() {
		$hoodie = islet_test_captured_page( 'product-variable-hoodie.html' );
		$this->assertStringContainsString( '"pdp_lightbox":1,"pdp_lightbox_cap":0', $hoodie );
		$off   = str_replace( '"pdp_lightbox":1,"pdp_lightbox_cap":0', '"pdp_lightbox":0,"pdp_lightbox_cap":1', $hoodie );
		$props = self::props_after( self::placed( 'islet_place_lightbox', $off ), self::LIGHTBOX_OPEN );
		$this->assertFalse( $props['enabled'] );
		$this->assertTrue( $props['caption'] );
		// Without CommerceKit's data the spec's default holds: lightbox on, no caption.
		$this->assertSame( array( true, false ), array( islet_lightbox_props( array() )['enabled'], islet_lightbox_props( array() )['caption'] ) );
	}

	/**
	 * A product page with CommerceKit's wrapper and, when $data, its inline gallery data, printed
	 * by its gallery callback on this request.
	 *
	 * @param bool   $data With the inline scripts.
	 * @param string $alt  The image's alt text, as CommerceKit prints it (escaped).
	 * @return string
	 */
	private function page( $data = true, $alt = 'Hoodie' ) {
		islet_captured_output( null );
		$slide   = '<li class="swiper-slide"><a class="swiper-slide-imglink" href="/u/hoodie.jpg" data-size="800x1024"><img width="600" height="768" src="/u/hoodie-600.jpg" alt="' . $alt . '"></a></li>';
		$gallery = array(
			array(
				'attributes' => array( 'default_gallery' => '' ),
				'gallery'    => array( 'images' => array( 'img_18' => $slide ) ),
			),
		);
		$script  = '<script type="text/javascript">/* <![CDATA[ */' . "\n"
			. 'var commercekit_pdp = {"pdp_gallery_layout":"grid-2-4","pdp_mobile_layout":"show-edge","pdp_showedge_percent":"1.1","pdp_thumbnails":4,"pdp_m_thumbs":4,"pdp_v_thumbs":5,"pdp_lightbox":0};' . "\n"
			. 'var cgkit_attr_gallery = ' . wp_json_encode( $gallery ) . ";\n/* ]]> */\n</script>";
		if ( $data ) {
			islet_captured_output( 'gallery', $script );
		}
		return '<body class="single-product postid-25">' . ( $data ? $script : '' )
			. '<div id="commercegurus-pdp-gallery-wrapper" class="images"><div id="commercegurus-pdp-gallery" class="cg-layout-grid-2-4">' . $slide . '</div></div></body>';
	}

	public function test_the_gallery_props_come_from_commercekits_data() {
		$this->page();
		$props = islet_gallery_props( islet_commercekit_vars() );
		$this->assertSame( 'grid-2-4', $props['layout'] );
		$this->assertSame( 1.1, $props['showEdge'] );
		$this->assertSame(
			array( 'desktop' => 4, 'mobile' => 4, 'vertical' => 5 ),
			$props['thumbs']
		);
		$this->assertSame( array( 18 ), $props['galleries'][0]['ids'] );
		$this->assertSame( 'default_gallery', $props['galleries'][0]['slug'] );
		$image = $props['images'][0];
		$this->assertSame( array( '/u/hoodie.jpg', 600, 768 ), array( $image['src'], $image['width'], $image['height'] ) );
		$this->assertSame( array( 'src' => '/u/hoodie.jpg', 'width' => 150, 'height' => 192, 'srcset' => '', 'sizes' => '' ), $image['thumb'] );
	}

	public function test_show_edge_and_the_lightbox_sibling() {
		$page   = new Islet_Page( $this->page() );
		islet_place_gallery( $page, islet_commercekit_vars() );
		islet_place_lightbox( $page, islet_commercekit_vars() );
		$placed = $page->output();
		$this->assertStringContainsString( '<div id="commercegurus-pdp-gallery" class="cgkit-m-show-edge cg-layout-grid-2-4">', $placed );
		$gallery_end = strpos( $placed, '</div></div></div><div data-island="lightbox"' );
		$this->assertNotFalse( $gallery_end, 'the lightbox follows the gallery island, outside it' );
		$this->assertStringContainsString( '"enabled":false', $placed, 'pdp_lightbox 0' );
	}

	public function test_without_commercekit_data_the_gallery_is_left_alone() {
		$page = $this->page( false );
		$this->assertSame( $page, islet_test_place( 'islet_place_gallery', $page, islet_commercekit_vars() ) );
		$this->assertStringContainsString( '"enabled":true', islet_test_place( 'islet_place_lightbox', $page, islet_commercekit_vars() ), 'the documented default: lightbox on' );
		$this->assertSame( '<body><p>no gallery</p></body>', islet_test_place( 'islet_place_lightbox', '<body><p>no gallery</p></body>', array() ) );
	}

	public function test_hostile_alt_text_stays_inside_the_props_json() {
		$page   = $this->page( true, '&lt;/script&gt;&lt;script&gt;alert(1)&lt;/script&gt;' );
		$placed = islet_test_place( 'islet_place_gallery', $page, islet_commercekit_vars() );
		$props  = islet_gallery_props( islet_commercekit_vars() );
		$this->assertSame( '</script><script>alert(1)</script>', $props['images'][0]['alt'] );
		$this->assertSame( 1, substr_count( $placed, '<script type="application/json" data-island-props>' ) );
		$this->assertStringNotContainsString( '</script><script>alert(1)', $placed );
	}
	/**
	 * A CommerceKit gallery of these image ids, as its `<li>` strings.
	 *
	 * @param int ...$ids Image ids.
	 * @return array
	 */
	private static function ck_gallery( ...$ids ) {
		$gallery = array(
			'images' => array(),
			'thumbs' => array(),
		);
		foreach ( $ids as $id ) {
			$gallery['images'][ "img_$id" ] = "<li><a href=\"/i$id.png\" data-size=\"800x1024\"><img src=\"/i$id.png\" width=\"800\" height=\"1024\"></a></li>";
			$gallery['thumbs'][ "img_$id" ] = "<li><img src=\"/i$id-150x192.png\" width=\"150\" height=\"192\"></li>";
		}
		return $gallery;
	}

	public function test_each_choice_shows_its_variation_and_attribute_galleries_then_the_global_one() {
		$gray   = array( 'attribute_colour' => 'gray' );
		$result = islet_galleries_from(
			array(
				array(
					'attributes' => array( 'default_gallery' => 1 ),
					'gallery'    => self::ck_gallery( 1, 2 ),
				),
				array(
					'attributes' => $gray,
					'gallery'    => self::ck_gallery( 3 ),
				),
			),
			array(
				array(
					'attributes' => $gray + array( 'attribute_size' => 'l' ),
					'gallery'    => self::ck_gallery( 4 ),
				),
				array(
					'attributes' => $gray + array( 'attribute_size' => 'm' ),
					'gallery'    => self::ck_gallery( 3 ),
				),
			),
			self::ck_gallery( 1, 2 )
		);
		$this->assertSame(
			array(
				'default_gallery'              => array( 1, 2 ),
				'colour-gray'                  => array( 3, 1, 2 ),
				'variation_colour-gray_size-l' => array( 4, 3, 1, 2 ),
			),
			array_column( $result['galleries'], 'ids', 'slug' )
		);
	}

	public function test_without_a_global_gallery_a_colour_shows_its_own_images_only() {
		$result = islet_galleries_from( self::ck_attr_galleries(), self::ck_variations() );
		$this->assertSame(
			array(
				'default_gallery'              => array( 1, 2 ),
				'colour-gray'                  => array( 3 ),
				'colour-blue'                  => array( 5 ),
				'variation_colour-gray_size-l' => array( 4, 3 ),
			),
			array_column( $result['galleries'], 'ids', 'slug' )
		);
		$this->assertSame( array( 1, 2, 3, 5, 4 ), array_column( $result['images'], 'id' ), 'each image once, in the order first shown' );
	}

	public function test_a_global_image_no_other_gallery_has_joins_the_images() {
		$result = islet_galleries_from( self::ck_attr_galleries(), self::ck_variations(), self::ck_gallery( 9 ) );
		$this->assertSame( array( 3, 9 ), $result['galleries'][1]['ids'] );
		$nine = array_values(
			array_filter(
				$result['images'],
				static function ( $image ) {
					return 9 === $image['id'];
				}
			)
		);
		$this->assertSame( '/i9.png', $nine[0]['src'] );
	}

	public function test_commercekits_escaped_img_attributes_are_read_and_decoded() {
		$this->assertSame(
			array(
				'width' => '800',
				'alt'   => 'Tom & Jerry',
				'src'   => '/a.png',
			),
			islet_tag_attributes( '&lt;img width="800" alt="Tom &amp; Jerry" src="/a.png" />', 'img' )
		);
		$this->assertSame( array(), islet_tag_attributes( '<p>none</p>', 'img' ) );
	}

	public function test_gallery_slugs_are_readable() {
		$this->assertSame( 'colour-dark-gray', islet_gallery_slug( array( 'attribute_colour' => 'Dark Gray' ) ) );
		$this->assertSame(
			'colour-blue_size-3xl',
			islet_gallery_slug(
				array(
					'attribute_pa_colour' => 'Blue',
					'attribute_size'      => '3XL',
				)
			)
		);
	}

	/**
	 * CommerceKit's attribute galleries: the default (1, 2), gray (3), blue (5).
	 *
	 * @return array
	 */
	private static function ck_attr_galleries() {
		return array(
			array(
				'attributes' => array( 'default_gallery' => 1 ),
				'gallery'    => self::ck_gallery( 1, 2 ),
			),
			array(
				'attributes' => array( 'attribute_colour' => 'gray' ),
				'gallery'    => self::ck_gallery( 3 ),
			),
			array(
				'attributes' => array( 'attribute_colour' => 'blue' ),
				'gallery'    => self::ck_gallery( 5 ),
			),
		);
	}

	/**
	 * Its variation galleries: Gray L has a picture of its own; Gray M repeats the colour's, as
	 * CommerceKit prints it per size.
	 *
	 * @return array
	 */
	private static function ck_variations() {
		return array(
			array(
				'attributes' => array(
					'attribute_colour' => 'gray',
					'attribute_size'   => 'l',
				),
				'gallery'    => self::ck_gallery( 4 ),
			),
			array(
				'attributes' => array(
					'attribute_colour' => 'gray',
					'attribute_size'   => 'm',
				),
				'gallery'    => self::ck_gallery( 3 ),
			),
		);
	}
}
