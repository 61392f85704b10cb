// First-load JavaScript budgets, checked from the production build (issue 9, "Budgets in CI").
//
// Each app owns a budget file, apps/<app>/budget.json:
//   - a remote lists its public pages: { "pages": { "<name>": { "path": "/en_INT/...", "firstLoadKiB": N } } }
//     where N caps everything the page downloads as script before it is idle (shell, shared
//     chunks and the remote together), in KiB of gzip (level 9, so the figure is deterministic);
//   - the shell caps its own part on every page: { "shellKiB": N } (main chunk + shared chunks).
//   - "chunks" records what each chunk weighed when the budget was last set; when a page is over
//     budget, the chunks that grew since are named. `--update` rewrites "chunks" (never a limit).
// Bundle sizes are the same on every run of the same build, so this is a fair test, unlike a
// timed one. Usage: node tools/scripts/check-budgets.mjs [--update]   (after tools/scripts/build.sh)
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { pathParameters, root, startSiteServer, launchBenchBrowser, fillPath } from '../bench/frontend/bench-server.mjs';

const update = process.argv.includes('--update');
const port = Number(process.env.BUDGET_PORT || 4330);
const apps = ['shell', 'shop', 'configurator', 'dealers', 'account', 'content', 'admin'];
const budgetFile = (app) => path.join(root, 'apps', app, 'budget.json');
const budgets = Object.fromEntries(apps.filter((app) => fs.existsSync(budgetFile(app))).map((app) => [app, JSON.parse(fs.readFileSync(budgetFile(app), 'utf8'))]));
const kib = (bytes) => bytes / 1024;
const fmt = (bytes) => `${kib(bytes).toFixed(1)} KiB`;

/** A chunk's name without its content hash, plus the packages that make up most of it (from its source map). */
function chunkLabel(urlPath) {
  const file = path.basename(urlPath).replace(/\.[0-9a-f]{8,}(?=\.js$)/, '');
  const owner = urlPath.startsWith('/remotes/') ? urlPath.split('/')[2] : 'shell';
  return `${owner}/${file}`;
}

function mainSources(diskFile) {
  try {
    const map = JSON.parse(fs.readFileSync(`${diskFile}.map`, 'utf8'));
    const weight = new Map();
    map.sources.forEach((source, i) => {
      const m = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(source) ?? /(libs\/[^/]+\/[^/]+|apps\/[^/]+)/.exec(source);
      const key = m ? m[1] : 'other';
      weight.set(key, (weight.get(key) ?? 0) + (map.sourcesContent?.[i]?.length ?? 0));
    });
    return [...weight].sort((a, b) => b[1] - a[1]).slice(0, 3).map(([k]) => k).join(', ');
  } catch {
    return '';
  }
}

/** Where a served script lives on disk (for its source map). */
function diskPathOf(urlPath) {
  if (urlPath.startsWith('/assets/shell/')) return path.join(root, 'dist/shell/browser', urlPath.slice('/assets/shell/'.length));
  const m = /^\/remotes\/([^/]+)\/(.*)$/.exec(urlPath);
  return m ? path.join(root, 'dist/remotes', m[1], m[2]) : null;
}


/**
 * The scripts a page needs to become interactive: those requested until the shell has hydrated
 * (window.__shopStore) and the load event has fired. What a page deliberately loads later, when
 * the browser is idle or on demand (the dealer map and its worker), is listed apart as deferred
 * and does not count against the first-load budget.
 */
async function measure(browser, urlPath) {
  const page = await browser.newPage();
  const scripts = [];
  let cutoff = Infinity;
  page.on('request', (request) => { if (request.resourceType() === 'script') scripts.push({ request, at: Date.now() }); });
  const response = await page.goto(`http://localhost:${port}${urlPath}`, { waitUntil: 'load' });
  if (!response || response.status() >= 400) throw new Error(`${urlPath} answered ${response?.status()}`);
  await page.waitForFunction(() => !!window.__shopStore);
  cutoff = Date.now();
  await page.waitForLoadState('networkidle');
  const chunks = [];
  const deferred = [];
  for (const { request, at } of scripts) {
    const body = await (await request.response())?.body().catch(() => null);
    if (!body) continue;
    const url = new URL(request.url());
    const chunk = { label: chunkLabel(url.pathname), urlPath: url.pathname, gzip: zlib.gzipSync(body, { level: 9 }).length };
    (at <= cutoff ? chunks : deferred).push(chunk);
  }
  await page.close();
  return { chunks, deferred };
}

