import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { createOrdersTestApp, json, loginAccess, orderBody, placeOrder, stockedItem, stockQty, type OrdersTestApp, type StockedItem } from './test-app';

/**
 * Issue 10 finding 8: cancel and retry need proof of the buyer (the order token from the
 * placement answer, or the session of the account that placed the order), never just the uuid.
 */
let t: OrdersTestApp;
let cap: StockedItem;
let riderToken: string;
let adminToken: string;

const login = (email: string, password: string) => loginAccess(t.app, email, password);

beforeAll(async () => {
  t = await createOrdersTestApp();
  cap = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 50 });
  await seedAccounts(t.ctx.db, t.ctx.config);
  riderToken = await login(t.ctx.config.demoUserEmail, t.ctx.config.demoUserPassword);
  adminToken = await login(t.ctx.config.demoAdminEmail, t.ctx.config.demoAdminPassword);
});
afterAll(() => t.close());

async function place(headers: Record<string, string> = {}, key?: string, body = orderBody([{ externalid: cap.externalid, quantity: 1 }])) {
  const res = await placeOrder(t.app, body, key, headers);
  if (res.statusCode >= 300) throw new Error(res.body);
  return json(res).result as { order: { uuid: string; id: string }; payment: { url: string; uuid: string }; orderToken: string };
}

const cancel = (uuid: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${uuid}/cancel`, payload: {}, headers });
const retryGet = (uuid: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${uuid}/retry`, headers });
const retryPost = (uuid: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: `/consumer/v1/orders/${uuid}/retry`, payload: { redirect: '/nl_BE/checkout/order' }, headers });
const view = (uuid: string, headers: Record<string, string> = {}) => t.app.inject({ method: 'GET', url: `/consumer/v1/orders/${uuid}`, headers });
const paymentsOf = async (uuid: string) =>
  rowsOf<{ status: string }>(await t.ctx.db.execute(sql`select status from payments where order_uuid = ${uuid}::uuid order by created_at`)).map((r) => r.status);

describe('cancel without proof', () => {
  it('refuses no proof (401), a wrong token and another user\'s session (403); the buyer\'s token cancels', async () => {
    const { order, orderToken } = await place();
    const before = await stockQty(t.ctx, cap.id);
    expect((await cancel(order.uuid)).statusCode).toBe(401);
    const wrong = await cancel(order.uuid, { 'x-order-token': 'A'.repeat(43) });
    expect(wrong.statusCode).toBe(403);
    expect(json(wrong).error.code).toBe('ORDER_FORBIDDEN');
    expect((await cancel(order.uuid, { authorization: `Bearer ${riderToken}` })).statusCode).toBe(403);
    // Nothing changed so far.
    expect(json(await view(order.uuid, { 'x-order-token': orderToken })).result.status).toBe('pending');
    expect(await stockQty(t.ctx, cap.id)).toBe(before);
    const ok = await cancel(order.uuid, { 'x-order-token': orderToken });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.status).toBe('cancelled');
    expect(await stockQty(t.ctx, cap.id)).toBe(before + 1);
  });

  it('lets the signed-in account that placed the order cancel it without a token, and nobody else', async () => {
    const { order } = await place({ authorization: `Bearer ${riderToken}` });
    expect((await cancel(order.uuid, { authorization: `Bearer ${adminToken}` })).statusCode).toBe(403);
    const ok = await cancel(order.uuid, { authorization: `Bearer ${riderToken}` });
    expect(ok.statusCode).toBe(200);
    expect(json(ok).result.status).toBe('cancelled');
  });
});

describe('retry without proof', () => {
  it('a plain GET (a link prefetcher) changes nothing; GET and POST with the token start a new payment', async () => {
    const { order, orderToken, payment } = await place();
    const prefetch = await retryGet(order.uuid);
    expect(prefetch.statusCode).toBe(401);
    expect((await retryPost(order.uuid, { 'x-order-token': `${orderToken}x` })).statusCode).toBe(403);
    expect(await paymentsOf(order.uuid)).toEqual(['open']);

    const posted = await retryPost(order.uuid, { 'x-order-token': orderToken });
    expect(posted.statusCode).toBe(200);
    expect(json(posted).result.payment.uuid).not.toBe(payment.uuid);
    const got = await retryGet(order.uuid, { 'x-order-token': orderToken });
    expect(got.statusCode).toBe(200);
    expect(await paymentsOf(order.uuid)).toEqual(['cancelled', 'cancelled', 'open']);
  });

  it('works for the owner\'s session; another user\'s session is refused', async () => {
    const { order } = await place({ authorization: `Bearer ${riderToken}` });
    expect((await retryPost(order.uuid, { authorization: `Bearer ${adminToken}` })).statusCode).toBe(403);
    expect((await retryPost(order.uuid, { authorization: `Bearer ${riderToken}` })).statusCode).toBe(200);
  });

  it('404s an unknown order before asking for proof', async () => {
    expect((await retryPost('00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await cancel('not-a-uuid')).statusCode).toBe(404);
  });
});

describe('the order token', () => {
  it('is stored only as a hash, and a replay hands out another token that works too', async () => {
    const body = orderBody([{ externalid: cap.externalid, quantity: 1 }]);
    const first = await place({}, 'token-replay-0001', body);
    const again = await place({}, 'token-replay-0001', body);
    expect(again.order.uuid).toBe(first.order.uuid);
    expect(first.orderToken).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(again.orderToken).not.toBe(first.orderToken);
    const [row] = rowsOf<{ hashes: unknown }>(await t.ctx.db.execute(sql`select access_token_hashes as hashes from orders where uuid = ${first.order.uuid}::uuid`));
    const stored = JSON.stringify(row!.hashes);
    expect(stored).not.toContain(first.orderToken);
    expect(stored).not.toContain(again.orderToken);
    expect((await retryPost(first.order.uuid, { 'x-order-token': first.orderToken })).statusCode).toBe(200);
    expect((await retryPost(first.order.uuid, { 'x-order-token': again.orderToken })).statusCode).toBe(200);
  });

  it('reaches the buyer\'s mail only in the link\'s fragment (never sent to a server or in a Referer)', async () => {
    const body = orderBody([{ externalid: cap.externalid, quantity: 1 }]);
    const { order, orderToken } = await place({}, undefined, body);
    const mail = t.ctx.mails.find((m) => m.to === body.consumer.email)!;
    expect(mail.text).toContain(`/nl_BE/checkout/order/${order.uuid}#token=${orderToken}`);
  });
});

describe('GET /consumer/v1/orders/{uuid}', () => {
  it('shows only status and number to a holder of the uuid; the buyer sees the whole order', async () => {
    const { order, orderToken } = await place();
    const anonymous = json(await view(order.uuid)).result;
    expect(anonymous).toEqual({
      uuid: order.uuid, id: order.id, status: 'pending', paymentStatus: 'open', paymentMethod: 'online', locale: 'nl_BE', brand: 'ardenne',
      createdAt: expect.any(String), limited: true,
    });
    const buyer = json(await view(order.uuid, { 'x-order-token': orderToken })).result;
    expect(buyer).toMatchObject({ uuid: order.uuid, customer: { firstName: 'Lien', city: 'Beringen' } });
    expect(buyer).not.toHaveProperty('limited');
  });
});
