import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createTestContext, rowsOf, type TestContext } from '@bike/server/core';
import { columnsReferringToUsers } from '@bike/server/account-data';
import { allKeys, createUploadStore, uploadsConfig } from '@bike/server/uploads';
import { upload } from '@bike/server/uploads/testing';
import { seedCatalogue, seedContent, writeSoldBikes } from '@bike/seed';
import { buildApi } from './build-api';

/**
 * Issue 29 item 10, pre-hijacking leftovers. Someone makes the account of another person's
 * address before that person proves it, and fills it: a registration's profile and addresses,
 * or, with the session an unverified social sign-in gives, everything a signed-in rider can
 * write (concepts, fan-zone photos, bike registrations, a job application, newsletter
 * subscriptions, an order, PKCE codes). When the address's owner proves it (a password reset
 * from the mailed link, or a social sign-in whose provider vouches for the address), the account
 * is theirs and nothing the unproven account wrote may stay. The columns that refer to a user
 * are read from the database's catalogue, so a table added later is checked here too.
 */
jest.setTimeout(180_000);

let ctx: TestContext;
let app: FastifyInstance;
let model: { code: string; defaults: Record<string, string> };
let accessory: string;
let jpeg: Buffer;
const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const SERIALS = ['7300001', '7300002', '7300003'];
const OWNER_PASSWORD = 'Quiet-Harbour-Lantern-2026';

beforeAll(async () => {
  ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'test');
  await seedContent(ctx.db);
  await writeSoldBikes(
    ctx.db,
    SERIALS.map((serial) => ({
      serial, brand: 'ardenne', configurationId: 'ARDENNE-TEST', externalid: 'ARDENNE-TEST-M', title: 'ardenne Test Bike', image: null, model: 'TEST', size: 'M',
      design: 'Midnight Blue', groupset: '2x12 mechanical', dealer: { customerid: 'C100001', name: 'Test Cycles' }, soldAt: new Date('2025-03-01T00:00:00Z'),
    })),
  );
  const [platform] = rowsOf<{ code: string }>(await ctx.db.execute(sql`
    select code from platforms where brand = 'ardenne' and has_customizer and not archived order by code limit 1`));
  const [item] = rowsOf<{ id: number; externalid: string }>(await ctx.db.execute(sql`
    select i.id, i.externalid from items i join prices p on p.item_id = i.id and p.currency = 'EUR'
     where i.brandkey = 'ardenne' and i.itemtype = 'accessory' and i.category <> 'outlet' and i.voucherbannerimage is null order by i.id limit 1`));
  await ctx.db.execute(sql`insert into stock (item_id, size_id, dealer_id, qty, workdays, distance) values (${item!.id}, null, null, 50, 1, 9999999)`);
  accessory = item!.externalid;
  jpeg = await sharp({ create: { width: 900, height: 700, channels: 3, background: '#3a7bd5' } }).jpeg().toBuffer();
  app = await buildApi(ctx);
  model = JSON.parse((await app.inject({ url: `/V1/customizer/model/${platform!.code}?locale=nl_BE` })).body).result;
}, 180_000);
afterAll(async () => {
  await app?.close();
  await ctx?.close();
});

const json = (res: Pick<LightMyRequestResponse, 'body'>) => JSON.parse(res.body);
let counter = 0;
const victimAddress = () => `owner.${++counter}.${Date.now()}@example.com`;

