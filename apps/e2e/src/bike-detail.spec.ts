import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { firstBikeId, rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * Bike detail, accessory detail, compare and add to cart (issue 4, items 4, 6, 7 and 9):
 * server-rendered detail pages with Product JSON-LD in three locales and two brands, the
 * compare list through a reload, its maximum, and the cart toast and header count.
 */

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

/** The Product JSON-LD of a page's server HTML (not the hydrated DOM: crawlers read the HTML). */
async function productJsonLd(page: Page, url: string) {
  const res = await page.request.get(url);
  expect(res.status()).toBe(200);
  const html = await res.text();
  const blocks = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]));
  const product = blocks.find((b) => b['@type'] === 'Product');
  expect(product, 'Product JSON-LD in the page HTML').toBeTruthy();
  return { product, html };
}

async function bikeIds(page: Page, locale: string, count: number, brand = 'ardenne'): Promise<string[]> {
  const res = await page.request.get(`/V1/families?locale=${locale}&brand=${brand}`, { headers: { 'x-brand': brand } });
  const families = (await res.json()).result;
  const ids: string[] = [];
  for (const f of families) for (const p of f.platforms) for (const c of p.configurations) if (!p.archived && c.msrp != null && ids.length < count) ids.push(c.externalid);
  return ids;
}

const CURRENCY: Record<string, string> = { en_INT: 'EUR', de_DE: 'EUR', nl_BE: 'EUR' };

for (const locale of ['en_INT', 'de_DE', 'nl_BE']) {
  test(`${locale}: bike detail is server-rendered with price, availability, tabs and Product JSON-LD`, async ({ page }) => {
    const problems = watchConsole(page);
    const id = await firstBikeId(page, locale);
    const url = `/${locale}/bikes/${id}`;
    const { product, html } = await productJsonLd(page, url);
    expect(product).toMatchObject({ sku: id, brand: { '@type': 'Brand' } });
    expect(product.offers.priceCurrency).toBe(CURRENCY[locale]);
    expect(Number(product.offers.price)).toBeGreaterThan(0);
    expect(product.offers.availability).toMatch(/^https:\/\/schema\.org\/(InStock|BackOrder|OutOfStock)$/);
    expect(html).toContain('property="og:type" content="product"');
    expect(html).toContain('data-testid="availability"');
    expect(html).toMatch(/<picture><source type="image\/webp" srcSet="[^"]*\?w=600&amp;fm=webp&amp;q=80 600w/i);

    await page.goto(url);
    await waitForHydration(page);
    await rejectConsent(page);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.name);
    await expect(page.getByTestId('price').first()).toContainText('€');

    // Tabs: roving tabindex, arrow keys move and select.
    const tabs = page.getByRole('tab');
    await expect(tabs).toHaveCount(4);
    await tabs.first().focus();
    await page.keyboard.press('ArrowRight');
    await expect(tabs.nth(1)).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(tabs.nth(3)).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toBeVisible();

    expect(await seriousViolations(page)).toEqual([]);
    expect(problems.filter((p) => /hydrat/i.test(p))).toEqual([]);
  });
}

test('an unknown bike is a 404 page with the BIKE_NOT_FOUND message', async ({ page }) => {
  const res = await page.goto('/en_INT/bikes/NO-SUCH-BIKE-123');
  expect(res?.status()).toBe(404);
  await expect(page.getByRole('heading', { name: 'Oops' })).toBeVisible();
  await expect(page.getByText('This bike could not be found.')).toBeVisible();
});

