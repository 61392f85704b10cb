// Lighthouse mobile runs of the bike detail and shop pages in the local Chromium (numbers to
// compare, never pass/fail). Lighthouse is not a project dependency (its current major needs a
// newer Node); install it once outside the repo and point LIGHTHOUSE_BIN at it:
//   npm i --prefix /tmp/lh lighthouse@12.8.2
//   LIGHTHOUSE_BIN=/tmp/lh/node_modules/.bin/lighthouse [SEED_SCALE=large BENCH_DATA_DIR=/tmp/bigdb] node tools/bench/frontend/lighthouse.mjs
// Needs a production build (npm run build). Starts its own server on BENCH_PORT (4321) with a fresh data folder.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { firstBike, root, startSiteServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 4321);
const bin = process.env.LIGHTHOUSE_BIN || 'lighthouse';
const chromeFlags = '--headless=new --no-sandbox --disable-gpu --disable-background-networking --disable-component-update --disable-sync --no-first-run';

const server = await startSiteServer(port);
const reports = fs.mkdtempSync(path.join(root, 'tmp', 'lighthouse-reports-'));

try {
  const pages = [['bike detail', `/en_INT/bikes/${(await firstBike(port)).externalid}`], ['shop', '/en_INT/shop?category=bikes']];
  // A running shop is warm: load each page a few times first so the run does not measure the
  // first request's one-off work (facet index build, remote modules, caches).
  for (const [, pathname] of pages) for (let i = 0; i < 3; i++) await (await fetch(`http://localhost:${port}${pathname}`)).text();
  for (const [name, pathname] of pages) {
    const out = path.join(reports, 'report.json');
    execFileSync(bin, [`http://localhost:${port}${pathname}`, '--output=json', `--output-path=${out}`, '--quiet',
      `--chrome-flags=${chromeFlags}`, '--only-categories=performance,accessibility,seo,best-practices'],
      { env: { ...process.env, CHROME_PATH: process.env.CHROMIUM_PATH || '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] });
    const report = JSON.parse(fs.readFileSync(out, 'utf8'));
    const score = (id) => Math.round((report.categories[id]?.score ?? 0) * 100);
    const audit = (id) => report.audits[id]?.displayValue ?? '-';
    console.log(`${name} ${pathname} (mobile): performance ${score('performance')}, accessibility ${score('accessibility')}, ` +
      `SEO ${score('seo')}, best practices ${score('best-practices')}; LCP ${audit('largest-contentful-paint')}, ` +
      `TBT ${audit('total-blocking-time')}, CLS ${audit('cumulative-layout-shift')}`);
  }
} finally {
  server.stop();
  fs.rmSync(reports, { recursive: true, force: true });
}
