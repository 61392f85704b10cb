// The dealer map's first render: from "Explore the map" to the first fully drawn view (style,
// land, borders and every dealer point clustered), in headless Chromium with software WebGL.
//   node tools/bench/frontend/map-bench.mjs                 default seed (800 dealers)
//   BENCH_DATA_DIR=/tmp/bigdb SEED_SCALE=large node ...     5,000 dealers (seeded once, reused)
// Prints each run and the median; no budget is checked (a shared machine is too noisy for that).
import { launchBenchBrowser, startSiteServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4391);
const runs = Number(process.env.MAP_RUNS ?? 3);
const server = await startSiteServer(port, { SEED_SCALE: process.env.SEED_SCALE ?? 'default' });
try {
  const browser = await launchBenchBrowser(['--enable-unsafe-swiftshader']);
  const points = await (await fetch(`http://localhost:${port}/b2c/v1/dealers/map?type=all`)).json();
  console.log(`dealer points on the map: ${points.result.length}`);
  const times = [];
  for (let i = 0; i < runs; i++) {
    const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
    await page.goto(`http://localhost:${port}/en_INT/dealers?lat=50.5&lng=6.5`, { waitUntil: 'networkidle' });
    await page.waitForFunction(() => !!window.__shopStore);
    const t0 = Date.now();
    await page.getByTestId('explore-map').click();
    await page.waitForSelector('[data-testid="dealer-map"][data-state="ready"]', { timeout: 60_000 });
    times.push(Date.now() - t0);
    console.log(`run ${i + 1}: ${times.at(-1)} ms from "Explore the map" to the first drawn view`);
    await page.close();
  }
  times.sort((a, b) => a - b);
  console.log(`median: ${times[Math.floor(times.length / 2)]} ms over ${runs} runs`);
  await browser.close();
} finally {
  server.stop();
}
