import { sql } from 'drizzle-orm';
import { createTestContext, rowsOf } from '@bike/server/core';
import { seedCatalogue } from './tools/seed/src/catalogue-seed';
import { itemById, requireLocale } from '@bike/server/catalogue';
(async () => {
  const ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'default');
  const locale = await requireLocale(ctx.db, 'en_GB');
  const raw = ctx.handle.raw as any;
  for (const label of ['select1', 'item', 'item-raw']) {
    const t0 = performance.now();
    for (let i = 1; i <= 500; i++) {
      if (label === 'select1') await raw.query('select 1');
      else if (label === 'item') await itemById(ctx.db, i, { locale, brand: 'ardenne' });
      else await raw.query('select i.*, (select coalesce(json_agg(json_build_object(\'id\', s.id)), \'[]\'::json) from item_sizes s where s.item_id = i.id) as sizes from items i where i.id = $1', [i]);
    }
    console.log(label, ((performance.now() - t0) / 500).toFixed(3), 'ms/op');
  }
  const plan = rowsOf(await ctx.db.execute(sql.raw(`explain analyze select i.id, p.msrp_cents, (select coalesce(json_agg(json_build_object('id', s.id, 'size', s.size, 'externalid', s.externalid) order by s.position), '[]'::json) from item_sizes s where s.item_id = i.id) as sizes, st.qty, st.workdays from items i left join prices p on p.item_id = i.id and p.currency = 'GBP' left join lateral (select coalesce(sum(qty), 0)::int as qty, min(workdays)::int as workdays from stock where item_id = i.id and qty > 0) st on true where i.id = 5 and i.brandkey = 'ardenne'`)));
  console.log(plan.map((r: any) => r['QUERY PLAN']).join('\n'));
  await ctx.close();
})();
