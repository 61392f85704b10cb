import { catalogueLoader } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The configurator remote's own texts in a language, over the shared catalogue, in two groups:
 * what every page says (./messages/<language>.ts: steps' names, price and delivery lines, codes)
 * and what only the model step says (./model/messages/<language>.ts: size finder, saving, chat
 * helper). The start and concept pages load the first; the model step both. Every language of
 * each group is a chunk of its own; the server build has them inline.
 */
const common = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

const modelStep = catalogueLoader({
  en: () => import('./model/messages/en').then((m) => m.en),
  de: () => import('./model/messages/de').then((m) => m.de),
  es: () => import('./model/messages/es').then((m) => m.es),
  fr: () => import('./model/messages/fr').then((m) => m.fr),
  it: () => import('./model/messages/it').then((m) => m.it),
  nl: () => import('./model/messages/nl').then((m) => m.nl),
});

export const messages: RemoteMessages = (language, page) =>
  page === 'model' ? Promise.all([common(language), modelStep(language)]).then(([c, m]) => ({ ...c, ...m })) : common(language);
