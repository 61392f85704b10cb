import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the dealers remote: locator, dealer page, inventory. */
const page = (view: 'locator' | 'dealer' | 'inventory' | 'inventory-item') => () =>
  import('./pages/dealer-pages').then((m) => ({ default: m.dealerPage(view) }));

export const pages: PageRegistry = {
  locator: page('locator'),
  dealer: page('dealer'),
  inventory: page('inventory'),
  'inventory-item': page('inventory-item'),
};
