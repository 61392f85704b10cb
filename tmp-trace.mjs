import { chromium } from '@playwright/test';
import { pathParameters, startSiteServer } from './tools/bench/frontend/bench-server.mjs';
const port = 4335;
const server = await startSiteServer(port);
try {
  const p = await pathParameters(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
  for (const u of (process.argv[2]||'/en_INT').split(',')) {
    const url = u.replace(/\{(\w+)\}/g,(_,k)=>p[k]);
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await browser.startTracing(page, { categories: ['devtools.timeline','disabled-by-default-devtools.timeline','v8.execute','blink.user_timing'] });
    await page.goto(`http://localhost:${port}${url}`);
    await page.waitForFunction(() => !!window.__shopStore, null, { timeout: 30000 });
    await page.waitForTimeout(1000);
    const buf = await browser.stopTracing();
    const events = JSON.parse(buf.toString()).traceEvents;
    const main = events.find(e => e.name === 'thread_name' && e.args.name === 'CrRendererMain');
    const mine = events.filter(e => e.pid === main.pid && e.tid === main.tid && e.ph === 'X');
    const tasks = mine.filter(e => e.name === 'RunTask' && e.dur > 30000).sort((a,b)=>a.ts-b.ts);
    const t0 = mine.reduce((m,e)=>Math.min(m,e.ts), Infinity);
    console.log(`\n== ${url}: tasks > 30 ms (4x CPU)`);
    for (const t of tasks) {
      const inside = mine.filter(e => e !== t && e.ts >= t.ts && e.ts + e.dur <= t.ts + t.dur && ['EvaluateScript','FunctionCall','v8.compile','TimerFire','EventDispatch','RunMicrotasks','v8.callFunction','ParseHTML','UpdateLayoutTree','Layout','Paint','XHRReadyStateChange','FireAnimationFrame'].includes(e.name));
      const parts = inside.filter(e => e.dur > 4000).map(e => `${e.name}${e.args?.data?.url ? ' '+e.args.data.url.replace(/^.*\/\/[^/]+/,'') : ''}${e.args?.data?.functionName ? ' '+e.args.data.functionName : ''} ${(e.dur/1000).toFixed(0)}`);
      console.log(`${((t.ts-t0)/1000).toFixed(0).padStart(6)} ms  ${(t.dur/1000).toFixed(0).padStart(4)} ms: ${parts.slice(0,10).join(' | ')}`);
    }
    await page.close();
  }
  await browser.close();
} finally { server.stop(); }
