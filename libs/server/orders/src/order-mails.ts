import { isBrandKey, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { composeMail, defineMail, mailLocale, type MailBlock, type MailCatalogue } from '@bike/server/mail';
import type { OrderView } from '@bike/shared/domain';
import { bankAccountFor, type BankAccount, type BankAccounts } from './bank-accounts';
import { de } from './mail-messages/de';
import { en, type OrderMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * Order mails in the order's language and brand, drawn by the mail layer (@bike/server/mail): a
 * confirmation when the order is placed (with the account, amount, structured reference and
 * pay-by date of a bank transfer) and a note when the payment arrives. Texts: ./mail-messages.
 * The order's locale is the page it was placed from; it decides the language and the market.
 */
type Key = keyof OrderMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

const money = (amount: number, currency: string, bcp47: string) => {
  try {
    return new Intl.NumberFormat(bcp47, { style: 'currency', currency }).format(amount);
  } catch {
    return `${currency} ${amount.toFixed(2)}`;
  }
};

export function orderLink(config: ServerConfig, order: Pick<OrderView, 'uuid' | 'locale'>): string {
  return `${config.publicOrigin.replace(/\/+$/, '')}/${order.locale}/checkout/order/${order.uuid}`;
}

/**
 * The placement mail's link carries the order token in the fragment (#token=...): a fragment is
 * never sent to a server, never in a Referer and never fetched by a prefetcher, so only the
 * buyer's mailbox holds it, and "pay online instead" works from another device.
 */
export const orderLinkWithToken = (config: ServerConfig, order: Pick<OrderView, 'uuid' | 'locale'>, orderToken: string): string =>
  `${orderLink(config, order)}#token=${encodeURIComponent(orderToken)}`;

interface PlacedData {
  order: OrderView;
  link: string;
  /** For a bank transfer: where to, and the day by which the order is held. */
  transfer: { account: BankAccount; until: Date } | null;
}

export const orderPlacedTemplate = defineMail<PlacedData, Key>({
  kind: 'order.placed',
  catalogue: TEXTS,
  subject: (t, { order }) => t('placed.subject', { id: order.id }),
  body: (t, { order, link, transfer }, mail) => {
    const price = (amount: number) => money(amount, order.currency, mail.bcp47);
    const blocks: MailBlock[] = [
      { type: 'greeting', name: order.customer.firstName },
      { type: 'paragraph', text: t('placed.thanks', { id: order.id }) },
      {
        type: 'rows',
        rows: [...order.orderlines.map((l) => ({ label: `${l.quantity} × ${l.item.title}`, value: price(l.total) })), { label: t('total'), value: price(order.price), strong: true }],
      },
    ];
    if (transfer && order.transferReference) {
      const date = new Intl.DateTimeFormat(mail.bcp47, { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(transfer.until);
      blocks.push(
        { type: 'paragraph', text: t('transfer.intro', { amount: price(order.price), date }) },
        {
          type: 'rows',
          rows: [
            { label: t('transfer.beneficiary'), value: transfer.account.beneficiary.replace('{brand}', mail.brandName) },
            { label: t('transfer.iban'), value: transfer.account.iban },
            { label: t('transfer.bic'), value: transfer.account.bic },
            { label: t('transfer.amount'), value: price(order.price), strong: true },
            { label: t('transfer.reference'), value: order.transferReference, strong: true },
            { label: t('transfer.until'), value: date },
          ],
        },
      );
    }
    blocks.push({ type: 'action', href: link, label: t('link') });
    return blocks;
  },
});

export const orderPaidTemplate = defineMail<{ order: OrderView; link: string }, Key>({
  kind: 'order.paid',
  catalogue: TEXTS,
  subject: (t, { order }) => t('paid.subject', { id: order.id }),
  body: (t, { order, link }, mail) => [
    { type: 'greeting', name: order.customer.firstName },
    { type: 'paragraph', text: t('paid.intro', { id: order.id }) },
    { type: 'rows', rows: [{ label: t('total'), value: money(order.price, order.currency, mail.bcp47), strong: true }] },
    { type: 'action', href: link, label: t('link') },
  ],
});

const renderFor = (config: ServerConfig, order: OrderView, to: string) => ({
  locale: mailLocale({ page: order.locale }),
  brand: isBrandKey(order.brand) ? order.brand : 'ardenne',
  origin: config.publicOrigin,
  to,
});

export function orderPlacedMail(config: ServerConfig, order: OrderView, email: string, bankTransferDays: number, orderToken?: string, bankAccounts?: BankAccounts): OutgoingMail {
  const link = orderToken ? orderLinkWithToken(config, order, orderToken) : orderLink(config, order);
  const options = renderFor(config, order, email);
  const transfer =
    order.paymentMethod === 'banktransfer' && bankAccounts
      ? { account: bankAccountFor(bankAccounts, options.locale.slice(3)), until: new Date(new Date(order.createdAt).getTime() + bankTransferDays * 86_400_000) }
      : null;
  return composeMail(orderPlacedTemplate, { order, link, transfer }, options);
}

export function orderPaidMail(config: ServerConfig, order: OrderView, email: string): OutgoingMail {
  return composeMail(orderPaidTemplate, { order, link: orderLink(config, order) }, renderFor(config, order, email));
}
