import fc from 'fast-check';
import { expect, test } from '@playwright/test';

/**
 * Issue 29 item 6: page addresses the second hostile test broke (`/%0a`, `/%0d`, `/%09`
 * answered 500), and a bounded fuzz of page paths in the site server's own words: a locale,
 * a route, then hostile segments. No answer may be a 5xx.
 */
const FOUND = ['/%0a', '/%0d', '/%09', '/nl_BE/%0a', '/nl_BE/bikes/%0d%0a', '/%00', '/%7f', '/%E0%A4%A', '/x%ED%A0%80', '/nl_BE/dealers/%09', '/%0a/nl_BE'];
const segment = fc.oneof(
  fc.constantFrom('nl_BE', 'de_CH', 'en_INT', 'bikes', 'shop', 'dealers', 'inventory', 'configurator', 'account', 'news', 'support', 'compare', 'cart', 'checkout', 'admin', '2147483648', '-1', '..', '.', ''),
  fc.constantFrom('%0a', '%0d', '%09', '%00', '%7f', '%ED%A0%80', '%E0%A4%A', '%F0%9F%9A%B2', '%2F%2Fevil.example', '%5C', '%25', '%u0000', '%C0%AF', 'a'.repeat(300)),
  fc.string({ maxLength: 12 }).map((text) => encodeURIComponent(text.replace(/[\ud800-\udfff]/g, '\ufffd'))),
);
const pagePath = fc.array(segment, { minLength: 1, maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

test('hostile page addresses never answer 5xx', async ({ request, baseURL }) => {
  test.setTimeout(180_000);
  const paths = [...FOUND, ...fc.sample(pagePath, { seed: 20261128, numRuns: 220 })];
  const failures: string[] = [];
  for (const path of paths) {
    // Written after the origin, so a path that starts with '//' stays a path, not another host.
    const res = await request.get(`${baseURL}${path}`, { maxRedirects: 0 });
    if (res.status() >= 500) failures.push(`${res.status()} ${path}`);
  }
  expect(failures).toEqual([]);
  // The three the hostile test found are refused as bad input.
  for (const path of ['/%0a', '/%0d', '/%09']) expect((await request.get(path, { maxRedirects: 0 })).status()).toBe(400);
});

test('a browser meets a bad address with a page in its language, not JSON (issue 33)', async ({ browser }) => {
  for (const c of [
    { path: '/nl_BE/fietsen%0a', acceptLanguage: 'de-CH', lang: 'nl-BE', heading: 'Dit adres kan niet geopend worden', home: { name: 'Naar de startpagina van Ardenne Cycles', href: '/nl_BE' } },
    { path: '/%E0%A4%A', acceptLanguage: 'de-CH', lang: 'de', heading: 'Diese Adresse lässt sich nicht öffnen', home: { name: 'Zur Startseite von Ardenne Cycles', href: '/' } },
  ]) {
    // The browser's own language setting writes its Accept-Language header.
    const context = await browser.newContext({ locale: c.acceptLanguage });
    const page = await context.newPage();
    const res = await page.goto(c.path);
    expect(res?.status()).toBe(400);
    await expect(page.locator('html')).toHaveAttribute('lang', c.lang);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(c.heading);
    await expect(page.getByRole('link', { name: c.home.name })).toHaveAttribute('href', c.home.href);
    await context.close();
  }
});
