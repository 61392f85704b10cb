// Test-only: a Fastify app with the content routes over a freshly migrated and seeded database.
import Fastify, { type FastifyInstance } from 'fastify';
import { apiErrorHandler, createTestContext, type Db, type ServerContext } from '@bike/server/core';
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
  const app = Fastify();
  app.setErrorHandler(apiErrorHandler);
  await registerContentRoutes(app, ctx);
  await app.ready();
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
