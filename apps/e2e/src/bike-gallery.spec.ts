import { expect, test, type Page } from '@playwright/test';
import { firstBikeId, rejectConsent, watchConsole } from './support/shop';

/**
 * The bike page's pictures (issue 32 item 6): four views drawn from the same model (side,
 * three-quarter, groupset and cockpit close-ups) as a gallery with thumbnails named in the page's
 * language, and a zoom viewer loaded on demand (keyboard: arrows, + and −, Escape; focus kept in
 * the dialog and returned). The gallery's code arrives after the page is idle; before that, and
 * without script, every control is a plain link. Before issue 32 item 6 a bike page had one
 * picture and none of this, so every test here failed.
 */

const VIEWS = {
  nl_BE: ['Zijaanzicht', 'Driekwartaanzicht van voren', 'Groepset van dichtbij', 'Cockpit van dichtbij'],
  de_CH: ['Seitenansicht', 'Dreiviertelansicht von vorn', 'Schaltgruppe aus der Nähe', 'Cockpit aus der Nähe'],
};

/** The gallery once its code has arrived (after the page is idle) and it acts in place. */
async function hydratedGallery(page: Page, name: string) {
  const gallery = page.getByRole('region', { name });
  await expect(gallery).toHaveAttribute('data-hydrated', 'true', { timeout: 15_000 });
  return gallery;
}

test('nl_BE: four views as thumbnails, a thumbnail changes the picture, the zoom viewer works by keyboard and returns the focus', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const problems = watchConsole(page);
  const id = await firstBikeId(page, 'nl_BE');

  // The server's HTML: the side view first and the page's priority picture, with its size; the thumbnails are links.
  const html = await (await page.request.get(`/nl_BE/bikes/${id}`)).text();
  expect(html).toMatch(/<img src="\/media\/bikes\/[a-z]+\/[^"/]+\.svg" alt="[^"]+ – Zijaanzicht" width="880" height="496"[^>]*fetchPriority="high"/i);
  for (const view of ['three-quarter', 'groupset', 'cockpit']) expect(html).toContain(`href="?view=${view}#gallery"`);

  await page.goto(`/nl_BE/bikes/${id}`);
  await rejectConsent(page);
  const gallery = await hydratedGallery(page, 'Foto’s van de fiets');
  const thumbs = gallery.getByRole('list', { name: 'Aanzichten' }).getByRole('link');
  await expect(thumbs).toHaveCount(4);
  for (const [i, alt] of VIEWS.nl_BE.entries()) await expect(thumbs.nth(i).getByRole('img')).toHaveAccessibleName(alt);
  // Each view is a drawing the media route serves.
  for (const src of await gallery.getByRole('list').getByRole('img').evaluateAll((imgs) => imgs.map((img) => img.getAttribute('src')!))) {
    const res = await page.request.get(src);
    expect(res.headers()['content-type']).toContain('image/svg+xml');
    expect(await res.text()).toMatch(/data-view="(side|three-quarter|groupset|cockpit)"/);
  }

  // A thumbnail changes the main picture in place.
  const main = gallery.locator('.bike-gallery__main');
  await expect(main).toHaveAttribute('data-view', 'side');
  await thumbs.nth(2).click();
  await expect(main).toHaveAttribute('data-view', 'groupset');
  await expect(main.getByRole('img')).toHaveAccessibleName(/ – Groepset van dichtbij$/);
  await expect(thumbs.nth(2)).toHaveAttribute('aria-current', 'true');
  expect(new URL(page.url()).pathname).toBe(`/nl_BE/bikes/${id}`);

  // The zoom viewer, by keyboard.
  const zoom = gallery.getByRole('link', { name: 'Inzoomen' });
  await zoom.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Ingezoomde afbeelding: Groepset van dichtbij');
  await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
  const stage = dialog.locator('.zoom-viewer__stage');
  await expect(stage).toHaveAttribute('data-zoom', '1');
  await page.keyboard.press('+');
  await page.keyboard.press('+');
  await expect(stage).toHaveAttribute('data-zoom', '2.25');
  await page.keyboard.press('-');
  await expect(stage).toHaveAttribute('data-zoom', '1.5');
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName('Ingezoomde afbeelding: Cockpit van dichtbij');
  await expect(stage).toHaveAttribute('data-zoom', '1'); // a new view starts whole
  await expect(dialog.getByRole('img')).toHaveAttribute('src', /\/cockpit\//);
  await page.keyboard.press('ArrowRight');
  await expect(dialog).toHaveAccessibleName('Ingezoomde afbeelding: Zijaanzicht');
  await page.keyboard.press('ArrowLeft');
  await expect(dialog).toHaveAccessibleName('Ingezoomde afbeelding: Cockpit van dichtbij');
  // The focus stays in the dialog.
  for (let i = 0; i < 7; i++) {
    await page.keyboard.press('Tab');
    expect(await page.evaluate(() => !!document.activeElement?.closest('dialog'))).toBe(true);
  }
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(zoom).toBeFocused();
  // The view chosen in the viewer stays chosen on the page.
  await expect(main).toHaveAttribute('data-view', 'cockpit');
  expect(problems).toEqual([]);
});

