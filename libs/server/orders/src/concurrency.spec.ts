import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { createOrdersTestApp, json, minStockQty, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp } from './test-app';

/**
 * Nothing sold twice: many parallel orders for the last few units end with exactly that many
 * orders and no negative stock. Runs on PGlite, and on PostgreSQL when TEST_DATABASE_URL is set
 * (there the transactions really run in parallel on a pool and queue on the row locks).
 */
let t: OrdersTestApp;
beforeAll(async () => {
  t = await createOrdersTestApp();
});
afterAll(() => t.close());

it('N parallel orders for the last K units: exactly K succeed, stock ends at 0', async () => {
  const K = 4;
  const N = 30;
  const item = await stockedItem(t.ctx, { itemtype: 'bike', qty: K, skip: 2 });
  const results = await Promise.all(
    Array.from({ length: N }, (_, i) => placeOrder(t.app, orderBody([{ externalid: item.externalid, quantity: 1 }]), `race-${i}-${Date.now()}`)),
  );
  const codes = results.map((r) => r.statusCode);
  expect(codes.filter((c) => c === 201)).toHaveLength(K);
  expect(codes.filter((c) => c === 409)).toHaveLength(N - K);
  for (const r of results.filter((r) => r.statusCode === 409)) {
    expect(json(r).error).toMatchObject({ code: 'OUT_OF_STOCK', issues: [{ path: 'orderlines.0.quantity', message: 'noLongerAvailable' }] });
  }
  expect(await stockQty(t.ctx, item.id)).toBe(0);
  expect(await minStockQty(t.ctx)).toBeGreaterThanOrEqual(0);
  const [reserved] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select coalesce(sum(qty), 0)::int as n from stock_reservations where item_id = ${item.id} and released_at is null`));
  expect(Number(reserved!.n)).toBe(K);
});

it('multi-line orders naming two items in opposite order neither deadlock nor oversell', async () => {
  const a = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 5, skip: 5 });
  const b = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 5, skip: 6 });
  const results = await Promise.all(
    Array.from({ length: 16 }, (_, i) => {
      const lines = i % 2 === 0
        ? [{ externalid: a.externalid, quantity: 2 }, { externalid: b.externalid, quantity: 1 }]
        : [{ externalid: b.externalid, quantity: 2 }, { externalid: a.externalid, quantity: 1 }];
      return placeOrder(t.app, orderBody(lines));
    }),
  );
  const ok = results.filter((r) => r.statusCode === 201);
  expect(results.every((r) => r.statusCode === 201 || r.statusCode === 409)).toBe(true);
  let usedA = 0;
  let usedB = 0;
  for (const r of ok) {
    for (const l of json(r).result.order.orderlines) {
      if (l.externalitemid === a.externalid) usedA += l.quantity;
      else usedB += l.quantity;
    }
  }
  expect(usedA).toBeLessThanOrEqual(5);
  expect(usedB).toBeLessThanOrEqual(5);
  expect(await stockQty(t.ctx, a.id)).toBe(5 - usedA);
  expect(await stockQty(t.ctx, b.id)).toBe(5 - usedB);
  expect(ok.length).toBeGreaterThanOrEqual(3);
});

it('parallel failures and cancellations release each unit exactly once', async () => {
  const item = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 6, skip: 8 });
  const placed = [];
  for (let i = 0; i < 3; i++) placed.push(json(await placeOrder(t.app, orderBody([{ externalid: item.externalid, quantity: 2 }]))).result);
  expect(await stockQty(t.ctx, item.id)).toBe(0);
  // Fail, cancel and fail again, all at once, twice over.
  await Promise.all(
    placed.flatMap((p) => [
      t.app.inject({ method: 'POST', url: p.payment.url, payload: 'action=fail', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
      t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${p.order.uuid}/cancel`, payload: {}, headers: { 'x-order-token': p.orderToken } }),
      t.app.inject({ method: 'POST', url: p.payment.url, payload: 'action=cancel', headers: { 'content-type': 'application/x-www-form-urlencoded' } }),
    ]),
  );
  expect(await stockQty(t.ctx, item.id)).toBe(6);
});
