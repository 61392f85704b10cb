import { expect, test, type Page } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * The compare counter that follows the shopper and the fuller compare table (issue 32 item 4):
 * after "add to compare" the toast leads to the list and the header counts the bikes on every
 * page; its tray lists them and links to /{locale}/compare, whose table shows price, delivery,
 * weight in the compared size, geometry (stack, reach, ...) and components, marks the rows that
 * differ and can show only those. nl_BE at 1280 px, de_CH on a 390 px phone (the table scrolls
 * under a sticky first column).
 */

/** Two priced bikes of different platforms (so their weight and parts differ). */
async function twoBikes(page: Page, locale: string): Promise<string[]> {
  const res = await page.request.get(`/V1/families?locale=${locale}&brand=ardenne`);
  expect(res.ok()).toBeTruthy();
  const body = await res.json();
  const ids: string[] = [];
  for (const family of body.result ?? body) {
    for (const platform of family.platforms) {
      const c = platform.configurations.find((x: { msrp: number | null }) => x.msrp != null);
      if (!platform.archived && c && ids.length < 2) ids.push(c.externalid);
    }
  }
  expect(ids).toHaveLength(2);
  return ids;
}

const CASES = [
  {
    locale: 'nl_BE', viewport: { width: 1280, height: 900 }, added: 'Fiets toegevoegd aan vergelijking', link: 'Vergelijken', status: '2 fietsen om te vergelijken',
    weight: /\d,\d\d\s?kg \(maat /, geometry: 'Geometrie in de vergeleken maat', components: 'Onderdelen', differs: 'Verschilt', only: 'Toon alleen verschillen',
    stack: 'Stack (mm)', reach: 'Reach (mm)', delivery: 'Levering',
  },
  {
    locale: 'de_CH', viewport: { width: 390, height: 844 }, added: 'Rad zum Vergleich hinzugefügt', link: 'Vergleichen', status: '2 Räder zum Vergleichen',
    weight: /\d\.\d\d\s?kg \(Größe /, geometry: 'Geometrie in der verglichenen Größe', components: 'Komponenten', differs: 'Unterschiedlich', only: 'Nur Unterschiede anzeigen',
    stack: 'Stack (mm)', reach: 'Reach (mm)', delivery: 'Lieferung',
  },
];

for (const c of CASES) {
  test(`${c.locale} ${c.viewport.width}px: the header counts compared bikes, its tray leads to a table of weight, geometry, parts and delivery with the differences marked`, async ({ page }) => {
    await page.setViewportSize(c.viewport);
    const problems = watchConsole(page);
    const ids = await twoBikes(page, c.locale);

    for (const [i, id] of ids.entries()) {
      await page.goto(`/${c.locale}/bikes/${id}`);
      await waitForHydration(page);
      await rejectConsent(page);
      // The counter loads after the list is restored from storage; an add before it is there is
      // said by the toast alone (the tray announces only changes it sees), so wait for it.
      if (i > 0) await expect(page.getByTestId('compare-tray-count')).toHaveText(String(i));
      await page.getByTestId('add-to-compare').click();
      // The confirmation leads to the list.
      const toast = page.locator('.toast--success').filter({ hasText: c.added });
      await expect(toast).toBeVisible();
      await expect(toast.getByRole('link', { name: `${c.link} (${i + 1})` })).toHaveAttribute('href', `/${c.locale}/compare`);
      // The header's counter, on every page from now on.
      await expect(page.getByTestId('header-compare')).toHaveAccessibleName(`${c.link} (${i + 1})`);
      await expect(page.getByTestId('compare-tray-count')).toHaveText(String(i + 1));
    }
    // The second add changed the count while the counter was on the page: a polite status says it.
    await expect(page.getByTestId('compare-tray-status')).toHaveText(c.status);

    // Another page keeps the counter; its tray lists both bikes, by keyboard.
    await page.goto(`/${c.locale}/shop?category=bikes`);
    await waitForHydration(page);
    const toggle = page.getByTestId('compare-tray-toggle');
    await expect(toggle).toHaveAccessibleName(c.status);
    await toggle.focus();
    await page.keyboard.press('Enter');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    const tray = page.getByTestId('compare-tray');
    await expect(tray.getByRole('listitem')).toHaveCount(2);
    await page.keyboard.press('Escape');
    await expect(tray).toBeHidden();
    await expect(toggle).toBeFocused();
    await page.keyboard.press('Enter');
    await tray.getByTestId('compare-tray-link').click();
    await expect(page).toHaveURL(new RegExp(`/${c.locale}/compare$`));
    await waitForHydration(page);

    const table = page.getByTestId('compare-table');
    await expect(table.locator('thead th.compare-table__bike')).toHaveCount(2);
    await expect(table.locator('tr.compare-table__group th', { hasText: c.geometry })).toBeVisible();
    await expect(table.locator('tr.compare-table__group th', { hasText: c.components })).toBeVisible();
    const row = (code: string) => table.locator(`tr[data-row="${code}"]`);
    await expect(row('price').locator('td').first()).toContainText(/CHF|€/);
    await expect(row('delivery').locator('th')).toContainText(c.delivery);
    await expect(row('delivery').locator('td').first()).not.toBeEmpty();
    await expect(row('weight').locator('td').first()).toHaveText(c.weight);
    await expect(row('geometry.stack').locator('th')).toContainText(c.stack);
    await expect(row('geometry.stack').locator('td').first()).toHaveText(/^\d{3}$/);
    await expect(row('geometry.reach').locator('th')).toContainText(c.reach);
    await expect(row('groupset').locator('td').first()).not.toHaveText('–');
    await expect(row('wheels').locator('td').first()).not.toHaveText('–');
    // Bikes of two platforms differ at least in weight; a differing row says so in its header.
    await expect(row('weight')).toHaveClass(/compare-table__row--differs/);
    await expect(row('weight').locator('th')).toContainText(c.differs);

    const bodyRows = table.locator('tbody tr[data-row]');
    const equalRows = table.locator('tbody tr[data-row]:not(.compare-table__row--differs)');
    const before = await bodyRows.count();
    expect(await equalRows.count()).toBeGreaterThan(0);
    await page.getByLabel(c.only).check();
    await expect(equalRows).toHaveCount(0);
    await expect(row('weight')).toBeVisible();
    expect(await bodyRows.count()).toBeLessThan(before);
    await page.getByLabel(c.only).uncheck();
    await expect(bodyRows).toHaveCount(before);

    if (c.viewport.width < 500) {
      // On a phone the table scrolls sideways under its sticky first column.
      const scroll = page.locator('.compare-table__scroll');
      expect(await scroll.evaluate((el) => el.scrollWidth > el.clientWidth)).toBe(true);
      expect(await row('weight').locator('th').evaluate((el) => getComputedStyle(el).position)).toBe('sticky');
    }
    expect(problems.filter((p) => /hydrat|pageerror/i.test(p))).toEqual([]);
  });
}
