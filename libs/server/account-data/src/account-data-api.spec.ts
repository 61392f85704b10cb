import { mkdtempSync, rmSync, writeFileSync, existsSync, mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createApiInstance, createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { registerAccountRoutes } from '@bike/server/accounts';
import { createMailer, registerMailRoutes } from '@bike/server/mail';
import { DiskStore } from '@bike/server/uploads';
import { registerAccountDataRoutes } from './index';

let ctx: TestContext;
let app: FastifyInstance;
let dir: string;
beforeAll(async () => {
  ctx = await createTestContext();
  dir = mkdtempSync(path.join(tmpdir(), 'account-data-'));
  const routeCtx = { ...ctx, config: { ...ctx.config, rateLimits: false }, mailer: createMailer(ctx.config, ctx.db) };
  app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerAccountRoutes(api, routeCtx);
      await registerMailRoutes(api, routeCtx);
      await registerAccountDataRoutes(api, routeCtx, { store: new DiskStore(dir) });
    },
  });
});
afterAll(async () => {
  await app.close();
  await ctx.close();
  rmSync(dir, { recursive: true, force: true });
});

const json = (res: { body: string }) => JSON.parse(res.body);
const call = (method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, token?: string, payload?: unknown) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: token ? { authorization: `Bearer ${token}` } : {} });

let n = 0;
async function rider() {
  n++;
  const email = `data${n}.${Date.now()}@example.com`;
  const password = 'Correct-Horse-1';
  const created = json(await call('POST', '/b2c/v1/users', undefined, { email, password, firstName: 'Lien', lastName: 'Peeters', locale: 'nl_BE' }));
  const mails = json(await call('GET', `/mailbox/api?to=${encodeURIComponent(email)}`)).result as Array<{ text: string }>;
  const token = /activate\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text).join('\n'))?.[1];
  await call('POST', '/b2c/v1/users/activate', undefined, { token });
  const login = json(await call('POST', '/b2c/v1/auth/login', undefined, { email, password })).result;
  return { id: created.result.id as string, email, password, token: login.access as string };
}

async function placeOrderRow(userId: string, email: string): Promise<string> {
  const [row] = rowsOf<{ uuid: string }>(await ctx.db.execute(sql`
    insert into orders (public_id, brand, locale, status, payment_status, payment_method, currency, subtotal_cents, discount_cents, shipping_cents,
                        vat_cents, vat_rate, to_pay_cents, customer, customer_email, invoice_address, shipping_address, shipping_method, user_id)
    values (${`ARD-T${n}${Date.now() % 100000}`}, 'ardenne', 'nl_BE', 'paid', 'paid', 'online', 'EUR', 100000, 0, 0, 17355, 21, 100000,
            ${JSON.stringify({ firstName: 'Lien', lastName: 'Peeters', email })}::jsonb, ${email},
            ${JSON.stringify({ street: 'Kerkstraat', number: '1', postalCode: '3580', city: 'Beringen', country: 'BE' })}::jsonb,
            ${JSON.stringify({ street: 'Kerkstraat', number: '1', postalCode: '3580', city: 'Beringen', country: 'BE' })}::jsonb, 'CONSUMER', ${userId})
    returning uuid`));
  return row!.uuid;
}

describe('activity', () => {
  it('shows activation, logins, changes and orders, newest first, and only to the account itself', async () => {
    const a = await rider();
    await call('PATCH', `/b2c/v1/users/${a.id}`, a.token, { firstName: 'Lotte', phone: '+32 470 00 00 00' });
    // A form that sends an unchanged value records nothing.
    await call('PATCH', `/b2c/v1/users/${a.id}`, a.token, { lastName: 'Peeters', firstName: 'Lotte' });
    await call('PATCH', `/b2c/v1/users/${a.id}`, a.token, { password: 'Another-Horse-2', currentPassword: a.password });
    await placeOrderRow(a.id, a.email);
    const entries = json(await call('GET', '/b2c/v1/users/me/activity', a.token)).result as Array<{ kind: string; detail: Record<string, unknown>; at: string }>;
    const kinds = entries.map((e) => e.kind);
    expect(kinds).toEqual(expect.arrayContaining(['activated', 'login', 'profile_changed', 'password_changed', 'order_placed']));
    expect(entries.filter((e) => e.kind === 'profile_changed').map((e) => e.detail)).toEqual([{ fields: ['firstName', 'phone'] }]);
    expect(entries.find((e) => e.kind === 'login')!.detail).toEqual({ current: true });
    expect([...entries].sort((x, y) => y.at.localeCompare(x.at)).map((e) => e.at)).toEqual(entries.map((e) => e.at));
    // Values never appear: only which fields changed.
    // (Whole values: a bare '470' also turned up in a timestamp's milliseconds or an order number.)
    expect(JSON.stringify(entries)).not.toContain('+32 470');
    expect(JSON.stringify(entries)).not.toContain('Lotte');

    const b = await rider();
    expect(json(await call('GET', '/b2c/v1/users/me/activity', b.token)).result.map((e: { kind: string }) => e.kind).sort()).toEqual(['activated', 'login']);
    expect((await call('GET', '/b2c/v1/users/me/activity')).statusCode).toBe(401);
  });
});

