import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { seededSerial, SOLD_BIKES_PER_BRAND } from '@bike/seed';
import { rejectConsent, waitForHydration } from './support/shop';
import { newRider, RIDER_PASSWORD } from './support/accounts';

/**
 * Bike registration for the frame warranty (issue 14 item 4), in two locales: a new rider
 * follows "Account" to the login page of their locale and comes back after logging in,
 * registers a dealer-bought bike with a receipt and a photo, and sees 5 years of frame
 * warranty on the success page, in equipment and in warranties.
 */

const PASSWORD = RIDER_PASSWORD;

/** A new, activated account (registered and activated through the API and the outbox). */

async function logIn(page: Page, email: string): Promise<void> {
  await waitForHydration(page);
  await page.locator('#email').fill(email);
  await page.locator('#password').fill(PASSWORD);
  await page.locator('main form button[type=submit]').click();
}

/** A dealer-sold serial of the first brand nobody has registered yet in this run (the seed's own numbering). */
const freshSerial = () => seededSerial(0, 20 + Math.floor(Math.random() * (SOLD_BIKES_PER_BRAND.default - 20)));

const files = async () => ({
  receipt: { name: 'kassabon.png', mimeType: 'image/png', buffer: await sharp({ create: { width: 600, height: 800, channels: 3, background: '#f4f4f4' } }).png().toBuffer() },
  photo: { name: 'mijn-fiets.jpg', mimeType: 'image/jpeg', buffer: await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#c8501e' } }).jpeg().toBuffer() },
  fake: { name: 'photo.jpg', mimeType: 'image/jpeg', buffer: Buffer.from('<html><script>alert(1)</script></html>') },
});

for (const { locale, texts } of [
  { locale: 'nl_BE', texts: { notFound: /geen fiets met dit serienummer/, required: 'Serienummer is verplicht', future: /kan geen datum in de toekomst zijn|mag geen datum in de toekomst/i, years: '5 jaar', badType: /bestandstype wordt niet aanvaard/, mailSubject: 'Je fiets is geregistreerd: 5 jaar framegarantie', mailUntil: 'tot 2 januari 2031' } },
  { locale: 'de_CH', texts: { notFound: /kein Rad mit dieser Seriennummer/, required: 'Seriennummer ist ein Pflichtfeld', future: /Zukunft/, years: '5 Jahre', badType: /Dateityp wird nicht akzeptiert/, mailSubject: 'Dein Rad ist registriert: 5 Jahre Rahmengarantie', mailUntil: 'bis 2. Januar 2031' } },
]) {
  test(`register a bike for 5 years of frame warranty (${locale})`, async ({ page, request }) => {
    const email = await newRider(request, locale, { prefix: 'owner', firstName: 'Lotte', lastName: 'Peeters' });
    const { receipt, photo, fake } = await files();

    // "Account" without a session: the login page of this locale, and back to the page asked for.
    await page.goto(`/${locale}/account/equipment`);
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/login\\?redirect=`));
    await rejectConsent(page);
    await logIn(page, email);
    await expect(page).toHaveURL(new RegExp(`/${locale}/account/equipment$`));
    await expect(page.locator('.empty-state, [data-testid=equipment-bike]').first()).toBeVisible();

    await page.goto(`/${locale}/bike-registration`);
    await waitForHydration(page);
    const form = page.getByTestId('bike-registration-form');
    // The site's own translated messages, never the browser's bubbles.
    await form.locator('button[type=submit]').click();
    await expect(form.getByText(texts.required)).toBeVisible();
    await form.locator('input[name=serialNumber]').fill('1234567');
    const tomorrow = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);
    await form.locator('input[name=purchaseDate]').fill(tomorrow);
    await form.locator('button[type=submit]').click();
    await expect(form.getByText(texts.future)).toBeVisible();

    // A file that claims to be a photo but is not: refused by content, in this language.
    await page.getByTestId('photo-picker').locator('input[type=file]').setInputFiles(fake);
    await expect(page.getByTestId('photo-picker').getByRole('alert')).toHaveText(texts.badType);
    await page.getByTestId('proof-picker').locator('input[type=file]').setInputFiles(receipt);
    await page.getByTestId('photo-picker').locator('input[type=file]').setInputFiles(photo);
    await expect(page.getByTestId('photo-picker').locator('img')).toHaveCount(1);
    await expect(page.getByTestId('proof-picker').locator('img')).toHaveCount(1);
    await form.locator('input[name=purchaseDate]').fill('2026-01-02');
    await form.locator('input[name=instagramName]').fill('@lotte.rides');
    await form.locator('#contestEntry').check();

    // A number no bike has: serialNotFound with the way to support.
    await form.locator('input[name=serialNumber]').fill('9999999');
    await form.locator('button[type=submit]').click();
    await expect(form.locator('#serialNumber-error')).toContainText(texts.notFound);
    await expect(page.getByTestId('serial-error').getByRole('link')).toHaveAttribute('href', `/${locale}/support`);

    const serial = freshSerial();
    await form.locator('input[name=serialNumber]').fill(serial);
    await form.locator('button[type=submit]').click();
    await expect(page).toHaveURL(new RegExp(`/${locale}/bike-registration-success\\?id=`));
    const done = page.getByTestId('registration-done');
    await expect(done).toContainText(serial);
    await expect(done.getByTestId('warranty-line')).toContainText(texts.years);
    await expect(done.getByTestId('warranty-line')).toContainText('2031');

    await page.goto(`/${locale}/account/equipment`);
    const bike = page.getByTestId('equipment-bike').filter({ hasText: serial });
    await expect(bike.getByTestId('warranty-line')).toContainText(texts.years);
    await page.goto(`/${locale}/account/warranties`);
    const registration = page.getByTestId('warranty-registration').filter({ hasText: serial });
    await expect(registration.locator('.registration-photos img')).toHaveCount(1);

    // The confirmation mail, in the rider's language, names the warranty's last day.
    const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result as Array<{ subject: string; text: string }>;
    const registered = mails.find((m) => m.subject === texts.mailSubject);
    expect(registered, `mails: ${mails.map((m) => m.subject).join(' | ')}`).toBeDefined();
    expect(registered?.text).toContain(texts.mailUntil);
    expect(registered?.text).toContain(serial);
  });
}

test('logging in before activation says so and sends a new activation mail', async ({ page, request }) => {
  const email = await newRider(request, 'nl_BE', { prefix: 'owner', firstName: 'Lotte', lastName: 'Peeters', activate: false });
  await page.goto('/nl_BE/account/login');
  await rejectConsent(page);
  await logIn(page, email);
  const box = page.getByTestId('login-not-activated');
  await expect(box).toContainText('nog niet geactiveerd');
  await box.getByRole('button').click();
  await expect(box.getByRole('status')).toContainText(email);
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
  expect(mails).toHaveLength(2);
});
