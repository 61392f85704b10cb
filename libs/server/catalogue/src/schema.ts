import { sql } from 'drizzle-orm';
import type { ItemTexts, PlatformTexts } from './catalogue-texts';
import {
  bigint, boolean, doublePrecision, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Catalogue, dealer, stock and discount tables. Money is stored in minor units (cents) as
 * integers so sums never drift; the API turns them into major units at the edge.
 */

/** A family groups platforms (bikes) or accessories of one kind (mudguards, caps...). */
export const families = pgTable(
  'families',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    brand: text('brand').notNull(),
    /** bike | accessory */
    kind: text('kind').notNull(),
    /** Bike category (road, gravel...) or the accessory family key. */
    category: text('category').notNull(),
    title: text('title').notNull(),
    frameplatformdetails: jsonb('frameplatformdetails').$type<Record<string, unknown>>().notNull().default({}),
    rangeCodes: jsonb('range_codes').$type<string[]>().notNull().default([]),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('families_brand_code_uq').on(t.brand, t.code), index('families_category_idx').on(t.category)],
);

export const platforms = pgTable(
  'platforms',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    familyCode: text('family_code').notNull(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    title: text('title').notNull(),
    technology: jsonb('technology').$type<string[]>().notNull().default([]),
    archived: boolean('archived').notNull().default(false),
    enddateNewLabel: timestamp('enddate_new_label', { withTimezone: true, mode: 'string' }),
    menuSubtitle: text('menu_subtitle'),
    hasCustomizer: boolean('has_customizer').notNull().default(false),
    /** A coming model (no configurations yet): the month it is expected, its page says so instead of a price. */
    expectedDate: timestamp('expected_date', { withTimezone: true, mode: 'string' }),
    position: integer('position').notNull().default(0),
    /** The menu subtitle and technologies in languages other than English (the columns hold English). */
    texts: jsonb('texts').$type<PlatformTexts>().notNull().default({}),
  },
  (t) => [index('platforms_brand_family_idx').on(t.brand, t.familyCode)],
);

/** A sellable item: a bike configuration (platform + groupset + paint) or an accessory. */
export const items = pgTable(
  'items',
  {
    id: serial('id').primaryKey(),
    externalid: text('externalid').notNull().unique(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** bikes | accessories | outlet */
    category: text('category').notNull(),
    familycode: text('familycode').notNull(),
    brandkey: text('brandkey').notNull(),
    range: text('range'),
    rangeCode: text('range_code'),
    frameFamily: text('frame_family'),
    /** bike | accessory */
    itemtype: text('itemtype').notNull(),
    platformCode: text('platform_code'),
    groupset: text('groupset'),
    groupsetCode: text('groupset_code'),
    paintDes: text('paint_des'),
    size: text('size'),
    image: text('image'),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    voucherbannerimage: text('voucherbannerimage'),
    vouchertext: text('vouchertext'),
    vouchercountry: text('vouchercountry'),
    navisioncampaign: jsonb('navisioncampaign').$type<{ externalcampaignid: string; mediafeedid: string; oldmsrp: number | null } | null>(),
    priority: integer('priority').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    /** Title, description, design, frame, range and voucher text in languages other than English (the columns hold English). */
    texts: jsonb('texts').$type<ItemTexts>().notNull().default({}),
  },
  (t) => [
    index('items_category_idx').on(t.category, t.brandkey),
    index('items_family_idx').on(t.familycode),
    index('items_brand_idx').on(t.brandkey),
    index('items_platform_idx').on(t.platformCode),
    index('items_attributes_gin').using('gin', t.attributes),
    // The accessory filter scans one brand's accessories.
    index('items_brand_itemtype_idx').on(t.brandkey, t.itemtype),
  ],
);

export const itemSizes = pgTable(
  'item_sizes',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    size: text('size').notNull(),
    externalid: text('externalid').notNull().unique(),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('item_sizes_item_idx').on(t.itemId)],
);

export const prices = pgTable(
  'prices',
  {
    itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    msrpCents: bigint('msrp_cents', { mode: 'number' }).notNull(),
    oldmsrpCents: bigint('oldmsrp_cents', { mode: 'number' }),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.currency] })],
);

/** Filter attributes (frame_size, paint_des...) with their sort priority (spec point 5). */
export const attributes = pgTable('attributes', {
  code: text('code').primaryKey(),
  priority: integer('priority').notNull().default(99999),
});

/** A label per language for an attribute (value '' ) or one of its values. */
export const attributeTranslations = pgTable(
  'attribute_translations',
  {
    attributeCode: text('attribute_code').notNull().references(() => attributes.code, { onDelete: 'cascade' }),
    value: text('value').notNull().default(''),
    language: text('language').notNull(),
    label: text('label').notNull(),
  },
  (t) => [primaryKey({ columns: [t.attributeCode, t.value, t.language] }), index('attribute_translations_language_idx').on(t.language)],
);

