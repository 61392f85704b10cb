import fs from 'node:fs'; import path from 'node:path'; import zlib from 'node:zlib';
import { chromium } from '@playwright/test';
import { pathParameters, root, startSiteServer } from './tools/bench/frontend/bench-server.mjs';
const port = 4333;
const server = await startSiteServer(port);
function comp(disk){ try{ const m=JSON.parse(fs.readFileSync(disk+'.map','utf8')); const w=new Map();
 m.sources.forEach((s,i)=>{const mm=/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(s)??/(libs\/[^/]+\/[^/]+|apps\/[^/]+\/src\/[^/]+)/.exec(s);const k=mm?mm[1]:'other';w.set(k,(w.get(k)??0)+(m.sourcesContent?.[i]?.length??0));});
 return [...w].sort((a,b)=>b[1]-a[1]).slice(0,4).map(([k,v])=>k+':'+Math.round(v/1024)).join(' ');}catch{return ''} }
function disk(u){ if(u.startsWith('/assets/shell/')) return path.join(root,'dist/shell/browser',u.slice(14)); const m=/^\/remotes\/([^/]+)\/(.*)$/.exec(u); return m?path.join(root,'dist/remotes',m[1],m[2]):null;}
try {
  const p = await pathParameters(port);
  const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-background-networking'] });
  for (const u of (process.argv[2]||'/en_INT/bikes/{bike}').split(',')) {
    const url = u.replace(/\{(\w+)\}/g,(_,k)=>p[k]);
    const page = await browser.newPage(); const scripts=[]; page.on('console', m => m.type()==='error' && console.log('CONSOLE', m.text())); page.on('pageerror', e => console.log('PAGEERROR', e.message));
    page.on('requestfinished', r => r.resourceType()==='script' && scripts.push(r));
    await page.goto(`http://localhost:${port}${url}`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !!window.__shopStore, null, { timeout: 10000 }).then(()=>console.log('hydrated'),()=>console.log('NOT HYDRATED'));
    let tot=0; const rows=[];
    for (const r of scripts) { const b = await (await r.response())?.body(); if(!b) continue; const g=zlib.gzipSync(b,{level:9}).length; tot+=g; const pn=new URL(r.url()).pathname; rows.push([g,pn,comp(disk(pn))]); }
    rows.sort((a,b)=>b[0]-a[0]);
    console.log(`\n${url} total ${(tot/1024).toFixed(1)} KiB`);
    for (const [g,pn,c] of rows) console.log(`${(g/1024).toFixed(1).padStart(6)}  ${pn.padEnd(48)} ${c}`);
    await page.close();
  }
  await browser.close();
} finally { server.stop(); }
