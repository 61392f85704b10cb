import { expect, test } from '@playwright/test';
import { firstBikeId, rejectConsent, waitForHydration } from './support/shop';

test.describe('shell furniture', () => {
  test('guards: account pages send visitors without the auth cookie to the login page of their locale', async ({ page }) => {
    await page.goto('/en_INT/account/orders');
    await expect(page).toHaveURL(/\/en_INT\/account\/login\?redirect=%2Fen_INT%2Faccount%2Forders$/);
  });

  test('preview mode keeps the preview flag on every navigation', async ({ page }) => {
    await page.goto('/en_INT?preview=true');
    await waitForHydration(page);
    await rejectConsent(page);
    await page.locator('header').getByRole('link', { name: 'Bikes', exact: true }).click();
    await expect(page).toHaveURL(/\/en_INT\/bikes\?preview=true$/);
    await page.locator('footer').getByRole('link', { name: 'News', exact: true }).click();
    await expect(page).toHaveURL(/\/en_INT\/news\?preview=true$/);
  });

  test('the full-page loader appears only after 750 ms', async ({ page }) => {
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    // Fast navigation: the loader never shows.
    await page.locator('header').getByRole('link', { name: 'About', exact: true }).click();
    await expect(page.locator('[data-remote="content"] h1').first()).toBeVisible();
    await expect(page.getByTestId('page-loader')).toHaveCount(0);
    // Slow navigation: hold the API for 2 s; the loader shows after ~750 ms, not before.
    await page.route('**/V1/families**', async (route) => { await new Promise((r) => setTimeout(r, 2000)); await route.continue(); });
    const started = Date.now();
    await page.locator('header').getByRole('link', { name: 'Bikes', exact: true }).click();
    await expect(page.getByTestId('page-loader')).toBeVisible();
    expect(Date.now() - started).toBeGreaterThanOrEqual(700);
    await expect(page.locator('[data-remote="shop"]')).toBeVisible();
    await expect(page.getByTestId('page-loader')).toHaveCount(0);
  });

  test('consent: security always on, others off until given; tracking waits for consent', async ({ page }) => {
    // An undecided visitor gets the banner in the server HTML, so it paints with the page.
    expect(await (await page.request.get('/en_INT')).text()).toContain('class="consent-banner"');
    await page.goto('/en_INT');
    await waitForHydration(page);
    const banner = page.locator('.consent-banner');
    await expect(banner).toBeVisible();
    await expect(banner.getByRole('checkbox').first()).toBeChecked();
    await expect(banner.getByRole('checkbox').first()).toBeDisabled();
    await page.waitForTimeout(600);
    expect(await page.evaluate(() => (window as unknown as { dataLayer?: unknown[] }).dataLayer)).toBeUndefined();
    await banner.getByRole('button', { name: /accept all/i }).click();
    await page.locator('header').getByRole('link', { name: 'Bikes', exact: true }).click();
    await expect.poll(() => page.evaluate(() => ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? []).length)).toBeGreaterThan(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}'));
    expect(stored).toMatchObject({ security: true, marketing: true, decided: true });
    // Once decided, the consent cookie keeps the banner out of the server HTML.
    expect(await (await page.request.get('/en_INT')).text()).not.toContain('class="consent-banner"');
    await page.reload();
    await waitForHydration(page);
    await expect(page.locator('.consent-banner')).toHaveCount(0);
  });

  test('consent chosen before the scripts run is kept: the banner is a form the server answers', async ({ browser }) => {
    const withoutScripts = await browser.newContext({ javaScriptEnabled: false });
    const page = await withoutScripts.newPage();
    await page.goto('/en_INT/shop?category=bikes');
    await page.locator('.consent-banner').getByRole('button', { name: /accept all/i }).click();
    // Back on the same page, now without the banner.
    await expect(page).toHaveURL(/\/en_INT\/shop\?category=bikes$/);
    await expect(page.locator('h1')).toBeVisible();
    await expect(page.locator('.consent-banner')).toHaveCount(0);
    const cookies = await withoutScripts.cookies();
    expect(cookies.find((c) => c.name === 'consent_levels')?.value).toBe('functional.product_enhancement_content_tracking.marketing');
    await withoutScripts.close();

    // Once scripts run, the store takes the levels over and keeps them.
    const withScripts = await browser.newContext({ storageState: { cookies, origins: [] } });
    const next = await withScripts.newPage();
    await next.goto('/en_INT');
    await waitForHydration(next);
    await expect.poll(() => next.evaluate(() => JSON.parse(localStorage.getItem('consent') ?? '{}'))).toMatchObject({ security: true, marketing: true, functional: true, decided: true });
    await expect(next.locator('.consent-banner')).toHaveCount(0);
    await withScripts.close();
  });

  test('a button pressed before the page is interactive is pressed once it is', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The shell's scripts are held back: the page is only its server HTML.
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/assets/shell/*.js', async (route) => {
      await released;
      await route.continue();
    });
    await page.goto('/en_INT', { waitUntil: 'commit' });
    const toggle = page.locator('.shop-header__menu-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-busy', 'true');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');

    release();
    await waitForHydration(page);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.locator('#main-menu')).toHaveClass(/main-menu--open/);
    await expect(toggle).not.toHaveAttribute('aria-busy', 'true');
  });

  test('offline and online status is shown', async ({ page, context }) => {
    await page.goto('/en_INT');
    await waitForHydration(page);
    await context.setOffline(true);
    await expect(page.locator('.offline-banner')).toBeVisible();
    await context.setOffline(false);
    await expect(page.locator('.offline-banner')).toHaveCount(0);
  });

  test('keyboard reaches the menu, the country chooser and the cart', async ({ page }) => {
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    const reached = new Set<string>();
    for (let i = 0; i < 30; i++) {
      await page.keyboard.press('Tab');
      const info = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement | null;
        return el ? `${el.dataset['menu'] ?? ''}|${el.dataset['testid'] ?? ''}` : '';
      });
      if (info.startsWith('bikes|')) reached.add('menu');
      if (info.includes('country-chooser-link')) reached.add('country');
      if (info.includes('header-cart')) reached.add('cart');
    }
    expect([...reached].sort()).toEqual(['cart', 'country', 'menu']);
  });

  test('the cart link and its count badge name the count in words, in the page language', async ({ page }) => {
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    // The badge shows a bare "0"; its name must say what the number counts.
    await expect(page.getByRole('link', { name: 'Cart, 0 items', exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Cart summary, 0 items', exact: true })).toBeVisible();
    await page.goto('/nl_BE');
    await expect(page.getByRole('link', { name: 'Winkelmand, 0 artikelen', exact: true })).toBeAttached();
  });

  test('the navigation closes after navigating (close-nav) on a phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto('/en_INT');
    await waitForHydration(page);
    await rejectConsent(page);
    const toggle = page.locator('.shop-header__menu-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await page.locator('#main-menu').getByRole('link', { name: 'Bikes', exact: true }).click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  });

  test('back and forward restore the scroll position; hash targets scroll into view', async ({ page }) => {
    const bike = await firstBikeId(page);
    await page.goto('/en_INT/bikes');
    await waitForHydration(page);
    await rejectConsent(page);
    const link = page.locator('.card__title a').last();
    await link.scrollIntoViewIfNeeded();
    await page.waitForTimeout(200);
    const before = await page.evaluate(() => window.scrollY);
    expect(before).toBeGreaterThan(300);
    await link.click();
    await expect(page.locator('[data-remote="shop"][data-page="platform"]')).toBeVisible();
    await page.goBack();
    await expect(page.locator('[data-page="bikes"]')).toBeVisible();
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(before - 50);

    await page.goto(`/en_INT/bikes/${bike}#buy-now`);
    await waitForHydration(page);
    await expect.poll(async () => page.locator('#buy-now').evaluate((el) => Math.round(el.getBoundingClientRect().top))).toBeLessThan(200);
  });
});
