import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { ORDER_MAX_BIKES } from '@bike/shared/domain';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp, type StockedItem } from './test-app';

/**
 * Issue 10 finding 5 (stock held hostage: repeated lines, caps per item and per order, a short
 * bank-transfer hold for guests) and finding 6 (address countries from the locale's market).
 */
let t: OrdersTestApp;
let bikes: StockedItem[];
let riderToken: string;

beforeAll(async () => {
  t = await createOrdersTestApp({ config: { bankTransferDays: 7, bankTransferGuestDays: 2 } });
  bikes = [];
  for (let skip = 0; skip < 3; skip++) bikes.push(await stockedItem(t.ctx, { itemtype: 'bike', qty: 20, skip }));
  await seedAccounts(t.ctx.db, t.ctx.config);
  const res = await t.app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email: t.ctx.config.demoUserEmail, password: t.ctx.config.demoUserPassword } });
  riderToken = json(res).result.access;
});
afterAll(() => t.close());

const totalStock = async () => (await Promise.all(bikes.map((b) => stockQty(t.ctx, b.id)))).reduce((a, b) => a + b, 0);
const ordersCount = async () => Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders`))[0]!.n);

describe('repeated lines and caps', () => {
  it('merges a repeated line before the per-item limit: 3 + 3 of one bike is refused and reserves nothing', async () => {
    const stock = await totalStock();
    const orders = await ordersCount();
    const res = await placeOrder(t.app, orderBody([{ externalid: bikes[0]!.externalid, quantity: 3 }, { externalid: bikes[0]!.externalid, quantity: 3 }], { paymentMethod: 'banktransfer' }));
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'MAX_QUANTITY', issues: [{ path: 'orderlines.0.quantity', message: 'maxQuantity:5' }] });
    expect(await totalStock()).toBe(stock);
    expect(await ordersCount()).toBe(orders);
  });

  it('stores repeated lines within the limit as one line', async () => {
    const res = await placeOrder(t.app, orderBody([{ externalid: bikes[1]!.externalid, quantity: 2 }, { externalid: bikes[1]!.externalid, quantity: 2 }]));
    expect(res.statusCode).toBe(201);
    const order = json(res).result.order;
    expect(order.orderlines).toHaveLength(1);
    expect(order.orderlines[0]).toMatchObject({ externalitemid: bikes[1]!.externalid, quantity: 4 });
  });

  it('counts the limit per item over its sizes', async () => {
    // Another size of the same model than the one the stock is in (a bike is ordered in a size).
    const [size] = rowsOf<{ externalid: string }>(await t.ctx.db.execute(sql`select externalid from item_sizes where item_id = ${bikes[2]!.id} and id <> ${bikes[2]!.sizeId} order by id limit 1`));
    if (!size) return; // the test catalogue gives every bike several sizes; guard for a one-size item
    const stock = await totalStock();
    const res = await placeOrder(t.app, orderBody([{ externalid: bikes[2]!.externalid, quantity: 4 }, { externalid: size.externalid, quantity: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(json(res).error.issues).toEqual([{ path: 'orderlines.1.quantity', message: 'maxQuantity:1' }]);
    expect(await totalStock()).toBe(stock);
  });

  it(`caps an order at ${ORDER_MAX_BIKES} bikes, and a refused order reserves nothing`, async () => {
    const stock = await totalStock();
    const orders = await ordersCount();
    const res = await placeOrder(t.app, orderBody(bikes.map((b) => ({ externalid: b.externalid, quantity: 4 }))));
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'MAX_QUANTITY', issues: [{ path: 'orderlines.2.quantity', message: 'orderMaxQuantity:2' }] });
    expect(await totalStock()).toBe(stock);
    expect(await ordersCount()).toBe(orders);
  });

  it('says the same in the cart availability check', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/consumer/v1/items/cart/availability?locale=nl_BE',
      payload: { cartItems: bikes.map((b) => ({ id: b.externalid, qty: 4 })) },
    });
    expect(json(res).result.items.map((i: { maxQty: number; message: string | null }) => [i.maxQty, i.message])).toEqual([[5, null], [5, null], [2, 'maxQuantity']]);
  });
});

describe('bank-transfer hold', () => {
  const holdDays = async (uuid: string) => {
    const [row] = rowsOf<{ days: number }>(await t.ctx.db.execute(sql`
      select extract(epoch from (p.expires_at - o.created_at)) / 86400 as days from payments p join orders o on o.uuid = p.order_uuid where p.order_uuid = ${uuid}::uuid`));
    return Math.round(Number(row!.days) * 10) / 10;
  };

  it('holds stock 2 days for a guest and 7 days for a signed-in account', async () => {
    const guest = json(await placeOrder(t.app, orderBody([{ externalid: bikes[0]!.externalid, quantity: 1 }], { paymentMethod: 'banktransfer' }))).result;
    expect(await holdDays(guest.order.uuid)).toBe(2);
    const mail = t.ctx.mails.filter((m) => m.subject.includes(guest.order.id)).pop()!;
    // The mail names the day the hold ends (issue 33): two days after the order, in the order's language.
    const until = new Intl.DateTimeFormat('nl-BE', { dateStyle: 'long', timeZone: 'Europe/Brussels' }).format(new Date(new Date(guest.order.createdAt).getTime() + 2 * 86_400_000));
    expect(mail.text).toContain(`uiterlijk op ${until}.`);
    const member = json(await placeOrder(t.app, orderBody([{ externalid: bikes[0]!.externalid, quantity: 1 }], { paymentMethod: 'banktransfer' }), undefined, { authorization: `Bearer ${riderToken}` })).result;
    expect(await holdDays(member.order.uuid)).toBe(7);
  });
});

describe('address countries', () => {
  const BE_ADDRESS = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' };

  it('refuses a BE address in en_US and accepts it in nl_BE', async () => {
    const accessory = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 10, currency: 'USD' });
    const us = await placeOrder(t.app, orderBody([{ externalid: accessory.externalid, quantity: 1 }], { locale: 'en_US' }, { invoiceAddress: BE_ADDRESS }));
    expect(us.statusCode).toBe(400);
    expect(json(us).error).toMatchObject({ code: 'ADDRESS_COUNTRY_NOT_ALLOWED', issues: [{ path: 'consumer.invoiceAddress.country', message: 'countryNotAllowed' }] });
    expect(await stockQty(t.ctx, accessory.id)).toBe(10);
    const be = await placeOrder(t.app, orderBody([{ externalid: accessory.externalid, quantity: 1 }], { locale: 'nl_BE' }, { invoiceAddress: BE_ADDRESS }));
    expect(be.statusCode).toBe(201);
    expect(json(be).result.order).toMatchObject({ currency: 'EUR' });
    expect(json(be).result.order.vat).toBeGreaterThan(0);
  });

  it('checks the delivery address too', async () => {
    const res = await placeOrder(t.app, orderBody([{ externalid: bikes[0]!.externalid, quantity: 1 }], {}, {
      shippingAddressSameAsInvoice: false, shippingAddress: { street: 'Damstraat', number: '9', postalCode: '1012 AB', city: 'Amsterdam', country: 'NL' },
    }));
    expect(json(res).error.issues).toEqual([{ path: 'consumer.shippingAddress.country', message: 'countryNotAllowed' }]);
  });
});
