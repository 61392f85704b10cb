import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { startSession } from '@bike/server/accounts';
import { upload } from '@bike/server/uploads/testing';
import { seedCatalogue, writeSoldBikes } from '@bike/seed';
import { buildApi } from './build-api';

/**
 * Issue 29 item 11: every admin write goes through the audit log, in the transaction of the
 * change. The write routes come from the app's own route list (/docs). A route is an admin write
 * when an admin's call goes further than a consumer's identical call: requireAdmin (403 for the
 * consumer) or a role check such as an admin changing another account. Each must have a case
 * below that makes a real change and finds its audit entry (who, on what, which fields, when),
 * and a change whose audit entry cannot be written must not happen. An admin route added later
 * without a case fails here, so it cannot ship without auditing.
 */
jest.setTimeout(180_000);

let ctx: TestContext;
let app: FastifyInstance;
const PASSWORD = 'Quiet-Harbour-Lantern-2026';
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SERIAL = '7400001';

interface Account {
  id: string;
  email: string;
  role: 'consumer' | 'admin';
}
let admin: Account;
let consumer: Account;
let rider: Account;
/** The subjects the cases change: all the rider's. */
const subjects = { paidOrder: '', transferOrder: '', submission: '', registration: '' };

const json = (res: Pick<LightMyRequestResponse, 'body'>) => JSON.parse(res.body);
let counter = 0;

