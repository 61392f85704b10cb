/**
 * Concept spec sheets (PDF) against an unrelated read (issue 29 item 3): does a burst of
 * uncached sheets slow down everybody else? Prints numbers; no pass/fail.
 *   npx tsx tools/bench/api/pdf-bench.ts                                  PGlite in memory
 *   DATABASE_URL=postgres://... npx tsx tools/bench/api/pdf-bench.ts      PostgreSQL (seeds an empty database)
 * Loopback only, the default catalogue (its public concepts), rate limits off (the per-address
 * render limit would stop one address long before 50 sheets). PGlite answers queries on the
 * server's thread, so its row shows that work too; PostgreSQL's shows what the sheets leave.
 *
 * Run 1: GET /b2c/v1/countries/nl_BE alone, at BENCH_RATE requests/s (default 100) over
 * BENCH_CONNECTIONS (default 4) for BENCH_DURATION seconds (default 8).
 * Run 2: the same, while waves of BENCH_SHEETS (default 50) concurrent requests for sheets
 * nobody asked before (a new concept and locale each) keep arriving: the next wave leaves when
 * the last answer of the previous one came back, so sheets render during the whole run.
 * The load generator runs in a worker thread (autocannon `workers`), so a blocked server
 * thread cannot hold it back; the server's own event-loop delay is measured beside it.
 */
import { monitorEventLoopDelay } from 'node:perf_hooks';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiErrorHandler, createDatabase, readServerConfig, rowsOf, runMigrations, type Mailer } from '@bike/server/core';
import { registerApi } from '@bike/server/app';
import { clearLocaleCache } from '@bike/server/catalogue';
import { inspirationConcepts, isDatabaseEmpty, seedCatalogue, writeInspirationConcepts } from '@bike/seed';
import { LOCALES } from '@bike/shared/i18n/locales';

const DURATION = Number(process.env['BENCH_DURATION'] ?? 8);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 4);
const RATE = Number(process.env['BENCH_RATE'] ?? 100);
const SHEETS = Number(process.env['BENCH_SHEETS'] ?? 50);
const PROBE = '/b2c/v1/countries/nl_BE';

interface Probe { p50: number; p90: number; p99: number; max: number; requests: number; non2xx: number; errors: number }

async function probe(base: string): Promise<Probe> {
  const result = await autocannon({
    url: base, connections: CONNECTIONS, overallRate: RATE, duration: DURATION, workers: 1,
    requests: [{ method: 'GET', path: PROBE }],
  });
  const { p50, p90, p99, max } = result.latency;
  return { p50, p90, p99, max, requests: result.requests.total, non2xx: result.non2xx, errors: result.errors };
}

async function main(): Promise<void> {
  const env = readServerConfig();
  const config = { ...env, dataDir: env.databaseUrl ? env.dataDir : ':memory:', rateLimits: false };
  const handle = await createDatabase(config, { poolSize: 20 });
  await runMigrations(handle.db, handle.kind);
  if (await isDatabaseEmpty(handle.db)) {
    const { data } = await seedCatalogue(handle.db, 'default');
    await writeInspirationConcepts(handle.db, inspirationConcepts(data));
  }
  clearLocaleCache(handle.db);
  const mailer: Mailer = { send: async () => undefined };
  const app = Fastify({ logger: false, bodyLimit: 1_048_576 });
  app.setErrorHandler(apiErrorHandler);
  await registerApi(app, { db: handle.db, config, mailer });
  const base = await app.listen({ port: 0, host: '127.0.0.1' });

  // Every (public concept, locale) pair once, in an order that spreads languages and concepts.
  const concepts = rowsOf<{ code: string; brand: string }>(await handle.db.execute(sql`select code, brand from concepts where visible order by code`));
  const pairs = LOCALES.flatMap((locale, l) => concepts.map((_, c) => ({ concept: concepts[(c + l) % concepts.length]!, locale: locale.code })));
  let next = 0;
  const statuses = new Map<number, number>();
  let rendered = 0;
  const waveMs: number[] = [];
  async function wave(): Promise<void> {
    const started = performance.now();
    await Promise.all(Array.from({ length: SHEETS }, async () => {
      const { concept, locale } = pairs[next++ % pairs.length]!;
      const res = await fetch(`${base}/b2c/v1/concepts/generate/pdf/${concept.code}/${locale}`, { headers: { 'x-brand': concept.brand } });
      await res.arrayBuffer();
      statuses.set(res.status, (statuses.get(res.status) ?? 0) + 1);
      if (res.status === 200) rendered++;
    }));
    waveMs.push(performance.now() - started);
  }

  // Warm-up: the first sheet loads pdfkit and the fonts (and starts a worker, where there is one).
  await wave();
  statuses.clear();
  rendered = 0;
  waveMs.length = 0;

  const loop = monitorEventLoopDelay({ resolution: 5 });
  loop.enable();
  const alone = await probe(base);
  loop.disable();
  const loopAlone = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 };

  loop.reset();
  loop.enable();
  let running = true;
  const sheets = (async () => {
    while (running) await wave();
  })();
  const underLoad = await probe(base);
  running = false;
  await sheets;
  loop.disable();
  const loopLoaded = { p50: loop.percentile(50) / 1e6, p99: loop.percentile(99) / 1e6 };

  const ms = (n: number) => n.toFixed(1);
  console.log(`\n${handle.kind}, ${concepts.length} public concepts x ${LOCALES.length} locales, probe ${PROBE} at ${RATE}/s over ${CONNECTIONS} connections, ${DURATION} s per run, loopback\n`);
  console.log('| run | probe p50 ms | p90 ms | p99 ms | max ms | probe requests | probe non-2xx | server event-loop delay p50 / p99 ms |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|');
  console.log(`| alone | ${alone.p50} | ${alone.p90} | ${alone.p99} | ${alone.max} | ${alone.requests} | ${alone.non2xx + alone.errors} | ${ms(loopAlone.p50)} / ${ms(loopAlone.p99)} |`);
  console.log(`| while waves of ${SHEETS} uncached sheets render | ${underLoad.p50} | ${underLoad.p90} | ${underLoad.p99} | ${underLoad.max} | ${underLoad.requests} | ${underLoad.non2xx + underLoad.errors} | ${ms(loopLoaded.p50)} / ${ms(loopLoaded.p99)} |`);
  const answered = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${n} x ${status}`).join(', ');
  console.log(`\nsheets during run 2: ${waveMs.length} waves of ${SHEETS} (${waveMs.map((w) => (w / 1000).toFixed(1)).join(', ')} s); answers ${answered}; ${(rendered / (waveMs.reduce((a, b) => a + b, 0) / 1000 || 1)).toFixed(1)} sheets/s`);
  await app.close();
  await handle.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
