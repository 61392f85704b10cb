import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seededSerial, SOLD_BIKES_PER_BRAND } from '@bike/seed';
import { accessToken, ADMIN_EMAIL, ADMIN_PASSWORD, logInOnPage, newRider } from './support/accounts';
import { fillBelgianDetails } from './support/checkout';
import { firstBikeId, firstBikeSize, rejectConsent, waitForHydration } from './support/shop';

/**
 * Values on translated pages are in the page's language too (issue 32 item 11): paint names on
 * the equipment page and in the admin, geometry numbers, the sandbox payment page's amount and
 * words, payment names and the frame-warranty word in the admin, and place names in the
 * checkout's dealer step and the bike page's dealer list.
 */

/** A nl_BE rider's registration of a dealer-sold bike (first brand), waiting for review. */
async function registeredBike(request: APIRequestContext): Promise<{ email: string; serial: string; id: string; configurationId: string }> {
  const email = await newRider(request, 'nl_BE', { prefix: 'paint-names', firstName: 'Lotte', lastName: 'Claes' });
  const auth = { authorization: `Bearer ${await accessToken(request, email)}` };
  const file = async (purpose: string, name: string) => {
    const buffer = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a6ea5' } }).jpeg().toBuffer();
    const res = await request.post(`/b2c/v1/upload/${purpose}`, { headers: auth, multipart: { file: { name, mimeType: 'image/jpeg', buffer } } });
    expect(res.status()).toBe(201);
    return (await res.json()).result[0].id as string;
  };
  const proof = await file('proof-of-purchase', 'kassabon.jpg');
  const photo = await file('bike-registration', 'mijn-fiets.jpg');
  // A serial no other test of this run registers (warranty.spec and admin.spec draw at random from the same pool).
  for (let attempt = 0; attempt < 10; attempt++) {
    const serial = seededSerial(0, 1 + Math.floor(Math.random() * (SOLD_BIKES_PER_BRAND.default - 1)));
    const res = await request.post('/b2c/v1/warranty/register-bike?locale=nl_BE', {
      headers: auth,
      data: { serialNumber: serial, purchaseDate: '2026-01-02', proofOfPurchase: proof, photos: [photo], previouslyBoughtCount: 0, contestEntry: false },
    });
    if (res.status() === 201) {
      const { id, bike } = (await res.json()).result;
      return { email, serial, id, configurationId: bike.configurationId };
    }
    expect(res.status(), await res.text()).toBe(409);
  }
  throw new Error('no free serial');
}

/** The catalogue's name of a bike's paint in a locale's language (what the bike page shows). */
async function paintName(request: APIRequestContext, externalId: string, locale: string): Promise<string> {
  const res = await request.get(`/b2c/v1/items/${externalId}?locale=${locale}`);
  expect(res.ok()).toBeTruthy();
  return (await res.json()).result.paint_des as string;
}

test('nl_BE: the equipment page and the admin review name the paint in Dutch; the admin says framegarantie', async ({ page, request }) => {
  const bike = await registeredBike(request);
  const dutch = await paintName(request, bike.configurationId, 'nl_BE');
  const english = await paintName(request, bike.configurationId, 'en_GB');
  expect(dutch).not.toBe(english);

  await page.goto('/nl_BE/account/login?redirect=%2Fnl_BE%2Faccount%2Fequipment');
  await logInOnPage(page, bike.email);
  await expect(page).toHaveURL(/\/nl_BE\/account\/equipment$/);
  const card = page.getByTestId('equipment-bike').filter({ hasText: bike.serial });
  await expect(card.locator('dd').filter({ hasText: dutch })).toHaveText(dutch);
  await expect(card).not.toContainText(english);

  await page.context().clearCookies();
  await page.goto(`/nl_BE/account/login?redirect=${encodeURIComponent(`/nl_BE/admin/update/bike-registration?id=${bike.id}`)}`);
  await logInOnPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const review = page.getByTestId('admin-registration');
  await expect(review).toContainText(bike.serial);
  await expect(review).toContainText(dutch);
  await expect(review).not.toContainText(english);
  // One Dutch word for the frame warranty, as the shop and the account say it.
  await expect(review).toContainText('Framegarantie');
  await page.goto('/nl_BE/admin/bike-registrations');
  await expect(page.getByRole('main')).toContainText('framegarantie');
  await expect(page.getByRole('main')).not.toContainText(/kadergarantie/i);
});

