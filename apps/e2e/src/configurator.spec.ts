import { execFileSync } from 'node:child_process';
import path from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { E2E_PORT } from '../playwright.config';
import { firstBikeId, rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * The configurator (issue 12): configure a bike, see picture and price change, save it as a
 * concept, load it by code in a new browser, and the no-script forms. Two locales, two brands.
 */
const BRABO = `http://brabo.localhost:${E2E_PORT}`;

/** The first model of the start page, opened. */
async function openFirstModel(page: Page, origin: string, locale: string): Promise<string> {
  await page.goto(`${origin}/${locale}/configurator`);
  await waitForHydration(page);
  await rejectConsent(page);
  const link = page.locator('.configurator-models .card__title a').first();
  const href = (await link.getAttribute('href'))!;
  await link.click();
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await waitForHydration(page);
  return href.split('/').pop()!;
}

const total = (page: Page) => page.getByTestId('configurator-total').textContent();
/** The price before a voucher (what the options' differences add to): struck beside the total when a voucher applies (issue 32). */
const listPrice = async (page: Page) =>
  ((await page.getByTestId('configurator-list-price').count()) > 0 ? page.getByTestId('configurator-list-price') : page.getByTestId('configurator-total')).textContent();
const amount = (text: string | null) => Number((text ?? '').replace(/[^\d,.]/g, '').replace(/[.,](?=\d{3}\b)/g, '').replace(',', '.'));

for (const { origin, locale, brand, words } of [
  { origin: '', locale: 'nl_BE', brand: 'ardenne', words: { save: 'Opslaan als concept', load: 'Laden met code', change: 'Deze fiets aanpassen', wheels: 'Wielen', design: 'Lakontwerp' } },
  { origin: BRABO, locale: 'en_GB', brand: 'brabo', words: { save: 'Save as concept', load: 'Load by code', change: 'Change this build', wheels: 'Wheels', design: 'Paint design' } },
]) {
  test(`${brand} ${locale}: configure, see picture and price change, save, load by code in a new browser`, async ({ page, browser }) => {
    const errors = watchConsole(page);
    const model = await openFirstModel(page, origin, locale);
    const before = amount(await listPrice(page));
    expect(before).toBeGreaterThan(0);

    // A part with a price: the total moves by what the option said, the address holds the choice, the picture changes.
    const wheels = page.getByRole('group', { name: words.wheels });
    const upgrade = wheels.locator('label.choice-option').nth(1);
    const difference = amount(await upgrade.locator('.choice-option__price').textContent());
    const wheelKindBefore = await page.locator('.bike-preview__picture [data-part="front-wheel"]').getAttribute('data-kind');
    await upgrade.click();
    await expect.poll(async () => amount(await listPrice(page))).toBeCloseTo(before + difference, 2);
    await expect(page).toHaveURL(/wheels=WH-/);
    expect(await page.locator('.bike-preview__picture [data-part="front-wheel"]').getAttribute('data-kind')).not.toBe(wheelKindBefore);

    // Another paint: the frame takes its colour.
    const designs = page.getByRole('group', { name: words.design }).locator('label.choice-option');
    if ((await designs.count()) > 1) {
      const frameBefore = await page.locator('.bike-preview__picture svg').innerHTML();
      await designs.nth(1).click();
      await expect.poll(() => page.locator('.bike-preview__picture svg').innerHTML()).not.toBe(frameBefore);
    }
    const configured = await total(page);

    await page.getByRole('button', { name: words.save }).click();
    const saved = (await page.getByTestId('concept-code').textContent())!;
    const code = /([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})/.exec(saved)![1]!;

    // A new browser: the code typed in lower case loads the same build at the same price.
    const other = await browser.newContext();
    const fresh = await other.newPage();
    await fresh.goto(`${origin}/${locale}/configurator`);
    await waitForHydration(fresh);
    await rejectConsent(fresh);
    await fresh.locator('#config-code').fill(code.toLowerCase());
    await fresh.getByRole('button', { name: words.load }).click();
    await expect(fresh).toHaveURL(new RegExp(`/${locale}/configurator/configuration/${code.replace('-', '')}$`));
    await expect(fresh.getByTestId('configurator-total')).toHaveText(configured!);
    await fresh.getByRole('link', { name: words.change }).click();
    await expect(fresh).toHaveURL(new RegExp(`/${locale}/configurator/${model}\\?`));
    await waitForHydration(fresh);
    await expect(fresh.getByTestId('configurator-total')).toHaveText(configured!);
    await other.close();
    expect(errors).toEqual([]);
  });
}

test('load by code answers spec point 5 texts, in the browser and from the server', async ({ page }) => {
  await page.goto('/nl_BE/configurator');
  await waitForHydration(page);
  await rejectConsent(page);
  await page.getByRole('button', { name: 'Laden met code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Het codeveld is leeg.');
  await page.locator('#config-code').fill('K7Q2-10OI');
  await page.getByRole('button', { name: 'Laden met code' }).click();
  await expect(page.getByRole('alert')).toHaveText('Code niet gevonden');
  // An unknown code in a link, and an impossible one: the page says so and offers the form again.
  for (const code of ['ZZZZZZZZ', 'x'.repeat(60)]) {
    await page.goto(`/en_INT/configurator/configuration/${code}`);
    await expect(page.getByRole('alert')).toHaveText('Code not found');
    await expect(page.locator('#config-code')).toBeVisible();
  }
});

test('every inspiration a platform page shows opens in the configurator', async ({ page }) => {
  await page.goto('/en_INT/configurator');
  const href = (await page.locator('.configurator-models .card__title a').first().getAttribute('href'))!;
  await page.goto(href.replace('/configurator/', '/bikes/platform/'));
  const links = page.locator('#inspirations a[href*="/configurator/configuration/"]');
  const count = await links.count();
  expect(count).toBeGreaterThan(0);
  for (const target of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')!))) {
    await page.goto(target);
    await expect(page.getByTestId('configurator-total'), target).toBeVisible();
  }
});

test('the start page shows the newest inspirations and, once a build is viewed, the popular builds; each opens', async ({ page, request }) => {
  await page.goto('/en_INT/configurator');
  const inspirations = page.locator('section[aria-labelledby="inspirations-title"] .card__title a');
  await expect(inspirations).toHaveCount(3);
  const first = (await inspirations.first().getAttribute('href'))!;
  const code = first.split('/').pop()!;
  // Opening it counts a view (the page's script does), so the build becomes popular.
  await page.goto(first);
  await waitForHydration(page);
  await expect(page.getByTestId('configurator-total')).toBeVisible();
  await expect.poll(async () => ((await (await request.get(`/b2c/v1/concepts/${code}?locale=en_INT`)).json()).result.views)).toBeGreaterThan(0);
  // Anonymous pages are cached for up to a minute (PAGE_CACHE_MS); another address is a fresh render.
  await page.goto('/en_INT/configurator?after-view');
  const popular = page.locator('section[aria-labelledby="popular-title"] .card__title a');
  expect(await popular.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toContain(first);
});

test('without JavaScript the steps and the size finder work as plain forms', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  await page.goto('/en_INT/configurator');
  await page.locator('.configurator-models .card__title a').first().click();
  const before = amount(await total(page));
  await page.getByRole('group', { name: 'Wheels' }).locator('input[type=radio]').nth(1).check();
  await page.getByRole('button', { name: 'Show my choices' }).click();
  await expect(page).toHaveURL(/wheels=WH-/);
  expect(amount(await total(page))).toBeGreaterThan(before);
  await page.locator('.size-finder summary').click();
  await page.getByLabel('Your height (cm)').fill('180');
  await page.getByLabel('Your inseam (cm)').fill('84');
  await page.locator('.size-finder').getByRole('button', { name: 'Find my size' }).click();
  await expect(page.getByTestId('size-advice')).toContainText(/Size \w+ fits you best|You sit between/);
  await expect(page).toHaveURL(/wheels=WH-.*height=180/);
  await context.close();
});

test('the model page has no serious accessibility violations', async ({ page }) => {
  await openFirstModel(page, '', 'en_INT');
  const results = await new AxeBuilder({ page }).analyze();
  expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
});

/** The text of a PDF, read by pdf.js (tools/scripts/pdf-text.mjs). */
const pdfText = (pdf: Buffer): string =>
  JSON.parse(execFileSync(process.execPath, [path.resolve(__dirname, '../../../tools/scripts/pdf-text.mjs'), '-'], { input: pdf }).toString()).text.replace(/\s+/g, ' ');

test('a saved concept downloads as a spec sheet in the page language, and its page shares a picture', async ({ page }) => {
  await openFirstModel(page, '', 'de_DE');
  await page.getByRole('button', { name: 'Als Konzept speichern' }).click();
  const code = /([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})/.exec((await page.getByTestId('concept-code').textContent())!)![1]!;
  const shownTotal = (await total(page))!;
  const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('link', { name: 'Als PDF herunterladen' }).click()]);
  const pdf = Buffer.from(await (await download.createReadStream()).toArray().then((parts) => Buffer.concat(parts as Buffer[])));
  expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
  const text = pdfText(pdf);
  expect(text).toContain(code);
  expect(text).toContain('Rahmengröße');
  expect(text.replace(/[^\d,]/g, '')).toContain(shownTotal.replace(/[^\d,]/g, ''));

  await page.goto(`/de_DE/configurator/configuration/${code.replace('-', '')}`);
  const image = await page.locator('meta[property="og:image"]').getAttribute('content');
  expect(image).toMatch(/^http:\/\/.+\/media\/bikes\/.+\.svg\?w=1000&fm=png&q=80$/);
  const picture = await page.request.get(image!);
  expect(picture.status()).toBe(200);
  expect(picture.headers()['content-type']).toBe('image/png');
});

