import type { ContactRequest } from '@bike/shared/domain';
import type { OutgoingMail } from '@bike/server/core';
import { composeMail, defineMail, mailLocale, type MailBlock } from '@bike/server/mail';
import { letterBlocks, spokenLanguage } from '@bike/server/catalogue';
import { CONTACT_MAIL_TEXTS, type ContactMailKey, type Sending } from './contact-mail-texts';

/** Who wrote, as far as the shop knows it: the page's locale and whether a signed-in account's proven address is the one typed. */
export interface SenderFacts {
  locale: string;
  /** The typed address is the signed-in account's own, proven by a mailed link. */
  provenAddress: boolean;
}

/**
 * Customer service reads English, its working language (one mailbox per brand, for every
 * market); the mail names the language the shopper wrote in, so the answer can be in it.
 */
export const CUSTOMER_SERVICE_LOCALE = 'en_INT';

export interface ContactMailData {
  request: ContactRequest;
  reference: string;
  sender: SenderFacts;
}

const topicKey = (request: ContactRequest) => `topic.${request.topic}` as ContactMailKey;

/**
 * To customer service: the topic, the order, who wrote and how to answer, then the message.
 * Replying goes to the shopper.
 */
export const customerServiceTemplate = defineMail<ContactMailData, ContactMailKey>({
  kind: 'contact.customer-service',
  catalogue: CONTACT_MAIL_TEXTS,
  subject: (t, { request, reference }) =>
    request.orderNumber
      ? t('service.subjectOrder', { reference, topic: t(topicKey(request)), orderNumber: request.orderNumber, name: request.name })
      : t('service.subject', { reference, topic: t(topicKey(request)), name: request.name }),
  body: (t, { request, reference, sender }, mail) => {
    const language = spokenLanguage(sender.locale, mail.bcp47);
    return [
      { type: 'paragraph', text: t('service.intro', { brand: mail.brandName }) },
      {
        type: 'rows',
        rows: [
          { label: t('row.reference'), value: reference, strong: true },
          { label: t('row.topic'), value: t(topicKey(request)) },
          ...(request.orderNumber ? [{ label: t('row.orderNumber'), value: request.orderNumber }] : []),
          { label: t('row.name'), value: request.name },
          { label: t('row.email'), value: t(sender.provenAddress ? 'service.emailProven' : 'service.emailUnproven', { email: request.email }) },
          ...(language ? [{ label: t('row.language'), value: language }] : []),
        ],
      },
      { type: 'paragraph', text: t('service.message') },
      ...letterBlocks(request.message),
      { type: 'note', text: t('service.reply') },
    ];
  },
});

/**
 * The shopper's receipt: what the message is about, its reference and what happens next;
 * replying reaches customer service. The message itself and the typed name are repeated only
 * to a signed-in account's proven address: a receipt to an address typed into a public form
 * must not carry words of whoever typed it (the newsletter's opt-in greets nobody by name for
 * the same reason).
 */
export const contactReceiptTemplate = defineMail<ContactMailData, ContactMailKey>({
  kind: 'contact.receipt',
  catalogue: CONTACT_MAIL_TEXTS,
  subject: (t, { reference }) => t('receipt.subject', { reference }),
  body: (t, { request, reference, sender }, mail) => {
    const values = { brand: mail.brandName, topic: t(topicKey(request)), orderNumber: request.orderNumber ?? '' };
    const blocks: MailBlock[] = [
      { type: 'greeting', name: sender.provenAddress ? request.name : null },
      { type: 'paragraph', text: t(request.orderNumber ? 'receipt.receivedForOrder' : 'receipt.received', values) },
      ...(sender.provenAddress ? [{ type: 'paragraph', text: t('receipt.yourMessage') } as const, ...letterBlocks(request.message)] : []),
      { type: 'paragraph', text: t('receipt.next') },
      { type: 'paragraph', text: t('reference', { reference }) },
      { type: 'paragraph', text: t('signOff', { brand: mail.brandName }) },
    ];
    return blocks;
  },
});

/** To customer service (its working language), the shopper as reply-to. */
export function customerServiceMail(sending: Sending, to: string, request: ContactRequest, reference: string, sender: SenderFacts): OutgoingMail {
  return composeMail(customerServiceTemplate, { request, reference, sender }, { locale: CUSTOMER_SERVICE_LOCALE, ...sending, to }, { replyTo: request.email });
}

/**
 * The receipt in the language of the page the shopper wrote from (they are writing in it; an
 * account's stored setting defaults to en_INT for everyone); replying reaches customer service.
 */
export function contactReceipt(sending: Sending, to: string, customerService: string, request: ContactRequest, reference: string, sender: SenderFacts): OutgoingMail {
  return composeMail(contactReceiptTemplate, { request, reference, sender }, { locale: mailLocale({ page: sender.locale }), ...sending, to }, { replyTo: customerService });
}
