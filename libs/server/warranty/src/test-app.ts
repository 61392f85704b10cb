/**
 * Test harness (not exported from index.ts): catalogue, accounts, mailbox, orders, uploads and
 * warranty routes on the instance production builds (createApiInstance), over a fresh database
 * with the small ('test') catalogue seed and a handful of dealer-sold serials.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { createApiInstance, createTestContext, type TestContext } from '@bike/server/core';
import { registerAccountRoutes } from '@bike/server/accounts';
import { clearDiscountCache, clearLocaleCache, registerCatalogueRoutes } from '@bike/server/catalogue';
import { createMailer, registerMailRoutes } from '@bike/server/mail';
import { readOrdersConfig, registerOrderRoutes } from '@bike/server/orders';
import { DiskStore, registerUploadRoutes } from '@bike/server/uploads';
import { seedCatalogue, writeSoldBikes } from '@bike/seed';
import { json, signUp } from '@bike/server/uploads/testing';
import { registerWarrantyRoutes } from './index';

export interface WarrantyTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  close(): Promise<void>;
}

/** Serials the tests register: six of ardenne, one of another brand. */
export const SERIALS = { ardenne: '7100001', ardenne2: '7100002', ardenne3: '7100003', ardenne4: '7100004', ardenne5: '7100005', ardenne6: '7100006', other: '7200001' } as const;

export async function createWarrantyTestApp(options: { rateLimits?: boolean } = {}): Promise<WarrantyTestApp> {
  const ctx = await createTestContext();
  await seedCatalogue(ctx.db, 'test');
  clearLocaleCache(ctx.db);
  clearDiscountCache(ctx.db);
  const sold = (serial: string, brand: string) => ({
    serial, brand, configurationId: `${brand.toUpperCase()}-TEST`, externalid: `${brand.toUpperCase()}-TEST-M`, title: `${brand} Test Bike`, image: null,
    model: 'TEST', size: 'M', design: 'Midnight Blue', groupset: '2x12 mechanical', dealer: { customerid: 'C100001', name: 'Test Cycles' }, soldAt: new Date('2025-03-01T00:00:00Z'),
  });
  const ardenne = [SERIALS.ardenne, SERIALS.ardenne2, SERIALS.ardenne3, SERIALS.ardenne4, SERIALS.ardenne5, SERIALS.ardenne6].map((serial) => sold(serial, 'ardenne'));
  await writeSoldBikes(ctx.db, [...ardenne, sold(SERIALS.other, 'brabo')]);
  const mailer = createMailer(ctx.config, ctx.db);
  const routeCtx = { ...ctx, config: { ...ctx.config, rateLimits: options.rateLimits ?? false }, mailer: { send: async (m: Parameters<typeof mailer.send>[0]) => { ctx.mails.push(m); await mailer.send(m); } } };
  const dir = mkdtempSync(path.join(tmpdir(), 'warranty-uploads-'));
  const app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerCatalogueRoutes(api, routeCtx);
      await registerAccountRoutes(api, routeCtx);
      await registerMailRoutes(api, routeCtx);
      await registerOrderRoutes(api, routeCtx, { config: { ...readOrdersConfig({}), expiryIntervalSeconds: 0, webhookSecret: 'test-webhook-secret' } });
      await registerUploadRoutes(api, routeCtx, { store: new DiskStore(dir) });
      await registerWarrantyRoutes(api, routeCtx);
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

// Users and JSON answers as every upload-using library's tests make them.
export { json, signUp };

/** A signed-up user made admin in the database (the only place a role is read from). */
export async function signUpAdmin(t: WarrantyTestApp): Promise<{ id: string; email: string; token: string }> {
  const admin = await signUp(t.app);
  await t.ctx.db.execute(sql`update users set role = 'admin' where id = ${admin.id}`);
  return admin;
}

/** A multipart body of files, as a browser's FormData sends it. */
export async function multipart(files: Array<{ name: string; type: string; bytes: Buffer }>): Promise<{ payload: Buffer; headers: Record<string, string> }> {
  const form = new FormData();
  for (const f of files) form.append('file', new Blob([new Uint8Array(f.bytes)], { type: f.type }), f.name);
  const request = new Request('http://test.invalid/', { method: 'POST', body: form });
  return { payload: Buffer.from(await request.arrayBuffer()), headers: { 'content-type': request.headers.get('content-type')! } };
}

/** Uploads files for a purpose and answers their ids. */
export async function upload(app: FastifyInstance, token: string, purpose: string, files: Array<{ name: string; type: string; bytes: Buffer }>): Promise<string[]> {
  const body = await multipart(files);
  const res = await app.inject({ method: 'POST', url: `/b2c/v1/upload/${purpose}`, payload: body.payload, headers: { ...body.headers, authorization: `Bearer ${token}` } });
  if (res.statusCode !== 201) throw new Error(res.body);
  return (json(res).result as Array<{ id: string }>).map((u) => u.id);
}
