// Front-end benchmark (prints numbers; not a timed test):
//  - build time of each app (nx build, one at a time),
//  - for the home, shop and bike detail pages: first-load JavaScript in gzip bytes split into
//    shell, shared chunks and remotes; requests before first paint; HTML size.
//  - SEED_SCALE=large seeds the big catalogue first (slow); Lighthouse runs are in lighthouse.mjs.
// Usage: node tools/bench/frontend/bench.mjs [--skip-build]   (needs a production build)
import { execFileSync } from 'node:child_process';
import zlib from 'node:zlib';
import { firstBike, root, startSiteServer, launchBenchBrowser } from './bench-server.mjs';

const apps = ['shell', 'shop', 'configurator', 'dealers', 'account', 'content', 'admin', 'api'];
const port = Number(process.env.BENCH_PORT || 4320);

if (!process.argv.includes('--skip-build')) {
  console.log('build time per app (production):');
  for (const app of apps) {
    const started = process.hrtime.bigint();
    execFileSync('npx', ['nx', 'run', `${app}:build`, '--skipNxCache', '--outputStyle=static'], { cwd: root, stdio: 'pipe', env: { ...process.env, NODE_ENV: 'production', NX_DAEMON: 'false' } });
    console.log(`  ${app.padEnd(13)} ${(Number(process.hrtime.bigint() - started) / 1e9).toFixed(1)} s`);
  }
}

const server = await startSiteServer(port);

try {
  const browser = await launchBenchBrowser();
  const bikeId = (await firstBike(port)).externalid;
  const pages = [['home', '/en_INT'], ['shop', '/en_INT/shop'], ['bike detail', `/en_INT/bikes/${bikeId}`]];
  for (const [name, pathname] of pages) await measurePage(browser, name, pathname);
  await browser.close();
} finally {
  server.stop();
}

/** First-load JavaScript (gzip) by origin, HTML size and requests before first paint of one page. */
async function measurePage(browser, name, pathname) {
  const page = await browser.newPage();
  const requests = [];
  page.on('requestfinished', async (req) => requests.push(req));
  const response = await page.goto(`http://localhost:${port}${pathname}`, { waitUntil: 'networkidle' });
  const html = await response.body();
  const timing = await page.evaluate(() => {
    const fcp = performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null;
    const fp = performance.getEntriesByName('first-paint')[0]?.startTime ?? fcp;
    const resources = performance.getEntriesByType('resource').map((r) => ({ name: r.name, start: r.startTime }));
    return { fp, fcp, resources };
  });
  const beforePaint = 1 + timing.resources.filter((r) => timing.fp != null && r.start < timing.fp).length;

  const groups = { shell: 0, shared: 0, remote: 0, other: 0 };
  const sharedPackages = /react|jotai|router|intl|urql|federation|scheduler/;
  for (const req of requests) {
    const url = new URL(req.url());
    if (req.resourceType() !== 'script') continue;
    const body = await (await req.response())?.body();
    if (!body) continue;
    const gz = zlib.gzipSync(body, { level: 9 }).length;
    const source = body.toString('utf8', 0, Math.min(body.length, 20000));
    if (url.pathname.startsWith('/remotes/')) groups.remote += gz;
    else if (url.pathname.startsWith('/assets/shell/main.')) groups.shell += gz;
    else if (url.pathname.startsWith('/assets/shell/') && sharedPackages.test(source)) groups.shared += gz;
    else if (url.pathname.startsWith('/assets/shell/')) groups.shell += gz;
    else groups.other += gz;
  }
const kb = (n) => `${(n / 1024).toFixed(1)} KiB`;
  console.log(`\n${name} ${pathname}:`);
  console.log(`  HTML                       ${kb(html.length)} (gzip ${kb(zlib.gzipSync(html, { level: 9 }).length)})`);
  console.log(`  JS gzip shell              ${kb(groups.shell)}`);
  console.log(`  JS gzip shared chunks      ${kb(groups.shared)}`);
  console.log(`  JS gzip remotes            ${kb(groups.remote)}`);
  console.log(`  JS gzip total first load   ${kb(groups.shell + groups.shared + groups.remote + groups.other)}`);
  console.log(`  requests before first paint ${beforePaint} (first paint ${timing.fp?.toFixed(0)} ms, FCP ${timing.fcp?.toFixed(0)} ms)`);
  console.log(`  requests until network idle ${requests.length}`);
  await page.close();
}
