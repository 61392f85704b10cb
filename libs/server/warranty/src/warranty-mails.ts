import { escapeHtml, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { LOCALE_PATTERN, type FrameWarranty } from '@bike/shared/domain';

/** Where the rider sees the registration: the warranties page under their locale. */
export function warrantiesLink(config: ServerConfig, locale: string): string {
  const prefix = LOCALE_PATTERN.test(locale) ? locale : 'en_INT';
  return `${config.publicOrigin.replace(/\/+$/, '')}/${prefix}/account/warranties`;
}

/** Sent when a bike is registered: what was registered and the warranty it now has. */
export function bikeRegisteredMail(
  config: ServerConfig,
  user: { email: string; firstName: string },
  locale: string,
  bike: { title: string; serial: string },
  warranty: FrameWarranty,
): OutgoingMail {
  const link = warrantiesLink(config, locale);
  const lines = [
    `Thank you for registering your ${bike.title} (frame number ${bike.serial}).`,
    `Its frame warranty now runs ${warranty.years} years, until ${warranty.until}.`,
    'We check the registration and its photos; you can follow it on your warranties page:',
  ];
  const greeting = user.firstName ? `Hello ${user.firstName},` : 'Hello,';
  return {
    to: user.email,
    subject: 'Your bike is registered',
    text: [greeting, '', ...lines, '', link].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`].join('\n'),
  };
}