/** What the squatter fills in, and must not find again in the owner's account. */
const SQUATTER_PROFILE = {
  firstName: 'Mallory',
  lastName: 'Squatter',
  phone: '+32 470 99 88 77',
  birthday: '1990-02-03',
  gender: 'male',
  locale: 'fr_BE',
  addresses: {
    invoice: { street: 'Rue du Piège', number: '13', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
    shipping: { street: 'Quai des Leurres', number: '7', postalCode: '1000', city: 'Bruxelles', country: 'BE' },
  },
};

// ---------- a browser through the local OpenID provider ----------

type Jar = Record<string, string>;
function keep(jar: Jar, res: LightMyRequestResponse): Jar {
  const next = { ...jar };
  for (const c of res.cookies) {
    if (c.maxAge === 0 || c.value === '') delete next[c.name];
    else next[c.name] = c.value;
  }
  return next;
}
function navigate(url: string, jar: Jar) {
  const target = new URL(url, 'http://shop.test');
  const cookie = Object.entries(jar).map(([k, v]) => `${k}=${v}`).join('; ');
  return app.inject({ method: 'GET', url: `${target.pathname}${target.search}`, headers: { accept: 'text/html', 'sec-fetch-site': 'same-origin', ...(cookie ? { cookie } : {}) } });
}

/** A whole social sign-in; answers the access token the session cookie holds. */
async function socialSignIn(email: string, provider: 'google' | 'facebook', verified: boolean): Promise<string> {
  let jar: Jar = {};
  const start = await navigate(`/b2c/v1/auth/social/${provider}?locale=nl_BE`, jar);
  jar = keep(jar, start);
  const page = await navigate(String(start.headers.location), jar);
  const hidden = Object.fromEntries([...page.body.matchAll(/<input type="hidden" name="([^"]*)" value="([^"]*)">/g)].map((m) => [m[1]!, m[2]!.replace(/&amp;/g, '&')]));
  const form = new URLSearchParams({ ...hidden, email, name: 'Lotte Peeters', action: 'approve', ...(verified ? { email_verified: 'true' } : {}) });
  const posted = await app.inject({
    method: 'POST',
    url: '/dev-oidc/authorize',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' },
  });
  const callback = await navigate(String(posted.headers.location), jar);
  expect(callback.headers.location).toBe('/nl_BE/account');
  jar = keep(jar, callback);
  return jar['auth_token']!;
}

// ---------- the squatter and the owner ----------

const as = (token: string) => (method: 'GET' | 'POST' | 'PATCH', url: string, payload?: unknown) =>
  app.inject({ method, url, ...(payload === undefined ? {} : { payload: payload as object }), headers: { authorization: `Bearer ${token}` } });

async function ok(res: Promise<LightMyRequestResponse>): Promise<LightMyRequestResponse> {
  const answer = await res;
  if (answer.statusCode >= 300) throw new Error(`${answer.statusCode}: ${answer.body}`);
  return answer;
}

/** Everything a signed-in rider can write, written by the squatter of `email`. */
async function plantEverything(token: string, email: string, serial: string): Promise<string> {
  const call = as(token);
  const id = json(await ok(call('GET', '/b2c/v1/users/me'))).result.id as string;
  await ok(call('PATCH', `/b2c/v1/users/${id}`, SQUATTER_PROFILE));
  await ok(call('POST', '/b2c/v1/concepts', { model: model.code, locale: 'nl_BE', choices: model.defaults }));
  const photo = await upload(app, token, 'fanzone', { name: 'ride.jpg', type: 'image/jpeg', bytes: jpeg });
  await ok(call('POST', '/b2c/v1/fanzone/submissions', { photo, caption: 'My ride', consent: true }));
  const proof = await upload(app, token, 'proof-of-purchase', { name: 'receipt.pdf', type: 'application/pdf', bytes: PDF });
  await ok(call('POST', '/b2c/v1/warranty/register-bike', { serialNumber: serial, purchaseDate: '2025-04-12', proofOfPurchase: proof, previouslyBoughtCount: 0, newsletter: true }));
  const cv = await upload(app, token, 'cv', { name: 'cv.pdf', type: 'application/pdf', bytes: PDF });
  await ok(call('POST', '/b2c/v1/jobs/applications?locale=nl_BE', { vacancyId: '4001', cv, motivation: 'I have repaired bikes for eight years and would love to build yours.' }));
  await ok(call('POST', '/b2c/v1/newsletter/subscribe', { email, firstName: 'Mallory', type: 'dealer' }));
  await ok(call('POST', '/consumer/v1/orders', {
    consumer: {
      customerType: 'consumer', firstName: 'Mallory', lastName: 'Squatter', email: 'mallory@evil.example', phone: '+32 470 99 88 77',
      invoiceAddress: SQUATTER_PROFILE.addresses.invoice, shippingAddressSameAsInvoice: true,
    },
    orderlines: [{ externalid: accessory, quantity: 1, range: null, model: 'x', category: 'accessories', family: 'x', shippingmethod: 'CONSUMER' }],
    locale: 'nl_BE', shippingMethod: 'CONSUMER', shipping: { consumer: true }, brand: 'ardenne', redirect: '/nl_BE/checkout/order', authRedirect: '/nl_BE/account', paymentMethod: 'online',
  }));
  await ok(call('POST', '/b2c/v1/auth/authorize', { responseType: 'code', codeChallenge: 'A'.repeat(43), codeChallengeMethod: 'S256', scope: '' }));
  // Anyone may ask for a reset of the address: the link waits in the owner's mailbox.
  await ok(app.inject({ method: 'POST', url: '/b2c/v1/users/reset-password/request', payload: { email, locale: 'nl_BE' } }));
  return id;
}

/** Admins' actions refer to the admin, never to an account whose address is unproven. */
const WRITTEN_BY_ADMINS = new Set(['admin_audit_log.admin_id', 'fanzone_submissions.decided_by']);

/** Per column: the rows referring to the account that existed before `before`. */
async function rowsOfAccount(userId: string, before: Date): Promise<Record<string, number>> {
  const found: Record<string, number> = {};
  for (const name of await columnsReferringToUsers(ctx.db)) {
    if (WRITTEN_BY_ADMINS.has(name)) continue;
    const [table, column] = name.split('.') as [string, string];
    const [row] = rowsOf<{ n: number }>(
      await ctx.db.execute(sql`select count(*)::int as n from ${sql.identifier(table)} where ${sql.identifier(column)} = ${userId} and created_at < ${before.toISOString()}::timestamptz`),
    );
    if (row!.n > 0) found[`${table}.${column}`] = row!.n;
  }
  return found;
}

const storedFilesOf = async (userId: string) =>
  rowsOf<{ storageKey: string; kind: 'image' | 'pdf' }>(await ctx.db.execute(sql`select storage_key as "storageKey", kind from uploads where owner_id = ${userId}`)).flatMap(allKeys);

const profileOf = async (userId: string) =>
  rowsOf<Record<string, unknown>>(
    await ctx.db.execute(sql`select first_name as "firstName", last_name as "lastName", phone, birthday, gender, locale, addresses, email_verified_at is not null as verified from users where id = ${userId}`),
  )[0];

async function resetPassword(email: string): Promise<void> {
  await ok(app.inject({ method: 'POST', url: '/b2c/v1/users/reset-password/request', payload: { email, locale: 'nl_BE' } }));
  const mail = [...ctx.mails].reverse().find((m) => m.to === email && /account\/passwordreset\?token=/.test(m.text));
  const token = /account\/passwordreset\?token=([A-Za-z0-9_-]+)/.exec(mail!.text)![1];
  await ok(app.inject({ method: 'POST', url: '/b2c/v1/users/reset-password/confirm', payload: { token, password: OWNER_PASSWORD, passwordConfirm: OWNER_PASSWORD } }));
}

/** A moment after every planted row: rows made from here on are the owner's. */
async function momentAfterPlanting(): Promise<Date> {
  await new Promise((resolve) => setTimeout(resolve, 5));
  return new Date();
}

/** The squatter signs in through a provider that did not verify the address, and fills the account. */
async function squatWithSession(email: string, serial: string) {
  const token = await socialSignIn(email, 'facebook', false);
  const id = await plantEverything(token, email, serial);
  const files = await storedFilesOf(id);
  const before = await momentAfterPlanting();
  // Every kind of row the squatter can make is there before the owner comes.
  expect(Object.keys(await rowsOfAccount(id, before)).sort()).toEqual([
    'account_events.user_id', 'account_tokens.user_id', 'authorization_codes.user_id', 'bike_registrations.user_id', 'concepts.user_id', 'fanzone_submissions.user_id',
    'job_applications.user_id', 'newsletter_subscriptions.user_id', 'orders.user_id', 'refresh_tokens.user_id', 'uploads.owner_id', 'user_identities.user_id',
  ]);
  expect(files.length).toBeGreaterThan(3);
  return { token, id, files, before };
}

async function expectNothingOfTheSquatter(squat: { token: string; id: string; files: string[]; before: Date }, email: string) {
  expect(await rowsOfAccount(squat.id, squat.before)).toEqual({});
  const store = createUploadStore(uploadsConfig(), ctx.config.dataDir);
  for (const key of squat.files) expect(await store.get(key)).toBeNull();
  // The squatter's session is over; the order stays as the shop's record, detached from the account.
  expect((await as(squat.token)('GET', '/b2c/v1/users/me')).statusCode).toBe(401);
  const orders = rowsOf<{ userId: string | null }>(await ctx.db.execute(sql`select user_id as "userId" from orders where customer_email = 'mallory@evil.example' and created_at < ${squat.before.toISOString()}::timestamptz`));
  expect(orders.length).toBeGreaterThan(0);
  expect(orders.every((o) => o.userId === null)).toBe(true);
  // Newsletter subscriptions the squatter asked for end, without the names it gave.
  const subscriptions = rowsOf<{ status: string; firstName: string | null }>(
    await ctx.db.execute(sql`select status, first_name as "firstName" from newsletter_subscriptions where email = ${email}`),
  );
  expect(subscriptions.length).toBe(2);
  expect(subscriptions.every((s) => s.status === 'unsubscribed' && s.firstName === null)).toBe(true);
}

describe('an unproven account taken over by its address\'s owner', () => {
  it('keeps nothing the squatter wrote when the owner resets the password', async () => {
    const email = victimAddress();
    const squat = await squatWithSession(email, SERIALS[0]!);

    await resetPassword(email);

    await expectNothingOfTheSquatter(squat, email);
    expect(await profileOf(squat.id)).toEqual({ firstName: '', lastName: '', phone: null, birthday: null, gender: null, locale: 'en_INT', addresses: {}, verified: true });
    // The owner signs in to an empty account: nothing of the squatter in any list.
    const login = json(await ok(app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password: OWNER_PASSWORD } }))).result;
    const owner = as(login.access);
    expect(json(await owner('GET', '/b2c/v1/concepts/mine?locale=nl_BE')).result).toEqual([]);
    expect(json(await owner('GET', '/b2c/v1/fanzone/my-submissions')).result).toEqual([]);
    expect(json(await owner('GET', '/b2c/v1/warranty/registrations')).result).toEqual([]);
    expect(json(await owner('GET', '/consumer/v1/orders?locale=nl_BE')).result).toEqual([]);
    const activity = json(await owner('GET', '/b2c/v1/users/me/activity')).result as Array<{ kind: string; detail: { current?: boolean } }>;
    expect(activity.map((a) => a.kind).sort()).toEqual(['login', 'password_reset']);
    expect(activity.find((a) => a.kind === 'login')?.detail.current).toBe(true);
  });

  it('keeps nothing the squatter wrote when the owner signs in through a provider that vouches for the address', async () => {
    const email = victimAddress();
    const squat = await squatWithSession(email, SERIALS[1]!);

    const ownerToken = await socialSignIn(email, 'google', true);

    await expectNothingOfTheSquatter(squat, email);
    // The names are the provider's, the language the sign-in's.
    expect(await profileOf(squat.id)).toEqual({ firstName: 'Lotte', lastName: 'Peeters', phone: null, birthday: null, gender: null, locale: 'nl_BE', addresses: {}, verified: true });
    const me = json(await ok(as(ownerToken)('GET', '/b2c/v1/users/me'))).result;
    expect(me).toMatchObject({ id: squat.id, email, firstName: 'Lotte', phone: null, addresses: {} });
    // Only the owner's identity links the account now.
    const identities = rowsOf<{ provider: string; verified: boolean }>(await ctx.db.execute(sql`select provider, email_verified as verified from user_identities where user_id = ${squat.id}`));
    expect(identities).toEqual([{ provider: 'google', verified: true }]);
  });

  it('keeps nothing of a registration never activated, whichever way the owner proves the address', async () => {
    for (const prove of ['reset', 'social'] as const) {
      const email = victimAddress();
      const registered = await ok(app.inject({ method: 'POST', url: '/b2c/v1/users', payload: { email, password: 'Squatters-Own-Lantern-7', ...SQUATTER_PROFILE } }));
      const id = json(registered).result.id as string;
      const before = await momentAfterPlanting();
      expect(Object.keys(await rowsOfAccount(id, before))).toEqual(['account_tokens.user_id']);

      if (prove === 'reset') await resetPassword(email);
      else await socialSignIn(email, 'google', true);

      expect(await rowsOfAccount(id, before)).toEqual({});
      expect(await profileOf(id)).toMatchObject({ phone: null, birthday: null, gender: null, addresses: {}, verified: true });
      expect((await profileOf(id))!['firstName']).not.toBe('Mallory');
      // The squatter's password and activation link are worth nothing.
      expect((await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password: 'Squatters-Own-Lantern-7' } })).statusCode).toBe(401);
    }
  });
});
