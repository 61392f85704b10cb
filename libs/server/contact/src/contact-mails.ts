import type { ContactRequest } from '@bike/shared/domain';
import type { OutgoingMail } from '@bike/server/core';
import { fillTemplate, letterMail, mailLanguageOf } from '@bike/server/mail';
import { CONTACT_RECEIPT } from './receipt-texts';

/** Who wrote, as far as the shop knows it: the page's locale and whether a signed-in account's proven address is the one typed. */
export interface SenderFacts {
  locale: string;
  /** The typed address is the signed-in account's own, proven by a mailed link. */
  provenAddress: boolean;
}

const LANGUAGE_NAMES: Record<string, string> = { en: 'English', nl: 'Dutch', fr: 'French', de: 'German', es: 'Spanish', it: 'Italian' };
/** "Dutch (nl_BE)": the language customer service or a dealer answers in. */
export const languageLine = (locale: string) => `${LANGUAGE_NAMES[mailLanguageOf(locale)]} (${locale})`;

/**
 * To customer service, in English (its working language, like the chat helper's mail): the
 * topic, the order, who wrote and how to answer, then the message. Replying goes to the shopper.
 */
export function customerServiceMail(to: string, brandName: string, request: ContactRequest, reference: string, sender: SenderFacts): OutgoingMail {
  const topic = CONTACT_RECEIPT.en.topics[request.topic];
  return letterMail({
    to,
    replyTo: request.email,
    subject: `[${reference}] ${topic}${request.orderNumber ? ` ${request.orderNumber}` : ''}: ${request.name}`,
    paragraphs: [
      `A shopper wrote to customer service through the ${brandName} web shop.`,
      [
        `Reference: ${reference}`,
        `Topic: ${topic}`,
        ...(request.orderNumber ? [`Order number: ${request.orderNumber}`] : []),
        `Name: ${request.name}`,
        `E-mail: ${request.email}${sender.provenAddress ? ' (signed in, address confirmed)' : ' (not confirmed)'}`,
        `Language: ${languageLine(sender.locale)}`,
      ].join('\n'),
      'Message:',
      request.message,
      'Reply to this mail to answer them, in their language.',
    ],
  });
}

/**
 * The shopper's receipt in the page's language: what the message is about, its reference and
 * what happens next; replying reaches customer service. The message itself and the typed name
 * are repeated only to a signed-in account's proven address: a receipt to an address typed into
 * a public form must not carry words of whoever typed it (the newsletter's opt-in greets nobody
 * by name for the same reason).
 */
export function contactReceipt(to: string, customerService: string, brandName: string, request: ContactRequest, reference: string, sender: SenderFacts): OutgoingMail {
  const t = CONTACT_RECEIPT[mailLanguageOf(sender.locale)];
  const values = { brand: brandName, topic: t.topics[request.topic], orderNumber: request.orderNumber ?? '', reference, name: request.name };
  return letterMail({
    to,
    replyTo: customerService,
    subject: fillTemplate(t.subject, values),
    paragraphs: [
      sender.provenAddress ? fillTemplate(t.helloName, values) : t.hello,
      fillTemplate(request.orderNumber ? t.receivedForOrder : t.received, values),
      ...(sender.provenAddress ? [t.yourMessage, request.message] : []),
      t.next,
      fillTemplate(t.reference, values),
      fillTemplate(t.signOff, values),
    ],
  });
}
