/**
 * Seed CLI: `npx tsx tools/seed/src/main.ts [--scale test|default|large]` (or SEED_SCALE=large).
 * Uses DATABASE_URL when set, otherwise the PGlite data folder (DATA_DIR, default ./data).
 */
import { createDatabase, readServerConfig, runMigrations } from '@bike/server/core';
import { createUploadStore, uploadsConfig } from '@bike/server/uploads';
import { parseScale, seedDatabase } from './index';

async function main(): Promise<void> {
  const argIndex = process.argv.indexOf('--scale');
  const scale = parseScale(argIndex > 0 ? process.argv[argIndex + 1] : process.env['SEED_SCALE']);
  const config = readServerConfig();
  const started = performance.now();
  const handle = await createDatabase(config);
  try {
    await runMigrations(handle.db, handle.kind);
    console.log(`[seed] ${handle.kind} database migrated in ${Math.round(performance.now() - started)} ms`);
    const uploadStore = createUploadStore(uploadsConfig(), config.dataDir);
    const report = await seedDatabase(handle.db, { scale, config, uploadStore, log: (line) => console.log(line) });
    console.log(`[seed] done: scale=${report.scale} total ${report.ms.total} ms`);
  } finally {
    await handle.close();
  }
}

main().catch((err) => {
  console.error('[seed] failed:', err);
  process.exit(1);
});
