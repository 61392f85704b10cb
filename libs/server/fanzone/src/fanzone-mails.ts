import type { OutgoingMail } from '@bike/server/core';
import type { BrandKey, FanzoneRejectionReason } from '@bike/shared/domain';
import { composeMail, defineMail, type MailBlock, type MailCatalogue } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type FanzoneMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * The fan-zone decision mail (issue 33): a rider's photo approved or not published, drawn by the
 * mail layer of @bike/server/mail in the rider's language and the brand of the fan zone the photo
 * was sent to. Texts: ./mail-messages.
 */
type Key = keyof FanzoneMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

export interface FanzoneDecision {
  status: 'approved' | 'rejected';
  caption: string;
  conceptCode: string | null;
  reason: FanzoneRejectionReason | null;
  /** The moderator's own words, as typed (not translated). */
  note: string | null;
}

const REASON_KEY: Record<FanzoneRejectionReason, Key> = {
  persons: 'reason.persons',
  notABike: 'reason.notABike',
  quality: 'reason.quality',
  rights: 'reason.rights',
  other: 'reason.other',
};

function approvedBlocks(t: (key: Key, values?: Record<string, string>) => string, decision: FanzoneDecision, brand: string, gallery: string): MailBlock[] {
  return [
    { type: 'paragraph', text: t('approved.intro', { caption: decision.caption, brand }) },
    { type: 'paragraph', text: t('approved.thanks') },
    ...(decision.conceptCode ? [{ type: 'paragraph', text: t('approved.concept', { code: decision.conceptCode }) } as const] : []),
    { type: 'action', href: gallery, label: t('approved.action') },
    { type: 'note', text: t('approved.withdraw') },
  ];
}

/** Why, in words a rider understands; "other" says little on its own, so the moderator's note follows whenever there is one. */
function rejectedBlocks(t: (key: Key, values?: Record<string, string>) => string, decision: FanzoneDecision, brand: string, gallery: string): MailBlock[] {
  const reason = decision.reason ?? 'other';
  return [
    { type: 'paragraph', text: t('rejected.intro', { caption: decision.caption, brand }) },
    { type: 'paragraph', text: `${t('rejected.why')} ${t(REASON_KEY[reason])}` },
    ...(decision.note ? [{ type: 'paragraph', text: t('rejected.note') } as const, { type: 'paragraph', text: decision.note } as const] : []),
    { type: 'paragraph', text: t('rejected.again') },
    { type: 'action', href: gallery, label: t('rejected.action') },
  ];
}

/** The decision, the photo named by its caption; the fan zone's page under the rider's locale (the newest photo is first in its gallery). */
export const fanzoneDecisionTemplate = defineMail<FanzoneDecision & { firstName: string }, Key>({
  kind: 'fanzone.decision',
  catalogue: TEXTS,
  subject: (t, data) => t(data.status === 'approved' ? 'approved.subject' : 'rejected.subject', { caption: data.caption }),
  body: (t, data, mail) => [
    { type: 'greeting', name: data.firstName },
    ...(data.status === 'approved' ? approvedBlocks(t, data, mail.brandName, mail.link('/fanzone')) : rejectedBlocks(t, data, mail.brandName, mail.link('/fanzone'))),
    { type: 'paragraph', text: t('signOff', { brand: mail.brandName }) },
  ],
});

/** Sent when an admin approves or rejects a photo, in the locale mailLocale chose for its rider. */
export function fanzoneDecisionMail(sending: { brand: BrandKey; origin: string }, locale: string, owner: { email: string; firstName: string }, decision: FanzoneDecision): OutgoingMail {
  return composeMail(fanzoneDecisionTemplate, { ...decision, firstName: owner.firstName }, { locale, ...sending, to: owner.email });
}
