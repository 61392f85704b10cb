import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the shop remote (bikes, shop, compare, cart, checkout), loaded on demand. */
export const pages: PageRegistry = {
  bikes: () => import('./pages/bikes-page'),
  'bikes-old-id': () => import('./pages/bikes-page'),
  category: () => import('./pages/category-page'),
  platform: () => import('./pages/platform-page'),
  bike: () => import('./pages/bike-page'),
  accessory: () => import('./pages/accessory-page'),
  shop: () => import('./pages/shop-page').then((m) => ({ default: m.shopPage('shop') })),
  'bikes-shop': () => import('./pages/shop-page').then((m) => ({ default: m.shopPage('bikes-shop') })),
  sales: () => import('./pages/shop-page').then((m) => ({ default: m.shopPage('sales') })),
  compare: () => import('./pages/compare-page'),
  cart: () => import('./pages/cart-page'),
  'checkout-details': () => import('./pages/checkout-details-page'),
  'checkout-pickup': () => import('./pages/checkout-pickup-page'),
  'checkout-shipping': () => import('./pages/checkout-shipping-page'),
  'checkout-overview': () => import('./pages/checkout-overview-page'),
  'checkout-order': () => import('./pages/checkout-order-page'),
  success: () => import('./pages/checkout-success-page'),
};
