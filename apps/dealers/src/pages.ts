import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the dealers remote: locator, dealer page, inventory. Each is a chunk of its own. */
export const pages: PageRegistry = {
  locator: () => import('./locator/locator-page'),
  dealer: () => import('./dealer/dealer-page'),
  inventory: () => import('./inventory/inventory-page'),
  'inventory-item': () => import('./inventory/inventory-item-page'),
};
