import * as v from 'valibot';
import { accountMessages, emailField, LOCALE_PATTERN } from './account';
import { DELIVERY_METHOD_CODES } from './locale-entry';
import type { Item } from './catalogue';
import type { OrderTotals } from './order-totals';
import type { OrderDelivery, PostalAddressView } from './order-delivery';
import { ORDER_PAYMENT_METHODS, type OrderPaymentMethod, type OrderStatus, type PaymentStatus } from './order-status';
import type { VatDeduction, VatDeductionReason, VatRegistration } from './vat-deduction';
import { isSafeRedirectPath, safeRedirectPath } from './safe-redirect';

/**
 * Request bodies and answers of the cart, checkout and order calls (spec point 7), shared by the
 * checkout pages and the API. Objects are loose on purpose: fields the API does not use (a price
 * the browser sent along, say) are dropped, never trusted.
 */

/**
 * Quantity limits per cart line. The API answers `maxQuantity` above these (spec point 5: "a
 * maximum of {max} items"): five bikes is a club or family order, more is a dealer's business;
 * ten of one accessory covers a team. Anything above CART_QTY_HARD_LIMIT is malformed input.
 */
export const CART_MAX_QTY_BIKE = 5;
export const CART_MAX_QTY_ACCESSORY = 10;
export const CART_QTY_HARD_LIMIT = 99;
export const CART_MAX_LINES = 50;

export const cartMaxQty = (itemtype: string): number => (itemtype === 'bike' ? CART_MAX_QTY_BIKE : CART_MAX_QTY_ACCESSORY);

const text = (field: string, max: number) =>
  v.pipe(v.string(accountMessages.invalid(field)), v.trim(), v.nonEmpty(accountMessages.required(field)), v.maxLength(max, accountMessages.maxLength(field, max)));
const optionalText = (field: string, max: number) =>
  v.optional(v.nullable(v.pipe(v.string(accountMessages.invalid(field)), v.trim(), v.maxLength(max, accountMessages.maxLength(field, max)))));

const quantity = (field: string) =>
  v.pipe(
    v.number(accountMessages.invalid(field)),
    v.integer(accountMessages.invalid(field)),
    v.minValue(1, accountMessages.invalid(field)),
    v.maxValue(CART_QTY_HARD_LIMIT, accountMessages.invalid(field)),
  );

const externalId = (field: string) => v.pipe(text(field, 80), v.regex(/^[A-Za-z0-9._-]+$/, accountMessages.invalid(field)));
const localeCode = v.pipe(v.string(accountMessages.invalid('Locale')), v.regex(LOCALE_PATTERN, accountMessages.invalid('Locale')));
const plainObject = (input: unknown) => typeof input === 'object' && input !== null && !Array.isArray(input);
const looseBody = <const T extends v.ObjectEntries>(entries: T) =>
  v.pipe(v.custom<Record<string, unknown>>(plainObject, 'Invalid type: Expected Object'), v.object(entries));

/** A redirect target: checked AND replaced by its normalised form (see safe-redirect.ts). */
const redirectPath = (field: string) =>
  v.optional(
    v.nullable(
      v.pipe(
        v.string(accountMessages.invalid(field)),
        v.check((p) => p === '' || isSafeRedirectPath(p), `${field} must be a path on this site`),
        v.transform((p) => (p === '' ? p : (safeRedirectPath(p) ?? ''))),
      ),
    ),
  );

// ---------- cart availability ----------

export const cartAvailabilitySchema = looseBody({
  cartItems: v.pipe(
    v.array(
      looseBody({
        id: externalId('Item'),
        qty: quantity('Quantity'),
        /** The workdays the shopper was shown; a later date answers `deliveryDate`. */
        workdays: v.optional(v.nullable(v.pipe(v.number(), v.integer(), v.minValue(0), v.maxValue(10000)))),
      }),
      'cartItems must be a list',
    ),
    v.maxLength(CART_MAX_LINES, `A cart holds at most ${CART_MAX_LINES} lines`),
  ),
});
export type CartAvailabilityInput = v.InferOutput<typeof cartAvailabilitySchema>;

