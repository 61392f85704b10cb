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

describe('executePrepared', () => {
  it('runs the same statement repeatedly with any text safely', async () => {
    const { executePrepared, rowsOf } = await import('./db');
    const ctx = await createTestContext();
    try {
      await ctx.db.execute(sql`create table probe (id int, label text)`);
      const nasty = [`it's`, `a\\b`, `"quoted"`, `'); drop table probe; --`, `{1,2}`, 'é🚲'];
      for (const [i, label] of nasty.entries()) await ctx.db.execute(sql`insert into probe values (${i}, ${label})`);
      for (const [i, label] of nasty.entries()) {
        const rows = rowsOf<{ id: number }>(await executePrepared(ctx.db, 'probe_by_label', sql`select id from probe where label = ${label}`));
        expect(rows.map((r) => r.id)).toEqual([i]);
      }
      const many = rowsOf<{ id: number }>(
        await executePrepared(ctx.db, 'probe_by_labels', sql`select id from probe where label = any(${sql.param(nasty)}::text[]) order by id`),
      );
      expect(many.map((r) => r.id)).toEqual([0, 1, 2, 3, 4, 5]);
      // Many first calls at once (the race a PREPARE-once path had) all answer.
      const concurrent = await Promise.all(nasty.map((label) => executePrepared(ctx.db, 'probe_by_label_concurrent', sql`select id from probe where label = ${label}`)));
      expect(concurrent.map((r) => rowsOf<{ id: number }>(r)[0].id)).toEqual([0, 1, 2, 3, 4, 5]);
    } finally {
      await ctx.close();
    }
  });
});
