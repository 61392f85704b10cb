import Fastify, { type FastifyInstance } from 'fastify';
import { apiErrorHandler, apiFrameworkErrors, apiNotFoundHandler, checkRequestHeaders, createTestContext, type ServerConfig, type TestContext } from '@bike/server/core';
import { seedCatalogue, type SeedData } from '@bike/seed';
import { registerCatalogueRoutes } from './index';

export interface CatalogueTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  data: SeedData;
  close(): Promise<void>;
}

/**
 * The catalogue routes on a bare Fastify with the API's error shape and header checks, over a
 * fresh database holding the small ('test') seed, with the config's overrides (rateLimits: true
 * for a limit's test). Tests only; not exported from index.ts.
 */
export async function createCatalogueTestApp(overrides: Partial<ServerConfig> = {}): Promise<CatalogueTestApp> {
  const ctx = await createTestContext(overrides);
  const { data } = await seedCatalogue(ctx.db, 'test');
  const app = Fastify({ bodyLimit: 1_048_576, routerOptions: { maxParamLength: 200 }, frameworkErrors: apiFrameworkErrors });
  app.setErrorHandler(apiErrorHandler);
  app.setNotFoundHandler(apiNotFoundHandler);
  app.addHook('onRequest', async (request) => checkRequestHeaders(request, ctx.config));
  await registerCatalogueRoutes(app, ctx);
  await app.ready();
  return {
    app,
    ctx,
    data,
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}