async function account(role: Account['role']): Promise<Account> {
  const email = `audit.${role}.${++counter}.${Date.now()}@example.com`;
  const created = await app.inject({ method: 'POST', url: '/b2c/v1/users', payload: { email, password: PASSWORD, firstName: 'Lien', lastName: 'Peeters', locale: 'nl_BE' } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const id = json(created).result.id as string;
  await ctx.db.execute(sql`update users set active = true, email_verified_at = now(), role = ${role} where id = ${id}`);
  return { id, email, role };
}

/** A call with a session of its own (a route like logout ends the session it came with). */
async function as(who: Account, method: string, url: string, payload?: unknown): Promise<LightMyRequestResponse> {
  const { tokens } = await startSession(ctx, who);
  return app.inject({ method: method as 'POST', url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { authorization: `Bearer ${tokens.access}` } });
}

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'test');
  await writeSoldBikes(ctx.db, [{
    serial: SERIAL, brand: 'ardenne', configurationId: 'ARDENNE-TEST', externalid: 'ARDENNE-TEST-M', title: 'ardenne Test Bike', image: null, model: 'TEST', size: 'M',
    design: 'Midnight Blue', groupset: '2x12 mechanical', dealer: { customerid: 'C100001', name: 'Test Cycles' }, soldAt: new Date('2025-03-01T00:00:00Z'),
  }]);
  const [item] = rowsOf<{ id: number; externalid: string }>(await ctx.db.execute(sql`
    select i.id, i.externalid from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
     where i.brandkey = 'ardenne' and i.itemtype = 'accessory' and i.category <> 'outlet' and i.voucherbannerimage is null order by i.id limit 1`));
  await ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${item!.id}, null, null, 50, 1, 9999999)`);
  app = await buildApi(ctx);
  [admin, consumer, rider] = [await account('admin'), await account('consumer'), await account('consumer')];

  const order = async (paymentMethod: 'online' | 'banktransfer') => {
    const res = await as(rider, 'POST', '/consumer/v1/orders', {
      consumer: {
        customerType: 'consumer', firstName: 'Lien', lastName: 'Peeters', email: rider.email, phone: '+32 470 12 34 56',
        invoiceAddress: { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' }, shippingAddressSameAsInvoice: true,
      },
      orderlines: [{ externalid: item!.externalid, quantity: 1, range: null, model: 'x', category: 'accessories', family: 'x', shippingmethod: 'CONSUMER' }],
      locale: 'nl_BE', shippingMethod: 'CONSUMER', shipping: { consumer: true }, brand: 'ardenne', redirect: '/nl_BE/checkout/order', authRedirect: '/nl_BE/account', paymentMethod,
    });
    if (res.statusCode !== 201) throw new Error(res.body);
    return json(res).result as { order: { uuid: string }; payment: { uuid: string } };
  };
  const online = await order('online');
  await app.inject({ method: 'POST', url: `/payments/sandbox/${online.payment.uuid}`, payload: 'action=pay', headers: { 'content-type': 'application/x-www-form-urlencoded' } });
  subjects.paidOrder = online.order.uuid;
  subjects.transferOrder = (await order('banktransfer')).order.uuid;

  const { tokens } = await startSession(ctx, rider);
  const jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  const photo = await upload(app, tokens.access, 'fanzone', { name: 'ride.jpg', type: 'image/jpeg', bytes: jpeg });
  subjects.submission = json(await as(rider, 'POST', '/b2c/v1/fanzone/submissions', { photo, caption: 'Sunrise on the dyke', consent: true })).result.id;
  const proof = await upload(app, tokens.access, 'proof-of-purchase', { name: 'receipt.pdf', type: 'application/pdf', bytes: PDF });
  subjects.registration = json(await as(rider, 'POST', '/b2c/v1/warranty/register-bike', { serialNumber: SERIAL, purchaseDate: '2025-04-12', proofOfPurchase: proof, previouslyBoughtCount: 0 })).result.id;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

/** One admin write: a real change, what it changes, and the audit entry it must leave. */
interface AuditCase {
  change: () => Promise<LightMyRequestResponse>;
  /** The subject's state as the change moves it. */
  state: () => Promise<unknown>;
  entry: { action: string; subjectType: string; subjectId: () => string; fields?: string[] };
}

const one = async (query: ReturnType<typeof sql>) => rowsOf<Record<string, unknown>>(await ctx.db.execute(query))[0];

const CASES: Record<string, AuditCase> = {
  'POST /b2c/v1/admin/orders/{uuid}/status': {
    change: () => as(admin, 'POST', `/b2c/v1/admin/orders/${subjects.paidOrder}/status`, { status: 'processing' }),
    state: () => one(sql`select status, payment_status from orders where uuid = ${subjects.paidOrder}`),
    entry: { action: 'order.status', subjectType: 'order', subjectId: () => subjects.paidOrder },
  },
  'POST /b2c/v1/admin/orders/{uuid}/transfer-paid': {
    change: () => as(admin, 'POST', `/b2c/v1/admin/orders/${subjects.transferOrder}/transfer-paid`, {}),
    state: () => one(sql`select status, payment_status, (select string_agg(status, ',') from payments where order_uuid = ${subjects.transferOrder}) as payments from orders where uuid = ${subjects.transferOrder}`),
    entry: { action: 'order.transferPaid', subjectType: 'order', subjectId: () => subjects.transferOrder },
  },
  'POST /b2c/v1/fanzone/submissions/{id}': {
    change: () => as(admin, 'POST', `/b2c/v1/fanzone/submissions/${subjects.submission}`, { status: 'approved' }),
    state: () => one(sql`select status from fanzone_submissions where id = ${subjects.submission}`),
    entry: { action: 'fanzone.approved', subjectType: 'fanzone-submission', subjectId: () => subjects.submission },
  },
  'POST /b2c/v1/warranty/registration/{id}/decision': {
    change: () => as(admin, 'POST', `/b2c/v1/warranty/registration/${subjects.registration}/decision`, { status: 'rejected', reason: 'proofUnreadable' }),
    state: () => one(sql`select status, rejection_reason from bike_registrations where id = ${subjects.registration}`),
    entry: { action: 'registration.rejected', subjectType: 'bike-registration', subjectId: () => subjects.registration },
  },
  'PATCH /b2c/v1/users/{id}': {
    change: () => as(admin, 'PATCH', `/b2c/v1/users/${rider.id}`, { lastName: 'Janssens', phone: '+32 470 55 44 33', password: 'Lantern-Quiet-Harbour-2027', currentPassword: PASSWORD }),
    state: () => one(sql`select last_name, phone, password_hash from users where id = ${rider.id}`),
    entry: { action: 'user.update', subjectType: 'user', subjectId: () => rider.id, fields: ['lastName', 'phone', 'password'] },
  },
};

/** The write routes of the app's route list, with their path parameters as /docs writes them ({id}). */
async function writeRoutes(): Promise<Array<{ method: string; path: string }>> {
  const doc = json(await app.inject({ url: '/docs' })) as { paths: Record<string, Record<string, unknown>> };
  return Object.entries(doc.paths).flatMap(([path, methods]) =>
    Object.keys(methods).map((m) => m.toUpperCase()).filter((m) => ['POST', 'PUT', 'PATCH', 'DELETE'].includes(m)).map((method) => ({ method, path })),
  );
}

const auditRows = async () =>
  rowsOf<{ id: string; adminId: string | null; adminEmail: string; action: string; subjectType: string; subjectId: string; before: unknown; after: unknown; createdAt: string }>(
    await ctx.db.execute(sql`select id, admin_id as "adminId", admin_email as "adminEmail", action, subject_type as "subjectType", subject_id as "subjectId", before, after, created_at as "createdAt" from admin_audit_log`),
  );

describe('admin writes and the audit log', () => {
  it('finds every admin write in the route list, and each has an audit case', async () => {
    const routes = await writeRoutes();
    expect(routes.length).toBeGreaterThan(40);
    const adminWrites: string[] = [];
    for (const { method, path } of routes) {
      // Subjects nobody has: an admin's call may go further than a consumer's, but changes nothing.
      const url = path.replace(/\{[^}]+\}/g, () => randomUUID());
      const byConsumer = await as(consumer, method, url, {});
      const byAdmin = await as(admin, method, url, {});
      if (byConsumer.statusCode !== byAdmin.statusCode) adminWrites.push(`${method} ${path}`);
    }
    // A new admin route lands here first: give it a case in CASES that finds its audit entry.
    expect(adminWrites.sort()).toEqual(Object.keys(CASES).sort());
  });

  it.each(Object.keys(CASES))('%s changes nothing without its audit entry, and records who, what, which fields and when', async (route) => {
    const { change, state, entry } = CASES[route]!;
    const before = await state();
    const known = new Set((await auditRows()).map((r) => r.id));

    // The audit log refuses the entry: the change must not stay either.
    await ctx.db.execute(sql`create or replace function audit_log_down() returns trigger language plpgsql as $$ begin raise exception 'audit log down'; end $$`);
    await ctx.db.execute(sql`create trigger audit_log_down before insert on admin_audit_log for each row execute function audit_log_down()`);
    try {
      expect((await change()).statusCode).toBe(500);
    } finally {
      await ctx.db.execute(sql`drop trigger audit_log_down on admin_audit_log`);
    }
    expect(await state()).toEqual(before);
    expect((await auditRows()).filter((r) => !known.has(r.id))).toEqual([]);

    const started = Date.now();
    const res = await change();
    expect(res.statusCode).toBe(200);
    expect(await state()).not.toEqual(before);
    const added = (await auditRows()).filter((r) => !known.has(r.id));
    expect(added).toEqual([expect.objectContaining({ adminId: admin.id, adminEmail: admin.email, action: entry.action, subjectType: entry.subjectType, subjectId: entry.subjectId() })]);
    const at = new Date(added[0]!.createdAt).getTime();
    expect(at).toBeGreaterThanOrEqual(started - 1000);
    expect(at).toBeLessThanOrEqual(Date.now() + 1000);
    if (entry.fields) expect(added[0]!.after).toEqual({ fields: entry.fields });
    // Field names only: never a password, its hash, or the values.
    expect(JSON.stringify(added[0])).not.toMatch(/argon2|Lantern-Quiet|Quiet-Harbour|55 44 33/);
  });
});
