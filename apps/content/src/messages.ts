import { catalogueLoader } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The content remote's own texts in a language (./messages/<language>.ts): the keys only this remote
 * uses, over the shared catalogue. Every language, English too, is a chunk of its own, loaded by
 * the shell with the page's module; the server build has them inline.
 */
export const messages: RemoteMessages = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});
