import { readServerConfig } from '@bike/server/core';
import { createAccountsTestApp, post, type AccountsTestApp } from './test-app';
import { users } from './schema';
import { accountSettingProblems, KNOWN_DEMO_PASSWORDS, prepareAccounts, UnsafeAccountsError } from './operator-accounts';
import { seedAccounts } from './seed-accounts';

jest.setTimeout(60_000);

/** Issue 29, item 1: a production start never lets the README's demo admin in. */
const PRODUCTION = { NODE_ENV: 'production', PUBLIC_ORIGIN: 'https://shop.example' };
const production = (env: Record<string, string> = {}) => readServerConfig({ ...PRODUCTION, ...env });
const OPERATOR_PASSWORD = 'Tidal-Ledger-Marmot-64';

let t: AccountsTestApp;
beforeEach(async () => {
  t = await createAccountsTestApp();
});
afterEach(() => t.close());

const login = (email: string, password: string) => post(t.app, '/b2c/v1/auth/login', { email, password });

describe('a production start', () => {
  it('makes no demo account, so no README password signs in', async () => {
    const config = production();
    expect(config.demoAccounts).toBe(false);
    expect(await seedAccounts(t.ctx.db, config)).toBeNull();
    await prepareAccounts(t.ctx.db, config);
    for (const email of ['admin@example.com', 'rider@example.com']) {
      for (const password of KNOWN_DEMO_PASSWORDS) expect((await login(email, password)).statusCode).toBe(401);
    }
  });

  it('makes the first admin from ADMIN_EMAIL and ADMIN_PASSWORD, once', async () => {
    const config = production({ ADMIN_EMAIL: 'Ops@Shop.example', ADMIN_PASSWORD: OPERATOR_PASSWORD });
    await prepareAccounts(t.ctx.db, config);
    const res = await login('ops@shop.example', OPERATOR_PASSWORD);
    expect(res.statusCode).toBe(200);
    // A later start leaves the account (and a password changed in the shop) as it is.
    await prepareAccounts(t.ctx.db, production({ ADMIN_EMAIL: 'ops@shop.example', ADMIN_PASSWORD: 'Other-Meadow-Kestrel-19' }));
    expect((await login('ops@shop.example', OPERATOR_PASSWORD)).statusCode).toBe(200);
  });

  it('refuses to start with a demo password, a guessable one, or DEMO_ACCOUNTS=1 without passwords', async () => {
    const refused = async (env: Record<string, string>) => {
      const error = await prepareAccounts(t.ctx.db, production(env)).catch((e: unknown) => e);
      expect(error).toBeInstanceOf(UnsafeAccountsError);
      return (error as UnsafeAccountsError).message;
    };
    expect(await refused({ ADMIN_EMAIL: 'ops@shop.example', ADMIN_PASSWORD: 'Admin-Demo-2026!' })).toContain('ADMIN_PASSWORD is a demo password');
    expect(await refused({ ADMIN_EMAIL: 'ops@shop.example', ADMIN_PASSWORD: KNOWN_DEMO_PASSWORDS[0]! })).toContain('ADMIN_PASSWORD is a demo password');
    expect(await refused({ ADMIN_EMAIL: 'ops@shop.example', ADMIN_PASSWORD: 'qwertyuiopas' })).toContain('too easy to guess');
    expect(await refused({ DEMO_ACCOUNTS: '1' })).toContain('DEMO_ADMIN_PASSWORD must be given');
    expect(await refused({ DEMO_ACCOUNTS: '1', DEMO_ADMIN_PASSWORD: 'Admin-Demo-2026!', DEMO_USER_PASSWORD: OPERATOR_PASSWORD })).toContain('DEMO_ADMIN_PASSWORD is a demo password');
    expect(await t.ctx.db.select().from(users)).toEqual([]);
  });

  it('refuses to start while an account still signs in with a demo password (a database seeded in development)', async () => {
    await seedAccounts(t.ctx.db, readServerConfig({}));
    const error = await prepareAccounts(t.ctx.db, production()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(UnsafeAccountsError);
    expect((error as Error).message).toContain('admin@example.com, rider@example.com still sign in with a demo password');
    // Development starts as before.
    await expect(prepareAccounts(t.ctx.db, readServerConfig({}))).resolves.toBeUndefined();
  });

  it('seeds demo accounts in production only when asked, with the operator\'s own passwords', async () => {
    const config = production({ DEMO_ACCOUNTS: '1', DEMO_ADMIN_PASSWORD: OPERATOR_PASSWORD, DEMO_USER_PASSWORD: 'Copper-Finch-Tarn-52' });
    expect(accountSettingProblems(config)).toEqual([]);
    await seedAccounts(t.ctx.db, config);
    await prepareAccounts(t.ctx.db, config);
    expect((await login('admin@example.com', OPERATOR_PASSWORD)).statusCode).toBe(200);
    expect((await login('admin@example.com', 'Admin-Demo-2026!')).statusCode).toBe(401);
  });
});

describe('development', () => {
  it('keeps the README\'s demo accounts', async () => {
    const config = readServerConfig({});
    expect(accountSettingProblems(config)).toEqual([]);
    await seedAccounts(t.ctx.db, config);
    expect((await login(config.demoAdminEmail, config.demoAdminPassword)).statusCode).toBe(200);
  });
});

