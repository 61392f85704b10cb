import type { FittingRequest } from '@bike/shared/domain';
import type { OutgoingMail } from '@bike/server/core';
import { composeMail, defineMail, mailLocale, type MailBlock, type Translate } from '@bike/server/mail';
import { letterBlocks, spokenLanguage } from '@bike/server/catalogue';
import { CONTACT_MAIL_TEXTS, type ContactMailKey, type Sending } from './contact-mail-texts';
import type { SenderFacts } from './contact-mails';

/** The dealer as the mails name it (its address lines as its country writes them). */
export interface FittingDealer {
  name: string;
  email: string;
  phone: string | null;
  address: string[];
  /** Its country (the market whose first language its mail is written in). */
  country: string;
}

/** "dinsdag 14 juli 2026": a day in the reader's language (the date is a calendar day, read as UTC). */
export function longDay(isoDay: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T12:00:00Z`));
}

/** The one or two days asked for, in the reader's language: "dinsdag 14 juli 2026 of donderdag 16 juli 2026". */
const daysOf = (t: Translate<ContactMailKey>, request: FittingRequest, tag: string) =>
  [request.firstDate, request.secondDate].filter((d): d is string => !!d).map((d) => longDay(d, tag)).join(` ${t('or')} `);

const timeOf = (t: Translate<ContactMailKey>, request: FittingRequest) => t(`time.${request.timeOfDay}` as ContactMailKey);

export interface FittingMailData {
  /** The dealer's mail address is never part of the data: it is only the dealer mail's `to`. */
  dealer: Omit<FittingDealer, 'email' | 'country'>;
  request: FittingRequest;
  reference: string;
  sender: SenderFacts;
}

/**
 * To the dealer: who would like a fitting, on which days and when in the day, how to reach them,
 * the language they wrote in, their words. Replying goes to the rider.
 */
export const fittingDealerTemplate = defineMail<FittingMailData, ContactMailKey>({
  kind: 'fitting.dealer',
  catalogue: CONTACT_MAIL_TEXTS,
  subject: (t, { reference }, mail) => t('fitting.subject', { brand: mail.brandName, reference }),
  body: (t, { dealer, request, reference, sender }, mail) => {
    const language = spokenLanguage(sender.locale, mail.bcp47);
    return [
      { type: 'greeting', name: dealer.name },
      { type: 'paragraph', text: t('fitting.intro', { brand: mail.brandName }) },
      {
        type: 'rows',
        rows: [
          { label: t('row.days'), value: daysOf(t, request, mail.bcp47), strong: true },
          { label: t('row.time'), value: timeOf(t, request) },
          { label: t('row.name'), value: request.name },
          { label: t('row.email'), value: request.email },
          ...(request.phone ? [{ label: t('row.phone'), value: request.phone }] : []),
          ...(language ? [{ label: t('row.language'), value: language }] : []),
          { label: t('row.reference'), value: reference },
        ],
      },
      ...(request.message ? [{ type: 'paragraph', text: t('fitting.message') } as const, ...letterBlocks(request.message)] : []),
      { type: 'note', text: t('fitting.reply', { name: request.name, email: request.email }) },
    ];
  },
});

/**
 * The rider's receipt: which dealer has the request, the days and time asked for, and what
 * happens next. As with the contact receipt, the rider's own words and name are repeated only
 * to a signed-in account's proven address. The dealer's mail address stays out of it (it never
 * leaves the server); its phone number is public on the dealer's page.
 */
export const fittingReceiptTemplate = defineMail<FittingMailData, ContactMailKey>({
  kind: 'fitting.receipt',
  catalogue: CONTACT_MAIL_TEXTS,
  subject: (t, { dealer }) => t('fittingReceipt.subject', { dealer: dealer.name }),
  body: (t, { dealer, request, reference, sender }, mail) => {
    const blocks: MailBlock[] = [
      { type: 'greeting', name: sender.provenAddress ? request.name : null },
      { type: 'paragraph', text: t('fittingReceipt.sent', { dealer: dealer.name, address: dealer.address.join(', ') }) },
      { type: 'paragraph', text: t('fittingReceipt.days', { days: daysOf(t, request, mail.bcp47), time: timeOf(t, request) }) },
      ...(sender.provenAddress && request.message ? [{ type: 'paragraph', text: t('fittingReceipt.yourMessage') } as const, ...letterBlocks(request.message)] : []),
      { type: 'paragraph', text: dealer.phone ? t('fittingReceipt.nextWithPhone', { phone: dealer.phone }) : t('fittingReceipt.next') },
      { type: 'paragraph', text: t('reference', { reference }) },
      { type: 'paragraph', text: t('signOff', { brand: mail.brandName }) },
    ];
    return blocks;
  },
});

/** To the dealer, in its market's first language (a Belgian dealer reads French, a Swiss one German); replying reaches the rider. */
export function fittingDealerMail(sending: Sending, dealer: FittingDealer, request: FittingRequest, reference: string, sender: SenderFacts): OutgoingMail {
  const { email, country, ...named } = dealer;
  return composeMail(fittingDealerTemplate, { dealer: named, request, reference, sender }, { locale: mailLocale({ market: country }), ...sending, to: email }, { replyTo: request.email });
}

/** The rider's receipt, in the language of the page they asked from. */
export function fittingReceipt(sending: Sending, to: string, dealer: FittingDealer, request: FittingRequest, reference: string, sender: SenderFacts): OutgoingMail {
  const { email: _hidden, country: _market, ...named } = dealer;
  return composeMail(fittingReceiptTemplate, { dealer: named, request, reference, sender }, { locale: mailLocale({ page: sender.locale }), ...sending, to });
}
