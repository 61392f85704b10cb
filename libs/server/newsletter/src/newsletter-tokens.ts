import { createHash, createHmac, randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { serverSecrets, type Db, type ServerConfig } from '@bike/server/core';

/**
 * The link tokens of the newsletter mails. Each is an HMAC-SHA-256 of the subscription (and,
 * for the opt-in link, the moment it was made) under a server key: 256 bits nobody can guess,
 * and the server can make the same token again for the next mail. The database holds only
 * SHA-256 hashes of them, so a leaked table yields no working link.
 *
 * The key comes from JWT_SECRET (a fixed label, so it is not the JWT key itself); without it
 * (the embedded default) from a random value made once and kept in server_secrets, shared by
 * every replica, as the captcha does. After a JWT_SECRET change the next mail of a
 * subscription carries a new unsubscribe link (its stored hash follows); older links then stop.
 */
const SECRET_NAME = 'newsletter';
const LABEL = 'bike-shop/newsletter/links/v1';

const storedSecrets = new WeakMap<Db, Promise<string>>();

async function loadOrCreateSecret(db: Db): Promise<string> {
  await db.insert(serverSecrets).values({ name: SECRET_NAME, value: randomBytes(48).toString('base64url') }).onConflictDoNothing({ target: serverSecrets.name });
  const [row] = await db.select({ value: serverSecrets.value }).from(serverSecrets).where(eq(serverSecrets.name, SECRET_NAME));
  if (!row) throw new Error('newsletter secret could not be stored');
  return row.value;
}

async function linkKey(ctx: { db: Db; config: Pick<ServerConfig, 'jwtSecret'> }): Promise<Buffer> {
  let base = ctx.config.jwtSecret;
  if (!base) {
    let stored = storedSecrets.get(ctx.db);
    if (!stored) {
      stored = loadOrCreateSecret(ctx.db);
      storedSecrets.set(ctx.db, stored);
      // A failed load (database not ready) must not poison later calls.
      stored.catch(() => storedSecrets.delete(ctx.db));
    }
    base = await stored;
  }
  return createHmac('sha256', base).update(LABEL).digest();
}

/** SHA-256 of a token, hex: what the table stores and looks up. */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

export interface LinkTokens {
  unsubscribe(subscriptionId: string): string;
  confirm(subscriptionId: string, sentAt: Date): string;
}

export async function linkTokens(ctx: { db: Db; config: Pick<ServerConfig, 'jwtSecret'> }): Promise<LinkTokens> {
  const key = await linkKey(ctx);
  const mac = (...parts: string[]) => createHmac('sha256', key).update(parts.join('\0')).digest('base64url');
  return {
    unsubscribe: (id) => mac('unsubscribe', id),
    confirm: (id, sentAt) => mac('confirm', id, String(sentAt.getTime())),
  };
}
