<?php
/**
 * Islet's store tests (tests/store/checkout.spec.ts), run by the kit's `store wp FILE EMAIL…`:
 * prints, as JSON keyed by billing e-mail, the newest order of each e-mail with WooCommerce's
 * order-attribution meta (`_wc_order_attribution_*`), its items and its payment method; then
 * cancels it (WooCommerce puts its items' stock back) and deletes it, so that the store's stock
 * and orders stay as the kit seeded them, whatever the number of runs.
 */

defined( 'ABSPATH' ) || exit;

$islet_orders = array();
foreach ( $args as $islet_email ) {
	$islet_found = wc_get_orders( array( 'billing_email' => $islet_email, 'limit' => 1, 'orderby' => 'date', 'order' => 'DESC' ) );
	if ( ! $islet_found ) {
		$islet_orders[ $islet_email ] = null;
		continue;
	}
	$islet_order = $islet_found[0];
	$islet_meta  = array();
	foreach ( $islet_order->get_meta_data() as $islet_entry ) {
		$islet_data = $islet_entry->get_data();
		if ( 0 === strpos( $islet_data['key'], '_wc_order_attribution_' ) ) {
			$islet_meta[ substr( $islet_data['key'], strlen( '_wc_order_attribution_' ) ) ] = $islet_data['value'];
		}
	}
	ksort( $islet_meta );
	$islet_items = array();
	foreach ( $islet_order->get_items() as $islet_item ) {
		$islet_items[] = $islet_item->get_name() . ' x ' . $islet_item->get_quantity();
	}
	$islet_orders[ $islet_email ] = array(
		'id'          => $islet_order->get_id(),
		'status'      => $islet_order->get_status(),
		'payment'     => $islet_order->get_payment_method(),
		'total'       => $islet_order->get_total(),
		'items'       => $islet_items,
		'attribution' => $islet_meta,
	);
	$islet_order->update_status( 'cancelled', 'Islet store test: read and removed.' );
	$islet_order->delete( true );
}
echo wp_json_encode( $islet_orders ) . "\n";
