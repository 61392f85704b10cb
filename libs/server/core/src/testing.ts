import { randomBytes } from 'node:crypto';
import { Pool } from 'pg';
import { readServerConfig, type ServerConfig } from './config';
import type { ServerContext } from './context';
import { createDatabase, runMigrations, type DatabaseKind, type DatabaseHandle } from './db';
import type { Mailer, OutgoingMail } from './mailer';

/** Captures mails instead of sending them, so a test can read the activation link. */
export class MemoryMailer implements Mailer {
  readonly sent: OutgoingMail[] = [];
  async send(mail: OutgoingMail): Promise<void> {
    this.sent.push(mail);
  }
  last(to?: string): OutgoingMail | undefined {
    const list = to ? this.sent.filter((m) => m.to === to) : this.sent;
    return list[list.length - 1];
  }
}

export interface TestContext extends ServerContext {
  mailer: MemoryMailer;
  mails: OutgoingMail[];
  kind: DatabaseKind;
  handle: DatabaseHandle;
  close(): Promise<void>;
}

export function testConfig(overrides: Partial<ServerConfig> = {}): ServerConfig {
  return {
    ...readServerConfig({}),
    dataDir: ':memory:',
    jwtSecret: 'test-secret-test-secret-test-secret',
    publicOrigin: 'http://shop.test',
    rateLimits: false,
    ...overrides,
  };
}

/**
 * A fresh, migrated database plus an in-memory mailer. In-memory PGlite by default; with
 * TEST_DATABASE_URL a real PostgreSQL where each call gets its own schema (dropped on close),
 * so test files can run in parallel against one server.
 */
export async function createTestContext(overrides: Partial<ServerConfig> = {}): Promise<TestContext> {
  const url = process.env['TEST_DATABASE_URL'];
  const mailer = new MemoryMailer();
  if (!url) {
    const config = testConfig(overrides);
    const handle = await createDatabase({ dataDir: ':memory:' });
    await runMigrations(handle.db, handle.kind);
    return { db: handle.db, config, mailer, mails: mailer.sent, kind: handle.kind, handle, close: handle.close };
  }
  const schema = `test_${randomBytes(6).toString('hex')}`;
  const admin = new Pool({ connectionString: url, max: 1 });
  await admin.query(`CREATE SCHEMA "${schema}"`);
  const config = testConfig({ databaseUrl: url, ...overrides });
  const handle = await createDatabase(config, { searchPath: schema, poolSize: 4 });
  await runMigrations(handle.db, handle.kind, { schema });
  const close = async () => {
    await handle.close();
    try {
      await admin.query(`DROP SCHEMA IF EXISTS "${schema}" CASCADE`);
    } finally {
      await admin.end();
    }
  };
  return { db: handle.db, config, mailer, mails: mailer.sent, kind: handle.kind, handle, close };
}
