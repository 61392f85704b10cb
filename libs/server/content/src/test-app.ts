// Test-only: a Fastify app with the content routes over a seeded in-memory database.
import Fastify, { type FastifyInstance } from 'fastify';
import { readServerConfig, type Db, type ServerContext } from '@bike/server/core';
import { createContentTestDb } from './test-db';
import { seedContent, type ContentSeedOptions } from './seed/seed-content';
import { registerContentRoutes } from './index';

export interface ContentTestApp {
  app: FastifyInstance;
  db: Db;
  ctx: ServerContext;
  graphql: (query: string, variables?: Record<string, unknown>, headers?: Record<string, string>) => Promise<{ status: number; body: any }>;
  close: () => Promise<void>;
}

export async function createContentTestApp(seed: ContentSeedOptions = {}): Promise<ContentTestApp> {
  const { db, close } = await createContentTestDb();
  await seedContent(db, seed);
  const app = Fastify();
  const ctx: ServerContext = { db, config: readServerConfig({}), mailer: { send: async () => undefined } };
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
      await close();
    },
  };
}
