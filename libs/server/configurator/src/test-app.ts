/**
 * Test harness (not exported from index.ts): catalogue, account and configurator routes on the
 * instance production builds (createApiInstance), over a fresh database with the small ('test')
 * catalogue seed, which has the customizer parts; and a concept sheet for the PDF tests.
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiInstance, createTestContext, type TestContext } from '@bike/server/core';
import { registerAccountRoutes, startSession, users } from '@bike/server/accounts';
import { clearLocaleCache, registerCatalogueRoutes } from '@bike/server/catalogue';
import { inspirationConcepts, seedCatalogue, writeInspirationConcepts } from '@bike/seed';
import { concepts, registerConfiguratorRoutes } from './index';
import type { ConceptSheet } from './concept-pdf';
import type { ConceptPdfPoolOptions } from './concept-pdf-pool';
import { toConcept } from './concept-view';
import { readCustomizerModel } from './customizer-model';

export interface ConfiguratorTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  /** A signed-in consumer (no password hashing) and their Bearer token. */
  user(): Promise<{ id: string; token: string }>;
  close(): Promise<void>;
}

export async function createConfiguratorTestApp(options: { rateLimits?: boolean; sheets?: ConceptPdfPoolOptions } = {}): Promise<ConfiguratorTestApp> {
  const ctx = await createTestContext({ rateLimits: options.rateLimits ?? false });
  await seedCatalogue(ctx.db, 'test');
  clearLocaleCache(ctx.db);
  const app = await createApiInstance(ctx.config, {
    routes: async (api) => {
      await registerCatalogueRoutes(api, ctx);
      await registerAccountRoutes(api, ctx);
      await registerConfiguratorRoutes(api, ctx, { sheets: options.sheets });
    },
  });
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

/** A concept sheet as the PDF call builds it (nl_BE), from the small seed's inspiration concepts. */
export async function createTestSheet(): Promise<{ ctx: TestContext; sheet: ConceptSheet }> {
  const ctx = await createTestContext();
  const { data } = await seedCatalogue(ctx.db, 'test');
  await writeInspirationConcepts(ctx.db, inspirationConcepts(data));
  const [row] = await ctx.db.select().from(concepts).limit(1);
  const model = (await readCustomizerModel(ctx.db, row!.model, row!.brand, { code: 'nl_BE', currency: 'EUR', vat: 21, language: 'nl' }))!;
  const link = `http://shop.test/nl_BE/configurator/configuration/${row!.code}`;
  return { ctx, sheet: { concept: toConcept(row!, model, undefined), model, language: 'nl', tag: 'nl-BE', brandName: 'Ardenne', link } };
}
