import type { FastifyInstance } from 'fastify';
import { SignJWT } from 'jose';
import { sql } from 'drizzle-orm';
import { createApiInstance, createTestContext, type TestContext } from '@bike/server/core';
import { registerAccountRoutes, seedAccounts } from '@bike/server/accounts';
import { seedCatalogue } from '@bike/seed';
import { registerDashboardRoutes } from './dashboard-routes';
import { dashboardRange, weekStart } from './dashboard-query';

let ctx: TestContext;
let app: FastifyInstance;
let adminToken: string;
let riderToken: string;

const login = async (email: string, password: string) =>
  JSON.parse((await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password } })).body).result.access as string;

let counter = 0;
/** An order written as the orders library stores it, with what the dashboard reads. */
async function order(o: { day: string; brand?: string; country?: string; currency?: string; cents: number; status?: string; method?: string; payment?: string }) {
  counter++;
  const address = JSON.stringify({ street: 'Kerkstraat', number: '1', postalCode: '1000', city: 'Town', country: o.country ?? 'BE' });
  const customer = JSON.stringify({ customerType: 'consumer', firstName: 'A', lastName: 'B', email: `d${counter}@example.net`, phone: '1', company: null, vatNumber: null, vatValid: false });
  await ctx.db.execute(sql`
    insert into orders (public_id, brand, locale, status, payment_status, payment_method, currency, subtotal_cents, discount_cents,
                        shipping_cents, vat_cents, vat_rate, to_pay_cents, customer, customer_email, invoice_address, shipping_address,
                        shipping_method, created_at)
    values (${`DSH-${String(counter).padStart(8, '0')}`}, ${o.brand ?? 'ardenne'}, 'nl_BE', ${o.status ?? 'paid'}, ${o.payment ?? 'paid'},
            ${o.method ?? 'online'}, ${o.currency ?? 'EUR'}, ${o.cents}, 0, 0, 0, 21, ${o.cents}, ${customer}::jsonb, ${`d${counter}@example.net`},
            ${address}::jsonb, ${address}::jsonb, 'CONSUMER', ${`${o.day}T12:00:00Z`}::timestamptz)`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'test');
  await seedAccounts(ctx.db, ctx.config);
  app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerAccountRoutes(api, ctx);
      await registerDashboardRoutes(api, ctx);
    },
  });
  adminToken = await login(ctx.config.demoAdminEmail, ctx.config.demoAdminPassword);
  riderToken = await login(ctx.config.demoUserEmail, ctx.config.demoUserPassword);

  await order({ day: '2026-03-02', cents: 100_00 });
  await order({ day: '2026-03-02', cents: 86_00, currency: 'GBP', country: 'GB', brand: 'brabo' });
  await order({ day: '2026-03-04', cents: 50_00, method: 'banktransfer', status: 'pending', payment: 'waiting_transfer' });
  await order({ day: '2026-03-09', cents: 200_00, country: 'NL', status: 'shipped' });
  await order({ day: '2026-03-09', cents: 999_00, status: 'cancelled', payment: 'cancelled' });
  await order({ day: '2026-04-20', cents: 1_00 });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

const dashboard = (query: string, token: string | null = adminToken) =>
  app.inject({ method: 'GET', url: `/b2c/v1/admin/dashboard?${query}`, headers: token ? { authorization: `Bearer ${token}` } : {} });

