import { expect, test, type Page } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * Issue 32 item 14, the cart quantity, in the shopper's language (de_CH): a typed quantity above
 * what a line may hold is set to the maximum, and the field says so instead of changing it silently.
 */

/** A bike size of which 5 can be ordered now (the line limit, not the stock, is what stops a 9). */
async function wellStockedSize(page: Page, locale: string) {
  const families = (await (await page.request.get(`/V1/families?locale=${locale}&brand=ardenne`)).json()).result;
  const configurations: string[] = families.flatMap((f: { platforms: { archived: boolean; configurations: { externalid: string; msrp: number | null }[] }[] }) =>
    f.platforms.filter((p) => !p.archived).flatMap((p) => p.configurations.filter((c) => c.msrp != null).map((c) => c.externalid)));
  for (const configuration of configurations.slice(0, 12)) {
    const item = (await (await page.request.get(`/b2c/v1/items/${configuration}?locale=${locale}`)).json()).result;
    for (const size of item.sizes as { size: string; externalid: string }[]) {
      const res = await page.request.post(`/consumer/v1/items/cart/availability?locale=${locale}`, { data: { cartItems: [{ id: size.externalid, qty: 5 }] } });
      const [line] = (await res.json()).result.items as { available: boolean; message: string | null }[];
      if (line!.available && line!.message === null) return { id: size.externalid, size: size.size, item };
    }
  }
  throw new Error('no bike size with 5 units to sell');
}

test('de_CH: typing 9 for a bike sets the maximum and says so at the quantity field', async ({ page }) => {
  const { id, size, item } = await wellStockedSize(page, 'de_CH');
  await page.goto('/de_CH');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify({ status: 'DRAFT', products: [l] })), {
    id, qty: 1, title: item.title, image: item.image, itemtype: 'bike', price: item.$$price.msrp, currency: item.$$price.currency, options: { size },
  });
  const checked = page.waitForResponse((r) => r.url().includes('/cart/availability'));
  await page.goto('/de_CH/cart');
  await waitForHydration(page);
  await checked;
  const quantity = page.getByRole('spinbutton', { name: `Menge von ${item.title}` });
  await quantity.fill('9');
  await quantity.press('Enter');
  await expect(quantity).toHaveValue('5');
  const note = page.getByTestId('cart-quantity-note');
  await expect(note).toHaveText('Du kannst höchstens 5 Artikel bestellen.');
  await expect(quantity).toHaveAttribute('aria-describedby', new RegExp(`(^| )${await note.getAttribute('id')}( |$)`));
  // It stays while the check runs again at 5; a quantity within the maximum clears it.
  await page.waitForTimeout(1000);
  await expect(note).toHaveText('Du kannst höchstens 5 Artikel bestellen.');
  await quantity.fill('3');
  await quantity.press('Enter');
  await expect(note).toHaveText('');
  await expect(page.getByTestId('cart-count')).toHaveText('3');
});
