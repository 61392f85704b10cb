import { escapeHtml, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { BRAND_DISPLAY_NAMES, type BrandKey } from '@bike/shared/domain';
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

interface NewsletterMailParts {
  to: string;
  subject: string;
  greetingName: string | null;
  lines: string[];
  link?: { href: string; label: string };
  brand: string;
  unsubscribe: string;
}

/**
 * Every newsletter mail ends with its unsubscribe link, in the text and the HTML, and carries
 * the RFC 8058 headers, so a mail program offers one-click unsubscribe: it POSTs
 * `List-Unsubscribe=One-Click` to the URL, which needs no page, cookie or login.
 */
function newsletterMail(p: NewsletterMailParts): OutgoingMail {
  const greeting = p.greetingName ? `Hello ${p.greetingName},` : 'Hello,';
  const footer = `You receive this mail because this address was entered for the ${brandName(p.brand)} newsletter. To unsubscribe at once, follow this link:`;
  const text = [greeting, '', ...p.lines, '', ...(p.link ? [p.link.href, ''] : []), '--', footer, p.unsubscribe].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...p.lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(p.link ? [`<p><a href="${escapeHtml(p.link.href)}">${escapeHtml(p.link.label)}</a></p>`] : []),
    `<hr>`,
    `<p style="font-size:small">${escapeHtml(footer)} <a href="${escapeHtml(p.unsubscribe)}">Unsubscribe</a></p>`,
  ].join('\n');
  return {
    to: p.to,
    subject: p.subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${p.unsubscribe}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}

/**
 * The double opt-in mail. It greets nobody by name: the address is not proven yet, and a name
 * typed by whoever entered the address must not turn the mail into their message.
 */
export function optInMail(config: ServerConfig, to: { email: string; brand: string }, tokens: { confirm: string; unsubscribe: string }): OutgoingMail {
  const name = brandName(to.brand);
  return newsletterMail({
    to: to.email,
    subject: `Please confirm your subscription to the ${name} newsletter`,
    greetingName: null,
    lines: [
      `Someone, hopefully you, asked to receive the ${name} newsletter at this address.`,
      `Follow this link to confirm your subscription (it works for ${CONFIRM_LINK_DAYS} days). If you did not ask for it, ignore this mail: you will not receive the newsletter.`,
    ],
    link: { href: confirmUrl(config, tokens.confirm), label: 'Confirm my subscription' },
    brand: to.brand,
    unsubscribe: unsubscribeUrl(config, tokens.unsubscribe),
  });
}

/** After the confirmation: welcome, and how to leave again. */
export function welcomeMail(config: ServerConfig, to: { email: string; brand: string; firstName: string | null; lang: string }, unsubscribeToken: string): OutgoingMail {
  const name = brandName(to.brand);
  return newsletterMail({
    to: to.email,
    subject: `Welcome to the ${name} newsletter`,
    greetingName: to.firstName,
    lines: [`Thank you for confirming: you are subscribed to the ${name} newsletter. New bikes, rides and stories, once a month.`],
    link: { href: `${origin(config)}/${homeLocaleOf(to.lang)}`, label: `Visit ${name}` },
    brand: to.brand,
    unsubscribe: unsubscribeUrl(config, unsubscribeToken),
  });
}
