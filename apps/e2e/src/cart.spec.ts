import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstBikeId, firstBikeSize, rejectConsent, waitForHydration } from './support/shop';

/**
 * Cart and discount-code journeys (issue 5 items 1 and 2): de_DE (EUR, German) and en_GB (GBP,
 * English, where the spec's messages are checked word for word), en_INT without checkout and
 * nl_BE with its locale voucher. Seed discounts: tools/seed/src/generate.ts (discountRows).
 */

const storeCart = (page: Page, lines: unknown[]) =>
  page.evaluate((products) => localStorage.setItem('cart', JSON.stringify({ status: 'DRAFT', products })), lines);

/** Puts one bike in the stored cart (as add-to-cart would), then reloads so the shell restores it. */
async function cartWithBike(page: Page, locale: string, extra: { qty?: number; code?: string } = {}) {
  // In a size, as add-to-cart puts it (issue 32: no bike without a size).
  const bike = await firstBikeSize(page, locale);
  await page.goto(`/${locale}`);
  await waitForHydration(page);
  await rejectConsent(page);
  await storeCart(page, [{ id: bike.id, qty: extra.qty ?? 1, title: 'Seed bike', itemtype: 'bike', price: 1, currency: 'EUR', options: { size: bike.size } }]);
  await page.evaluate((code) => (code ? localStorage.setItem('discountCode', JSON.stringify(code)) : localStorage.removeItem('discountCode')), extra.code ?? null);
  await page.goto(`/${locale}/cart`);
  await waitForHydration(page);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  return bike;
}

async function seriousViolations(page: Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const toast = (page: Page, text: string) => page.locator('.toasts').getByText(text, { exact: true });

test.describe('cart', () => {
  test('de_DE: add from the bike page, change quantity, remove, survive a reload, clear', async ({ page }) => {
    const bike = await firstBikeId(page, 'de_DE');
    await page.goto(`/de_DE/bikes/${bike}`);
    await waitForHydration(page);
    await rejectConsent(page);
    const add = page.getByRole('button', { name: /in den warenkorb/i });
    await page.locator('.bike-sizes__option input:not([disabled])').first().check();
    await add.click();
    await add.click(); // the same product again raises its quantity
    await expect(page.getByTestId('cart-count')).toHaveText('2');

    // Mini cart: the badge opens a summary; Escape closes it and focus returns to the badge.
    const toggle = page.getByTestId('mini-cart-toggle');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByTestId('mini-cart-line')).toHaveCount(1);
    await expect(page.getByTestId('mini-cart-subtotal')).toContainText('€');
    await page.keyboard.press('Escape');
    await expect(page.getByTestId('mini-cart')).toBeHidden();
    await expect(toggle).toBeFocused();

    await page.getByTestId('header-cart').click();
    await expect(page).toHaveURL(/\/de_DE\/cart$/);
    const line = page.getByTestId('cart-line');
    await expect(line).toHaveCount(1);
    const qty = line.getByRole('spinbutton');
    await expect(qty).toHaveValue('2');
    await line.getByRole('button', { name: /erhöhen/i }).click();
    await expect(qty).toHaveValue('3');
    await line.getByRole('button', { name: /verringern/i }).click();
    await expect(qty).toHaveValue('2');
    await qty.fill('4');
    await qty.press('Enter');
    await expect(page.getByTestId('cart-count')).toHaveText('4');
    // Totals in euro with German VAT; home delivery costs 29 € per bike.
    await expect(page.getByTestId('cart-to-pay')).toContainText('€');
    await expect(page.getByTestId('cart-vat')).toBeVisible();
    await expect(page.getByTestId('cart-shipping')).toContainText('116,00');

    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-line').getByRole('spinbutton')).toHaveValue('4');
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByTestId('cart-line').getByRole('button', { name: /entfernen/i }).click();
    await expect(page.getByRole('heading', { name: 'Dein Warenkorb ist leer' })).toBeVisible();
    await expect(page.getByTestId('cart-count')).toHaveText('0');

    await cartWithBike(page, 'de_DE');
    await page.getByTestId('cart-clear').click();
    await expect(page.getByTestId('cart-line')).toHaveCount(0);
    const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? 'null'));
    expect(stored).toMatchObject({ products: [], status: 'DRAFT' });
  });

  test('en_GB: prices come back from the server in pounds and lines without a price are dropped', async ({ page }) => {
    const bike = await firstBikeSize(page, 'en_GB');
    await page.goto('/en_GB');
    await waitForHydration(page);
    await rejectConsent(page);
    await storeCart(page, [
      { id: bike.id, qty: 1, title: 'Seed bike', itemtype: 'bike', price: 1, currency: 'EUR', options: { size: bike.size } },
      { id: 'NO-PRICE', qty: 1, title: 'Unpriced', itemtype: 'bike', price: null },
    ]);
    await page.goto('/en_GB/cart');
    await waitForHydration(page);
    await expect(page.getByTestId('cart-line')).toHaveCount(1);
    await expect(page.getByTestId('cart-to-pay')).toContainText('£');
    await expect(page.getByTestId('cart-subtotal')).not.toHaveText('£1.00');
    expect(await seriousViolations(page)).toEqual([]);
  });
});

