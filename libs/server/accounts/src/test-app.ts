/**
 * Test harness (not exported from index.ts): the account and mailbox routes on the instance
 * production builds (createApiInstance: the API's edge checks and single error shape), on a
 * fresh in-memory database.
 */
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiInstance, createTestContext, type ServerConfig, type ServerContext } from '@bike/server/core';
import { createMailer, registerMailRoutes } from '@bike/server/mail';
import { registerAccountRoutes, requireAdmin, requireUser, type AdminAccountChange } from './index';

export interface AccountsTestApp {
  app: FastifyInstance;
  ctx: ServerContext;
  /** What the audit writer received (the API writes it to libs/server/audit's log; this lib sits below it). */
  adminChanges: AdminAccountChange[];
  close(): Promise<void>;
}

export async function createAccountsTestApp(overrides: Partial<ServerConfig> = {}, options: { auditLog?: boolean } = {}): Promise<AccountsTestApp> {
  const base = await createTestContext(overrides);
  // The outbox mailer (no SMTP configured) so tests read mails the way e2e does: /mailbox/api.
  const ctx: ServerContext = { db: base.db, config: base.config, mailer: createMailer(base.config, base.db) };
  const adminChanges: AdminAccountChange[] = [];
  const app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerAccountRoutes(api, ctx, options.auditLog === false ? {} : { auditAdminChange: async (_tx, change) => void adminChanges.push(change) });
      await registerMailRoutes(api, ctx);
      // Probes for the guards other domains use.
      api.get('/test/user', async (request) => ({ result: await requireUser(request, ctx) }));
      api.get('/test/admin', async (request) => ({ result: await requireAdmin(request, ctx) }));
    },
  });
  return {
    app,
    ctx,
    adminChanges,
    close: async () => {
      await app.close();
      await base.close();
    },
  };
}

export function json<T = any>(response: Pick<LightMyRequestResponse, "body">): T {
  return JSON.parse(response.body) as T;
}

export function post(app: FastifyInstance, url: string, payload?: unknown, token?: string) {
  return app.inject({
    method: 'POST',
    url,
    ...(payload === undefined ? {} : { payload: payload as object }),
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

export function get(app: FastifyInstance, url: string, token?: string) {
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
}

/** The newest link to /account/{page} mailed to an address. */
export async function mailedLink(app: FastifyInstance, to: string, page: 'activate' | 'passwordreset'): Promise<{ url: string; token: string }> {
  const mails = json<{ result: Array<{ text: string }> }>(await get(app, `/mailbox/api?to=${encodeURIComponent(to)}`)).result;
  for (const mail of mails) {
    const match = new RegExp(`https?://\\S+/account/${page}\\?token=([A-Za-z0-9_-]+)`).exec(mail.text);
    if (match) return { url: match[0], token: match[1]! };
  }
  throw new Error(`no ${page} mail to ${to}`);
}

let counter = 0;
export function newRegistration(overrides: Record<string, unknown> = {}) {
  counter++;
  return {
    email: `rider${counter}.${Date.now()}@example.com`,
    password: 'Correct-Horse-1',
    firstName: 'Lien',
    lastName: 'Peeters',
    locale: 'nl_BE',
    ...overrides,
  };
}

/** Registers, activates through the mailed link and logs in. */
export async function signUp(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const body = newRegistration(overrides);
  const created = await post(app, '/b2c/v1/users', body);
  if (created.statusCode !== 201) throw new Error(`register failed: ${created.body}`);
  const { token } = await mailedLink(app, body.email as string, 'activate');
  const activated = await post(app, '/b2c/v1/users/activate', { token });
  if (activated.statusCode !== 200) throw new Error(`activate failed: ${activated.body}`);
  const login = await post(app, '/b2c/v1/auth/login', { email: body.email, password: body.password });
  if (login.statusCode !== 200) throw new Error(`login failed: ${login.body}`);
  const tokens = json<{ result: { access: string; refresh: string } }>(login).result;
  const user = json<{ result: { id: string } }>(created).result;
  return { ...body, id: user.id, ...tokens };
}
