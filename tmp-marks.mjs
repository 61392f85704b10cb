import { chromium } from '@playwright/test';
import { startSiteServer } from './tools/bench/frontend/bench-server.mjs';
const port = 4336; const server = await startSiteServer(port);
try {
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
  for (const url of process.argv[2].split(',')) for (let run=0; run<2; run++) {
    const page = await browser.newPage(); const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => { window.__lt = []; new PerformanceObserver((l) => window.__lt.push(...l.getEntries().map(e => [Math.round(e.startTime), Math.round(e.duration)]))).observe({ type: 'longtask', buffered: true }); });
    await page.goto(`http://localhost:${port}${url}`); await page.waitForFunction(() => !!window.__shopStore); await page.waitForTimeout(1500);
    const r = await page.evaluate(() => ({ marks: performance.getEntriesByType('mark').map(m => `${m.name}@${Math.round(m.startTime)}`).join(' '), lt: window.__lt.map(([s,d]) => `${s}+${d}`).join(' ') }));
    console.log(url, '\n  marks', r.marks, '\n  long ', r.lt); await page.close();
  }
  await browser.close();
} finally { server.stop(); }
