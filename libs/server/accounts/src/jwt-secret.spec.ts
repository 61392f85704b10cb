import { createTestContext } from '@bike/server/core';
import { createMemoryMailer } from '@bike/server/mail';
import { signAccessToken, verifyAccessToken } from './access-tokens';
import { accountSettings } from './schema';

jest.setTimeout(60_000);

describe('JWT signing key without JWT_SECRET', () => {
  it('is generated once, stored in the database, and reused by a fresh process on the same database', async () => {
    const base = await createTestContext({ jwtSecret: '' });
    try {
      const first = { db: base.db, config: base.config, mailer: createMemoryMailer() };
      const claims = { sub: '00000000-0000-4000-8000-000000000001', role: 'consumer' as const, email: 'a@example.com', sid: '00000000-0000-4000-8000-000000000002' };
      const token = await signAccessToken(first, claims);
      const rows = await base.db.select().from(accountSettings);
      expect(rows.map((r) => r.key)).toEqual(['jwt_secret']);
      expect(rows[0]!.value.length).toBeGreaterThanOrEqual(64);

      // A restart: a new context object over the same database (the key cache is per db object,
      // so simulate it with a new drizzle wrapper around the same client).
      const db =
        base.kind === 'pglite'
          ? (await import('drizzle-orm/pglite')).drizzle({ client: base.handle.raw as never })
          : (await import('drizzle-orm/node-postgres')).drizzle({ client: base.handle.raw as never });
      const reopened = { db: db as never, config: base.config, mailer: createMemoryMailer() };
      expect(await verifyAccessToken(reopened, token)).toEqual(claims);

      // With JWT_SECRET set, that secret is used instead (and the old tokens stop verifying).
      const configured = { ...first, config: { ...base.config, jwtSecret: 'configured-secret-configured-secret' } };
      expect(await verifyAccessToken(configured, token)).toBeNull();
    } finally {
      await base.close();
    }
  });
});
