import { index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { NewsletterLang, NewsletterSource, NewsletterStatus, NewsletterType } from './newsletter-input';

/**
 * Newsletter subscriptions (spec point 3), one row per address, brand and list (`type`), with
 * double opt-in: a row starts `pending`, becomes `subscribed` when the mailed link is confirmed,
 * and `unsubscribed` by any mail's unsubscribe link (the row stays, so a later subscribe asks
 * for a fresh opt-in and the history of consent is kept).
 *
 * Tokens are stored only as SHA-256 hashes. The link tokens themselves are derived from a
 * server secret and the row (newsletter-tokens.ts), so every mail of a subscription can carry
 * the same working unsubscribe link without the raw token ever being stored.
 */
export const newsletterSubscriptions = pgTable(
  'newsletter_subscriptions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased, as emailField leaves it. */
    email: text('email').notNull(),
    brand: text('brand').notNull(),
    type: text('type').$type<NewsletterType>().notNull().default('consumer'),
    lang: text('lang').$type<NewsletterLang>().notNull().default('en'),
    firstName: text('first_name'),
    lastName: text('last_name'),
    status: text('status').$type<NewsletterStatus>().notNull().default('pending'),
    /** The opt-in link's hash; null once unsubscribed, so an old opt-in mail cannot subscribe again. */
    confirmTokenHash: text('confirm_token_hash'),
    /** When the current opt-in link was made: it works for 7 days from then. */
    confirmSentAt: timestamp('confirm_sent_at', { withTimezone: true }),
    /** Stable for the subscription's life: every mail's unsubscribe link works. */
    unsubscribeTokenHash: text('unsubscribe_token_hash').notNull(),
    source: text('source').$type<NewsletterSource>().notNull().default('form'),
    /** The account that asked, when signed in with this address (no foreign key: the subscription outlives the account). */
    userId: uuid('user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('newsletter_subscriptions_address_uq').on(t.email, t.brand, t.type),
    uniqueIndex('newsletter_subscriptions_confirm_token_uq').on(t.confirmTokenHash),
    uniqueIndex('newsletter_subscriptions_unsubscribe_token_uq').on(t.unsubscribeTokenHash),
    index('newsletter_subscriptions_user_idx').on(t.userId),
  ],
);

export type NewsletterSubscriptionRow = typeof newsletterSubscriptions.$inferSelect;

/**
 * Entries of the content's prize draws (prizeForm block): one per address per draw, where a
 * draw is named by its block's id. Kept apart from subscriptions: taking part never subscribes
 * anyone. Rows are for the draw only (libs/server/newsletter/README.md, "Prize draws": delete
 * after the draw).
 */
export const prizeDrawEntries = pgTable(
  'prize_draw_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    brand: text('brand').notNull(),
    draw: text('draw').notNull(),
    email: text('email').notNull(),
    firstName: text('first_name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('prize_draw_entries_unique').on(t.brand, t.draw, t.email)],
);
