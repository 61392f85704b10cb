/**
 * Test harness (not exported from index.ts): the upload routes on a fresh in-memory database,
 * on the instance production builds (createApiInstance of @bike/server/core): cross-site write
 * refusal, header checks, NUL/surrogate checks on URL and body, the single error shape, the
 * 1 MB body limit and the security headers.
 */
import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { createApiInstance, createTestContext, type ServerConfig, type TestContext } from '@bike/server/core';
import { startSession, users } from '@bike/server/accounts';
import { registerUploadRoutes } from './upload-routes';
import { DiskStore, type UploadStore } from './upload-store';

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

  const app = await createApiInstance(ctx.config, { routes: (api) => registerUploadRoutes(api, ctx, { store }) });

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
