import { createTestContext } from '@bike/server/core';
import { seedCatalogue } from './tools/seed/src/catalogue-seed';
import { bikeFamilies } from '@bike/server/catalogue';
(async () => {
  const ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'test');
  try { const f = await bikeFamilies(ctx.db, 'ardenne', 'EUR'); console.log(f.length); } catch (e) { console.log(e); }
  await ctx.close();
})();
