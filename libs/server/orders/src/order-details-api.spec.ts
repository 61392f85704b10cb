import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import type { OrderView } from '@bike/shared/domain';
import { createOrdersTestApp, json, loginAccess, orderBody, placeOrder, type OrdersTestApp } from './test-app';

jest.setTimeout(60_000);

/**
 * Issue 32 items 7 and 14: the buyer's view of an order names each line's size, where the order
 * goes (the delivery address, or the dealer it is collected at, with the dealer's address) and
 * the invoice address; a dealer-pickup order never shows the home address as where it goes.
 * The token view, the cancel answer and the account's list say the same.
 */
let t: OrdersTestApp;
let bike: { externalid: string; size: string };
let dealer: { cusid: string; name: string; street: string; number: string; postal_code: string; city: string };
let riderToken: string;

beforeAll(async () => {
  t = await createOrdersTestApp();
  await seedAccounts(t.ctx.db, t.ctx.config);
  riderToken = await loginAccess(t.app, t.ctx.config.demoUserEmail, t.ctx.config.demoUserPassword);
  // A priced bike ordered in one of its sizes, with factory stock in that size.
  const [row] = rowsOf<{ item_id: number; size_id: number; externalid: string; size: string }>(
    await t.ctx.db.execute(sql`
      select i.id as item_id, s.id as size_id, s.externalid, s.size from items i
        join prices p on p.item_id = i.id and p.currency = 'EUR'
        join item_sizes s on s.item_id = i.id
       where i.brandkey = 'ardenne' and i.itemtype = 'bike' and i.category <> 'outlet' and i.voucherbannerimage is null
       order by i.id, s.position, s.id limit 1`),
  );
  await t.ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${row!.item_id}, ${row!.size_id}, null, 20, 1, 9999999)`);
  bike = { externalid: row!.externalid, size: row!.size };
  // A dealer the checkout offers for nl_BE (a Belgian shop of the brand), with a known address.
  [dealer] = rowsOf<typeof dealer>(
    await t.ctx.db.execute(sql`
      update dealers set street = 'Stationsstraat', number = '4', postal_code = '3580', city = 'Beringen'
       where id = (select id from dealers where type = 'dealer' and active and country = 'BE' and brands @> '["ardenne"]'::jsonb order by id limit 1)
      returning cusid, name, street, number, postal_code, city`),
  );
  if (!dealer) throw new Error('no Belgian ardenne dealer in the test seed');
});
afterAll(() => t.close());

const bikeLine = () => [{ externalid: bike.externalid, quantity: 1 }];
const pickupBody = () => orderBody(bikeLine(), { shippingMethod: 'DEALER', shipping: { dealer: true }, dealer: { customerid: dealer.cusid } });

async function place(body: object, headers: Record<string, string> = {}) {
  const res = await placeOrder(t.app, body, undefined, headers);
  if (res.statusCode !== 201) throw new Error(res.body);
  return json(res).result as { order: OrderView; orderToken: string };
}
const viewWith = async (uuid: string, headers: Record<string, string>) => json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${uuid}`, headers })).result as OrderView;

describe('the buyer\'s view of an order', () => {
  it('collects a dealer-pickup order at the dealer\'s address and shows the home address as the invoice address only', async () => {
    const { order, orderToken } = await place(pickupBody());
    const view = await viewWith(order.uuid, { 'x-order-token': orderToken });
    expect(view.delivery).toEqual({
      method: 'DEALER',
      dealer: {
        name: dealer.name,
        address: { street: 'Stationsstraat', number: '4', postalCode: '3580', city: 'Beringen', country: 'BE', lines: ['Stationsstraat 4', '3580 Beringen'] },
        phone: expect.anything(),
        slug: expect.any(String),
      },
    });
    expect(view.invoiceAddress).toEqual({ street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE', lines: ['Kerkstraat 12', '3580 Beringen'] });
    expect(JSON.stringify(view.delivery)).not.toContain('Kerkstraat');
    // The placement answer (and so the confirmation mail's data) says the same.
    expect(order.delivery).toEqual(view.delivery);
  });

  it('names the size of each bike line and the delivery address of a home delivery', async () => {
    const { order, orderToken } = await place(orderBody(bikeLine()));
    const view = await viewWith(order.uuid, { 'x-order-token': orderToken });
    expect(view.orderlines.map((l) => [l.externalitemid, l.size])).toEqual([[bike.externalid, bike.size]]);
    expect(view.delivery).toEqual({ method: 'CONSUMER', address: expect.objectContaining({ lines: ['Kerkstraat 12', '3580 Beringen'] }) });
    // Nothing the buyer did not need: no email address, no phone number.
    expect(JSON.stringify(view)).not.toMatch(/@example\.com|\+32 470/);
  });

  it('keeps the dealer\'s name when the dealer has left the list', async () => {
    const { order, orderToken } = await place(pickupBody());
    await t.ctx.db.execute(sql`update dealers set cusid = 'C-GONE' where cusid = ${dealer.cusid}`);
    try {
      expect((await viewWith(order.uuid, { 'x-order-token': orderToken })).delivery).toEqual({
        method: 'DEALER', dealer: { name: dealer.name, address: null, phone: null, slug: null },
      });
    } finally {
      await t.ctx.db.execute(sql`update dealers set cusid = ${dealer.cusid} where cusid = 'C-GONE'`);
    }
  });

  it('answers a cancel with the whole view', async () => {
    const { order, orderToken } = await place(pickupBody());
    const res = await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${order.uuid}/cancel`, payload: {}, headers: { 'x-order-token': orderToken } });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toMatchObject({ status: 'cancelled', delivery: { method: 'DEALER', dealer: { name: dealer.name, address: { city: 'Beringen' } } } });
    expect(json(res).result.orderlines[0].size).toBe(bike.size);
  });

  it('lists the same for the account that placed the orders', async () => {
    const { order } = await place(pickupBody(), { authorization: `Bearer ${riderToken}` });
    const list = json(await t.app.inject({ method: 'GET', url: '/consumer/v1/orders', headers: { authorization: `Bearer ${riderToken}` } })).result as OrderView[];
    const mine = list.find((o) => o.uuid === order.uuid)!;
    expect(mine.delivery).toMatchObject({ method: 'DEALER', dealer: { name: dealer.name, address: { lines: ['Stationsstraat 4', '3580 Beringen'] } } });
    expect(mine.invoiceAddress.lines).toEqual(['Kerkstraat 12', '3580 Beringen']);
    expect(mine.orderlines[0]!.size).toBe(bike.size);
  });
});
