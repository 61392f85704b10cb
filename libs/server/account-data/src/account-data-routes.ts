import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import * as v from 'valibot';
import { DELETE_ACCOUNT_CONFIRMATION, existingPasswordField, strictBody } from '@bike/shared/domain';
import { badRequest, brandOf, enforceLimits, parseInput, RateLimiter, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { clearSessionCookies, recordAccountEvent, requireUser, users, verifyPassword } from '@bike/server/accounts';
import { createUploadStore, uploadsConfig, type UploadStore } from '@bike/server/uploads';
import { activityOf } from './activity';
import { accountExport } from './account-export';
import { deleteAccount } from './account-deletion';
import { accountDeletedMail } from './account-data-mails';

const deleteAccountSchema = strictBody({
  password: existingPasswordField(),
  confirm: v.pipe(v.string('Confirmation is invalid'), v.check((value) => value.trim().toUpperCase() === DELETE_ACCOUNT_CONFIRMATION, 'Confirmation is invalid')),
});

export interface AccountDataRoutesOptions {
  /** Where uploads are stored (default: the configured store, as the upload routes use). */
  store?: UploadStore;
}

/**
 * The account's own data across the shop's domains: its activity feed, a download of all of it,
 * and deleting it. Our paths (the spec names none): GET /b2c/v1/users/me/activity,
 * GET /b2c/v1/users/me/export and DELETE /b2c/v1/users/me.
 */
export async function registerAccountDataRoutes(app: FastifyInstance, ctx: ServerContext, options: AccountDataRoutesOptions = {}): Promise<void> {
  const store = options.store ?? createUploadStore(uploadsConfig(), ctx.config.dataDir);
  // A wrong password here is a guess at it: counted like failed logins.
  const deleteAttempts = new RateLimiter('account-delete', { max: 10, windowSeconds: 15 * 60 }, sharedLimiterOptions(ctx));

  app.get('/b2c/v1/users/me/activity', { schema: { summary: 'What happened on the signed-in account, newest first', tags: ['users'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    reply.header('cache-control', 'no-store');
    return { result: await activityOf(ctx.db, user) };
  });

  app.get('/b2c/v1/users/me/export', { schema: { summary: 'All data of the signed-in account as a JSON download', tags: ['users'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const data = await accountExport(ctx.db, user);
    if (!data) throw badRequest('GETME_ERROR', 'This account no longer exists.');
    await recordAccountEvent(ctx.db, user.id, 'data_exported');
    reply.header('cache-control', 'no-store');
    reply.header('content-disposition', `attachment; filename="account-${new Date().toISOString().slice(0, 10)}.json"`);
    return data;
  });

  app.delete('/b2c/v1/users/me', { schema: { summary: 'Delete the signed-in account (password and the word DELETE confirm)', tags: ['users'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const input = parseInput(deleteAccountSchema, request.body);
    await enforceLimits(reply, [deleteAttempts, user.id]);
    const [row] = await ctx.db.select({ passwordHash: users.passwordHash, email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, user.id));
    if (!row || !(await verifyPassword(row.passwordHash, input.password))) {
      const message = 'Current password is invalid';
      throw badRequest('VALIDATION_ERROR', `password: ${message}`, [{ path: 'password', message }]);
    }
    await deleteAccount(ctx.db, store, user.id, request.log);
    try {
      // In the account's language (read before it went), else the page's; the brand of the site it was deleted on.
      const pageLocale = (request.query as { locale?: unknown } | undefined)?.locale;
      await ctx.mailer.send(accountDeletedMail(ctx.config, brandOf(request, ctx.config), row, typeof pageLocale === 'string' ? pageLocale : null));
    } catch (error) {
      request.log.error({ err: error }, 'account deletion mail could not be sent');
    }
    clearSessionCookies(request, reply, ctx);
    reply.header('cache-control', 'no-store');
    return { result: { deleted: true } };
  });
}
