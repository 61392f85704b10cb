import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * The shop (/shop, /bikes/shop, /sales): the main-menu links land on their filtered view, filters
 * live in the URL (shareable, reloadable, back/forward), search, sort, pages, add to cart, and no
 * serious accessibility violation. Runs in en_INT, de_DE and nl_BE, and for two brands.
 */

const MENU_LINKS: { label: Record<string, string>; path: string; query: string }[] = [
  { label: { en_INT: 'Factory stock', de_DE: 'Werksbestand', nl_BE: 'Fabrieksvoorraad' }, path: 'shop', query: 'deliveryDate=Factory%20Stock' },
  { label: { en_INT: 'Shop bikes', de_DE: 'Räder kaufen', nl_BE: 'Fietsen kopen' }, path: 'shop', query: 'category=bikes' },
  { label: { en_INT: 'Apparel', de_DE: 'Bekleidung', nl_BE: 'Kleding' }, path: 'shop', query: 'category=accessories' },
  { label: { en_INT: 'Mudguards & vouchers', de_DE: 'Schutzbleche & Gutscheine', nl_BE: 'Spatborden & cadeaubonnen' }, path: 'shop', query: 'family=mudguards,vouchers' },
];

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).analyze();
  return results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
}

const cardTitles = (page: Page) => page.getByTestId('shop-card').locator('h3').allTextContents();
/** The total of "1–24 of 417 results" (any language: the last number). */
async function total(page: Page): Promise<number> {
  const text = (await page.getByTestId('shop-count').textContent()) ?? '';
  const numbers = text.replace(/[.,\u202f\u00a0](?=\d{3})/g, '').match(/\d+/g) ?? ['0'];
  return Number(numbers[numbers.length - 1]);
}
/** Waits until the results show the state of the address bar (the grid is dimmed while loading). */
async function settled(page: Page) {
  await expect(page.locator('.shop-grid--loading')).toHaveCount(0);
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
}

async function open(page: Page, url: string) {
  await page.goto(url);
  await waitForHydration(page);
  await rejectConsent(page);
}

