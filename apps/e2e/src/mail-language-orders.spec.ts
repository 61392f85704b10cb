import { expect, test, type APIRequestContext } from '@playwright/test';
import { adminToken } from './support/accounts';
import { placeOrderByApi, type PlacedGuestOrder } from './support/orders';

/**
 * Issue 33, the order mails' slice: every order mail lists the lines (with the size), the shipping
 * line and the total, and the status mails say what changed, in the order's language and the
 * brand's frame, in nl_BE and de_CH: one order is placed by card, paid and shipped, another is
 * cancelled by the shop after payment.
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

const CASES = [
  {
    locale: 'nl_BE', iso: 'nl-BE', currency: 'EUR', place: BERINGEN, size: 'maat', total: 'Totaal', shipping: /^Verzending\|(€|Gratis)/, footer: `${BRAND} · land: België`,
    placed: (id: string) => `Je bestelling ${id}`, thanks: (id: string) => `Bedankt voor je bestelling ${id}. Dit heb je besteld:`,
    paid: (id: string) => `Betaling ontvangen voor bestelling ${id}`, paidIntro: (id: string) => `We hebben je betaling voor bestelling ${id} ontvangen.`,
    shipped: (id: string) => `Je bestelling ${id} is onderweg`, shippedIntro: (id: string) => `Je bestelling ${id} heeft ons atelier verlaten en is onderweg naar jou.`, address: 'Leveradres: Kerkstraat 12, 3580 Beringen',
    cancelled: (id: string) => `Bestelling ${id} geannuleerd`, cancelledIntro: (id: string) => `We hebben je bestelling ${id} geannuleerd.`, refund: (amount: string) => `We storten de ${amount} die je betaalde`,
  },
  {
    locale: 'de_CH', iso: 'de-CH', currency: 'CHF', place: ZURICH, size: 'Größe', total: 'Summe', shipping: /^Versand\|(CHF|Kostenlos)/, footer: `${BRAND} · Land: Schweiz`,
    placed: (id: string) => `Deine Bestellung ${id}`, thanks: (id: string) => `Vielen Dank für deine Bestellung ${id}. Das hast du bestellt:`,
    paid: (id: string) => `Zahlung für Bestellung ${id} erhalten`, paidIntro: (id: string) => `Wir haben deine Zahlung für Bestellung ${id} erhalten.`,
    shipped: (id: string) => `Deine Bestellung ${id} ist unterwegs`, shippedIntro: (id: string) => `Deine Bestellung ${id} hat unsere Werkstatt verlassen und ist auf dem Weg zu dir.`, address: 'Lieferadresse: Bahnhofstrasse 7, 8001 Zürich',
    cancelled: (id: string) => `Bestellung ${id} storniert`, cancelledIntro: (id: string) => `Wir haben deine Bestellung ${id} storniert.`, refund: (amount: string) => `Wir erstatten dir die bezahlten ${amount}`,
  },
];
/** English, and the German "Sie" the site does not use. */
const NOT_ENGLISH = /\b(the|your|please|Hello|Sie|Ihre)\b/;
const bySubject = (mails: Mail[], subject: string) => {
  const mail = mails.find((m) => m.subject === subject);
  expect(mail, `"${subject}" among: ${mails.map((m) => m.subject).join(' | ')}`).toBeDefined();
  return mail!;
};

for (const c of CASES) {
  const amountOf = (price: number) => new Intl.NumberFormat(c.iso, { style: 'currency', currency: c.currency }).format(price);

  test(`${c.locale}: placed by card, paid and shipped: each mail lists the bike in its size and the shipping; the shipped one gives the frame number`, async ({ request }) => {
    const order = await paidOrder(request, c.locale, c.place);
    const placed = bySubject(await mailsAbout(request, order), c.placed(order.id));
    expect(placed.text).toContain(c.thanks(order.id));
    expect(placed.text).toContain(`1 × ${order.title} — ${c.size} ${order.size}`);
    expect(rowsOf(placed.text).some((row) => c.shipping.test(row))).toBe(true);
    expect(placed.text).not.toMatch(NOT_ENGLISH);

    const paid = bySubject(await mailsAbout(request, order), c.paid(order.id));
    expect(paid.text).toContain(c.paidIntro(order.id));
    expect(paid.text).toContain(`1 × ${order.title} — ${c.size} ${order.size}`);
    expect(rowsOf(paid.text)).toContain(`${c.total}|${amountOf(order.price)}`);
    expect(paid.text).not.toMatch(NOT_ENGLISH);

    await moveTo(request, await adminToken(request), order, ['processing', 'stock', 'readytoship', 'shipped']);
    const shipped = bySubject(await mailsAbout(request, order), c.shipped(order.id));
    expect(shipped.text).toContain(c.shippedIntro(order.id));
    expect(rowsOf(shipped.text)).toContainEqual(expect.stringMatching(new RegExp(`— ${c.size} ${order.size}\\|\\d{8}$`)));
    expect(shipped.text).toContain(c.address);
    expect(rowsOf(shipped.text)).toContain(`${c.total}|${amountOf(order.price)}`);
    expect(shipped.text).toContain(c.footer);
    expect(shipped.text).not.toMatch(NOT_ENGLISH);
    expect(shipped.html).toContain(`lang="${c.iso}"`);
    expect(shipped.html).toContain(`alt="${BRAND}"`);
  });

  test(`${c.locale}: a paid order cancelled by the shop is mailed with the refund, the size and the shipping`, async ({ request }) => {
    const order = await paidOrder(request, c.locale, c.place);
    await moveTo(request, await adminToken(request), order, ['cancelled']);
    const cancelled = bySubject(await mailsAbout(request, order), c.cancelled(order.id));
    expect(cancelled.text).toContain(c.cancelledIntro(order.id));
    expect(cancelled.text).toContain(c.refund(amountOf(order.price)));
    expect(cancelled.text).toContain(`1 × ${order.title} — ${c.size} ${order.size}`);
    expect(rowsOf(cancelled.text).some((row) => c.shipping.test(row))).toBe(true);
    expect(cancelled.text).toContain(c.footer);
    expect(cancelled.text).not.toMatch(NOT_ENGLISH);
    expect(cancelled.html).toContain(`lang="${c.iso}"`);
  });
}