describe('GET /b2c/v1/admin/dashboard', () => {
  it('is for admins only: 401 without a session or with a forged token, 403 for a consumer or a claimed role', async () => {
    expect((await dashboard('', null)).statusCode).toBe(401);
    expect((await dashboard('', 'forged.token.here')).statusCode).toBe(401);
    expect((await dashboard('', riderToken)).statusCode).toBe(403);
    const claims = JSON.parse(Buffer.from(riderToken.split('.')[1]!, 'base64url').toString());
    const claimsAdmin = await new SignJWT({ ...claims, role: 'admin' }).setProtectedHeader({ alg: 'HS256' }).sign(new TextEncoder().encode(ctx.config.jwtSecret));
    expect((await dashboard('', claimsAdmin)).statusCode).toBe(403);
  });

  it('counts orders per day and week, revenue per currency with a converted total, and the shares', async () => {
    const res = await dashboard('from=2026-03-01&to=2026-03-10');
    expect(res.statusCode).toBe(200);
    const d = JSON.parse(res.body).result;
    expect(d).toMatchObject({ from: '2026-03-01', to: '2026-03-10', brand: null, reportingCurrency: 'EUR', rates: { asOf: '2026-01-01', perEur: { EUR: 1, GBP: 0.86 } } });
    // Five orders placed; three sold (pending and cancelled bring no revenue). 100 EUR + 86 GBP (100 EUR) + 200 EUR.
    expect(d.totals).toEqual({ orders: 5, paidOrders: 3, revenue: { byCurrency: { EUR: 300, GBP: 86 }, total: 400 }, averageOrder: 133.33 });
    expect(d.perDay).toHaveLength(10);
    expect(d.perDay[1]).toEqual({ start: '2026-03-02', orders: 2, revenue: { byCurrency: { EUR: 100, GBP: 86 }, total: 200 } });
    expect(d.perDay[0]).toEqual({ start: '2026-03-01', orders: 0, revenue: { byCurrency: {}, total: 0 } });
    expect(d.perWeek.map((w: { start: string; orders: number }) => [w.start, w.orders])).toEqual([['2026-02-23', 0], ['2026-03-02', 3], ['2026-03-09', 2]]);
    expect(d.byCountry).toEqual([
      { key: 'NL', orders: 1, revenue: 200 },
      { key: 'BE', orders: 3, revenue: 100 },
      { key: 'GB', orders: 1, revenue: 100 },
    ]);
    expect(d.byBrand.map((s: { key: string }) => s.key)).toEqual(['ardenne', 'brabo']);
    expect(d.byPaymentMethod).toEqual([{ key: 'online', orders: 4, revenue: 400 }, { key: 'banktransfer', orders: 1, revenue: 0 }]);
    expect(d.byStatus.find((s: { status: string }) => s.status === 'cancelled').orders).toBe(1);
    expect(d.byStatus.reduce((n: number, s: { orders: number }) => n + s.orders, 0)).toBe(5);
    expect(d.transfersWaiting).toBeGreaterThanOrEqual(1);
    expect(d.registrations).toEqual({ submitted: 0, approved: 0, rejected: 0, newInPeriod: 0 });
    expect(Array.isArray(d.lowStock)).toBe(true);
  });

  it('lists the emptiest factory stock first, and keeps an answer for 30 s', async () => {
    await ctx.db.execute(sql`update stock set qty = 0 where id = (select min(id) from stock where dealer_id is null)`);
    const first = JSON.parse((await dashboard('from=2026-05-01&to=2026-05-02')).body).result;
    expect(first.lowStock[0]).toMatchObject({ qty: 0 });
    expect(first.lowStock.length).toBeLessThanOrEqual(12);
    expect(first.lowStock.every((s: { qty: number }) => s.qty <= 2)).toBe(true);
    await order({ day: '2026-05-01', cents: 10_00 });
    const again = JSON.parse((await dashboard('from=2026-05-01&to=2026-05-02')).body).result;
    expect(again.generatedAt).toBe(first.generatedAt);
    expect(again.totals.orders).toBe(0);
  });

  it('narrows to a brand', async () => {
    const d = JSON.parse((await dashboard('from=2026-03-01&to=2026-03-10&brand=brabo')).body).result;
    expect(d.totals).toMatchObject({ orders: 1, paidOrders: 1, revenue: { byCurrency: { GBP: 86 }, total: 100 } });
    expect(d.byBrand).toEqual([{ key: 'brabo', orders: 1, revenue: 100 }]);
  });

  it.each(['from=2026-02-30', 'from=2026-03-10&to=2026-03-01', 'from=2025-01-01&to=2026-03-01', 'brand=acme', 'to=soon', 'from=2026-03-01&from=2026-03-02'])(
    'refuses %s with a 400',
    async (query) => {
      const res = await dashboard(query);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).error.code).toBe('VALIDATION_ERROR');
    },
  );
});

describe('the period', () => {
  const now = Date.parse('2026-11-26T15:00:00Z');
  it('is the last 30 days by default, 30 days from a start, or up to an end', () => {
    expect(dashboardRange({}, now)).toEqual({ from: '2026-10-28', to: '2026-11-26', brand: null });
    expect(dashboardRange({ from: '2026-01-01' }, now)).toEqual({ from: '2026-01-01', to: '2026-01-30', brand: null });
    expect(dashboardRange({ from: '2026-11-20' }, now).to).toBe('2026-11-26');
    expect(dashboardRange({ to: '2026-02-28', brand: 'merel' }, now)).toEqual({ from: '2026-01-30', to: '2026-02-28', brand: 'merel' });
  });
  it('starts weeks on Monday', () => {
    expect(weekStart('2026-03-02')).toBe('2026-03-02');
    expect(weekStart('2026-03-08')).toBe('2026-03-02');
    expect(weekStart('2026-01-01')).toBe('2025-12-29');
  });
});