export const itemRelations = pgTable(
  'item_relations',
  {
    itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    relatedItemId: integer('related_item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    /** accessory | alternative | size-variant */
    kind: text('kind').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.itemId, t.relatedItemId] })],
);

export const dealers = pgTable(
  'dealers',
  {
    id: serial('id').primaryKey(),
    cusid: text('cusid').notNull(),
    extid: text('extid').notNull(),
    name: text('name').notNull(),
    /** dealer | rental */
    type: text('type').notNull(),
    country: text('country').notNull(),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    street: text('street').notNull().default(''),
    number: text('number').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''),
    city: text('city').notNull().default(''),
    phone: text('phone'),
    email: text('email'),
    website: text('website'),
    brands: jsonb('brands').$type<string[]>().notNull().default([]),
    active: boolean('active').notNull().default(true),
    /** The dealer page's path segment (/dealers/{slug}): name, town and id, so it never clashes. */
    slug: text('slug'),
    /** Weekly opening hours: weekday (mon..sun) → [from, to] 'HH:MM' ranges; empty is closed. */
    openingHours: jsonb('opening_hours').$type<Record<string, [string, string][]>>().notNull().default({}),
    /** Service codes (repair, bikefitting, testride, ebike, rental, pickup), labelled by the page. */
    services: jsonb('services').$type<string[]>().notNull().default([]),
  },
  (t) => [
    uniqueIndex('dealers_cusid_extid_uq').on(t.cusid, t.extid),
    uniqueIndex('dealers_slug_uq').on(t.slug),
    index('dealers_country_type_idx').on(t.country, t.type),
    index('dealers_lat_lng_idx').on(t.lat, t.lng),
  ],
);

/**
 * Stock of an item at a dealer (dealer_id set, distance below 9999999) or at the factory
 * (dealer_id null, distance 9999999). workdays is the lead time; 2 or less is "on stock".
 */
export const stock = pgTable(
  'stock',
  {
    id: serial('id').primaryKey(),
    itemId: integer('item_id').notNull().references(() => items.id, { onDelete: 'cascade' }),
    sizeId: integer('size_id').references(() => itemSizes.id, { onDelete: 'cascade' }),
    dealerId: integer('dealer_id').references(() => dealers.id, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    workdays: integer('workdays').notNull(),
    distance: integer('distance').notNull(),
  },
  (t) => [
    index('stock_item_idx').on(t.itemId, t.workdays),
    index('stock_dealer_idx').on(t.dealerId).where(sql`${t.dealerId} is not null`),
    // The shop's "Factory Stock" filter: items with factory stock on hand (spec point 4: distance 9999999).
    index('stock_factory_item_idx').on(t.itemId).where(sql`${t.distance} >= 9999999 and ${t.qty} > 0`),
    // The admin dashboard's low-stock alert: factory rows, emptiest first.
    index('stock_factory_low_idx').on(t.qty, t.id).where(sql`${t.dealerId} is null`),
  ],
);

export const discounts = pgTable('discounts', {
  /** Stored upper-case; lookups upper-case the asked code. */
  code: text('code').primaryKey(),
  active: boolean('active').notNull().default(true),
  categories: jsonb('categories').$type<string[]>().notNull().default([]),
  itemPatterns: jsonb('item_patterns').$type<string[]>().notNull().default([]),
  brands: jsonb('brands').$type<string[]>().notNull().default([]),
  families: jsonb('families').$type<string[]>().notNull().default([]),
  ranges: jsonb('ranges').$type<string[]>().notNull().default([]),
  cumulative: boolean('cumulative').notNull().default(false),
  /** 'percentage' or a currency code (then value is an amount in minor units of that currency). */
  currency: text('currency').notNull(),
  /** Percent (e.g. 10) or an amount in cents. */
  value: integer('value').notNull(),
  freeShipping: boolean('free_shipping').notNull().default(false),
  employee: boolean('employee').notNull().default(false),
  /**
   * Who may use an employee code: activated accounts whose (lower-case) e-mail is in
   * allowed_emails or whose e-mail domain is in allowed_domains (discount-eligibility.ts).
   */
  allowedEmails: jsonb('allowed_emails').$type<string[]>().notNull().default([]),
  allowedDomains: jsonb('allowed_domains').$type<string[]>().notNull().default([]),
  allowDiscountCheckout: boolean('allow_discount_checkout').notNull().default(false),
  /** Sites (brands) where the code may be used; empty = all. */
  sites: jsonb('sites').$type<string[]>().notNull().default([]),
  description: text('description').notNull().default(''),
});
