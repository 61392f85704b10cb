import type { MailBlock, MailContext, Translate } from '@bike/server/mail';
import type { OrderView } from '@bike/shared/domain';
import type { OrderMailMessages } from './mail-messages/en';
import { money } from './money-text';
import type { OrderMailFacts } from './order-mail-facts';

/**
 * The order as every order mail lists it (issue 33: "a €3,869 bike and €29 shipping showed as
 * €3,898 with nothing in between"): each line with its size, colour and, for a custom bike, its
 * build; then subtotal, discount, shipping, total and the VAT in it; then where the order goes.
 * Lines show their list price (quantity × unit price) so the rows add up: subtotal − discount +
 * shipping (− VAT when a business deducts it) = total.
 */
type Key = keyof OrderMailMessages;

const NO_FACTS: OrderMailFacts = { lines: new Map() };

export function orderSummaryBlocks(t: Translate<Key>, order: OrderView, mail: Pick<MailContext, 'bcp47'>, facts: OrderMailFacts = NO_FACTS): MailBlock[] {
  const price = (amount: number) => money(amount, order.currency, mail.bcp47);
  const builds: MailBlock[] = [];
  const lines = order.orderlines.map((line) => {
    const known = facts.lines.get(line.externalitemid);
    const details = [line.size ? t('line.size', { size: line.size }) : null, known?.colour ?? null].filter((d): d is string => !!d);
    if (known?.build.length) builds.push({ type: 'note', text: t('line.build', { title: line.item.title, choices: known.build.join(', ') }) });
    return { label: `${line.quantity} × ${line.item.title}${details.length ? ` — ${details.join(', ')}` : ''}`, value: price(line.unitPrice * line.quantity) };
  });
  const totals: Array<{ label: string; value: string; strong?: boolean }> = [{ label: t('summary.subtotal'), value: price(order.subtotal) }];
  if (order.discount > 0) totals.push({ label: order.discountcode ? t('summary.voucher', { code: order.discountcode }) : t('summary.discount'), value: price(-order.discount) });
  totals.push({ label: t('summary.shipping'), value: order.shippingcost > 0 ? price(order.shippingcost) : t('summary.free') });
  if (order.vatDeducted) totals.push({ label: t('summary.vatDeducted'), value: price(-order.vat) });
  totals.push({ label: t('total'), value: price(order.price), strong: true });
  // The VAT share is part of the total (consumer prices include it), so it comes after it.
  if (!order.vatDeducted && order.vat > 0) totals.push({ label: t('summary.vatIncluded'), value: price(order.vat) });
  return [{ type: 'rows', rows: lines }, ...builds, { type: 'rows', rows: totals }, { type: 'paragraph', text: deliveryText(t, order) }];
}

/** Where the order goes: the delivery address, or the dealer it is collected at (with its address when it is still listed). */
export function deliveryText(t: Translate<Key>, order: Pick<OrderView, 'delivery'>): string {
  const { delivery } = order;
  if (delivery.method === 'CONSUMER') return t('summary.deliverHome', { address: delivery.address.lines.join(', ') });
  return t('summary.collectDealer', { dealer: [delivery.dealer.name, ...(delivery.dealer.address?.lines ?? [])].filter(Boolean).join(', ') });
}
