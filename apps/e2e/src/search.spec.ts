import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import type { BikeCategory } from '@bike/shared/domain/catalogue';
import { recommendSize } from '@bike/shared/domain/size-advice';
import { rejectConsent } from './support/shop';

/**
 * Issue 32 item 10 in the shopper's language (nl_BE, de_CH): the help centre finds the issue's
 * words, suggestions appear while typing, the header's site-wide search finds a bike and a help
 * article, and the bike page's size finder picks a size.
 */

const firstResult = (page: Page) => page.locator('.support__list .card__title a').first();

test.describe('help-centre search finds the words shoppers use', () => {
  for (const [locale, term, title] of [
    ['nl_BE', 'retourneren', 'Hoe stuur ik een artikel terug?'],
    ['nl_BE', 'levertijd', 'Hoe lang duurt de levering?'],
    ['nl_BE', 'framenummer', 'Waar vind ik mijn serienummer?'],
    ['de_CH', 'Überweisung', 'Bezahlen per Banküberweisung'],
    ['de_CH', 'Lieferzeit', 'Wie lange dauert die Lieferung?'],
    ['de_CH', 'Fahrräder', 'Kann ich mein Rad beim Händler abholen?'],
    ['de_CH', 'Rückgabe', 'Wie schicke ich einen Artikel zurück?'],
  ] as const) {
    test(`${locale}: "${term}" finds "${title}" first`, async ({ page }) => {
      await page.goto(`/${locale}/support/search?term=${encodeURIComponent(term)}`);
      await expect(firstResult(page)).toHaveText(title);
    });
  }
});

test('de_CH: the help centre suggests articles while typing; arrows and Enter open one without a search page', async ({ page }) => {
  await page.goto('/de_CH/support');
  await rejectConsent(page);
  const field = page.locator('main').getByRole('combobox').or(page.locator('main').getByRole('searchbox'));
  await field.click();
  await page.keyboard.type('Lieferz');
  const combobox = page.locator('main').getByRole('combobox');
  await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  const listbox = page.locator('main').getByRole('listbox', { name: 'Vorschläge' });
  await expect(listbox.getByRole('option').first()).toHaveText(/Wie lange dauert die Lieferung\?/);
  await page.keyboard.press('ArrowDown');
  const active = await combobox.getAttribute('aria-activedescendant');
  expect(active).toBeTruthy();
  await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('aria-selected', 'true');
  await page.keyboard.press('Escape');
  await expect(combobox).toHaveAttribute('aria-expanded', 'false');
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de_CH\/support\/folders\/11\/article\/101$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Wie lange dauert die Lieferung?');
});

test('nl_BE: the header search suggests and finds a bike and a help article on the results page', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/nl_BE');
  await rejectConsent(page);
  const header = page.locator('.shop-header');
  await header.getByRole('searchbox', { name: 'Zoeken op de site' }).click();
  await page.keyboard.type('fiets');
  const options = header.getByRole('listbox', { name: 'Suggesties' }).getByRole('option');
  await expect(options.filter({ hasText: /^Fiets/ }).first()).toBeVisible();
  await expect(options.filter({ hasText: /^Hulp/ }).first()).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/nl_BE\/search\?q=fiets$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Zoeken');
  const bikes = page.getByRole('region', { name: /^Fietsen/ });
  const help = page.getByRole('region', { name: /^Hulpartikels/ });
  await expect(help.getByRole('link', { name: 'Kan ik mijn fiets bij een dealer afhalen?' })).toBeVisible();
  const bike = bikes.getByRole('link').first();
  const name = (await bike.textContent())!;
  await bike.click();
  await expect(page).toHaveURL(/\/nl_BE\/bikes\/platform\/[^/]+\/ARD-/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(name.replace(/^Ardenne /, ''));
});

test('de_CH on a phone: the search icon opens the field, and the results page works without script too', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/de_CH');
  await rejectConsent(page);
  const header = page.locator('.shop-header');
  const field = header.getByRole('searchbox', { name: 'Website durchsuchen' });
  await expect(field).toBeHidden();
  await header.getByRole('button', { name: 'Suche öffnen' }).click();
  await expect(header.getByRole('combobox', { name: 'Website durchsuchen' }).or(field)).toBeFocused();
  await page.keyboard.type('Lieferzeit');
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/de_CH\/search\?q=Lieferzeit$/);
  await expect(page.getByRole('region', { name: /^Hilfeartikel/ }).getByRole('link').first()).toHaveText('Wie lange dauert die Lieferung?');

  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const plain = await context.newPage();
  await plain.goto('/de_CH');
  await plain.locator('.shop-header').getByRole('link', { name: 'Suche öffnen' }).click();
  await expect(plain).toHaveURL(/\/de_CH\/search$/);
  await plain.locator('main').getByRole('searchbox').fill('Fahrräder');
  await plain.locator('main').getByRole('button', { name: 'Suchen', exact: true }).click();
  await expect(plain).toHaveURL(/\/de_CH\/search\?q=Fahrr%C3%A4der$/);
  await expect(plain.getByRole('region', { name: /^Räder/ }).getByRole('link').first()).toBeVisible();
  await context.close();
});

