/**
 * Who may sign in to a fresh shop. In development the seed makes the README's demo admin and
 * rider so the shop can be tried at once; in production nobody may hold a password that is
 * printed in the README (or was, in an earlier version). There the first admin comes from the
 * operator: ADMIN_EMAIL and ADMIN_PASSWORD on start, or the `create-admin` command
 * (admin-command.ts). A production start refuses to go on, with the reasons, when:
 * - DEMO_ACCOUNTS=1 without both demo passwords given, or with a known demo password;
 * - ADMIN_PASSWORD is a known demo password, or guessable by the password policy;
 * - an account in the database still signs in with a known demo password (a database seeded
 *   in development, then deployed).
 */
import { eq } from 'drizzle-orm';
import { README_DEMO_PASSWORDS, type Db, type ServerConfig } from '@bike/server/core';
import { emailField } from '@bike/shared/domain';
import * as v from 'valibot';
import { hashPassword, verifyPassword } from './passwords';
import { refuseWeakPassword } from './password-policy';
import { users } from './schema';

/** Every demo password the README has ever printed: none of them may sign in to a production shop. */
export const KNOWN_DEMO_PASSWORDS: readonly string[] = [README_DEMO_PASSWORDS.admin, README_DEMO_PASSWORDS.rider, 'Admin-Demo-2026!', 'Rider-Demo-2026!'];

/** The accounts a demo password could have been given to (the README's addresses). */
const DEMO_ADDRESSES = ['admin@example.com', 'rider@example.com'];

/** Thrown when a start would leave a known password open; the message lists every reason. */
export class UnsafeAccountsError extends Error {
  constructor(readonly reasons: string[]) {
    super(`Refusing to start: ${reasons.join(' ')} See the README's production checklist.`);
    this.name = 'UnsafeAccountsError';
  }
}

/** Why a password cannot be an operator's: a known demo password, or one the policy refuses. */
function passwordProblem(password: string, email: string): string | null {
  if (KNOWN_DEMO_PASSWORDS.includes(password)) return 'is a demo password printed in the README';
  try {
    refuseWeakPassword(password, [email]);
    return null;
  } catch {
    return 'is too easy to guess (the shop\'s password policy refuses it)';
  }
}

/** What is wrong with the configured accounts, without looking at the database. */
export function accountSettingProblems(config: ServerConfig): string[] {
  const problems: string[] = [];
  const admin = config.initialAdmin;
  if (admin) {
    if (!v.is(emailField, admin.email)) problems.push('ADMIN_EMAIL must be an email address when ADMIN_PASSWORD is set.');
    const problem = admin.password ? passwordProblem(admin.password, admin.email) : 'is missing';
    if (problem) problems.push(`ADMIN_PASSWORD ${problem}.`);
  }
  if (config.production && config.demoAccounts) {
    for (const [name, password, email] of [
      ['DEMO_ADMIN_PASSWORD', config.demoAdminPassword, config.demoAdminEmail],
      ['DEMO_USER_PASSWORD', config.demoUserPassword, config.demoUserEmail],
    ] as const) {
      const problem = password ? passwordProblem(password, email) : 'must be given when DEMO_ACCOUNTS=1 in production';
      if (problem) problems.push(`${name} ${problem}.`);
    }
  }
  return problems;
}

/** Throws when the configured accounts are unsafe: a server checks this before it opens the database. */
export function refuseUnsafeAccountSettings(config: ServerConfig): void {
  const problems = accountSettingProblems(config);
  if (problems.length) throw new UnsafeAccountsError(problems);
}

/** Addresses whose account still signs in with a known demo password. */
export async function accountsOnDemoPasswords(db: Db, config: ServerConfig): Promise<string[]> {
  const addresses = [...new Set([...DEMO_ADDRESSES, config.demoAdminEmail, config.demoUserEmail].map((e) => e.trim().toLowerCase()))];
  const found: string[] = [];
  for (const email of addresses) {
    const [row] = await db.select({ passwordHash: users.passwordHash }).from(users).where(eq(users.email, email));
    if (!row) continue;
    for (const password of KNOWN_DEMO_PASSWORDS) {
      if (await verifyPassword(row.passwordHash, password)) {
        found.push(email);
        break;
      }
    }
  }
  return found;
}

/**
 * Makes `email` an active, verified admin with `password`: a new account, or an existing one
 * promoted with its password replaced (the operator's explicit act). Answers which it was.
 */
export async function setAdminAccount(db: Db, account: { email: string; password: string }): Promise<'created' | 'updated'> {
  const email = account.email.trim().toLowerCase();
  const passwordHash = await hashPassword(account.password);
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (existing) {
    await db.update(users).set({ passwordHash, role: 'admin', active: true, emailVerifiedAt: new Date() }).where(eq(users.id, existing.id));
    return 'updated';
  }
  await db.insert(users).values({ email, passwordHash, firstName: 'Shop', lastName: 'Admin', locale: 'en_INT', role: 'admin', active: true, emailVerifiedAt: new Date() });
  return 'created';
}

/**
 * Run by both servers before they listen (after the seed): refuses an unsafe start, then makes
 * the initial admin when ADMIN_EMAIL has no account yet (an existing one is left as it is, so
 * a password changed in the shop survives restarts).
 */
export async function prepareAccounts(db: Db, config: ServerConfig, log: (line: string) => void = () => undefined): Promise<void> {
  const problems = accountSettingProblems(config);
  if (config.production) {
    const open = await accountsOnDemoPasswords(db, config);
    if (open.length) problems.push(`${open.join(', ')} still sign${open.length === 1 ? 's' : ''} in with a demo password from the README: run the create-admin command for a new password, or delete the account.`);
  }
  if (problems.length) throw new UnsafeAccountsError(problems);
  const admin = config.initialAdmin;
  if (!admin) return;
  const [existing] = await db.select({ id: users.id }).from(users).where(eq(users.email, admin.email.trim().toLowerCase()));
  if (existing) return;
  await setAdminAccount(db, admin);
  log(`Created the admin account ${admin.email} (ADMIN_EMAIL).`);
}
