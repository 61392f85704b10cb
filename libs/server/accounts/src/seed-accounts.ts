import { eq } from 'drizzle-orm';
import type { Db, ServerConfig } from '@bike/server/core';
import { hashPassword } from './passwords';
import { users } from './schema';

/**
 * The demo admin and demo consumer (credentials from config, documented in the README), when
 * DEMO_ACCOUNTS is on: always in development, in production only when the operator asked and
 * gave both passwords (operator-accounts.ts refuses the start otherwise). Answers null when off.
 * Idempotent: an existing account is left as it is, so a changed demo password survives restarts.
 */
export async function seedAccounts(db: Db, config: ServerConfig): Promise<{ adminId: string; userId: string } | null> {
  if (!config.demoAccounts || !config.demoAdminPassword || !config.demoUserPassword) return null;
  const adminId = await ensureAccount(db, {
    email: config.demoAdminEmail,
    password: config.demoAdminPassword,
    firstName: 'Demo',
    lastName: 'Admin',
    role: 'admin',
  });
  const userId = await ensureAccount(db, {
    email: config.demoUserEmail,
    password: config.demoUserPassword,
    firstName: 'Demo',
    lastName: 'Rider',
    role: 'consumer',
  });
  return { adminId, userId };
}

async function ensureAccount(
  db: Db,
  account: { email: string; password: string; firstName: string; lastName: string; role: 'admin' | 'consumer' },
): Promise<string> {
  const email = account.email.trim().toLowerCase();
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) return existing.id;
  await db
    .insert(users)
    .values({
      email,
      passwordHash: await hashPassword(account.password),
      firstName: account.firstName,
      lastName: account.lastName,
      locale: 'en_INT',
      role: account.role,
      active: true,
      emailVerifiedAt: new Date(),
    })
    .onConflictDoNothing({ target: users.email });
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`demo account ${email} could not be created`);
  return row.id;
}
