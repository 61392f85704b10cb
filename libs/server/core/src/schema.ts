import { bigint, boolean, doublePrecision, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { DeliveryMethod, PaymentMethod } from '@bike/shared/domain';

/**
 * Cross-cutting tables every domain reads: the brands sharing the code base and the locale
 * table with the backend fields of spec point 3 "Locale entry".
 */
export const brands = pgTable('brands', {
  key: text('key').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
});

export const locales = pgTable('locales', {
  /** language_COUNTRY, e.g. nl_BE; en_INT is the catch-all. */
  code: text('code').primaryKey(),
  /** BCP 47 form, e.g. nl-BE. */
  iso: text('iso').notNull(),
  language: text('language').notNull(),
  backendCode: text('backend_code').notNull(),
  countrycode: text('countrycode').notNull(),
  currency: text('currency').notNull(),
  vat: doublePrecision('vat').notNull(),
  intracommunity: boolean('intracommunity').notNull().default(false),
  deliverymethods: jsonb('deliverymethods').$type<DeliveryMethod[]>().notNull().default([]),
  checkoutBikes: boolean('checkout_bikes').notNull().default(true),
  checkoutAccessories: boolean('checkout_accessories').notNull().default(true),
  allowDiscountCheckout: boolean('allow_discount_checkout').notNull().default(false),
  dealers: boolean('dealers').notNull().default(true),
  accessories: boolean('accessories').notNull().default(true),
  paymentMethods: jsonb('payment_methods').$type<PaymentMethod[]>().notNull().default([]),
  /** A locale voucher auto-applied when the visitor has no code (spec point 4). */
  voucher: text('voucher'),
  /** Brands sold in this country; the countries call filters on it. */
  brands: jsonb('brands').$type<string[]>().notNull().default([]),
  position: integer('position').notNull().default(0),
});

/**
 * Rate-limit counters shared by every API replica (rate-limit-store.ts). One row per limiter and
 * key, a fixed window that starts at the key's first hit. The key is a SHA-256 of the limiter's
 * name and the counted value, so no e-mail address or IP address is stored in clear.
 */
export const rateLimitCounters = pgTable('rate_limit_counters', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
});

/**
 * Background jobs that must run once per interval whatever the number of replicas
 * (job-lock.ts): a replica runs a job only after it moved last_run_at forward itself.
 */
export const jobRuns = pgTable('job_runs', {
  name: text('name').primaryKey(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }).notNull(),
  /** How often the job was claimed: the replicas test counts sweeps with it. */
  runs: bigint('runs', { mode: 'number' }).notNull().default(0),
});

/**
 * Secrets the server makes itself when none is configured, shared by every replica: one row per
 * purpose, written once (insert-or-keep, so replicas starting together agree). The captcha
 * signs its challenges with the one named 'captcha' when JWT_SECRET is unset (captcha.ts).
 */
export const serverSecrets = pgTable('server_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
