import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seededSerial, SOLD_BIKES_PER_BRAND } from '@bike/seed';
import { accessToken, adminToken, ADMIN_EMAIL, ADMIN_PASSWORD, newRider, RIDER_PASSWORD, signInContext } from './support/accounts';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * Issue 32 item 14, the smaller friction, in the shopper's (or admin's) language: a purchase
 * date outside the allowed window says the window; on a phone the voucher toast leaves the
 * consent banner's buttons free; admin moves that cannot be undone ask first and the site-wide
 * audit log lists them; no dashboard label is cut off.
 */

test('nl_BE: a purchase date outside the window says the window, in the page\'s date format', async ({ page, request }) => {
  const email = await newRider(request, 'nl_BE', { prefix: 'window', firstName: 'Lotte', lastName: 'Peeters' });
  await signInContext(page.context(), email, RIDER_PASSWORD);
  await page.goto('/nl_BE/bike-registration');
  await rejectConsent(page);
  const form = page.getByTestId('bike-registration-form');
  const date = form.locator('input[name=purchaseDate]');
  const error = form.locator('#purchaseDate-error');
  const receipt = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f4f4' } }).png().toBuffer();
  await page.getByTestId('proof-picker').locator('input[type=file]').setInputFiles({ name: 'kassabon.png', mimeType: 'image/png', buffer: receipt });
  await expect(page.getByTestId('proof-picker').locator('img')).toHaveCount(1);

  // Before the first bikes with serials: the form itself names the window.
  await form.locator('input[name=serialNumber]').fill(seededSerial(0, 5));
  await date.fill('1999-12-31');
  await form.locator('button[type=submit]').click();
  await expect(error).toHaveText('Aankoopdatum moet tussen 01/01/2000 en vandaag liggen');

  // Before this frame left the factory: the API names its window, in nl_BE's date format. A frame
  // another test registered already is refused once the date is right; then the next one.
  for (let attempt = 0; attempt < 6; attempt++) {
    const serial = seededSerial(0, 2 + Math.floor(Math.random() * (SOLD_BIKES_PER_BRAND.default - 2)));
    await form.locator('input[name=serialNumber]').fill(serial);
    await date.fill('2001-01-01');
    await form.locator('button[type=submit]').click();
    await expect(error).toHaveText(/^Aankoopdatum moet tussen \d{2}\/\d{2}\/\d{4} en vandaag liggen$/);
    const [, day, month, year] = /(\d{2})\/(\d{2})\/(\d{4})/.exec((await error.textContent()) ?? '')!;
    // The picker keeps to that window now, and the form checks it without asking the API again.
    await expect(date).toHaveAttribute('min', `${year}-${month}-${day}`);
    await date.fill('2001-01-02');
    await form.locator('button[type=submit]').click();
    await expect(error).toHaveText(/^Aankoopdatum moet tussen/);
    // Its first day is in it.
    await date.fill(`${year}-${month}-${day}`);
    await form.locator('button[type=submit]').click();
    const outcome = await Promise.race([
      page.waitForURL(/\/nl_BE\/bike-registration-success\?id=/).then(() => 'registered'),
      page.getByTestId('serial-error').waitFor().then(() => 'taken'),
    ]);
    if (outcome === 'registered') return;
  }
  throw new Error('no free frame number');
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true });

  test('nl_BE: on a first visit the voucher toast leaves the consent banner\'s buttons free', async ({ page }) => {
    await page.goto('/nl_BE');
    await waitForHydration(page);
    const toast = page.locator('.toast').filter({ hasText: /^Waardebon .+ toegepast/ });
    await expect(toast).toBeVisible();
    const banner = page.getByRole('dialog', { name: 'Je privacy' });
    const [toastBox, bannerBox] = [await toast.boundingBox(), await banner.boundingBox()];
    // Pressed while the toast shows (it leaves after 5 s): Playwright refuses to click a covered button.
    await banner.getByRole('button', { name: 'Alles accepteren' }).click({ timeout: 2000 });
    await expect(banner).toHaveCount(0);
    await expect(toast).toBeVisible();
    // The toast stood above the banner, not over it.
    expect(toastBox!.y + toastBox!.height).toBeLessThanOrEqual(bannerBox!.y);
  });
});

