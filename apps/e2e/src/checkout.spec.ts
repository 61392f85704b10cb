import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { firstBikeSize, rejectConsent, waitForHydration } from './support/shop';

/**
 * Checkout journeys (issue 5): from a cart to a paid order through the sandbox payment page, in
 * several locales and currencies, with axe on every step. Fields are found by id (the same in
 * every language); texts the spec quotes are checked in English.
 */

interface Shopper {
  customerType?: 'consumer' | 'business';
  company?: string;
  vatNumber?: string;
  /** The note the business step shows for the VAT number (vat-valid, vat-charged, vat-review). */
  vatNote?: string;
  email?: string;
  street: string;
  number: string;
  postalCode: string;
  city: string;
}

const BE: Shopper = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen' };
const GB: Shopper = { street: 'High Street', number: '4', postalCode: 'SW1A 1AA', city: 'London' };
const DE: Shopper = { street: 'Hauptstraße', number: '7', postalCode: '10115', city: 'Berlin' };
const CH: Shopper = { street: 'Rue du Lac', number: '3', postalCode: '1003', city: 'Lausanne' };
const NL: Shopper = { street: 'Damstraat', number: '9', postalCode: '1012 AB', city: 'Amsterdam' };
const IT: Shopper = { street: 'Via Roma', number: '21', postalCode: '00184', city: 'Roma' };
const DK: Shopper = { street: 'Strøget', number: '5', postalCode: '1160', city: 'København' };
const SE: Shopper = { street: 'Drottninggatan', number: '8', postalCode: '111 51', city: 'Stockholm' };

async function expectAccessible(page: Page, step: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${step} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** A bike priced in the locale's currency, put in the cart through browser storage. */
async function cartWithBike(page: Page, locale: string) {
  // In its first size, as add-to-cart puts it (issue 32: no bike without a size).
  const { id, size, item } = await firstBikeSize(page, locale);
  const line = {
    id, options: { size }, qty: 1, title: item.title, image: item.image, itemtype: 'bike', price: item.$$price.msrp, currency: item.$$price.currency,
    category: item.category, familycode: item.familycode, brandkey: item.brandkey, range: item.range, rangeCode: item.rangeCode,
  };
  await page.goto(`/${locale}`);
  await waitForHydration(page);
  await rejectConsent(page);
  await page.evaluate((l) => {
    window.localStorage.setItem('cart', JSON.stringify({ products: [l], status: 'DRAFT', details: { customerType: 'consumer', shippingAddressSameAsInvoice: true }, location: null, remark: '' }));
    window.sessionStorage.clear();
  }, line);
  return { line, currency: item.$$price.currency as string };
}

async function fillDetails(page: Page, locale: string, shopper: Shopper) {
  await page.goto(`/${locale}/checkout/details`);
  await waitForHydration(page);
  await expect(page.locator('form.checkout-form')).toBeVisible();
  await expect(page.locator('[aria-current="step"]')).toHaveCount(1);
  // The running total with shipping shows from the first step (issue 11, item 7).
  await expect(page.getByTestId('checkout-shipping')).toBeVisible();
  await expect(page.getByTestId('checkout-to-pay')).toHaveText(/\d/);
  await expectAccessible(page, 'details');
  // An empty submit names each missing field and moves focus to the first one.
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page.locator('#email')).toBeFocused();
  await expect(page.locator('#email-error')).toBeVisible();
  await expect(page.locator('#email')).toHaveAttribute('aria-describedby', /email-error/);
  if (shopper.customerType === 'business') {
    await page.locator('#customerType-business').check();
    await page.locator('#company').fill(shopper.company ?? 'Velo Test BV');
    await page.locator('#vatNumber').fill(shopper.vatNumber ?? '');
    await page.locator('#vatNumber').blur();
    await expect(page.getByTestId(shopper.vatNote ?? 'vat-valid')).toBeVisible();
  }
  await page.locator('#email').fill(shopper.email ?? `rider-${Date.now()}@example.com`);
  await page.locator('#firstName').fill('Lien');
  await page.locator('#lastName').fill('Peeters');
  await page.locator('#phone').fill('+32 470 12 34 56');
  await page.locator('#street').fill(shopper.street);
  await page.locator('#number').fill(shopper.number);
  await page.locator('#postalCode').fill(shopper.postalCode);
  await page.locator('#city').fill(shopper.city);
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/pickup$`));
}

async function choosePickup(page: Page, locale: string, method: 'CONSUMER' | 'DEALER') {
  await expect(page.locator('#shippingMethod-CONSUMER, #shippingMethod-DEALER').first()).toBeVisible();
  await expectAccessible(page, 'pickup');
  await page.locator(`#shippingMethod-${method}`).check();
  if (method === 'DEALER') {
    const firstDealer = page.locator('input[name="dealerId"]').first();
    await expect(firstDealer).toBeVisible();
    await expect(page.locator('.checkout-choice__aside').filter({ hasText: /km/ }).first()).toBeVisible();
    await expectAccessible(page, 'pickup dealers');
    await firstDealer.check();
  }
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/shipping$`));
}

async function confirmShipping(page: Page, locale: string, remark = '') {
  await expect(page.locator('#remarks')).toBeVisible();
  await expectAccessible(page, 'shipping');
  if (remark) await page.locator('#remarks').fill(remark);
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/overview$`));
  await expect(page.getByTestId('checkout-totals')).toBeVisible();
  await expectAccessible(page, 'overview');
}

