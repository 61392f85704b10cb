import type { PageRegistry } from '@bike/shared/remote-kit';

/** Pages of the configurator remote: start, a model by platform code, a configuration by code. */
export const pages: PageRegistry = {
  start: () => import('./pages/configurator-pages').then((m) => ({ default: m.startPage })),
  model: () => import('./pages/configurator-pages').then((m) => ({ default: m.modelPage })),
  configuration: () => import('./pages/configurator-pages').then((m) => ({ default: m.configurationPage })),
};
