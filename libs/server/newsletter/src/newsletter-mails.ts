import { isBrandKey, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { composeMail, defineMail, mailLocale, type MailCatalogue, type MailContext, type MailFooterLine, type Translate } from '@bike/server/mail';
import { BRAND_DISPLAY_NAMES, type BrandKey } from '@bike/shared/domain';
import { de } from './mail-messages/de';
import { en, type NewsletterMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';
import type { NewsletterLang } from './newsletter-input';

export const CONFIRM_PATH = '/b2c/v1/newsletter/confirm';
export const UNSUBSCRIBE_PATH = '/b2c/v1/newsletter/unsubscribe';
/** How long an opt-in link works. */
export const CONFIRM_LINK_DAYS = 7;

export const brandName = (brand: string): string => BRAND_DISPLAY_NAMES[brand as BrandKey] ?? 'our shop';

/**
 * The shop's home under the subscriber's language: the locale of the language's home country
 * (en_INT for English, the catch-all of spec point 2).
 */
const HOME_LOCALES: Record<NewsletterLang, string> = { en: 'en_INT', de: 'de_DE', es: 'es_ES', fr: 'fr_FR', it: 'it_IT', nl: 'nl_NL' };
export const homeLocaleOf = (lang: string): string => HOME_LOCALES[lang as NewsletterLang] ?? 'en_INT';

const origin = (config: Pick<ServerConfig, 'publicOrigin'>) => config.publicOrigin.replace(/\/+$/, '');
export const confirmUrl = (config: Pick<ServerConfig, 'publicOrigin'>, token: string) => `${origin(config)}${CONFIRM_PATH}?token=${encodeURIComponent(token)}`;
export const unsubscribeUrl = (config: Pick<ServerConfig, 'publicOrigin'>, token: string) => `${origin(config)}${UNSUBSCRIBE_PATH}?token=${encodeURIComponent(token)}`;

type Key = keyof NewsletterMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

interface NewsletterMailData {
  greetingName: string | null;
  link: string;
  unsubscribe: string;
}

/** Every newsletter mail ends with why the reader gets it and its unsubscribe link, in the text and the HTML. */
const newsletterFooter = (t: Translate<Key>, data: NewsletterMailData, mail: MailContext): MailFooterLine[] => [
  { text: t('footer.reason', { brand: mail.brandName }) },
  { text: t('footer.unsubscribe'), href: data.unsubscribe },
];

export const optInTemplate = defineMail<NewsletterMailData, Key>({
  kind: 'newsletter.opt-in',
  catalogue: TEXTS,
  subject: (t, _data, mail) => t('optIn.subject', { brand: mail.brandName }),
  body: (t, data, mail) => [
    { type: 'greeting', name: null },
    { type: 'paragraph', text: t('optIn.intro', { brand: mail.brandName }) },
    { type: 'paragraph', text: t('optIn.when', { days: CONFIRM_LINK_DAYS }) },
    { type: 'action', href: data.link, label: t('optIn.action') },
  ],
  footer: newsletterFooter,
});

export const welcomeTemplate = defineMail<NewsletterMailData, Key>({
  kind: 'newsletter.welcome',
  catalogue: TEXTS,
  subject: (t, _data, mail) => t('welcome.subject', { brand: mail.brandName }),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.greetingName },
    { type: 'paragraph', text: t('welcome.intro', { brand: mail.brandName }) },
    { type: 'action', href: data.link, label: t('welcome.action', { brand: mail.brandName }) },
  ],
  footer: newsletterFooter,
});

/**
 * The RFC 8058 headers, so a mail program offers one-click unsubscribe: it POSTs
 * `List-Unsubscribe=One-Click` to the URL, which needs no page, cookie or login.
 */
const unsubscribeHeaders = (unsubscribe: string) => ({ 'List-Unsubscribe': `<${unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });

/**
 * A newsletter mail's locale: the subscription keeps the subscriber's language only (no country),
 * so the mail is written for that language's home market (homeLocaleOf), through the one rule.
 */
const newsletterLocale = (lang: string) => mailLocale({ page: homeLocaleOf(lang) });

const asBrand = (brand: string): BrandKey => (isBrandKey(brand) ? brand : 'ardenne');

/**
 * The double opt-in mail. It greets nobody by name: the address is not proven yet, and a name
 * typed by whoever entered the address must not turn the mail into their message.
 */
export function optInMail(config: ServerConfig, to: { email: string; brand: string; lang?: string }, tokens: { confirm: string; unsubscribe: string }): OutgoingMail {
  const unsubscribe = unsubscribeUrl(config, tokens.unsubscribe);
  return composeMail(
    optInTemplate,
    { greetingName: null, link: confirmUrl(config, tokens.confirm), unsubscribe },
    { locale: newsletterLocale(to.lang ?? 'en'), brand: asBrand(to.brand), origin: config.publicOrigin, to: to.email },
    { headers: unsubscribeHeaders(unsubscribe) },
  );
}

/** After the confirmation: welcome, and how to leave again. */
export function welcomeMail(config: ServerConfig, to: { email: string; brand: string; firstName: string | null; lang: string }, unsubscribeToken: string): OutgoingMail {
  const unsubscribe = unsubscribeUrl(config, unsubscribeToken);
  const locale = newsletterLocale(to.lang);
  return composeMail(
    welcomeTemplate,
    { greetingName: to.firstName, link: `${origin(config)}/${locale}`, unsubscribe },
    { locale, brand: asBrand(to.brand), origin: config.publicOrigin, to: to.email },
    { headers: unsubscribeHeaders(unsubscribe) },
  );
}
