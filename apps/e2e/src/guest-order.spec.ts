import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { accessToken, logInOnPage, newRider } from './support/accounts';
import { mailedOrderLink, placeOrderByApi } from './support/orders';
import { rejectConsent, waitForHydration } from './support/shop';

/**
 * Issue 32 item 7: a guest sees their whole order (lines with sizes, the delivery address or the
 * dealer, payment and delivery state, amounts in the locale's currency) from the mail's link,
 * which carries the order token in its fragment, or by order number and email; and retries or
 * cancels where the rules allow. Item 14: a dealer-pickup order names the dealer as where it is
 * collected and the home address as the invoice address, wherever the order is shown.
 */
const BERINGEN = { address: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, near: { lat: 51.05, lng: 5.22 } };
const ZURICH = { address: { street: 'Bahnhofstrasse', number: '7', postalCode: '8001', city: 'Zürich', country: 'CH' }, near: { lat: 47.37, lng: 8.54 } };

const euro = (amount: number) => new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(amount);
const franc = (amount: number) => new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(amount);

async function expectAccessible(page: Page, step: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => `${step} ${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(' | ')}`);
  expect(serious).toEqual([]);
}

async function payOnSandbox(page: Page, url: string, outcome: 'pay' | 'fail') {
  await page.goto(url);
  await page.locator(`button[value="${outcome}"]`).click();
}

test('nl_BE: the mail link shows a guest the whole dealer-pickup order, keeps its token off the network, and cancels after a confirmation', async ({ page, request }) => {
  const order = await placeOrderByApi(request, { locale: 'nl_BE', ...BERINGEN, shippingMethod: 'DEALER', paymentMethod: 'banktransfer' });
  const link = await mailedOrderLink(request, order.email);
  const token = decodeURIComponent(link.hash.slice('#token='.length));
  expect(token).toHaveLength(43);

  // Nothing the browser sends (addresses or Referer headers) carries the token: it lives in the fragment.
  const sent: string[] = [];
  page.on('request', (r) => sent.push(`${r.url()} ${r.headers()['referer'] ?? ''}`));
  await page.goto(`${link.pathname}${link.hash}`);
  await waitForHydration(page);
  await rejectConsent(page);

  const details = page.getByTestId('order-details');
  await expect(details).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toContainText(order.id);
  await expect(page).toHaveURL(new RegExp(`/nl_BE/checkout/order/${order.uuid}$`));
  expect(sent.join('\n')).not.toContain(token);

  // The line with its size, in euro the Belgian way.
  const line = details.getByTestId('order-line').first();
  await expect(line).toContainText(order.title);
  await expect(line).toContainText(`Maat ${order.size}`);
  await expect(details.getByTestId('order-total')).toContainText(euro(order.price));
  // Collected at the dealer; the home address is the invoice address, not a delivery address.
  const pickup = details.getByTestId('order-pickup');
  await expect(pickup).toContainText('Afhalen bij');
  await expect(pickup).toContainText(order.dealer!.name);
  await expect(pickup).toContainText(`${order.dealer!.street} ${order.dealer!.number}`);
  await expect(pickup).toContainText(`${order.dealer!.postalCode} ${order.dealer!.city}`);
  await expect(details.getByTestId('order-invoice-address')).toContainText('Factuuradres');
  await expect(details.getByTestId('order-invoice-address')).toContainText('Kerkstraat 12');
  await expect(details).not.toContainText('Leveringsadres');
  await expect(details.getByTestId('order-payment-state')).toContainText('Wacht op je overschrijving');
  await expect(details.getByTestId('order-delivery-state')).toContainText('Besteld');
  await expectAccessible(page, 'order from the mail');

  // Cancelling asks first; saying no changes nothing.
  await page.getByTestId('cancel-order').click();
  const confirm = page.getByRole('alertdialog');
  await expect(confirm).toContainText(`Bestelling ${order.id} annuleren?`);
  await confirm.getByRole('button', { name: 'Nee, behouden' }).click();
  await expect(page.getByRole('alertdialog')).toHaveCount(0);
  await page.getByTestId('cancel-order').click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Ja, annuleren' }).click();
  await expect(page.getByText('Deze bestelling is geannuleerd.')).toBeVisible();
  await expect(details.getByTestId('order-delivery-state')).toContainText('Geannuleerd');
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
  // The server agrees, and the page still shows the whole order after a reload (the token stayed in this browser).
  const seen = (await (await request.get(`/consumer/v1/orders/${order.uuid}`, { headers: { 'x-order-token': token } })).json()).result;
  expect(seen.status).toBe('cancelled');
  await page.reload();
  await expect(page.getByTestId('order-details').getByTestId('order-line').first()).toContainText(`Maat ${order.size}`);
});

