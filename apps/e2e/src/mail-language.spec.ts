import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { accessToken, newRider, RIDER_PASSWORD } from './support/accounts';
import { placeOrderByApi } from './support/orders';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * Issue 33, first slice: the account mails in the reader's language and the brand's frame, with
 * an HTML part (shown sandboxed on the mailbox page) and a text part. Before, every one of these
 * mails was English plain text ("Activate your account", "Reset your password").
 */
const BRAND = 'Ardenne Cycles'; // the site's default brand on localhost

async function mailsTo(request: APIRequestContext, email: string): Promise<Array<{ subject: string; text: string; html: string | null }>> {
  return (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
}

/** The mailbox page of one address: the HTML part in its sandboxed frame, the text part beside it. */
async function openMailbox(page: Page, email: string) {
  await page.goto(`/mailbox?to=${encodeURIComponent(email)}`);
  const frame = page.locator('iframe.html-part').first();
  await expect(frame).toHaveAttribute('sandbox', 'allow-popups allow-popups-to-escape-sandbox');
  return { frame: frame.contentFrame(), text: page.locator('.mail pre').first() };
}

test('nl_BE: the activation mail of a registration is Dutch, branded, in HTML and text', async ({ page, request }) => {
  const email = `mail-nl-${Date.now()}@example.com`;
  await page.goto('/nl_BE/account/register');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.getByLabel('Voornaam').fill('Lotte');
  await page.getByLabel('Achternaam').fill('Peeters');
  await page.getByLabel('E-mailadres').fill(email);
  await page.getByLabel('Wachtwoord', { exact: true }).fill(RIDER_PASSWORD);
  await page.getByLabel(/bevestig|herhaal/i).fill(RIDER_PASSWORD);
  await page.getByRole('button', { name: /account aanmaken|registreren/i }).click();
  await expect(page).toHaveURL(/\/nl_BE\/account\/registered$/);

  const [mail] = await mailsTo(request, email);
  expect(mail!.subject).toBe(`Activeer je account bij ${BRAND}`);
  expect(mail!.text).toContain(`Hallo Lotte,\n\nBedankt voor het aanmaken van een account bij ${BRAND}.`);
  expect(mail!.text).toMatch(/Mijn account activeren:\nhttps?:\/\/\S+\/nl_BE\/account\/activate\?token=\S+\n/);
  expect(mail!.text).toContain('Algemene voorwaarden: ');
  expect(mail!.text).not.toMatch(/\b(the|your|please|Hello|Activate)\b/);
  expect(mail!.html).toContain('lang="nl-BE"');

  const { frame, text } = await openMailbox(page, email);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Activeer je account bij ${BRAND}`);
  await expect(frame.getByRole('img', { name: BRAND })).toBeVisible();
  await expect(frame.getByText('Hallo Lotte,')).toBeVisible();
  const button = frame.getByRole('link', { name: 'Mijn account activeren' });
  await expect(button).toBeVisible();
  await expect(text).toContainText('Mijn account activeren:');

  // The button's link activates the account on the Dutch page.
  const href = new URL((await button.getAttribute('href'))!);
  expect(href.pathname).toBe('/nl_BE/account/activate');
  await page.goto(href.pathname + href.search);
  await expect(page.getByTestId('activated')).toBeVisible();
});

test('de_CH: the password reset mail is German (du), branded, in HTML and text', async ({ page, request }) => {
  const email = `mail-de-${Date.now()}@example.com`;
  expect((await request.post('/b2c/v1/users', { data: { email, password: RIDER_PASSWORD, firstName: 'Jonas', lastName: 'Meier', locale: 'de_CH' } })).status()).toBe(201);
  expect((await request.post('/b2c/v1/users/reset-password/request', { data: { email, locale: 'de_CH' } })).status()).toBe(200);

  const mails = await mailsTo(request, email);
  const reset = mails.find((m) => m.text.includes('/account/passwordreset?token='))!;
  expect(reset.subject).toBe(`Neues Passwort für ${BRAND}`);
  expect(reset.text).toContain(`Hallo Jonas,\n\nWir haben eine Anfrage erhalten, das Passwort deines Kontos bei ${BRAND} zurückzusetzen.`);
  expect(reset.text).toMatch(/Neues Passwort wählen:\nhttps?:\/\/\S+\/de_CH\/account\/passwordreset\?token=\S+\n/);
  expect(reset.text).toContain(`${BRAND} · Land: Schweiz`);
  expect(reset.text).not.toMatch(/\b(Sie|Ihr|Ihre|Ihres)\b/);
  const activation = mails.find((m) => m !== reset)!;
  expect(activation.subject).toBe(`Aktiviere dein Konto bei ${BRAND}`);

  const { frame, text } = await openMailbox(page, email);
  await expect(frame.getByRole('heading', { level: 1 })).toHaveText(`Neues Passwort für ${BRAND}`);
  await expect(frame.getByRole('img', { name: BRAND })).toBeVisible();
  await expect(frame.getByRole('link', { name: 'Neues Passwort wählen' })).toHaveAttribute('href', /\/de_CH\/account\/passwordreset\?token=/);
  await expect(frame.getByRole('link', { name: 'Datenschutzerklärung' })).toHaveAttribute('href', /\/de_CH\/privacy$/);
  await expect(text).toContainText('Neues Passwort wählen:');
});

const BERINGEN = { address: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, near: { lat: 51.05, lng: 5.22 } };
const ZURICH = { address: { street: 'Bahnhofstrasse', number: '7', postalCode: '8001', city: 'Zürich', country: 'CH' }, near: { lat: 47.37, lng: 8.54 } };

test('nl_BE and de_CH: the bank-transfer mail names the market’s account, the amount, the reference and the date', async ({ page, request }) => {
  const cases = [
    { locale: 'nl_BE', place: BERINGEN, iban: 'BE68 5390 0754 7034', bic: 'GKCCBEBB', lines: ['Begunstigde', 'IBAN-rekeningnummer', 'BIC-code', 'Bedrag', 'Mededeling'], intro: /Schrijf .+ over naar de rekening hieronder, met de gestructureerde mededeling, uiterlijk op \d{1,2} [a-z]+ \d{4}\./, iso: 'nl-BE', currency: 'EUR' },
    { locale: 'de_CH', place: ZURICH, iban: 'CH93 0076 2011 6238 5295 7', bic: 'UBSWCHZH80A', lines: ['Empfänger', 'IBAN-Kontonummer', 'BIC-Code', 'Betrag', 'Verwendungszweck'], intro: /Bitte überweise .+ bis zum \d{1,2}\. [A-Za-zä]+ \d{4} auf das Konto unten/, iso: 'de-CH', currency: 'CHF' },
  ];
  for (const c of cases) {
    // A signed-in rider (mail language from the account): a guest's transfer may not hold the last
    // units, and one address places only a few guest transfers, which other specs need.
    const email = await newRider(request, c.locale, { prefix: 'transfer' });
    const bearer = await accessToken(request, email);
    const order = await placeOrderByApi(request, { locale: c.locale, ...c.place, shippingMethod: 'DEALER', paymentMethod: 'banktransfer', bearer, email });
    const mail = (await mailsTo(request, order.email)).find((m) => m.subject.includes(order.id))!;
    expect(mail.subject).toBe(c.locale === 'nl_BE' ? `Je bestelling ${order.id}` : `Deine Bestellung ${order.id}`);
    expect(mail.text).toMatch(c.intro);
    const amount = new Intl.NumberFormat(c.iso, { style: 'currency', currency: c.currency }).format(order.price);
    const rows = mail.text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));
    expect(rows).toEqual(expect.arrayContaining([`${c.lines[0]}|${BRAND}`, `${c.lines[1]}|${c.iban}`, `${c.lines[2]}|${c.bic}`, `${c.lines[3]}|${amount}`]));
    expect(rows.find((row) => row.startsWith(`${c.lines[4]}|`))).toMatch(/\+\+\+\d{3}\/\d{4}\/\d{5}\+\+\+$/);
    expect(mail.text).not.toMatch(/\b(the|your|please|Hello|Sie|Ihre)\b/);

    const { frame } = await openMailbox(page, order.email);
    await expect(frame.getByText(c.iban)).toBeVisible();
    await expect(frame.getByRole('img', { name: BRAND })).toBeVisible();
  }
});