test.describe('discount codes', () => {
  test('en_GB: valid, inactive, unrelated and bad employee codes say exactly what the spec says', async ({ page }) => {
    await cartWithBike(page, 'en_GB');
    const field = page.getByLabel('Discount code');

    await field.fill('EXPIRED2024');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Discount code is no longer active!')).toBeVisible();
    expect(await page.evaluate(() => localStorage.getItem('discountCode'))).toBeNull();

    await field.fill('EMP-2024');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'This discount code is not valid.')).toBeVisible();

    await field.fill('APPAREL20');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('discount-message')).toHaveText('This discount code cannot be applied because there are no related items in the shopping cart!');
    await page.getByRole('button', { name: 'Remove code' }).click();

    await page.getByLabel('Discount code').fill('spring10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'Voucher SPRING10 applied')).toBeVisible();
    await expect(page.getByTestId('discount-applied')).toContainText('SPRING10');
    await expect(page.getByTestId('cart-discount')).toContainText('£');
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem('discountCode') ?? 'null'))).toBe('SPRING10');

    // The code survives a reload and is checked again silently.
    await page.reload();
    await waitForHydration(page);
    await expect(page.getByTestId('discount-applied')).toContainText('SPRING10');
  });

  test('?voucher= wins over the stored code', async ({ page }) => {
    await cartWithBike(page, 'en_GB', { code: 'APPAREL20' });
    await page.goto('/en_GB/cart?voucher=SPRING10');
    await waitForHydration(page);
    await expect(page.getByTestId('discount-applied')).toContainText('SPRING10');
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('discountCode') ?? 'null'))).toBe('SPRING10');
  });

  test('a stored code that is no longer active is cleared on load with the error toast', async ({ page }) => {
    await page.goto('/en_GB');
    await waitForHydration(page);
    await rejectConsent(page);
    await page.evaluate(() => localStorage.setItem('discountCode', JSON.stringify('EXPIRED2024')));
    await page.reload();
    await waitForHydration(page);
    await expect(toast(page, 'Discount code is no longer active!')).toBeVisible();
    await expect.poll(() => page.evaluate(() => localStorage.getItem('discountCode'))).toBeNull();
  });

  test('nl_BE: the locale voucher applies itself when no code is set', async ({ page }) => {
    await page.goto('/nl_BE');
    await waitForHydration(page);
    await expect.poll(() => page.evaluate(() => JSON.parse(localStorage.getItem('discountCode') ?? 'null'))).toBe('WELCOMEBE');
    await expect(toast(page, 'Waardebon WELCOMEBE toegepast')).toBeVisible();
  });
});

test.describe('countries without checkout', () => {
  test('en_INT: the cart offers the dealer route, except for items eligible for a discount-checkout code', async ({ page }) => {
    await cartWithBike(page, 'en_INT');
    await expect(page.getByTestId('cart-dealer-route')).toContainText('Online checkout is not available in your country');
    await expect(page.getByTestId('cart-dealer-route').getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/en_INT/dealers');
    await expect(page.getByTestId('cart-checkout')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    // A valid regular code is refused here and says why (checkout is off, not an inactive code);
    // DEALERDEAL allows discount checkout of bikes.
    await page.getByLabel('Discount code').fill('SPRING10');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(toast(page, 'This code is valid, but online checkout is not available in this country. Choose your country or find a dealer.')).toBeVisible();
    await page.getByLabel('Discount code').fill('DEALERDEAL');
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page.getByTestId('cart-discount-checkout')).toBeVisible();
    await expect(page.getByTestId('cart-checkout')).toHaveAttribute('href', '/en_INT/checkout/details');
    await expect(page.getByTestId('cart-dealer-route')).toHaveCount(0);
  });
});
