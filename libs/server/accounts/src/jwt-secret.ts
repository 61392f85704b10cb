import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { ServerContext } from '@bike/server/core';
import { accountSettings } from './schema';

const SETTING_KEY = 'jwt_secret';

/**
 * The HS256 key for access tokens. JWT_SECRET wins. Without it, a random key is generated once
 * and stored in account_settings, so restarts (and other replicas sharing the database) keep
 * accepting the tokens already handed out. The insert-or-keep makes concurrent starts agree.
 */
const secrets = new WeakMap<ServerContext['db'], Promise<Uint8Array>>();

export function jwtSigningKey(ctx: ServerContext): Promise<Uint8Array> {
  if (ctx.config.jwtSecret) return Promise.resolve(new TextEncoder().encode(ctx.config.jwtSecret));
  let secret = secrets.get(ctx.db);
  if (!secret) {
    secret = loadOrCreateSecret(ctx.db);
    secrets.set(ctx.db, secret);
    // A failed load (database not ready) must not poison later calls.
    secret.catch(() => secrets.delete(ctx.db));
  }
  return secret;
}

async function loadOrCreateSecret(db: ServerContext['db']): Promise<Uint8Array> {
  await db
    .insert(accountSettings)
    .values({ key: SETTING_KEY, value: randomBytes(48).toString('base64url') })
    .onConflictDoNothing({ target: accountSettings.key });
  const [row] = await db.select().from(accountSettings).where(eq(accountSettings.key, SETTING_KEY));
  if (!row) throw new Error('JWT secret could not be stored');
  return new TextEncoder().encode(row.value);
}
