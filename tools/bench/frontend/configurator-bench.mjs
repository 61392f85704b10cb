// The configurator's numbers (issue 12), never pass/fail:
//  - step change to repaint: from a click on a choice to the frame painted with the new picture
//    and price, in headless Chromium at 4x CPU slowdown (a mid-range phone), median and worst of 30;
//  - the concept spec sheet (PDF): latency at 10 connections over distinct concepts and locales,
//    so every request renders (cold) and then again from the sheet cache (warm).
//   node tools/bench/frontend/configurator-bench.mjs       (after a production build)
import autocannon from 'autocannon';
import { launchBenchBrowser, startSiteServer } from './bench-server.mjs';

const port = Number(process.env.BENCH_PORT ?? 4393);
const base = `http://localhost:${port}`;
const server = await startSiteServer(port, { RATE_LIMITS: 'off' });
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))];
try {
  const html = await (await fetch(`${base}/en_INT/configurator`)).text();
  const model = /href="\/en_INT\/configurator\/([A-Z0-9-]+)"/.exec(html)[1];

  // ---- step change to repaint
  const browser = await launchBenchBrowser();
  const page = await browser.newPage({ viewport: { width: 390, height: 844 } });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(`${base}/en_INT/configurator/${model}`, { waitUntil: 'networkidle' });
  await page.waitForFunction(() => !!window.__shopStore);
  // Reaching for the steps fetches the drawing; wait until it is in.
  await page.hover('.configurator-layout__steps');
  await page.waitForTimeout(1500);
  const times = [];
  for (let i = 0; i < 30; i++) {
    const ms = await page.evaluate(async (n) => {
      const steps = [...document.querySelectorAll('.choice-step')].filter((s) => s.querySelectorAll('input[type=radio]').length > 1);
      const step = steps[n % steps.length];
      const target = [...step.querySelectorAll('input[type=radio]')].find((input) => !input.checked);
      const total = document.querySelector('[data-testid="configurator-total"]');
      const picture = document.querySelector('.bike-preview__picture');
      const t0 = performance.now();
      const changed = new Promise((resolve) => {
        const observer = new MutationObserver(() => { observer.disconnect(); resolve(); });
        observer.observe(picture, { childList: true, subtree: true, characterData: true, attributes: true });
        observer.observe(total, { childList: true, subtree: true, characterData: true });
      });
      target.click();
      await changed;
      // The frame that shows it.
      await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
      return performance.now() - t0;
    }, i);
    times.push(ms);
  }
  times.sort((a, b) => a - b);
  console.log(`step change to repaint (4x CPU slowdown, ${times.length} changes): median ${percentile(times, 50).toFixed(1)} ms, p95 ${percentile(times, 95).toFixed(1)} ms, worst ${times.at(-1).toFixed(1)} ms`);
  await browser.close();

  // ---- PDF spec sheets
  const modelAnswer = (await (await fetch(`${base}/V1/customizer/model/${model}?locale=en_INT`)).json()).result;
  const codes = [];
  for (const groupset of modelAnswer.groupsets) {
    for (const size of modelAnswer.sizes) {
      for (const wheels of modelAnswer.parts.wheels) {
        const choices = { ...modelAnswer.defaults, groupset: groupset.code, size: size.code, wheels: wheels.code };
        choices.design = modelAnswer.builds.find((b) => b.groupset === groupset.code).design;
        const res = await fetch(`${base}/b2c/v1/concepts`, { method: 'POST', headers: { 'content-type': 'application/json', origin: base }, body: JSON.stringify({ model, locale: 'en_INT', choices }) });
        codes.push((await res.json()).result.code);
      }
    }
  }
  const locales = ['en_GB', 'nl_BE', 'fr_FR', 'de_DE', 'es_ES', 'it_IT'];
  const paths = codes.flatMap((code) => locales.map((locale) => `/b2c/v1/concepts/generate/pdf/${code}/${locale}`));
  const run = (name) => new Promise((resolve, reject) => {
    autocannon({ url: base, connections: 10, amount: paths.length, requests: paths.map((path) => ({ method: 'GET', path })) }, (error, result) => {
      if (error) return reject(error);
      console.log(`PDF sheets, ${name}, 10 connections, ${result.requests.total} requests (${codes.length} concepts x ${locales.length} locales): p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms, ${Math.round(result.requests.average)} req/s, non-2xx ${result.non2xx}`);
      resolve();
    });
  });
  await run('cold (every sheet rendered)');
  await run('warm (sheet cache)');
} finally {
  server.stop();
}
