// Server-render benchmark of the shop's heaviest pages (numbers to compare, never pass/fail):
// autocannon against the production site server, bounded (4 connections, 10 s per page, loopback).
//   node tools/bench/frontend/ssr-bench.mjs                       fresh default seed
//   SEED_SCALE=large BENCH_DATA_DIR=/tmp/bigdb node tools/bench/frontend/ssr-bench.mjs
// BENCH_DATA_DIR keeps a seeded data folder between runs (a large seed takes minutes to write).
// Needs a production build (npm run build).
// The four pages are each asked again and again (what the caches see for a popular page); the
// last row, "crawl", asks bike pages in six languages each once (CRAWL_PAGES, default 2400), as a
// search engine or a burst of first visits would: no page is in the page cache, and only the API
// answers that pages share (attribute names, menus, news) are in the public-read cache.
import autocannon from 'autocannon';
import { firstBike, pricedBikes, startSiteServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 4322);
const server = await startSiteServer(port, { RATE_LIMITS: 'off' });

const run = (url, extra = { duration: 10 }) => new Promise((resolve, reject) => autocannon({ url, connections: 4, ...extra }, (err, r) => (err ? reject(err) : resolve(r))));
const report = (name, pathname, r) =>
  console.log(`${name.padEnd(15)} ${pathname}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);

/** Bike detail addresses in six languages, every one different. */
async function crawlPaths(count) {
  const locales = ['en_INT', 'de_DE', 'fr_BE', 'nl_NL', 'it_IT', 'es_ES'];
  const bikes = await pricedBikes(port, Math.ceil(count / locales.length));
  return bikes.flatMap((bike) => locales.map((locale) => `/${locale}/bikes/${bike.externalid}`)).slice(0, count);
}

try {
  const bike = await firstBike(port);
  const pages = [['bike detail', `/en_INT/bikes/${bike.externalid}`], ['platform', `/en_INT/bikes/platform/${bike.familycode}/${bike.platform}`], ['shop, bikes', '/en_INT/shop?category=bikes'], ['shop, filtered', '/de_DE/shop?category=bikes&sort=price-asc&page=2']];
  for (const [name, pathname] of pages) {
    await run(`http://localhost:${port}${pathname}`); // warm-up: caches, remote modules, facet index
    report(name, pathname, await run(`http://localhost:${port}${pathname}`));
  }
  const paths = await crawlPaths(Number(process.env.CRAWL_PAGES || 2400));
  let next = 0;
  const crawl = await run(`http://localhost:${port}/`, { amount: paths.length, requests: [{ setupRequest: (request) => ({ ...request, path: paths[next++ % paths.length] }) }] });
  report('crawl', `${paths.length} bike pages, each once`, crawl);
} finally {
  server.stop();
}
