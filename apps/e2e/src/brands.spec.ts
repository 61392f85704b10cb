import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { rejectConsent, waitForHydration } from './support/shop';

/** Each brand is served on its own host name (the hostname guard maps hosts to brands). */
const BRAND_HOSTS: Record<string, string> = {
  ardenne: `http://localhost:${E2E_PORT}`,
  brabo: `http://brabo.localhost:${E2E_PORT}`,
  kempen: `http://kempen.localhost:${E2E_PORT}`,
  merel: `http://merel.localhost:${E2E_PORT}`,
};

async function seriousViolations(page: import('@playwright/test').Page) {
  // Colours are checked at rest: content blocks fade in as they scroll into view (off when the
  // visitor asks for reduced motion), and a block half way through its fade is not its contrast.
  await page.emulateMedia({ reducedMotion: 'reduce' });
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

for (const [brand, origin] of Object.entries(BRAND_HOSTS)) {
  test(`${brand}: own tokens and logo, no serious accessibility violations on home and error page`, async ({ page }) => {
    await page.goto(`${origin}/en_INT`);
    await waitForHydration(page);
    await rejectConsent(page);
    const logoTitle = await page.locator('.shop-header__logo svg title').textContent();
    expect(logoTitle?.toLowerCase()).toContain(brand);
    const primary = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
    expect(primary).not.toBe('');
    await page.screenshot({ path: `tmp/e2e/screenshots/home-${brand}.png`, fullPage: false });
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto(`${origin}/en_INT/no-such-page`);
    await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The error page's home button is a brand variant (spec: two brands show it).
    const homeButton = page.locator('.error-page a.btn');
    expect(await homeButton.count()).toBe(['brabo', 'merel'].includes(brand) ? 1 : 0);
  });
}

test('the four brands look different', async ({ page }) => {
  const primaries = new Set<string>();
  for (const origin of Object.values(BRAND_HOSTS)) {
    await page.goto(`${origin}/en_INT`);
    primaries.add(await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim()));
  }
  expect(primaries.size).toBe(4);
});
