import { randomBytes, randomInt, randomUUID } from 'node:crypto';
import { and, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  addressProblems, ADDRESS_FAILURE_MESSAGE, allowedAddressCountries, assertOrderTransition, canRetryPayment, canShopperCancel,
  COUNTRY_NOT_ALLOWED_MESSAGE, OrderTransitionError, safeRedirectPath, vatDeductionFor, type LocaleEntry, type OrderStatus, type OrderView, type PaymentLink, type PlaceOrderInput,
} from '@bike/shared/domain';
import { ApiError, badRequest, isUniqueViolation, notFound, startClaimedJob, type ApiIssue, type ServerContext } from '@bike/server/core';
import { assignSerials } from './bike-serials';
import { deliveryDealerFor } from './delivery-dealer';
import { orderPaidMail, orderPlacedMail, orderStatusMail, type OrderStatusChange } from './order-mails';
import { mayMailOrderConfirmation } from './order-confirmation-limit';
import { priceCart } from './order-pricing';
import { findOrder, latestPayment, linesOf, orderViewOf, toOrderView, type OrderRow, type PaymentRow } from './order-view';
import type { OrdersConfig } from './orders-config';
import type { PaymentProvider } from './payment-provider';
import { reserveParts } from '@bike/server/configurator';
import type { ResolvedItem } from './order-items';
import { orderLines, orders, payments, type OrderLineConfiguration } from './schema';
import { dealerIdFor, hasActiveReservation, releaseStock, reserveStock, type HoldLimit, type ReservationLine, type Tx } from './stock-reservations';
import { countGuestTransferFrom, GUEST_TRANSFER_HOLD, isGuestTransfer, refuseOverGuestShare, refuseOverOpenGuestTransfers } from './guest-transfer-hold';
import type { VatChecker } from './vat-check';
import { MAX_ORDER_TOKENS, newOrderToken } from './order-access';
import { moneyAllowsMove, paymentNotReceived, paymentStatusesOf } from './paid-move';

