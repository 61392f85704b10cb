/**
 * Test harness (not exported from index.ts): catalogue, account and configurator routes on a
 * bare Fastify with the API's hooks and error shape, over a fresh database with the small
 * ('test') catalogue seed, which has the customizer parts.
 */
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance, type LightMyRequestResponse } from 'fastify';
import {
  apiErrorHandler, apiFrameworkErrors, apiNotFoundHandler, checkBodyInput, checkRequestHeaders, checkUrlInput, createTestContext, type TestContext,
} from '@bike/server/core';
import { registerAccountRoutes, startSession, users } from '@bike/server/accounts';
import { clearLocaleCache, registerCatalogueRoutes } from '@bike/server/catalogue';
import { seedCatalogue } from '@bike/seed';
import { registerConfiguratorRoutes } from './index';

export interface ConfiguratorTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  /** A signed-in consumer (no password hashing) and their Bearer token. */
  user(): Promise<{ id: string; token: string }>;
  close(): Promise<void>;
}

export async function createConfiguratorTestApp(options: { rateLimits?: boolean } = {}): Promise<ConfiguratorTestApp> {
  const ctx = await createTestContext({ rateLimits: options.rateLimits ?? false });
  await seedCatalogue(ctx.db, 'test');
  clearLocaleCache(ctx.db);
  const app = Fastify({ routerOptions: { maxParamLength: 200 }, frameworkErrors: apiFrameworkErrors });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
  app.addHook('onRequest', async (request) => checkRequestHeaders(request, ctx.config));
  app.addHook('onRequest', async (request) => checkUrlInput(request));
  app.addHook('preValidation', async (request) => checkBodyInput(request));
  await registerCatalogueRoutes(app, ctx);
  await registerAccountRoutes(app, ctx);
  await registerConfiguratorRoutes(app, ctx);
  await app.ready();
  return {
    app,
    ctx,
    async user() {
      const [row] = await ctx.db
        .insert(users)
        .values({ email: `rider.${randomUUID()}@example.com`, passwordHash: 'not-a-hash', firstName: 'Lien', lastName: 'Peeters', role: 'consumer', active: true, emailVerifiedAt: new Date() })
        .returning();
      const session = await startSession(ctx, row!);
      return { id: row!.id, token: session.tokens.access };
    },
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}

export function json<T = any>(response: Pick<LightMyRequestResponse, 'body'>): T {
  return JSON.parse(response.body) as T;
}