/** A bike whose size finder can advise a size that is in stock, and a rider's body that lands on it. */
async function bikeWithAdvisableSize(request: APIRequestContext, locale: string) {
  const families = (await (await request.get(`/V1/families?locale=${locale}&brand=ardenne`)).json()).result;
  for (const family of families) {
    for (const platform of family.platforms) {
      if (platform.archived) continue;
      for (const c of platform.configurations.filter((x: { msrp: number | null }) => x.msrp != null).slice(0, 1)) {
        const item = (await (await request.get(`/b2c/v1/items/${c.externalid}?locale=${locale}`)).json()).result;
        const geometry = JSON.parse(item?.attributes?.geometry ?? 'null') as { stack: Record<string, number>; reach: Record<string, number> } | null;
        if (!geometry || (item.sizes ?? []).length < 2) continue;
        const sizes = item.sizes.map((s: { size: string }) => ({ code: s.size, stack: geometry.stack[s.size] ?? null, reach: geometry.reach[s.size] ?? null }));
        const check = await request.post(`/consumer/v1/items/cart/availability?locale=${locale}`, { data: { cartItems: item.sizes.map((s: { externalid: string }) => ({ id: s.externalid, qty: 1 })) } });
        const lines = ((await check.json()).result?.items ?? []) as Array<{ id: string; available: boolean }>;
        for (let height = 150; height <= 200; height++) {
          const inseam = Math.round(height * 0.467);
          const advice = recommendSize(item.attributes.bike_category as BikeCategory, sizes, height, inseam);
          if (advice.fit !== 'size') continue;
          const size = item.sizes.find((s: { size: string }) => s.size === advice.size);
          if (lines.some((l) => l.id === size.externalid && l.available)) return { configuration: c.externalid as string, size: advice.size, height, inseam };
        }
      }
    }
  }
  throw new Error('no bike with an advisable size in stock');
}

test('de_CH: the bike page\'s size finder advises a size of this bike and picks it in the size choice', async ({ page }) => {
  const { configuration, size, height, inseam } = await bikeWithAdvisableSize(page.request, 'de_CH');
  await page.goto(`/de_CH/bikes/${configuration}`);
  await rejectConsent(page);
  const finder = page.locator('.bike-buy .size-finder');
  await finder.getByText('Meine Größe finden', { exact: true }).first().click();
  await finder.getByLabel('Deine Körpergröße (cm)').fill(String(height));
  await finder.getByLabel('Deine Schrittlänge (cm)').fill(String(inseam));
  await finder.getByRole('button', { name: 'Meine Größe finden' }).click();
  await expect(finder.getByTestId('size-advice')).toHaveText(`Größe ${size} passt am besten zu dir.`);
  await finder.getByRole('button', { name: `Größe ${size} wählen` }).click();
  await expect(page.getByRole('group', { name: 'Wähle deine Größe' }).getByRole('radio', { name: new RegExp(`^${size}\\b`) })).toBeChecked();
});

test('nl_BE without script: the bike page\'s size finder is a form the server answers; with script the answer\'s code comes only when the finder opens', async ({ page, browser }) => {
  const { configuration, size, height, inseam } = await bikeWithAdvisableSize(page.request, 'nl_BE');
  const context = await browser.newContext({ javaScriptEnabled: false });
  const plain = await context.newPage();
  await plain.goto(`/nl_BE/bikes/${configuration}`);
  const finder = plain.locator('.bike-buy .size-finder');
  // The link asks the server for the page with the finder open.
  await finder.getByRole('link', { name: 'Vind mijn maat' }).click();
  await expect(plain).toHaveURL(/\?sizefinder#size-finder$/);
  await finder.getByLabel('Je lengte (cm)').fill(String(height));
  await finder.getByLabel('Je binnenbeenlengte (cm)').fill(String(inseam));
  await finder.getByRole('button', { name: 'Vind mijn maat' }).click();
  // The form keeps the page's #size-finder, so the answer is scrolled into view.
  await expect(plain).toHaveURL(new RegExp(`\\?height=${height}&inseam=${inseam}#size-finder$`));
  await expect(plain.locator('.bike-buy .size-finder').getByTestId('size-advice')).toHaveText(`Maat ${size} past je het best.`);
  await context.close();

  // With script: the page's first load has no advice code; opening the finder fetches it.
  const advice: string[] = [];
  page.on('request', (request) => { if (request.resourceType() === 'script') advice.push(request.url()); });
  await page.goto(`/nl_BE/bikes/${configuration}`);
  await page.waitForFunction(() => document.documentElement.dataset['hydrated'] === 'true');
  await rejectConsent(page);
  const before = advice.length;
  const live = page.locator('.bike-buy .size-finder');
  await live.getByText('Vind mijn maat', { exact: true }).first().click();
  await expect.poll(() => advice.length).toBeGreaterThan(before);
  await live.getByLabel('Je lengte (cm)').fill(String(height));
  await live.getByLabel('Je binnenbeenlengte (cm)').fill(String(inseam));
  await live.getByRole('button', { name: 'Vind mijn maat' }).click();
  await expect(page).toHaveURL(new RegExp(`/nl_BE/bikes/${configuration}$`));
  await expect(live.getByTestId('size-advice')).toHaveText(`Maat ${size} past je het best.`);
  await live.getByRole('button', { name: `Kies maat ${size}` }).click();
  await expect(page.getByRole('group', { name: 'Kies je maat' }).getByRole('radio', { name: new RegExp(`^${size}\\b`) })).toBeChecked();
});
