import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createApiInstance, createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { registerAccountRoutes, seedAccounts } from '@bike/server/accounts';
import type { AdminAuditPage } from '@bike/shared/domain/admin-audit';
import { recordAdminAction } from './audit-log';
import { registerAuditRoutes } from './audit-routes';

/**
 * GET /b2c/v1/admin/audit (issue 32): the site-wide log for admins only, newest first, with
 * filters by who, action, target and dates, and paging.
 */
let ctx: TestContext;
let app: FastifyInstance;
let adminToken: string;
let riderToken: string;
let orderUuid: string;
let riderId: string;

const login = async (email: string, password: string) =>
  JSON.parse((await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password } })).body).result.access as string;

const audit = (query: string, token: string | null = adminToken) =>
  app.inject({ method: 'GET', url: `/b2c/v1/admin/audit${query ? `?${query}` : ''}`, headers: token ? { authorization: `Bearer ${token}` } : {} });
const page = async (query: string): Promise<AdminAuditPage> => {
  const res = await audit(query);
  expect(res.statusCode).toBe(200);
  return JSON.parse(res.body).result;
};

/** An entry as the libraries write it, at a given moment. */
async function entry(at: string, over: Partial<Parameters<typeof recordAdminAction>[1]> & { adminEmail?: string } = {}) {
  await recordAdminAction(ctx.db, {
    admin: { id: null as unknown as string, email: over.adminEmail ?? 'ops@example.com' },
    action: 'order.status',
    subjectType: 'order',
    subjectId: orderUuid,
    before: { status: 'paid' },
    after: { status: 'processing' },
    ...over,
  });
  await ctx.db.execute(sql`update admin_audit_log set created_at = ${at}::timestamptz where created_at > now() - interval '1 minute'`);
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedAccounts(ctx.db, ctx.config);
  app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerAccountRoutes(api, ctx);
      await registerAuditRoutes(api, ctx);
    },
  });
  adminToken = await login(ctx.config.demoAdminEmail, ctx.config.demoAdminPassword);
  riderToken = await login(ctx.config.demoUserEmail, ctx.config.demoUserPassword);

  const address = JSON.stringify({ street: 'Kerkstraat', number: '1', postalCode: '3580', city: 'Beringen', country: 'BE' });
  const customer = JSON.stringify({ customerType: 'consumer', firstName: 'A', lastName: 'B', email: 'buyer@example.net', phone: '1', company: null, vatNumber: null, vatValid: false });
  [{ uuid: orderUuid }] = rowsOf<{ uuid: string }>(await ctx.db.execute(sql`
    insert into orders (public_id, brand, locale, status, payment_status, payment_method, currency, subtotal_cents, discount_cents,
                        shipping_cents, vat_cents, vat_rate, to_pay_cents, customer, customer_email, invoice_address, shipping_address, shipping_method)
    values ('ARD-AUD1T001', 'ardenne', 'nl_BE', 'processing', 'paid', 'online', 'EUR', 100, 0, 0, 0, 21, 100, ${customer}::jsonb, 'buyer@example.net',
            ${address}::jsonb, ${address}::jsonb, 'CONSUMER')
    returning uuid`)) as [{ uuid: string }];
  [{ id: riderId }] = rowsOf<{ id: string }>(await ctx.db.execute(sql`select id from users where email = ${ctx.config.demoUserEmail}`)) as [{ id: string }];

  // Oldest first here; the log answers newest first.
  await entry('2026-03-01T09:00:00Z');
  await entry('2026-03-02T09:00:00Z', { action: 'order.transferPaid', before: { status: 'pending' }, after: { status: 'paid' } });
  await entry('2026-03-03T09:00:00Z', { action: 'user.update', subjectType: 'user', subjectId: riderId, before: null, after: { fields: ['firstName'] }, adminEmail: 'Lead.Admin@example.com' });
  await entry('2026-03-04T23:30:00Z', { action: 'registration.rejected', subjectType: 'bike-registration', subjectId: '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a09', before: { status: 'submitted' }, after: { status: 'rejected', reason: 'persons' } });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
});

