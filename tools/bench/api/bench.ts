/**
 * API throughput benchmark (prints numbers; budgets are compared by reading them, no timed test).
 *   npx tsx tools/bench/api/bench.ts                      PGlite in memory, default seed
 *   SEED_SCALE=large npx tsx tools/bench/api/bench.ts     large catalogue (run it once: shared machine)
 *   DATABASE_URL=postgres://... npx tsx tools/bench/api/bench.ts   PostgreSQL (seeds only an empty database, or BENCH_SEED=1)
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiErrorHandler, createDatabase, readServerConfig, rowsOf, runMigrations, type Mailer } from '@bike/server/core';
import { registerApi } from '@bike/server/app';
import { isDatabaseEmpty, parseScale, seedDatabase } from '@bike/seed';

const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 1);

interface Row { name: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number; rssMb: number }

async function run(name: string, base: string, paths: string[]): Promise<Row> {
  // The load generator runs in a worker thread so it does not share the server's event loop;
  // each connection cycles through the paths (plain data, as workers need).
  const result = await autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION,
    workers: WORKERS,
    // As a browser asks: the families tree is served gzipped.
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => ({ method: 'GET', path })),
  });
  return {
    name,
    reqPerSec: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    non2xx: result.non2xx,
    errors: result.errors,
    rssMb: Math.round(process.memoryUsage().rss / 1e6),
  };
}

async function main(): Promise<void> {
  const env = readServerConfig();
  const config = { ...env, dataDir: env.databaseUrl ? env.dataDir : ':memory:', rateLimits: false };
  const scale = parseScale(process.env['SEED_SCALE']);
  const handle = await createDatabase(config, { poolSize: 20 });
  await runMigrations(handle.db, handle.kind);
  if ((await isDatabaseEmpty(handle.db)) || process.env['BENCH_SEED'] === '1') {
    const t0 = performance.now();
    await seedDatabase(handle.db, { scale, config, log: (line) => console.log(line) });
    console.log(`seeded ${scale} in ${Math.round(performance.now() - t0)} ms`);
  }
  const mailer: Mailer = { send: async () => undefined };
  const ctx = { db: handle.db, config, mailer };

  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  app.setErrorHandler(apiErrorHandler);
  await registerApi(app, ctx);
  // The ceiling: HTTP plus one trivial read through the raw driver, no ORM, no JSON building.
  const raw = handle.raw as { query: (text: string) => Promise<{ rows: unknown[] }> };
  app.get('/__bench/ceiling', async () => ({ result: (await raw.query('select 1 as one')).rows[0] }));
  const address = await app.listen({ port: 0, host: '127.0.0.1' });

  const bikes = rowsOf<{ id: number; externalid: string }>(
    await handle.db.execute(sql`select id, externalid from items where brandkey = 'ardenne' and itemtype = 'bike' order by id limit 2000`),
  );
  const itemPaths = bikes.map((b) => `/consumer/v1/items/${b.id}?locale=en_GB`);
  const pricePaths = bikes.map((b) => `/b2c/v1/pricelists/${b.externalid}?locale=nl_BE&voucher=SPRING10`);
  const familyPaths = ['/V1/families?locale=en_INT', '/V1/families?locale=en_GB', '/V1/families?locale=de_CH'];

  console.log(`\n${handle.kind}, seed ${scale}, ${CONNECTIONS} connections, ${DURATION} s per run, ${bikes.length} item ids\n`);
  const rows: Row[] = [];
  rows.push(await run('ceiling (select 1, raw driver)', address, ['/__bench/ceiling']));
  rows.push(await run('GET /consumer/v1/items/{id}', address, itemPaths));
  rows.push(await run('GET /b2c/v1/pricelists/{externalId}?voucher', address, pricePaths));
  rows.push(await run('GET /V1/families', address, familyPaths));

  const ceiling = rows[0].reqPerSec || 1;
  console.log('| call | req/s | p50 ms | p99 ms | vs ceiling | non-2xx | errors | RSS MB |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) {
    console.log(`| ${r.name} | ${r.reqPerSec} | ${r.p50} | ${r.p99} | ${(r.reqPerSec / ceiling).toFixed(2)} | ${r.non2xx} | ${r.errors} | ${r.rssMb} |`);
  }
  await app.close();
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
