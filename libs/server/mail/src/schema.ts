import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * Mails "sent" while no SMTP server is configured. The /mailbox page reads them, so a
 * developer (or an end-to-end test) can follow activation and password-reset links.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('outbox_to_created_idx').on(table.to, table.createdAt)],
);

export type OutboxMail = typeof outbox.$inferSelect;
