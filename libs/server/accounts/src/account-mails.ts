import type { OutgoingMail, ServerConfig } from '@bike/server/core';
import { LOCALE_PATTERN } from '@bike/shared/domain';
import { escapeHtml } from '@bike/server/mail';

/**
 * A link into the shop under the reader's locale prefix (spec point 2: every route is prefixed).
 * A new email address is confirmed on the activation page (`change=email`): the spec's route
 * list has no page of its own for it, and "activating an address" is what the link does.
 */
export function accountLink(
  config: ServerConfig,
  locale: string,
  page: 'activate' | 'passwordreset',
  token: string,
  change?: 'email',
): string {
  const prefix = LOCALE_PATTERN.test(locale) ? locale : 'en_INT';
  const origin = config.publicOrigin.replace(/\/+$/, '');
  return `${origin}/${prefix}/account/${page}?token=${encodeURIComponent(token)}${change ? `&change=${change}` : ''}`;
}

const IGNORE_LINE = 'If you did not ask for this, you can ignore this mail.';

function mail(
  to: string,
  subject: string,
  greetingName: string,
  lines: string[],
  link: { href: string; label: string } | null,
  closing = IGNORE_LINE,
): OutgoingMail {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const text = [greeting, '', ...lines, '', ...(link ? [link.href, ''] : []), closing].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    ...(link ? [`<p><a href="${escapeHtml(link.href)}">${escapeHtml(link.label)}</a></p>`] : []),
    `<p>${escapeHtml(closing)}</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(config: ServerConfig, user: { email: string; firstName: string; locale: string }, token: string): OutgoingMail {
  return mail(
    user.email,
    'Activate your account',
    user.firstName,
    ['Thank you for creating an account. Follow this link to activate it (the link works for 7 days):'],
    { href: accountLink(config, user.locale, 'activate', token), label: 'Activate my account' },
  );
}

export function passwordResetMail(config: ServerConfig, user: { email: string; firstName: string }, locale: string, token: string): OutgoingMail {
  return mail(
    user.email,
    'Reset your password',
    user.firstName,
    ['We received a request to reset the password of your account. Follow this link to choose a new one (the link works for 1 hour):'],
    { href: accountLink(config, locale, 'passwordreset', token), label: 'Choose a new password' },
  );
}

/** To the new address: the change takes effect only when this link is followed. */
export function emailChangeConfirmMail(
  config: ServerConfig,
  user: { firstName: string; locale: string },
  newEmail: string,
  token: string,
): OutgoingMail {
  return mail(
    newEmail,
    'Confirm your new email address',
    user.firstName,
    [
      `You asked to use ${newEmail} for your account from now on.`,
      'Follow this link to confirm it (the link works for 24 hours). Until then your account keeps its current address:',
    ],
    { href: accountLink(config, user.locale, 'activate', token, 'email'), label: 'Confirm my new email address' },
  );
}

/** To the current address: someone asked to move the account away from it. No link: nothing to click for a thief to abuse. */
export function emailChangeNoticeMail(user: { email: string; firstName: string }, newEmail: string): OutgoingMail {
  return mail(
    user.email,
    'Your email address is about to change',
    user.firstName,
    [
      `Someone asked to change the email address of your account from ${user.email} to ${newEmail}.`,
      'The change takes effect only when it is confirmed from the new address; until then nothing changes.',
    ],
    null,
    'If this was not you, log in and change your password at once, and contact our support.',
  );
}