/** Everything the order operations need; built once by registerOrderRoutes. */
export interface OrdersDeps {
  ctx: ServerContext;
  config: OrdersConfig;
  provider: PaymentProvider;
  vat: VatChecker;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/**
 * Called inside the transaction that changed an order, with the row before and after: the admin
 * calls record their audit entry here, so the change and its record commit together or not at all.
 */
export interface OrderChangeOptions {
  onChanged?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;
}

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'expired';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ARD-7K3M9QX2: the brand's first letters and 8 random base-32 characters. */
export function newPublicId(brand: string): string {
  const bytes = randomBytes(8);
  return `${brand.slice(0, 3).toUpperCase()}-${Array.from(bytes, (b) => CROCKFORD[b % 32]).join('')}`;
}

/** Structured transfer reference +++123/4567/89012+++: 10 digits and their mod-97 check (97 for 0). */
export function newTransferReference(): string {
  const base = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  const check = Number(BigInt(base) % 97n) || 97;
  const digits = base + String(check).padStart(2, '0');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

export function isValidTransferReference(ref: string): boolean {
  const m = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(ref);
  if (!m) return false;
  const digits = m[1]! + m[2]! + m[3]!;
  return (Number(BigInt(digits.slice(0, 10)) % 97n) || 97) === Number(digits.slice(10));
}

/** Where the shopper lands after paying: the asked same-origin path, else the order page. */
export function returnPath(order: Pick<OrderRow, 'uuid' | 'locale' | 'redirectPath'>): string {
  // Checked again on the way out: a row stored before the normalised check must not leave the site.
  const base = safeRedirectPath(order.redirectPath) ?? `/${order.locale}/checkout/order/${order.uuid}`;
  const url = new URL(base, 'http://shop.invalid');
  url.searchParams.set('order', order.uuid);
  return `${url.pathname}${url.search}${url.hash}`;
}

/** What an order keeps of a custom bike: its concept, its choices and what it took from stock. */
const configurationOf = (item: ResolvedItem): OrderLineConfiguration | null =>
  item.custom ? { code: item.custom.code, choices: item.custom.choices, frameStocked: item.custom.frameStocked, parts: item.custom.stockedParts.map((p) => p.code) } : null;

const orderNotFound = () => notFound('ORDER_NOT_FOUND', 'This order does not exist');

function toConflict(error: unknown): never {
  if (error instanceof OrderTransitionError) throw new ApiError(409, 'ORDER_STATUS_CONFLICT', error.message, 'orderStatusConflict');
  throw error;
}

async function lockOrder(tx: Tx, uuid: string): Promise<OrderRow> {
  const [row] = await tx.select().from(orders).where(eq(orders.uuid, uuid)).for('update');
  if (!row) throw orderNotFound();
  return row as OrderRow;
}

/** What an order line takes from stock: a catalogue item as it is; a custom bike its stocked frame and parts. */
interface StockedLine { index: number; externalid: string; itemId: number; sizeId: number | null; qty: number; configuration: OrderLineConfiguration | null }

/**
 * Takes every line's units or none: catalogue items from the stock table; a custom bike's frame
 * from the factory's stock when it had the build in the size (otherwise the frame is built to
 * order and takes nothing), and its stocked parts from the parts stock.
 */
async function reserveOrderStock(tx: Tx, orderUuid: string, lines: StockedLine[], dealerId: number | null, holdLimit?: HoldLimit): Promise<void> {
  const stock: ReservationLine[] = lines
    .filter((l) => !l.configuration || l.configuration.frameStocked)
    .map(({ index, externalid, itemId, sizeId, qty, configuration }) => ({ index, externalid, itemId, sizeId, qty, factoryOnly: configuration !== null }));
  await reserveStock(tx, orderUuid, stock, dealerId, holdLimit);
  await reserveParts(tx, orderUuid, lines.flatMap((l) => (l.configuration ? [{ index: l.index, parts: l.configuration.parts, qty: l.qty }] : [])));
}

async function reservationLines(tx: Tx, orderUuid: string): Promise<StockedLine[]> {
  const lines = await linesOf(tx, orderUuid);
  return lines.map((l, index) => ({ index, externalid: l.externalid, itemId: l.itemId, sizeId: l.sizeId, qty: l.quantity, configuration: l.configuration ?? null }));
}

/**
 * How long a bank-transfer order holds its stock: BANK_TRANSFER_DAYS for an order placed by a
 * signed-in (so activated) account, BANK_TRANSFER_GUEST_DAYS for a guest, whom nothing ties to
 * the order: an anonymous order must not keep bikes off the shelf for a week.
 */
export const bankTransferDaysFor = (deps: Pick<OrdersDeps, 'config'>, order: Pick<OrderRow, 'userId'>): number =>
  order.userId ? deps.config.bankTransferDays : deps.config.bankTransferGuestDays;

/** Inserts an open payment row for an order; the provider page is created after the commit. */
async function insertPayment(tx: Tx, deps: OrdersDeps, order: OrderRow, method: 'online' | 'banktransfer', now: Date): Promise<PaymentRow> {
  const expiresAt =
    method === 'online'
      ? new Date(now.getTime() + deps.config.paymentExpiryMinutes * 60_000)
      : new Date(now.getTime() + bankTransferDaysFor(deps, order) * 86_400_000);
  const [row] = await tx
    .insert(payments)
    .values({
      orderUuid: order.uuid,
      provider: method === 'online' ? deps.provider.name : 'banktransfer',
      status: method === 'online' ? 'open' : 'waiting_transfer',
      amountCents: order.toPayCents,
      currency: order.currency,
      expiresAt,
    })
    .returning();
  return row as PaymentRow;
}

/** Asks the provider for the payment page; a provider failure fails the payment (stock released). */
async function startProviderPayment(deps: OrdersDeps, order: OrderRow, payment: PaymentRow): Promise<PaymentLink> {
  if (payment.provider === 'banktransfer') return { url: returnPath(order), uuid: payment.uuid };
  if (payment.checkoutUrl) return { url: payment.checkoutUrl, uuid: payment.uuid };
  const origin = deps.ctx.config.publicOrigin.replace(/\/+$/, '');
  try {
    const created = await deps.provider.createPayment({
      paymentUuid: payment.uuid,
      orderPublicId: order.publicId,
      amountCents: payment.amountCents,
      currency: payment.currency,
      locale: order.locale,
      description: `Order ${order.publicId}`,
      webhookUrl: `${origin}/payments/webhook`,
      returnUrl: `${origin}${returnPath(order)}`,
    });
    await deps.ctx.db.update(payments).set({ checkoutUrl: created.url, providerRef: created.providerRef, updatedAt: new Date() }).where(eq(payments.uuid, payment.uuid));
    return { url: created.url, uuid: payment.uuid };
  } catch (error) {
    deps.log.error({ err: error }, 'payment provider refused to create a payment');
    await applyPaymentOutcome(deps, payment.uuid, 'failed');
    throw new ApiError(502, 'PAYMENT_PROVIDER_ERROR', 'The payment service is not available. Please try again.', 'paymentProviderError');
  }
}

async function sendQuietly(deps: OrdersDeps, send: () => Promise<void>): Promise<void> {
  try {
    await send();
  } catch (error) {
    deps.log.error({ err: error }, 'order mail could not be sent');
  }
}

/** The shipped or cancelled mail, after the change committed; like every order mail it never undoes the change. */
const mailStatusChange = (deps: OrdersDeps, order: OrderRow | string, change: OrderStatusChange) =>
  sendQuietly(deps, async () => {
    const mail = await orderStatusMail(deps.ctx, order, change);
    if (mail) await deps.ctx.mailer.send(mail);
  });

export interface PlaceOrderContext {
  brand: string;
  locale: LocaleEntry;
  idempotencyKey: string | null;
  requestHash: string;
  userId: string | null;
  /** The client's address as per-address limits count it (clientIp): guest transfers are capped per address. */
  clientAddress: string;
}

export interface PlacedOrderResult {
  order: OrderView;
  payment: PaymentLink;
  replayed: boolean;
  /** The buyer's order token (order-access.ts), in this answer only. */
  orderToken: string;
}

async function replay(deps: OrdersDeps, existing: OrderRow, requestHash: string): Promise<PlacedOrderResult> {
  if (existing.requestHash && existing.requestHash !== requestHash) {
    throw new ApiError(422, 'IDEMPOTENCY_KEY_REUSED', 'This Idempotency-Key was used for another order; send a new key for a new order', 'idempotencyKeyReused');
  }
  const payment = await latestPayment(deps.ctx.db, existing.uuid);
  const link: PaymentLink = payment
    ? { url: payment.provider === 'banktransfer' ? returnPath(existing) : (payment.checkoutUrl ?? returnPath(existing)), uuid: payment.uuid }
    : { url: returnPath(existing), uuid: '' };
  // The first answer may never have arrived (that is why the request is repeated) and only its
  // hash was kept, so the replay hands out a new token next to the earlier ones.
  const { token, hash } = newOrderToken();
  await deps.ctx.db.transaction(async (tx: Tx) => {
    const row = await lockOrder(tx, existing.uuid);
    const hashes = [...(row.accessTokenHashes ?? []), hash].slice(-MAX_ORDER_TOKENS);
    await tx.update(orders).set({ accessTokenHashes: hashes }).where(eq(orders.uuid, existing.uuid));
  });
  return { order: await orderViewOf(deps.ctx.db, existing), payment: link, replayed: true, orderToken: token };
}

/** Checks that do not need the database: addresses, business details, payment method. */
export function checkOrderInput(input: PlaceOrderInput, locale: LocaleEntry): void {
  const issues: ApiIssue[] = [];
  for (const p of addressProblems(input.consumer.invoiceAddress)) issues.push({ path: `consumer.invoiceAddress.${p.field}`, message: p.message });
  if (input.consumer.shippingAddressSameAsInvoice === false && input.consumer.shippingAddress) {
    for (const p of addressProblems(input.consumer.shippingAddress)) issues.push({ path: `consumer.shippingAddress.${p.field}`, message: p.message });
  }
  if (issues.length) throw new ApiError(400, 'ADDRESS_INVALID', ADDRESS_FAILURE_MESSAGE, 'addressInvalid', issues);
  // The locale fixes currency, VAT and delivery prices, so the addresses must be in its market.
  const allowed = allowedAddressCountries(locale);
  const addresses: ['invoiceAddress' | 'shippingAddress', { country: string }][] = [['invoiceAddress', input.consumer.invoiceAddress]];
  if (input.consumer.shippingAddressSameAsInvoice === false && input.consumer.shippingAddress) addresses.push(['shippingAddress', input.consumer.shippingAddress]);
  for (const [name, address] of addresses) {
    if (!allowed.includes(address.country.trim().toUpperCase())) issues.push({ path: `consumer.${name}.country`, message: COUNTRY_NOT_ALLOWED_MESSAGE });
  }
  if (issues.length) {
    const where = allowed.length ? `only addresses in ${allowed.join(', ')} can be used in ${locale.code}` : `${locale.code} has no checkout country; order on your country's site`;
    throw new ApiError(400, 'ADDRESS_COUNTRY_NOT_ALLOWED', `This country cannot be delivered to from this site: ${where}`, 'countryNotAllowed', issues);
  }
  const methods = locale.paymentMethods;
  if (input.paymentMethod === 'banktransfer' && !methods.includes('banktransfer')) {
    throw badRequest('PAYMENT_METHOD_UNAVAILABLE', 'Bank transfer is not offered in this country');
  }
  if (input.paymentMethod === 'online' && methods.length > 0 && !methods.some((m) => m !== 'banktransfer')) {
    throw badRequest('PAYMENT_METHOD_UNAVAILABLE', 'Online payment is not offered in this country');
  }
}

/**
 * POST /consumer/v1/orders: re-prices and re-checks everything, then in ONE transaction inserts
 * the order, its lines and its payment and reserves the stock. A repeated Idempotency-Key
 * returns the first order (the unique index decides between two concurrent requests).
 */
export async function placeOrder(deps: OrdersDeps, input: PlaceOrderInput, pc: PlaceOrderContext): Promise<PlacedOrderResult> {
  const db = deps.ctx.db;
  if (pc.idempotencyKey) {
    const [existing] = await db.select().from(orders).where(and(eq(orders.brand, pc.brand), eq(orders.idempotencyKey, pc.idempotencyKey)));
    if (existing) return replay(deps, existing, pc.requestHash);
  }
  checkOrderInput(input, pc.locale);

  const consumer = input.consumer;
  let vatNumber: string | null = null;
  let checked: Awaited<ReturnType<VatChecker['check']>> | null = null;
  if (consumer.customerType === 'business' && consumer.vatNumber) {
    checked = await deps.vat.check(consumer.vatNumber);
    // A typo (format or check digits) is refused so the shopper can fix it; a number VIES does not
    // know is accepted with VAT charged (the business may still buy, just not VAT-free).
    if (!checked.valid && checked.source === 'offline') {
      throw badRequest('VALIDATION_ERROR', 'consumer.vatNumber: VAT number is invalid', [{ path: 'consumer.vatNumber', message: 'VAT number is invalid' }]);
    }
    vatNumber = checked.vat;
  }
  const vat = vatDeductionFor({
    customerType: consumer.customerType,
    intracommunity: pc.locale.intracommunity,
    invoiceCountry: consumer.invoiceAddress.country,
    sellerCountry: deps.config.sellerCountry,
    number: checked ? { countrycode: checked.countrycode, registration: checked.registration } : null,
  });
  const vatValid = vat.deduction === 'deducted';

  const priced = await priceCart(db, {
    brand: pc.brand,
    locale: pc.locale,
    lines: input.orderlines.map((l) => ({ id: l.externalid, qty: l.quantity })),
    discountCode: input.discountcode,
    shippingMethod: input.shippingMethod,
    customer: { type: consumer.customerType, vatValid },
    linePath: 'orderlines',
    shopperUserId: pc.userId,
  });
  // After pricing, which says first whether this market has dealer delivery at all.
  const dealer = input.shippingMethod === 'DEALER' ? await deliveryDealerFor(db, input.dealer?.customerid, pc) : null;
  const t = priced.totals;
  const invoice = { ...consumer.invoiceAddress, country: consumer.invoiceAddress.country.toUpperCase() };
  const shipping = consumer.shippingAddressSameAsInvoice === false && consumer.shippingAddress ? consumer.shippingAddress : invoice;
  const now = new Date();
  const uuid = randomUUID();
  const access = newOrderToken();
  let deliveryLocation: unknown = input.deliverylocation ?? null;
  if (deliveryLocation !== null && JSON.stringify(deliveryLocation).length > 2000) deliveryLocation = null;
  // A guest's unpaid bank transfer may not hold a model's last units (guest-transfer-hold.ts).
  const guestTransfer = isGuestTransfer(input.paymentMethod, pc.userId);
  if (guestTransfer) {
    await refuseOverGuestShare(db, priced.items, priced.lines);
    await countGuestTransferFrom(deps.ctx, deps.config, pc.clientAddress);
  }

  let created: { order: OrderRow; payment: PaymentRow };
  try {
    created = await db.transaction(async (tx: Tx) => {
      if (guestTransfer) await refuseOverOpenGuestTransfers(tx, consumer.email);
      const [order] = await tx
        .insert(orders)
        .values({
          uuid,
          publicId: newPublicId(pc.brand),
          brand: pc.brand,
          locale: pc.locale.code,
          status: 'pending',
          paymentStatus: input.paymentMethod === 'banktransfer' ? 'waiting_transfer' : 'open',
          paymentMethod: input.paymentMethod,
          transferReference: input.paymentMethod === 'banktransfer' ? newTransferReference() : null,
          currency: t.currency,
          subtotalCents: t.subtotal,
          discountCents: t.discount,
          shippingCents: t.shipping,
          vatCents: t.vat,
          vatRate: t.vatRate,
          vatDeducted: t.vatDeducted,
          vatReview: vat.deduction === 'review' ? 'pending' : null,
          toPayCents: t.toPay,
          customer: {
            customerType: consumer.customerType, firstName: consumer.firstName, lastName: consumer.lastName, email: consumer.email,
            phone: consumer.phone, company: consumer.company ?? null, vatNumber, vatValid: t.vatDeducted,
            ...(checked ? { vatRegistration: checked.registration } : {}),
          },
          customerEmail: consumer.email.toLowerCase(),
          invoiceAddress: invoice,
          shippingAddress: { ...shipping, country: shipping.country.toUpperCase() },
          shippingMethod: input.shippingMethod,
          dealer: dealer ? { customerid: input.dealer!.customerid, name: dealer.name } : null,
          deliveryLocation,
          remarks: input.remarks || null,
          discountCode: priced.discount?.code ?? null,
          userId: pc.userId,
          redirectPath: input.redirect || null,
          idempotencyKey: pc.idempotencyKey,
          requestHash: pc.requestHash,
          accessTokenHashes: [access.hash],
          createdAt: now,
          updatedAt: now,
        })
        .returning();
      await tx.insert(orderLines).values(
        priced.items.map((item, i) => ({
          orderUuid: uuid,
          position: i,
          externalid: priced.lines[i]!.id,
          itemId: item.itemId,
          sizeId: item.sizeId,
          title: item.title,
          image: item.image,
          itemtype: item.itemtype,
          category: item.category,
          familycode: item.familycode,
          quantity: t.lines[i]!.qty,
          unitPriceCents: t.lines[i]!.unitPrice,
          discountCents: t.lines[i]!.discount,
          totalCents: t.lines[i]!.total,
          configuration: configurationOf(item),
        })),
      );
      await reserveOrderStock(
        tx,
        uuid,
        priced.items.map((item, index) => ({
          index: priced.lines[index]!.indexes[0]!, externalid: priced.lines[index]!.id, itemId: item.itemId, sizeId: item.sizeId, qty: t.lines[index]!.qty,
          configuration: configurationOf(item),
        })),
        dealer?.id ?? null,
        guestTransfer ? GUEST_TRANSFER_HOLD : undefined,
      );
      const payment = await insertPayment(tx, deps, order as OrderRow, input.paymentMethod, now);
      return { order: order as OrderRow, payment };
    });
  } catch (error) {
    // Two requests with one Idempotency-Key: the second waits on the unique index, then replays the first.
    if (pc.idempotencyKey && isUniqueViolation(error)) {
      const [existing] = await db.select().from(orders).where(and(eq(orders.brand, pc.brand), eq(orders.idempotencyKey, pc.idempotencyKey)));
      if (existing) return replay(deps, existing, pc.requestHash);
    }
    throw error;
  }

  const view = await orderViewOf(db, created.order);
  // Held back past the per-recipient limit (order-confirmation-limit.ts); the order stands either way.
  await sendQuietly(deps, async () => {
    if (await mayMailOrderConfirmation(deps, { recipient: consumer.email, userId: pc.userId, orderNumber: view.id })) {
      await deps.ctx.mailer.send(await orderPlacedMail(deps.ctx, view, consumer.email, bankTransferDaysFor(deps, created.order), access.token, deps.config.bankAccounts));
    }
  });
  const link = await startProviderPayment(deps, created.order, created.payment);
  return { order: view, payment: link, replayed: false, orderToken: access.token };
}

/**
 * GET /consumer/v1/orders/{uuid}/retry: a new online payment for an unpaid order (after a
 * failure, or to pay online instead of by bank transfer). Earlier open payments are closed;
 * released stock is reserved again (409 when it is gone meanwhile).
 */
export async function retryPayment(deps: OrdersDeps, uuid: string, redirect: string | null): Promise<PaymentLink> {
  if (!(await findOrder(deps.ctx.db, uuid))) throw orderNotFound();
  const { order, payment } = await deps.ctx.db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, uuid);
    if (!canRetryPayment(order.status as OrderStatus, order.paymentStatus as never)) {
      throw new ApiError(409, 'ORDER_NOT_PAYABLE', order.paymentStatus === 'paid' ? 'This order is already paid' : 'This order can no longer be paid', 'orderNotPayable');
    }
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['open', 'waiting_transfer'])));
    if (!(await hasActiveReservation(tx, uuid))) {
      const dealer = order.dealer ? await dealerIdFor(tx, order.dealer.customerid) : null;
      await reserveOrderStock(tx, uuid, await reservationLines(tx, uuid), dealer?.id ?? null);
    }
    const [updated] = await tx
      .update(orders)
      .set({ paymentStatus: 'open', paymentMethod: 'online', updatedAt: new Date(), ...(redirect ? { redirectPath: redirect } : {}) })
      .where(eq(orders.uuid, uuid))
      .returning();
    const payment = await insertPayment(tx, deps, updated as OrderRow, 'online', new Date());
    return { order: updated as OrderRow, payment };
  });
  return startProviderPayment(deps, order, payment);
}

