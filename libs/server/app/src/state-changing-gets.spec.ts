import { sql } from 'drizzle-orm';
import { createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { seedAccounts } from '@bike/server/accounts';
import { seedCatalogue } from '@bike/seed';
import type { FastifyInstance } from 'fastify';
import { buildApi } from './build-api';

/**
 * Issue 29, item 2: the access cookie is SameSite=Lax, so it travels on a top-level GET from
 * another site. No GET may change state when another site links to it: every GET route that
 * writes is registered with CHANGES_STATE, listed in /docs as `x-changes-state`, and refused
 * like a cross-site POST. A new writing GET must join the list below, and so gets this test.
 */
jest.setTimeout(120_000);

let ctx: TestContext;
let app: FastifyInstance;
let doc: { paths: Record<string, Record<string, { 'x-changes-state'?: boolean }>> };
beforeAll(async () => {
  ctx = await createTestContext({ rateLimits: false });
  await seedCatalogue(ctx.db, 'test');
  await seedAccounts(ctx.db, ctx.config);
  app = await buildApi(ctx);
  doc = JSON.parse((await app.inject({ url: '/docs' })).body);
}, 120_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

/** The writing GETs, each with a path to call. The social callback is not one: see social-routes.ts. */
const STATE_CHANGING_GETS: Record<string, string> = {
  '/consumer/v1/orders/{uuid}/retry': '/consumer/v1/orders/00000000-0000-4000-8000-000000000000/retry',
  '/b2c/v1/auth/social/{provider}': '/b2c/v1/auth/social/google?locale=nl_BE',
};
const CROSS_SITE_NAVIGATION = { 'sec-fetch-site': 'cross-site', 'sec-fetch-mode': 'navigate', 'sec-fetch-dest': 'document' };

describe('GETs that change state', () => {
  it('are exactly the listed ones, marked in /docs', () => {
    const marked = Object.entries(doc.paths).filter(([, methods]) => methods['get']?.['x-changes-state']).map(([path]) => path);
    expect(marked.sort()).toEqual(Object.keys(STATE_CHANGING_GETS).sort());
  });

  it.each(Object.entries(STATE_CHANGING_GETS))('%s is refused when another site links to it', async (_route, url) => {
    const res = await app.inject({ method: 'GET', url, headers: CROSS_SITE_NAVIGATION });
    expect(res.statusCode).toBe(403);
    expect(JSON.parse(res.body).error.code).toBe('CROSS_SITE_REQUEST');
    // The same request from the shop's own pages is not refused for its origin.
    const own = await app.inject({ method: 'GET', url, headers: { ...CROSS_SITE_NAVIGATION, 'sec-fetch-site': 'same-origin' } });
    expect(own.statusCode).not.toBe(403);
  });

  it('a cross-site link to retry leaves a signed-in buyer\'s bank-transfer order as it was', async () => {
    const login = await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email: ctx.config.demoUserEmail, password: ctx.config.demoUserPassword } });
    const access = JSON.parse(login.body).result.access as string;
    const [item] = rowsOf<{ id: number; externalid: string }>(await ctx.db.execute(sql`
      select i.id, i.externalid from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
       where i.brandkey = 'ardenne' and i.itemtype = 'accessory' and i.category <> 'outlet' and i.voucherbannerimage is null order by i.id limit 1`));
    await ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${item!.id}, null, null, 5, 1, 9999999)`);
    const placed = await app.inject({
      method: 'POST', url: '/consumer/v1/orders', headers: { authorization: `Bearer ${access}` },
      payload: {
        consumer: {
          customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: ctx.config.demoUserEmail, phone: '+32 470 12 34 56',
          invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true,
        },
        orderlines: [{ externalid: item!.externalid, quantity: 1 }],
        locale: 'nl_BE', shippingMethod: 'CONSUMER', brand: 'ardenne', redirect: '/nl_BE/checkout/order', paymentMethod: 'banktransfer',
      },
    });
    expect(placed.statusCode).toBe(201);
    const uuid = JSON.parse(placed.body).result.order.uuid as string;
    const payments = async () => rowsOf<{ provider: string; status: string }>(await ctx.db.execute(sql`select provider, status from payments where order_uuid = ${uuid}::uuid order by created_at`));
    const before = await payments();

    const attack = await app.inject({ method: 'GET', url: `/consumer/v1/orders/${uuid}/retry`, headers: { ...CROSS_SITE_NAVIGATION, authorization: `Bearer ${access}` } });
    expect(attack.statusCode).toBe(403);
    expect(await payments()).toEqual(before);

    // The buyer's own page may still ask for a new payment.
    const own = await app.inject({ method: 'GET', url: `/consumer/v1/orders/${uuid}/retry`, headers: { 'sec-fetch-site': 'same-origin', authorization: `Bearer ${access}` } });
    expect(own.statusCode).toBe(200);
    expect((await payments()).length).toBe(before.length + 1);
  });
});
