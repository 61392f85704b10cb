import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, jsonb, pgTable, primaryKey, serial, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@bike/server/accounts';

/**
 * Parts a rider may swap in the configurator beside groupset, size and design (wheels, cockpit,
 * saddle), for the bike categories that take them. Prices are per currency in minor units and
 * say what the part adds to the bike (0 for the part a bike comes with); stock is the factory's,
 * with the working days until it has more when it has none.
 */
export const customizerParts = pgTable(
  'customizer_parts',
  {
    code: text('code').primaryKey(),
    slot: text('slot').notNull(),
    /** How the configurator's drawing shows it (a wheel, cockpit or saddle kind). */
    drawing: text('drawing').notNull(),
    name: text('name').notNull(),
    /** The name in the other languages: { nl: '…', … }. */
    texts: jsonb('texts').$type<Record<string, string>>().notNull().default({}),
    categories: jsonb('categories').$type<string[]>().notNull().default([]),
    prices: jsonb('prices').$type<Record<string, number>>().notNull().default({}),
    standard: boolean('standard').notNull().default(false),
    stockQty: integer('stock_qty').notNull().default(0),
    restockWorkdays: integer('restock_workdays').notNull().default(0),
    position: integer('position').notNull().default(0),
  },
  (t) => [index('customizer_parts_slot_idx').on(t.slot)],
);

/**
 * Concepts: saved configurations (spec point 3). One build is one concept per owner: the
 * configuration_checksum (a hash of the canonical configuration) is unique among a user's
 * concepts and among the concepts saved without an account; saving a build that is already an
 * inspiration answers the inspiration.
 */
export const concepts = pgTable(
  'concepts',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull().unique(),
    brand: text('brand').notNull(),
    model: text('model').notNull(),
    choices: jsonb('choices').$type<Record<string, string>>().notNull(),
    checksum: text('configuration_checksum').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /** Saved without an account (from a browser session) or to a profile; marked favourite by its owner. */
    session: boolean('session').notNull().default(false),
    profile: boolean('profile').notNull().default(false),
    favorite: boolean('favorite').notNull().default(false),
    /** Spec point 4: a concept is visible or hidden; visible ones are listed to everyone. */
    visible: boolean('visible').notNull().default(false),
    views: integer('views').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('concepts_owner_checksum_idx').on(t.userId, t.checksum).where(sql`${t.userId} is not null`),
    // The seed's inspirations (neither session nor profile) may share a build with a rider's session concept.
    uniqueIndex('concepts_session_checksum_idx').on(t.brand, t.checksum).where(sql`${t.userId} is null and ${t.session}`),
    index('concepts_listing_idx').on(t.brand, t.visible, t.model),
  ],
);

/** One view per visitor per day (a hash of who, never the address itself). */
export const conceptViews = pgTable(
  'concept_views',
  {
    conceptId: integer('concept_id').notNull().references(() => concepts.id, { onDelete: 'cascade' }),
    visitor: text('visitor').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.conceptId, t.visitor, t.day] })],
);

export type ConceptRow = typeof concepts.$inferSelect;
export type CustomizerPartRow = typeof customizerParts.$inferSelect;

/**
 * Parts taken from the factory's stock for an order's custom bikes (its frame is reserved with
 * the catalogue's stock like any bike). Released once, like stock_reservations, when the order
 * fails, is cancelled or expires.
 */
export const partReservations = pgTable(
  'part_reservations',
  {
    id: serial('id').primaryKey(),
    orderUuid: uuid('order_uuid').notNull(),
    partCode: text('part_code').notNull().references(() => customizerParts.code, { onDelete: 'cascade' }),
    qty: integer('qty').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true, mode: 'string' }).notNull().defaultNow(),
    releasedAt: timestamp('released_at', { withTimezone: true, mode: 'string' }),
  },
  (t) => [index('part_reservations_order_idx').on(t.orderUuid)],
);
