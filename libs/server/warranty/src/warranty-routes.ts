import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  frameWarranty,
  isInPurchaseWindow,
  purchaseDateOutside,
  purchaseDateWindow,
  registerBikeSchema,
  REGISTRATION_STATUSES,
  updateRegisteredBikeSchema,
  type RegistrationStatus,
  type UpdateRegisteredBikeInput,
} from '@bike/shared/domain';
import {
  badRequest,
  brandOf,
  isUniqueViolation,
  parseInput,
  RateLimiter,
  rowsOf,
  rejectWhenLimited,
  sharedLimiterOptions,
  type ServerContext,
  localeOf,
} from '@bike/server/core';
import { requireAdmin, requireUser, users, type AuthenticatedUser } from '@bike/server/accounts';
import { findSerial, type BikeSerialRow } from '@bike/server/orders';
import { NEWSLETTER_LANGS, requestSubscription, type NewsletterLang } from '@bike/server/newsletter';
import { readerLanguage } from './design-names';
import { equipmentOf } from './equipment';
import { registrationAdminViews, registrationViews } from './registration-view';
import { bikeRegistrations, type BikeRegistrationRow } from './schema';
import { checkRegistrationFiles } from './registration-files';
import { registerRegistrationAdminRoutes, registrationListQuery, registrationPage } from './registration-admin';
import { registrationLocked, registrationNotFound, serialAlreadyRegistered, serialNotFound } from './warranty-errors';
import { bikeRegisteredMail } from './warranty-mails';
import { warrantyMailFacts } from './warranty-mail-facts';

/** Frame numbers are guessable: 20 misses an hour per account, then 429. */
export const SERIAL_MISSES_PER_HOUR = 20;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The columns the rider fills in, the same for a new registration and a change. */
const registrationColumns = (input: Omit<UpdateRegisteredBikeInput, 'id'>) => ({
  purchaseDate: input.purchaseDate,
  proofUploadId: input.proofOfPurchase,
  previouslyBoughtCount: input.previouslyBoughtCount,
  newsletter: input.newsletter,
  instagramName: input.instagramName,
  photoIds: input.photos,
  contestEntry: input.contestEntry,
});

/** The language of a locale when the newsletter has it, otherwise English. */
const newsletterLang = (locale: string): NewsletterLang => {
  const lang = locale.slice(0, 2);
  return (NEWSLETTER_LANGS as readonly string[]).includes(lang) ? (lang as NewsletterLang) : 'en';
};

/**
 * The warranty calls of spec point 7: register a bike, change a registration, read one or the
 * list, and the equipment list. Every call needs a signed-in user and only ever reads or
 * changes that user's rows; an admin also reads anyone's registration (with its owner), lists
 * everyone's with scope=all and decides on them (registration-admin.ts, issue 15).
 */
