// No bike without a frame size (issue 32 item 1): the cart check says so, the order and checkout
// calls refuse it, and the database will not hold such a line, while accessories stay sizeless
// and custom bikes keep the size their build names.
import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

let t: OrdersTestApp;
let bike: StockedItem;
let cap: StockedItem;

beforeAll(async () => {
  t = await createOrdersTestApp();
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 20 });
  cap = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 20 });
});
afterAll(() => t.close());

const orderCount = async () => Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders`))[0]!.n);

describe('a bike line without a size', () => {
  it('is refused by the cart check with sizeRequired, beside a sized bike and an accessory that pass', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/consumer/v1/items/cart/availability?locale=nl_BE',
      payload: { cartItems: [{ id: bike.itemExternalid, qty: 1 }, { id: bike.externalid, qty: 1 }, { id: cap.externalid, qty: 1 }] },
    });
    expect(res.statusCode).toBe(200);
    const [sizeless, sized, accessory] = json(res).result.items;
    expect(sizeless).toMatchObject({ id: bike.itemExternalid, available: false, maxQty: 0, message: 'sizeRequired' });
    // The line keeps its item, so the cart can still show and price it and link to the bike page.
    expect(sizeless.item).toMatchObject({ externalid: bike.itemExternalid, itemtype: 'bike' });
    expect(sized).toMatchObject({ available: true, message: null });
    expect(accessory).toMatchObject({ available: true, message: null });
  });

  it('is refused by the order call with SIZE_REQUIRED, and no order is stored', async () => {
    const before = await orderCount();
    const res = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }, { externalid: bike.itemExternalid, quantity: 1 }]));
    expect(res.statusCode).toBe(422);
    expect(json(res).error).toMatchObject({ code: 'SIZE_REQUIRED', name: 'sizeRequired', issues: [{ path: 'orderlines.1', message: 'sizeRequired' }] });
    expect(await orderCount()).toBe(before);
  });

  it('is refused by the checkout snapshot (its name says why)', async () => {
    const res = await t.app.inject({
      method: 'POST', url: '/v1/checkouts', payload: { lang: 'nl_BE', brand: 'ardenne', items: [{ id: bike.itemExternalid, qty: 1, type: 'item' }] },
    });
    expect(res.statusCode).toBe(422);
    expect(json(res).error).toMatchObject({ code: 'CHECKOUT_CREATE_ERROR', name: 'sizeRequired', issues: [{ path: 'items.0', message: 'sizeRequired' }] });
  });

  it('goes through in a size, and the stored line names the size', async () => {
    const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }, { externalid: cap.externalid, quantity: 1 }]));
    expect(res.statusCode).toBe(201);
    const lines = rowsOf<{ itemtype: string; size_id: number | null; externalid: string }>(await t.ctx.db.execute(sql`
      select itemtype, size_id, externalid from order_lines where order_uuid = ${json(res).result.order.uuid}::uuid order by position`));
    expect(lines[0]).toMatchObject({ itemtype: 'bike', size_id: bike.sizeId, externalid: bike.externalid });
    expect(lines[1]).toMatchObject({ itemtype: 'accessory', externalid: cap.externalid });
  });
});

describe('the order_lines table', () => {
  const insertLine = async (over: { itemtype: string; sizeId: number | null; configuration?: unknown }) => {
    const [order] = rowsOf<{ uuid: string }>(await t.ctx.db.execute(sql`select uuid from orders order by created_at limit 1`));
    const configuration = over.configuration === undefined ? null : JSON.stringify(over.configuration);
    await t.ctx.db.execute(sql`
      insert into order_lines (order_uuid, position, externalid, item_id, size_id, title, itemtype, category, familycode, quantity, unit_price_cents, discount_cents, total_cents, configuration)
      values (${order!.uuid}::uuid, 99, 'X-1', ${bike.id}, ${over.sizeId}, 'Line', ${over.itemtype}, 'bikes', 'x', 1, 100, 0, 100, ${configuration}::jsonb)`);
  };

  /** The database's refusal (drizzle wraps it: the driver's error is the cause). */
  const refusal = (write: Promise<unknown>) =>
    write.then(() => 'written', (error: { cause?: { message?: string }; message: string }) => error.cause?.message ?? error.message);

  it('refuses a bike line without a size', async () => {
    expect(await refusal(insertLine({ itemtype: 'bike', sizeId: null }))).toMatch(/order_lines_bike_size_check/);
    expect(await refusal(insertLine({ itemtype: 'bike', sizeId: null, configuration: { code: 'C', choices: { size: '' }, frameStocked: false, parts: [] } }))).toMatch(/order_lines_bike_size_check/);
  });

  it('holds a bike in a size, a custom bike whose build names its size, and a sizeless accessory', async () => {
    await insertLine({ itemtype: 'bike', sizeId: bike.sizeId });
    await insertLine({ itemtype: 'bike', sizeId: null, configuration: { code: 'C', choices: { size: 'M' }, frameStocked: false, parts: [] } });
    await insertLine({ itemtype: 'accessory', sizeId: null });
    const [row] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from order_lines where position = 99`));
    expect(Number(row!.n)).toBe(3);
  });
});
