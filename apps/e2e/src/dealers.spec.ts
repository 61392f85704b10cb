import { expect, test } from '@playwright/test';
import { rejectConsent, waitForHydration, watchConsole } from './support/shop';

/**
 * The dealer locator as a shopper uses it: the nearest dealers from the default location
 * (Beringen), a search by town, "use my location", the map beside the list, a dealer's page
 * with its stock and hours, and a contact request through the offline captcha that reaches the
 * dealer's mailbox with a copy to the shopper.
 */
const BERINGEN = { lat: 51.047, lng: 5.182 };

test('the locator lists the nearest dealers from Beringen, server-rendered', async ({ page, request }) => {
  const nearest = (await (await request.get(`/b2c/v1/dealers?lat=${BERINGEN.lat}&lng=${BERINGEN.lng}&type=all&limit=1`)).json()).result[0];
  await page.goto('/nl_BE/dealers');
  await expect(page.getByRole('heading', { name: 'Dealers in de buurt van Beringen' })).toBeVisible();
  const first = page.getByTestId('dealer-card').first();
  await expect(first.getByRole('heading')).toHaveText(nearest.name);
  await expect(first.getByTestId('dealer-distance')).toHaveText(/km/);
  // Belgian addresses read as Belgians write them: street and number, then postcode and town.
  if (nearest.country === 'BE') await expect(first.locator('address')).toContainText(`${nearest.postalCode} ${nearest.city}`);
});

test('search by town, then by the device position', async ({ page, context }) => {
  await context.grantPermissions(['geolocation']);
  await context.setGeolocation({ latitude: 50.8467, longitude: 4.3525 });
  await page.goto('/en_BE/dealers');
  // Functional storage allowed: the found town is kept in the browser for later pages.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Accept all' }).click();
  await page.getByLabel('Town or postcode').fill('gand');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/en_BE\/dealers\?q=gand/);
  await expect(page.getByRole('heading', { name: /Dealers near (Ghent|Gent)/ })).toBeVisible();
  await waitForHydration(page);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('userLocation') ?? 'null'));
  expect(stored).toMatchObject({ type: 'SEARCH' });
  expect(stored.lat).toBeCloseTo(51.05, 1);

  await page.getByTestId('use-my-location').click();
  await expect(page).toHaveURL(/lat=50\.846/);
  await expect(page.getByRole('heading', { name: 'Dealers near your location' })).toBeVisible();
  await expect(page.getByTestId('dealer-card').first()).toContainText(/Belgium/);
});

test('an unknown town says so and still lists dealers', async ({ page }) => {
  await page.goto('/en_INT/dealers?q=Atlantisville');
  await expect(page.getByText('We do not know a place called "Atlantisville"')).toBeVisible();
  await expect(page.getByTestId('dealer-card').first()).toBeVisible();
});

test('a picture of the map at once, the interactive map on demand, and the list follows it', async ({ page }) => {
  const problems = watchConsole(page);
  await page.setViewportSize({ width: 1280, height: 900 });
  const mapScripts: string[] = [];
  page.on('request', (r) => { if (r.resourceType() === 'script' && /remotes\/dealers\/\d+\./.test(r.url())) mapScripts.push(r.url()); });
  await page.goto('/en_BE/dealers');
  await waitForHydration(page);
  const map = page.getByTestId('dealer-map');
  // The server-drawn picture: a real image; the map library loads only when asked for (below).
  const picture = map.getByRole('img', { name: 'Map of dealers' });
  await expect(picture).toBeVisible();
  await expect.poll(() => picture.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await page.waitForLoadState('networkidle');
  const pageScripts = mapScripts.length;
  await rejectConsent(page);
  // Reaching for the map (hovering it) brings the interactive one.
  await map.hover();
  await expect(map).toHaveAttribute('data-state', 'ready', { timeout: 20_000 });
  expect(mapScripts.length).toBeGreaterThan(pageScripts);
  await expect(map.locator('canvas')).toBeVisible();
  // Drag the map a long way east: the list now shows the dealers in view.
  const box = (await map.boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  await page.mouse.down();
  await page.mouse.move(box.x + 40, box.y + box.height / 2, { steps: 8 });
  await page.mouse.up();
  await expect(page.getByRole('heading', { name: 'Dealers in the map view' })).toBeVisible();
  expect(problems.filter((p) => !/GL Driver|GPU stall|WebGL/.test(p))).toEqual([]);
});

test('a dealer page shows hours, stock and takes a contact request through the captcha', async ({ page, request }) => {
  // A dealer with something in stock, so the page has a stock list to show.
  const dealers = (await (await request.get(`/b2c/v1/dealers?lat=${BERINGEN.lat}&lng=${BERINGEN.lng}&type=dealer&limit=20`)).json()).result;
  let dealer = dealers[0];
  for (const d of dealers) {
    const stock = (await (await request.get(`/b2c/v1/dealers/${d.cusid}/${d.extid}/stock`)).json()).result;
    if (stock.length > 0) { dealer = d; break; }
  }
  await page.goto(`/nl_BE/dealers/${dealer.slug}`);
  await rejectConsent(page);
  await expect(page.getByRole('heading', { level: 1, name: dealer.name })).toBeVisible();
  await expect(page.getByTestId('opening-hours')).toContainText('maandag');
  await expect(page.getByTestId('dealer-stock').or(page.getByText(/geen van onze fietsen/))).toBeVisible();

  const email = `lotte-${Date.now()}@example.com`;
  const form = page.getByTestId('dealer-request');
  await form.getByLabel('Voornaam').fill('Lotte');
  await form.getByLabel('Achternaam').fill('Peeters');
  await form.getByLabel('E-mail').fill(email);
  await form.getByLabel('Je bericht').fill('Kan ik zaterdag een proefrit maken?');
  await expect(form.getByText(/Anders sturen we geen kopie/)).toBeVisible();
  // Sending without the captcha is refused in the browser, in Dutch.
  await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(form.getByText('Bevestig dat je geen robot bent.')).toBeVisible();
  // The box is ticked once the answer is found (checked follows the captcha's state): press it and wait.
  await form.getByLabel('Ik ben geen robot').click();
  await expect(form.getByRole('status').filter({ hasText: 'Gecontroleerd' })).toBeVisible({ timeout: 20_000 });
  await form.getByRole('button', { name: 'Aanvraag versturen' }).click();
  await expect(page.getByTestId('dealer-request-sent')).toHaveText('Je aanvraag is naar de dealer verstuurd.');

  // The dealer got the request (its address never reached the browser). The typed address is
  // proven by nothing, so an anonymous shopper gets no copy, as the form said beforehand.
  const toDealer = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(`shop${dealer.id}@dealers.example.com`)}`)).json()).result;
  expect(toDealer.some((m: { text: string }) => m.text.includes(email))).toBe(true);
  const copy = (await (await request.get(`/mailbox/api?to=${encodeURIComponent(email)}`)).json()).result;
  expect(copy).toEqual([]);
});

test('an unknown dealer is a 404 page', async ({ request }) => {
  const res = await request.get('/en_INT/dealers/no-such-dealer-0');
  expect(res.status()).toBe(404);
});
