import { sql } from 'drizzle-orm';
import { createTestContext } from './testing';

describe('createTestContext', () => {
  it('gives a migrated database and a capturing mailer', async () => {
    const ctx = await createTestContext();
    try {
      const rows = await ctx.db.execute(sql`select count(*)::int as n from locales`);
      const list = (rows as unknown as { rows: { n: number }[] }).rows;
      expect(list[0].n).toBe(0);
      await ctx.mailer.send({ to: 'a@example.com', subject: 'Hi', text: 'x' });
      expect(ctx.mails).toHaveLength(1);
    } finally {
      await ctx.close();
    }
  });
});
