import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * Issue 32 item 13 in nl_BE: the contact page writes to customer service and the bike-fitting
 * page asks a dealer that offers fitting for an appointment, each through the built-in captcha,
 * and the mails arrive in the embedded mailbox: the message or request where it belongs, and a
 * receipt in Dutch at the typed address.
 */
interface Mail { to: string; subject: string; text: string; replyTo?: string }
const mailsTo = async (request: APIRequestContext, to: string): Promise<Mail[]> =>
  (await (await request.get(`/mailbox/api?to=${encodeURIComponent(to)}`)).json()).result;

/** No serious or critical axe violation on the page as it is (with the form's errors shown, say). */
async function expectAccessible(page: Page, step: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${step} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious).toEqual([]);
}

/** Ticks the built-in captcha and waits for its proof of work. */
async function solveCaptcha(form: Locator) {
  await form.getByLabel('Ik ben geen robot').check();
  await expect(form.getByRole('status').filter({ hasText: 'Gecontroleerd' })).toBeVisible({ timeout: 20_000 });
}

/** A calendar day `days` from today in the browser's calendar, as a date field takes it. */
const localDay = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

test('the contact page sends a message to customer service, with a receipt in Dutch', async ({ page, request }) => {
  const problems = watchConsole(page);
  await page.goto('/nl_BE/contact');
  await rejectConsent(page);
  await waitForHydration(page);
  const form = page.getByTestId('contact-form');
  await expect(page.getByRole('heading', { level: 2, name: 'Schrijf naar de klantendienst' })).toBeVisible();

  // Sending too early says under each field what is missing, in Dutch.
  await form.getByRole('button', { name: 'Bericht versturen' }).click();
  await expect(form.getByText('Onderwerp is verplicht')).toBeVisible();
  await expect(form.getByText('Bericht is verplicht')).toBeVisible();
  await expect(form.getByText('Bevestig dat je geen robot bent.')).toBeVisible();
  await expectAccessible(page, 'contact form with errors');

  const email = `lotte.contact-${Date.now()}@example.com`;
  await form.getByLabel('Onderwerp').selectOption({ label: 'Levering' });
  await form.getByLabel('Bestelnummer').fill('mijn bestelling');
  await form.getByLabel('Naam').fill('Lotte Peeters');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Bericht').fill('Mijn fiets zou maandag geleverd worden.\n\nDe trackingpagina zegt al een week "onderweg".');
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Bericht versturen' }).click();
  // A refused field keeps everything typed; only that field says what is wrong.
  await expect(form.getByText('Dit is geen bestelnummer. Een bestelnummer ziet eruit als ARD-7K3M9QX2.')).toBeVisible();
  await expect(form.getByLabel('Naam')).toHaveValue('Lotte Peeters');
  await expect(form.getByText('Onderwerp is verplicht')).toHaveCount(0);
  await form.getByLabel('Bestelnummer').fill('ard 7k3m9qx2');
  await form.getByRole('button', { name: 'Bericht versturen' }).click();

  const sent = page.getByTestId('contact-sent');
  await expect(sent).toContainText('Bedankt, je bericht is onderweg');
  await expect(sent).toContainText(`We hebben een ontvangstbevestiging gestuurd naar ${email}.`);
  const reference = (await sent.textContent())!.match(/CS-[2-9A-HJ-NP-Z]{8}/)![0];

  // Customer service has the message (reply goes to the shopper), the shopper a Dutch receipt.
  const toService = (await mailsTo(request, 'support-ardenne@localhost')).find((m) => m.subject.includes(reference));
  expect(toService, 'the message in the customer service mailbox').toBeTruthy();
  expect(toService!.subject).toBe(`[${reference}] Delivery ARD-7K3M9QX2: Lotte Peeters`);
  expect(toService!.text).toContain('De trackingpagina zegt al een week');
  // Customer service reads English (its working language), the shopper's language named.
  expect(toService!.text).toContain(`${email} (not confirmed)`);
  expect(toService!.text).toMatch(/^Language\s+Dutch \(Belgium\)$/m);
  const [receipt] = await mailsTo(request, email);
  expect(receipt!.subject).toBe(`We hebben je bericht ontvangen (${reference})`);
  expect(receipt!.text).toContain('We hebben je bericht over "Levering" voor bestelling ARD-7K3M9QX2 ontvangen.');
  expect(receipt!.text).toContain('binnen twee werkdagen');
  expect(problems).toEqual([]);
});