test('nl_BE: a paid order opened from the mail on another device shows the order, not only its status; a failed one can be paid again', async ({ browser, page, request }) => {
  const paid = await placeOrderByApi(request, { locale: 'nl_BE', ...BERINGEN, shippingMethod: 'CONSUMER', paymentMethod: 'online' });
  await payOnSandbox(page, paid.paymentUrl, 'pay');
  await page.waitForURL(/\/nl_BE\//);

  // Another browser: no token in storage, only the mail's link.
  const phone = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const other = await phone.newPage();
  const link = await mailedOrderLink(request, paid.email);
  await other.goto(`${link.pathname}${link.hash}`);
  const details = other.getByTestId('order-details');
  await expect(details).toBeVisible();
  await expect(other).toHaveURL(new RegExp(`/nl_BE/checkout/order/${paid.uuid}$`));
  await expect(details.getByTestId('order-payment-state')).toContainText('Betaald');
  await expect(details.getByTestId('order-line').first()).toContainText(`Maat ${paid.size}`);
  await expect(details.getByTestId('order-delivery-address')).toContainText('Leveringsadres');
  await expect(details.getByTestId('order-delivery-address')).toContainText('3580 Beringen');
  await expect(other.getByTestId('cancel-order')).toHaveCount(0);
  await expect(other.getByTestId('retry-payment')).toHaveCount(0);

  const failed = await placeOrderByApi(request, { locale: 'nl_BE', ...BERINGEN, shippingMethod: 'CONSUMER', paymentMethod: 'online' });
  await payOnSandbox(page, failed.paymentUrl, 'fail');
  const failedLink = await mailedOrderLink(request, failed.email);
  await other.goto(`${failedLink.pathname}${failedLink.hash}`);
  await expect(other.getByTestId('order-details').getByTestId('order-payment-state')).toContainText('Betaling mislukt');
  await other.getByTestId('retry-payment').click();
  await expect(other).toHaveURL(/\/payments\/sandbox\//);
  await phone.close();
});

test('nl_BE: "Je bestellingen bekijken" leads a guest to a lookup by order number and email, not to the login page', async ({ page, request }) => {
  const order = await placeOrderByApi(request, { locale: 'nl_BE', ...BERINGEN, shippingMethod: 'DEALER', paymentMethod: 'online' });
  await payOnSandbox(page, order.paymentUrl, 'pay');
  await expect(page).toHaveURL(/\/nl_BE\/success\?order=/);
  await waitForHydration(page);
  await rejectConsent(page);
  await page.getByRole('link', { name: 'Je bestellingen bekijken' }).click();
  await expect(page).toHaveURL(/\/nl_BE\/checkout\/order$/);
  await expect(page).not.toHaveURL(/login/);

  const form = page.getByRole('form', { name: 'Je bestelling opzoeken' });
  await expect(form).toBeVisible();
  await expectAccessible(page, 'order lookup');
  // An empty form names its fields in Dutch.
  await form.getByRole('button', { name: 'Bestelling tonen' }).click();
  await expect(page.locator('#lookup-orderNumber-error')).toBeVisible();
  // A wrong address says the same as an unknown number, and shows nothing of the order.
  await form.getByLabel('Bestelnummer').fill(order.id.toLowerCase());
  await form.getByLabel('E-mailadres').fill(`someone-else-${Date.now()}@example.com`);
  await form.getByRole('button', { name: 'Bestelling tonen' }).click();
  await expect(page.getByRole('alert')).toContainText('We vinden geen bestelling met dit nummer en dit e-mailadres');
  await expect(page.getByTestId('order-details')).toHaveCount(0);

  await form.getByLabel('E-mailadres').fill(order.email.toUpperCase());
  await form.getByRole('button', { name: 'Bestelling tonen' }).click();
  const details = page.getByTestId('order-details');
  await expect(details).toBeVisible();
  // The order found, where it was looked up: not the payment's outcome steps, not the thank-you page.
  await expect(page).toHaveURL(/\/nl_BE\/checkout\/order$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`Bestelling ${order.id}`);
  await expect(details.getByTestId('order-line').first()).toContainText(`Maat ${order.size}`);
  await expect(details.getByTestId('order-pickup')).toContainText(order.dealer!.name);
  await expect(details.getByTestId('order-payment-state')).toContainText('Betaald');
  await expect(details.getByTestId('order-total')).toContainText(euro(order.price));
  await expect(page.getByTestId('cancel-order')).toHaveCount(0);
});

test('de_CH: a dealer-pickup order names the dealer as pickup point and the home address as invoice address on the confirmation page and in the account', async ({ page, request }) => {
  const email = await newRider(request, 'de_CH');
  const bearer = await accessToken(request, email);
  const order = await placeOrderByApi(request, { locale: 'de_CH', ...ZURICH, shippingMethod: 'DEALER', paymentMethod: 'online', bearer, email });
  await page.goto('/de_CH/account/login');
  await logInOnPage(page, email);
  await expect(page).toHaveURL(/\/de_CH\/account$/);

  await payOnSandbox(page, order.paymentUrl, 'pay');
  await expect(page).toHaveURL(/\/de_CH\/success\?order=/);
  const confirmation = page.getByTestId('order-details');
  await expect(confirmation.getByTestId('order-pickup')).toContainText('Abholung bei');
  await expect(confirmation.getByTestId('order-pickup')).toContainText(order.dealer!.name);
  await expect(confirmation.getByTestId('order-pickup')).toContainText(`${order.dealer!.postalCode} ${order.dealer!.city}`);
  await expect(confirmation.getByTestId('order-invoice-address')).toContainText('Rechnungsadresse');
  await expect(confirmation.getByTestId('order-invoice-address')).toContainText('Bahnhofstrasse 7');
  await expect(confirmation).not.toContainText('Lieferadresse');
  await expect(confirmation.getByTestId('order-total')).toContainText(franc(order.price));
  // A signed-in buyer's "view your orders" is the account's list.
  await expect(page.getByRole('link', { name: 'Deine Bestellungen ansehen' })).toHaveAttribute('href', '/de_CH/account/orders');

  await page.goto('/de_CH/account/orders');
  const card = page.getByTestId('account-order').filter({ hasText: order.id });
  await card.locator('summary').click();
  await expect(card.getByTestId('order-pickup')).toContainText('Abholung bei');
  await expect(card.getByTestId('order-pickup')).toContainText(order.dealer!.name);
  await expect(card.getByTestId('order-invoice-address')).toContainText('Rechnungsadresse');
  await expect(card.getByTestId('order-invoice-address')).toContainText('Bahnhofstrasse 7');
  await expect(card).not.toContainText('Lieferadresse');
  await expect(card).toContainText(`Größe ${order.size}`);
});
