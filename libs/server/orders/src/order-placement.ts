/** Placing an order (POST /consumer/v1/orders): checks, pricing, one transaction, the placed mail and the payment page. */
import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import {
  addressProblems, ADDRESS_FAILURE_MESSAGE, allowedAddressCountries, COUNTRY_NOT_ALLOWED_MESSAGE, vatDeductionFor,
  type LocaleEntry, type OrderView, type PaymentLink, type PlaceOrderInput,
} from '@bike/shared/domain';
import { ApiError, badRequest, isUniqueViolation, type ApiIssue } from '@bike/server/core';
import { deliveryDealerFor } from './delivery-dealer';
import { countGuestTransferFrom, GUEST_TRANSFER_HOLD, isGuestTransfer, refuseOverGuestShare, refuseOverOpenGuestTransfers } from './guest-transfer-hold';
import { MAX_ORDER_TOKENS, newOrderToken } from './order-access';
import { mayMailOrderConfirmation } from './order-confirmation-limit';
import { lockOrder } from './order-lock';
import { sendQuietly } from './order-mail-sending';
import { orderPlacedMail } from './order-mails';
import { newPublicId, newTransferReference } from './order-numbers';
import { bankTransferDaysFor, insertPayment, returnPath, startProviderPayment } from './order-payments';
import { priceCart } from './order-pricing';
import { configurationOf, reserveOrderStock } from './order-stock';
import { latestPayment, orderViewOf, type OrderRow, type PaymentRow } from './order-view';
import type { OrdersDeps } from './orders-deps';
import { orderLines, orders } from './schema';
import type { Tx } from './stock-reservations';
import type { VatChecker } from './vat-check';

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
