import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * The inventory as a shopper uses it: the main menu's dealer stock, filters with counts that
 * narrow the list (with and without script), one bike's page with the dealers that have it,
 * and the bike page's dealers tab marking each dealer by what it has.
 */
const countOf = (text: string) => Number(text.replace(/[^\d]/g, '').slice(0, 6));

test('dealer stock from the menu: bikes on hand, the nearest dealer of each, filters that narrow and count', async ({ page }) => {
  const problems = watchConsole(page);
  await page.goto('/en_BE/inventory?key=inventory&value=dealerstock');
  await rejectConsent(page);
  const heading = page.getByTestId('inventory-count');
  await expect(heading).toContainText('bikes on hand');
  await expect(heading).toContainText('Beringen');
  const total = countOf((await heading.textContent())!.split('·')[0]);
  expect(total).toBeGreaterThan(10);
  // Dealer stock: every bike names its nearest dealer with a distance.
  const cards = page.getByTestId('inventory-bike');
  await expect(cards.first().getByTestId('inventory-nearest')).toHaveText(/At .+, [\d.,]+\s?km/);
  await expect(page.getByRole('checkbox', { name: 'At a dealer' })).toBeChecked();

  // Tick a size: the list narrows to what the box said it would.
  await waitForHydration(page);
  const size = page.locator('.inventory-filters__value').filter({ has: page.getByRole('checkbox', { name: 'M', exact: true }) });
  const expected = countOf((await size.locator('.inventory-filters__count').textContent())!);
  await size.getByRole('checkbox').check();
  await expect(page).toHaveURL(/frame_size=M/);
  // The list and the box's count come from one answer. The count the page was served with may be
  // a moment older: stock that earlier tests' orders release by time reaches the cached page
  // within CACHE_VERSION_POLL_MS, so it may differ by what moved since.
  const shownCount = async () => countOf((await heading.textContent())!.split('·')[0]);
  await expect.poll(async () => (await shownCount()) - countOf((await size.locator('.inventory-filters__count').textContent())!)).toBe(0);
  expect(Math.abs((await shownCount()) - expected)).toBeLessThanOrEqual(2);
  expect(expected).toBeLessThanOrEqual(total);
  for (const chips of await cards.locator('.inventory-card__sizes').all()) await expect(chips).toHaveText('M');
  expect(problems).toEqual([]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });
  test('the filters are a plain form', async ({ page }) => {
    await page.goto('/nl_BE/inventory');
    // The consent banner is a plain form too: answering it returns to this page.
    await page.getByRole('button', { name: 'Alles weigeren' }).click();
    await expect(page).toHaveURL(/\/nl_BE\/inventory$/);
    await page.getByRole('checkbox', { name: 'In de fabriek' }).check();
    await page.getByRole('button', { name: 'Fietsen tonen' }).click();
    await expect(page).toHaveURL(/source=factory/);
    await expect(page.getByRole('checkbox', { name: 'In de fabriek' })).toBeChecked();
    await expect(page.getByTestId('inventory-count')).toContainText('op voorraad');
    await expect(page.locator('.inventory-card__factory').first()).toContainText('Fabriek');
  });
});

test('one bike: where it is on hand, dealers nearest first, then the factory', async ({ page, request }) => {
  await page.goto(`/en_BE/inventory?source=dealer&q=Hasselt`);
  await rejectConsent(page);
  await page.getByTestId('inventory-bike').first().getByRole('heading').getByRole('link').click();
  await expect(page).toHaveURL(/\/en_BE\/inventory\/[A-Z0-9-]+\?source=dealer&q=Hasselt/);
  await expect(page.getByRole('heading', { name: /at dealers, nearest to Hasselt first/i })).toBeVisible();
  // en_BE writes 1.774 km and 3,2 km; each list (Belgium, other countries) nearest first.
  for (const list of ['inventory-dealers', 'inventory-dealers-abroad']) {
    const distances = await page.getByTestId(list).locator('.inventory-item__distance').allTextContents();
    const km = distances.map((d) => Number(d.replace(/[^\d.,]/g, '').replace(/\./g, '').replace(',', '.')));
    expect(km).toEqual([...km].sort((a, b) => a - b));
  }
  await expect(page.getByRole('heading', { name: 'At the factory' })).toBeVisible();
  // An unknown bike is a 404 page, never a broken one.
  expect((await request.get('/en_BE/inventory/NO-SUCH-BIKE')).status()).toBe(404);
});