test('de_CH at 390 px: thumbnails in a row, the picture opens the viewer, zoom and views by buttons, close returns the focus', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const problems = watchConsole(page);
  const id = await firstBikeId(page, 'de_CH');
  await page.goto(`/de_CH/bikes/${id}`);
  await rejectConsent(page);
  const gallery = await hydratedGallery(page, 'Bilder des Fahrrads');
  const thumbs = gallery.getByRole('list', { name: 'Ansichten' }).getByRole('link');
  await expect(thumbs).toHaveCount(4);
  for (const [i, alt] of VIEWS.de_CH.entries()) await expect(thumbs.nth(i).getByRole('img')).toHaveAccessibleName(alt);
  // The row fits the phone: it scrolls sideways rather than widen the page.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await thumbs.nth(3).scrollIntoViewIfNeeded();
  await thumbs.nth(3).click();
  const main = gallery.locator('.bike-gallery__main');
  await expect(main).toHaveAttribute('data-view', 'cockpit');

  await main.click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog).toHaveAccessibleName('Vergrößertes Bild: Cockpit aus der Nähe');
  const box = await dialog.boundingBox();
  expect(box!.width).toBeLessThanOrEqual(390);
  const stage = dialog.locator('.zoom-viewer__stage');
  await dialog.getByRole('button', { name: 'Hineinzoomen' }).click();
  await expect(stage).toHaveAttribute('data-zoom', '1.5');
  await dialog.getByRole('button', { name: 'Herauszoomen' }).click();
  await expect(stage).toHaveAttribute('data-zoom', '1');
  await dialog.getByRole('button', { name: 'Nächste Ansicht' }).click();
  await expect(dialog).toHaveAccessibleName('Vergrößertes Bild: Seitenansicht');
  await dialog.getByRole('button', { name: 'Schließen' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(main).toBeFocused();
  expect(problems).toEqual([]);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('de_CH: a thumbnail is a link to the page with that view, and the zoom link opens the full drawing', async ({ page }) => {
    const id = await firstBikeId(page, 'de_CH');
    await page.goto(`/de_CH/bikes/${id}`);
    const gallery = page.getByRole('region', { name: 'Bilder des Fahrrads' });
    // The consent banner covers the page without script: the keyboard follows the link.
    await gallery.getByRole('link', { name: 'Schaltgruppe aus der Nähe' }).focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\?view=groupset#gallery$/);
    await expect(gallery.locator('.bike-gallery__main')).toHaveAttribute('data-view', 'groupset');
    await expect(gallery.getByRole('link', { name: 'Schaltgruppe aus der Nähe', exact: true })).toHaveAttribute('aria-current', 'true');
    await expect(gallery.getByRole('link', { name: 'Vergrößern' })).toHaveAttribute('href', /^\/media\/bikes\/[a-z]+\/groupset\/[^/]+\.svg$/);
  });
});
