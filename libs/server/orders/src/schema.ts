import { sql } from 'drizzle-orm';
import { bigint, boolean, check, doublePrecision, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';

/**
 * Orders, their lines, payments, stock reservations and received webhook events. Money is in
 * minor units (cents) as integers. Items and stock rows are referred to by id without a foreign
 * key: an order is a record of what was sold and must outlive a re-seeded catalogue.
 */

export interface OrderCustomer {
  customerType: 'consumer' | 'business';
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  company: string | null;
  vatNumber: string | null;
  /** The VAT was deducted for this number (VIES-confirmed, invoice country, not the seller's country). */
  vatValid: boolean;
  /** What VIES said when the order was placed (orders before issue 10 have none). */
  vatRegistration?: 'confirmed' | 'rejected' | 'unverified';
}

export interface StoredAddress {
  street: string;
  number: string;
  postalCode: string;
  city: string;
  country: string;
}

export const orders = pgTable(
  'orders',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    /** The order number shown to the shopper and in mails (e.g. ARD-7K3M9QX2). */
    publicId: text('public_id').notNull().unique('orders_public_id_unique'),
    brand: text('brand').notNull(),
    locale: text('locale').notNull(),
    /** OrderStatus of @bike/shared/domain; moves follow ORDER_TRANSITIONS. */
    status: text('status').notNull().default('pending'),
    paymentStatus: text('payment_status').notNull(),
    /** online | banktransfer */
    paymentMethod: text('payment_method').notNull(),
    /** Structured reference (+++123/4567/89012+++) the shopper puts on a bank transfer. */
    transferReference: text('transfer_reference'),
    currency: text('currency').notNull(),
    subtotalCents: bigint('subtotal_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    shippingCents: bigint('shipping_cents', { mode: 'number' }).notNull(),
    vatCents: bigint('vat_cents', { mode: 'number' }).notNull(),
    vatRate: doublePrecision('vat_rate').notNull(),
    vatDeducted: boolean('vat_deducted').notNull().default(false),
    /**
     * pending: VAT was charged because VIES could not confirm the business VAT number; an admin
     * confirms (and refunds the VAT) or rejects it. null: nothing to review.
     */
    vatReview: text('vat_review'),
    toPayCents: bigint('to_pay_cents', { mode: 'number' }).notNull(),
    customer: jsonb('customer').$type<OrderCustomer>().notNull(),
    /** Lower-cased, so an account sees the orders placed with its (activated) address. */
    customerEmail: text('customer_email').notNull(),
    invoiceAddress: jsonb('invoice_address').$type<StoredAddress>().notNull(),
    shippingAddress: jsonb('shipping_address').$type<StoredAddress>().notNull(),
    /** DEALER | CONSUMER */
    shippingMethod: text('shipping_method').notNull(),
    dealer: jsonb('dealer').$type<{ customerid: string; name: string | null } | null>(),
    deliveryLocation: jsonb('delivery_location'),
    remarks: text('remarks'),
    discountCode: text('discount_code'),
    /** The signed-in user who placed it, if any. */
    userId: uuid('user_id'),
    /** Same-origin path the shopper returns to after paying. */
    redirectPath: text('redirect_path'),
    idempotencyKey: text('idempotency_key'),
    /** SHA-256 of the request body: one key with another body is refused, not replayed. */
    requestHash: text('request_hash'),
    /**
     * SHA-256 hashes of the order's tokens (order-access.ts): the buyer's proof for retry, cancel
     * and the full view. The token itself is never stored; each placement answer and each
     * idempotent replay hands out a fresh one, so this holds a few.
     */
    accessTokenHashes: jsonb('access_token_hashes').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_brand_idempotency_key_uq').on(t.brand, t.idempotencyKey).where(sql`${t.idempotencyKey} is not null`),
    index('orders_customer_email_idx').on(t.customerEmail),
    index('orders_user_idx').on(t.userId),
    // The admin list and dashboard (admin-order-list.ts, @bike/server/dashboard): newest first,
    // by status, brand or country within a period, and the search box's prefixes.
    index('orders_created_idx').on(t.createdAt),
    index('orders_status_created_idx').on(t.status, t.createdAt),
    index('orders_brand_created_idx').on(t.brand, t.createdAt),
    index('orders_country_created_idx').on(sql`(${t.shippingAddress}->>'country')`, t.createdAt),
    index('orders_email_prefix_idx').on(t.customerEmail.op('text_pattern_ops')),
    index('orders_public_id_prefix_idx').on(t.publicId.op('text_pattern_ops')),
    index('orders_last_name_prefix_idx').on(sql`lower(${t.customer}->>'lastName') text_pattern_ops`),
  ],
);

export interface OrderLineConfiguration {
  code: string;
  choices: Record<string, string>;
  /** The frame comes from factory stock in the size (else it is built to order). */
  frameStocked: boolean;
  /** Parts taken from the factory's parts stock. */
  parts: string[];
}

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    /** The external id the shopper ordered (a configuration or one of its sizes). */
    externalid: text('externalid').notNull(),
    itemId: integer('item_id').notNull(),
    sizeId: integer('size_id'),
    title: text('title').notNull(),
    image: text('image'),
    itemtype: text('itemtype').notNull(),
    category: text('category').notNull(),
    familycode: text('familycode').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: bigint('unit_price_cents', { mode: 'number' }).notNull(),
    discountCents: bigint('discount_cents', { mode: 'number' }).notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /**
     * A custom bike from the configurator: its concept code and choices, and what was taken from
     * factory stock for it (the frame when stocked in the size, the parts in stock), so a later
     * reservation (paying again after expiry) takes the same. Null for catalogue items.
     */
    configuration: jsonb('configuration').$type<OrderLineConfiguration>(),
  },
  (t) => [
    index('order_lines_order_idx').on(t.orderUuid),
    /*
     * No bike without a frame size (issue 32): a catalogue bike names one of its sizes, a custom
     * bike the size of its build. The last guard behind the order call's SIZE_REQUIRED, for any
     * writer (an import, the seed, a future code path). Migration 0026 adds it NOT VALID, so a
     * database that already holds such orders from before keeps them as the record of a sale.
     */
    check(
      'order_lines_bike_size_check',
      sql`${t.itemtype} <> 'bike' or ${t.sizeId} is not null or coalesce(${t.configuration}->'choices'->>'size', '') <> ''`,
    ),
  ],
);

