// The main thread's long tasks while a page loads and hydrates, under a 4x CPU slowdown (as
// Lighthouse's mobile profile), each with what ran inside it: script evaluation per file, timers,
// layout. Where Lighthouse says "TBT 300 ms", this says which script's which step it was.
// Numbers to read, never pass/fail: a shared machine moves them by tens of percent.
// Needs a production build.
//   node tools/bench/frontend/long-tasks.mjs ['/en_INT,/en_INT/bikes/{bike}']   (LONG_TASK_MS=30)
import { pathParameters, startSiteServer, launchBenchBrowser, fillPath } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT || 4335);
const longMs = Number(process.env.LONG_TASK_MS || 30);
const pages = (process.argv[2] || '/en_INT,/en_INT/bikes/{bike}').split(',');
const inner = new Set(['EvaluateScript', 'FunctionCall', 'v8.compile', 'TimerFire', 'EventDispatch', 'RunMicrotasks', 'ParseHTML', 'UpdateLayoutTree', 'Layout', 'Paint', 'FireAnimationFrame']);
const short = (url) => url.replace(/^.*\/\/[^/]+/, '');

const server = await startSiteServer(port);
try {
  const params = await pathParameters(port);
  const browser = await launchBenchBrowser();
  for (const template of pages) {
    const url = fillPath(template, params);
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8.execute'] });
    await page.goto(`http://localhost:${port}${url}`);
    await page.waitForFunction(() => !!window.__shopStore, null, { timeout: 30_000 });
    await page.waitForTimeout(1000);
    const events = JSON.parse((await browser.stopTracing()).toString()).traceEvents;
    const main = events.find((e) => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
    const mine = events.filter((e) => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const start = mine.reduce((min, e) => Math.min(min, e.ts), Infinity);
    const tasks = mine.filter((e) => e.name === 'RunTask' && e.dur > longMs * 1000).sort((a, b) => a.ts - b.ts);
    console.log(`\n${url}: tasks over ${longMs} ms (4x CPU), at / length / inside`);
    for (const task of tasks) {
      const parts = mine
        .filter((e) => e !== task && inner.has(e.name) && e.ts >= task.ts && e.ts + e.dur <= task.ts + task.dur && e.dur > 4000)
        .map((e) => `${e.name}${e.args?.data?.url ? ` ${short(e.args.data.url)}` : ''} ${(e.dur / 1000).toFixed(0)}`);
      console.log(`${((task.ts - start) / 1000).toFixed(0).padStart(6)} ms ${(task.dur / 1000).toFixed(0).padStart(5)} ms  ${parts.slice(0, 8).join(' | ')}`);
    }
    await page.close();
  }
  await browser.close();
} finally {
  server.stop();
}
