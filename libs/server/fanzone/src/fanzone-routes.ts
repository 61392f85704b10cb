/**
 * The fan zone's calls (spec points 1, 4, 7). Riders send a photo they uploaded to
 * POST /b2c/v1/upload/fanzone; admins decide on it; everyone sees the approved ones.
 *
 *   POST   /b2c/v1/fanzone/submissions          rider: send a photo (caption, concept, consent)
 *   GET    /b2c/v1/fanzone/my-submissions      rider: their own, with status and reason
 *   DELETE /b2c/v1/fanzone/submissions/{id}     rider: withdraw one (it leaves the gallery)
 *   GET    /b2c/v1/fanzone/gallery?page=        everyone: the brand's approved photos
 *   GET    /b2c/v1/fanzone/submissions          admin: the queue, by status, paged
 *   POST   /b2c/v1/fanzone/submissions/{id}     admin: {status, reason, note}
 */
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, inArray, or } from 'drizzle-orm';
import {
  FANZONE_MAX_PAGE,
  FANZONE_MAX_WAITING,
  FANZONE_PAGE_SIZE,
  FANZONE_STATUSES,
  fanzoneDecisionSchema,
  fanzoneSubmissionSchema,
  type FanzoneGalleryPage,
  type FanzoneStatus,
} from '@bike/shared/domain';
import { badRequest, brandOf, cacheVersionsMayHaveMoved, isBrandKey, isUniqueViolation, parseInput, readCacheMs, VersionedReadCache, type ServerContext, localeOf } from '@bike/server/core';
import { requireAdmin, requireUser, users } from '@bike/server/accounts';
import { findOwnedUploads, invalidFiles, setUploadVisibility, uploads, type UploadRow } from '@bike/server/uploads';
import { concepts } from '@bike/server/configurator';
import { auditTrailOf, recordAdminAction } from '@bike/server/audit';
import { mailLocale } from '@bike/server/mail';
import { fanzoneSubmissions, type FanzoneSubmissionRow } from './schema';
import { toGalleryPhoto, toSubmission } from './fanzone-views';
import { photoAlreadySubmitted, submissionNotFound, tooManyWaiting } from './fanzone-errors';
import { fanzoneDecisionMail } from './fanzone-mails';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Submissions per page of the admin's queue. */
export const QUEUE_PAGE_SIZE = 50;

/** A page number from the query: absent is 1; anything but 1..max is a 400, never a deep scan. */
function pageOf(request: FastifyRequest, max: number): number {
  const raw = (request.query as { page?: unknown } | undefined)?.page;
  if (raw === undefined || raw === '') return 1;
  const page = typeof raw === 'string' && /^\d{1,4}$/.test(raw) ? Number(raw) : NaN;
  if (!Number.isInteger(page) || page < 1 || page > max) throw badRequest('VALIDATION_ERROR', `page: Page is invalid (1 to ${max})`, [{ path: 'page', message: 'Page is invalid' }]);
  return page;
}

function statusOf(request: FastifyRequest): FanzoneStatus | undefined {
  const raw = (request.query as { status?: unknown } | undefined)?.status;
  if (raw === undefined || raw === '') return undefined;
  if (!FANZONE_STATUSES.includes(raw as FanzoneStatus)) throw badRequest('VALIDATION_ERROR', `status: Status is invalid (expected ${FANZONE_STATUSES.join(', ')})`, [{ path: 'status', message: 'Status is invalid' }]);
  return raw as FanzoneStatus;
}

/**
 * Gallery pages per brand and page number; dropped whenever the content version moves (a
 * decision or a withdrawal). A concept hidden since keeps its "build this bike" link for at most
 * READ_CACHE_MS (a concept still opens by its code; hiding only takes it out of the lists).
 */
const galleryPages = new VersionedReadCache<FanzoneGalleryPage>({ kinds: ['content'], maxEntries: 500, ttlMs: readCacheMs() });