/** One attempt to get paid: a provider payment page, or a bank transfer waiting for the money. */
export const payments = pgTable(
  'payments',
  {
    uuid: uuid('uuid').primaryKey().defaultRandom(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid, { onDelete: 'cascade' }),
    /** sandbox | hosted | banktransfer */
    provider: text('provider').notNull(),
    /** open | paid | failed | cancelled | expired | waiting_transfer */
    status: text('status').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    /** The provider's own id for the payment, when it has one. */
    providerRef: text('provider_ref'),
    /** Where the shopper pays (the provider's page). */
    checkoutUrl: text('checkout_url'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payments_order_idx').on(t.orderUuid), index('payments_open_expiry_idx').on(t.status, t.expiresAt)],
);

/**
 * Units taken from a stock row for an order. The stock row's qty is decremented in the same
 * transaction that inserts the order; releasing (payment failed, cancelled, expired) adds them
 * back and stamps released_at, so a release happens once.
 */
export const stockReservations = pgTable(
  'stock_reservations',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull().references(() => orders.uuid, { onDelete: 'cascade' }),
    stockId: integer('stock_id').notNull(),
    itemId: integer('item_id').notNull(),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true }),
  },
  (t) => [index('stock_reservations_order_idx').on(t.orderUuid)],
);

/** Every webhook event id seen once: a replay of the same id is refused. */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  provider: text('provider').notNull(),
  type: text('type').notNull(),
  paymentUuid: uuid('payment_uuid'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Server-priced cart snapshots of POST /v1/checkouts (kept for the overview and marketing). */
export const checkouts = pgTable('checkouts', {
  uuid: uuid('uuid').primaryKey().defaultRandom(),
  brand: text('brand').notNull(),
  locale: text('locale').notNull(),
  snapshot: jsonb('snapshot').notNull(),
  redirectPath: text('redirect_path'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Frame numbers of sold bikes (spec point 3 "order info for warranty"): a bike registration
 * must name one. Online orders get theirs when they ship; bikes sold through dealers come from
 * the factory's records (the seed writes those). What was sold is copied, not referenced, so a
 * serial outlives a re-seeded catalogue like the order does.
 */
export const bikeSerials = pgTable(
  'bike_serials',
  {
    serial: text('serial').primaryKey(),
    brand: text('brand').notNull(),
    /** The configuration's external id (spec: configurationId) and the ordered size's (externalId). */
    configurationId: text('configuration_id'),
    externalid: text('externalid').notNull(),
    title: text('title').notNull(),
    image: text('image'),
    model: text('model'),
    size: text('size'),
    design: text('design'),
    groupset: text('groupset'),
    orderUuid: uuid('order_uuid').references(() => orders.uuid, { onDelete: 'set null' }),
    dealer: jsonb('dealer').$type<{ customerid: string; name: string | null } | null>(),
    /** When the bike left the factory: the order shipped, or it went to the dealer. */
    soldAt: timestamp('sold_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('bike_serials_order_idx').on(t.orderUuid)],
);
