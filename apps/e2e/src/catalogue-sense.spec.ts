import { expect, test, type Page } from '@playwright/test';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * Issue 32 item 5, as a Dutch-speaking rider reads the catalogue (nl_BE): a road bike and a
 * triathlon bike say what their category makes of them. The clearance highlight is the
 * specification table's clearance, a road bike has no dropper mount, a triathlon bike no battery
 * or mudguard mounts and no titanium, and every bike lists its components and its weight. A
 * coming model is in no list, and its page says when it comes instead of a dash. The bikes are
 * read from the catalogue API, not written down here.
 */

interface Configuration { externalid: string }
interface Platform { code: string; archived: boolean; configurations: Configuration[]; expected_date?: string | null }
interface Family { code: string; category: string; platforms: Platform[] }

async function families(page: Page): Promise<Family[]> {
  return (await (await page.request.get('/V1/families?locale=nl_BE&brand=ardenne')).json()).result as Family[];
}

/** The first current bike of a category. */
async function bikeOf(page: Page, category: string): Promise<string> {
  for (const family of (await families(page)).filter((f) => f.category === category)) {
    const platform = family.platforms.find((p) => !p.archived && p.configurations.length > 0);
    if (platform) return platform.configurations[0]!.externalid;
  }
  throw new Error(`No ${category} bike in the catalogue`);
}

/** The specification table as label → value. */
async function specifications(page: Page): Promise<Record<string, string>> {
  const rows = page.locator('#specifications table tr');
  const out: Record<string, string> = {};
  for (let i = 0; i < (await rows.count()); i++) {
    out[(await rows.nth(i).locator('th').innerText()).trim()] = (await rows.nth(i).locator('td').innerText()).trim();
  }
  return out;
}

async function openBike(page: Page, category: string) {
  const bike = await bikeOf(page, category);
  await page.goto(`/nl_BE/bikes/${bike}`);
  await waitForHydration(page);
  await rejectConsent(page);
  const highlights = await page.locator('#technologies .bike-tech__item').allInnerTexts();
  return { bike, highlights, specs: await specifications(page) };
}

/** What every bike page shows: its clearance said the same way twice, its components and its weight. */
function expectSenseOf({ bike, highlights, specs }: { bike: string; highlights: string[]; specs: Record<string, string> }) {
  const clearance = specs['Bandenruimte'];
  expect(clearance, `${bike}: clearance row`).toMatch(/^\d+\smm$/);
  expect(highlights, `${bike}: clearance highlight`).toContain(`Bandenruimte ${clearance}`);
  for (const text of highlights.filter((h) => h.startsWith('Bandenruimte'))) expect(text).toBe(`Bandenruimte ${clearance}`);
  for (const component of ['Framemateriaal', 'Voorvork', 'Groep', 'Remmen', 'Wielen', 'Banden', 'Stuur en stuurpen', 'Zadel', 'Zadelpen']) {
    expect(specs[component], `${bike}: ${component}`).toBeTruthy();
  }
  // The tyre fits the frame.
  expect(Number(/(\d+)\smm$/.exec(specs['Banden']!)?.[1])).toBeLessThanOrEqual(Number.parseInt(clearance!, 10));
  expect(specs['Gewicht'], `${bike}: weight`).toMatch(/^\d{1,2},\d{2}\skg \(maat [A-Z]+\)$/);
}

test('nl_BE: a road bike says what a road bike is, with its components and weight', async ({ page }) => {
  const road = await openBike(page, 'road');
  expectSenseOf(road);
  const kg = Number(road.specs['Gewicht']!.split(/\s/)[0]!.replace(',', '.'));
  expect(kg).toBeGreaterThan(6);
  expect(kg).toBeLessThan(10);
  expect(road.highlights.join('\n')).not.toMatch(/dropperpost|accu/i);
  expect(road.specs['Bevestiging voor'] ?? '').not.toMatch(/Dropperpost|Bagagedrager/);
  expect(road.specs['Accu']).toBeUndefined();
  expect(road.specs['Motor']).toBeUndefined();
  expect(road.specs['Voorvork']).toBe('Carbon voorvork');
  expect(Number.parseInt(road.specs['Bandenruimte']!, 10)).toBeLessThanOrEqual(35);
});

test('nl_BE: a triathlon bike has no battery, no mudguard mounts and no titanium frame', async ({ page }) => {
  const triathlon = await openBike(page, 'triathlon');
  expectSenseOf(triathlon);
  expect(triathlon.highlights.join('\n')).not.toMatch(/accu|spatbord|dropperpost|bagagedrager/i);
  expect(triathlon.specs['Accu']).toBeUndefined();
  expect(triathlon.specs['Motor']).toBeUndefined();
  expect(triathlon.specs['Bevestiging voor'] ?? '').not.toMatch(/Spatborden|Bagagedrager|Dropperpost/);
  expect(triathlon.specs['Framemateriaal']).toMatch(/carbon/i);
  // The family's figures in "Over dit platform" agree with the table.
  const about = page.locator('#about-platform .bike-figures__item').filter({ hasText: 'Bandenruimte' }).locator('dd');
  await expect(about).toHaveText(triathlon.specs['Bandenruimte']!);
});

test('nl_BE: a coming model is in no list and says when it comes, never a dash for its price', async ({ page }) => {
  const all = await families(page);
  const family = all.find((f) => f.platforms.some((p) => p.configurations.length === 0))!;
  const coming = family.platforms.find((p) => p.configurations.length === 0)!;
  expect(coming.expected_date).toMatch(/^\d{4}-\d{2}-01T/);
  // Every platform the bikes page lists has a price, none a dash.
  await page.goto('/nl_BE/bikes');
  await waitForHydration(page);
  await rejectConsent(page);
  await expect(page.locator(`[href$="/${coming.code}"]`)).toHaveCount(0);
  const prices = await page.locator('.bikes-card__price').allInnerTexts();
  expect(prices.length).toBeGreaterThan(5);
  for (const price of prices) expect(price).toMatch(/^Vanaf €\s[\d.]+,\d{2}$/);
  await expect(page.locator('.bikes-card__placeholder')).toHaveCount(0);

  await page.goto(`/nl_BE/bikes/platform/${family.code}/${coming.code}`);
  await waitForHydration(page);
  const month = new Intl.DateTimeFormat('nl-BE', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(new Date(coming.expected_date!));
  await expect(page.getByTestId('platform-expected')).toHaveText(`Verwacht in ${month}`);
  await expect(page.locator('.platform-hero__price')).toHaveCount(0);
  await expect(page.locator('#intro')).not.toContainText('–');
  await expect(page.locator('#about')).toContainText('is nog niet te koop');
});
