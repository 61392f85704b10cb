import { expect, test, type Page } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * Issue 32 item 9, in the shopper's language on a 390 px phone: while choosing wheels and saddle
 * the build bar keeps a small picture and the price (the summary's figure) in view, above the
 * consent banner and never over the last controls, and leads back to the summary; the concept
 * page puts the configured bike in the cart (in its size, at the page's price) and in the compare
 * list; its view count holds the view being made and rises by one on a reload. At 1280 px the
 * summary stays beside the steps and there is no bar.
 */
const CASES = [
  { locale: 'nl_BE', words: { wheels: 'Wielen', saddle: 'Zadel', toSummary: 'Bekijken en bestellen', save: 'Opslaan als concept', size: 'Framemaat', cart: 'In winkelmand', compare: 'Toevoegen aan vergelijking', added: 'Fiets toegevoegd aan winkelmand', compared: 'Fiets toegevoegd aan vergelijking' } },
  { locale: 'de_CH', words: { wheels: 'Laufräder', saddle: 'Sattel', toSummary: 'Prüfen und bestellen', save: 'Als Konzept speichern', size: 'Rahmengröße', cart: 'In den Warenkorb', compare: 'Zum Vergleich hinzufügen', added: 'Rad in den Warenkorb gelegt', compared: 'Rad zum Vergleich hinzugefügt' } },
];

/** The first model of the start page, opened (the consent banner still open). */
async function openFirstModel(page: Page, locale: string) {
  await page.goto(`/${locale}/configurator`);
  await waitForHydration(page);
  const href = (await page.locator('.configurator-models .card__title a').first().getAttribute('href'))!;
  await page.goto(href);
  await waitForHydration(page);
}

const viewsOf = async (page: Page) => {
  const shown = page.getByTestId('concept-views');
  // The count the server answered for this view (the page's script posts it once it is shown).
  await expect(shown).toHaveAttribute('data-counted', 'true');
  return Number((await shown.textContent())!.replace(/\D/g, ''));
};

for (const { locale, words } of CASES) {
  test(`${locale} at 390 px: the build bar keeps picture and price in view; the concept page sells, compares and counts this view`, async ({ page }) => {
    const errors = watchConsole(page);
    await page.setViewportSize({ width: 390, height: 844 });
    await openFirstModel(page, locale);
    const bar = page.getByTestId('build-bar');
    // With the summary on screen there is no bar.
    await expect(bar).toBeHidden();

    // Scrolled to the wheels: the bar is on screen with the picture and the summary's price, above the open consent banner.
    const wheels = page.getByRole('group', { name: words.wheels });
    await wheels.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport({ ratio: 1 });
    await expect(bar.locator('.bike-thumbnail svg')).toBeVisible();
    await expect(bar.getByTestId('build-bar-total')).toHaveText((await page.getByTestId('configurator-total').textContent())!);
    const banner = page.locator('.consent-banner');
    if (await banner.isVisible()) {
      const [b, c] = [await bar.boundingBox(), await banner.boundingBox()];
      expect(b!.y + b!.height).toBeLessThanOrEqual(c!.y + 1);
    }
    await rejectConsent(page);

    // A dearer wheelset: the bar follows the summary at once, picture too.
    const kindBefore = await bar.locator('[data-part="front-wheel"]').getAttribute('data-kind');
    await wheels.locator('label.choice-option').nth(1).click();
    await expect(page).toHaveURL(/wheels=WH-/);
    await expect(bar.getByTestId('build-bar-total')).toHaveText((await page.getByTestId('configurator-total').textContent())!);
    await expect(bar.locator('[data-part="front-wheel"]')).not.toHaveAttribute('data-kind', kindBefore!);

    // On to the saddle: still in view, same price.
    const saddle = page.getByRole('group', { name: words.saddle });
    await saddle.scrollIntoViewIfNeeded();
    await expect(bar).toBeInViewport({ ratio: 1 });
    const total = (await page.getByTestId('configurator-total').textContent())!;
    await expect(bar.getByTestId('build-bar-total')).toHaveText(total);
    // The whole price shows, beside (not under) the button.
    const [shown, button] = [await bar.getByTestId('build-bar-total').boundingBox(), await bar.getByRole('link', { name: words.toSummary }).boundingBox()];
    expect(shown!.x + shown!.width).toBeLessThanOrEqual(button!.x);

    // At the very end the bar rests below the last controls, never over them.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
    const lastControl = page.locator('.size-finder summary');
    const [last, rest] = [await lastControl.boundingBox(), await bar.boundingBox()];
    expect(last!.y + last!.height).toBeLessThanOrEqual(rest!.y + 1);

    // Back to the summary: it scrolls into view with the focus, and the bar goes.
    await saddle.scrollIntoViewIfNeeded();
    await bar.getByRole('link', { name: words.toSummary }).click();
    await expect(page.locator('#build-summary')).toBeFocused();
    await expect(page.getByTestId('add-build-to-cart')).toBeInViewport();
    await expect(bar).toBeHidden();

    // Saved as a concept, opened on its own page.
    await page.getByRole('button', { name: words.save }).click();
    const code = /([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})/.exec((await page.getByTestId('concept-code').textContent())!)![1]!.replace('-', '');
    await page.goto(`/${locale}/configurator/configuration/${code}`);
    await waitForHydration(page);
    // The count shown holds this view; a reload is one more.
    const first = await viewsOf(page);
    expect(first).toBeGreaterThanOrEqual(1);
    await page.reload();
    await waitForHydration(page);
    expect(await viewsOf(page)).toBe(first + 1);

    // In the cart: the configured bike in its size at the page's price.
    const price = (await page.getByTestId('configurator-total').textContent())!;
    expect(price).toBe(total);
    const size = (await page.locator('.concept-choices__row').filter({ hasText: words.size }).locator('dd').textContent())!;
    await page.getByRole('button', { name: words.cart }).click();
    await expect(page.getByText(words.added)).toBeVisible();
    await page.getByRole('button', { name: words.compare }).click();
    await expect(page.getByText(words.compared)).toBeVisible();
    const compared = await page.evaluate(() => localStorage.getItem('compare'));
    expect(compared).toContain(`CONCEPT-${code}`);

    await page.goto(`/${locale}/cart`);
    await waitForHydration(page);
    const line = page.locator(`[data-testid="cart-line"][data-line-id="CONCEPT-${code}"]`);
    await expect(line.locator('.cart-item__options')).toContainText(new RegExp(`^${size}\\b`));
    await expect(line.locator('.cart-item__total .price')).toHaveText(price);

    // In the compare list beside the catalogue bikes.
    await page.goto(`/${locale}/compare`);
    await waitForHydration(page);
    await expect(page.locator(`main a[href$="/configurator/configuration/${code}"]`).first()).toBeVisible();
    expect(errors).toEqual([]);
  });
}

test('nl_BE at 1280 px: the summary stays beside the steps and there is no build bar', async ({ page }) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  await openFirstModel(page, 'nl_BE');
  await rejectConsent(page);
  await page.getByRole('group', { name: 'Zadel' }).scrollIntoViewIfNeeded();
  await expect(page.getByTestId('build-bar')).toBeHidden();
  await expect(page.getByTestId('configurator-total')).toBeInViewport();
});
