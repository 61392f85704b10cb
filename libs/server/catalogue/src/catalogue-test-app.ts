import type { FastifyInstance } from 'fastify';
import { createApiInstance, createTestContext, type ServerConfig, type TestContext } from '@bike/server/core';
import { seedCatalogue, type SeedData } from '@bike/seed';
import { registerCatalogueRoutes } from './index';

export interface CatalogueTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  data: SeedData;
  close(): Promise<void>;
}

/**
 * The catalogue routes on the instance production builds (createApiInstance: the API's edge
 * checks, error shape and security headers), over a fresh database holding the small ('test')
 * seed, with the config's overrides (rateLimits: true for a limit's test). Tests only; not
 * exported from index.ts.
 */
export async function createCatalogueTestApp(overrides: Partial<ServerConfig> = {}): Promise<CatalogueTestApp> {
  const ctx = await createTestContext(overrides);
  const { data } = await seedCatalogue(ctx.db, 'test');
  const app = await createApiInstance(ctx.config, { routes: (api) => registerCatalogueRoutes(api, ctx) });
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
