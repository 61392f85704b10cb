import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/accounts';
import { placeOrderByApi, type PlacedGuestOrder } from './support/orders';

/**
 * Issue 33, the order mails' slice: every order mail lists the lines (with the size), the shipping
 * line and the total, and the status mails say what changed, in the order's language and the
 * brand's frame. One order ships (nl_BE), one is cancelled by the shop after payment (de_CH).
 */
const BRAND = 'Ardenne Cycles'; // the site's default brand on localhost
const BERINGEN = { address: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' } };
const ZURICH = { address: { street: 'Bahnhofstrasse', number: '7', postalCode: '8001', city: 'Zürich', country: 'CH' } };

type Mail = { subject: string; text: string; html: string | null };
const mailsAbout = async (request: APIRequestContext, order: PlacedGuestOrder): Promise<Mail[]> =>
  ((await (await request.get(`/mailbox/api?to=${encodeURIComponent(order.email)}`)).json()).result as Mail[]).filter((m) => m.subject.includes(order.id));
/** The text part's rows as "label|value" (labels are padded with two or more spaces). */
const rowsOf = (text: string) => text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));

/** A guest order paid on the sandbox page's form, then moved by the admin. */
async function paidOrder(request: APIRequestContext, locale: string, place: typeof BERINGEN) {
  const order = await placeOrderByApi(request, { locale, ...place, shippingMethod: 'CONSUMER', paymentMethod: 'online' });
  expect((await request.post(order.paymentUrl, { form: { action: 'pay' }, maxRedirects: 0 })).status()).toBe(303);
  return order;
}
async function moveTo(request: APIRequestContext, token: string, order: PlacedGuestOrder, statuses: string[]) {
  for (const status of statuses) {
    const res = await request.post(`/b2c/v1/admin/orders/${order.uuid}/status`, { data: { status }, headers: { authorization: `Bearer ${token}` } });
    expect(res.status(), await res.text()).toBe(200);
  }
}

test('nl_BE: the confirmation lists the bike in its size and the shipping; the shipped mail gives the frame number', async ({ request }) => {
  const order = await paidOrder(request, 'nl_BE', BERINGEN);
  const placed = (await mailsAbout(request, order)).find((m) => m.subject === `Je bestelling ${order.id}`)!;
  expect(placed.text).toContain(`1 × ${order.title} — maat ${order.size}`);
  expect(rowsOf(placed.text).some((row) => /^Verzending\|(€|Gratis)/.test(row))).toBe(true);

  await moveTo(request, await adminToken(request), order, ['processing', 'stock', 'readytoship', 'shipped']);
  const shipped = (await mailsAbout(request, order)).find((m) => m.subject === `Je bestelling ${order.id} is onderweg`)!;
  expect(shipped.text).toContain(`Je bestelling ${order.id} heeft ons atelier verlaten en is onderweg naar jou.`);
  expect(rowsOf(shipped.text)).toContainEqual(expect.stringMatching(new RegExp(`— maat ${order.size}\\|\\d{8}$`)));
  expect(shipped.text).toContain('Leveradres: Kerkstraat 12, 3580 Beringen');
  expect(rowsOf(shipped.text)).toContain(`Totaal|${new Intl.NumberFormat('nl-BE', { style: 'currency', currency: 'EUR' }).format(order.price)}`);
  expect(shipped.text).toContain(`${BRAND} · land: België`);
  expect(shipped.text).not.toMatch(/\b(the|your|please|Hello)\b/);
  expect(shipped.html).toContain('lang="nl-BE"');
});

test('de_CH: a paid order cancelled by the shop is mailed in German (du), with the refund, size and shipping', async ({ request }) => {
  const order = await paidOrder(request, 'de_CH', ZURICH);
  await moveTo(request, await adminToken(request), order, ['cancelled']);
  const cancelled = (await mailsAbout(request, order)).find((m) => m.subject === `Bestellung ${order.id} storniert`)!;
  expect(cancelled.text).toContain(`Wir haben deine Bestellung ${order.id} storniert.`);
  expect(cancelled.text).toContain(`Wir erstatten dir die bezahlten ${new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(order.price)}`);
  expect(cancelled.text).toContain(`1 × ${order.title} — Größe ${order.size}`);
  expect(rowsOf(cancelled.text).some((row) => /^Versand\|(CHF|Kostenlos)/.test(row))).toBe(true);
  expect(cancelled.text).toContain(`${BRAND} · Land: Schweiz`);
  expect(cancelled.text).not.toMatch(/\b(the|your|please|Hello|Sie|Ihre)\b/);
  expect(cancelled.html).toContain('lang="de-CH"');
});
