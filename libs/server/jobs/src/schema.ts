import { index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from '@bike/server/accounts';
import { uploads } from '@bike/server/uploads';

/**
 * Job applications: who applied for which vacancy (a content entry's id), with which CV (an
 * upload of the `cv` purpose). The application itself goes to the jobs mailbox; this row keeps
 * one per person per vacancy and lets the applicant see what they sent.
 */
export const jobApplications = pgTable(
  'job_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    brand: text('brand').notNull(),
    vacancyId: integer('vacancy_id').notNull(),
    vacancyTitle: text('vacancy_title').notNull(),
    cvUploadId: uuid('cv_upload_id').notNull().references(() => uploads.id, { onDelete: 'cascade' }),
    motivation: text('motivation').notNull(),
    phone: text('phone'),
    locale: text('locale').notNull().default('en_INT'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('job_applications_once_uq').on(t.userId, t.brand, t.vacancyId), index('job_applications_user_idx').on(t.userId, t.createdAt)],
);

export type JobApplicationRow = typeof jobApplications.$inferSelect;
