import { catalogueLoader } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The shop remote's own texts in a language, over the shared catalogue, in three groups: what
 * every page may say (./messages/<language>.ts: bikes, platforms, compare, stock, the checkout
 * notice), what only the shop list pages say (./shop/messages/<language>.ts: filters, sorting,
 * paging) and what only the cart and checkout pages say (./checkout/messages/<language>.ts: cart
 * lines and totals, checkout steps, order status). A bike page loads only the first, so a visitor
 * looking at a bike downloads neither the list's nor the checkout's texts. Every language of each
 * group is a chunk of its own; the server build has them inline.
 */
const catalogue = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

const list = catalogueLoader({
  en: () => import('./shop/messages/en').then((m) => m.en),
  de: () => import('./shop/messages/de').then((m) => m.de),
  es: () => import('./shop/messages/es').then((m) => m.es),
  fr: () => import('./shop/messages/fr').then((m) => m.fr),
  it: () => import('./shop/messages/it').then((m) => m.it),
  nl: () => import('./shop/messages/nl').then((m) => m.nl),
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
/**
 * The shop list pages and compare (its empty state links to the shop); they add the list group's
 * texts. /accessories is one too: without an id it renders the shop list filtered to accessories
 * (pages/accessory-page.tsx), and the shell asks for texts by page, not by address, so an
 * accessory's own page carries the list's texts as it already carries the list's code.
 */
export const LIST_PAGES: ReadonlySet<string> = new Set(['shop', 'bikes-shop', 'sales', 'compare', 'accessory']);

export const messages: RemoteMessages = (language, page) => {
  const group = page === undefined ? null : CHECKOUT_PAGES.has(page) ? checkout : LIST_PAGES.has(page) ? list : null;
  if (!group) return catalogue(language);
  return Promise.all([catalogue(language), group(language)]).then(([common, own]) => ({ ...common, ...own }));
};
