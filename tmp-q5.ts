import { createTestContext } from '@bike/server/core';
import { seedCatalogue } from './tools/seed/src/catalogue-seed';
(async () => {
  const ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'default');
  const raw = ctx.handle.raw as any;
  const q = (a: string, b: string, c: string) => `select i.id, i.externalid, i.title, i.description, i.category, i.familycode, i.brandkey, i.range, i.range_code,
             i.frame_family, i.itemtype, i.platform_code, i.groupset, i.groupset_code, i.paint_des, i.size, i.image,
             i.attributes, i.voucherbannerimage, i.vouchertext, i.vouchercountry, i.navisioncampaign,
             p.msrp_cents, p.oldmsrp_cents,
             (select coalesce(json_agg(json_build_object('id', s.id, 'size', s.size, 'externalid', s.externalid) order by s.position), '[]'::json)
                from item_sizes s where s.item_id = i.id) as sizes,
             st.qty, st.workdays
        from items i
        left join prices p on p.item_id = i.id and p.currency = ${b}
        left join lateral (
          select coalesce(sum(qty), 0)::int as qty, min(workdays)::int as workdays from stock where item_id = i.id and qty > 0
        ) st on true
       where i.id = ${a} and i.brandkey = ${c}`;
  await raw.query(`prepare item_x(int, text, text) as ${q('$1', '$2', '$3')}`);
  let ok = true;
  try { await raw.query('execute item_x($1, $2, $3)', [1, 'GBP', 'ardenne']); } catch (e) { ok = false; console.log('param execute fails:', (e as Error).message); }
  for (const label of ['plain', 'execute', 'plain', 'execute']) {
    const t0 = performance.now();
    for (let i = 1; i <= 500; i++) {
      const id = (i % 400) + 1;
      if (label === 'plain') await raw.query(q('$1', '$2', '$3'), [id, 'GBP', 'ardenne']);
      else if (ok) await raw.query('execute item_x($1, $2, $3)', [id, 'GBP', 'ardenne']);
      else await raw.query(`execute item_x(${id}, 'GBP', 'ardenne')`);
    }
    console.log(label, ((performance.now() - t0) / 500).toFixed(3), 'ms/op');
  }
  await ctx.close();
})();
