import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { FanzoneRejectionReason, FanzoneStatus } from '@bike/shared/domain';
import { users } from '@bike/server/accounts';
import { uploads } from '@bike/server/uploads';

/**
 * Fan-zone submissions (spec points 1 and 4): a rider's photo (an upload of the `fanzone`
 * purpose) with a caption and, if they like, the code of a concept to "build this bike". A photo
 * is submitted once; an admin's decision sets the status, and the upload's visibility follows it
 * (public only while approved), so the gallery and the file answer the same at once.
 */
export const fanzoneSubmissions = pgTable(
  'fanzone_submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    uploadId: uuid('upload_id')
      .notNull()
      .unique('fanzone_submissions_upload_unique')
      .references(() => uploads.id, { onDelete: 'cascade' }),
    caption: text('caption').notNull(),
    conceptCode: text('concept_code'),
    locale: text('locale').notNull().default('en_INT'),
    status: text('status').$type<FanzoneStatus>().notNull().default('submitted'),
    reason: text('reason').$type<FanzoneRejectionReason>(),
    note: text('note'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The gallery: a brand's approved photos, newest decision first.
    index('fanzone_gallery_idx').on(t.brand, t.status, t.decidedAt),
    // Moderation: the waiting queue, oldest first.
    index('fanzone_queue_idx').on(t.status, t.createdAt),
    index('fanzone_user_idx').on(t.userId, t.createdAt),
  ],
);

export type FanzoneSubmissionRow = typeof fanzoneSubmissions.$inferSelect;
