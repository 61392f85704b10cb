import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { createAccountsTestApp, get, json, post, signUp, type AccountsTestApp } from './test-app';
import { users } from './schema';

jest.setTimeout(60_000);

/** Finding 4: a new email address takes effect only when confirmed from that address. */
let t: AccountsTestApp;
beforeAll(async () => {
  t = await createAccountsTestApp({ publicOrigin: 'http://shop.test' });
});
afterAll(() => t.close());
const app = () => t.app;

const mailsTo = async (target: FastifyInstance, to: string) =>
  json<{ result: Array<{ subject: string; text: string }> }>(await get(target, `/mailbox/api?to=${encodeURIComponent(to)}`)).result;

async function confirmLink(to: string): Promise<{ url: string; token: string }> {
  for (const mail of await mailsTo(app(), to)) {
    const match = /https?:\/\/\S+\/account\/activate\?token=([A-Za-z0-9_-]+)&change=email/.exec(mail.text);
    if (match) return { url: match[0], token: match[1]! };
  }
  throw new Error(`no confirmation mail to ${to}`);
}

const patch = (id: string, token: string, payload: object) =>
  app().inject({ method: 'PATCH', url: `/b2c/v1/users/${id}`, payload, headers: { authorization: `Bearer ${token}` } });

describe('changing the email address', () => {
  it('keeps the old address until the link mailed to the new one is followed, and tells the old one', async () => {
    const u = await signUp(app());
    const newEmail = `new-${Date.now()}@example.com`;
    const res = await patch(u.id, u.access, { email: newEmail.toUpperCase(), currentPassword: u.password });
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toMatchObject({ email: u.email, pendingEmail: newEmail });
    expect(json(await get(app(), '/b2c/v1/users/me', u.access)).result).toMatchObject({ email: u.email, pendingEmail: newEmail });
    // Not yet: the new address does not log in, the old one still does.
    expect((await post(app(), '/b2c/v1/auth/login', { email: newEmail, password: u.password })).statusCode).toBe(401);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password })).statusCode).toBe(200);

    // The old address is told, with the new address and no link to click.
    // In the account's language (nl_BE, issue 33).
    const notice = (await mailsTo(app(), u.email)).find((m) => m.subject === 'Je e-mailadres wordt binnenkort gewijzigd');
    expect(notice?.text).toContain(newEmail);
    expect(notice?.text).not.toMatch(/token=/);

    // The new address gets a one-time link on the activation page of the user's locale.
    const link = await confirmLink(newEmail);
    expect(link.url.startsWith('http://shop.test/nl_BE/account/activate?token=')).toBe(true);
    const confirmed = await post(app(), '/b2c/v1/users/confirm-email', { token: link.token });
    expect(confirmed.statusCode).toBe(200);
    expect(json(confirmed).result).toEqual({ email: newEmail });
    expect(json(await get(app(), '/b2c/v1/users/me', u.access)).result).toMatchObject({ email: newEmail, pendingEmail: null });
    expect((await post(app(), '/b2c/v1/auth/login', { email: newEmail, password: u.password })).statusCode).toBe(200);
    expect((await post(app(), '/b2c/v1/auth/login', { email: u.email, password: u.password })).statusCode).toBe(401);
    const [row] = await t.ctx.db.select({ verified: users.emailVerifiedAt }).from(users).where(eq(users.id, u.id));
    expect(row?.verified).toBeInstanceOf(Date);

    const twice = await post(app(), '/b2c/v1/users/confirm-email', { token: link.token });
    expect(twice.statusCode).toBe(400);
    expect(json(twice).error).toMatchObject({ code: 'CONFIRM_EMAIL_ERROR', name: 'invalidLink' });
  });

  it('lets only the newest requested address be confirmed, and withdraws it when the current one is asked for again', async () => {
    const u = await signUp(app());
    const first = `first-${Date.now()}@example.com`;
    const second = `second-${Date.now()}@example.com`;
    await patch(u.id, u.access, { email: first, currentPassword: u.password });
    const firstLink = await confirmLink(first);
    await patch(u.id, u.access, { email: second, currentPassword: u.password });
    expect((await post(app(), '/b2c/v1/users/confirm-email', { token: firstLink.token })).statusCode).toBe(400);

    const back = await patch(u.id, u.access, { email: u.email, currentPassword: u.password });
    expect(json(back).result).toMatchObject({ email: u.email, pendingEmail: null });
    expect((await post(app(), '/b2c/v1/users/confirm-email', { token: (await confirmLink(second)).token })).statusCode).toBe(400);
    expect(json(await get(app(), '/b2c/v1/users/me', u.access)).result.email).toBe(u.email);
  });

  it('refuses to confirm an address another account took in the meantime', async () => {
    const u = await signUp(app());
    const contested = `contested-${Date.now()}@example.com`;
    await patch(u.id, u.access, { email: contested, currentPassword: u.password });
    const link = await confirmLink(contested);
    await signUp(app(), { email: contested });
    const res = await post(app(), '/b2c/v1/users/confirm-email', { token: link.token });
    expect(res.statusCode).toBe(409);
    expect(json(res).error.code).toBe('EMAIL_ALREADY_REGISTERED');
    expect(json(await get(app(), '/b2c/v1/users/me', u.access)).result.email).toBe(u.email);
  });

  it('mails nothing when the current password is wrong, and refuses junk tokens with 400', async () => {
    const u = await signUp(app());
    const target = `never-${Date.now()}@example.com`;
    expect((await patch(u.id, u.access, { email: target, currentPassword: 'not-the-password' })).statusCode).toBe(400);
    expect(await mailsTo(app(), target)).toHaveLength(0);
    for (const body of [{}, { token: '' }, { token: 'x'.repeat(201) }, { token: 42 }, { token: 'unknown-token-value' }]) {
      const res = await post(app(), '/b2c/v1/users/confirm-email', body);
      expect(res.statusCode).toBe(400);
    }
  });
});
