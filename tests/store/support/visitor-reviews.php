<?php
/**
 * Islet's store tests (tests/store/visitor-text.spec.ts), run by the kit's `store wp`: deletes
 * the reviews the test posted as a visitor (author `islet-test-visitor`). Straight from the
 * tables: deleting through WordPress updates the product, and CommerceKit's attribute-label
 * filter fails outside a request (a TypeError in admin-attribute-swatches.php).
 */

global $wpdb;
$islet_test_ids = $wpdb->get_col( $wpdb->prepare( "SELECT comment_ID FROM {$wpdb->comments} WHERE comment_author = %s", 'islet-test-visitor' ) );
foreach ( $islet_test_ids as $islet_test_id ) {
	$wpdb->delete( $wpdb->commentmeta, array( 'comment_id' => (int) $islet_test_id ) );
	$wpdb->delete( $wpdb->comments, array( 'comment_ID' => (int) $islet_test_id ) );
}
echo 'removed ' . count( $islet_test_ids ) . " reviews\n";
