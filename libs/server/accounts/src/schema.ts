import { boolean, date, index, jsonb, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AccountRole, Addresses, Gender } from '@bike/shared/domain';

/** Consumers and admins (spec point 3 "User"). Emails are stored lower-cased. */
export const users = pgTable('users', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique('users_email_unique'),
  passwordHash: text('password_hash').notNull(),
  firstName: text('first_name').notNull(),
  lastName: text('last_name').notNull(),
  phone: text('phone'),
  locale: text('locale').notNull().default('en_INT'),
  birthday: date('birthday', { mode: 'string' }),
  gender: text('gender').$type<Gender>(),
  role: text('role').$type<AccountRole>().notNull().default('consumer'),
  /** Inactive until the mailed activation link is followed (spec point 4). */
  active: boolean('active').notNull().default(false),
  /**
   * When the current email was last proven by following a mailed link (activation, password
   * reset, email change). Guest orders of an address count as this account's only once it is
   * verified; an email change stays pending (account_tokens.new_email) until then.
   */
  emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
  addresses: jsonb('addresses').$type<Addresses>().notNull().default({}),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Rotating refresh tokens. A login starts a family; each refresh rotates the presented token
 * and issues the next one in the same family. Presenting a rotated token again means it leaked,
 * so the whole family is revoked. Only a SHA-256 of the token is stored.
 */
export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    tokenHash: text('token_hash').notNull().unique('refresh_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (table) => [index('refresh_tokens_family_idx').on(table.familyId), index('refresh_tokens_user_idx').on(table.userId)],
);

/**
 * Mailed one-time links: account activation, password reset and confirming a new email address
 * (which carries the address it confirms). Only a SHA-256 of the token is stored.
 */
export const accountTokens = pgTable(
  'account_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'activation' | 'password_reset' | 'email_change'>().notNull(),
    tokenHash: text('token_hash').notNull().unique('account_tokens_token_hash_unique'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    /** email_change only: the address the link confirms (lower-cased). */
    newEmail: text('new_email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_tokens_user_idx').on(table.userId, table.purpose)],
);

/** PKCE authorization codes from POST /auth/authorize, exchanged once at POST /auth/token. */
export const authorizationCodes = pgTable('authorization_codes', {
  id: uuid('id').primaryKey().defaultRandom(),
  userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
  codeHash: text('code_hash').notNull().unique('authorization_codes_code_hash_unique'),
  codeChallenge: text('code_challenge').notNull(),
  scope: text('scope').notNull().default(''),
  expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  usedAt: timestamp('used_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Secrets the accounts module generates for itself, above all the JWT signing key when
 * JWT_SECRET is not set. Kept in the database rather than the data folder so every API
 * replica signs and verifies with the same key and restarts keep sessions valid.
 */
export const accountSettings = pgTable('account_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * Social sign-in identities (issue 14 item 1): the provider's stable subject of a person, linked
 * to one account. A sign-in with a known (provider, subject) logs that account in, whatever its
 * email is today; `email` is the address the provider gave when the link was made, and
 * `email_verified` whether the provider vouched for it then. A link made without that voucher
 * stops counting once the account's address is proven later by a mailed link (social-accounts.ts).
 */
export const userIdentities = pgTable(
  'user_identities',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    subject: text('subject').notNull(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    emailVerified: boolean('email_verified').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [unique('user_identities_provider_subject_unique').on(table.provider, table.subject), index('user_identities_user_idx').on(table.userId)],
);

/**
 * Social sign-ins on their way to the provider and back: the PKCE verifier, the nonce and where
 * to go afterwards, found again by a SHA-256 of the state, usable once within 10 minutes. The
 * browser that started the sign-in holds the state in an HttpOnly cookie as well, so a callback
 * URL sent to someone else signs nobody in (login CSRF).
 */
export const socialLoginStates = pgTable(
  'social_login_states',
  {
    stateHash: text('state_hash').primaryKey(),
    provider: text('provider').$type<'google' | 'facebook'>().notNull(),
    codeVerifier: text('code_verifier').notNull(),
    nonce: text('nonce').notNull(),
    locale: text('locale').notNull(),
    redirectPath: text('redirect_path').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('social_login_states_expires_idx').on(table.expiresAt)],
);

export type UserRow = typeof users.$inferSelect;

/**
 * Changes to an account that leave no other trace (profile, password, email): the account's
 * activity page shows them with the logins, orders and registrations the other tables hold.
 * `detail` names what changed (field names, never values: no addresses or phone numbers here).
 */
export const accountEvents = pgTable(
  'account_events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    type: text('type').$type<AccountEventType>().notNull(),
    detail: jsonb('detail').$type<{ fields?: string[] }>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('account_events_user_idx').on(table.userId, table.createdAt)],
);

export type AccountEventType = 'activated' | 'profile_changed' | 'password_changed' | 'email_change_requested' | 'email_changed' | 'password_reset' | 'data_exported';
