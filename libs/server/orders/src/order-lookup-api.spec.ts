import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';
import { ORDER_LOOKUP_LIMITS, sameAddress } from './order-lookup';

jest.setTimeout(60_000);

/**
 * Issue 32 item 7: a guest without the mail's link finds the order by its number and email
 * address. The answer is the read-only view, the same for an unknown number as for a wrong
 * address, and guessing is limited per client address and per order number.
 */
let t: OrdersTestApp;
let limited: OrdersTestApp;
let cap: StockedItem;

beforeAll(async () => {
  [t, limited] = await Promise.all([createOrdersTestApp(), createOrdersTestApp({ rateLimits: true })]);
  cap = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 50 });
  await stockedItem(limited.ctx, { itemtype: 'accessory', qty: 50 });
});
afterAll(() => Promise.all([t.close(), limited.close()]));

async function place(app: OrdersTestApp, headers: Record<string, string> = {}) {
  const body = orderBody([{ externalid: cap.externalid, quantity: 1 }]);
  const res = await placeOrder(app.app, body, undefined, headers);
  if (res.statusCode !== 201) throw new Error(res.body);
  const result = json(res).result as { order: { uuid: string; id: string }; orderToken: string };
  return { ...result, email: body.consumer.email as string };
}

const lookup = (app: OrdersTestApp, payload: object, headers: Record<string, string> = {}, remoteAddress = '198.51.100.7') =>
  app.app.inject({ method: 'POST', url: '/consumer/v1/orders/lookup', payload, headers, remoteAddress });

describe('POST /consumer/v1/orders/lookup', () => {
  it('answers the buyer\'s view (never a token) for the number and address, however they are typed', async () => {
    const { order, orderToken, email } = await place(t);
    const typed = `${order.id.slice(0, 3).toLowerCase()} ${order.id.slice(4).toLowerCase()}`;
    const res = await lookup(t, { orderNumber: typed, email: ` ${email.toUpperCase()} ` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const view = json(res).result;
    const withToken = json(await t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${order.uuid}`, headers: { 'x-order-token': orderToken } })).result;
    expect(view).toEqual(withToken);
    expect(res.body).not.toMatch(/token/i);
  });

  it('says the same for an unknown number as for a wrong address, and shows nothing', async () => {
    const { order, email } = await place(t);
    const wrongAddress = await lookup(t, { orderNumber: order.id, email: `other-${email}` });
    const unknownNumber = await lookup(t, { orderNumber: 'ARD-00000000', email });
    expect(wrongAddress.statusCode).toBe(404);
    expect(unknownNumber.statusCode).toBe(404);
    expect(wrongAddress.body).toBe(unknownNumber.body);
    expect(json(wrongAddress).error.code).toBe('ORDER_LOOKUP_FAILED');
    expect(wrongAddress.body).not.toContain(order.uuid);
  });

  it('finds only the site\'s own brand\'s orders', async () => {
    const { order, email } = await place(t);
    expect((await lookup(t, { orderNumber: order.id, email }, { 'x-brand': 'merel' })).statusCode).toBe(404);
  });

  it('refuses a malformed number or address with the field named', async () => {
    const res = await lookup(t, { orderNumber: 'ARD-123', email: 'not-an-address' });
    expect(res.statusCode).toBe(400);
    expect(json(res).error.issues.map((i: { path: string }) => i.path).sort()).toEqual(['email', 'orderNumber']);
  });

  it('grants reading only: cancel and retry still need the token or the owner', async () => {
    const { order, email } = await place(t);
    expect((await lookup(t, { orderNumber: order.id, email })).statusCode).toBe(200);
    expect((await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${order.uuid}/cancel`, payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${order.uuid}/retry`, payload: {} })).statusCode).toBe(401);
  });

  it('limits one client address, counting malformed attempts too', async () => {
    const { order, email } = await place(limited);
    const from = '203.0.113.10';
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.perAddress.max - 1; i++) expect((await lookup(limited, { orderNumber: 'x', email: 'y' }, {}, from)).statusCode).toBe(400);
    expect((await lookup(limited, { orderNumber: order.id, email }, {}, from)).statusCode).toBe(200);
    const refused = await lookup(limited, { orderNumber: order.id, email }, {}, from);
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    // Another address is not held back.
    expect((await lookup(limited, { orderNumber: order.id, email }, {}, '203.0.113.11')).statusCode).toBe(200);
  });

  it('limits one order number across client addresses (guessed addresses from many machines)', async () => {
    const { order, email } = await place(limited);
    for (let i = 0; i < ORDER_LOOKUP_LIMITS.perOrderNumber.max; i++) {
      expect((await lookup(limited, { orderNumber: order.id, email: `guess-${i}@example.com` }, {}, `192.0.2.${i + 1}`)).statusCode).toBe(404);
    }
    // Now even the right address waits: the number's budget is spent.
    expect((await lookup(limited, { orderNumber: order.id, email }, {}, '192.0.2.200')).statusCode).toBe(429);
  });
});

describe('sameAddress', () => {
  it('matches only an existing order\'s own address', () => {
    expect(sameAddress('lien@example.com', 'lien@example.com')).toBe(true);
    expect(sameAddress('lien@example.com', 'lien@example.co')).toBe(false);
    expect(sameAddress(null, 'lien@example.com')).toBe(false);
  });
});
