/**
 * API throughput benchmark (prints numbers; budgets are compared by reading them, no timed test).
 *   npx tsx tools/bench/api/bench.ts                      PGlite in memory, default seed
 *   SEED_SCALE=large npx tsx tools/bench/api/bench.ts     large catalogue (run it once: shared machine)
 *   DATABASE_URL=postgres://... npx tsx tools/bench/api/bench.ts   PostgreSQL (seeds only an empty database, or BENCH_SEED=1)
 *   BENCH_DATA_DIR=/tmp/bigdb SEED_SCALE=large ...    PGlite in a folder, seeded once and reused
 * The filter rows: "warm" cycles the menu filters (served by the filter cache after the first
 * call); "uncached" asks a new shape every time (BENCH_COLD_CONNECTIONS, default 1) = the SQL itself.
 * BENCH_DURATION (s, default 10) and BENCH_CONNECTIONS (default 50) tune the runs.
 * BENCH_ONLY=dealers runs only the dealer locator rows (SEED_SCALE=large: 5,000 dealers).
 * BENCH_ONLY=inventory runs only the inventory and stock lookup rows (after timing the index build).
 * BENCH_ONLY=accounts runs only the account rows: login of the demo consumer (argon2id hashing
 * on every call, BENCH_LOGIN_CONNECTIONS, default 4), and its equipment and activity.
 * BENCH_ONLY=content runs only the content rows: the home page's GraphQL query (as the site
 * sends it, answers kept per content version) and the fan-zone gallery (seeded demo photos).
 * BENCH_ONLY=admin runs only the admin rows: the dashboard and the order list with filters, as the
 * demo admin, at BENCH_ADMIN_CONNECTIONS (default 4); SEED_SCALE=large seeds 100,000 orders.
 * BENCH_ONLY=search runs only the site-wide search rows: suggestions as typed (kept answers), new terms
 * every call (the in-memory indexes themselves), and the results page.
 * BENCH_ONLY=filter runs only the filter rows (after timing the first filter calls: the facet
 * index build, the first price sort). FILTER_CACHE_MS=0 turns the answer cache off, so every
 * row is uncached; FILTER_ENGINE=sql measures the SQL engine instead of the facet index.
 */
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { sql } from 'drizzle-orm';
import { apiErrorHandler, createDatabase, readServerConfig, rowsOf, runMigrations, type Mailer } from '@bike/server/core';
import { registerApi } from '@bike/server/app';
import { adminDashboard, dashboardRange } from '@bike/server/dashboard';
import { allLocales, attributeMeta, facetIndexBytes, shopStatement } from '@bike/server/catalogue';
import type { ShopFilters } from '@bike/shared/domain';
import { isDatabaseEmpty, parseScale, seedDatabase, seedFanzonePhotos } from '@bike/seed';
import { DiskStore } from '@bike/server/uploads';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const DURATION = Number(process.env['BENCH_DURATION'] ?? 10);
const CONNECTIONS = Number(process.env['BENCH_CONNECTIONS'] ?? 50);
const WORKERS = Number(process.env['BENCH_WORKERS'] ?? 1);

interface Row { name: string; reqPerSec: number; p50: number; p99: number; non2xx: number; errors: number; rssMb: number }
interface BenchRequest { method: 'GET' | 'POST'; path: string; body?: string; headers?: Record<string, string> }