/** sizeRequired: a bike line that names no frame size (frame-size.ts); it cannot be ordered until a size is chosen. */
export type CartLineMessage = null | 'noLongerAvailable' | 'maxQuantity' | 'remaining' | 'deliveryDate' | 'sizeRequired';

export interface CartAvailabilityLine {
  id: string;
  available: boolean;
  /** The asked quantity. */
  qty: number;
  /** The most this line may hold now (limit and stock); 0 when unavailable. */
  maxQty: number;
  /** Units left in stock (capped at the line limit). */
  remaining: number;
  message: CartLineMessage;
  workdays: number | null;
  item: Item | null;
}

export interface CartAvailability {
  items: CartAvailabilityLine[];
  checkout: { bikes: boolean; accessories: boolean; discountCheckout: boolean };
}

// ---------- checkout snapshot ----------

export const checkoutSchema = looseBody({
  lang: localeCode,
  brand: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32)))),
  items: v.pipe(
    v.array(looseBody({ id: externalId('Item'), qty: quantity('Quantity'), type: v.optional(v.literal('item')) })),
    v.minLength(1, 'items is required'),
    v.maxLength(CART_MAX_LINES, `A cart holds at most ${CART_MAX_LINES} lines`),
  ),
  discountcode: optionalText('Discount code', 40),
  shippingMethod: v.optional(v.picklist(DELIVERY_METHOD_CODES, accountMessages.invalid('Shipping method'))),
  redirect: redirectPath('redirect'),
  authRedirect: redirectPath('authRedirect'),
});
export type CheckoutInput = v.InferOutput<typeof checkoutSchema>;

export interface CheckoutSnapshot {
  id: string;
  locale: string;
  lines: { externalid: string; qty: number; title: string; image: string | null; itemtype: string; unitPrice: number; discount: number; total: number }[];
  totals: OrderTotals;
}

// ---------- order placement ----------

export const orderAddressSchema = looseBody({
  street: text('Street', 120),
  number: text('Number', 20),
  postalCode: text('Postal code', 20),
  city: text('City', 100),
  /** ISO 3166 alpha-2 (BE, NL, ...). */
  country: v.pipe(text('Country', 2), v.toUpperCase(), v.regex(/^[A-Z]{2}$/, accountMessages.invalid('Country'))),
});
export type OrderAddress = v.InferOutput<typeof orderAddressSchema>;

export const orderConsumerSchema = looseBody({
  customerType: v.picklist(['consumer', 'business'], accountMessages.invalid('Customer type')),
  firstName: text('First name', 100),
  lastName: text('Last name', 100),
  email: emailField,
  phone: v.pipe(text('Phone', 30), v.regex(/^\+?[0-9 ()./-]{4,}$/, accountMessages.invalid('Phone'))),
  company: optionalText('Company', 120),
  vatNumber: optionalText('VAT number', 40),
  invoiceAddress: orderAddressSchema,
  shippingAddressSameAsInvoice: v.optional(v.boolean(accountMessages.invalid('Shipping address same as invoice')), true),
  shippingAddress: v.optional(v.nullable(orderAddressSchema)),
  createAccount: v.optional(v.boolean(accountMessages.invalid('Create account')), false),
  password: v.optional(v.nullable(v.pipe(v.string(accountMessages.invalid('Password')), v.maxLength(128)))),
});

export const orderLineInputSchema = looseBody({
  externalid: externalId('Item'),
  quantity: quantity('Quantity'),
  range: optionalText('Range', 60),
  model: optionalText('Model', 120),
  category: optionalText('Category', 40),
  family: optionalText('Family', 60),
  shippingmethod: optionalText('Shipping method', 20),
});

