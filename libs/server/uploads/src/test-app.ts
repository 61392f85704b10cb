/**
 * Test harness (not exported from index.ts): the upload routes on a fresh in-memory database,
 * behind the same edge as the API (register-api.ts): cross-site write refusal, header checks,
 * NUL/surrogate checks on URL and body, the single error shape, a 1 MB body limit, and the
 * security headers of build-api.ts. @bike/server/app cannot be imported from here (it will
 * import this library), so that edge is rebuilt from the same core functions.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  apiErrorHandler,
  apiNotFoundHandler,
  checkBodyInput,
  checkRequestHeaders,
  checkUrlInput,
  createTestContext,
  refuseCrossSiteWrites,
  registerSecurityHeaders,
  type ServerConfig,
  type TestContext,
} from '@bike/server/core';
import { startSession, users } from '@bike/server/accounts';
import { registerUploadRoutes } from './upload-routes';
import { DiskStore, type UploadStore } from './upload-store';

/** The API's body limit (build-api.ts BODY_LIMIT): uploads must pass it through multipart. */
export const API_BODY_LIMIT = 1_048_576;

export interface UploadsTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  /** The disk store's folder (when no other store was given). */
  root: string;
  store: UploadStore;
  /** A signed-in user and their Bearer token. */
  user(role?: 'consumer' | 'admin'): Promise<{ id: string; token: string }>;
  /** Every file under root, relative. */
  storedFiles(): Promise<string[]>;
  close(): Promise<void>;
}

export async function createUploadsTestApp(
  options: { store?: UploadStore; config?: Partial<ServerConfig> } = {},
): Promise<UploadsTestApp> {
  const ctx = await createTestContext(options.config);
  const root = await mkdtemp(path.join(tmpdir(), 'bike-uploads-test-'));
  const store = options.store ?? new DiskStore(root);

  const app = Fastify({ logger: false, bodyLimit: API_BODY_LIMIT });
  app.setErrorHandler(apiErrorHandler);
  registerSecurityHeaders(app, ctx.config);
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    api.addHook('onRequest', async (request) => refuseCrossSiteWrites(request, ctx.config));
    api.addHook('onRequest', async (request) => checkRequestHeaders(request, ctx.config));
    api.addHook('onRequest', async (request) => checkUrlInput(request));
    api.addHook('preValidation', async (request) => checkBodyInput(request));
    await registerUploadRoutes(api, ctx, { store });
  });
  app.setNotFoundHandler(apiNotFoundHandler);
  await app.ready();

  return {
    app,
    ctx,
    root,
    store,
    async user(role = 'consumer') {
      const email = `rider.${randomUUID()}@example.com`;
      // No password hashing: these users never log in, they get a session directly.
      const [row] = await ctx.db
        .insert(users)
        .values({ email, passwordHash: 'not-a-hash', firstName: 'Lien', lastName: 'Peeters', role, active: true, emailVerifiedAt: new Date() })
        .returning();
      const session = await startSession(ctx, row!);
      return { id: row!.id, token: session.tokens.access };
    },
    async storedFiles() {
      const entries = await readdir(root, { recursive: true, withFileTypes: true });
      return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name))).sort();
    },
    async close() {
      await app.close();
      await ctx.close();
      await rm(root, { recursive: true, force: true });
    },
  };
}
