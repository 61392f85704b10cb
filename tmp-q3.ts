import { createDatabase, readServerConfig } from '@bike/server/core';
import { itemById, requireLocale } from '@bike/server/catalogue';
(async () => {
  const h = await createDatabase({ ...readServerConfig(), databaseUrl: 'postgres://shop@127.0.0.1:54371/shop_test' });
  const locale = await requireLocale(h.db, 'en_GB');
  const raw = h.raw as any;
  for (const label of ['select1', 'item', 'select1', 'item']) {
    const t0 = performance.now(); const cpu0 = process.cpuUsage();
    for (let i = 1; i <= 1000; i++) {
      if (label === 'select1') await raw.query('select 1');
      else await itemById(h.db, (i % 400) + 1, { locale, brand: 'ardenne' });
    }
    const cpu = process.cpuUsage(cpu0);
    console.log(label, ((performance.now() - t0) / 1000).toFixed(3), 'ms/op wall', ((cpu.user + cpu.system) / 1000 / 1000).toFixed(3), 'ms/op node cpu');
  }
  await h.close();
})();
