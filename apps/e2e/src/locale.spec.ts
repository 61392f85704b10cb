import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';

test.describe('locales', () => {
  test('German loads its catalogue on demand; English is bundled', async ({ page }) => {
    const scripts: string[] = [];
    page.on('request', (req) => { if (req.resourceType() === 'script') scripts.push(new URL(req.url()).pathname); });
    await page.goto('/en_INT');
    await waitForHydration(page);
    const englishScripts = [...scripts];
    scripts.length = 0;
    await page.goto('/de_DE');
    await waitForHydration(page);
    await expect(page.locator('html')).toHaveAttribute('lang', 'de-DE');
    await expect(page.locator('header nav').getByRole('link', { name: 'Räder', exact: true })).toBeVisible();
    // The German catalogue is a chunk of its own, not part of what English pages load.
    const germanOnly = scripts.filter((s) => !englishScripts.includes(s) && s.startsWith('/assets/shell/'));
    expect(germanOnly.length).toBeGreaterThan(0);
  });

  test('prices are formatted in the currency of the locale', async ({ page }) => {
    await page.goto('/de_CH/bikes');
    await expect(page.getByTestId('price').first()).toContainText('CHF');
    await page.goto('/en_GB/bikes');
    await expect(page.getByTestId('price').first()).toContainText('£');
    await page.goto('/nl_BE/bikes');
    await expect(page.getByTestId('price').first()).toContainText('€');
  });

  test('the country chooser lists every locale by country and keeps the current page', async ({ page }) => {
    await page.goto('/en_INT/bikes');
    await waitForHydration(page);
    await rejectConsent(page);
    await page.getByTestId('country-chooser-link').click();
    await expect(page.getByRole('heading', { name: 'Choose your country' })).toBeVisible();
    const links = page.locator('[data-locale]');
    expect(await links.count()).toBeGreaterThan(85);
    await expect(page.locator('[data-locale="it_IT"]')).toHaveCount(1);
    await expect(page.locator('[data-locale="it_DE"]')).toHaveCount(0);
    const belgium = page.getByRole('region', { name: 'Belgium' });
    await expect(belgium.locator('[data-locale]')).toHaveCount(3);
    await belgium.locator('[data-locale="nl_BE"]').click();
    await expect(page).toHaveURL(/\/nl_BE\/bikes$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'nl-BE');
  });
});
