import type { OutgoingMail, ServerConfig } from '@bike/server/core';
import { LOCALE_PATTERN } from '@bike/shared/domain';
import { escapeHtml } from '@bike/server/mail';

/** A link into the shop under the reader's locale prefix (spec point 2: every route is prefixed). */
export function accountLink(config: ServerConfig, locale: string, page: 'activate' | 'passwordreset', token: string): string {
  const prefix = LOCALE_PATTERN.test(locale) ? locale : 'en_INT';
  const origin = config.publicOrigin.replace(/\/+$/, '');
  return `${origin}/${prefix}/account/${page}?token=${encodeURIComponent(token)}`;
}

function mail(to: string, subject: string, greetingName: string, lines: string[], link: string, linkLabel: string): OutgoingMail {
  const greeting = greetingName ? `Hello ${greetingName},` : 'Hello,';
  const text = [greeting, '', ...lines, '', link, '', 'If you did not ask for this, you can ignore this mail.'].join('\n');
  const html = [
    `<p>${escapeHtml(greeting)}</p>`,
    ...lines.map((line) => `<p>${escapeHtml(line)}</p>`),
    `<p><a href="${escapeHtml(link)}">${escapeHtml(linkLabel)}</a></p>`,
    `<p>If you did not ask for this, you can ignore this mail.</p>`,
  ].join('\n');
  return { to, subject, text, html };
}

export function activationMail(config: ServerConfig, user: { email: string; firstName: string; locale: string }, token: string): OutgoingMail {
  return mail(
    user.email,
    'Activate your account',
    user.firstName,
    ['Thank you for creating an account. Follow this link to activate it (the link works for 7 days):'],
    accountLink(config, user.locale, 'activate', token),
    'Activate my account',
  );
}

export function passwordResetMail(config: ServerConfig, user: { email: string; firstName: string }, locale: string, token: string): OutgoingMail {
  return mail(
    user.email,
    'Reset your password',
    user.firstName,
    ['We received a request to reset the password of your account. Follow this link to choose a new one (the link works for 1 hour):'],
    accountLink(config, locale, 'passwordreset', token),
    'Choose a new password',
  );
}
