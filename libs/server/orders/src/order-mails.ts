import { isBrandKey, type Db, type OutgoingMail, type ServerConfig } from '@bike/server/core';
import { composeMail, defineMail, mailLocale, type MailBlock, type MailCatalogue } from '@bike/server/mail';
import type { OrderView } from '@bike/shared/domain';
import { bankAccountFor, type BankAccount, type BankAccounts } from './bank-accounts';
import { orderMailFactsOf, shippedSerialsOf, type OrderMailFacts, type ShippedSerial } from './order-mail-facts';
import { money } from './money-text';
import { orderSummaryBlocks } from './order-summary-mail';
import { findOrder, orderViewOf, type OrderRow } from './order-view';
import { de } from './mail-messages/de';
import { en, type OrderMailMessages } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it } from './mail-messages/it';
import { nl } from './mail-messages/nl';

/**
 * Order mails in the order's language and brand, drawn by the mail layer (@bike/server/mail): a
 * confirmation when the order is placed (with the account, amount, structured reference and
 * pay-by date of a bank transfer), and one for each status the buyer waits for: paid, shipped
 * (with the frame numbers) and cancelled (who cancelled it, and whether money comes back). Each
 * says what changed, lists the whole order (order-summary-mail.ts) and the next step. Texts:
 * ./mail-messages. The order's locale is the page it was placed from; it decides the language
 * and the market.
 */
type Key = keyof OrderMailMessages;
const TEXTS: MailCatalogue<Key> = { de, en, es, fr, it, nl };

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

/** What every order mail knows: the order, its link and the names its view lacks (order-mail-facts.ts). */
interface OrderMailData {
  order: OrderView;
  link: string;
  facts?: OrderMailFacts;
}

interface PlacedData extends OrderMailData {
  /** For a bank transfer: where to, and the day by which the order is held. */
  transfer: { account: BankAccount; until: Date } | null;
}

export const orderPlacedTemplate = defineMail<PlacedData, Key>({
  kind: 'order.placed',
  catalogue: TEXTS,
  subject: (t, { order }) => t('placed.subject', { id: order.id }),
  body: (t, { order, link, transfer, facts }, mail) => {
    const price = (amount: number) => money(amount, order.currency, mail.bcp47);
    const blocks: MailBlock[] = [
      { type: 'greeting', name: order.customer.firstName },
      { type: 'paragraph', text: t('placed.thanks', { id: order.id }) },
      ...orderSummaryBlocks(t, order, mail, facts),
    ];
    // The next step: a bank transfer's account and date, else the wait for the payment.
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
    } else if (order.paymentStatus !== 'paid') {
      blocks.push({ type: 'paragraph', text: t('next.placed') });
    }
    blocks.push({ type: 'action', href: link, label: t('link') });
    return blocks;
  },
});

export const orderPaidTemplate = defineMail<OrderMailData, Key>({
  kind: 'order.paid',
  catalogue: TEXTS,
  subject: (t, { order }) => t('paid.subject', { id: order.id }),
  // paid.intro says the next step too: a mail when it ships.
  body: (t, { order, link, facts }, mail) => [
    { type: 'greeting', name: order.customer.firstName },
    { type: 'paragraph', text: t('paid.intro', { id: order.id }) },
    ...orderSummaryBlocks(t, order, mail, facts),
    { type: 'action', href: link, label: t('link') },
  ],
});

interface ShippedData extends OrderMailData {
  /** The frame numbers the bikes got as they left (none for an order of accessories). */
  serials: ShippedSerial[];
}

export const orderShippedTemplate = defineMail<ShippedData, Key>({
  kind: 'order.shipped',
  catalogue: TEXTS,
  subject: (t, { order }) => t('shipped.subject', { id: order.id }),
  body: (t, { order, link, facts, serials }, mail) => {
    const dealer = order.delivery.method === 'DEALER' ? order.delivery.dealer.name : null;
    const blocks: MailBlock[] = [
      { type: 'greeting', name: order.customer.firstName },
      { type: 'paragraph', text: dealer ? t('shipped.dealer', { id: order.id, dealer }) : t('shipped.home', { id: order.id }) },
    ];
    if (serials.length > 0) {
      blocks.push(
        { type: 'paragraph', text: t('shipped.serials') },
        { type: 'rows', rows: serials.map((s) => ({ label: s.size ? `${s.title} — ${t('line.size', { size: s.size })}` : s.title, value: s.serial, strong: true })) },
      );
    }
    blocks.push(
      ...orderSummaryBlocks(t, order, mail, facts),
      { type: 'paragraph', text: dealer ? t('next.shippedDealer', { dealer }) : t('next.shippedHome') },
      { type: 'action', href: link, label: t('link') },
    );
    return blocks;
  },
});

