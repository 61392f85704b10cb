import type { FastifyInstance } from 'fastify';
import { and, eq, ne, type SQL } from 'drizzle-orm';
import {
  accountMessages,
  activateAccountSchema,
  confirmEmailSchema,
  patchUserSchema,
  registerSchema,
  resendActivationSchema,
  resetPasswordConfirmSchema,
  resetPasswordRequestSchema,
} from '@bike/shared/domain';
import { badRequest, brandOf, forbidden, notFound, parseInput, type ServerContext } from '@bike/server/core';
import { activationMail, emailChangeConfirmMail, emailChangeNoticeMail, passwordResetMail } from './account-mails';
import { recordAccountEvent } from './account-events';
import { toAccountUser } from './account-user';
import { requireUser } from './guards';
import { consumeOneTimeToken, createOneTimeToken, peekOneTimeToken, pendingEmailOf, retireOneTimeTokens } from './one-time-tokens';
import { refuseWeakPassword } from './password-policy';
import { hashPassword, verifyPassword } from './passwords';
import type { AccountLimiters } from './rate-limiter';
import {
  clientIp,
  emailAlreadyRegistered,
  enforceLimits,
  invalidLink,
  isUniqueViolation,
  sendQuietly,
  UUID_PATTERN,
} from './route-helpers';
import { users, type UserRow } from './schema';
import { revokeUserSessions } from './sessions';
import { BLANK_PROFILE, clearUnprovenAccount, isUnproven } from './unproven-takeover';
import type { AccountHooks } from './account-hooks';

/** JSON with sorted keys: jsonb hands addresses back in its own key order. */
const stableJson = (value: unknown): string =>
  JSON.stringify(value, (_key, v: unknown) => (v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).sort(([a], [b]) => a.localeCompare(b))) : v));

const userNotFound = () => notFound('USER_NOT_FOUND', 'This user does not exist.');