async function placeOrder(page: Page, payment: 'online' | 'banktransfer') {
  await page.locator(`#paymentMethod-${payment}`).check();
  // Without the terms the order is not placed.
  await page.getByTestId('place-order').click();
  await expect(page.locator('#terms-error')).toBeVisible();
  await page.locator('#terms').check();
  // A double click sends one order (same idempotency key, button disabled while sending).
  await page.getByTestId('place-order').dblclick();
}

async function payOnSandbox(page: Page, outcome: 'pay' | 'fail') {
  await expect(page).toHaveURL(/\/payments\/sandbox\//);
  // The page speaks the order's language; the buttons' values are the same in every one.
  await page.locator(`button[name="action"][value="${outcome}"]`).click();
}

async function expectSuccess(page: Page, locale: string) {
  await expect(page).toHaveURL(new RegExp(`/${locale}/success\\?order=`));
  await expect(page.getByTestId('order-number')).toBeVisible();
  await expectAccessible(page, 'success');
  // The cart was cleared once the order was paid.
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '{}'));
  expect(cart.products ?? []).toHaveLength(0);
}

const guestHome = [
  { locale: 'nl_BE', shopper: BE, currency: 'EUR' },
  { locale: 'en_GB', shopper: GB, currency: 'GBP' },
];
for (const { locale, shopper, currency } of guestHome) {
  test(`${locale}: guest, home delivery, pays online on the payment page (${currency})`, async ({ page }) => {
    const { currency: priced } = await cartWithBike(page, locale);
    expect(priced).toBe(currency);
    // Steps cannot be skipped by URL: the overview sends a new shopper back to the details.
    await page.goto(`/${locale}/checkout/overview`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/details$`));
    await fillDetails(page, locale, shopper);
    await choosePickup(page, locale, 'CONSUMER');
    await confirmShipping(page, locale, 'Ring twice');
    await placeOrder(page, 'online');
    await payOnSandbox(page, 'pay');
    await expectSuccess(page, locale);
  });
}

const dealerDelivery = [
  { locale: 'de_DE', shopper: DE },
  { locale: 'fr_CH', shopper: CH },
];
for (const { locale, shopper } of dealerDelivery) {
  test(`${locale}: delivery at a dealer near the shopper`, async ({ page }) => {
    await cartWithBike(page, locale);
    await fillDetails(page, locale, shopper);
    await choosePickup(page, locale, 'DEALER');
    // The dealer is the delivery address; shipping is free at a dealer.
    await expect(page.locator('.checkout-card')).toBeVisible();
    await confirmShipping(page, locale);
    await expect(page.getByTestId('checkout-totals')).toContainText(/gratis|free|gratuit|kostenlos/i);
    await placeOrder(page, 'online');
    await payOnSandbox(page, 'pay');
    await expectSuccess(page, locale);
  });
}

/**
 * The e2e server runs with the default VAT_CHECK=offline (no network): no VAT number can be
 * confirmed by VIES, so VAT is never deducted here. A Belgian business on the Belgian site pays
 * VAT (the seller's country, SELLER_COUNTRY=BE); a Swedish one is charged VAT and its number is
 * held for review. The deduction itself (a VIES-confirmed number) is proved against a fake VIES
 * in libs/server/orders/src/vat-deduction-api.spec.ts.
 */
const business = [
  { locale: 'fr_BE', shopper: { ...BE, customerType: 'business' as const, vatNumber: 'BE 0123.456.749', vatNote: 'vat-charged' }, review: false },
  { locale: 'en_SE', shopper: { ...SE, customerType: 'business' as const, vatNumber: 'SE556677889901', vatNote: 'vat-review' }, review: true },
];
for (const { locale, shopper, review } of business) {
  test(`${locale}: business customer pays VAT unless VIES confirms the number (${review ? 'held for review' : 'seller country'})`, async ({ page }) => {
    await cartWithBike(page, locale);
    await fillDetails(page, locale, shopper);
    await choosePickup(page, locale, 'CONSUMER');
    await confirmShipping(page, locale);
    await expect(page.getByTestId('vat-deducted')).toHaveCount(0);
    if (review) await expect(page.getByTestId('vat-review-total')).toBeVisible();
    const toPay = await page.getByTestId('checkout-to-pay').textContent();
    await placeOrder(page, 'online');
    await payOnSandbox(page, 'pay');
    await expectSuccess(page, locale);
    const uuid = new URL(page.url()).searchParams.get('order')!;
    // The whole order needs the buyer's order token (kept by the checkout in local storage).
    const token = await page.evaluate((u) => JSON.parse(window.localStorage.getItem(`order-token:${u}`) ?? '{}').token as string, uuid);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await (await page.request.get(`/consumer/v1/orders/${uuid}`)).json()).result).toMatchObject({ limited: true });
    const order = (await (await page.request.get(`/consumer/v1/orders/${uuid}`, { headers: { 'x-order-token': token } })).json()).result;
    expect(order).toMatchObject({ vatDeducted: false, vatReview: review ? 'pending' : null });
    // The server's amount is the one the overview showed.
    expect(toPay?.replace(/\D/g, '')).toBe(new Intl.NumberFormat('en', { minimumFractionDigits: 2 }).format(order.price).replace(/\D/g, ''));
  });
}

const bankTransfer = [
  { locale: 'nl_NL', shopper: NL },
  { locale: 'en_GB', shopper: GB },
];
for (const { locale, shopper } of bankTransfer) {
  test(`${locale}: bank transfer, then pays online instead`, async ({ page }) => {
    await cartWithBike(page, locale);
    await fillDetails(page, locale, shopper);
    await choosePickup(page, locale, 'CONSUMER');
    await confirmShipping(page, locale);
    await placeOrder(page, 'banktransfer');
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/order`));
    await expect(page.getByTestId('order-waitingTransfer')).toBeVisible();
    await expect(page.getByTestId('transfer-reference')).not.toBeEmpty();
    await expect(page.getByTestId('transfer-amount')).not.toBeEmpty();
    await expectAccessible(page, 'waiting for bank transfer');
    await page.getByTestId('pay-online').click();
    await payOnSandbox(page, 'pay');
    await expectSuccess(page, locale);
  });
}

