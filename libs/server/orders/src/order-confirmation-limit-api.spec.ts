import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { startSession } from '@bike/server/accounts';
import { ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR } from './order-confirmation-limit';
import { createOrdersTestApp, json, orderBody, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

jest.setTimeout(120_000);

/**
 * Issue 29: order confirmations to one victim, placed by guests from 10 addresses, gave 10 mails.
 * The orders stand and each buyer gets the confirmation answer; only the mails beyond the
 * per-recipient limit stay unsent.
 */
let t: OrdersTestApp;
let accessory: StockedItem;
beforeAll(async () => {
  t = await createOrdersTestApp({ rateLimits: true });
  accessory = await stockedItem(t.ctx, { itemtype: 'accessory', qty: 200 });
});
afterAll(() => t.close());

const mailsTo = (address: string) => t.ctx.mails.filter((m) => m.to.toLowerCase() === address);
const ordersFor = async (address: string) =>
  Number(rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders where customer_email = ${address}`))[0]!.n);

async function bearerFor(email: string, verified: boolean): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.ctx.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, active, email_verified_at)
      values (${email}, 'not-a-hash', 'Lien', 'Peeters', true, ${verified ? sql`now()` : null}) returning id`),
  );
  return `Bearer ${(await startSession(t.ctx, { id: row!.id, role: 'consumer', email })).tokens.access}`;
}

const order = (email: string, from: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST', url: '/consumer/v1/orders', remoteAddress: from, headers,
    payload: orderBody([{ externalid: accessory.externalid, quantity: 1 }], {}, { email }),
  });

describe('order confirmations per recipient', () => {
  it(`places every guest order for one address from 10 client addresses, but mails it ${ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR} confirmations an hour`, async () => {
    const victim = 'victim@example.org';
    for (let i = 1; i <= 10; i++) {
      const res = await order(victim, `203.0.113.${i}`);
      expect(res.statusCode).toBe(201);
      // The buyer's confirmation page has what it needs, mail or no mail.
      expect(json(res).result).toMatchObject({ order: { id: expect.any(String) }, orderToken: expect.any(String) });
    }
    expect(await ordersFor(victim)).toBe(10);
    expect(mailsTo(victim)).toHaveLength(ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
    // Another recipient has a budget of its own.
    expect((await order('someone.else@example.org', '203.0.113.99')).statusCode).toBe(201);
    expect(mailsTo('someone.else@example.org')).toHaveLength(1);
  });

  it('counts an address however it is capitalised', async () => {
    for (let i = 0; i <= ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR; i++) {
      expect((await order(i % 2 ? 'Case@Example.org' : 'case@example.ORG', `198.51.100.${i + 1}`)).statusCode).toBe(201);
    }
    expect(mailsTo('case@example.org')).toHaveLength(ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
  });

  it("never holds back a signed-in buyer's confirmation to the account's own verified address", async () => {
    const own = 'lien.verified@example.org';
    const bearer = await bearerFor(own, true);
    for (let i = 0; i <= ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR; i++) expect((await order(own, '192.0.2.10', { authorization: bearer })).statusCode).toBe(201);
    expect(mailsTo(own)).toHaveLength(ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR + 1);
  });

  it('counts a signed-in account ordering for an address it has not proven like a guest', async () => {
    const bearer = await bearerFor('lien.unproven@example.org', false);
    const other = 'not.mine@example.org';
    for (let i = 0; i <= ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR; i++) expect((await order(other, '192.0.2.11', { authorization: bearer })).statusCode).toBe(201);
    expect(mailsTo(other)).toHaveLength(ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR);
  });
});
