import type { FittingRequest } from '@bike/shared/domain';
import { toBcp47 } from '@bike/shared/i18n/locales';
import type { OutgoingMail } from '@bike/server/core';
import { fillTemplate, letterMail, mailLanguageOf } from '@bike/server/mail';
import { languageLine, type SenderFacts } from './contact-mails';
import { FITTING_RECEIPT } from './receipt-texts';

/** The dealer as the mails name it (its address lines as its country writes them). */
export interface FittingDealer {
  name: string;
  email: string;
  phone: string | null;
  address: string[];
}

/** "dinsdag 14 juli 2026": a day in the reader's language (the date is a calendar day, read as UTC). */
export function longDay(isoDay: string, tag: string): string {
  return new Intl.DateTimeFormat(tag, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${isoDay}T12:00:00Z`));
}

const daysOf = (request: FittingRequest, tag: string, or: string) =>
  [request.firstDate, request.secondDate].filter((d): d is string => !!d).map((d) => longDay(d, tag)).join(` ${or} `);

/**
 * To the dealer, in English like the dealer contact request: who would like a fitting, on which
 * days and when in the day, how to reach them, their words. Replying goes to the rider.
 */
export function fittingDealerMail(dealer: FittingDealer, brandName: string, request: FittingRequest, reference: string, sender: SenderFacts): OutgoingMail {
  const times = FITTING_RECEIPT.en.times;
  return letterMail({
    to: dealer.email,
    replyTo: request.email,
    subject: `Bike fitting request from the ${brandName} web shop (${reference})`,
    paragraphs: [
      `Hello ${dealer.name},`,
      `A rider on the ${brandName} web shop would like a bike fitting appointment at your shop.`,
      [
        `Preferred days: ${daysOf(request, 'en-GB', 'or')}, ${times[request.timeOfDay]}`,
        `Name: ${request.name}`,
        `E-mail: ${request.email}`,
        ...(request.phone ? [`Phone: ${request.phone}`] : []),
        `Language: ${languageLine(sender.locale)}`,
        `Reference: ${reference}`,
      ].join('\n'),
      ...(request.message ? ['Message:', request.message] : []),
      'Reply to this mail to propose a time.',
    ],
  });
}

/**
 * The rider's receipt in the page's language: which dealer has the request, the days and time
 * asked for, and what happens next. As with the contact receipt, the rider's own words and name
 * are repeated only to a signed-in account's proven address. The dealer's mail address stays
 * out of it (it never leaves the server); its phone number is public on the dealer's page.
 */
export function fittingReceipt(to: string, dealer: FittingDealer, brandName: string, request: FittingRequest, reference: string, sender: SenderFacts): OutgoingMail {
  const t = FITTING_RECEIPT[mailLanguageOf(sender.locale)];
  const values = {
    brand: brandName, dealer: dealer.name, address: dealer.address.join(', '), name: request.name, reference, phone: dealer.phone ?? '',
    days: daysOf(request, toBcp47(sender.locale), t.or), time: t.times[request.timeOfDay],
  };
  return letterMail({
    to,
    subject: fillTemplate(t.subject, values),
    paragraphs: [
      sender.provenAddress ? fillTemplate(t.helloName, values) : t.hello,
      fillTemplate(t.sent, values),
      fillTemplate(t.days, values),
      ...(sender.provenAddress && request.message ? [t.yourMessage, request.message] : []),
      fillTemplate(dealer.phone ? t.nextWithPhone : t.next, values),
      fillTemplate(t.reference, values),
      fillTemplate(t.signOff, values),
    ],
  });
}
