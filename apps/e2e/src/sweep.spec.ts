import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';

/**
 * The shopper's sweep (issue 11): every public page of spec point 2 at 320 and 1280 px in two
 * locales. A page fails when it scrolls sideways (wider than the screen) or logs a console error.
 * The consent is decided by cookie so the banner does not cover what is measured.
 */
const LOCALES = ['nl_BE', 'de_CH'];
const WIDTHS = [320, 1280];

async function routes(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  const families = (await (await page.request.get(`http://localhost:${E2E_PORT}/V1/families?locale=nl_BE&brand=ardenne`)).json()).result;
  await page.close();
  const family = families.find((f: { platforms: unknown[] }) => f.platforms.length > 0);
  const platform = family.platforms.find((p: { configurations: unknown[]; archived: boolean }) => p.configurations.length > 0 && !p.archived);
  const bike = platform.configurations[0].externalid;
  return [
    '', 'about', 'bikefitting', 'contact', 'development', 'experience', 'service', 'privacy', 'terms-and-conditions', 'return-goods', 'jobs', 'news',
    'support', 'language', 'bikes', 'bikes/categories', 'bikes/categories/road', `bikes/platform/${family.code}/${platform.code}`, `bikes/${bike}`,
    'shop', 'shop?category=bikes', 'sales', 'compare', 'cart', 'configurator', 'dealers', `dealers?item=${bike}`, 'inventory', `inventory/${bike}`,
    'account/login', 'account/register',
  ];
}

for (const width of WIDTHS) {
  test(`every public page fits ${width} px and logs no error`, async ({ browser }) => {
    test.setTimeout(240_000);
    const paths = await routes(browser);
    const context = await browser.newContext({ viewport: { width, height: 900 } });
    await context.addCookies([
      { name: 'consent_decided', value: '1', url: `http://localhost:${E2E_PORT}` },
      { name: 'consent_levels', value: 'none', url: `http://localhost:${E2E_PORT}` },
    ]);
    const problems: string[] = [];
    for (const locale of LOCALES) {
      for (const path of paths) {
        const page = await context.newPage();
        const where = `${width} ${locale}/${path}`;
        page.on('console', (m) => { if (m.type() === 'error') problems.push(`${where}: ${m.text().slice(0, 160)}`); });
        page.on('pageerror', (e) => problems.push(`${where}: ${e.message.slice(0, 160)}`));
        await page.goto(`http://localhost:${E2E_PORT}/${locale}/${path}`, { waitUntil: 'networkidle' });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
        if (overflow > 0) problems.push(`${where}: ${overflow} px wider than the screen`);
        await page.close();
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
