import { chromium } from '@playwright/test';
import { pathParameters, startSiteServer } from './tools/bench/frontend/bench-server.mjs';
const port = 4334;
const server = await startSiteServer(port);
try {
  const p = await pathParameters(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
  for (const u of (process.argv[2]||'/en_INT').split(',')) {
    const url = u.replace(/\{(\w+)\}/g,(_,k)=>p[k]);
    const page = await browser.newPage();
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await cdp.send('Profiler.enable'); await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
    await cdp.send('Profiler.start');
    await page.goto(`http://localhost:${port}${url}`);
    await page.waitForFunction(() => !!window.__shopStore, null, { timeout: 30000 });
    await page.waitForTimeout(1500);
    const { profile } = await cdp.send('Profiler.stop');
    const byId = new Map(profile.nodes.map(n => [n.id, n]));
    const self = new Map(); const dt = profile.timeDeltas; 
    profile.samples.forEach((id, i) => { const n = byId.get(id); const f = n.callFrame; const key = `${f.functionName||'(anon)'} ${f.url.replace(/^.*\/\/[^/]+/,'')}:${f.lineNumber}`; self.set(key, (self.get(key)||0) + (dt[i]||0)); });
    const byUrl = new Map(); for (const [k,v] of self) { const u2 = k.split(' ')[1]?.split(':')[0] || '?'; byUrl.set(u2,(byUrl.get(u2)||0)+v); }
    console.log(`\n== ${url}: self time by script (ms, 4x CPU)`);
    for (const [k,v] of [...byUrl].sort((a,b)=>b[1]-a[1]).slice(0,12)) console.log(`${(v/1000).toFixed(0).padStart(6)}  ${k}`);
    // inclusive time per function (children included)
    const parent = new Map(); for (const n of profile.nodes) for (const c of (n.children||[])) parent.set(c, n.id);
    const incl = new Map();
    profile.samples.forEach((id, i) => { const seen = new Set(); let cur = id; while (cur !== undefined) { const n = byId.get(cur); const f = n.callFrame; const key = `${f.functionName||'(anon)'} ${f.url.replace(/^.*\/\/[^/]+/,'')}:${f.lineNumber}:${f.columnNumber}`; if (!seen.has(key)) { seen.add(key); incl.set(key, (incl.get(key)||0) + (dt[i]||0)); } cur = parent.get(cur); } });
    console.log('inclusive:');
    for (const [k,v] of [...incl].sort((a,b)=>b[1]-a[1]).slice(0,40)) console.log(`${(v/1000).toFixed(1).padStart(7)}  ${k}`);
    console.log('top functions:');
    for (const [k,v] of [...self].sort((a,b)=>b[1]-a[1]).slice(0,int(process.env.TOP||25))) console.log(`${(v/1000).toFixed(1).padStart(7)}  ${k}`);
    await page.close();
  }
  await browser.close();
} finally { server.stop(); }
function int(x){return Number(x)}