async function signedInRider(request: APIRequestContext): Promise<{ email: string; password: string }> {
  const email = `concepts-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
  const password = 'Groene-Dijk-Route-58';
  expect((await request.post('/b2c/v1/users', { data: { email, password, firstName: 'Lotte', lastName: 'Peeters', locale: 'nl_BE' } })).status()).toBe(201);
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
  const token = String(mails[0].text).match(/activate\?token=([A-Za-z0-9_-]+)/)?.[1];
  expect((await request.post('/b2c/v1/users/activate', { data: { token } })).status()).toBe(200);
  return { email, password };
}

test('a signed-in rider finds the saved build under account/concepts, shows it to everyone and deletes it', async ({ page, request }) => {
  const rider = await signedInRider(request);
  await page.goto('/nl_BE/account/login');
  await rejectConsent(page);
  await waitForHydration(page);
  await page.locator('#email').fill(rider.email);
  await page.locator('#password').fill(rider.password);
  await page.locator('main form button[type=submit]').click();
  await expect(page).not.toHaveURL(/\/login/);

  const model = await openFirstModel(page, '', 'nl_BE');
  await page.getByRole('button', { name: 'Opslaan als concept' }).click();
  const code = /([2-9A-HJ-NP-Z]{4}-[2-9A-HJ-NP-Z]{4})/.exec((await page.getByTestId('concept-code').textContent())!)![1]!.replace('-', '');

  await page.goto('/nl_BE/account/concepts');
  await waitForHydration(page);
  const card = page.locator(`.concept-card[data-code="${code}"]`);
  await expect(card).toContainText('Alleen jij ziet hem');
  await card.getByRole('button', { name: 'Toon aan iedereen' }).click();
  await expect(card).toContainText('Zichtbaar voor iedereen');
  // Visible concepts are listed for everyone.
  const listed = await (await request.get(`/b2c/v1/concepts?locale=nl_BE&model=${model}`)).json();
  expect(listed.result.map((c: { code: string }) => c.code)).toContain(code);

  await card.getByRole('button', { name: 'Verwijderen' }).click();
  await card.getByRole('button', { name: 'Definitief verwijderen' }).click();
  await expect(page.locator(`.concept-card[data-code="${code}"]`)).toHaveCount(0);
  expect((await request.get(`/b2c/v1/concepts/${code}?locale=nl_BE`)).status()).toBe(404);
});

test('the chat helper is offered once after 5 choices and 2 minutes, and its message reaches support', async ({ page, request }) => {
  await page.clock.install();
  const model = await openFirstModel(page, '', 'en_INT');
  for (const step of ['Groupset', 'Frame size', 'Paint design', 'Wheels', 'Handlebar and stem']) {
    const options = page.getByRole('group', { name: step }).locator('input[type=radio]');
    if ((await options.count()) > 1) await options.nth(1).check();
  }
  const answered = await page.evaluate(() => new Set(new URLSearchParams(location.search).keys()).size);
  expect(answered).toBeGreaterThan(0);
  await page.clock.fastForward(60_000);
  await expect(page.getByTestId('chat-helper')).toHaveCount(0);
  await page.clock.fastForward(61_000);
  await expect(page.getByTestId('chat-helper')).toBeVisible();
  await page.clock.resume();

  const helper = page.getByTestId('chat-helper');
  await helper.getByRole('button', { name: 'Write to us' }).click();
  const email = `helper-${Date.now()}@example.com`;
  await helper.getByLabel('Your name').fill('Lotte Peeters');
  await helper.getByLabel('Your e-mail').fill(email);
  await helper.getByLabel('Your question').fill('Which frame size fits me at 1.78 m?');
  await helper.getByLabel("I'm not a robot").check();
  await expect(helper.getByRole('status').filter({ hasText: 'Verified' })).toBeVisible({ timeout: 20_000 });
  await helper.getByRole('button', { name: 'Send' }).click();
  await expect(page.getByTestId('chat-helper-sent')).toBeVisible();
  const mails = (await (await request.get(`/mailbox/api?to=${encodeURIComponent('support-ardenne@localhost')}`)).json()).result as { text: string; replyTo?: string }[];
  const mail = mails.find((m) => m.text.includes(email))!;
  expect(mail.text).toContain('Which frame size fits me at 1.78 m?');
  expect(mail.text).toContain(`/en_INT/configurator/${model}?`);

  // Offered once: a new visit in this browser never shows it again.
  await page.reload();
  await waitForHydration(page);
  await page.getByRole('group', { name: 'Wheels' }).locator('input[type=radio]').nth(1).check();
  await page.waitForTimeout(500);
  await expect(page.getByTestId('chat-helper')).toHaveCount(0);
  expect(await page.evaluate(() => localStorage.getItem('configurator.chatHelperOffered'))).toBe('1');
});

test('a configured bike is compared with a catalogue bike in the same table', async ({ page }) => {
  // A catalogue bike first, from its detail page.
  const bike = await firstBikeId(page, 'en_INT');
  await page.goto(`/en_INT/bikes/${bike}`);
  await waitForHydration(page);
  await rejectConsent(page);
  await page.getByTestId('add-to-compare').first().click();
  // Then a configured one, with other wheels.
  await openFirstModel(page, '', 'en_INT');
  const wheelOption = page.getByRole('group', { name: 'Wheels' }).locator('.choice-option').nth(1);
  const wheels = (await wheelOption.locator('.choice-option__label').textContent())!;
  await wheelOption.click();
  await page.getByTestId('compare-build').click();
  await expect(page.getByTestId('concept-code')).toBeVisible();
  await page.goto('/en_INT/compare');
  await waitForHydration(page);
  const table = page.getByTestId('compare-table');
  await expect(table.locator('thead th.compare-table__bike')).toHaveCount(2);
  await expect(table.locator('thead a[href*="/configurator/configuration/"]')).toHaveCount(1);
  // The parts row names the configured bike's wheels; the catalogue bike has none.
  await expect(table.getByRole('row', { name: /Wheels/ })).toContainText(wheels);
});