/** An order placed through the API in a locale, as the checkout places it. */
async function placeOrder(page: Page, locale: string, paymentMethod: 'online' | 'banktransfer') {
  const request = page.request;
  // A guest's bank transfer may hold only a share of a size's free units (issue 29).
  const { id: size } = await firstBikeSize(page, locale, paymentMethod === 'banktransfer' ? 4 : 1);
  const res = await request.post('/consumer/v1/orders', {
    headers: { 'idempotency-key': `page-language-${paymentMethod}-${Date.now()}-${Math.random()}` },
    data: {
      consumer: {
        customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: `page-language-${Date.now()}@example.com`, phone: '+32 470 12 34 56',
        invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true,
      },
      orderlines: [{ externalid: size, quantity: 1 }],
      locale, shippingMethod: 'CONSUMER', brand: 'ardenne', redirect: `/${locale}/checkout/order`, paymentMethod,
    },
  });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()).result as { order: { uuid: string; id: string; price: number; currency: string }; payment: { url: string } | null };
}

test('nl_BE: the sandbox payment page speaks Dutch and writes the amount as Dutch does', async ({ page }) => {
  const placed = await placeOrder(page, 'nl_BE', 'online');
  const dutchAmount = new Intl.NumberFormat('nl-BE', { style: 'currency', currency: placed.order.currency }).format(placed.order.price);
  const englishAmount = new Intl.NumberFormat('en', { style: 'currency', currency: placed.order.currency }).format(placed.order.price);
  await page.goto(placed.payment!.url);
  await expect(page.locator('html')).toHaveAttribute('lang', 'nl');
  await expect(page.locator('main')).toContainText(dutchAmount);
  await expect(page.locator('main')).not.toContainText(englishAmount);
  await expect(page.getByRole('button', { name: `Betaal ${dutchAmount}` })).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Testbetaling');
});

test('nl_BE: the admin names the payment provider and the country in Dutch, never "banktransfer" or "BE"', async ({ page }) => {
  const placed = await placeOrder(page, 'nl_BE', 'banktransfer');
  await page.goto(`/nl_BE/account/login?redirect=${encodeURIComponent(`/nl_BE/admin/orders?order=${placed.order.uuid}`)}`);
  await logInOnPage(page, ADMIN_EMAIL, ADMIN_PASSWORD);
  const order = page.getByTestId('admin-order');
  await expect(order.getByRole('heading', { name: `Bestelling ${placed.order.id}` })).toBeVisible();
  const payments = order.locator('section[aria-labelledby="order-payments"] li');
  await expect(payments).toHaveCount(1);
  await expect(payments).toContainText('Overschrijving');
  await expect(payments).not.toContainText('banktransfer');
  // The address names its country in Dutch, not by its code.
  await expect(order.locator('address').first()).toContainText('België');
});

/** A road bike of the seed: its geometry has head angles with a decimal (71.5°). */
async function bikeWithDecimalGeometry(request: APIRequestContext): Promise<string> {
  const families = (await (await request.get('/V1/families?locale=nl_BE&brand=ardenne')).json()).result;
  for (const family of families) {
    for (const platform of family.platforms) {
      if (platform.archived) continue;
      for (const c of platform.configurations) {
        if (c.msrp == null) continue;
        const item = (await (await request.get(`/b2c/v1/items/${c.externalid}?locale=nl_BE`)).json()).result;
        const geometry = item.attributes?.geometry ? JSON.parse(item.attributes.geometry) : null;
        if (geometry && Object.values(geometry.head_angle ?? {}).some((v) => !Number.isInteger(v))) return c.externalid;
        break;
      }
    }
  }
  throw new Error('no bike with a decimal geometry value');
}

