import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid, date } from 'drizzle-orm/pg-core';
import type { RegistrationRejectionReason, RegistrationStatus } from '@bike/shared/domain';
import { users } from '@bike/server/accounts';

/**
 * Bike registrations for the frame warranty (spec point 3). A serial has at most one live
 * registration (submitted or approved); a rejected one leaves the serial free to register again.
 * Photos and the proof of purchase are uploads (libs/server/uploads) owned by the same user.
 */
export const bikeRegistrations = pgTable(
  'bike_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    serial: text('serial').notNull(),
    status: text('status').$type<RegistrationStatus>().notNull().default('submitted'),
    /** A key of REGISTRATION_REJECTION_REASONS while rejected, else null. */
    rejectionReason: text('rejection_reason').$type<RegistrationRejectionReason>(),
    /** The admin's words to the rider (needed for "other"): kept on the row, so the warranties page can show them after the mail. */
    rejectionNote: text('rejection_note'),
    purchaseDate: date('purchase_date', { mode: 'string' }).notNull(),
    proofUploadId: uuid('proof_upload_id').notNull(),
    previouslyBoughtCount: integer('previously_bought_count').notNull().default(0),
    newsletter: boolean('newsletter').notNull().default(false),
    instagramName: text('instagram_name'),
    photoIds: jsonb('photo_ids').$type<string[]>().notNull().default(sql`'[]'::jsonb`),
    contestEntry: boolean('contest_entry').notNull().default(false),
    locale: text('locale').notNull().default('en_INT'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // Two riders racing for one serial: the index decides, the loser gets serialAlreadyRegistered.
    uniqueIndex('bike_registrations_live_serial_uq').on(t.serial).where(sql`${t.status} <> 'rejected'`),
    index('bike_registrations_user_idx').on(t.userId),
    index('bike_registrations_status_idx').on(t.status, t.createdAt),
  ],
);

export type BikeRegistrationRow = typeof bikeRegistrations.$inferSelect;