describe('the site-wide audit log (issue 32)', () => {
  it('answers admins only: 401 without a session, 403 for a rider', async () => {
    expect((await audit('', null)).statusCode).toBe(401);
    const refused = await audit('', riderToken);
    expect(refused.statusCode).toBe(403);
    expect(JSON.parse(refused.body).error.code).toBe('FORBIDDEN');
    expect((await audit('')).statusCode).toBe(200);
  });

  it('lists every entry newest first, each target by the name an admin knows it by', async () => {
    const log = await page('');
    expect(log.total).toBe(4);
    expect(log.entries.map((e) => e.action)).toEqual(['registration.rejected', 'user.update', 'order.transferPaid', 'order.status']);
    expect(log.entries[1]).toMatchObject({ admin: 'Lead.Admin@example.com', subject: { type: 'user', id: riderId, label: ctx.config.demoUserEmail }, after: { fields: ['firstName'] } });
    expect(log.entries[3]).toMatchObject({ at: '2026-03-01T09:00:00.000Z', subject: { type: 'order', id: orderUuid, label: 'ARD-AUD1T001' }, before: { status: 'paid' }, after: { status: 'processing' } });
    // A registration that no longer exists keeps its entry, without a name.
    expect(log.entries[0]!.subject.label).toBeNull();
  });

  it('filters by who, action, target type, target and dates (whole UTC days, both included)', async () => {
    expect((await page('who=lead.admin')).entries.map((e) => e.action)).toEqual(['user.update']);
    expect((await page('action=order.transferPaid')).entries.map((e) => e.at)).toEqual(['2026-03-02T09:00:00.000Z']);
    expect((await page('subject=order')).total).toBe(2);
    // An order number in any case, an email in any case, or the id itself.
    expect((await page('target=ard-aud1t001')).total).toBe(2);
    expect((await page(`target=${encodeURIComponent(ctx.config.demoUserEmail.toUpperCase())}`)).entries.map((e) => e.action)).toEqual(['user.update']);
    expect((await page(`target=${orderUuid}&action=order.status`)).total).toBe(1);
    expect((await page('from=2026-03-02&to=2026-03-04')).entries.map((e) => e.action)).toEqual(['registration.rejected', 'user.update', 'order.transferPaid']);
    expect((await page('from=2026-03-05')).total).toBe(0);
    // Wildcards typed are literal.
    expect((await page('who=%25')).total).toBe(0);
  });

  it('refuses a bad filter with a 400 that names it', async () => {
    for (const [query, field] of [['action=order.delete', 'Action'], ['from=2026-03-05&to=2026-03-01', 'To'], ['page=0', 'Page'], ['from=2026-02-30', 'From'], ['subject=dealer', 'Target type']]) {
      const res = await audit(query!);
      expect(res.statusCode).toBe(400);
      expect(JSON.parse(res.body).error.message).toContain(`${field} is invalid`);
    }
    expect((await audit(`who=${'x'.repeat(255)}`)).statusCode).toBe(400);
    expect((await audit('who=a%00b')).statusCode).toBe(400);
  });

  it('pages by 50, without overlap', async () => {
    for (let i = 0; i < 50; i++) await entry(`2026-02-01T10:${String(i).padStart(2, '0')}:00Z`, { adminEmail: 'pager@example.com' });
    const first = await page('who=pager');
    const second = await page('who=pager&page=2');
    expect([first.total, first.pages, first.entries.length, second.entries.length]).toEqual([50, 1, 50, 0]);
    await entry('2026-02-01T11:00:00Z', { adminEmail: 'pager@example.com' });
    const again = await page('who=pager');
    const next = await page('who=pager&page=2');
    expect([again.total, again.pages, next.page, next.entries.length]).toEqual([51, 2, 2, 1]);
    expect(next.entries[0]!.at).toBe('2026-02-01T10:00:00.000Z');
    expect(new Set([...again.entries, ...next.entries].map((e) => e.id)).size).toBe(51);
  });
});
