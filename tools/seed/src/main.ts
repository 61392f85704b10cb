/**
 * The seed command: the only way demo data gets into a database (the servers never seed).
 *   npm run seed -- [--scale test|default|large] [--if-empty]
 *   node dist/seed/main.js [--scale …] [--if-empty]        (the built command, as `npm start` runs it)
 * Uses DATABASE_URL when set, otherwise the PGlite data folder (DATA_DIR, default ./data); runs the
 * migrations first. Without --if-empty it rewrites the demo data of a database that has some;
 * with it, a database that already holds a shop is left as it is.
 */
import { createDatabase, isDatabaseEmpty, readServerConfig, runMigrations } from '@bike/server/core';
import { createUploadStore, uploadsConfig } from '@bike/server/uploads';
import { parseScale, seedDatabase } from './index';

async function main(): Promise<void> {
  const argIndex = process.argv.indexOf('--scale');
  const scale = parseScale(argIndex > 0 ? process.argv[argIndex + 1] : process.env['SEED_SCALE']);
  const onlyIfEmpty = process.argv.includes('--if-empty');
  const config = readServerConfig();
  const started = performance.now();
  const handle = await createDatabase(config);
  try {
    await runMigrations(handle.db, handle.kind);
    console.log(`[seed] ${handle.kind} database migrated in ${Math.round(performance.now() - started)} ms`);
    if (onlyIfEmpty && !(await isDatabaseEmpty(handle.db))) {
      console.log('[seed] the database already holds a shop: left as it is');
      return;
    }
    // The demo fan-zone photos go where the API keeps uploads (disk under DATA_DIR, or S3).
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
