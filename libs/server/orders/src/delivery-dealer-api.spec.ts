import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { generateSeedData } from '@bike/seed';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp, type StockedItem } from './test-app';

/**
 * Issue 29 item 5: an nl_BE order with dealer delivery took a US dealer (C100596) or a German
 * rental point (C100232) of the default seed. A delivery goes to a dealer (not a rental point)
 * of the locale's country that sells the order's brand, checked at placement.
 */
let t: OrdersTestApp;
let bike: StockedItem;

/** The two dealers of the issue, as the default seed makes them (the test seed has 40 dealers, not 800). */
const ISSUE_DEALERS = ['C100596', 'C100232'];

async function addDealer(row: { cusid: string; extid: string; name: string; type: string; country: string; lat: number; lng: number; brands: string[] }): Promise<void> {
  await t.ctx.db.execute(sql`
    insert into dealers (cusid, extid, name, type, country, lat, lng, brands, active, slug)
    values (${row.cusid}, ${row.extid}, ${row.name}, ${row.type}, ${row.country}, ${row.lat}, ${row.lng}, ${JSON.stringify(row.brands)}::jsonb, true, ${`${row.extid.toLowerCase()}-test`})`);
}

const dealerOrder = (customerid: string) =>
  orderBody([{ externalid: bike.externalid, quantity: 1 }], { shippingMethod: 'DEALER', shipping: { dealer: true }, dealer: { customerid } });
const ordersCount = async () => Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders`))[0]!.n);

beforeAll(async () => {
  t = await createOrdersTestApp();
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 20 });
  const seeded = generateSeedData('default').dealers as unknown as Parameters<typeof addDealer>[0][];
  for (const cusid of ISSUE_DEALERS) await addDealer(seeded.find((d) => d.cusid === cusid)!);
  // One condition off at a time: a Belgian rental point of the brand, a Belgian dealer of another brand only.
  await addDealer({ cusid: 'C900001', extid: 'BE90001', name: 'Fietsverhuur Beringen', type: 'rental', country: 'BE', lat: 51.05, lng: 5.22, brands: ['ardenne'] });
  await addDealer({ cusid: 'C900002', extid: 'BE90002', name: 'Velo Merel Hasselt', type: 'dealer', country: 'BE', lat: 50.93, lng: 5.34, brands: ['merel'] });
});
afterAll(() => t.close());

describe('dealer delivery', () => {
  it('the issue\'s dealers are what the issue says: a US dealer and a German rental point, both selling the brand', async () => {
    const rows = rowsOf<{ cusid: string; type: string; country: string; brands: string[] }>(
      await t.ctx.db.execute(sql`select cusid, type, country, brands from dealers where cusid = any(${sql.param(ISSUE_DEALERS)}::text[]) order by cusid desc`),
    );
    expect(rows.map((r) => [r.cusid, r.type, r.country, r.brands.includes('ardenne')])).toEqual([
      ['C100596', 'dealer', 'US', true],
      ['C100232', 'rental', 'DE', true],
    ]);
  });

  it.each([
    ['a US dealer', 'C100596'],
    ['a German rental point', 'C100232'],
    ['a Belgian rental point', 'C900001'],
    ['a Belgian dealer of another brand', 'C900002'],
  ])('refuses %s for an nl_BE order, and writes nothing', async (_what, customerid) => {
    const before = { orders: await ordersCount(), stock: await stockQty(t.ctx, bike.id) };
    const res = await placeOrder(t.app, dealerOrder(customerid));
    expect(res.statusCode).toBe(400);
    expect(json(res).error).toMatchObject({ code: 'DEALER_NOT_ALLOWED', issues: [{ path: 'dealer.customerid', message: 'dealerNotAllowed' }] });
    expect({ orders: await ordersCount(), stock: await stockQty(t.ctx, bike.id) }).toEqual(before);
  });

  it('still says DEALER_NOT_FOUND for a customer id no dealer has', async () => {
    expect(json(await placeOrder(t.app, dealerOrder('C999999'))).error.code).toBe('DEALER_NOT_FOUND');
  });

  it('accepts every dealer the checkout\'s picker offers (type dealer, the locale\'s country, the brand)', async () => {
    // The query of apps/shop/src/checkout/dealer-list.ts, from Beringen.
    const picker = await t.app.inject({
      method: 'GET',
      url: '/b2c/v1/dealers?lat=51.05&lng=5.22&locale=nl_BE&type=dealer&country=BE&limit=10',
      headers: { 'x-brand': 'ardenne' },
    });
    const offered = json(picker).result as { cusid: string }[];
    expect(offered.length).toBeGreaterThan(0);
    expect(offered.map((d) => d.cusid)).not.toEqual(expect.arrayContaining(['C100596']));
    for (const cusid of ['C100232', 'C900001', 'C900002']) expect(offered.map((d) => d.cusid)).not.toContain(cusid);
    for (const dealer of offered) {
      const res = await placeOrder(t.app, dealerOrder(dealer.cusid));
      expect({ dealer: dealer.cusid, status: res.statusCode }).toEqual({ dealer: dealer.cusid, status: 201 });
      expect(json(res).result.order).toMatchObject({ shippingMethod: 'DEALER' });
    }
  });
});
