import { index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from '@bike/server/accounts';
import type { UploadPurpose } from './limits';

export type UploadKind = 'image' | 'pdf';
export type UploadVisibility = 'private' | 'public';

/**
 * Files users sent through POST /b2c/v1/upload/{path}. The bytes live in the upload store
 * (disk or S3-compatible); this row says whose they are, what they are for and who may see
 * them. Thumbnails are stored beside the original (same key folder, see upload-keys.ts).
 * Deleting a user deletes the rows; their stored files are left for a sweep.
 */
export const uploads = pgTable(
  'uploads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    ownerId: uuid('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** bike-registration, proof-of-purchase or fanzone: the {path} it was sent to. */
    purpose: text('purpose').$type<UploadPurpose>().notNull(),
    kind: text('kind').$type<UploadKind>().notNull(),
    /** Server-made key of the original in the store, never user text. */
    storageKey: text('storage_key').notNull().unique('uploads_storage_key_unique'),
    /** Of the stored original (image/jpeg after re-encoding, application/pdf). */
    contentType: text('content_type').notNull(),
    /** Of the stored original, after orientation; null for a PDF. */
    width: integer('width'),
    height: integer('height'),
    /** Stored size of the original. */
    bytes: integer('bytes').notNull(),
    /** The name the file had on the user's device, sanitised, display only (max 120 characters). */
    originalName: text('original_name').notNull(),
    /** private: owner and admins only; public: anyone (an approved fan-zone photo). */
    visibility: text('visibility').$type<UploadVisibility>().notNull().default('private'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('uploads_owner_idx').on(table.ownerId, table.createdAt)],
);

export type UploadRow = typeof uploads.$inferSelect;
