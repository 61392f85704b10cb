import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { GUEST_TRANSFER_LIMITS } from './order-limits';
import { createOrdersTestApp, json, loginAccess, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp, type StockedItem } from './test-app';

/**
 * Issue 29 item 4: one guest bank-transfer order of 2+2 units took a model's whole stock of 4
 * for two days, and a script could do that from every address. The rule (GUEST_TRANSFER_LIMITS
 * in order-limits.ts): a guest's unpaid transfer holds at most half of an article's free units
 * (rounded down, so never the last one), a guest email has at most two open transfers and an
 * address places at most five guest transfers per hold period. Online payment and signed-in
 * accounts are not limited by it.
 */
const transfer = (lines: { externalid: string; quantity: number }[], consumer: Record<string, unknown> = {}) =>
  orderBody(lines, { paymentMethod: 'banktransfer' }, consumer);
const ordersCount = async (t: OrdersTestApp) => Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders`))[0]!.n);

describe('a guest transfer holds at most half of the free units, never the last one', () => {
  let t: OrdersTestApp;
  beforeAll(async () => {
    t = await createOrdersTestApp();
    await seedAccounts(t.ctx.db, t.ctx.config);
  });
  afterAll(() => t.close());

  it('the issue\'s case: 2+2 of a model with 4 in stock is refused, writes nothing, and the stock stays buyable', async () => {
    const model = await stockedItem(t.ctx, { itemtype: 'bike', qty: 4 });
    const orders = await ordersCount(t);
    const res = await placeOrder(t.app, transfer([{ externalid: model.externalid, quantity: 2 }, { externalid: model.externalid, quantity: 2 }]));
    expect(res.statusCode).toBe(409);
    expect(json(res).error).toMatchObject({ code: 'GUEST_TRANSFER_LIMIT', issues: [{ path: 'orderlines.0.quantity', message: 'guestTransferMax:2' }] });
    expect(await stockQty(t.ctx, model.id)).toBe(4);
    expect(await ordersCount(t)).toBe(orders);
    // Paid online, the same order goes through.
    expect((await placeOrder(t.app, orderBody([{ externalid: model.externalid, quantity: 2 }, { externalid: model.externalid, quantity: 2 }]))).statusCode).toBe(201);
    expect(await stockQty(t.ctx, model.id)).toBe(0);
  });

  it('halves what is free at each order, keeps the last unit for an online payment or a signed-in account', async () => {
    const model = await stockedItem(t.ctx, { itemtype: 'bike', qty: 4, skip: 1 });
    const line = (quantity: number) => [{ externalid: model.externalid, quantity }];
    expect((await placeOrder(t.app, transfer(line(2)))).statusCode).toBe(201);
    expect(json(await placeOrder(t.app, transfer(line(2)))).error.issues).toEqual([{ path: 'orderlines.0.quantity', message: 'guestTransferMax:1' }]);
    expect((await placeOrder(t.app, transfer(line(1)))).statusCode).toBe(201);
    expect(await stockQty(t.ctx, model.id)).toBe(1);
    const last = await placeOrder(t.app, transfer(line(1)));
    expect(json(last).error).toMatchObject({ code: 'GUEST_TRANSFER_LIMIT', issues: [{ path: 'orderlines.0.quantity', message: 'guestTransferMax:0' }] });
    expect(json(last).error.message).toMatch(/online|sign in/i);
    expect(await stockQty(t.ctx, model.id)).toBe(1);
    // A signed-in (so activated) account may still pay the last unit by bank transfer.
    const rider = await loginAccess(t.app, t.ctx.config.demoUserEmail, t.ctx.config.demoUserPassword);
    expect((await placeOrder(t.app, transfer(line(1)), undefined, { authorization: `Bearer ${rider}` })).statusCode).toBe(201);
    expect(await stockQty(t.ctx, model.id)).toBe(0);
  });

  it(`allows ${GUEST_TRANSFER_LIMITS.openPerEmail} open guest transfers per email; a paid or cancelled one frees its place`, async () => {
    const model = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 50, skip: 2 });
    const email = `hoarder.${Date.now()}@example.com`;
    const one = () => placeOrder(t.app, transfer([{ externalid: model.externalid, quantity: 1 }], { email }));
    const placed = [];
    for (let i = 0; i < GUEST_TRANSFER_LIMITS.openPerEmail; i++) placed.push(json(await one()).result);
    const refused = await one();
    expect(refused.statusCode).toBe(409);
    expect(json(refused).error).toMatchObject({ code: 'GUEST_TRANSFER_LIMIT', issues: [{ path: 'consumer.email', message: `openGuestTransfers:${GUEST_TRANSFER_LIMITS.openPerEmail}` }] });
    // Upper case is the same mailbox.
    expect((await placeOrder(t.app, transfer([{ externalid: model.externalid, quantity: 1 }], { email: email.toUpperCase() }))).statusCode).toBe(409);
    const cancel = await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${placed[0].order.uuid}/cancel`, payload: {}, headers: { 'x-order-token': placed[0].orderToken } });
    expect(cancel.statusCode).toBe(200);
    expect((await one()).statusCode).toBe(201);
  });
});