describe('export and deletion', () => {
  it('exports the account without secrets, then deletes it with its files; orders stay, detached', async () => {
    const a = await rider();
    const orderUuid = await placeOrderRow(a.id, a.email);
    // An upload of the account, with its file in the store.
    mkdirSync(path.join(dir, 'u'), { recursive: true });
    writeFileSync(path.join(dir, 'u', `${a.id}.pdf`), '%PDF-1.4\n%%EOF\n');
    await ctx.db.execute(sql`insert into uploads (owner_id, purpose, kind, storage_key, content_type, bytes, original_name) values (${a.id}, 'proof-of-purchase', 'pdf', ${`u/${a.id}.pdf`}, 'application/pdf', 15, 'receipt.pdf')`);

    const exported = await call('GET', '/b2c/v1/users/me/export', a.token);
    expect(exported.headers['content-disposition']).toMatch(/^attachment; filename="account-\d{4}-\d{2}-\d{2}\.json"$/);
    const data = json(exported);
    expect(data.profile).toMatchObject({ email: a.email, firstName: 'Lien' });
    expect(data.orders).toHaveLength(1);
    expect(data.uploads).toEqual([expect.objectContaining({ name: 'receipt.pdf', kind: 'pdf' })]);
    expect(exported.body).not.toMatch(/passwordHash|password_hash|storageKey|token_hash|\$argon2/);

    // The password and the typed word confirm; a wrong one changes nothing.
    expect(json(await call('DELETE', '/b2c/v1/users/me', a.token, { password: 'wrong-password', confirm: 'DELETE' })).error.issues).toEqual([{ path: 'password', message: 'Current password is invalid' }]);
    expect((await call('DELETE', '/b2c/v1/users/me', a.token, { password: a.password, confirm: 'yes' })).statusCode).toBe(400);
    expect((await call('DELETE', '/b2c/v1/users/me', a.token, { password: a.password })).statusCode).toBe(400);
    expect((await call('DELETE', '/b2c/v1/users/me', undefined, { password: a.password, confirm: 'DELETE' })).statusCode).toBe(401);

    // From a French page: the account's own language (Dutch) writes the last mail.
    const deleted = await call('DELETE', '/b2c/v1/users/me?locale=fr_BE', a.token, { password: a.password, confirm: 'delete' });
    expect(json(deleted).result).toEqual({ deleted: true });
    expect(String(deleted.headers['set-cookie'])).toMatch(/Max-Age=0/);
    expect(rowsOf(await ctx.db.execute(sql`select 1 from users where id = ${a.id}`))).toHaveLength(0);
    expect(rowsOf(await ctx.db.execute(sql`select 1 from uploads where owner_id = ${a.id}`))).toHaveLength(0);
    expect(existsSync(path.join(dir, 'u', `${a.id}.pdf`))).toBe(false);
    const [order] = rowsOf<{ user_id: string | null; customer_email: string }>(await ctx.db.execute(sql`select user_id, customer_email from orders where uuid = ${orderUuid}`));
    expect(order).toEqual({ user_id: null, customer_email: a.email });
    // The old token no longer works; the address got a last mail.
    expect((await call('GET', '/b2c/v1/users/me/activity', a.token)).statusCode).toBe(401);
    const mails = json(await call('GET', `/mailbox/api?to=${encodeURIComponent(a.email)}`)).result as Array<{ subject: string; text: string; html: string | null }>;
    const last = mails.find((m) => m.subject === 'Je account bij Ardenne Cycles is verwijderd');
    expect(last?.text).toContain('Dit bewaren we: de bestellingen die je plaatste');
    expect(last?.html).toContain('lang="nl-BE"');
  });
});
