import { createDatabase, readServerConfig } from '@bike/server/core';
(async () => {
  const h = await createDatabase({ ...readServerConfig(), databaseUrl: 'postgres://shop@127.0.0.1:54371/shop_test' }, { poolSize: 1 });
  const raw = h.raw as any;
  const q = `select i.id, i.externalid, i.title, i.description, i.category, i.familycode, i.brandkey, i.range, i.range_code,
             i.frame_family, i.itemtype, i.platform_code, i.groupset, i.groupset_code, i.paint_des, i.size, i.image,
             i.attributes, i.voucherbannerimage, i.vouchertext, i.vouchercountry, i.navisioncampaign,
             p.msrp_cents, p.oldmsrp_cents,
             (select coalesce(json_agg(json_build_object('id', s.id, 'size', s.size, 'externalid', s.externalid) order by s.position), '[]'::json)
                from item_sizes s where s.item_id = i.id) as sizes,
             st.qty, st.workdays
        from items i
        left join prices p on p.item_id = i.id and p.currency = $2
        left join lateral (
          select coalesce(sum(qty), 0)::int as qty, min(workdays)::int as workdays from stock where item_id = i.id and qty > 0
        ) st on true
       where i.id = $1 and i.brandkey = $3`;
  for (const label of ['unnamed', 'named', 'unnamed', 'named']) {
    const t0 = performance.now(); const cpu0 = process.cpuUsage();
    for (let i = 1; i <= 1000; i++) {
      const values = [(i % 400) + 1, 'GBP', 'ardenne'];
      if (label === 'named') await raw.query({ name: 'item_by_id', text: q, values });
      else await raw.query(q, values);
    }
    const cpu = process.cpuUsage(cpu0);
    console.log(label, ((performance.now() - t0) / 1000).toFixed(3), 'ms/op wall', ((cpu.user + cpu.system) / 1000 / 1000).toFixed(3), 'ms/op cpu');
  }
  await h.close();
})();
