import { catalogueLoader, type Catalogue } from '@bike/shared/i18n';

/**
 * The blocks' own texts (./messages/<language>.ts) by language, each language a chunk of its own:
 * loaded by block-texts.tsx for pages holding such blocks, and as the style guide's page texts.
 */
export const blockCatalogue = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
}) as (language: string) => Promise<Catalogue>;
