// Server-render benchmark of the shop's heaviest pages (numbers to compare, never pass/fail):
// autocannon against the production site server, bounded (4 connections, 10 s per page, loopback).
//   node tools/bench/frontend/ssr-bench.mjs                       fresh default seed
//   SEED_SCALE=large BENCH_DATA_DIR=/tmp/bigdb node tools/bench/frontend/ssr-bench.mjs
// BENCH_DATA_DIR keeps a seeded data folder between runs (a large seed takes minutes to write).
// Needs a production build (npm run build).
import autocannon from 'autocannon';
import { firstBike, startSiteServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 4322);
const server = await startSiteServer(port, { RATE_LIMITS: 'off' });

const run = (url) => new Promise((resolve, reject) => autocannon({ url, connections: 4, duration: 10 }, (err, r) => (err ? reject(err) : resolve(r))));

try {
  const bike = await firstBike(port);
  const pages = [['bike detail', `/en_INT/bikes/${bike.externalid}`], ['platform', `/en_INT/bikes/platform/${bike.familycode}/${bike.platform}`], ['shop, bikes', '/en_INT/shop?category=bikes'], ['shop, filtered', '/de_DE/shop?category=bikes&sort=price-asc&page=2']];
  for (const [name, pathname] of pages) {
    await run(`http://localhost:${port}${pathname}`); // warm-up: caches, remote modules, facet index
    const r = await run(`http://localhost:${port}${pathname}`);
    console.log(`${name.padEnd(15)} ${pathname}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
  }
} finally {
  server.stop();
}