for (const { locale, decimal, grouped } of [
  { locale: 'nl_BE', decimal: /^\d+,\d$/, grouped: /^\d\.\d{3}$/ },
  { locale: 'fr_BE', decimal: /^\d+,\d$/, grouped: /^\d[\s\u202f\u00a0]\d{3}$/ },
]) {
  test(`${locale}: the bike page's geometry writes decimals as the language does`, async ({ page, request }) => {
    const id = await bikeWithDecimalGeometry(request);
    await page.goto(`/${locale}/bikes/${id}`);
    const cells = (await page.locator('#geometry tbody td').allInnerTexts()).map((c) => c.trim());
    expect(cells.length).toBeGreaterThan(0);
    expect(cells.filter((c) => /^\d+\.\d$/.test(c))).toEqual([]);
    expect(cells.some((c) => decimal.test(c))).toBe(true);
    // Millimetres are not grouped: a wheelbase reads 1012, as geometry tables write it.
    expect(cells.filter((c) => grouped.test(c))).toEqual([]);
  });
}

/** A bike in the cart and the checkout's details filled in, up to the pickup step. */
async function toPickupStep(page: Page, locale: string) {
  const { id, item } = await firstBikeSize(page, locale);
  const line = {
    id, qty: 1, title: item.title, image: item.image, itemtype: 'bike', price: item.$$price.msrp, currency: item.$$price.currency,
    category: item.category, familycode: item.familycode, brandkey: item.brandkey, range: item.range, rangeCode: item.rangeCode,
  };
  await page.goto(`/${locale}`);
  await rejectConsent(page);
  // A first visit: no stored location, so the shop measures from its fallback, Brussels.
  await page.evaluate((l) => {
    window.localStorage.setItem('cart', JSON.stringify({ products: [l], status: 'DRAFT', details: { customerType: 'consumer', shippingAddressSameAsInvoice: true }, location: null, remark: '' }));
    window.localStorage.removeItem('userLocation');
    window.sessionStorage.clear();
  }, line);
  await fillBelgianDetails(page, locale, 'places');
}

for (const { locale, legend, english, distances } of [
  { locale: 'nl_BE', legend: 'Dealers in de buurt van Brussel', english: /Brussels/, distances: 'Afstanden vanaf Brussel.' },
  { locale: 'fr_BE', legend: 'Revendeurs près de Bruxelles', english: /Brussels/, distances: 'Distances depuis Bruxelles.' },
]) {
  test(`${locale}: the dealer step and the bike page name the shopper's place in the page's language`, async ({ page }) => {
    await toPickupStep(page, locale);
    await page.locator('#shippingMethod-DEALER').check();
    await expect(page.locator('input[name="dealerId"]').first()).toBeVisible();
    await expect(page.locator('form.checkout-form')).toContainText(legend);
    await expect(page.locator('form.checkout-form')).not.toContainText(english);

    await page.goto(`/${locale}/bikes/${await firstBikeId(page, locale)}`);
    await waitForHydration(page);
    await page.getByRole('tab', { name: /dealers|revendeurs/i }).click();
    await expect(page.locator('.bike-dealers__from')).toHaveText(distances);
  });
}

test('a place searched on a Dutch page is named in French on a French page (Luik, Liège)', async ({ page }) => {
  await page.goto('/nl_BE/dealers?q=Luik');
  await rejectConsent(page);
  // The locator keeps the found place as the shopper's location, with its name in every language.
  await page.waitForFunction(() => JSON.parse(window.localStorage.getItem('userLocation') ?? '{}').readableLocation === 'Luik');
  await page.goto(`/fr_BE/bikes/${await firstBikeId(page, 'fr_BE')}`);
  await waitForHydration(page);
  await page.getByRole('tab', { name: /revendeurs/i }).click();
  await expect(page.locator('.bike-dealers__from')).toHaveText('Distances depuis Liège.');
});
