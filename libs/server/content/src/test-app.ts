// Test-only: the content routes on the instance production builds (createApiInstance) over a
// freshly migrated and seeded database.
import type { FastifyInstance } from 'fastify';
import { createApiInstance, createTestContext, type Db, type ServerContext } from '@bike/server/core';
import { seedContent, type ContentSeedOptions } from '@bike/seed';
import { registerContentRoutes } from './index';

export interface ContentTestApp {
  app: FastifyInstance;
  db: Db;
  ctx: ServerContext;
  graphql: (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
}

export async function createContentTestApp(seed: ContentSeedOptions = {}): Promise<ContentTestApp> {
  // The real migrations on in-memory PGlite (or on TEST_DATABASE_URL's PostgreSQL in CI).
  const ctx = await createTestContext();
  const db = ctx.db;
  await seedContent(db, seed);
  const app = await createApiInstance(ctx.config, { routes: (api) => registerContentRoutes(api, ctx) });
  return {
    app,
    db,
    ctx,
    graphql: async (query, variables = {}, headers = {}) => {
      const response = await app.inject({
        method: 'POST',
        url: '/content/graphql',
        headers: { 'content-type': 'application/json', ...headers },
        payload: JSON.stringify({ query, variables }),
      });
      return { status: response.statusCode, body: response.json() };
    },
    close: async () => {
      await app.close();
      await ctx.close();
    },
  };
}
