import { expect, test, type Page } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * Recently viewed (issue 35 item 4), nl_BE on a 390 px phone: with functional storage allowed,
 * the bikes a visitor opened show on the home page (most recent first) and on another bike's page
 * (without that bike), as links under the locale; they live in this browser only. A visitor who
 * refuses gets no strip and nothing stored, and no request ever carries the list.
 */

/** Three priced bikes with a picture, from three platforms where the seed has them. */
async function threeBikes(page: Page): Promise<string[]> {
  const res = await page.request.get('/V1/families?locale=nl_BE&brand=ardenne');
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const ids: string[] = [];
  for (const family of body.result ?? body)
    for (const platform of family.platforms) {
      const c = platform.configurations.find((x: { msrp: number | null; image?: string | null }) => x.msrp != null);
      if (!platform.archived && c && ids.length < 3) ids.push(c.externalid);
    }
  expect(ids).toHaveLength(3);
  return ids;
}

/** Every request the page makes, with its body. */
function watchRequests(page: Page): { url: string; body: string }[] {
  const seen: { url: string; body: string }[] = [];
  page.on('request', (request) => seen.push({ url: request.url(), body: request.postData() ?? '' }));
  return seen;
}

const storedLists = (page: Page) =>
  page.evaluate(() => Object.fromEntries(Object.keys(localStorage).filter((k) => k.startsWith('recentlyViewed')).map((k) => [k, JSON.parse(localStorage.getItem(k) ?? 'null')])));

test('nl_BE 390px: bikes viewed with functional consent show on the home page and another bike page; refused, nothing shows or is kept', async ({ page, browser }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchConsole(page);
  const requests = watchRequests(page);
  const [first, second, third] = await threeBikes(page);

  // The server's HTML never holds the strip (only its styles).
  const html = await (await page.request.get('/nl_BE')).text();
  expect(html).not.toContain('data-testid="recently-viewed"');

  // Allow functional storage only, on the first bike's page.
  await page.goto(`/nl_BE/bikes/${first}`);
  await waitForHydration(page);
  const banner = page.locator('.consent-banner');
  await banner.getByRole('checkbox', { name: 'Functioneel' }).check();
  await banner.getByRole('button', { name: 'Keuze opslaan' }).click();
  await expect(banner).toHaveCount(0);
  const firstTitle = (await page.locator('h1').textContent())!.trim();
  // The bike on screen is remembered, and is never shown on its own page.
  await expect.poll(() => storedLists(page)).toEqual({ 'recentlyViewed.ardenne': [expect.objectContaining({ id: first, brand: 'ardenne', title: firstTitle })] });
  await expect(page.getByTestId('recently-viewed')).toHaveCount(0);

  await page.goto(`/nl_BE/bikes/${second}`);
  await waitForHydration(page);
  const secondTitle = (await page.locator('h1').textContent())!.trim();
  const onSecond = page.getByRole('region', { name: 'Onlangs bekeken' });
  await expect(onSecond.getByRole('link')).toHaveCount(1);
  await expect(onSecond.getByRole('link')).toHaveAttribute('href', `/nl_BE/bikes/${first}`);
  await expect.poll(async () => ((await storedLists(page))['recentlyViewed.ardenne'] ?? []).map((e: { id: string }) => e.id)).toEqual([second, first]);
  // No price is kept: the card needs none and a price belongs to the page's own pricing.
  expect(JSON.stringify(await storedLists(page))).not.toMatch(/price|msrp/i);

  // The home page: both bikes, the last one viewed first, each a card with its picture and title.
  await page.goto('/nl_BE');
  await waitForHydration(page);
  const onHome = page.getByRole('region', { name: 'Fietsen die je onlangs bekeek' });
  await expect(onHome).toBeVisible();
  await expect(onHome.getByRole('heading', { level: 2, name: 'Fietsen die je onlangs bekeek' })).toBeVisible();
  const homeLinks = onHome.getByRole('list').getByRole('link');
  await expect(homeLinks).toHaveCount(2);
  expect(await homeLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([`/nl_BE/bikes/${second}`, `/nl_BE/bikes/${first}`]);
  await expect(homeLinks.nth(0)).toHaveAccessibleName(secondTitle);
  await expect(homeLinks.nth(1)).toHaveAccessibleName(firstTitle);
  await expect(onHome.locator('img')).toHaveCount(2);
  // It fits the phone: the strip scrolls inside itself, never the page sideways.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);

  // A third bike's page shows the two others, not itself; a card is a keyboard link to its bike.
  await page.goto(`/nl_BE/bikes/${third}`);
  await waitForHydration(page);
  const onThird = page.getByRole('region', { name: 'Onlangs bekeken' });
  const thirdLinks = onThird.getByRole('link');
  await expect(thirdLinks).toHaveCount(2);
  expect(await thirdLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual([`/nl_BE/bikes/${second}`, `/nl_BE/bikes/${first}`]);
  await thirdLinks.nth(1).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(new RegExp(`/nl_BE/bikes/${first}$`));
  await expect(page.locator('h1')).toHaveText(firstTitle);

  // Nothing of it went to the server.
  expect(requests.filter((r) => /recent/i.test(r.url))).toEqual([]);
  expect(requests.filter((r) => r.url.includes('/b2c/') && /recentlyViewed/i.test(r.body))).toEqual([]);
  expect(problems.filter((p) => /hydrat|recently/i.test(p))).toEqual([]);

  // Another visitor refuses: no strip, nothing stored, even after viewing two bikes.
  const refusing = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await refusing.newPage();
  const otherRequests = watchRequests(other);
  await other.goto(`/nl_BE/bikes/${first}`);
  await rejectConsent(other);
  await other.goto(`/nl_BE/bikes/${second}`);
  await waitForHydration(other);
  await other.goto('/nl_BE');
  await waitForHydration(other);
  await other.waitForTimeout(500);
  await expect(other.getByTestId('recently-viewed')).toHaveCount(0);
  expect(await storedLists(other)).toEqual({});
  expect(otherRequests.filter((r) => /recent/i.test(r.url))).toEqual([]);
  await refusing.close();
});