export async function registerFanzoneRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  async function uploadsOf(rows: FanzoneSubmissionRow[]): Promise<Map<string, UploadRow>> {
    if (rows.length === 0) return new Map();
    const found = await ctx.db.select().from(uploads).where(inArray(uploads.id, rows.map((r) => r.uploadId)));
    return new Map(found.map((u) => [u.id, u]));
  }

  /** The concept a photo links to must exist for this brand and be visible, or be the rider's own. */
  async function checkConcept(code: string | null, brand: string, userId: string): Promise<void> {
    if (!code) return;
    const [concept] = await ctx.db
      .select({ code: concepts.code })
      .from(concepts)
      .where(and(eq(concepts.code, code), eq(concepts.brand, brand), or(eq(concepts.visible, true), eq(concepts.userId, userId))));
    if (!concept) throw badRequest('VALIDATION_ERROR', 'conceptCode: Concept code is invalid', [{ path: 'conceptCode', message: 'Concept code is invalid' }]);
  }

  app.post('/b2c/v1/fanzone/submissions', { schema: { summary: 'Send a photo to the fan zone', tags: ['fanzone'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const input = parseInput(fanzoneSubmissionSchema, request.body);
    const brand = brandOf(request, ctx.config);
    const [photo] = await findOwnedUploads(ctx.db, user.id, [input.photo], 'fanzone');
    if (!photo || photo.kind !== 'image') throw invalidFiles([{ path: 'photo', message: 'Photo is invalid' }]);
    await checkConcept(input.conceptCode, brand, user.id);
    const [waiting] = await ctx.db
      .select({ n: count() })
      .from(fanzoneSubmissions)
      .where(and(eq(fanzoneSubmissions.userId, user.id), eq(fanzoneSubmissions.status, 'submitted')));
    if ((waiting?.n ?? 0) >= FANZONE_MAX_WAITING) throw tooManyWaiting(FANZONE_MAX_WAITING);
    let row: FanzoneSubmissionRow | undefined;
    try {
      [row] = await ctx.db
        .insert(fanzoneSubmissions)
        .values({ userId: user.id, brand, uploadId: photo.id, caption: input.caption, conceptCode: input.conceptCode, locale: localeOf(request) })
        .returning();
    } catch (error) {
      if (isUniqueViolation(error)) throw photoAlreadySubmitted();
      throw error;
    }
    if (!row) throw new Error('fan-zone insert returned nothing');
    reply.status(201).header('cache-control', 'no-store');
    return { result: toSubmission(row, photo) };
  });

  app.get('/b2c/v1/fanzone/my-submissions', { schema: { summary: 'The signed-in rider\'s fan-zone photos, newest first', tags: ['fanzone'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    const rows = await ctx.db.select().from(fanzoneSubmissions).where(eq(fanzoneSubmissions.userId, user.id)).orderBy(desc(fanzoneSubmissions.createdAt)).limit(100);
    const files = await uploadsOf(rows);
    reply.header('cache-control', 'no-store');
    return { result: rows.map((row) => toSubmission(row, files.get(row.uploadId))) };
  });

  app.delete<{ Params: { id: string } }>('/b2c/v1/fanzone/submissions/:id', { schema: { summary: 'Withdraw one of your fan-zone photos', tags: ['fanzone'] } as object }, async (request, reply) => {
    const user = await requireUser(request, ctx);
    if (!UUID.test(request.params.id)) throw submissionNotFound();
    const removed = await ctx.db.transaction(async (tx) => {
      const [row] = await tx.delete(fanzoneSubmissions).where(and(eq(fanzoneSubmissions.id, request.params.id), eq(fanzoneSubmissions.userId, user.id))).returning();
      // The file stays the rider's (they may send it again) but is no one else's to see.
      if (row) await setUploadVisibility(tx, [row.uploadId], 'private');
      return row;
    });
    if (!removed) throw submissionNotFound();
    // The gallery cache of this process looks at the versions at its next read, not at the next poll.
    cacheVersionsMayHaveMoved(ctx.db);
    reply.header('cache-control', 'no-store');
    return { result: { id: removed.id, deleted: true } };
  });

  /** One gallery page of a brand, read from the database. */
  async function galleryPage(brand: string, page: number): Promise<FanzoneGalleryPage> {
    const approved = and(eq(fanzoneSubmissions.brand, brand), eq(fanzoneSubmissions.status, 'approved'));
    const [total] = await ctx.db.select({ n: count() }).from(fanzoneSubmissions).where(approved);
    const rows = await ctx.db
      .select({ submission: fanzoneSubmissions, upload: uploads, firstName: users.firstName, conceptVisible: concepts.visible })
      .from(fanzoneSubmissions)
      .innerJoin(uploads, eq(uploads.id, fanzoneSubmissions.uploadId))
      .innerJoin(users, eq(users.id, fanzoneSubmissions.userId))
      .leftJoin(concepts, eq(concepts.code, fanzoneSubmissions.conceptCode))
      .where(approved)
      .orderBy(desc(fanzoneSubmissions.decidedAt), desc(fanzoneSubmissions.id))
      .limit(FANZONE_PAGE_SIZE)
      .offset((page - 1) * FANZONE_PAGE_SIZE);
    const n = total?.n ?? 0;
    return {
      photos: rows.map((r) => toGalleryPhoto(r.submission, r.upload, r.firstName, r.conceptVisible === true)),
      page,
      pages: Math.max(1, Math.ceil(n / FANZONE_PAGE_SIZE)),
      total: n,
    };
  }

  app.get('/b2c/v1/fanzone/gallery', { schema: { summary: 'The brand\'s approved fan-zone photos, newest first', tags: ['fanzone'] } as object }, async (request, reply): Promise<{ result: FanzoneGalleryPage }> => {
    const page = pageOf(request, FANZONE_MAX_PAGE);
    const brand = brandOf(request, ctx.config);
    // Kept until the content version moves (a decision or a withdrawal: the table's trigger), on any replica.
    const result = await galleryPages.read(ctx.db, `${brand}:${page}`, () => galleryPage(brand, page));
    // Moderation must show at once: caches outside may keep it only while they check back.
    reply.header('cache-control', 'no-cache');
    return { result };
  });

  app.get('/b2c/v1/fanzone/submissions', { schema: { summary: 'Fan-zone submissions to moderate (admin)', tags: ['fanzone', 'admin'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    const status = statusOf(request);
    const page = pageOf(request, 10_000);
    const where = status ? eq(fanzoneSubmissions.status, status) : undefined;
    const [total] = await ctx.db.select({ n: count() }).from(fanzoneSubmissions).where(where);
    const rows = await ctx.db
      .select({ submission: fanzoneSubmissions, firstName: users.firstName, lastName: users.lastName, email: users.email })
      .from(fanzoneSubmissions)
      .innerJoin(users, eq(users.id, fanzoneSubmissions.userId))
      .where(where)
      // The waiting queue oldest first (first come, first served); decided ones newest first.
      .orderBy(status === 'submitted' ? asc(fanzoneSubmissions.createdAt) : desc(fanzoneSubmissions.updatedAt), asc(fanzoneSubmissions.id))
      .limit(QUEUE_PAGE_SIZE)
      .offset((page - 1) * QUEUE_PAGE_SIZE);
    const files = await uploadsOf(rows.map((r) => r.submission));
    reply.header('cache-control', 'no-store');
    return {
      result: {
        submissions: rows.map((r) => ({
          ...toSubmission(r.submission, files.get(r.submission.uploadId)),
          brand: r.submission.brand,
          locale: r.submission.locale,
          author: { firstName: r.firstName, lastName: r.lastName, email: r.email },
        })),
        page,
        pages: Math.max(1, Math.ceil((total?.n ?? 0) / QUEUE_PAGE_SIZE)),
        total: total?.n ?? 0,
      },
    };
  });

  app.get<{ Params: { id: string } }>('/b2c/v1/fanzone/submissions/:id/history', { schema: { summary: 'What admins did to a fan-zone photo, oldest first (admin)', tags: ['fanzone', 'admin'] } as object }, async (request, reply) => {
    await requireAdmin(request, ctx);
    if (!UUID.test(request.params.id)) throw submissionNotFound();
    reply.header('cache-control', 'no-store');
    return { result: await auditTrailOf(ctx.db, 'fanzone-submission', request.params.id.toLowerCase()) };
  });

  app.post<{ Params: { id: string } }>('/b2c/v1/fanzone/submissions/:id', { schema: { summary: 'Approve or reject a fan-zone photo (admin)', tags: ['fanzone', 'admin'] } as object }, async (request, reply) => {
    const admin = await requireAdmin(request, ctx);
    const decision = parseInput(fanzoneDecisionSchema, request.body);
    if (!UUID.test(request.params.id)) throw submissionNotFound();
    const change = await ctx.db.transaction(async (tx) => {
      const [before] = await tx.select().from(fanzoneSubmissions).where(eq(fanzoneSubmissions.id, request.params.id)).for('update');
      if (!before) return undefined;
      const decided = decision.status !== 'submitted';
      const [after] = await tx
        .update(fanzoneSubmissions)
        .set({
          status: decision.status,
          reason: decision.status === 'rejected' ? decision.reason : null,
          note: decision.status === 'rejected' ? decision.note : null,
          decidedBy: decided ? admin.id : null,
          decidedAt: decided ? new Date() : null,
          updatedAt: new Date(),
        })
        .where(eq(fanzoneSubmissions.id, before.id))
        .returning();
      // The file is public exactly while its photo is in the gallery.
      await setUploadVisibility(tx, [before.uploadId], decision.status === 'approved' ? 'public' : 'private');
      const state = (row: FanzoneSubmissionRow) => ({ status: row.status, reason: row.reason ?? null, note: row.note ?? null });
      await recordAdminAction(tx, { admin, action: `fanzone.${decision.status}`, subjectType: 'fanzone-submission', subjectId: before.id, before: state(before), after: state(after!) });
      return { before, after: after! };
    });
    if (!change) throw submissionNotFound();
    cacheVersionsMayHaveMoved(ctx.db);
    const { before, after } = change;
    if (after.status !== before.status && after.status !== 'submitted') {
      const [owner] = await ctx.db.select({ email: users.email, firstName: users.firstName, locale: users.locale }).from(users).where(eq(users.id, after.userId));
      if (owner) {
        // The rider's language (account setting, else the page they sent it from); the brand of the fan zone it was sent to, not the admin's site.
        const locale = mailLocale({ account: owner.locale, page: after.locale });
        const sending = { brand: isBrandKey(after.brand) ? after.brand : brandOf(request, ctx.config), origin: ctx.config.publicOrigin };
        const decision = { status: after.status, caption: after.caption, conceptCode: after.conceptCode ?? null, reason: after.reason ?? null, note: after.note ?? null };
        try {
          await ctx.mailer.send(fanzoneDecisionMail(sending, locale, owner, decision));
        } catch (error) {
          // The decision stands; the mail is a courtesy (its code only: the error may quote the address).
          request.log.error({ code: (error as { code?: unknown }).code }, 'fan-zone decision mail could not be sent');
        }
      }
    }
    const [file] = await ctx.db.select().from(uploads).where(eq(uploads.id, after.uploadId));
    reply.header('cache-control', 'no-store');
    return { result: toSubmission(after, file) };
  });
}
