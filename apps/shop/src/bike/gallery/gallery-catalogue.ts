import { catalogueLoader } from '@bike/shared/i18n';

/** The gallery's texts in a language (./messages/<language>.ts), each language a chunk of its own. */
export const galleryCatalogue = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});
