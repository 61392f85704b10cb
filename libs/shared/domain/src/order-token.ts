/**
 * The header that carries an order's token (never a URL: prefetchers and Referer leak those).
 * A module of its own: the shell's API client needs only this name, not the checkout schemas.
 */
export const ORDER_TOKEN_HEADER = 'x-order-token';