/** POST /consumer/v1/orders/{uuid}/cancel: only unpaid pending orders; the stock goes back. */
export async function cancelOrder(deps: OrdersDeps, uuid: string): Promise<OrderView> {
  if (!(await findOrder(deps.ctx.db, uuid))) throw orderNotFound();
  const view = await deps.ctx.db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, uuid);
    if (!canShopperCancel(order.status as OrderStatus, order.paymentStatus as never)) {
      throw new ApiError(409, 'ORDER_NOT_CANCELLABLE', 'This order can no longer be cancelled', 'orderNotCancellable');
    }
    try {
      assertOrderTransition(order.status as OrderStatus, 'cancelled');
    } catch (error) {
      toConflict(error);
    }
    await tx
      .update(payments)
      .set({ status: 'cancelled', updatedAt: new Date() })
      .where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['open', 'waiting_transfer'])));
    await releaseStock(tx, uuid);
    const paymentStatus = ['open', 'waiting_transfer'].includes(order.paymentStatus) ? 'cancelled' : order.paymentStatus;
    const [updated] = await tx.update(orders).set({ status: 'cancelled', paymentStatus, updatedAt: new Date() }).where(eq(orders.uuid, uuid)).returning();
    return toOrderView(updated as OrderRow, await linesOf(tx, uuid));
  });
  // Counted with the confirmations to the address: a guest may type anyone's address, and a
  // cancel mail per order would otherwise pass the limit on mails to strangers (issue 29).
  await sendQuietly(deps, async () => {
    const cancelled = await findOrder(deps.ctx.db, uuid);
    if (cancelled && (await mayMailOrderConfirmation(deps, { recipient: cancelled.customer.email, userId: cancelled.userId, orderNumber: cancelled.publicId }))) {
      await mailStatusChange(deps, cancelled, { to: 'cancelled', by: 'rider' });
    }
  });
  return view;
}