test('a second brand shows its own bike with its brand in the JSON-LD', async ({ page }) => {
  const origin = `http://brabo.localhost:${E2E_PORT}`;
  const [id] = await bikeIds(page, 'en_INT', 1, 'brabo');
  expect(id).toBeTruthy();
  // The brand comes from the host name, which only the browser resolves (*.localhost).
  const response = await page.goto(`${origin}/en_INT/bikes/${id}`);
  const html = (await response!.text());
  const product = [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1])).find((b) => b['@type'] === 'Product');
  expect(product.brand.name).toBe('Brabo');
  await waitForHydration(page);
  await rejectConsent(page);
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('add a bike in a chosen size to the cart: toast and header count', async ({ page }) => {
  const id = await firstBikeId(page, 'en_INT');
  await page.goto(`/en_INT/bikes/${id}`);
  await waitForHydration(page);
  await rejectConsent(page);
  const sizes = page.getByRole('group', { name: 'Select your size' }).getByRole('radio');
  if (await sizes.count()) {
    // Without a size the shop asks for one first: once, however often the shopper presses.
    for (let i = 0; i < 3; i++) await page.getByTestId('add-to-cart').click();
    const hint = page.getByRole('status').filter({ hasText: 'Please choose your size first.' });
    await expect(hint).toHaveCount(1);
    const enabled = page.locator('.bike-sizes__option input:not([disabled])');
    // By keyboard: the hint's toast (bottom right) may lie over the size buttons, and a click there would hit it.
    await enabled.first().focus();
    await page.keyboard.press('Space');
    await expect(enabled.first()).toBeChecked();
    // Choosing a size answers the hint: it goes.
    await expect(hint).toHaveCount(0);
  }
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('status').filter({ hasText: 'Bike added to cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(stored.products[0]).toMatchObject({ qty: 1, itemtype: 'bike', currency: 'EUR' });
  expect(stored.products[0].id.startsWith(id)).toBe(true);
  expect(stored.products[0].options.design).toBeTruthy();
  // Added again, said once: the toast is replaced, not stacked.
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByTestId('cart-count')).toHaveText('2');
  await expect(page.getByRole('status').filter({ hasText: 'Bike added to cart' })).toHaveCount(1);
});

test('compare two bikes, reload and find them, remove one; a full list says so', async ({ page }) => {
  const ids = await bikeIds(page, 'nl_BE', 6);
  for (const id of ids.slice(0, 2)) {
    await page.goto(`/nl_BE/bikes/${id}`);
    await waitForHydration(page);
    await rejectConsent(page);
    await page.getByTestId('add-to-compare').click();
    // nl_BE auto-applies its locale voucher, whose toast may show at the same time.
    await expect(page.locator('.toast--success').filter({ hasText: 'Fiets toegevoegd aan vergelijking' })).toBeVisible();
    await expect(page.getByTestId('add-to-compare')).toHaveAttribute('aria-pressed', 'true');
  }
  await page.goto('/nl_BE/compare');
  await waitForHydration(page);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th')).toHaveCount(2);
  await expect(table.locator('tr[data-row="price"] td').first()).toContainText('€');
  await page.reload();
  await waitForHydration(page);
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(2);
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByTestId('compare-table').locator('thead th').first().getByRole('button').click();
  await expect(page.getByTestId('compare-table').locator('thead th')).toHaveCount(1);
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('compare') ?? '[]'))).toHaveLength(1);

  // Fill the list to its maximum, then try one more from a detail page (English texts).
  await page.evaluate((list) => localStorage.setItem('compare', JSON.stringify(list)), ids.slice(0, 4).map((id) => ({ id, title: id })));
  await page.goto(`/en_INT/bikes/${ids[5]}`);
  await waitForHydration(page);
  await page.getByTestId('add-to-compare').click();
  await expect(page.getByRole('alert').filter({ hasText: 'You can compare up to 4 bikes.' })).toBeVisible();
  expect(JSON.parse(await page.evaluate(() => localStorage.getItem('compare') ?? '[]'))).toHaveLength(4);
});

test('the empty compare page invites to add bikes', async ({ page }) => {
  await page.goto('/de_DE/compare');
  await waitForHydration(page);
  await rejectConsent(page);
  await expect(page.locator('.empty-state')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('accessory detail: Product JSON-LD, add to cart with the accessory message', async ({ page }) => {
  const id = await firstBikeId(page, 'en_INT');
  const related = (await (await page.request.get(`/b2c/v1/items/${id}/relations?locale=en_INT`)).json()).result as { externalid: string; itemtype: string }[];
  const accessory = related.find((r) => r.itemtype === 'accessory');
  expect(accessory).toBeTruthy();
  const url = `/en_INT/accessories/${accessory!.externalid}`;
  const { product } = await productJsonLd(page, url);
  expect(product.sku).toBe(accessory!.externalid);
  await page.goto(url);
  await waitForHydration(page);
  await rejectConsent(page);
  await expect(page.getByTestId('add-to-compare')).toHaveCount(0);
  const enabled = page.locator('.bike-sizes__option input:not([disabled])');
  if (await enabled.count()) await enabled.first().check({ force: true });
  await page.getByTestId('add-to-cart').click();
  await expect(page.getByRole('status').filter({ hasText: 'Added to cart' })).toBeVisible();
  await expect(page.getByTestId('cart-count')).toHaveText('1');
  expect(await seriousViolations(page)).toEqual([]);
});

test('the international site says before anything is added that it does not sell online, and where to buy', async ({ page }) => {
  const id = await firstBikeId(page, 'en_INT');
  await page.goto(`/en_INT/bikes/${id}`);
  await rejectConsent(page);
  const notice = page.getByTestId('checkout-notice');
  await expect(notice).toContainText('international site');
  await expect(notice.getByRole('link', { name: 'Choose your country' })).toHaveAttribute('href', `/en_INT/language?from=${encodeURIComponent(`bikes/${id}`)}`);
  await expect(notice.getByRole('link', { name: 'Find a dealer' })).toHaveAttribute('href', '/en_INT/dealers');
  await page.goto('/en_INT/shop?category=bikes');
  await expect(page.getByTestId('checkout-notice')).toBeVisible();
  // Where the site sells online, no notice.
  await page.goto(`/nl_BE/bikes/${id}`);
  await expect(page.getByTestId('add-to-cart')).toBeVisible();
  await expect(page.getByTestId('checkout-notice')).toHaveCount(0);
});
