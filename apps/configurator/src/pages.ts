import type { PageRegistry } from '@bike/shared/remote-kit';

// The contract with the shell (RemotePages): the page registry below and the remote's texts.
export { messages } from './messages';

/** Pages of the configurator remote, each its own chunk: start, a model by platform code, a concept by code. */
export const pages: PageRegistry = {
  start: () => import('./pages/start-page').then((m) => ({ default: m.startPage })),
  model: () => import('./pages/model-page').then((m) => ({ default: m.modelPage })),
  configuration: () => import('./pages/configuration-page').then((m) => ({ default: m.configurationPage })),
};
