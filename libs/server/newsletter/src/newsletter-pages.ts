import { cardPageCsp, cardPageHtml, escapeHtml } from '@bike/server/core';
import { translator, type MailCatalogue, type Translate } from '@bike/server/mail';
import { LANGUAGES, type Language } from '@bike/shared/i18n/locales';
import { brandName, CONFIRM_LINK_DAYS, CONFIRM_PATH, homeLocaleOf, UNSUBSCRIBE_PATH } from './newsletter-mails';
import { de } from './page-messages/de';
import { en, type NewsletterPageMessages } from './page-messages/en';
import { es } from './page-messages/es';
import { fr } from './page-messages/fr';
import { it } from './page-messages/it';
import { nl } from './page-messages/nl';

/**
 * The small pages the mail links open: self-contained HTML, no script at all, one form. A GET
 * only shows a page (mail scanners open links before the reader does); the button POSTs to the
 * same path, from our own origin, with the token in the body. Each page speaks the language of
 * the subscription it opened, or (no subscription: an invalid link, too many attempts) the
 * visitor's, negotiated from Accept-Language; its texts are in page-messages/, and its html lang
 * and home link follow that language.
 */

/** The card frame's policy (@bike/server/core card-page.ts), with forms posting to this origin only. */
export const PAGE_CSP = cardPageCsp("'self'");

export interface NewsletterPage {
  status: number;
  html: string;
}

interface PageParts {
  brand: string;
  lang: string;
  title: string;
  lines: string[];
  form?: { action: string; token: string; button: string };
  /** The text of the link to the shop's home under the page's language ("Back to Brabo Bikes"), when the page has one. */
  home?: string;
}

function page(p: PageParts): string {
  const e = escapeHtml;
  const form = p.form
    ? `<form method="post" action="${e(p.form.action)}">
    <input type="hidden" name="token" value="${e(p.form.token)}">
    <button type="submit">${e(p.form.button)}</button>
  </form>`
    : '';
  const home = p.home ? `<p><a href="/${e(homeLocaleOf(p.lang))}">${e(p.home)}</a></p>` : '';
  const body = [...p.lines.map((line) => `<p>${e(line)}</p>`), form, home].filter(Boolean).join('\n  ');
  return cardPageHtml({ lang: p.lang, title: p.title, brandName: brandName(p.brand), body });
}

/** Whose page it is: the subscription's brand and language, or (no row) the request's brand and the visitor's language. */
type Subject = { brand: string; lang: string };

type Key = keyof NewsletterPageMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** The page's language: the subscription's (one of the six), English for anything else. */
const languageOf = (lang: string): Language => ((LANGUAGES as readonly string[]).includes(lang) ? (lang as Language) : 'en');

/** The texts of a subject's page, in its language, through the mail layer's ICU translator. */
function textsOf(s: Subject): { lang: Language; t: Translate<Key>; brand: string } {
  const lang = languageOf(s.lang);
  return { lang, t: translator(TEXTS, lang, lang), brand: brandName(s.brand) };
}

export const confirmFormPage = (s: Subject, token: string): NewsletterPage => {
  const { lang, t, brand } = textsOf(s);
  return {
    status: 200,
    html: page({
      brand: s.brand,
      lang,
      title: t('confirm.title'),
      lines: [t('confirm.text', { brand })],
      form: { action: CONFIRM_PATH, token, button: t('confirm.button') },
    }),
  };
};

export const subscribedPage = (s: Subject, already: boolean): NewsletterPage => {
  const { lang, t, brand } = textsOf(s);
  return {
    status: 200,
    html: page({
      brand: s.brand,
      lang,
      title: t('subscribed.title'),
      lines: [already ? t('subscribed.already', { brand }) : t('subscribed.text', { brand })],
      home: t('home', { brand }),
    }),
  };
};

export const unsubscribeFormPage = (s: Subject, token: string): NewsletterPage => {
  const { lang, t, brand } = textsOf(s);
  return {
    status: 200,
    html: page({
      brand: s.brand,
      lang,
      title: t('unsubscribe.title'),
      lines: [t('unsubscribe.text', { brand })],
      form: { action: UNSUBSCRIBE_PATH, token, button: t('unsubscribe.button') },
      home: t('home', { brand }),
    }),
  };
};

export const unsubscribedPage = (s: Subject): NewsletterPage => {
  const { lang, t, brand } = textsOf(s);
  return {
    status: 200,
    html: page({ brand: s.brand, lang, title: t('unsubscribed.title'), lines: [t('unsubscribed.text', { brand })], home: t('home', { brand }) }),
  };
};

export const invalidLinkPage = (s: Subject): NewsletterPage => {
  const { lang, t, brand } = textsOf(s);
  return {
    status: 400,
    html: page({ brand: s.brand, lang, title: t('invalid.title'), lines: [t('invalid.text', { days: CONFIRM_LINK_DAYS })], home: t('home', { brand }) }),
  };
};

export const tooManyAttemptsPage = (s: Subject): NewsletterPage => {
  const { lang, t, brand } = textsOf(s);
  return {
    status: 429,
    html: page({ brand: s.brand, lang, title: t('limited.title'), lines: [t('limited.text')], home: t('home', { brand }) }),
  };
};
