// Server-render benchmark of the shop's heaviest pages (numbers to compare, never pass/fail):
// autocannon against the production site server, bounded (4 connections, 10 s per page, loopback).
//   node tools/bench/frontend/ssr-bench.mjs                       fresh default seed
//   SEED_SCALE=large BENCH_DATA_DIR=/tmp/bigdb node tools/bench/frontend/ssr-bench.mjs
// BENCH_DATA_DIR keeps a seeded data folder between runs (a large seed takes minutes to write).
// Needs a production build (npm run build).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import autocannon from 'autocannon';

const root = path.resolve(import.meta.dirname, '../../..');
const port = Number(process.env.BENCH_PORT || 4322);
fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
const keep = Boolean(process.env.BENCH_DATA_DIR);
const dataDir = process.env.BENCH_DATA_DIR || fs.mkdtempSync(path.join(root, 'tmp', 'ssr-bench-'));
const server = spawn('node', ['dist/shell/server/main.js'], { cwd: root, env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', RATE_LIMITS: 'off' }, stdio: ['ignore', 'pipe', 'inherit'] });
await new Promise((resolve, reject) => {
  server.stdout.on('data', (chunk) => String(chunk).includes('Shop ready') && resolve());
  server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
});

/** The first priced bike configuration (and its family and platform), found through the shop filter. */
async function firstBike() {
  const res = await fetch(`http://localhost:${port}/consumer/v1/items/attributes?locale=en_INT`, {
    method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ filters: { category: ['bikes'] }, pageSize: 1 }),
  });
  const { result } = await res.json();
  return result.items[0];
}

const run = (url) => new Promise((resolve, reject) => autocannon({ url, connections: 4, duration: 10 }, (err, r) => (err ? reject(err) : resolve(r))));

try {
  const bike = await firstBike();
  const pages = [['bike detail', `/en_INT/bikes/${bike.externalid}`], ['platform', `/en_INT/bikes/platform/${bike.familycode}/${bike.platform}`], ['shop, bikes', '/en_INT/shop?category=bikes'], ['shop, filtered', '/de_DE/shop?category=bikes&sort=price-asc&page=2']];
  for (const [name, pathname] of pages) {
    await run(`http://localhost:${port}${pathname}`); // warm-up: caches, remote modules, facet index
    const r = await run(`http://localhost:${port}${pathname}`);
    console.log(`${name.padEnd(15)} ${pathname}: ${r.requests.average.toFixed(0)} req/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors}`);
  }
} finally {
  server.kill('SIGTERM');
  if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
}