export const placeOrderSchema = v.pipe(
  looseBody({
    remarks: optionalText('Remarks', 1000),
    consumer: orderConsumerSchema,
    discountcode: optionalText('Discount code', 40),
    dealer: v.optional(v.nullable(looseBody({ customerid: text('Dealer', 40) }))),
    deliverylocation: v.optional(v.nullable(v.unknown())),
    orderlines: v.pipe(
      v.array(orderLineInputSchema, 'orderlines must be a list'),
      v.minLength(1, 'orderlines is required'),
      v.maxLength(CART_MAX_LINES, `An order holds at most ${CART_MAX_LINES} lines`),
    ),
    locale: localeCode,
    shippingMethod: v.picklist(DELIVERY_METHOD_CODES, accountMessages.invalid('Shipping method')),
    shipping: v.optional(v.nullable(v.unknown())),
    brand: v.optional(v.nullable(v.pipe(v.string(), v.maxLength(32)))),
    redirect: redirectPath('redirect'),
    authRedirect: redirectPath('authRedirect'),
    paymentMethod: v.optional(v.picklist(ORDER_PAYMENT_METHODS, accountMessages.invalid('Payment method')), 'online'),
  }),
  v.check((o) => o.shippingMethod !== 'DEALER' || !!o.dealer?.customerid, 'dealer: a dealer is required for dealer delivery'),
  v.check((o) => o.consumer.customerType !== 'business' || !!o.consumer.company, 'consumer.company: Company is required'),
  v.check((o) => o.consumer.shippingAddressSameAsInvoice !== false || !!o.consumer.shippingAddress, 'consumer.shippingAddress: Shipping address is required'),
);
export type PlaceOrderInput = v.InferOutput<typeof placeOrderSchema>;

// ---------- answers ----------

export interface OrderView {
  uuid: string;
  /** The public order number shown to the shopper. */
  id: string;
  status: OrderStatus;
  paymentStatus: PaymentStatus;
  paymentMethod: OrderPaymentMethod;
  transferReference: string | null;
  /** Amount to pay (toPay), major units. */
  price: number;
  subtotal: number;
  shippingcost: number;
  vat: number;
  vatDeducted: boolean;
  /**
   * The business VAT number is held for manual review (VIES could not confirm it when the order
   * was placed): VAT was charged and is refunded once the number is confirmed. null: nothing to review.
   */
  vatReview: VatReviewStatus | null;
  discount: number;
  currency: string;
  discountcode: string | null;
  locale: string;
  brand: string;
  createdAt: string;
  shippingMethod: 'DEALER' | 'CONSUMER';
  orderlines: {
    externalitemid: string;
    quantity: number;
    item: { title: string; image: string | null; itemtype: string };
    /** The size ordered (a bike's frame size), null when the line names none. */
    size: string | null;
    unitPrice: number;
    discount: number;
    total: number;
  }[];
  customer: { firstName: string; lastName: string; city: string; company: string | null };
  /** Delivered to an address, or collected at a dealer (order-delivery.ts). */
  delivery: OrderDelivery;
  invoiceAddress: PostalAddressView;
}

export interface PaymentLink {
  /** Where to send the shopper: a payment page, or the order page for a bank transfer. */
  url: string;
  uuid: string;
}

export type VatReviewStatus = 'pending' | 'confirmed' | 'rejected';

/**
 * What GET /consumer/v1/orders/{uuid} shows WITHOUT proof of ownership (no order token, not
 * the signed-in owner): enough for a shopper who paid in another browser (a banking app) to
 * see that the order went through, and nothing personal, no amounts and no lines.
 */
export type OrderStatusView = Pick<OrderView, 'uuid' | 'id' | 'status' | 'paymentStatus' | 'paymentMethod' | 'locale' | 'brand' | 'createdAt'> & { limited: true };

export const isLimitedOrderView = (view: OrderView | OrderStatusView): view is OrderStatusView => 'limited' in view && view.limited === true;

export interface PlacedOrder {
  order: OrderView;
  payment: PaymentLink;
  /**
   * The secret that proves the buyer for retry, cancel and the full order view, given only in
   * the placement answer (and its idempotent replay). The server keeps its hash only.
   */
  orderToken?: string;
}

export interface VatCheckResult {
  /** Format and check digits pass, and VIES did not reject it. Says nothing about deduction. */
  valid: boolean;
  countrycode: string | null;
  vat: string;
  source: 'offline' | 'vies';
  /** What the VIES register said: confirmed, rejected, or unverified (not reachable / offline mode). */
  registration: VatRegistration;
  /** With ?locale= (the invoice address is in the locale's country): how the order's VAT is treated. */
  deduction?: VatDeduction;
  reason?: VatDeductionReason;
}
