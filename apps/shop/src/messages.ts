import { catalogueLoader } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The shop remote's own texts in a language, over the shared catalogue, in two groups: what the
 * catalogue pages say (./messages/<language>.ts: bikes, platforms, the shop list, compare, the
 * checkout notice) and what only the cart and checkout pages say
 * (./checkout/messages/<language>.ts: cart lines and totals, checkout steps, order status). A bike
 * page loads only the first, so a visitor browsing bikes downloads none of the checkout's texts;
 * the cart and checkout pages load both. Every language of each group is a chunk of its own; the
 * server build has them inline.
 */
const catalogue = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

const checkout = catalogueLoader({
  en: () => import('./checkout/messages/en').then((m) => m.en),
  de: () => import('./checkout/messages/de').then((m) => m.de),
  es: () => import('./checkout/messages/es').then((m) => m.es),
  fr: () => import('./checkout/messages/fr').then((m) => m.fr),
  it: () => import('./checkout/messages/it').then((m) => m.it),
  nl: () => import('./checkout/messages/nl').then((m) => m.nl),
});

/** The pages of the cart and checkout (pages.ts); they add the checkout group's texts. Without a page: the first group only. */
export const CHECKOUT_PAGES: ReadonlySet<string> = new Set(['cart', 'checkout-details', 'checkout-pickup', 'checkout-shipping', 'checkout-overview', 'checkout-order', 'success']);

export const messages: RemoteMessages = (language, page) =>
  page === undefined || !CHECKOUT_PAGES.has(page) ? catalogue(language) : Promise.all([catalogue(language), checkout(language)]).then(([c, k]) => ({ ...c, ...k }));