for (const locale of ['en_INT', 'de_DE', 'nl_BE']) {
  test.describe(`shop in ${locale}`, () => {
    test('main-menu links land on their filtered view, server-rendered', async ({ page, request }) => {
      for (const link of MENU_LINKS) {
        const html = await (await request.get(`/${locale}/${link.path}?${link.query}`)).text();
        expect(html, link.query).toContain('data-testid="shop-card"');
        expect(html).toContain('"@type":"ItemList"');
        await open(page, `/${locale}`);
        const menuLink = page.getByRole('navigation').getByRole('link', { name: link.label[locale], exact: true }).first();
        if (!(await menuLink.isVisible())) await page.getByRole('button', { name: /menu|menü/i }).first().click();
        await menuLink.click();
        await expect(page).toHaveURL(new RegExp(`/${locale}/${link.path}\\?${link.query.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`));
        await settled(page);
        // Client navigation: wait for the results instead of counting at one instant.
        await expect(page.getByTestId('shop-card').first(), link.query).toBeVisible();
      }
      // The family link shows only mudguards and vouchers.
      await open(page, `/${locale}/shop?family=mudguards,vouchers`);
      const hrefs = await page.getByTestId('shop-card').locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
      for (const href of hrefs) expect(href).toMatch(new RegExp(`^/${locale}/accessories/[A-Z]+-ACC-(MUDG|VOUC)-`));
    });

    test('filter by category and attribute, share the URL, back, search, sort, next page, a bike card leads to its sizes', async ({ page, browser }) => {
      await open(page, `/${locale}/shop`);
      const all = await total(page);
      await page.getByRole('navigation', { name: /category|kategorie|categorie/i }).getByRole('link').nth(1).click();
      await expect(page).toHaveURL(/\?category=bikes$/);
      await settled(page);
      const bikes = await total(page);
      expect(bikes).toBeLessThan(all);

      // An attribute: the first value of the colour group.
      const colourGroup = page.locator('fieldset[data-facet="colour"]');
      const firstColour = colourGroup.getByRole('checkbox').first();
      const colourValue = await firstColour.getAttribute('value');
      await firstColour.click();
      await expect(firstColour).toBeChecked();
      await expect(page).toHaveURL(new RegExp(`category=bikes&attr\\.colour=${colourValue}$`));
      await settled(page);
      const filtered = await total(page);
      expect(filtered).toBeGreaterThan(0);
      expect(filtered).toBeLessThan(bikes);
      const titles = await cardTitles(page);

      // Share: a fresh page on the copied URL shows the same results and the box ticked.
      const shared = await (await browser.newContext()).newPage();
      await shared.goto(page.url());
      expect(await cardTitles(shared)).toEqual(titles);
      await expect(shared.locator('fieldset[data-facet="colour"]').getByRole('checkbox', { checked: true })).toHaveCount(1);
      await shared.close();

      // Back removes the attribute again.
      await page.goBack();
      await expect(page).toHaveURL(/\?category=bikes$/);
      await settled(page);
      expect(await total(page)).toBe(bikes);

      // Search keeps the category.
      const firstTitle = (await cardTitles(page))[0]!;
      const word = firstTitle.split(' ')[1]!; // "Ardenne Dune Disc …" → "Dune"
      // The shop's own search (the header holds the site-wide one).
      await page.locator('main').getByRole('searchbox').fill(word);
      await page.locator('main').getByRole('search').getByRole('button').click();
      await expect(page).toHaveURL(new RegExp(`\\?q=${word}&category=bikes$`));
      await settled(page);
      expect((await cardTitles(page))[0]!.toLowerCase()).toContain(word.toLowerCase());

      // Sort by price, low to high.
      await page.locator('#shop-sort-select').selectOption('price-asc');
      await expect(page).toHaveURL(/sort=price-asc/);
      await settled(page);
      const prices = await page.getByTestId('shop-card').locator('.price__current').allTextContents();
      const amounts = prices.map((p) => Number(p.replace(/[^\d,.]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.')));
      expect(amounts).toEqual([...amounts].sort((a, b) => a - b));

      // Next page.
      await open(page, `/${locale}/shop?category=bikes`);
      const pageOne = await cardTitles(page);
      await page.locator('.shop-pages a[rel="next"]').click();
      await expect(page).toHaveURL(/category=bikes&page=2$/);
      await settled(page);
      expect(await cardTitles(page)).not.toEqual(pageOne);
      await expect(page.locator('.shop-pages [aria-current="page"]')).toHaveText('2');

      // A bike card adds no bike without a size (issue 32): it leads to the bike page to choose one.
      const card = page.getByTestId('shop-card').first();
      const bike = await card.getAttribute('data-externalid');
      await expect(card.getByTestId('add-to-cart')).toHaveCount(0);
      await expect(card.getByTestId('choose-size')).toHaveAttribute('href', `/${locale}/bikes/${bike}`);

      expect(await seriousViolations(page)).toEqual([]);
    });

    test('phones get a filter drawer that says how many results it shows', async ({ browser }) => {
      const page = await (await browser.newContext({ viewport: { width: 390, height: 844 } })).newPage();
      await open(page, `/${locale}/shop?category=accessories`);
      const toggle = page.locator('.shop-filter__toggle');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      const panel = page.locator('#shop-filters');
      await expect(panel).toBeVisible();
      await panel.locator('fieldset[data-facet="family"]').getByRole('checkbox').first().click();
      await expect(page).toHaveURL(/family=/);
      await settled(page);
      const n = await total(page);
      await expect(page.locator('.shop-filter__show')).toContainText(String(n));
      await page.locator('.shop-filter__show').click();
      await expect(panel).toBeHidden();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}

test('/bikes/shop has bikes preselected and /sales shows old prices only', async ({ page }) => {
  await open(page, '/en_INT/bikes/shop');
  const hrefs = await page.getByTestId('shop-card').locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).toMatch(/^\/en_INT\/bikes\//);
  await open(page, '/en_INT/sales');
  const cards = page.getByTestId('shop-card');
  expect(await cards.count()).toBeGreaterThan(0);
  await expect(cards.first().getByTestId('old-price')).toBeVisible();
  expect(await cards.getByTestId('old-price').count()).toBe(await cards.count());
});

test('unknown filter keys and bad values are ignored, not an error', async ({ request }) => {
  const res = await request.get('/en_INT/shop?category=shoes&attr.promo=x&sort=cheapest&page=-1&utm_source=mail');
  expect(res.status()).toBe(200);
  const html = await res.text();
  expect(html).toContain('data-testid="shop-card"');
});

test('a second brand shows its own shop with the same filters', async ({ page }) => {
  const origin = `http://brabo.localhost:${E2E_PORT}`;
  await open(page, `${origin}/en_INT/shop?family=mudguards,vouchers`);
  const hrefs = await page.getByTestId('shop-card').locator('h3 a').evaluateAll((as) => as.map((a) => a.getAttribute('href')));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(href).not.toMatch(/\/ARD-/);
  await page.locator('fieldset[data-facet="colour"]').getByRole('checkbox').first().click();
  await expect(page).toHaveURL(/family=mudguards,vouchers&attr\.colour=/);
  await settled(page);
  expect(await seriousViolations(page)).toEqual([]);
});

test('filters name their values for people: no model codes, brand keys or product feed paths (issue 11 item 3)', async ({ page }) => {
  await page.goto('/nl_BE/shop?category=bikes');
  const panel = page.locator('.shop-layout__filters');
  // One word for one thing: the filter names road bikes as the bike pages do (issue 11 item 2).
  await expect(panel).toContainText('Race');
  await expect(panel).not.toContainText('Koers');
  const text = (await panel.textContent()) ?? '';
  expect(text).not.toMatch(/ARD-[A-Z]/);
  expect(text).not.toContain('Sporting Goods');
  expect(text).not.toMatch(/\bardenne\b/);
  expect(text).not.toMatch(/\b(ampere|chrono|falco)\b/);
});
