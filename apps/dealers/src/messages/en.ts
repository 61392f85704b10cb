/**
 * English texts of the dealers remote (dealer locator, dealer pages and stock
 * lookups): the keys that only this remote uses.
 * The shell loads them with the remote's pages (messages in ../pages.ts) and merges them over
 * the shared catalogue (libs/shared/i18n/src/messages), which keeps the texts of the shell, of
 * shared libraries and of more than one remote; a test holds every key to one catalogue.
 * ICU messages, precompiled to ICU AST at build time (tools/scripts/precompile-messages.cjs).
 * `%BRAND%` is replaced by the brand's display name in English only, as in the shared catalogue.
 */
export const en = {
  // Dealers and stock lookup.
  'dealers.title': 'Find a dealer',
  'dealers.searchLabel': 'City or postcode',
  'dealers.useMyLocation': 'Use my location',
  'dealers.distance': '{km} km',
  'dealers.noResults': 'No dealers found near this location.',
  'dealers.contact': 'Contact this dealer',
  'dealers.requestSent': 'Your request has been sent to the dealer.',
  'dealers.route': 'Route',
  'dealers.openingHours': 'Opening hours',
  'dealers.map': 'Map of dealers',
  'dealers.list': 'List of dealers',
  'dealers.onStock': 'On stock at this dealer',
  'dealers.noStock': 'Not on stock',
  'dealers.otherSize': 'Other size on stock',
  'dealers.otherDesign': 'Other design on stock',
  'dealers.rental': 'Rental bikes',

  // Page titles and descriptions (document title and meta description per route).
  'page.dealers.title': 'Find a dealer',
  'page.dealers.description': 'Find a dealer near you and see which %BRAND% bikes they have in stock.',
  'page.dealers.near': 'Dealers near {place}',
  'page.inventory.title': 'Stock',
  'page.inventory.description': 'Bikes on stock at the factory and at dealers.',
} satisfies Record<string, string>;

/** The type of the translations: every English key, no other. */
export type Messages = Record<keyof typeof en, string>;
