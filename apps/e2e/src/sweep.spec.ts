import { expect, test, type Browser } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { COLOURS, HIGHLIGHT_KEYS, MENU_SUBTITLES, ONE_SIZE, VOUCHER_TEXT, highlightWords } from '@bike/seed/catalogue-words';

/**
 * The shopper's sweep (issue 11): every public page of spec point 2 at 320 and 1280 px in two
 * locales. A page fails when it scrolls sideways (wider than the screen), logs a console error or
 * shows one of the catalogue's English texts (the seed's own words) on a page that is not English.
 * The consent is decided by cookie so the banner does not cover what is measured.
 */
const LOCALES = ['nl_BE', 'de_CH'];
const WIDTHS = [320, 1280];
/** The platform highlights in English, up to the number a highlight names ("Tyre clearance 45 mm" reads "Tyre clearance"). */
const ENGLISH_HIGHLIGHTS = HIGHLIGHT_KEYS.map((key) => highlightWords(key, { tyreClearanceMm: 0, forkTravelMm: 0 }).en.split(/ 0\smm/)[0]!.replace(/,$/, ''));
/** English catalogue texts that must not appear on a Dutch or German page (names like "Sand" or "Navy" are left out). */
const ENGLISH_CATALOGUE_TEXTS = [
  ...MENU_SUBTITLES.map((w) => w.en), ...ENGLISH_HIGHLIGHTS.filter((w) => !/F-Steering|Kamm/.test(w)), VOUCHER_TEXT.en, ONE_SIZE,
  ...COLOURS.map((c) => c.en).filter((name) => name.includes(' ')), 'Gift voucher', ' family.',
];

async function routes(browser: Browser): Promise<string[]> {
  const page = await browser.newPage();
  const families = (await (await page.request.get(`http://localhost:${E2E_PORT}/V1/families?locale=nl_BE&brand=ardenne`)).json()).result;
  await page.close();
  const family = families.find((f: { platforms: unknown[] }) => f.platforms.length > 0);
  const platform = family.platforms.find((p: { configurations: unknown[]; archived: boolean }) => p.configurations.length > 0 && !p.archived);
  const bike = platform.configurations[0].externalid;
  const accessory = 'ARD-ACC-SOCK-001';
  return [
    '', 'about', 'bikefitting', 'contact', 'development', 'experience', 'service', 'privacy', 'terms-and-conditions', 'return-goods', 'jobs', 'news',
    'support', 'language', 'bikes', 'bikes/categories', 'bikes/categories/road', `bikes/platform/${family.code}/${platform.code}`, `bikes/${bike}`,
    'shop', 'shop?category=bikes', 'sales', 'compare', 'cart', 'configurator', 'dealers', `dealers?item=${bike}`, 'inventory', `inventory/${bike}`,
    'account/login', 'account/register', 'shop?category=accessories', `accessories/${accessory}`,
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
        const text = await page.locator('main').innerText();
        for (const english of ENGLISH_CATALOGUE_TEXTS) if (text.includes(english)) problems.push(`${where}: English catalogue text "${english.trim()}"`);
        await page.close();
      }
    }
    await context.close();
    expect(problems).toEqual([]);
  });
}
