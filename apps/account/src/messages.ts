import { catalogueLoader } from '@bike/shared/i18n';
import type { RemoteMessages } from '@bike/shared/remote-kit';

/**
 * The account remote's own texts in a language, over the shared catalogue, in two groups:
 * the sign-in and registration forms (./messages/<language>.ts) and the account area
 * (./area/messages/<language>.ts: orders, equipment, warranties, bike registration, activity,
 * settings). A form page loads only the first, so a visitor who logs in downloads none of the
 * area's texts; an area page loads both. Every language of each group is a chunk of its own;
 * the server build has them inline.
 */
const forms = catalogueLoader({
  en: () => import('./messages/en').then((m) => m.en),
  de: () => import('./messages/de').then((m) => m.de),
  es: () => import('./messages/es').then((m) => m.es),
  fr: () => import('./messages/fr').then((m) => m.fr),
  it: () => import('./messages/it').then((m) => m.it),
  nl: () => import('./messages/nl').then((m) => m.nl),
});

const area = catalogueLoader({
  en: () => import('./area/messages/en').then((m) => m.en),
  de: () => import('./area/messages/de').then((m) => m.de),
  es: () => import('./area/messages/es').then((m) => m.es),
  fr: () => import('./area/messages/fr').then((m) => m.fr),
  it: () => import('./area/messages/it').then((m) => m.it),
  nl: () => import('./area/messages/nl').then((m) => m.nl),
});

/** The pages of the sign-in and registration flows (pages.ts); every other page is the account area. */
export const FORM_PAGES: ReadonlySet<string> = new Set(['login', 'register', 'activate', 'logout', 'lostpassword', 'reset', 'passwordreset', 'registered']);

export const messages: RemoteMessages = (language, page) =>
  page === undefined || FORM_PAGES.has(page) ? forms(language) : Promise.all([forms(language), area(language)]).then(([f, a]) => ({ ...f, ...a }));
