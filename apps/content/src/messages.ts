import { catalogueLoader, type Catalogue } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The content remote's own texts in a language, over the shared catalogue, in groups: what
 * every content page says (./messages/<language>.ts), and what only some pages say: the fan zone
 * (./fanzone/messages), a job's page (./jobs/messages), the contact and bike-fitting forms
 * (./contact-forms/messages) and the style guide, whose texts are the
 * blocks' own (./blocks/messages, see blocks/block-texts.tsx). Every language of each group is a
 * chunk of its own, and each group's loader too, so this module (in every content page's first
 * load) stays small. The server build has them inline.
 */
const common = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

/** A page's own group of texts, by the page's key in the registry (pages.ts). */
const GROUPS: Record<string, (language: string) => Promise<Catalogue>> = {
  fanzone: (language) => import('./fanzone/fanzone-catalogue').then((m) => m.fanzoneCatalogue(language)),
  job: (language) => import('./jobs/job-catalogue').then((m) => m.jobCatalogue(language)),
  contact: (language) => import('./contact-forms/contact-forms-catalogue').then((m) => m.contactFormsCatalogue(language)),
  bikefitting: (language) => import('./contact-forms/contact-forms-catalogue').then((m) => m.contactFormsCatalogue(language)),
  styleguide: (language) => import('./blocks/block-catalogue').then((m) => m.blockCatalogue(language)),
};

export const messages: RemoteMessages = (language, page) => {
  const group = page !== undefined && Object.hasOwn(GROUPS, page) ? GROUPS[page]! : null;
  return group ? Promise.all([common(language), group(language)]).then(([c, g]) => ({ ...c, ...g })) : common(language);
};
