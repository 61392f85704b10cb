import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the dealers remote: locator, dealer page, inventory. Each is a chunk of its own. */
const inventory = (view: 'inventory' | 'inventory-item') => () =>
  import('./pages/inventory-pages').then((m) => ({ default: m.inventoryPage(view) }));

export const pages: PageRegistry = {
  locator: () => import('./locator/locator-page'),
  dealer: () => import('./dealer/dealer-page'),
  inventory: inventory('inventory'),
  'inventory-item': inventory('inventory-item'),
};