export async function registerUserRoutes(app: FastifyInstance, ctx: ServerContext, limiters: AccountLimiters, hooks: AccountHooks = {}): Promise<void> {
  async function findUser(where: SQL | undefined): Promise<UserRow | undefined> {
    const [row] = await ctx.db.select().from(users).where(where);
    return row;
  }

  app.get('/b2c/v1/users/me', async (request, reply) => {
    const me = await requireUser(request, ctx);
    const row = await findUser(eq(users.id, me.id));
    if (!row) throw userNotFound();
    reply.header('cache-control', 'no-store');
    return { result: { ...toAccountUser(row), pendingEmail: await pendingEmailOf(ctx.db, row.id) } };
  });

  /** Registration: the account stays inactive until the mailed link is followed (spec point 4). */
  app.post('/b2c/v1/users', async (request, reply) => {
    const input = parseInput(registerSchema, request.body);
    await enforceLimits(reply, [limiters.registerPerIp, clientIp(request)]);
    refuseWeakPassword(input.password, [input.email, input.firstName, input.lastName]);
    if (await findUser(eq(users.email, input.email))) throw emailAlreadyRegistered();
    let row: UserRow | undefined;
    try {
      [row] = await ctx.db
        .insert(users)
        .values({
          email: input.email,
          passwordHash: await hashPassword(input.password),
          firstName: input.firstName,
          lastName: input.lastName,
          phone: input.phone ?? null,
          locale: input.locale,
          birthday: input.birthday ?? null,
          gender: input.gender ?? null,
          addresses: input.addresses ?? {},
          // Role and activation are never taken from the request.
          role: 'consumer',
          active: false,
        })
        .returning();
    } catch (error) {
      // Two registrations racing for one address: the unique index decides.
      if (isUniqueViolation(error)) throw emailAlreadyRegistered();
      throw error;
    }
    if (!row) throw new Error('user insert returned nothing');
    const token = await createOneTimeToken(ctx.db, row.id, 'activation');
    const created = row;
    await sendQuietly(request, () => ctx.mailer.send(activationMail(ctx.config, brandOf(request, ctx.config), created, token)));
    reply.code(201);
    return { result: toAccountUser(row) };
  });

  /**
   * Profile changes by the user themself or an admin. Email and password need the current
   * password. A new email does not take effect here: a link goes to the new address (it works
   * once, for 24 hours) and a notice to the current one; the address changes only when the link
   * is followed (POST /b2c/v1/users/confirm-email), so nobody can take over an address, or its
   * guest orders, that they cannot read mail for.
   */
  app.patch<{ Params: { id: string } }>('/b2c/v1/users/:id', async (request, reply) => {
    const actor = await requireUser(request, ctx);
    const { id } = request.params;
    if (!UUID_PATTERN.test(id)) throw userNotFound();
    if (actor.id !== id && actor.role !== 'admin') throw forbidden('You may only change your own account.');
    // An admin changing someone else's account writes the audit log; without one, no such change.
    const auditAdminChange = actor.id !== id ? hooks.auditAdminChange : undefined;
    if (actor.id !== id && !auditAdminChange) throw forbidden('Changes to another account need the audit log.');
    const input = parseInput(patchUserSchema, request.body);
    const target = await findUser(eq(users.id, id));
    if (!target) throw userNotFound();

    if (input.email !== undefined || input.password !== undefined) {
      // The actor confirms with their own password (an admin changing someone's email too).
      const actorRow = actor.id === target.id ? target : await findUser(eq(users.id, actor.id));
      if (!(await verifyPassword(actorRow?.passwordHash, input.currentPassword ?? ''))) {
        const message = accountMessages.invalid('Current password');
        throw badRequest('VALIDATION_ERROR', `currentPassword: ${message}`, [{ path: 'currentPassword', message }]);
      }
    }
    const newEmail = input.email !== undefined && input.email !== target.email ? input.email : undefined;
    if (newEmail !== undefined) {
      if (await findUser(and(eq(users.email, newEmail), ne(users.id, target.id)))) {
        throw emailAlreadyRegistered();
      }
      // The confirmation mails someone else's inbox: counted like the other mailing calls.
      await enforceLimits(reply, [limiters.mailPerIp, clientIp(request)], [limiters.mailPerEmail, newEmail]);
    }
    if (input.password !== undefined) refuseWeakPassword(input.password, [target.email, newEmail]);

    const changes: Partial<typeof users.$inferInsert> = { updatedAt: new Date() };
    if (input.password !== undefined) changes.passwordHash = await hashPassword(input.password);
    if (input.firstName !== undefined) changes.firstName = input.firstName;
    if (input.lastName !== undefined) changes.lastName = input.lastName;
    if (input.phone !== undefined) changes.phone = input.phone;
    if (input.locale !== undefined) changes.locale = input.locale;
    if (input.birthday !== undefined) changes.birthday = input.birthday;
    if (input.gender !== undefined) changes.gender = input.gender;
    // Each address given replaces that address; null removes it; one left out stays.
    if (input.addresses !== undefined) changes.addresses = { ...target.addresses, ...input.addresses };

    // Only what changed: a form sends every field, the activity and the audit log name the ones that moved.
    const profileFields = (['firstName', 'lastName', 'phone', 'locale', 'birthday', 'gender', 'addresses'] as const).filter(
      (f) => input[f] !== undefined && stableJson(changes[f]) !== stableJson(target[f]),
    );
    const changedFields = [...profileFields, ...(input.password !== undefined ? ['password'] : []), ...(newEmail !== undefined ? ['email'] : [])];

    let change: { updated: UserRow; emailToken: string | undefined } | undefined;
    try {
      change = await ctx.db.transaction(async (tx) => {
        const [updated] = await tx.update(users).set(changes).where(eq(users.id, id)).returning();
        if (!updated) return undefined;
        // A new password ends the other sessions; the one making the change stays signed in.
        if (input.password !== undefined) await revokeUserSessions(tx, id, actor.id === id ? actor.sessionId : undefined);
        // Only the newest requested address can be confirmed; asking for the current one again
        // withdraws a pending change.
        if (input.email !== undefined) await retireOneTimeTokens(tx, id, 'email_change');
        const emailToken = newEmail !== undefined ? await createOneTimeToken(tx, id, 'email_change', newEmail) : undefined;
        // An admin's change to someone else's account commits with its audit entry (the field
        // names, never values or the password), or not at all.
        if (auditAdminChange && changedFields.length) {
          await auditAdminChange(tx, { admin: { id: actor.id, email: actor.email }, action: 'user.update', subjectType: 'user', subjectId: id, before: null, after: { fields: changedFields } });
        }
        return { updated, emailToken };
      });
    } catch (error) {
      if (isUniqueViolation(error)) throw emailAlreadyRegistered();
      throw error;
    }
    if (!change) throw userNotFound();
    const { updated, emailToken } = change;
    if (newEmail !== undefined && emailToken !== undefined) {
      await sendQuietly(request, () => ctx.mailer.send(emailChangeConfirmMail(ctx.config, brandOf(request, ctx.config), updated, newEmail, emailToken)));
      await sendQuietly(request, () => ctx.mailer.send(emailChangeNoticeMail(ctx.config, brandOf(request, ctx.config), target, newEmail)));
    }
    if (profileFields.length) await recordAccountEvent(ctx.db, id, 'profile_changed', profileFields);
    if (input.password !== undefined) await recordAccountEvent(ctx.db, id, 'password_changed');
    if (newEmail !== undefined) await recordAccountEvent(ctx.db, id, 'email_change_requested');
    return { result: { ...toAccountUser(updated), pendingEmail: await pendingEmailOf(ctx.db, id) } };
  });

  /**
   * Follows the link mailed to a new address: only now does the account's email change, and the
   * address counts as verified. The link alone proves it (no session needed: it is often opened
   * on another device); an address that another account took meanwhile is refused.
   */
  app.post('/b2c/v1/users/confirm-email', async (request, reply) => {
    const input = parseInput(confirmEmailSchema, request.body);
    await enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
    const used = await consumeOneTimeToken(ctx.db, input.token, 'email_change');
    if (!used?.newEmail) throw invalidLink('CONFIRM_EMAIL_ERROR');
    const { userId, newEmail } = used;
    if (await findUser(and(eq(users.email, newEmail), ne(users.id, userId)))) throw emailAlreadyRegistered();
    try {
      await ctx.db
        .update(users)
        .set({ email: newEmail, emailVerifiedAt: new Date(), updatedAt: new Date() })
        .where(eq(users.id, userId));
    } catch (error) {
      if (isUniqueViolation(error)) throw emailAlreadyRegistered();
      throw error;
    }
    await retireOneTimeTokens(ctx.db, userId, 'email_change');
    await recordAccountEvent(ctx.db, userId, 'email_changed');
    return { result: { email: newEmail } };
  });

  /** Always 200, whether or not the address has an account, so it reveals nothing. */
  app.post('/b2c/v1/users/reset-password/request', async (request, reply) => {
    const input = parseInput(resetPasswordRequestSchema, request.body);
    await enforceLimits(reply, [limiters.mailPerIp, clientIp(request)], [limiters.mailPerEmail, input.email]);
    const user = await findUser(eq(users.email, input.email));
    if (user) {
      const token = await createOneTimeToken(ctx.db, user.id, 'password_reset');
      await sendQuietly(request, () => ctx.mailer.send(passwordResetMail(ctx.config, brandOf(request, ctx.config), user, input.locale, token)));
    }
    return { result: { requested: true } };
  });

  /**
   * Sets the new password from a mailed link. Following the link proves the address, so an
   * account not yet activated is activated too; every existing session ends.
   */
  app.post('/b2c/v1/users/reset-password/confirm', async (request, reply) => {
    const input = parseInput(resetPasswordConfirmSchema, request.body);
    await enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
    // A refused password keeps the link usable, so the rules are checked before it is used up.
    const owner = await peekOneTimeToken(ctx.db, input.token, 'password_reset');
    const account = owner ? await findUser(eq(users.id, owner)) : undefined;
    if (!account) throw invalidLink('RESET_PASSWORD_ERROR');
    refuseWeakPassword(input.password, [account.email]);
    const passwordHash = await hashPassword(input.password);
    const done = await ctx.db.transaction(async (tx) => {
      const userId = (await consumeOneTimeToken(tx, input.token, 'password_reset'))?.userId;
      const [row] = userId ? await tx.select().from(users).where(eq(users.id, userId)).for('update') : [];
      if (!row) return undefined;
      // The link proves the address; an account nobody had proven it for is the owner's now,
      // and whatever was written into it before goes, in this transaction (unproven-takeover.ts).
      const afterTakeover = isUnproven(row) ? await clearUnprovenAccount(tx, row.id, BLANK_PROFILE, hooks.clearUnprovenElsewhere) : undefined;
      await tx.update(users).set({ passwordHash, active: true, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, row.id));
      await retireOneTimeTokens(tx, row.id, 'password_reset');
      await revokeUserSessions(tx, row.id);
      return { userId: row.id, afterTakeover };
    });
    if (!done) throw invalidLink('RESET_PASSWORD_ERROR');
    await done.afterTakeover?.(request.log);
    await recordAccountEvent(ctx.db, done.userId, 'password_reset');
    return { result: { reset: true } };
  });

  /** Always 200 (no account enumeration); mails only an existing, inactive account. */
  app.post('/b2c/v1/users/resend-activation', async (request, reply) => {
    const input = parseInput(resendActivationSchema, request.body);
    await enforceLimits(reply, [limiters.mailPerIp, clientIp(request)], [limiters.mailPerEmail, input.email]);
    const user = await findUser(eq(users.email, input.email));
    if (user && !user.active) {
      const token = await createOneTimeToken(ctx.db, user.id, 'activation');
      await sendQuietly(request, () => ctx.mailer.send(activationMail(ctx.config, brandOf(request, ctx.config), user, token)));
    }
    return { result: { sent: true } };
  });

  app.post('/b2c/v1/users/activate', async (request, reply) => {
    const input = parseInput(activateAccountSchema, request.body);
    await enforceLimits(reply, [limiters.tokenPerIp, clientIp(request)]);
    const userId = (await consumeOneTimeToken(ctx.db, input.token, 'activation'))?.userId;
    if (!userId) throw invalidLink('ACTIVATE_ACCOUNT_ERROR');
    // The activation link went to the account's address, so following it verifies that address.
    await ctx.db.update(users).set({ active: true, emailVerifiedAt: new Date(), updatedAt: new Date() }).where(eq(users.id, userId));
    await retireOneTimeTokens(ctx.db, userId, 'activation');
    await recordAccountEvent(ctx.db, userId, 'activated');
    return { result: { activated: true } };
  });
}
