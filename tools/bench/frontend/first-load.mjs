// What a page downloads as script on its first load, chunk by chunk, with the packages that make
// up each chunk (from its source map) and whether the page hydrated without console errors.
// The budgets (tools/scripts/check-budgets.mjs) say whether a page is within its limit; this says
// where the bytes are. Numbers to read, never pass/fail. Needs a production build.
//   node tools/bench/frontend/first-load.mjs ['/en_INT/bikes/{bike},/en_INT']
// {bike}, {category}, {platform} and {article} are filled from the seeded site.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathParameters, root, startSiteServer, launchBenchBrowser, fillPath } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 4333);
const pages = (process.argv[2] || '/en_INT/bikes/{bike},/en_INT').split(',');

/** The four largest contributors to a chunk, by source size: packages, libraries or app folders. */
function composition(diskFile) {
  try {
    const map = JSON.parse(fs.readFileSync(`${diskFile}.map`, 'utf8'));
    const weight = new Map();
    map.sources.forEach((source, i) => {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source) ?? /(libs\/[^/]+\/[^/]+|apps\/[^/]+\/src\/[^/]+)/.exec(source);
      const key = m ? m[1] : 'other';
      weight.set(key, (weight.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
    return [...weight].sort((a, b) => b[1] - a[1]).slice(0, 4).map(([k, v]) => `${k}:${Math.round(v / 1024)}`).join(' ');
  } catch {
    return '';
  }
}

function diskPath(urlPath) {
  if (urlPath.startsWith('/assets/shell/')) return path.join(root, 'dist/shell/browser', urlPath.slice('/assets/shell/'.length));
  const m = /^\/remotes\/([^/]+)\/([^?]*)/.exec(urlPath);
  return m ? path.join(root, 'dist/remotes', m[1], m[2]) : null;
}

const server = await startSiteServer(port);
try {
  const params = await pathParameters(port);
  const browser = await launchBenchBrowser();
  for (const template of pages) {
    const url = fillPath(template, params);
    const page = await browser.newPage();
    const scripts = [];
    page.on('requestfinished', (request) => request.resourceType() === 'script' && scripts.push(request));
    page.on('console', (message) => message.type() === 'error' && console.log(`  console error: ${message.text()}`));
    page.on('pageerror', (error) => console.log(`  page error: ${error.message}`));
    await page.goto(`http://localhost:${port}${url}`, { waitUntil: 'networkidle' });
    const hydrated = await page.waitForFunction(() => !!window.__shopStore, null, { timeout: 10_000 }).then(() => true, () => false);
    const rows = [];
    for (const request of scripts) {
      const body = await (await request.response())?.body();
      if (!body) continue;
      const urlPath = new URL(request.url()).pathname;
      rows.push({ gzip: zlib.gzipSync(body, { level: 9 }).length, urlPath, what: composition(diskPath(urlPath)) });
    }
    rows.sort((a, b) => b.gzip - a.gzip);
    const total = rows.reduce((sum, r) => sum + r.gzip, 0);
    console.log(`\n${url}: ${(total / 1024).toFixed(1)} KiB gzip in ${rows.length} scripts, ${hydrated ? 'hydrated' : 'NOT hydrated'}`);
    for (const r of rows) console.log(`${(r.gzip / 1024).toFixed(1).padStart(7)}  ${r.urlPath.padEnd(46)} ${r.what}`);
    await page.close();
  }
  await browser.close();
} finally {
  server.stop();
}