test('the bike-fitting page lists fitters near a town and asks one for an appointment', async ({ page, request }) => {
  const problems = watchConsole(page);
  await page.goto('/nl_BE/bikefitting?q=Gent');
  await rejectConsent(page);
  await waitForHydration(page);
  await expect(page.getByText('Dichtst bij Gent')).toBeVisible();

  // The list is the API's: dealers offering fitting, nearest Ghent first.
  const ghent = (await (await request.get('/b2c/v1/dealers/places?q=Gent&locale=nl_BE')).json()).result[0];
  const expected = (await (await request.get(`/b2c/v1/dealers?lat=${ghent.lat.toFixed(5)}&lng=${ghent.lng.toFixed(5)}&type=dealer&service=bikefitting&limit=8&locale=nl_BE`)).json()).result;
  expect(expected.length).toBeGreaterThan(1);
  const cards = page.getByTestId('fitting-dealer');
  await expect(cards.getByRole('heading')).toHaveText(expected.map((d: { name: string }) => d.name));
  const dealer = expected[1];
  await cards.nth(1).getByRole('link', { name: `Vraag ${dealer.name} om een afspraak` }).click();
  const form = page.getByTestId('fitting-form');
  await expect(form.getByLabel('Dealer')).toHaveValue(dealer.slug);
  await expect(form.getByLabel('Dealer')).toBeFocused();

  const email = `lotte.fitting-${Date.now()}@example.com`;
  await form.getByLabel('Naam').fill('Lotte Peeters');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Telefoon').fill('+32 470 12 34 56');
  // A day more than 90 days ahead is refused with the window in words; the typed fields stay.
  await form.getByLabel('Eerste keuze').fill(localDay(120));
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(form.getByText(/^Kies een dag van \d+ \S+ \d{4} tot \d+ \S+ \d{4}\.$/)).toBeVisible();
  await expect(form.getByLabel('Naam')).toHaveValue('Lotte Peeters');
  await expectAccessible(page, 'fitting page with an error');
  await form.getByLabel('Eerste keuze').fill(localDay(7));
  await form.getByLabel('Tweede keuze').fill(localDay(9));
  await form.getByLabel('Moment van de dag').selectOption({ label: 'Voormiddag' });
  await form.getByLabel('Bericht').fill('Ik rijd 300 km per week; mijn linkerknie doet pijn na twee uur.');
  await form.getByRole('button', { name: 'Aanvraag versturen' }).click();

  const sent = page.getByTestId('fitting-sent');
  await expect(sent).toContainText(`Je aanvraag is onderweg naar ${dealer.name}`);
  const reference = (await sent.textContent())!.match(/FT-[2-9A-HJ-NP-Z]{8}/)![0];

  // The dealer's mailbox (its address never reached the browser) has the request; the rider a Dutch receipt.
  const toDealer = (await mailsTo(request, `shop${dealer.id}@dealers.example.com`)).find((m) => m.subject.includes(reference));
  expect(toDealer, 'the request in the dealer mailbox').toBeTruthy();
  expect(toDealer!.text).toContain(email);
  // The dealer reads its market's first language (issue 33): a Belgian dealer French, a Dutch one Dutch.
  expect(toDealer!.text).toContain(dealer.country === 'NL' ? 'in de voormiddag' : 'le matin');
  expect(toDealer!.text).toContain('mijn linkerknie');
  const [receipt] = await mailsTo(request, email);
  expect(receipt!.subject).toBe(`Je aanvraag voor een bikefitting bij ${dealer.name}`);
  expect(receipt!.text).toContain(`We hebben je aanvraag voor een bikefitting verstuurd naar ${dealer.name}, `);
  expect(receipt!.text).toMatch(/Je vroeg om \S+dag \d+ \S+ \d{4} of \S+dag \d+ \S+ \d{4}, in de voormiddag\./);
  expect(problems).toEqual([]);
});

test('the server refuses a fitting request to a dealer without fitting, and the form says so in Dutch', async ({ page, request }) => {
  const dealers = (await (await request.get('/b2c/v1/dealers?lat=51.047&lng=5.182&type=dealer&country=BE&limit=50')).json()).result as Array<{ id: number; cusid: string; extid: string; services: string[] }>;
  const without = dealers.find((d) => !d.services.includes('bikefitting'));
  expect(without, 'a Belgian dealer without fitting').toBeTruthy();
  await page.goto('/nl_BE/bikefitting');
  await rejectConsent(page);
  await waitForHydration(page);
  // The page offers fitters only; a request edited on its way (as a script could send it) names another dealer.
  await page.route('**/b2c/v1/dealers/fitting-request', (route) =>
    route.continue({ postData: JSON.stringify({ ...route.request().postDataJSON(), cusid: without!.cusid, extid: without!.extid }) }));
  const form = page.getByTestId('fitting-form');
  await form.getByLabel('Dealer').selectOption({ index: 1 });
  await form.getByLabel('Naam').fill('Lotte Peeters');
  const email = `lotte.refused-${Date.now()}@example.com`;
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Eerste keuze').fill(localDay(7));
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(form.getByRole('alert')).toHaveText('Deze dealer biedt geen bikefitting aan. Kies een andere.');
  await expect(form.getByLabel('Naam')).toHaveValue('Lotte Peeters');
  // Nobody was mailed: neither that dealer nor the rider.
  expect((await mailsTo(request, `shop${without!.id}@dealers.example.com`)).filter((m) => m.text.includes(email))).toEqual([]);
  expect(await mailsTo(request, email)).toEqual([]);
});
