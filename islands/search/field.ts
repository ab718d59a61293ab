/** The theme's product search field inside the island (WooCommerce's product search widget). */
export const FIELD_SELECTOR = 'form[role="search"] input[type="search"], form input[name="s"]';