test('nl_BE: an admin move that cannot be undone asks first, and the audit log lists it', async ({ page, request }) => {
  const token = await adminToken(request);
  const paid = (await (await request.get('/b2c/v1/admin/orders?status=paid', { headers: { authorization: `Bearer ${token}` } })).json()).result.orders[0] as { uuid: string; id: string };
  await signInContext(page.context(), ADMIN_EMAIL, ADMIN_PASSWORD);
  await page.goto(`/nl_BE/admin/orders?order=${paid.uuid}`);
  await rejectConsent(page);
  const order = page.getByTestId('admin-order');
  await expect(order.locator('.status-badge').first()).toHaveText('Betaald');
  await order.getByTestId('order-next-status').selectOption('cancelled');
  const change = order.getByRole('button', { name: 'Status wijzigen' });
  await change.click();

  // Asked in the page: the question names the order, focus is on "Terug", Escape goes back.
  const question = order.getByRole('alertdialog', { name: `Bestelling ${paid.id} op „Geannuleerd” zetten?` });
  await expect(question).toContainText('Al betaald geld moet apart worden terugbetaald.');
  await expect(question.getByRole('button', { name: 'Terug' })).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(change).toBeFocused();
  await expect(order.locator('.status-badge').first()).toHaveText('Betaald');

  await change.click();
  await question.getByRole('button', { name: 'Ja, op „Geannuleerd” zetten' }).click();
  await expect(order.getByRole('status')).toHaveText('De bestelling is nu: Geannuleerd.');
  await expect(order.locator('.status-badge').first()).toHaveText('Geannuleerd');

  // The site-wide audit log, from the admin menu: newest first, with who, the order by its number and the move.
  await page.getByRole('navigation', { name: 'Beheer' }).getByRole('link', { name: 'Logboek' }).click();
  await expect(page).toHaveURL(/\/nl_BE\/admin\/audit$/);
  const first = page.getByTestId('audit-table').locator('tbody tr').first();
  await expect(first.getByRole('rowheader')).toHaveText('Bestelstatus gewijzigd');
  await expect(first).toContainText(ADMIN_EMAIL);
  await expect(first.getByRole('link', { name: paid.id })).toHaveAttribute('href', `/nl_BE/admin/orders?order=${paid.uuid}`);
  await expect(first).toContainText('Betaald → Geannuleerd');

  // Filters in the URL: this order, status moves only.
  const filters = page.getByRole('search', { name: 'Logboek filteren' });
  await filters.getByLabel('Handeling').selectOption({ label: 'Bestelstatus gewijzigd' });
  await filters.getByLabel('Doel', { exact: true }).fill(paid.id.toLowerCase());
  await filters.getByRole('button', { name: 'Tonen' }).click();
  await expect(page).toHaveURL(/action=order\.status/);
  await expect(page.getByTestId('audit-table').locator('tbody tr')).toHaveCount(1);
  await filters.getByLabel('Handeling').selectOption({ label: 'Overschrijving ontvangen' });
  await filters.getByRole('button', { name: 'Tonen' }).click();
  await expect(page.getByText('Geen handelingen voldoen aan deze filters.')).toBeVisible();

  // Only admins read it.
  const rider = await newRider(request, 'nl_BE', { prefix: 'no-audit' });
  expect((await request.get('/b2c/v1/admin/audit', { headers: { authorization: `Bearer ${await accessToken(request, rider)}` } })).status()).toBe(403);
  expect((await request.get('/b2c/v1/admin/audit', { headers: { authorization: '' } })).status()).toBe(401);
});

/** Every bar label of the dashboard's charts is whole: the same words as its table's row. */
async function expectWholeLabels(page: Page) {
  const charts = page.getByTestId('share-chart');
  await expect(charts).toHaveCount(4);
  for (const chart of await charts.all()) {
    const card = chart.locator('xpath=ancestor::section[1]');
    const rows = (await card.locator('table th[scope=row]').allTextContents()).map((t) => t.trim());
    const labels = await chart.locator('.admin-bars__label').allTextContents();
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) expect(rows, `label "${label}"`).toContain(label.trim());
    // Nothing hidden: each label fits its box.
    for (const label of await chart.locator('.admin-bars__label').all()) {
      expect(await label.evaluate((el) => el.scrollWidth <= el.clientWidth + 1)).toBe(true);
    }
  }
}

for (const { locale, width } of [{ locale: 'nl_BE', width: 390 }, { locale: 'de_CH', width: 1280 }]) {
  test(`${locale} at ${width} px: no dashboard label is cut off`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signInContext(page.context(), ADMIN_EMAIL, ADMIN_PASSWORD);
    await page.goto(`/${locale}/admin/dashboard`);
    await rejectConsent(page);
    await expectWholeLabels(page);
  });
}