/**
 * Who cancelled: the buyer (the order page), the shop (an admin's move), or the shop because a
 * late payment found the units sold (order-payments.ts applyPaymentOutcome). An unpaid payment
 * that expires leaves the order pending (the buyer may still pay), so it is no cancellation.
 */
export type CancelledBy = 'rider' | 'shop' | 'soldOut';

export const orderCancelledTemplate = defineMail<OrderMailData & { by: CancelledBy }, Key>({
  kind: 'order.cancelled',
  catalogue: TEXTS,
  subject: (t, { order }) => t('cancelled.subject', { id: order.id }),
  body: (t, { order, link, facts, by }, mail) => [
    { type: 'greeting', name: order.customer.firstName },
    { type: 'paragraph', text: t(by === 'rider' ? 'cancelled.byRider' : by === 'soldOut' ? 'cancelled.soldOut' : 'cancelled.byShop', { id: order.id }) },
    // The next step is about the money: it comes back, or none was taken.
    {
      type: 'paragraph',
      text: order.paymentStatus === 'paid' ? t('cancelled.refund', { amount: money(order.price, order.currency, mail.bcp47) }) : t('cancelled.unpaid'),
    },
    ...orderSummaryBlocks(t, order, mail, facts),
    { type: 'action', href: link, label: t('link') },
  ],
});

const renderFor = (config: ServerConfig, order: OrderView, to: string) => ({
  locale: mailLocale({ page: order.locale }),
  brand: isBrandKey(order.brand) ? order.brand : 'ardenne',
  origin: config.publicOrigin,
  to,
});

/** Everything a sender needs: the shop's config and database (for the names the view lacks). */
export interface OrderMailSource {
  config: ServerConfig;
  db: Db;
}

const factsFor = (source: OrderMailSource, order: OrderView, locale: string) => orderMailFactsOf(source.db, order.uuid, locale.slice(0, 2));

export async function orderPlacedMail(
  source: OrderMailSource, order: OrderView, email: string, bankTransferDays: number, orderToken?: string, bankAccounts?: BankAccounts,
): Promise<OutgoingMail> {
  const { config } = source;
  const link = orderToken ? orderLinkWithToken(config, order, orderToken) : orderLink(config, order);
  const options = renderFor(config, order, email);
  const transfer =
    order.paymentMethod === 'banktransfer' && bankAccounts
      ? { account: bankAccountFor(bankAccounts, options.locale.slice(3)), until: new Date(new Date(order.createdAt).getTime() + bankTransferDays * 86_400_000) }
      : null;
  const facts = await factsFor(source, order, options.locale);
  return composeMail(orderPlacedTemplate, { order, link, transfer, facts }, options);
}

export async function orderPaidMail(source: OrderMailSource, order: OrderView, email: string): Promise<OutgoingMail> {
  const options = renderFor(source.config, order, email);
  return composeMail(orderPaidTemplate, { order, link: orderLink(source.config, order), facts: await factsFor(source, order, options.locale) }, options);
}

export async function orderShippedMail(source: OrderMailSource, order: OrderView, email: string): Promise<OutgoingMail> {
  const options = renderFor(source.config, order, email);
  const [facts, serials] = [await factsFor(source, order, options.locale), await shippedSerialsOf(source.db, order.uuid)];
  return composeMail(orderShippedTemplate, { order, link: orderLink(source.config, order), facts, serials }, options);
}

export async function orderCancelledMail(source: OrderMailSource, order: OrderView, email: string, by: CancelledBy): Promise<OutgoingMail> {
  const options = renderFor(source.config, order, email);
  return composeMail(orderCancelledTemplate, { order, link: orderLink(source.config, order), facts: await factsFor(source, order, options.locale), by }, options);
}

/** A status the buyer hears about by mail beyond paid: shipped, or cancelled by someone. */
export type OrderStatusChange = { to: 'shipped' } | { to: 'cancelled'; by: CancelledBy };

/**
 * The mail of a status change, read after the change committed (the whole view: sizes, the
 * dealer's address, the frame numbers just given); null when the order is gone.
 */
export async function orderStatusMail(source: OrderMailSource, orderOrUuid: OrderRow | string, change: OrderStatusChange): Promise<OutgoingMail | null> {
  // A caller that has just read the committed row passes it, so it is not read twice.
  const order = typeof orderOrUuid === 'string' ? await findOrder(source.db, orderOrUuid) : orderOrUuid;
  if (!order) return null;
  const view = await orderViewOf(source.db, order);
  return change.to === 'shipped' ? orderShippedMail(source, view, order.customer.email) : orderCancelledMail(source, view, order.customer.email, change.by);
}
