import { expect, test } from '@playwright/test';
import { watchConsole, waitForHydration } from './support/shop';

/**
 * The edge in a real browser: pages run under a nonce-based Content-Security-Policy with
 * 'strict-dynamic', and the shell's remote loader still loads every remote it inserts.
 */
test.describe('security headers and the nonce policy', () => {
  test('a page carries a fresh nonce policy, and every script in its HTML carries that nonce', async ({ request }) => {
    const first = await request.get('/en_INT/bikes');
    const second = await request.get('/en_INT/bikes');
    const csp = first.headers()['content-security-policy'] ?? '';
    const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
    expect(nonce).toBeTruthy();
    expect(csp).toContain("'strict-dynamic'");
    expect(csp).toContain("object-src 'none'");
    expect(second.headers()['content-security-policy']).not.toBe(csp);
    const scripts = (await first.text()).match(/<script\b[^>]*>/g) ?? [];
    for (const tag of scripts.filter((t) => !t.includes('application/ld+json'))) expect(tag).toContain(`nonce="${nonce}"`);
    expect(first.headers()['permissions-policy']).toContain('geolocation=(self)');
    // Plain http on this machine: no HSTS.
    expect(first.headers()['strict-transport-security']).toBeUndefined();
  });

  test('remotes inserted by the remote loader of the shell load under the policy, page after page', async ({ page }) => {
    const problems = watchConsole(page);
    const violations: string[] = [];
    page.on('console', (message) => {
      if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
    });
    await page.goto('/en_INT');
    await waitForHydration(page);
    // Client-side navigation into other remotes: their entries are inserted by script.
    for (const path of ['/en_INT/bikes', '/en_INT/about', '/en_INT/dealers']) {
      await page.evaluate((to) => {
        window.history.pushState({}, '', to);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, path);
      await expect(page.locator('main [data-remote]')).toBeVisible();
    }
    await page.waitForTimeout(400);
    expect(violations).toEqual([]);
    expect(problems).toEqual([]);
  });

  test('a development run (http origin, no NODE_ENV=production) serves /docs and source maps', async ({ request }) => {
    expect((await request.get('/docs')).status()).toBe(200);
    const html = await (await request.get('/en_INT')).text();
    const script = /"(\/assets\/shell\/[^"]+\.js)"/.exec(html)?.[1];
    expect(script).toBeTruthy();
    expect((await request.get(`${script}.map`)).status()).toBe(200);
  });

  test('a write from another site is refused; one without browser headers is not', async ({ request }) => {
    const foreign = await request.post('/b2c/v1/auth/login', { headers: { origin: 'https://evil.example' }, data: { email: 'rider@example.com', password: 'x' } });
    expect(foreign.status()).toBe(403);
    expect((await foreign.json()).error.code).toBe('CROSS_SITE_REQUEST');
    const plain = await request.post('/b2c/v1/auth/login', { data: { email: 'rider@example.com', password: 'wrong-password-x' } });
    expect(plain.status()).not.toBe(403);
  });
});
