import type { OutgoingMail, ServerConfig } from '@bike/server/core';
import type { BrandKey } from '@bike/shared/domain';
import { composeMail, defineMail, mailLocale, type MailCatalogue } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type AccountMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';
import { LIFETIME_SECONDS } from './one-time-tokens';

/**
 * The account mails (activation, password reset, email change), drawn by the mail layer of
 * @bike/server/mail in the reader's language (mailLocale: the account's language setting, else
 * the page's locale), in the brand of the site the request came from, with an HTML and a text part.
 * Their texts: ./mail-messages, six languages.
 */
type Key = keyof AccountMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** How long each link works, as the tokens say. */
const ACTIVATION_DAYS = LIFETIME_SECONDS.activation / 86_400;
const RESET_HOURS = LIFETIME_SECONDS.password_reset / 3600;
const EMAIL_CHANGE_HOURS = LIFETIME_SECONDS.email_change / 3600;

/**
 * A link into the shop under the reader's locale prefix (spec point 2: every route is prefixed).
 * A new email address is confirmed on the activation page (`change=email`): the spec's route
 * list has no page of its own for it, and "activating an address" is what the link does.
 */
export function accountLink(config: Pick<ServerConfig, 'publicOrigin'>, locale: string, page: 'activate' | 'passwordreset', token: string, change?: 'email'): string {
  const origin = config.publicOrigin.replace(/\/+$/, '');
  return `${origin}/${mailLocale({ page: locale })}/account/${page}?token=${encodeURIComponent(token)}${change ? `&change=${change}` : ''}`;
}

interface LinkMail {
  firstName: string;
  link: string;
}

export const activationTemplate = defineMail<LinkMail, Key>({
  kind: 'account.activation',
  catalogue: TEXTS,
  subject: (t, _data, mail) => t('activation.subject', { brand: mail.brandName }),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    { type: 'paragraph', text: t('activation.intro', { brand: mail.brandName, days: ACTIVATION_DAYS }) },
    { type: 'action', href: data.link, label: t('activation.action') },
    { type: 'note', text: t('ignore') },
  ],
});

export const passwordResetTemplate = defineMail<LinkMail, Key>({
  kind: 'account.password-reset',
  catalogue: TEXTS,
  subject: (t, _data, mail) => t('reset.subject', { brand: mail.brandName }),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    { type: 'paragraph', text: t('reset.intro', { brand: mail.brandName, hours: RESET_HOURS }) },
    { type: 'action', href: data.link, label: t('reset.action') },
    { type: 'note', text: t('ignore') },
  ],
});

export const emailChangeTemplate = defineMail<LinkMail & { newEmail: string }, Key>({
  kind: 'account.email-change',
  catalogue: TEXTS,
  subject: (t) => t('emailChange.subject'),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    { type: 'paragraph', text: t('emailChange.intro', { email: data.newEmail, brand: mail.brandName }) },
    { type: 'paragraph', text: t('emailChange.when', { hours: EMAIL_CHANGE_HOURS }) },
    { type: 'action', href: data.link, label: t('emailChange.action') },
    { type: 'note', text: t('ignore') },
  ],
});

export const emailChangeNoticeTemplate = defineMail<{ firstName: string; oldEmail: string; newEmail: string }, Key>({
  kind: 'account.email-change-notice',
  catalogue: TEXTS,
  subject: (t) => t('emailNotice.subject'),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    { type: 'paragraph', text: t('emailNotice.intro', { brand: mail.brandName, oldEmail: data.oldEmail, newEmail: data.newEmail }) },
    { type: 'paragraph', text: t('emailNotice.when') },
    { type: 'note', text: t('emailNotice.notYou') },
  ],
});

type Reader = { email: string; firstName: string; locale: string };

export function activationMail(config: ServerConfig, brand: BrandKey, user: Reader, token: string): OutgoingMail {
  const locale = mailLocale({ account: user.locale });
  return composeMail(activationTemplate, { firstName: user.firstName, link: accountLink(config, locale, 'activate', token) }, { locale, brand, origin: config.publicOrigin, to: user.email });
}

/** In the account's language; the page's locale (the form the reset was asked from) when the account has none. */
export function passwordResetMail(config: ServerConfig, brand: BrandKey, user: Reader, pageLocale: string, token: string): OutgoingMail {
  const locale = mailLocale({ account: user.locale, page: pageLocale });
  return composeMail(passwordResetTemplate, { firstName: user.firstName, link: accountLink(config, locale, 'passwordreset', token) }, { locale, brand, origin: config.publicOrigin, to: user.email });
}

/** To the new address: the change takes effect only when this link is followed. */
export function emailChangeConfirmMail(config: ServerConfig, brand: BrandKey, user: { firstName: string; locale: string }, newEmail: string, token: string): OutgoingMail {
  const locale = mailLocale({ account: user.locale });
  return composeMail(
    emailChangeTemplate,
    { firstName: user.firstName, newEmail, link: accountLink(config, locale, 'activate', token, 'email') },
    { locale, brand, origin: config.publicOrigin, to: newEmail },
  );
}

/** To the current address: someone asked to move the account away from it. No link: nothing to click for a thief to abuse. */
export function emailChangeNoticeMail(config: ServerConfig, brand: BrandKey, user: Reader, newEmail: string): OutgoingMail {
  const locale = mailLocale({ account: user.locale });
  return composeMail(emailChangeNoticeTemplate, { firstName: user.firstName, oldEmail: user.email, newEmail }, { locale, brand, origin: config.publicOrigin, to: user.email });
}
