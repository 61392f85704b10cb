import { catalogueLoader } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The content remote's own texts in a language, over the shared catalogue, in two groups: what
 * every content page says (./messages/<language>.ts) and what only the fan zone says
 * (./fanzone/messages/<language>.ts: gallery, sharing a photo, the rider's photos). Every
 * language of each group is a chunk of its own, loaded by the shell with the page's module; the
 * server build has them inline.
 */
const common = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

const fanzone = catalogueLoader({
  en: () => import('./fanzone/messages/en').then((m) => m.en),
  de: () => import('./fanzone/messages/de').then((m) => m.de),
  es: () => import('./fanzone/messages/es').then((m) => m.es),
  fr: () => import('./fanzone/messages/fr').then((m) => m.fr),
  it: () => import('./fanzone/messages/it').then((m) => m.it),
  nl: () => import('./fanzone/messages/nl').then((m) => m.nl),
});

export const messages: RemoteMessages = (language, page) =>
  page === 'fanzone' ? Promise.all([common(language), fanzone(language)]).then(([c, f]) => ({ ...c, ...f })) : common(language);
