import { catalogueLoader, type Catalogue } from '@bike/shared/i18n';

/** The contact and bike-fitting forms' texts (./messages/<language>.ts) by language, each language a chunk of its own. */
export const contactFormsCatalogue = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
}) as (language: string) => Promise<Catalogue>;