const server = await startSiteServer(port);
const failures = [];
const seen = {};
try {
  const params = await pathParameters(port);
  const browser = await launchBenchBrowser();
  let shellMax = 0;
  for (const [app, budget] of Object.entries(budgets)) {
    for (const [name, pageBudget] of Object.entries(budget.pages ?? {})) {
      const urlPath = fillPath(pageBudget.path, params);
      const { chunks, deferred } = await measure(browser, urlPath);
      const total = chunks.reduce((sum, c) => sum + c.gzip, 0);
      const shellPart = chunks.filter((c) => c.label.startsWith('shell/')).reduce((sum, c) => sum + c.gzip, 0);
      shellMax = Math.max(shellMax, shellPart);
      for (const c of chunks) (seen[c.label.split('/')[0]] ??= {})[c.label] = c;
      const over = kib(total) > pageBudget.firstLoadKiB;
      const later = deferred.length ? `; deferred after hydration: ${fmt(deferred.reduce((sum, c) => sum + c.gzip, 0))} in ${deferred.length} scripts` : '';
      console.log(`${over ? '✘' : '✓'} ${app} ${name.padEnd(16)} ${urlPath.padEnd(48)} ${fmt(total).padStart(10)} of ${pageBudget.firstLoadKiB} KiB (shell ${fmt(shellPart)}, ${chunks.length} scripts${later})`);
      if (over) failures.push({ what: `${app} page "${name}" (${urlPath}) loads ${fmt(total)} of script, over its budget of ${pageBudget.firstLoadKiB} KiB`, chunks });
    }
  }
  await browser.close();
  const shellBudget = budgets.shell?.shellKiB;
  if (shellBudget !== undefined) {
    const over = kib(shellMax) > shellBudget;
    console.log(`${over ? '✘' : '✓'} shell's own part (main and shared chunks), largest on any page: ${fmt(shellMax)} of ${shellBudget} KiB`);
    if (over) failures.push({ what: `the shell's own scripts weigh ${fmt(shellMax)}, over its budget of ${shellBudget} KiB`, chunks: Object.values(seen.shell ?? {}) });
  }
} finally {
  server.stop();
}

/** The recorded weight of a chunk, from the budget file of the app that owns it. */
const recorded = (label) => budgets[label.split('/')[0]]?.chunks?.[label];

if (update) {
  for (const [app, chunks] of Object.entries(seen)) {
    if (!budgets[app]) continue;
    budgets[app].chunks = Object.fromEntries(Object.values(chunks).sort((a, b) => a.label.localeCompare(b.label)).map((c) => [c.label, Number(kib(c.gzip).toFixed(1))]));
    fs.writeFileSync(budgetFile(app), `${JSON.stringify(budgets[app], null, 2)}\n`);
  }
  console.log('recorded chunk weights updated');
}

if (failures.length && !update) {
  console.error('\nFirst-load JavaScript over budget:');
  for (const failure of failures) {
    console.error(`- ${failure.what}`);
    const grown = failure.chunks
      .map((c) => ({ ...c, before: recorded(c.label) }))
      .filter((c) => c.before === undefined || kib(c.gzip) > c.before + 0.1)
      .sort((a, b) => (kib(b.gzip) - (b.before ?? 0)) - (kib(a.gzip) - (a.before ?? 0)));
    // Name what grew; when nothing grew (the budget was lowered), name the heaviest chunks.
    const named = grown.length ? grown : [...failure.chunks].sort((a, b) => b.gzip - a.gzip).map((c) => ({ ...c, before: recorded(c.label) }));
    if (!grown.length) console.error('    no chunk grew since the weights were recorded; the heaviest:');
    for (const c of named.slice(0, 5)) {
      const disk = diskPathOf(c.urlPath);
      const what = disk ? mainSources(disk) : '';
      const change = c.before === undefined ? ' (new chunk)' : grown.length ? ` (was ${c.before} KiB)` : '';
      console.error(`    ${c.label}: ${fmt(c.gzip)}${change}${what ? ` — mostly ${what}` : ''}`);
    }
  }
  console.error('\nShrink what grew, or raise the budget in apps/<app>/budget.json with a reason in the commit.');
  process.exit(1);
}
