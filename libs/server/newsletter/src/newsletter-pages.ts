import { createHash } from 'node:crypto';
import { escapeHtml } from '@bike/server/core';
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
const STYLE = `
  body { font: 16px/1.5 system-ui, sans-serif; margin: 0; background: #f4f4f5; color: #18181b; }
  main { box-sizing: border-box; width: calc(100% - 2rem); max-width: 30rem; margin: 3rem auto; background: #fff; padding: 2rem; border-radius: 8px; border: 1px solid #d4d4d8; }
  h1 { font-size: 1.5rem; margin-top: 0; }
  .brand { font-weight: 600; text-transform: uppercase; letter-spacing: .05em; font-size: .875rem; color: #52525b; }
  button { font: inherit; padding: .75rem 1.25rem; border-radius: 6px; border: 2px solid #18181b; background: #18181b; color: #fff; cursor: pointer; min-height: 44px; }
  button:focus-visible, a:focus-visible { outline: 3px solid #2563eb; outline-offset: 2px; }
  a { color: #1d4ed8; }
`;

/**
 * No script, no other resource, no framing; forms post to this origin only. The one inline
 * style is allowed by its hash, so even an injected style attribute would not apply.
 */
export const PAGE_CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE, 'utf8').digest('base64')}'`,
  "form-action 'self'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

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

/**
 * The referrer policy is strict-origin: the shop link sends our origin, never the page's URL
 * with its token. Not no-referrer: under it a browser sends `Origin: null` with the form's own
 * same-origin POST, which refuseCrossSiteWrites (rightly) refuses.
 */
function page(p: PageParts): string {
  const e = escapeHtml;
  const name = brandName(p.brand);
  const form = p.form
    ? `<form method="post" action="${e(p.form.action)}">
    <input type="hidden" name="token" value="${e(p.form.token)}">
    <button type="submit">${e(p.form.button)}</button>
  </form>`
    : '';
  const home = p.home ? `<p><a href="/${e(homeLocaleOf(p.lang))}">${e(p.home)}</a></p>` : '';
  return `<!doctype html>
<html lang="${e(p.lang)}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<meta name="referrer" content="strict-origin">
<title>${e(p.title)} - ${e(name)}</title>
<style>${STYLE}</style>
</head>
<body>
<main>
  <p class="brand">${e(name)}</p>
  <h1>${e(p.title)}</h1>
  ${p.lines.map((line) => `<p>${e(line)}</p>`).join('\n  ')}
  ${form}
  ${home}
</main>
</body>
</html>
`;
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