const failedPayment = [
  { locale: 'it_IT', shopper: IT },
  { locale: 'en_DK', shopper: DK },
];
for (const { locale, shopper } of failedPayment) {
  test(`${locale}: failed payment, then retry`, async ({ page }) => {
    await cartWithBike(page, locale);
    await fillDetails(page, locale, shopper);
    await choosePickup(page, locale, 'CONSUMER');
    await confirmShipping(page, locale);
    await placeOrder(page, 'online');
    await payOnSandbox(page, 'fail');
    await expect(page).toHaveURL(new RegExp(`/${locale}/checkout/order`));
    await expect(page.getByTestId('order-paymentFailed')).toBeVisible();
    await expect(page.getByTestId('cancel-order')).toBeVisible();
    await expectAccessible(page, 'payment failed');
    await page.getByTestId('retry-payment').click();
    await payOnSandbox(page, 'pay');
    await expectSuccess(page, locale);
  });
}

test('en_BE: a failed payment can be cancelled', async ({ page }) => {
  await cartWithBike(page, 'en_BE');
  await fillDetails(page, 'en_BE', BE);
  await choosePickup(page, 'en_BE', 'CONSUMER');
  await confirmShipping(page, 'en_BE');
  await placeOrder(page, 'online');
  await payOnSandbox(page, 'fail');
  // Cancel proves the buyer with the order token the checkout kept: without it the API refuses.
  const uuid = new URL(page.url()).searchParams.get('order')!;
  // 401 from the orders API (no proof); 403 if the edge already refuses the tokenless cross-site write.
  expect([401, 403]).toContain((await page.request.post(`/consumer/v1/orders/${uuid}/cancel`, { data: {} })).status());
  await page.getByTestId('cancel-order').click();
  // Cancelling cannot be undone: the page asks first (issue 32).
  await page.getByTestId('confirm-cancel').click();
  await expect(page.getByText('This order has been cancelled.')).toBeVisible();
});

