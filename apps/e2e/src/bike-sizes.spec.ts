import { expect, test, type Page } from '@playwright/test';
import { firstBikeSize, rejectConsent, waitForHydration } from './support/shop';

/**
 * Issue 32 item 1, in the shopper's language (nl_BE): no bike without a frame size, on the
 * shop's cards, in the cart, in the order call and at checkout.
 */

const storedCart = (page: Page) => page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{"products":[]}') as { products: { id: string; qty: number; options?: Record<string, string> }[] });

/** An order body for the API (the shop's own fields, one line). */
const orderFor = (externalid: string) => ({
  consumer: {
    customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: `sizes-${Date.now()}@example.com`, phone: '+32 470 12 34 56',
    invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true,
  },
  orderlines: [{ externalid, quantity: 1, shippingmethod: 'CONSUMER' }],
  locale: 'nl_BE', shippingMethod: 'CONSUMER', brand: 'ardenne', redirect: '/nl_BE/checkout/order', paymentMethod: 'online',
});

test('nl_BE: a gravel bike card offers its sizes on the bike page, and the bike goes into the cart in the chosen size', async ({ page }) => {
  await page.goto('/nl_BE/shop?bikeCategory=gravel');
  await waitForHydration(page);
  await rejectConsent(page);
  // A card of a bike that can be bought (the others cannot go into a cart at all).
  const card = page.getByTestId('shop-card').filter({ has: page.locator('.availability:not(.availability--unavailable)') }).first();
  const bike = (await card.getAttribute('data-externalid'))!;
  // No "In winkelmand" that would add the bike without a size; the card names the sizes and leads to them.
  await expect(card.getByRole('button', { name: 'In winkelmand' })).toHaveCount(0);
  await expect(card.getByText(/^Maten: /)).toBeVisible();
  const choose = card.getByRole('link', { name: /^Kies je maat voor / });
  await expect(choose).toHaveText('Kies je maat');
  await choose.click();
  await expect(page).toHaveURL(new RegExp(`/nl_BE/bikes/${bike}$`));

  // On the bike page the shopper picks a size, and the cart holds that size.
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Kies eerst je maat.' })).toHaveCount(1);
  expect((await storedCart(page)).products).toEqual([]);
  const size = page.locator('.bike-sizes__option input:not([disabled])').first();
  await size.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const [line] = (await storedCart(page)).products;
  expect(line!.id).not.toBe(bike);
  expect(line!.id.startsWith(bike)).toBe(true);
  expect(line!.options?.size).toBeTruthy();
});

test('nl_BE: an older cart\'s bike without a size waits for one in the cart, is refused by the order call, and takes the size chosen on its page', async ({ page }) => {
  const { configuration, item } = await firstBikeSize(page, 'nl_BE');
  // The order call refuses the bike without a size, with a code of its own.
  const refused = await page.request.post('/consumer/v1/orders', { data: orderFor(configuration) });
  expect(refused.status()).toBe(422);
  expect((await refused.json()).error).toMatchObject({ code: 'SIZE_REQUIRED', issues: [{ path: 'orderlines.0', message: 'sizeRequired' }] });

  // A cart stored before the fix: the card had put the bike in without a size.
  await page.goto('/nl_BE');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.evaluate((l) => localStorage.setItem('cart', JSON.stringify({ status: 'DRAFT', products: [l] })), {
    id: configuration, qty: 2, title: item.title, image: item.image, itemtype: 'bike', price: item.$$price.msrp, currency: item.$$price.currency,
    options: { design: item.paint_des },
  });
  await page.goto('/nl_BE/cart');
  await waitForHydration(page);
  const line = page.getByTestId('cart-line');
  await expect(line).toHaveCount(1);
  await expect(line.getByTestId('cart-line-message')).toHaveText('Kies een framemaat voor deze fiets: zonder maat kan hij niet besteld worden.');
  await expect(page.getByTestId('cart-blocked')).toHaveText('Kies een maat voor elke fiets om af te rekenen.');
  await expect(page.getByTestId('cart-checkout')).toHaveCount(0);
  // Nothing is dropped behind the shopper's back.
  expect((await storedCart(page)).products.map((p) => [p.id, p.qty])).toEqual([[configuration, 2]]);

  // Straight to the last checkout step by address: the order call refuses, and the page says why and leads back.
  await page.evaluate(() => {
    const cart = JSON.parse(localStorage.getItem('cart')!);
    localStorage.setItem('cart', JSON.stringify({ ...cart, location: { shippingMethod: 'CONSUMER', dealer: null }, details: { customerType: 'consumer', shippingAddressSameAsInvoice: true } }));
    sessionStorage.setItem('checkout', JSON.stringify({ shippingConfirmed: true, details: {
      customerType: 'consumer', company: '', vatNumber: '', email: 'lien.sizes@example.com', firstName: 'Lien', lastName: 'Peeters', phone: '+32 470 12 34 56',
      street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE', createAccount: false,
    } }));
  });
  await page.goto('/nl_BE/checkout/overview');
  await waitForHydration(page);
  await page.locator('#terms').check();
  await page.getByTestId('place-order').click();
  const refusal = page.getByTestId('size-required');
  await expect(refusal).toContainText('Elke fiets heeft een framemaat nodig voordat je hem kunt bestellen.');
  await refusal.getByRole('link', { name: 'Maten kiezen in je winkelmand' }).click();
  await expect(page).toHaveURL(/\/nl_BE\/cart$/);

  // The line leads to the bike page; the size chosen there takes the line's place, quantity and all.
  await line.getByRole('link', { name: `Kies je maat voor ${item.title}` }).click();
  await expect(page).toHaveURL(new RegExp(`/nl_BE/bikes/${configuration}$`));
  const size = page.locator('.bike-sizes__option input:not([disabled])').first();
  await size.focus();
  await page.keyboard.press('Space');
  await page.getByRole('button', { name: 'In winkelmand' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Fiets toegevoegd aan winkelmand' })).toBeVisible();
  const [sized] = (await storedCart(page)).products;
  expect(sized!.id.startsWith(configuration) && sized!.id !== configuration).toBe(true);
  expect(sized!.qty).toBe(2);
  await page.getByTestId('header-cart').click();
  await expect(page).toHaveURL(/\/nl_BE\/cart$/);
  await expect(page.getByTestId('cart-line')).toHaveCount(1);
  await expect(page.getByText('Kies een framemaat voor deze fiets', { exact: false })).toHaveCount(0);
  await expect(page.getByTestId('cart-checkout')).toHaveText('Afrekenen');
});
