import { eq } from 'drizzle-orm';
import { users } from '@bike/server/accounts';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

jest.setTimeout(60_000);

/**
 * Finding 4 (accounts × orders): guest orders placed with an address count as an account's
 * only once that account proved the address. A pending email change proves nothing.
 */
let t: OrdersTestApp;
let cap: StockedItem;
beforeAll(async () => {
  t = await createOrdersTestApp();
  cap = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 50 });
});
afterAll(() => t.close());

const inject = (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: object, token?: string) =>
  t.app.inject({ method, url, ...(payload ? { payload } : {}), headers: token ? { authorization: `Bearer ${token}` } : {} });

async function mailedToken(to: string, pattern: RegExp): Promise<string> {
  const mails = json(await inject('GET', `/mailbox/api?to=${encodeURIComponent(to)}`)).result as Array<{ text: string }>;
  for (const mail of mails) {
    const match = pattern.exec(mail.text);
    if (match) return match[1]!;
  }
  throw new Error(`no mail to ${to} matching ${pattern}`);
}

/** Registers, activates by the mailed link and logs in. */
async function account(email: string, password = 'Correct-Horse-1') {
  const created = await inject('POST', '/b2c/v1/users', { email, password, firstName: 'Lien', lastName: 'Peeters', locale: 'nl_BE' });
  if (created.statusCode !== 201) throw new Error(created.body);
  const token = await mailedToken(email, /\/account\/activate\?token=([A-Za-z0-9_-]+)/);
  await inject('POST', '/b2c/v1/users/activate', { token });
  const login = await inject('POST', '/b2c/v1/auth/login', { email, password });
  return { id: json(created).result.id as string, access: json(login).result.access as string, password };
}

const guestOrder = async (email: string) => {
  const res = await placeOrder(t.app, orderBody([{ externalid: cap.externalid, quantity: 1 }], {}, { email }));
  if (res.statusCode !== 201) throw new Error(res.body);
  return json(res).result.order.uuid as string;
};
const listed = async (access: string) => (json(await inject('GET', '/consumer/v1/orders', undefined, access)).result as Array<{ uuid: string }>).map((o) => o.uuid);

describe('guest orders of an account', () => {
  it('are not listed for an address the account asked for but has not confirmed; they are once it is confirmed', async () => {
    const stamp = Date.now();
    const victim = `victim-${stamp}@example.com`;
    const theirOrder = await guestOrder(victim);
    const mallory = await account(`mallory-${stamp}@example.com`);

    const change = await inject('PATCH', `/b2c/v1/users/${mallory.id}`, { email: victim, currentPassword: mallory.password }, mallory.access);
    expect(change.statusCode).toBe(200);
    expect(await listed(mallory.access)).not.toContain(theirOrder);

    // Only someone who reads the victim's mail can confirm it; then the orders are theirs to see.
    const token = await mailedToken(victim, /\/account\/activate\?token=([A-Za-z0-9_-]+)&change=email/);
    expect((await inject('POST', '/b2c/v1/users/confirm-email', { token })).statusCode).toBe(200);
    expect(await listed(mallory.access)).toContain(theirOrder);
  });

  it('are listed while the account email is verified, and not once it is unverified', async () => {
    const email = `unverified-${Date.now()}@example.com`;
    const order = await guestOrder(email);
    const rider = await account(email);
    expect(await listed(rider.access)).toContain(order);
    await t.ctx.db.update(users).set({ emailVerifiedAt: null }).where(eq(users.id, rider.id));
    expect(await listed(rider.access)).not.toContain(order);
  });

  it('can be read and cancelled by the account of their proven address, as the list shows them; not by anyone else', async () => {
    const email = `owner-${Date.now()}@example.com`;
    const order = await guestOrder(email);
    const rider = await account(email);
    const other = await account(`other-${Date.now()}@example.com`);
    expect((await inject('POST', `/consumer/v1/orders/${order}/cancel`, {}, other.access)).statusCode).toBe(403);
    const read = json(await inject('GET', `/consumer/v1/orders/${order}`, undefined, rider.access)).result;
    expect(read.orderlines).toHaveLength(1);
    const cancelled = await inject('POST', `/consumer/v1/orders/${order}/cancel`, {}, rider.access);
    expect(json(cancelled).result.status).toBe('cancelled');
  });
});

describe('an account created with an order', () => {
  it('refuses a common password before the order is placed', async () => {
    const body = orderBody([{ externalid: cap.externalid, quantity: 1 }], {}, { createAccount: true, password: 'password1234' });
    const res = await placeOrder(t.app, body);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.issues).toEqual([{ path: 'consumer.password', message: 'This password is too common. Choose one that is harder to guess' }]);
    expect(json(await inject('GET', `/mailbox/api?to=${encodeURIComponent(body.consumer.email)}`)).result).toHaveLength(0);
  });
});
