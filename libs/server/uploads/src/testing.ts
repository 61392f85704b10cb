/**
 * Test harness for libraries whose calls take a user's uploads (fan zone, jobs): accounts,
 * mailbox and uploads routes on the instance production builds (createApiInstance), over a fresh
 * database, plus the library's own routes. Not exported from index.ts; tests import it by path
 * (@bike/server/uploads/testing).
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiInstance, createTestContext, type ServerContext, type TestContext } from '@bike/server/core';
import { registerAccountRoutes } from '@bike/server/accounts';
import { createMailer, registerMailRoutes } from '@bike/server/mail';
import { DiskStore } from './upload-store';
import { registerUploadRoutes } from './upload-routes';

/** A loopback S3 that checks SigV4 signatures, for tests of the S3 store (unit and across replicas). */
export { FAKE_S3_ACCESS_KEY_ID, FAKE_S3_BUCKET, FAKE_S3_REGION, FAKE_S3_SECRET_ACCESS_KEY, SIGV4_AUTHORIZATION, startFakeS3, type FakeS3, type FakeS3Object, type FakeS3Request } from './fake-s3';

export interface UploadsTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  close(): Promise<void>;
}

/** `register` adds the library's routes; `prepare` fills the database first (a seed). Rate limits are off. */
export async function createUploadsTestApp(
  register: (app: FastifyInstance, ctx: ServerContext) => Promise<void>,
  prepare?: (ctx: TestContext) => Promise<void>,
): Promise<UploadsTestApp> {
  const ctx = await createTestContext();
  await prepare?.(ctx);
  const mailer = createMailer(ctx.config, ctx.db);
  const routeCtx = { ...ctx, config: { ...ctx.config, rateLimits: false }, mailer: { send: async (m: Parameters<typeof mailer.send>[0]) => { ctx.mails.push(m); await mailer.send(m); } } };
  const dir = mkdtempSync(path.join(tmpdir(), 'uploads-test-'));
  const app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerAccountRoutes(api, routeCtx);
      await registerMailRoutes(api, routeCtx);
      await registerUploadRoutes(api, routeCtx, { store: new DiskStore(dir) });
      await register(api, routeCtx);
    },
  });
  return {
    app,
    ctx,
    close: async () => {
      await app.close();
      await ctx.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

export function json<T = any>(response: Pick<LightMyRequestResponse, 'body'>): T {
  return JSON.parse(response.body) as T;
}

let counter = 0;

/** Registers, activates through the mailed link and logs in; answers the access token and id. */
export async function signUp(app: FastifyInstance, firstName = 'Lien'): Promise<{ id: string; email: string; token: string }> {
  counter++;
  const email = `user${counter}.${Date.now()}@example.com`;
  const password = 'Correct-Horse-1';
  const created = await app.inject({ method: 'POST', url: '/b2c/v1/users', payload: { email, password, firstName, lastName: 'Peeters', locale: 'nl_BE' } });
  if (created.statusCode !== 201) throw new Error(created.body);
  const mails = json(await app.inject({ method: 'GET', url: `/mailbox/api?to=${encodeURIComponent(email)}` })).result as Array<{ text: string }>;
  const token = /account\/activate\?token=([A-Za-z0-9_-]+)/.exec(mails.map((m) => m.text).join('\n'))?.[1];
  await app.inject({ method: 'POST', url: '/b2c/v1/users/activate', payload: { token } });
  const login = await app.inject({ method: 'POST', url: '/b2c/v1/auth/login', payload: { email, password } });
  if (login.statusCode !== 200) throw new Error(login.body);
  return { id: json(created).result.id, email, token: json(login).result.access };
}

/** Uploads one file for a purpose and answers its id. */
export async function upload(app: FastifyInstance, token: string, purpose: string, file: { name: string; type: string; bytes: Buffer }): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(file.bytes)], { type: file.type }), file.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  const res = await app.inject({ method: 'POST', url: `/b2c/v1/upload/${purpose}`, payload, headers: { 'content-type': request.headers.get('content-type')!, authorization: `Bearer ${token}` } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return (json(res).result as Array<{ id: string }>)[0]!.id;
}