test('nl_BE: one bike\'s dealers in Belgium come first, then the factory, then dealers in other countries (issue 32)', async ({ page, request }) => {
  // A bike that Belgian dealers and dealers elsewhere both have, as the page asks for it from Beringen.
  const answer = (await (await request.get('/b2c/V1/stockfilter?locale=nl_BE&source=dealer&pageSize=48')).json()).result;
  let found: { id: string; home: string[]; abroad: string[] } | null = null;
  for (const bike of answer.bikes as Array<{ item: { externalid: string } }>) {
    const stock = (await (await request.get(`/b2c/V1/stock?externalId=${bike.item.externalid}&locale=nl_BE&lat=51.05&lng=5.22&limit=40`)).json()).result;
    const dealers = (stock.lines as Array<{ dealer: { name: string; country: string } | null }>).flatMap((l) => (l.dealer ? [l.dealer] : []));
    const home = dealers.filter((d) => d.country === 'BE').map((d) => d.name);
    const abroad = dealers.filter((d) => d.country !== 'BE').map((d) => d.name);
    if (home.length && abroad.length) { found = { id: bike.item.externalid, home, abroad }; break; }
  }
  expect(found, 'a bike on hand in Belgium and abroad').toBeTruthy();
  await page.goto(`/nl_BE/inventory/${found!.id}`);
  await rejectConsent(page);
  await expect(page.getByRole('heading', { name: 'België: bij dealers, dichtst bij Beringen eerst' })).toBeVisible();
  const home = page.getByTestId('inventory-dealers');
  for (const name of found!.home) await expect(home).toContainText(name);
  for (const name of found!.abroad) await expect(home).not.toContainText(name);
  const abroad = page.getByTestId('inventory-dealers-abroad');
  for (const name of found!.abroad) await expect(abroad).toContainText(name);
  // In reading order: Belgium, the factory, other countries.
  const headings = await page.locator('.inventory-item h2').allTextContents();
  expect(headings).toEqual(['België: bij dealers, dichtst bij Beringen eerst', 'In de fabriek', 'Bij dealers in andere landen']);
});

test('the bike page marks each nearby dealer by what it has of this bike', async ({ page, request }) => {
  const answer = (await (await request.get('/b2c/V1/stockfilter?locale=en_BE&source=dealer&pageSize=1')).json()).result;
  const bike = answer.bikes[0];
  await page.goto(`/en_BE/bikes/${bike.item.externalid}#dealers`);
  await rejectConsent(page);
  await waitForHydration(page);
  const list = page.getByTestId('dealer-stock');
  await expect(list).toBeVisible();
  // Measured from the shopper's location (the fallback, Brussels, on a first visit), the nearest
  // dealers that have this bike join the nearest dealers of the brand.
  await expect(list).toContainText('This bike in stock');
  await expect(list.locator('li').first()).toContainText('km');
  // The toggle keeps only the dealers that have this bike.
  await page.getByRole('checkbox', { name: 'Only dealers with this bike' }).check();
  for (const row of await list.locator('li').all()) await expect(row).toContainText(/(This bike|Other size|In stock in your size)/i);
});

test('from the bike page to the locator for that bike: dealers marked by what they hold, on the list and the map', async ({ page, request }) => {
  const answer = (await (await request.get('/b2c/V1/stockfilter?locale=en_BE&source=dealer&pageSize=1')).json()).result;
  const bike = answer.bikes[0].item;
  await page.goto(`/en_BE/bikes/${bike.externalid}#dealers`);
  await rejectConsent(page);
  await page.getByTestId('dealers-map-link').click();
  await expect(page).toHaveURL(new RegExp(`/en_BE/dealers\\?item=${bike.externalid}`));
  await expect(page.getByRole('heading', { name: `Where to find ${bike.title} near` })).toBeVisible();
  const list = page.getByTestId('bike-stock-list');
  await expect(list.locator('li').first()).toContainText('km');
  await expect(page.getByTestId('marker-legend')).toContainText('Other size in stock');
  // The map's points for this bike carry the stock markers (what its pins draw).
  const points = (await (await request.get(`/b2c/v1/dealers/map?type=all&item=${bike.externalid}`)).json()).result as number[][];
  expect(points.some((p) => p[3] === 2)).toBe(true);
  // A search keeps looking for the bike.
  await page.getByLabel('Town or postcode').fill('Hasselt');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/item=.*q=Hasselt|q=Hasselt.*item=/);
  await expect(page.getByRole('heading', { name: /near Hasselt/ })).toBeVisible();
});
