<?php
/**
 * The gallery and lightbox islands from CommerceKit's gallery data as its callbacks printed it
 * (includes/gallery.php, includes/page-data.php). scripts/php-parity.test.ts holds them to the demo store on the
 * captured pages; these cover what those pages do not.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * Gallery and lightbox.
 */
class GalleryIslandsTest extends Islet_Test_Case {

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
}
