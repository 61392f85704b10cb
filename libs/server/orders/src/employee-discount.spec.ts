import { sql } from 'drizzle-orm';
import { rowsOf } from '@bike/server/core';
import { startSession } from '@bike/server/accounts';
import { createOrdersTestApp, json, orderBody, placeOrder, stockedItem, type OrdersTestApp, type StockedItem } from './test-app';

jest.setTimeout(60_000);

/**
 * Employee codes at order time (finding 10): the same binding as the discount lookup, so a code
 * that leaked cannot be used by skipping the lookup and posting the order or checkout directly.
 */
let t: OrdersTestApp;
let bike: StockedItem;
beforeAll(async () => {
  t = await createOrdersTestApp();
  bike = await stockedItem(t.ctx, { itemtype: 'bike', qty: 20 });
});
afterAll(() => t.close());

async function bearerFor(email: string): Promise<string> {
  const [row] = rowsOf<{ id: string }>(
    await t.ctx.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, active) values (${email}, 'not-a-hash', 'Fien', 'Staff', true)
      returning id`),
  );
  return `Bearer ${(await startSession(t.ctx, { id: row!.id, role: 'consumer', email })).tokens.access}`;
}

describe('employee discount codes in checkouts and orders', () => {
  it('refuses an employee code to a guest and to an account off its list', async () => {
    const guest = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { discountcode: 'EMP-ARDENNE-2026' }));
    expect(guest.statusCode).toBe(400);
    expect(json(guest).error.code).toBe('BAD_EMPLOYEE_DISCOUNT');

    const outsider = await bearerFor('outsider@example.org');
    const refused = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { discountcode: 'EMP-ARDENNE-2026' }), undefined, { authorization: outsider });
    expect(json(refused).error.code).toBe('BAD_EMPLOYEE_DISCOUNT');

    const snapshot = await t.app.inject({
      method: 'POST', url: '/v1/checkouts', payload: { lang: 'nl_BE', brand: 'ardenne', items: [{ id: bike.externalid, qty: 1, type: 'item' }], discountcode: 'EMP-ALL-2026' },
    });
    expect(snapshot.statusCode).toBe(400);
    expect(json(snapshot).error.message).toMatch(/employee discount/i);
    const [{ n }] = rowsOf<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from orders where discount_code like 'EMP-%'`));
    expect(n).toBe(0);
  });

  it('prices the employee discount for an activated account at the allowed domain', async () => {
    const staff = await bearerFor('fien@staff.example.com');
    const res = await placeOrder(t.app, orderBody([{ externalid: bike.externalid, quantity: 1 }], { discountcode: 'EMP-ARDENNE-2026' }), undefined, { authorization: staff });
    expect(res.statusCode).toBe(201);
    const order = json(res).result.order;
    expect(order.discountcode).toBe('EMP-ARDENNE-2026');
    expect(order.discount).toBeGreaterThan(0);

    const snapshot = await t.app.inject({
      method: 'POST', url: '/v1/checkouts', headers: { authorization: staff },
      payload: { lang: 'nl_BE', brand: 'ardenne', items: [{ id: bike.externalid, qty: 1, type: 'item' }], discountcode: 'EMP-ARDENNE-2026' },
    });
    expect(snapshot.statusCode).toBe(201);
    expect(json(snapshot).result.totals.discount).toBeGreaterThan(0);
  });
});