test('nl_BE: a link prefetcher cannot start a new payment (GET retry needs the order token)', async ({ page }) => {
  await cartWithBike(page, 'nl_BE');
  await fillDetails(page, 'nl_BE', BE);
  await choosePickup(page, 'nl_BE', 'CONSUMER');
  await confirmShipping(page, 'nl_BE');
  await placeOrder(page, 'banktransfer');
  await expect(page.getByTestId('order-waitingTransfer')).toBeVisible();
  const uuid = new URL(page.url()).searchParams.get('order')!;
  expect((await page.request.get(`/consumer/v1/orders/${uuid}/retry`)).status()).toBe(401);
  await page.reload();
  await expect(page.getByTestId('order-waitingTransfer')).toBeVisible();
});

test('en_BE: an email with an account asks to log in or turn off "create account"', async ({ page, request }) => {
  const email = `known-${Date.now()}@example.com`;
  const created = await request.post('/b2c/v1/users', { data: { email, password: 'Groene-Dijk-Route-58', firstName: 'Lien', lastName: 'Peeters', locale: 'en_BE' } });
  expect(created.ok()).toBeTruthy();
  await cartWithBike(page, 'en_BE');
  await page.goto('/en_BE/checkout/details');
  await waitForHydration(page);
  await page.locator('#createAccount').check();
  await page.locator('#password').fill('Groene-Dijk-Route-58');
  await page.locator('#passwordConfirm').fill('Other-2026!');
  await page.locator('#email').fill(email);
  await page.locator('#firstName').fill('Lien');
  await page.locator('#lastName').fill('Peeters');
  await page.locator('#phone').fill('+32 470 12 34 56');
  await page.locator('#street').fill(BE.street);
  await page.locator('#number').fill(BE.number);
  await page.locator('#postalCode').fill(BE.postalCode);
  await page.locator('#city').fill(BE.city);
  await page.locator('form.checkout-form button[type="submit"]').click();
  await expect(page.locator('#passwordConfirm-error')).toHaveText('Passwords must match');
  await page.locator('#passwordConfirm').fill('Groene-Dijk-Route-58');
  await page.locator('form.checkout-form button[type="submit"]').click();
  await choosePickup(page, 'en_BE', 'CONSUMER');
  await confirmShipping(page, 'en_BE');
  await placeOrder(page, 'online');
  await expect(page.getByTestId('email-in-use')).toContainText('An account already exists for this email address');
  await page.getByRole('button', { name: 'Continue without an account' }).click();
  await page.getByTestId('place-order').click();
  await payOnSandbox(page, 'pay');
  await expectSuccess(page, 'en_BE');
});

test('nl_BE: a bike built in the configurator is added to the cart, priced by the server and paid', async ({ page }) => {
  await page.goto('/nl_BE/configurator');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.locator('.configurator-models .card__title a').first().click();
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Wielen' }).locator('.choice-option').nth(1).click();
  const configured = (await page.getByTestId('configurator-total').textContent())!;
  await page.getByTestId('add-build-to-cart').click();
  await expect(page.getByTestId('concept-code')).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(window.localStorage.getItem('cart') ?? '{}'));
  expect(cart.products).toHaveLength(1);
  expect(cart.products[0].id).toMatch(/^CONCEPT-[2-9A-HJ-NP-Z]{8}$/);
  // The cart page shows the build at the configured price (the server's check agrees).
  await page.goto('/nl_BE/cart');
  await waitForHydration(page);
  await expect(page.locator('.cart-item').first()).toContainText(configured.replace(/\s/g, ' ').trim().split(' ').pop()!);
  await fillDetails(page, 'nl_BE', BE);
  await choosePickup(page, 'nl_BE', 'CONSUMER');
  await confirmShipping(page, 'nl_BE');
  await placeOrder(page, 'online');
  await payOnSandbox(page, 'pay');
  await expectSuccess(page, 'nl_BE');
});
