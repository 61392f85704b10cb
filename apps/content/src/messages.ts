import { catalogueLoader, type Catalogue } from '@bike/shared/i18n';
import { blockCatalogue } from './blocks/block-catalogue';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The content remote's own texts in a language, over the shared catalogue, in groups: what
 * every content page says (./messages/<language>.ts), what only the fan zone says
 * (./fanzone/messages/<language>.ts: gallery, sharing a photo, the rider's photos) and what
 * only some blocks and the style guide say (./blocks/messages, see blocks/block-texts.tsx). Every
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

/** A page's texts: the common ones, and its group's where it has one. */
const GROUPS: Record<string, (language: string) => Promise<Catalogue>> = {
  fanzone: fanzone as (language: string) => Promise<Catalogue>,
  // The style guide shows every block: the blocks' own texts are its page texts.
  styleguide: blockCatalogue,
};

export const messages: RemoteMessages = (language, page) => {
  const group = page !== undefined && Object.hasOwn(GROUPS, page) ? GROUPS[page]! : null;
  return group ? Promise.all([common(language), group(language)]).then(([c, g]) => ({ ...c, ...g })) : common(language);
};
