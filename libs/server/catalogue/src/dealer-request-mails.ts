import { singleLine, type DealerRequestInput } from '@bike/shared/domain';
import type { BrandKey } from '@bike/shared/domain';
import type { OutgoingMail } from '@bike/server/core';
import { composeMail, defineMail, mailLocale, type MailBlock, type MailCatalogue, type Translate } from '@bike/server/mail';
import { de } from './mail-messages/de';
import { en, type DealerRequestMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';
import { letterBlocks, spokenLanguage } from './request-mail-details';
import { requestedItemIn, type RequestedItemRow } from './requested-item';

/**
 * The dealer request's mails (issue 33), drawn by the mail layer in the brand of the site the
 * request came from: the request to the dealer, in the dealer's language (the first language of
 * its country's market: a Belgian dealer reads French, a Swiss one German), and the shopper's
 * copy, written for the shopper, in the language of the page they wrote from. Texts: ./mail-messages.
 */
type Key = keyof DealerRequestMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

/** The dealer as the mails name it; its mail address stays on the server (only `to` of its own mail). */
export interface RequestDealer {
  name: string;
  /** Its page's path segment (/dealers/{slug}), when it has one. */
  slug: string | null;
  /** Street and town lines as its country writes them. */
  address: string[];
  phone: string | null;
  website: string | null;
}

export interface DealerRequestData {
  dealer: RequestDealer;
  request: Pick<DealerRequestInput, 'firstName' | 'lastName' | 'email' | 'phoneNr' | 'message' | 'onStock' | 'locale'>;
  item: RequestedItemRow | null;
}

/**
 * Who asks and how to reach them. Each value is one line: a name the schema folded, a dealer's
 * name or an item title from the database can never start a line that passes for another detail.
 */
const shopperRows = (t: Translate<Key>, { request }: DealerRequestData) => [
  { label: t('row.name'), value: singleLine(`${request.firstName} ${request.lastName}`) },
  { label: t('row.email'), value: singleLine(request.email) },
  ...(request.phoneNr ? [{ label: t('row.phone'), value: singleLine(request.phoneNr) }] : []),
];

/** The bike or product in the reader's language: title, colour, size (when the request names one) and item number. */
function itemRows(t: Translate<Key>, row: RequestedItemRow, language: Parameters<typeof requestedItemIn>[1]) {
  const item = requestedItemIn(row, language);
  return [
    { label: t('row.item'), value: item.title, strong: true },
    ...(item.colour ? [{ label: t('row.colour'), value: item.colour }] : []),
    ...(item.size ? [{ label: t('row.size'), value: item.size }] : []),
    { label: t('row.itemNumber'), value: item.externalid },
  ];
}

export const dealerRequestTemplate = defineMail<DealerRequestData, Key>({
  kind: 'dealer.request',
  catalogue: TEXTS,
  subject: (t, { request }, mail) => t('dealer.subject', { name: singleLine(`${request.firstName} ${request.lastName}`), brand: mail.brandName }),
  body: (t, data, mail) => {
    const { request, item, dealer } = data;
    const language = spokenLanguage(request.locale, mail.bcp47);
    const blocks: MailBlock[] = [
      { type: 'greeting', name: singleLine(dealer.name) },
      { type: 'paragraph', text: t('dealer.intro', { brand: mail.brandName }) },
      { type: 'rows', rows: [...shopperRows(t, data), ...(language ? [{ label: t('row.language'), value: language }] : [])] },
    ];
    if (item) {
      blocks.push({ type: 'paragraph', text: t('dealer.about') }, { type: 'rows', rows: itemRows(t, item, mail.language) });
      // The dealer's own stock list: a sentence for the dealer only, never in the shopper's copy.
      if (request.onStock) blocks.push({ type: 'paragraph', text: t('dealer.inStock') });
    }
    blocks.push(...(request.message ? [{ type: 'paragraph', text: t('dealer.message') } as const, ...letterBlocks(request.message)] : [{ type: 'paragraph', text: t('dealer.noMessage') } as const]));
    blocks.push({ type: 'note', text: t('dealer.reply', { name: singleLine(request.firstName), email: singleLine(request.email) }) });
    return blocks;
  },
});

/**
 * The shopper's copy, for the shopper: which dealer has the request (name, address, phone,
 * website, its page), how the dealer will answer, and what they sent.
 */
export const dealerRequestCopyTemplate = defineMail<DealerRequestData, Key>({
  kind: 'dealer.request-copy',
  catalogue: TEXTS,
  subject: (t, { dealer }) => t('copy.subject', { dealer: singleLine(dealer.name) }),
  body: (t, data, mail) => {
    const { request, item, dealer } = data;
    const dealerName = singleLine(dealer.name);
    const title = item ? requestedItemIn(item, mail.language).title : null;
    const blocks: MailBlock[] = [
      { type: 'greeting', name: singleLine(request.firstName) },
      { type: 'paragraph', text: title ? t('copy.sentAbout', { item: title, dealer: dealerName }) : t('copy.sent', { dealer: dealerName }) },
      ...(item && request.onStock ? [{ type: 'paragraph', text: t('copy.inStock', { dealer: dealerName }) } as const] : []),
      {
        type: 'rows',
        rows: [
          { label: t('row.dealer'), value: dealerName, strong: true },
          ...(dealer.address.length ? [{ label: t('row.address'), value: singleLine(dealer.address.join(', ')) }] : []),
          ...(dealer.phone ? [{ label: t('row.phone'), value: singleLine(dealer.phone) }] : []),
          ...(dealer.website ? [{ label: t('row.website'), value: singleLine(dealer.website) }] : []),
        ],
      },
      {
        type: 'paragraph',
        text: request.phoneNr
          ? t('copy.answerPhone', { email: singleLine(request.email), phone: singleLine(request.phoneNr) })
          : t('copy.answer', { email: singleLine(request.email) }),
      },
      ...(dealer.slug ? [{ type: 'action', href: mail.link(`/dealers/${encodeURIComponent(dealer.slug)}`), label: t('copy.dealerPage') } as const] : []),
      { type: 'paragraph', text: t('copy.yourRequest') },
      { type: 'rows', rows: [...shopperRows(t, data), ...(item ? itemRows(t, item, mail.language) : [])] },
      ...(request.message ? [{ type: 'paragraph', text: t('copy.yourMessage') } as const, ...letterBlocks(request.message)] : []),
      { type: 'paragraph', text: t('copy.signOff', { brand: mail.brandName }) },
    ];
    return blocks;
  },
});

interface Sending {
  brand: BrandKey;
  /** The shop's public origin (config.publicOrigin), for the links and the logo link. */
  origin: string;
}

/** To the dealer, in its market's first language; replying reaches the shopper. */
export function dealerRequestMail(sending: Sending, dealer: RequestDealer & { email: string; country: string }, request: DealerRequestInput, item: RequestedItemRow | null): OutgoingMail {
  const locale = mailLocale({ market: dealer.country });
  return composeMail(dealerRequestTemplate, { dealer, request, item }, { locale, brand: sending.brand, origin: sending.origin, to: dealer.email }, { replyTo: request.email });
}

/**
 * The shopper's copy, in the language of the page the request was sent from (the shopper is
 * writing in it; an account's stored setting defaults to en_INT for everyone). `to` is the
 * signed-in account's own, verified address (the route decides), never the address typed into
 * the form: a copy to a typed address would let anyone send the shop's mail, with their own
 * text in it, to any inbox.
 */
export function dealerRequestCopy(sending: Sending, to: string, dealer: RequestDealer, request: DealerRequestInput, item: RequestedItemRow | null): OutgoingMail {
  const locale = mailLocale({ page: request.locale });
  return composeMail(dealerRequestCopyTemplate, { dealer, request, item }, { locale, brand: sending.brand, origin: sending.origin, to });
}