describe('a scripted hoarding attempt through the order API', () => {
  let t: OrdersTestApp;
  let models: StockedItem[];
  const STOCK = [20, 4, 1];

  beforeAll(async () => {
    // The real per-address limits, as in production (RATE_LIMITS on).
    t = await createOrdersTestApp({ rateLimits: true });
    models = [];
    for (const [skip, qty] of STOCK.entries()) models.push(await stockedItem(t.ctx, { itemtype: 'bike', qty, skip: skip + 5 }));
  });
  afterAll(() => t.close());

  it(`caps guest transfers at ${GUEST_TRANSFER_LIMITS.perAddress} per address per hold period, online payment stays open`, async () => {
    const model = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 100, skip: 3 });
    const from = { remoteAddress: '192.0.2.77' };
    const one = (body: unknown) => t.app.inject({ method: 'POST', url: '/consumer/v1/orders', payload: body as object, ...from });
    for (let i = 0; i < GUEST_TRANSFER_LIMITS.perAddress; i++) expect((await one(transfer([{ externalid: model.externalid, quantity: 1 }]))).statusCode).toBe(201);
    const refused = await one(transfer([{ externalid: model.externalid, quantity: 1 }]));
    expect(json(refused).error).toMatchObject({ code: 'GUEST_TRANSFER_LIMIT', issues: [{ path: 'paymentMethod', message: 'guestTransfersFromAddress' }] });
    // The same address may still pay online.
    expect((await one(orderBody([{ externalid: model.externalid, quantity: 1 }]))).statusCode).toBe(201);
  });

  it('leaves every model buyable online after 10 addresses tried to hold all of it by guest transfers', async () => {
    const attempts = { placed: 0, refused: 0, tooMany: 0 };
    for (let a = 1; a <= 10; a++) {
      const remoteAddress = `198.51.100.${a}`;
      // Each address sends up to the placement limit (30 per 15 minutes), each order with a fresh email,
      // asking for as many units as it is told it may have, across every model.
      let sent = 0;
      for (const model of models.concat(models, models)) {
        let quantity = 5;
        while (quantity > 0 && sent < 30) {
          sent++;
          const res = await t.app.inject({ method: 'POST', url: '/consumer/v1/orders', payload: transfer([{ externalid: model.externalid, quantity }], { email: `h${a}.${sent}.${Date.now()}@example.net` }), remoteAddress });
          if (res.statusCode === 201) {
            attempts.placed++;
            break;
          }
          if (res.statusCode === 429) {
            attempts.tooMany++;
            break;
          }
          attempts.refused++;
          const issue = (json(res).error.issues ?? [])[0] as { message: string } | undefined;
          const allowed = /^(?:guestTransferMax|remaining):(\d+)$/.exec(issue?.message ?? '');
          quantity = allowed ? Number(allowed[1]) : 0;
        }
      }
    }
    expect(attempts.placed).toBeGreaterThan(0);
    expect(attempts.placed).toBeLessThanOrEqual(10 * GUEST_TRANSFER_LIMITS.perAddress);
    for (const [i, model] of models.entries()) {
      const left = await stockQty(t.ctx, model.id);
      expect({ model: i, left: left > 0 }).toEqual({ model: i, left: true });
      // A normal buyer, from an address of their own, pays online and gets the bike.
      const buyer = await t.app.inject({ method: 'POST', url: '/consumer/v1/orders', payload: orderBody([{ externalid: model.externalid, quantity: 1 }]), remoteAddress: '203.0.113.9' });
      expect({ model: i, status: buyer.statusCode }).toEqual({ model: i, status: 201 });
    }
  });
});
