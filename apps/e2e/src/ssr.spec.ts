import { expect, test } from '@playwright/test';
import { watchConsole, waitForHydration } from './support/shop';

test.describe('server rendering', () => {
  test('/ redirects to /en_INT', async ({ request }) => {
    const res = await request.get('/', { maxRedirects: 0 });
    expect(res.status()).toBe(302);
    expect(res.headers()['location']).toBe('/en_INT');
  });

  test('the first HTML carries lang, title, description, canonical, hreflang and the main content', async ({ request, baseURL }) => {
    const res = await request.get('/nl_BE/about');
    expect(res.status()).toBe(200);
    const html = await res.text();
    expect(html).toMatch(/<html lang="nl-BE">/);
    expect(html).toMatch(/<title>[^<]+<\/title>/);
    expect(html).toMatch(/<meta name="description" content="[^"]+">/);
    // The canonical address is the public origin (PUBLIC_ORIGIN, the suite's base URL), whatever the port.
    expect(html).toContain(`<link rel="canonical" href="${baseURL}/nl_BE/about">`);
    const alternates = html.match(/<link rel="alternate" hreflang="[^"]+"/g) ?? [];
    expect(alternates.length).toBeGreaterThan(85);
    expect(html).toContain('hreflang="x-default"');
    expect(html).toContain('hreflang="it-IT"');
    expect(html).not.toContain('/it_DE/');
    // The route's main content is in the HTML, not filled in by the browser.
    expect(html).toMatch(/<main id="main"[^>]*>[\s\S]*data-remote="content"[\s\S]*<h1/);
  });

  for (const path of ['/en_INT', '/de_DE/bikes', '/nl_BE/about', '/fr_BE/news', '/en_GB/language?from=bikes', '/es_ES/configurator', '/it_IT/support', '/en_INT/bikes/categories/gravel', '/en_INT/dealers']) {
    test(`${path} hydrates without errors or warnings`, async ({ page }) => {
      const problems = watchConsole(page);
      await page.goto(path);
      await waitForHydration(page);
      await expect(page.locator('main [data-remote]')).toBeVisible();
      await page.waitForTimeout(400);
      expect(problems).toEqual([]);
    });
  }

  for (const [path, status] of [['/en_INT/cart', 200], ['/en_INT/admin', 403], ['/en_INT/no-such-page', 404], ['/nl_BE/account/login', 200]] as const) {
    test(`${path} (${status}) hydrates without errors or warnings`, async ({ page }) => {
      const problems = watchConsole(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await waitForHydration(page);
      await page.waitForTimeout(600);
      // The browser itself reports the document's own error status; that is not a page problem.
      expect(problems.filter((p) => !p.includes(`status of ${status}`))).toEqual([]);
    });
  }

  for (const path of ['/it_DE', '/xx_YY', '/en_INT/no-such-page', '/en_INT/bikes/platform/a/b/c', '/it_DE/bikes']) {
    test(`404 for ${path}`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(404);
      const html = await res.text();
      expect(html).toContain('<title>This page could not be found</title>');
      expect(html).toContain('Oops');
    });
  }

  test('an unknown bike is a 404 with the BIKE_NOT_FOUND message', async ({ request }) => {
    const res = await request.get('/en_INT/bikes/NO-SUCH-BIKE');
    expect(res.status()).toBe(404);
  });
});
