// The production site server for the front-end benchmarks: started on its own port with its
// own data folder, and the first priced bike of the seed to measure detail pages with.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { chromium } from '@playwright/test';

export const root = path.resolve(import.meta.dirname, '../../..');

/**
 * Seeds (dist/seed/main.js) and starts dist/shell/server/main.js. BENCH_DATA_DIR keeps a seeded data
 * folder between runs (a large seed takes minutes to write); otherwise a fresh folder is seeded and
 * removed on stop.
 */
export async function startSiteServer(port, extraEnv = {}) {
  fs.mkdirSync(path.join(root, 'tmp'), { recursive: true });
  const keep = Boolean(process.env.BENCH_DATA_DIR);
  const dataDir = process.env.BENCH_DATA_DIR || fs.mkdtempSync(path.join(root, 'tmp', 'bench-'));
  // The server never seeds: the seed command fills an empty folder first (a kept one is left as it is).
  const seeded = spawnSync('node', ['dist/seed/main.js', '--if-empty'], {
    cwd: root,
    env: { ...process.env, DATA_DIR: dataDir, ...extraEnv },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  if (seeded.status !== 0) throw new Error(`the seed command failed (${seeded.status})`);
  const server = spawn('node', ['dist/shell/server/main.js'], {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'error', ...extraEnv },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  await new Promise((resolve, reject) => {
    server.stdout.on('data', (chunk) => String(chunk).includes('Shop ready') && resolve());
    server.on('exit', (code) => reject(new Error(`server exited ${code}`)));
  });
  return {
    stop() {
      server.kill('SIGTERM');
      if (!keep) fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/** Priced bike configurations (with family and platform) in the shop filter's order, `count` at most. */
export async function pricedBikes(port, count) {
  const bikes = [];
  for (let page = 1; bikes.length < count; page++) {
    const res = await fetch(`http://localhost:${port}/consumer/v1/items/attributes?locale=en_INT`, {
      method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ filters: { category: ['bikes'] }, pageSize: Math.min(48, count), page }),
    });
    const items = (await res.json()).result.items;
    if (!items.length) break;
    bikes.push(...items);
  }
  return bikes.slice(0, count);
}

/** The first priced bike configuration (with its family and platform), through the shop filter. */
export const firstBike = async (port) => (await pricedBikes(port, 1))[0];

/** Links to a page of each kind, found in the seeded site itself (ids differ per seed): fills {bike}, {category}, {platform}, {article}, {model}. */
export async function pathParameters(port) {
  const html = async (p) => (await fetch(`http://localhost:${port}${p}`)).text();
  const first = (text, pattern) => pattern.exec(text)?.[1];
  const bikes = await html('/en_INT/bikes');
  const news = await html('/en_INT/news');
  const configurator = await html('/en_INT/configurator');
  return {
    model: first(configurator, /href="\/en_INT\/configurator\/([A-Z0-9-]+)"/),
    bike: (await firstBike(port)).externalid,
    category: first(bikes, /href="\/en_INT\/bikes\/categories\/([^"?#]+)"/),
    platform: first(bikes, /href="\/en_INT\/bikes\/platform\/([^"?#]+)"/),
    article: first(news, /href="\/en_INT\/news\/article\/([^"?#]+)"/),
  };
}

/** Debian's Chromium as the benches and the budget check drive it (no background traffic off the machine). */
export const launchBenchBrowser = (extraArgs = []) =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run', ...extraArgs],
  });

/** A page path with its {bike}, {category}, {platform} and {article} filled from pathParameters. */
export const fillPath = (template, params) => template.replace(/\{(\w+)\}/g, (_, key) => params[key] ?? `missing-${key}`);
