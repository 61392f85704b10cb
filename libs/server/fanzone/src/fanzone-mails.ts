import { escapeHtml, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { LOCALE_PATTERN, type FanzoneRejectionReason } from '@bike/shared/domain';

/** Why a photo was turned down, in words a rider understands. */
const REASON_TEXT: Record<FanzoneRejectionReason, string> = {
  persons: 'It shows people. To protect everyone\'s privacy, the fan zone shows bikes without recognisable persons.',
  notABike: 'We could not see one of our bikes in it.',
  quality: 'It is too dark, blurred or small to show well.',
  rights: 'It looks like a photo that is not yours to publish.',
  other: 'Our moderators left a note:',
};

const fanzoneLink = (config: ServerConfig, locale: string): string =>
  `${config.publicOrigin.replace(/\/+$/, '')}/${LOCALE_PATTERN.test(locale) ? locale : 'en_INT'}/fanzone`;

/** Sent when an admin approves or rejects a photo. */
export function fanzoneDecisionMail(
  config: ServerConfig,
  owner: { email: string; firstName: string },
  locale: string,
  decision: { status: 'approved' | 'rejected'; caption: string; reason: FanzoneRejectionReason | null; note: string | null },
): OutgoingMail {
  const link = fanzoneLink(config, locale);
  const lines =
    decision.status === 'approved'
      ? [`Your photo "${decision.caption}" is now in the fan zone gallery. Thank you for sharing your ride.`]
      : [
          `We could not publish your photo "${decision.caption}" in the fan zone.`,
          REASON_TEXT[decision.reason ?? 'other'],
          ...(decision.note ? [decision.note] : []),
          'You are welcome to send another photo.',
        ];
  const greeting = owner.firstName ? `Hello ${owner.firstName},` : 'Hello,';
  return {
    to: owner.email,
    subject: decision.status === 'approved' ? 'Your photo is in the fan zone' : 'About your fan zone photo',
    text: [greeting, '', ...lines, '', link].join('\n'),
    html: [`<p>${escapeHtml(greeting)}</p>`, ...lines.map((l) => `<p>${escapeHtml(l)}</p>`), `<p><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></p>`].join('\n'),
  };
}
