<?php
/**
 * Random page parts for the output handler's fuzz test (HandlerFuzzTest): reviews a visitor could
 * post (stored through wp_filter_kses) and what a theme or plugin could print (scripts, styles,
 * comments, raw-text elements) holding markup, markers, island names and script objects as
 * text. None is an element the islands are placed around, so the page served with them must be
 * the page served without them, besides them.
 *
 * @package Islet\Tests
 */

// A store deployed from git serves this folder: nothing here runs outside the command line.
'cli' === PHP_SAPI || exit;

/**
 * One of $choices, by the seeded generator.
 *
 * @param array $choices Choices.
 * @return mixed
 */
function islet_fuzz_pick( array $choices ) {
	return $choices[ mt_rand( 0, count( $choices ) - 1 ) ];
}

/**
 * Text that steers the old handler when read as text: legacy markers (as they were, with a
 * guessed key, closing ones), island names, the objects the islands read, tags in entities.
 *
 * @param string $tag Marks this part, so it is found again.
 * @return string
 */
function islet_fuzz_steering_text( $tag ) {
	$key = substr( md5( (string) mt_rand() ), 0, 24 );
	return islet_fuzz_pick(
		array(
			'<!--islet-legacy:' . islet_fuzz_pick( array( 'commercekit_countdown_timer_script', 'commercekit_waitlist_output_form_script', 'x' ) ) . '-->',
			'<!--islet-legacy:' . $key . ':' . mt_rand( 0, 9 ) . '-->',
			'<!--/islet-legacy:' . $key . ':' . mt_rand( 0, 9 ) . '-->',
			'data-island="' . islet_fuzz_pick( array( 'mini-cart', 'popup', 'reviews', 'listing-page', 'order-bump' ) ) . '"',
			'cgkit-disable-atc cgkit-as-single-atc widget_product_search data-popmake class="summary entry-summary"',
			'var pum_vars = {"ajaxurl":"https://evil.example/' . $tag . '"}; var z = 1',
			'var cgkit_attr_gallery = [{"attributes":{"default_gallery":""},"gallery":{"images":{"img_9":"x"}}}]; var commercekit_pdp = {"pdp_gallery_layout":"grid-2-4"};',
			'var wc_order_attribution = {"params":{"prefix":"evil_"}}; var commercekit_ajs = {"ajax_search":1,"char_count":9};',
			'&lt;div id="shoptimizerCartDrawer"&gt;&lt;/div&gt; &lt;script id="wc-add-to-cart-js"&gt;',
			'a < b > c && d',
		)
	);
}

/**
 * A review as WordPress stores a visitor's: random words, allowed tags and comments around
 * steering text, through wp_filter_kses.
 *
 * @param string $tag Marks this review.
 * @return string The review as the theme prints it in the list.
 */
function islet_fuzz_review( $tag ) {
	$typed = 'Review ' . $tag . ' ';
	for ( $part = mt_rand( 1, 8 ); $part > 0; $part-- ) {
		$text   = islet_fuzz_steering_text( $tag );
		$typed .= islet_fuzz_pick(
			array(
				$text,
				'<code>' . $text . '</code>',
				'<!-- ' . $text . ' -->',
				'<a href="/" title=\'x" class="cgkit-swatch-loading variations_form qty ' . $tag . '\'>' . $tag . '</a>',
				'<b>' . $text . '</b> <em>fits</em>',
			)
		) . ' ';
	}
	$stored = stripslashes( wp_filter_kses( addslashes( $typed . 'end ' . $tag ) ) );
	return '<li class="review comment"><div class="comment-text"><div class="description"><p>' . $stored . '</p></div></div></li>';
}

/**
 * What a theme or plugin could print between elements: markup, markers and objects as the text
 * of scripts, styles, comments and raw-text elements, never as elements.
 *
 * @param string $tag Marks this part (its scripts' ids too, which no legacy row names).
 * @return string
 */
function islet_fuzz_theme_part( $tag ) {
	$text = islet_fuzz_steering_text( $tag );
	return islet_fuzz_pick(
		array(
			'<script id="fuzz-' . $tag . '">var t = \'<script id="wc-add-to-cart-js" src="/x.js"><\/script><div class="quantity">\'; /* ' . $text . ' */</script>',
			'<script type="text/template" id="tmpl-' . $tag . '"><div id="shoptimizerCartDrawer"><div class="woocommerce-tabs wc-tabs-wrapper"></script>',
			'<script>/* <!-- <script> ' . $tag . ' </script> --> */ var s = "</div></section>";</script>',
			// A comment's text cannot hold `--` (it would end it, and the rest would be markup).
			'<!-- ' . str_replace( '--', '- -', $text ) . ' <div class="commercekit-order-bump-wrap"> ' . $tag . ' -->',
			'<style id="fuzz-' . $tag . '-css">/* </div><div data-island="x"> ' . $tag . ' */</style>',
			'<textarea hidden name="fuzz-' . $tag . '"><div class="quantity"></div> ' . $tag . '</textarea>',
			'<noscript><div id="commercekit-timer-wrap">' . $tag . '</div></noscript>',
			'<!---->' . $tag . '<!--->' . $tag . '<!-- ' . $tag . ' --!>',
			'<p class="fuzz">' . $tag . ' ' . esc_html( $text ) . '</p>',
		)
	);
}

/**
 * Where theme parts may go in a page: right after a real end tag whose element no island's
 * placement measures up to (a paragraph, a list, a link, a heading, a label), and at the end
 * of the head and of the body.
 *
 * @param string $html Page.
 * @return int[] Offsets.
 */
function islet_fuzz_points( $html ) {
	$doc    = new Islet_Html( $html );
	$points = array();
	foreach ( $doc->name as $index => $name ) {
		if ( in_array( $name, array( '/p', '/li', '/ul', '/a', '/h2', '/h3', '/label', '/head', '/body' ), true ) ) {
			$points[] = in_array( $name, array( '/head', '/body' ), true ) ? $doc->at[ $index ] : $doc->to[ $index ];
		}
	}
	return $points;
}