/**
 * The outcome of one payment (webhook, sandbox page, expiry). Only an open payment changes; a
 * second outcome for the same payment is ignored. Paid moves the order pending → paid; the
 * other outcomes release the stock and leave the order pending, so the shopper can retry or
 * cancel. Returns what changed, for the caller's mail.
 */
export async function applyPaymentOutcome(
  deps: OrdersDeps,
  paymentUuid: string,
  outcome: PaymentOutcome,
  options: OrderChangeOptions = {},
): Promise<{ changed: boolean; order: OrderRow | null }> {
  const result = await deps.ctx.db.transaction(async (tx: Tx) => {
    const [found] = await tx.select({ orderUuid: payments.orderUuid }).from(payments).where(eq(payments.uuid, paymentUuid));
    if (!found) return { changed: false, order: null };
    // Order row first, then the payment: the same lock order as retry and cancel.
    const order = await lockOrder(tx, found.orderUuid);
    const [payment] = await tx.select().from(payments).where(eq(payments.uuid, paymentUuid)).for('update');
    // Open payments take any outcome. Money is never dropped: a payment that expired (the
    // provider was late) or was cancelled while its provider page stayed open (superseded by a
    // retry, or the order was cancelled) may still turn out paid.
    const lateMoney = outcome === 'paid' && !!payment && ['expired', 'cancelled'].includes(payment.status);
    const settleable = !!payment && (['open', 'waiting_transfer'].includes(payment.status) || lateMoney);
    if (!settleable) {
      if (outcome === 'paid' && payment && payment.status !== 'paid') {
        deps.log.warn({ order: order.publicId, payment: paymentUuid, status: payment.status }, 'payment received for a payment that had failed: refund needed');
      }
      return { changed: false, order };
    }
    await tx.update(payments).set({ status: outcome, updatedAt: new Date() }).where(eq(payments.uuid, paymentUuid));
    if (order.status !== 'pending') {
      if (outcome === 'paid') deps.log.warn({ order: order.publicId, payment: paymentUuid }, 'payment received for an order that is not pending: refund needed');
      return { changed: false, order };
    }
    if (outcome === 'paid') {
      // Money for an order whose units went back to stock (late payment after expiry): take them again.
      if (!(await hasActiveReservation(tx, order.uuid))) {
        const dealer = order.dealer ? await dealerIdFor(tx, order.dealer.customerid) : null;
        try {
          await tx.execute(sql`savepoint rereserve`);
          await reserveOrderStock(tx, order.uuid, await reservationLines(tx, order.uuid), dealer?.id ?? null);
          await tx.execute(sql`release savepoint rereserve`);
        } catch (error) {
          await tx.execute(sql`rollback to savepoint rereserve`);
          deps.log.warn({ err: error, order: order.publicId }, 'late payment for sold-out units: order cancelled, refund needed');
          assertOrderTransition('pending', 'cancelled');
          const [cancelled] = await tx.update(orders).set({ status: 'cancelled', paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
          return { changed: true, order: cancelled as OrderRow };
        }
      }
      assertOrderTransition('pending', 'paid');
      // Paid through one payment: the order's other open payments (an older page paid late, or a
      // newer retry) can no longer be used, so the expiry sweep and the sandbox page leave them.
      await tx
        .update(payments)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(payments.orderUuid, order.uuid), inArray(payments.status, ['open', 'waiting_transfer']), ne(payments.uuid, paymentUuid)));
      const [paid] = await tx.update(orders).set({ status: 'paid', paymentStatus: 'paid', updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
      await options.onChanged?.(tx, order, paid as OrderRow);
      return { changed: true, order: paid as OrderRow };
    }
    await releaseStock(tx, order.uuid);
    const [updated] = await tx.update(orders).set({ paymentStatus: outcome, updatedAt: new Date() }).where(eq(orders.uuid, order.uuid)).returning();
    return { changed: true, order: updated as OrderRow };
  });
  if (result.changed && outcome === 'paid' && result.order?.status === 'paid') {
    const order = result.order;
    const view = await orderViewOf(deps.ctx.db, order);
    await sendQuietly(deps, async () => deps.ctx.mailer.send(await orderPaidMail(deps.ctx, view, order.customer.email)));
  }
  // Money that came too late for units sold meanwhile: the order was cancelled, the buyer is told and refunded.
  if (result.changed && outcome === 'paid' && result.order?.status === 'cancelled') await mailStatusChange(deps, result.order, { to: 'cancelled', by: 'soldOut' });
  return result;
}

/** Moves an order along the status table (admin and fulfilment); 409 on a forbidden move, and on a move to paid without a paid payment (paid-move.ts). */
export async function moveOrderStatus(deps: OrdersDeps, uuid: string, to: OrderStatus, options: OrderChangeOptions = {}): Promise<OrderView> {
  if (!(await findOrder(deps.ctx.db, uuid))) throw orderNotFound();
  const view = await deps.ctx.db.transaction(async (tx: Tx) => {
    const order = await lockOrder(tx, uuid);
    try {
      assertOrderTransition(order.status as OrderStatus, to);
    } catch (error) {
      toConflict(error);
    }
    if (!moneyAllowsMove(to, await paymentStatusesOf(tx, uuid))) throw paymentNotReceived();
    if (to === 'cancelled') {
      await tx.update(payments).set({ status: 'cancelled', updatedAt: new Date() }).where(and(eq(payments.orderUuid, uuid), inArray(payments.status, ['open', 'waiting_transfer'])));
      await releaseStock(tx, uuid);
    }
    const [updated] = await tx.update(orders).set({ status: to, updatedAt: new Date() }).where(eq(orders.uuid, uuid)).returning();
    // The frames get their serials as they leave: the rider registers the bike with one.
    if (to === 'shipped') await assignSerials(tx, order);
    await options.onChanged?.(tx, order, updated as OrderRow);
    return toOrderView(updated as OrderRow, await linesOf(tx, uuid));
  });
  if (to === 'shipped' || to === 'cancelled') await mailStatusChange(deps, uuid, to === 'shipped' ? { to } : { to, by: 'shop' });
  return view;
}

/**
 * Expires open payments past their expires_at (online: PAYMENT_EXPIRY_MINUTES; bank transfer:
 * BANK_TRANSFER_DAYS) and releases their stock. Returns the number expired.
 */
export async function expireOpenPayments(deps: OrdersDeps, now: Date = new Date(), limit = 200): Promise<number> {
  const due = await deps.ctx.db
    .select({ uuid: payments.uuid })
    .from(payments)
    .where(and(inArray(payments.status, ['open', 'waiting_transfer']), sql`${payments.expiresAt} < ${now.toISOString()}::timestamptz`))
    .limit(limit);
  let expired = 0;
  for (const p of due) {
    const r = await applyPaymentOutcome(deps, p.uuid, 'expired');
    if (r.changed) expired++;
  }
  return expired;
}

/**
 * The periodic expiry sweep, once per interval across every replica (a claim in job_runs, see
 * startClaimedJob in server core); unref'd so it never keeps the process alive.
 */
export function startExpiryTimer(deps: OrdersDeps): () => void {
  return startClaimedJob(deps.ctx.db, {
    name: PAYMENT_EXPIRY_JOB,
    intervalSeconds: deps.config.expiryIntervalSeconds,
    run: () => expireOpenPayments(deps),
    onError: (error) => deps.log.error({ err: error }, 'payment expiry sweep failed'),
  });
}

/** The job_runs name of the expiry sweep. */
export const PAYMENT_EXPIRY_JOB = 'payment-expiry';
