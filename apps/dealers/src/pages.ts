import type { PageRegistry } from '@bike/shared/remote-kit';

/** Pages of the dealers remote: locator, dealer page, inventory. */
const page = (view: 'locator' | 'dealer' | 'inventory' | 'inventory-item') => () =>
  import('./pages/dealer-pages').then((m) => ({ default: m.dealerPage(view) }));

export const pages: PageRegistry = {
  locator: page('locator'),
  dealer: page('dealer'),
  inventory: page('inventory'),
  'inventory-item': page('inventory-item'),
};