export async function registerWarrantyRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const serialMisses = new RateLimiter('serial-misses', { max: SERIAL_MISSES_PER_HOUR, windowSeconds: 3600 }, sharedLimiterOptions(ctx));

  /** The serial of a registration, or 404: counted as a miss, so walking the numbers stops soon. */
  async function soldSerial(request: FastifyRequest, user: AuthenticatedUser, serial: string): Promise<BikeSerialRow> {
    const row = await findSerial(ctx.db, serial);
    if (!row || row.brand !== brandOf(request, ctx.config)) {
      await serialMisses.hit(user.id);
      throw serialNotFound();
    }
    return row;
  }

  async function liveRegistrationOf(serial: string, except?: string): Promise<BikeRegistrationRow | undefined> {
    const where = and(eq(bikeRegistrations.serial, serial), ne(bikeRegistrations.status, 'rejected'), except ? ne(bikeRegistrations.id, except) : undefined);
    const [row] = await ctx.db.select().from(bikeRegistrations).where(where);
    return row;
  }

  /**
   * Who may register a serial, and from which day: a bike sold online belongs to its order's
   * buyer (the account that placed it, or of its proven address); its purchase date window
   * (purchaseDateWindow, shared with the form) runs from the order's day to the day it shipped;
   * a dealer's bike is anyone's who holds its serial, bought after it left the factory. A date
   * outside would move the warranty's end, so it is refused with the window named (issue 32).
   */
  async function checkSaleOf(serial: BikeSerialRow, user: AuthenticatedUser, purchaseDate: string): Promise<void> {
    let orderedOn: string | null = null;
    if (serial.orderUuid) {
      const [order] = rowsOf<{ user_id: string | null; customer_email: string; created_at: Date | string }>(
        await ctx.db.execute(sql`select user_id, customer_email, created_at from orders where uuid = ${serial.orderUuid}`),
      );
      const owns = !!order && (order.user_id === user.id || (user.emailVerified && order.customer_email === user.email.toLowerCase()));
      if (!owns) {
        await serialMisses.hit(user.id);
        throw serialNotFound();
      }
      orderedOn = new Date(order!.created_at).toISOString().slice(0, 10);
    }
    const window = purchaseDateWindow({ shippedOn: serial.soldAt.toISOString().slice(0, 10), orderedOn });
    if (!isInPurchaseWindow(purchaseDate, window)) {
      const message = purchaseDateOutside(window);
      throw badRequest('VALIDATION_ERROR', `purchaseDate: ${message}`, [{ path: 'purchaseDate', message }]);
    }
  }

  /** A registration as its reader sees it, the bike's paint in the call's language. */
  async function view(request: FastifyRequest, row: BikeRegistrationRow) {
    const [answer] = await registrationViews(ctx.db, [row], readerLanguage(request));
    if (!answer) throw registrationNotFound();
    return answer;
  }

  /** An admin reads who owns a registration too; its photos and proof open through the upload route, which lets admins see private files. */
  async function adminView(request: FastifyRequest, row: BikeRegistrationRow) {
    const [answer] = await registrationAdminViews(ctx.db, [row], readerLanguage(request));
    if (!answer) throw registrationNotFound();
    return answer;
  }

  /** A registration the user may read: their own, or any for an admin. Others get 404, never 403 (no probing ids). */
  async function readableRegistration(user: AuthenticatedUser, id: string): Promise<BikeRegistrationRow> {
    if (!UUID.test(id)) throw registrationNotFound();
    const [row] = await ctx.db.select().from(bikeRegistrations).where(eq(bikeRegistrations.id, id));
    if (!row || (row.userId !== user.id && user.role !== 'admin')) throw registrationNotFound();
    return row;
  }

  app.post('/b2c/v1/warranty/register-bike', { schema: { summary: 'Register a bike for the 5-year frame warranty', tags: ['warranty'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const input = parseInput(registerBikeSchema, request.body);
    await rejectWhenLimited(reply, serialMisses, user.id);
    const serial = await soldSerial(request, user, input.serialNumber);
    await checkSaleOf(serial, user, input.purchaseDate);
    if (await liveRegistrationOf(serial.serial)) {
      await serialMisses.hit(user.id);
      throw serialAlreadyRegistered();
    }
    await checkRegistrationFiles(ctx.db, user.id, input.proofOfPurchase, input.photos);
    const locale = localeOf(request);
    let row: BikeRegistrationRow | undefined;
    try {
      [row] = await ctx.db
        .insert(bikeRegistrations)
        .values({ userId: user.id, brand: serial.brand, serial: serial.serial, locale, ...registrationColumns(input) })
        .returning();
    } catch (error) {
      // Two riders registering one frame at once: the partial unique index decides.
      if (isUniqueViolation(error)) throw serialAlreadyRegistered();
      throw error;
    }
    if (!row) throw new Error('registration insert returned nothing');
    const [owner] = await ctx.db.select({ email: users.email, firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, user.id));
    if (owner && input.newsletter) {
      // The tick asks for the newsletter: a double opt-in mail, like the footer form; a failure
      // there never undoes the registration.
      try {
        await requestSubscription(ctx, { email: owner.email, brand: brandOf(request, ctx.config), lang: newsletterLang(locale), firstName: owner.firstName, lastName: owner.lastName, source: 'bike-registration', userId: user.id }, request.log);
      } catch (error) {
        // The error may quote the address: its code only.
        request.log.warn({ code: (error as { code?: unknown }).code }, 'newsletter subscription from a bike registration failed');
      }
    }
    if (owner) {
      try {
        // In the account's language, else this page's; the bike's own brand (the site's, checked above).
        const facts = await warrantyMailFacts(ctx.db, row);
        if (facts) await ctx.mailer.send(bikeRegisteredMail(ctx.config, brandOf(request, ctx.config), facts.reader, row.locale, { bike: facts.bike, warranty: frameWarranty(row.purchaseDate, row.status) }));
      } catch (error) {
        // The registration stands; the mail is a courtesy.
        request.log.error({ code: (error as { code?: unknown }).code }, 'bike registration mail could not be sent');
      }
    }
    reply.status(201).header('cache-control', 'no-store');
    return { result: await view(request, row) };
  });

  app.put('/b2c/v1/warranty/update-register-bike', { schema: { summary: 'Change a bike registration (not once approved)', tags: ['warranty'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const input = parseInput(updateRegisteredBikeSchema, request.body);
    const [row] = await ctx.db.select().from(bikeRegistrations).where(and(eq(bikeRegistrations.id, input.id), eq(bikeRegistrations.userId, user.id)));
    if (!row) throw registrationNotFound();
    if (row.status === 'approved') throw registrationLocked();
    // A rejected registration comes back for review, unless someone registered the frame since.
    if (row.status === 'rejected' && (await liveRegistrationOf(row.serial, row.id))) throw serialAlreadyRegistered();
    const serial = await findSerial(ctx.db, row.serial);
    if (serial) await checkSaleOf(serial, user, input.purchaseDate);
    await checkRegistrationFiles(ctx.db, user.id, input.proofOfPurchase, input.photos);
    let updated: BikeRegistrationRow | undefined;
    try {
      [updated] = await ctx.db
        .update(bikeRegistrations)
        .set({
          ...registrationColumns(input),
          status: 'submitted',
          rejectionReason: null,
          rejectionNote: null,
          decidedAt: null,
          updatedAt: new Date(),
        })
        // The status guard makes a concurrent approval win over this change.
        .where(and(eq(bikeRegistrations.id, row.id), ne(bikeRegistrations.status, 'approved')))
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw serialAlreadyRegistered();
      throw error;
    }
    if (!updated) throw registrationLocked();
    reply.header('cache-control', 'no-store');
    return { result: await view(request, updated) };
  });

  app.get<{ Params: { id: string } }>('/b2c/v1/warranty/registration/:id', { schema: { summary: 'One bike registration', tags: ['warranty'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const row = await readableRegistration(user, request.params.id);
    reply.header('cache-control', 'no-store');
    return { result: user.role === 'admin' ? await adminView(request, row) : await view(request, row) };
  });

  app.get('/b2c/v1/warranty/registrations', { schema: { summary: 'The signed-in user\'s bike registrations, newest first; every rider\'s with scope=all (admin)', tags: ['warranty'] } as object }, async (request, reply) => {
    const scope = (request.query as { scope?: unknown }).scope;
    if (scope === 'all') {
      await requireAdmin(request, ctx);
      const query = registrationListQuery(request);
      reply.header('cache-control', 'no-store');
      return { result: await registrationPage(ctx.db, query, readerLanguage(request)) };
    }
    const user = await requireUser(request, ctx);
    if (scope !== undefined && scope !== '') throw badRequest('VALIDATION_ERROR', 'scope: Scope is invalid (expected all)', [{ path: 'scope', message: 'Scope is invalid' }]);
    const status = (request.query as { status?: unknown }).status;
    if (status !== undefined && !REGISTRATION_STATUSES.includes(status as RegistrationStatus)) {
      throw badRequest('VALIDATION_ERROR', `status: Status is invalid (expected ${REGISTRATION_STATUSES.join(', ')})`);
    }
    const rows = await ctx.db
      .select()
      .from(bikeRegistrations)
      .where(and(eq(bikeRegistrations.userId, user.id), status ? eq(bikeRegistrations.status, status as RegistrationStatus) : undefined))
      .orderBy(desc(bikeRegistrations.createdAt))
      .limit(100);
    reply.header('cache-control', 'no-store');
    return { result: await registrationViews(ctx.db, rows, readerLanguage(request)) };
  });

  await registerRegistrationAdminRoutes(app, ctx);

  app.get('/b2c/v1/equipment', { schema: { summary: 'The bikes the signed-in user bought or registered, with their warranty', tags: ['warranty'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    reply.header('cache-control', 'no-store');
    return { result: await equipmentOf(ctx.db, user, brandOf(request, ctx.config), readerLanguage(request)) };
  });
}