async function run(name: string, base: string, paths: (string | BenchRequest)[], connections = CONNECTIONS): Promise<Row> {
  // The load generator runs in a worker thread so it does not share the server's event loop;
  // each connection cycles through the paths (plain data, as workers need).
  const result = await autocannon({
    url: base,
    connections,
    duration: DURATION,
    workers: WORKERS,
    // As a browser asks: the families tree is served gzipped.
    headers: { 'accept-encoding': 'gzip' },
    requests: paths.map((path) => (typeof path === 'string' ? { method: 'GET', path } : path)),
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
  // BENCH_DATA_DIR reuses a seeded PGlite folder (a large seed takes minutes to write).
  const config = { ...env, dataDir: env.databaseUrl ? env.dataDir : process.env['BENCH_DATA_DIR'] || ':memory:', rateLimits: false };
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
  // The shop filter as the menu links and a shopper use it (spec point 2): these shapes repeat
  // across shoppers, so after the first call each is served from the filter cache.
  const filterBodies: { filters: ShopFilters; sort?: string; page?: number }[] = [
    { filters: { category: ['bikes'] } },
    { filters: { deliveryDate: 'Factory Stock' }, sort: 'price-asc' },
    { filters: { family: ['mudguards', 'vouchers'] } },
    { filters: { category: ['bikes'], bikeCategory: ['road'], attributes: { frame_size: ['M'], colour: ['lava-red'] } }, sort: 'price-desc' },
    { filters: { category: ['accessories'] }, page: 2 },
  ];
  const filterRequest = (body: unknown, query = 'locale=nl_BE'): BenchRequest => ({
    method: 'POST', path: `/consumer/v1/items/attributes?${query}`, body: JSON.stringify(body), headers: { 'content-type': 'application/json' },
  });
  const warmFilters = filterBodies.map((b) => filterRequest(b));
  // Cold: every request a shape not asked before (a page of a filtered list), so each runs the SQL.
  const coldFilters = Array.from({ length: 400 }, (_, i) => filterRequest({ ...filterBodies[i % 4], page: 1 + Math.floor(i / 4) }, i % 2 ? 'locale=nl_BE' : 'locale=de_DE'));

  console.log(`\n${handle.kind}, seed ${scale}, ${CONNECTIONS} connections, ${DURATION} s per run, ${bikes.length} item ids\n`);
  // The first filter calls of a brand: the facet index build, then the first price sort of a currency.
  const timed = async (label: string, request: BenchRequest) => {
    const t0 = performance.now();
    const res = await fetch(`${address}${request.path}`, { method: 'POST', body: request.body, headers: request.headers });
    await res.arrayBuffer();
    console.log(`first call, ${label}: ${Math.round(performance.now() - t0)} ms (HTTP ${res.status})`);
  };
  await timed('facet index build (ardenne)', filterRequest({ filters: { category: ['bikes'] }, pageSize: 1 }));
  await timed('first price sort (EUR prices)', filterRequest({ filters: { category: ['bikes'] }, sort: 'price-asc', pageSize: 1 }));
  await timed('second call, new shape', filterRequest({ filters: { category: ['bikes'] }, sort: 'price-desc', pageSize: 2 }));
  console.log(`facet index memory: ${JSON.stringify(await facetIndexBytes(handle.db))}\n`);
  const only = process.env['BENCH_ONLY'];
  const rows: Row[] = [];
  rows.push(await run('ceiling (select 1, raw driver)', address, ['/__bench/ceiling']));
  if (!only || only === 'dealers') {
    // The locator: nearest dealers from towns all over Europe (the kd-tree), the map's areas, the
    // map points (every dealer) and the map picture (cached per place).
    const points = Array.from({ length: 200 }, (_, i) => ({ lat: (36 + ((i * 7919) % 2500) / 100).toFixed(3), lng: (-9 + ((i * 104729) % 3300) / 100).toFixed(3) }));
    const dealerCount = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from dealers`))[0].n;
    console.log(`dealers in the database: ${dealerCount}`);
    rows.push(await run('GET /b2c/v1/dealers?lat&lng (nearest 20)', address, points.map((p) => `/b2c/v1/dealers?lat=${p.lat}&lng=${p.lng}&type=all&limit=20`)));
    rows.push(await run('GET /b2c/v1/dealers?area (map view, 20)', address, points.map((p) => `/b2c/v1/dealers?type=all&limit=20&area=${encodeURIComponent(JSON.stringify({ north: +p.lat + 1, south: +p.lat - 1, east: +p.lng + 1.5, west: +p.lng - 1.5 }))}`)));
    rows.push(await run('GET /b2c/v1/dealers/map (every dealer)', address, ['/b2c/v1/dealers/map?type=all']));
    rows.push(await run('GET /b2c/v1/map/preview.svg (200 places)', address, points.map((p) => `/b2c/v1/map/preview.svg?lat=${p.lat}&lng=${p.lng}&lang=en&type=all`)));
  }
  if (!only || only === 'content') {
    // Content: the home page's query as the content remote sends it, and the fan-zone gallery.
    const store = new DiskStore(mkdtempSync(path.join(tmpdir(), 'bench-uploads-')));
    console.log(`fan-zone demo photos added: ${await seedFanzonePhotos(handle.db, store)}`);
    const json = { 'content-type': 'application/json' };
    const homeQuery = JSON.stringify({
      query: 'query Homepage($language: String, $country: String) { homepage(language: $language) { id slug title description mixedContent(country: $country) { id blockType width align animation allowedCountries fields } } globalSets(language: $language) { newsletterOptin { title text optinText privacyText successText } } }',
      variables: { language: 'nl', country: 'BE' },
    });
    rows.push(await run('POST /content/graphql (home page query)', address, [{ method: 'POST', path: '/content/graphql', body: homeQuery, headers: json }]));
    rows.push(await run('GET /b2c/v1/fanzone/gallery (pages 1-2)', address, ['/b2c/v1/fanzone/gallery?page=1', '/b2c/v1/fanzone/gallery?page=2']));
  }
  if (!only || only === 'search') {
    // The site-wide search (issue 32 item 10): what a shopper types, letter by letter, in the
    // header and the help centre. "typed" repeats prefixes many shoppers type (answers kept per
    // content and catalogue version); "uncached" is a new term every call (the in-memory indexes
    // searched, synonyms, compounds and typos included). Each suggestion must stay under 100 ms.
    const words = ['fiets', 'retourneren', 'levertijd', 'framenummer', 'Überweisung', 'Lieferzeit', 'Fahrräder', 'Rückgabe', 'helix', 'gravel', 'sokken', 'garantie'];
    const locales = ['nl_BE', 'de_CH', 'de_CH', 'nl_BE', 'de_CH', 'de_CH', 'de_CH', 'de_CH', 'en_GB', 'fr_BE', 'nl_BE', 'nl_BE'];
    const typed = words.flatMap((word, k) => Array.from({ length: word.length - 1 }, (_, i) => `/b2c/v1/search/suggestions?locale=${locales[k]}&term=${encodeURIComponent(word.slice(0, i + 2))}`));
    const firstCall = async (label: string, url: string) => {
      const t0 = performance.now();
      const res = await fetch(`${address}${url}`);
      await res.arrayBuffer();
      console.log(`first call, ${label}: ${Math.round(performance.now() - t0)} ms (HTTP ${res.status})`);
    };
    await firstCall('search indexes build (nl: catalogue, help, news)', '/b2c/v1/search?locale=nl_BE&term=fiets');
    await firstCall('search indexes build (de)', '/b2c/v1/search/suggestions?locale=de_CH&term=Lieferz');
    const uncached = Array.from({ length: 4000 }, (_, i) => `/b2c/v1/search/suggestions?locale=${i % 2 ? 'nl_BE' : 'de_CH'}&term=${encodeURIComponent(`${words[i % words.length]!.slice(0, 3 + (i % 5))} ${words[(i * 7 + 3) % words.length]!.slice(0, 2 + ((i * 3) % 7))}`)}`);
    rows.push(await run('GET /b2c/v1/search/suggestions (typed prefixes)', address, typed));
    rows.push(await run('GET /b2c/v1/search/suggestions (uncached terms)', address, uncached, Number(process.env['BENCH_COLD_CONNECTIONS'] ?? 1)));
    rows.push(await run('GET /b2c/v1/search (results page, 12 words)', address, words.map((word, k) => `/b2c/v1/search?locale=${locales[k]}&term=${encodeURIComponent(word)}`)));
  }
  if (!only || only === 'inventory') {
    // The inventory: filter shapes a shopper makes, from places all over Europe (nearest-dealer
    // sort), the counts alone, and one bike's stock lookups (bike page dealers tab, /inventory/{id}).
    const json = { 'content-type': 'application/json' };
    await timed('inventory index build (ardenne)', { method: 'POST', path: '/b2c/V1/filterCounter?locale=nl_BE', body: '{}', headers: json });
    const shapes = [{}, { source: ['dealer'] }, { frame_size: ['M'] }, { bike_category: ['road'], frame_size: ['L'], availability: ['onstock'] }, { source: ['factory'], colour: ['lava-red'] }];
    const places = Array.from({ length: 100 }, (_, i) => ({ lat: +(36 + ((i * 7919) % 2500) / 100).toFixed(3), lng: +(-9 + ((i * 104729) % 3300) / 100).toFixed(3) }));
    const inventoryBodies = places.map((p, i) => JSON.stringify({ filters: shapes[i % shapes.length], lat: p.lat, lng: p.lng, page: 1 + (i % 3) }));
    rows.push(await run('POST /b2c/V1/stockfilter1 (5 filter shapes x 100 places)', address, inventoryBodies.map((body) => ({ method: 'POST', path: '/b2c/V1/stockfilter1?locale=nl_BE', body, headers: json }))));
    rows.push(await run('POST /b2c/V1/filterCounter', address, shapes.map((filters) => ({ method: 'POST', path: '/b2c/V1/filterCounter?locale=nl_BE', body: JSON.stringify({ filters }), headers: json }))));
    const sizes = rowsOf<{ externalid: string }>(await handle.db.execute(sql`
      select z.externalid from item_sizes z join items i on i.id = z.item_id where i.brandkey = 'ardenne' and i.itemtype = 'bike' order by z.id limit 500`));
    rows.push(await run('GET /consumer/v1/inventory/stockFilter/{size} (markers, 20 nearest)', address, sizes.map((z, i) => `/consumer/v1/inventory/stockFilter/${z.externalid}?dealerType=all&lat=${places[i % 100].lat}&lng=${places[i % 100].lng}`)));
    rows.push(await run('GET /b2c/V1/stock?externalId (every size, nearest first)', address, bikes.slice(0, 500).map((b, i) => `/b2c/V1/stock?externalId=${b.externalid}&locale=nl_BE&lat=${places[i % 100].lat}&lng=${places[i % 100].lng}`)));
  }
  if (!only || only === 'accounts') {
    // Logins hash with argon2id on purpose (slow for a guesser): measured at few connections,
    // as a shop sees them; then two account reads with the session's bearer token.
    const json = { 'content-type': 'application/json' };
    const loginBody = JSON.stringify({ email: config.demoUserEmail, password: config.demoUserPassword });
    const loginConnections = Number(process.env['BENCH_LOGIN_CONNECTIONS'] ?? 4);
    rows.push(await run(`POST /b2c/v1/auth/login (argon2id, ${loginConnections} conn.)`, address, [{ method: 'POST', path: '/b2c/v1/auth/login', body: loginBody, headers: json }], loginConnections));
    const login = await fetch(`${address}/b2c/v1/auth/login`, { method: 'POST', body: loginBody, headers: json });
    const access = ((await login.json()) as { result: { access: string } }).result.access;
    const bearer = { authorization: `Bearer ${access}` };
    rows.push(await run('GET /b2c/v1/equipment (bearer)', address, [{ method: 'GET', path: '/b2c/v1/equipment?locale=nl_BE', headers: bearer }]));
    rows.push(await run('GET /b2c/v1/users/me/activity (bearer)', address, [{ method: 'GET', path: '/b2c/v1/users/me/activity', headers: bearer }]));
  }
  if (!only || only === 'admin') {
    // The admin's reads at the seed's orders (SEED_SCALE=large: 100,000), few connections as an
    // admin team makes: the dashboard for a month, a quarter and one brand; the order list with
    // the filters an admin uses (status and country, brand and dates, searches, a deep page).
    const json = { 'content-type': 'application/json' };
    const login = await fetch(`${address}/b2c/v1/auth/login`, { method: 'POST', body: JSON.stringify({ email: config.demoAdminEmail, password: config.demoAdminPassword }), headers: json });
    const bearer = { authorization: `Bearer ${((await login.json()) as { result: { access: string } }).result.access}` };
    const adminConnections = Number(process.env['BENCH_ADMIN_CONNECTIONS'] ?? 4);
    const day = (offset: number) => new Date(Date.now() - offset * 86_400_000).toISOString().slice(0, 10);
    const get = (path: string): BenchRequest => ({ method: 'GET', path, headers: bearer });
    const [orders] = rowsOf<{ n: number }>(await handle.db.execute(sql`select count(*)::int as n from orders`));
    console.log(`admin rows over ${orders?.n ?? 0} orders`);
    // The dashboard's read itself, without the API's 30-second answer cache: in process, one at a time.
    const reads: number[] = [];
    for (let i = 0; i < 15; i++) {
      const range = [dashboardRange({}), dashboardRange({ from: day(89), to: day(0) }), dashboardRange({ brand: 'brabo' })][i % 3]!;
      const t0 = performance.now();
      await adminDashboard(handle.db, range);
      reads.push(performance.now() - t0);
    }
    reads.sort((a, b) => a - b);
    console.log(`dashboard read, uncached (15 reads of 30 days, 90 days, one brand): p50 ${Math.round(reads[7]!)} ms, max ${Math.round(reads[14]!)} ms`);
    rows.push(await run(`GET /b2c/v1/admin/dashboard (30 and 90 days, one brand; ${adminConnections} conn.)`, address, [
      get('/b2c/v1/admin/dashboard'),
      get(`/b2c/v1/admin/dashboard?from=${day(89)}&to=${day(0)}`),
      get('/b2c/v1/admin/dashboard?brand=brabo'),
    ], adminConnections));
    rows.push(await run(`GET /b2c/v1/admin/orders (filters, searches, sorts; ${adminConnections} conn.)`, address, [
      get('/b2c/v1/admin/orders'),
      get('/b2c/v1/admin/orders?status=shipped&country=BE'),
      get(`/b2c/v1/admin/orders?brand=brabo&from=${day(60)}&to=${day(30)}`),
      get('/b2c/v1/admin/orders?paymentMethod=banktransfer&sort=total&dir=desc'),
      get('/b2c/v1/admin/orders?q=jan'),
      get('/b2c/v1/admin/orders?q=lotte.'),
      get('/b2c/v1/admin/orders?status=processing&sort=id'),
      get('/b2c/v1/admin/orders?page=40'),
    ], adminConnections));
  }
  if (!only) {
    rows.push(await run('GET /consumer/v1/items/{id}', address, itemPaths));
    rows.push(await run('GET /b2c/v1/pricelists/{externalId}?voucher', address, pricePaths));
    rows.push(await run('GET /V1/families', address, familyPaths));
    rows.push(await run('GET /V1/families?view=menu', address, familyPaths.map((p) => `${p}&view=menu`)));
  }
  if (!only || only === 'filter') {
    rows.push(await run('POST /consumer/v1/items/attributes (menu filters, warm)', address, warmFilters));
    const coldConnections = Number(process.env['BENCH_COLD_CONNECTIONS'] ?? 1);
    rows.push(await run(`POST /consumer/v1/items/attributes (uncached shapes, ${coldConnections} conn.)`, address, coldFilters, coldConnections));
  }

  if (process.env['BENCH_EXPLAIN'] === '1' || (process.env['FILTER_ENGINE'] === 'sql' && process.env['BENCH_EXPLAIN'] !== '0')) {
    // Where the time of one uncached SQL-engine filter goes (index use): EXPLAIN ANALYZE of its statement.
    const locale = (await allLocales(handle.db)).byCode.get('nl_BE')!;
    const { statement } = shopStatement(
      { brand: 'ardenne', locale, filters: filterBodies[3].filters, sort: 'price-desc', page: 1, pageSize: 24 },
      await attributeMeta(handle.db),
    );
    const plan = rowsOf<Record<string, string>>(await handle.db.execute(sql`explain (analyze, costs off) ${statement}`));
    console.log(`\nEXPLAIN ANALYZE (filter body 4):\n${plan.map((r) => Object.values(r)[0]).join('\n')}\n`);
  }

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
