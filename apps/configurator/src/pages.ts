import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the configurator remote: start, a model by platform code, a configuration by code. */
export const pages: PageRegistry = {
  start: () => import('./pages/configurator-pages').then((m) => ({ default: m.startPage })),
  model: () => import('./pages/configurator-pages').then((m) => ({ default: m.modelPage })),
  configuration: () => import('./pages/configurator-pages').then((m) => ({ default: m.configurationPage })),
};
