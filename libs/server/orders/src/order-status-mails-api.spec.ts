import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { createOrdersTestApp, json, loginAccess, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

/**
 * Issue 33: the status mails. Shipping an order and cancelling one (by the buyer, by the shop)
 * mails the buyer in the order's language, with the whole order listed (size, shipping, total)
 * and, once shipped, the frame numbers; a failing mailer never stops the status change.
 */
let t: OrdersTestApp;
let bike: StockedItem;
let chBike: StockedItem;
let adminToken: string;

beforeAll(async () => {
  t = await createOrdersTestApp();
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 20 });
  chBike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 20, skip: 1, currency: 'CHF' });
  await seedAccounts(t.ctx.db, t.ctx.config);
  adminToken = await loginAccess(t.app, t.ctx.config.demoAdminEmail, t.ctx.config.demoAdminPassword);
});
afterAll(() => t.close());

const move = (uuid: string, status: string) =>
  t.app.inject({ method: 'POST', url: `/b2c/v1/admin/orders/${uuid}/status`, payload: { status }, headers: { authorization: `Bearer ${adminToken}` } });
const pay = (url: string) => t.app.inject({ method: 'POST', url, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
const mailsAbout = (id: string) => t.ctx.mails.filter((m) => m.subject.includes(id));
/** The text part's rows as "label|value" (labels are padded with two or more spaces). */
const rowsIn = (text: string) => text.split('\n').map((line) => line.replace(/\s{2,}/g, '|'));
const sizeOf = async (item: StockedItem) =>
  rowsOf<{ size: string }>(await t.ctx.db.execute(sql`select size from item_sizes where id = ${item.sizeId}`))[0]!.size;

async function place(item: StockedItem, over: Record<string, unknown> = {}, consumer: Record<string, unknown> = {}) {
  const body = orderBody([{ externalid: item.externalid, quantity: 1 }], over, consumer);
  const res = await placeOrder(t.app, body);
  if (res.statusCode !== 201) throw new Error(res.body);
  const result = json(res).result as { order: { uuid: string; id: string; price: number; shippingcost: number }; payment: { url: string }; orderToken: string };
  return { ...result, email: body.consumer.email };
}

async function placePaid(item: StockedItem, over: Record<string, unknown> = {}, consumer: Record<string, unknown> = {}) {
  const placed = await place(item, over, consumer);
  expect((await pay(placed.payment.url)).statusCode).toBe(303);
  return placed;
}

describe('status mails', () => {
  it('shipping mails the buyer in the order’s language: the frame number, the bike in its size, shipping and total', async () => {
    const { order, email } = await placePaid(bike, { locale: 'fr_BE' });
    for (const status of ['processing', 'stock', 'readytoship']) expect((await move(order.uuid, status)).statusCode).toBe(200);
    expect(mailsAbout(order.id).map((m) => m.subject)).toEqual([`Votre commande ${order.id}`, `Paiement reçu pour la commande ${order.id}`]);
    expect((await move(order.uuid, 'shipped')).statusCode).toBe(200);

    const mail = mailsAbout(order.id).pop()!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(`Votre commande ${order.id} est en route`);
    const [serial] = rowsOf<{ serial: string }>(await t.ctx.db.execute(sql`select serial from bike_serials where order_uuid = ${order.uuid}`));
    expect(mail.text).toContain(serial!.serial);
    expect(mail.text).toContain(`taille ${await sizeOf(bike)}`);
    expect(mail.text).toMatch(/\nLivraison\s+\S/);
    expect(rowsIn(mail.text)).toContain(`Total TTC|${new Intl.NumberFormat('fr-BE', { style: 'currency', currency: 'EUR' }).format(order.price)}`);
    expect(mail.text).toContain('Adresse de livraison : Kerkstraat 12, 3580 Beringen');
    expect(mail.html).toContain('lang="fr-BE"');
  });

  it('a cancel by the buyer mails them that they cancelled it, and that nothing is due', async () => {
    const { order, orderToken, email } = await place(bike);
    const res = await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${order.uuid}/cancel`, payload: {}, headers: { 'x-order-token': orderToken } });
    expect(res.statusCode).toBe(200);
    const mail = mailsAbout(order.id).pop()!;
    expect(mail.to).toBe(email);
    expect(mail.subject).toBe(`Bestelling ${order.id} geannuleerd`);
    expect(mail.text).toContain(`Zoals je vroeg, hebben we je bestelling ${order.id} geannuleerd.`);
    expect(mail.text).toContain('er valt niets terug te betalen');
    expect(mail.text).toContain(`maat ${await sizeOf(bike)}`);
  });

  it('a cancel by the shop of a paid order mails the refund, in German for a de_CH order', async () => {
    const { order } = await placePaid(chBike, { locale: 'de_CH' }, {
      invoiceAddress: { street: 'Bahnhofstrasse', number: '7', postalCode: '8001', city: 'Zürich', country: 'CH' },
    });
    expect((await move(order.uuid, 'cancelled')).statusCode).toBe(200);
    const mail = mailsAbout(order.id).pop()!;
    expect(mail.subject).toBe(`Bestellung ${order.id} storniert`);
    expect(mail.text).toContain(`Wir haben deine Bestellung ${order.id} storniert.`);
    expect(mail.text).toContain(`Wir erstatten dir die bezahlten ${new Intl.NumberFormat('de-CH', { style: 'currency', currency: 'CHF' }).format(order.price)}`);
    expect(mail.text).toContain(`Größe ${await sizeOf(chBike)}`);
    expect(mail.text).toMatch(/\nVersand\s+\S/);
  });

  it('moves the order even when the mail cannot be sent', async () => {
    const { order } = await placePaid(bike);
    const send = t.ctx.mails.push;
    const before = t.ctx.mails.length;
    t.ctx.mails.push = () => {
      throw new Error('mail server down');
    };
    try {
      expect((await move(order.uuid, 'cancelled')).statusCode).toBe(200);
    } finally {
      t.ctx.mails.push = send;
    }
    expect(t.ctx.mails.length).toBe(before);
    expect(json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${order.uuid}` })).result.status).toBe('cancelled');
  });
});
