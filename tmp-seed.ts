import { createDatabase, runMigrations } from '@bike/server/core';
import { seedCatalogue } from './tools/seed/src/catalogue-seed';
(async () => {
  const h = await createDatabase({ dataDir: ':memory:' });
  await runMigrations(h.db, h.kind);
  for (const scale of (process.argv[2] ?? 'test').split(',')) {
    const r = await seedCatalogue(h.db, scale as any);
    console.log(scale, r.counts, r.ms);
  }
  await h.close();
})();
