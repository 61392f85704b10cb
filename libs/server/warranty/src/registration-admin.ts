/**
 * The admin side of bike registrations (issue 15 items 1 and 4):
 *
 *   GET  /b2c/v1/warranty/registrations?scope=all&status=&brand=&q=&page=   every rider's, 50 a page
 *   POST /b2c/v1/warranty/registration/{id}/decision                          {status, reason, note}
 *   GET  /b2c/v1/warranty/registration/{id}/history                           the audit trail
 *
 * The list shares its path with the rider's own list (warranty-routes.ts), which hands over here
 * for scope=all. A decision is one transaction with its audit row; the rider's mail follows the commit.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { and, asc, count, desc, eq, ilike, or, sql, type SQL } from 'drizzle-orm';
import {
  BRAND_KEYS,
  frameWarranty,
  hasControlCharacters,
  normaliseSerial,
  REGISTRATION_ADMIN_MAX_PAGE,
  REGISTRATION_ADMIN_PAGE_SIZE,
  REGISTRATION_SEARCH_MAX,
  REGISTRATION_STATUSES,
  registrationDecisionSchema,
  type BikeRegistrationAdminPage,
  type RegistrationDecisionInput,
  type RegistrationStatus,
} from '@bike/shared/domain';
import { badRequest, brandOf, isBrandKey, isUniqueViolation, parseInput, type Db, type ServerContext } from '@bike/server/core';
import { requireAdmin, users, type AuthenticatedUser } from '@bike/server/accounts';
import { auditTrailOf, recordAdminAction } from '@bike/server/audit';
import type { Language } from '@bike/shared/i18n/locales';
import { readerLanguage } from './design-names';
import { registrationAdminViews } from './registration-view';
import { bikeRegistrations, type BikeRegistrationRow } from './schema';
import { registrationNotFound, serialTakenByAnother } from './warranty-errors';
import { registrationDecisionMail } from './warranty-mails';
import { warrantyMailFacts } from './warranty-mail-facts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** The audit log's name for a registration. */
const SUBJECT_TYPE = 'bike-registration';

export interface RegistrationListQuery {
  status: RegistrationStatus | undefined;
  brand: string | undefined;
  search: string | undefined;
  page: number;
}

/** A 400 naming the query parameter, as the body validation names a field. */
const invalidQuery = (field: string, label: string, expected = '') =>
  badRequest('VALIDATION_ERROR', `${field}: ${label} is invalid${expected}`, [{ path: field, message: `${label} is invalid` }]);

/** One query parameter as text; absent and empty are the same, a repeated one is refused. */
function queryText(request: FastifyRequest, field: string, label: string): string | undefined {
  const raw = (request.query as Record<string, unknown> | undefined)?.[field];
  if (raw === undefined || raw === '') return undefined;
  if (typeof raw !== 'string') throw invalidQuery(field, label);
  return raw;
}

/** The filters of the admin's list, each checked: a wrong one is a 400, never an empty page. */
export function registrationListQuery(request: FastifyRequest): RegistrationListQuery {
  const status = queryText(request, 'status', 'Status');
  if (status !== undefined && !REGISTRATION_STATUSES.includes(status as RegistrationStatus)) throw invalidQuery('status', 'Status', ` (expected ${REGISTRATION_STATUSES.join(', ')})`);
  const brand = queryText(request, 'brand', 'Brand');
  if (brand !== undefined && !isBrandKey(brand)) throw invalidQuery('brand', 'Brand', ` (expected ${BRAND_KEYS.join(', ')})`);
  const search = queryText(request, 'q', 'Search')?.trim();
  if (search !== undefined && (search.length > REGISTRATION_SEARCH_MAX || hasControlCharacters(search))) throw invalidQuery('q', 'Search', ` (up to ${REGISTRATION_SEARCH_MAX} characters, no control characters)`);
  const rawPage = queryText(request, 'page', 'Page') ?? '1';
  const page = /^\d{1,4}$/.test(rawPage) ? Number(rawPage) : NaN;
  // Deep pages are not worth a query: past the last one is a 400 too.
  if (!(page >= 1 && page <= REGISTRATION_ADMIN_MAX_PAGE)) throw invalidQuery('page', 'Page', ` (1 to ${REGISTRATION_ADMIN_MAX_PAGE})`);
  return { status: status as RegistrationStatus | undefined, brand, search: search || undefined, page };
}

/** LIKE's wildcards typed by the admin are literal characters. */
const likeContaining = (text: string) => `%${text.replace(/[\\%_]/g, '\\$&')}%`;

/** A search finds a frame number (typed with spaces or dashes, as riders do) or the owner's email. */
function searchCondition(search: string): SQL | undefined {
  const serial = /^[\d\s-]+$/.test(search) ? normaliseSerial(search) : search;
  return or(ilike(bikeRegistrations.serial, likeContaining(serial)), ilike(users.email, likeContaining(search)));
}

/**
 * One page of every rider's registrations. Waiting ones come first, oldest first (first come,
 * first served); decided ones follow, newest decision first. With a status filter only one of
 * the two groups is left, so the same order serves every tab.
 */
export async function registrationPage(db: Db, query: RegistrationListQuery, language: Language = 'en'): Promise<BikeRegistrationAdminPage> {
  const where = and(
    query.status ? eq(bikeRegistrations.status, query.status) : undefined,
    query.brand ? eq(bikeRegistrations.brand, query.brand) : undefined,
    query.search ? searchCondition(query.search) : undefined,
  );
  const waiting = sql`${bikeRegistrations.status} = 'submitted'`;
  const [total] = await db.select({ n: count() }).from(bikeRegistrations).innerJoin(users, eq(users.id, bikeRegistrations.userId)).where(where);
  const rows = await db
    .select({ registration: bikeRegistrations })
    .from(bikeRegistrations)
    .innerJoin(users, eq(users.id, bikeRegistrations.userId))
    .where(where)
    .orderBy(desc(waiting), asc(sql`case when ${waiting} then ${bikeRegistrations.createdAt} end`), sql`${bikeRegistrations.decidedAt} desc nulls last`, desc(bikeRegistrations.createdAt), asc(bikeRegistrations.id))
    .limit(REGISTRATION_ADMIN_PAGE_SIZE)
    .offset((query.page - 1) * REGISTRATION_ADMIN_PAGE_SIZE);
  const n = total?.n ?? 0;
  return {
    registrations: await registrationAdminViews(db, rows.map((r) => r.registration), language),
    page: query.page,
    pages: Math.max(1, Math.ceil(n / REGISTRATION_ADMIN_PAGE_SIZE)),
    total: n,
  };
}

/** What the audit log keeps of a registration before and after a decision. */
const decisionState = (row: BikeRegistrationRow) => ({ status: row.status, reason: row.rejectionReason ?? null, note: row.rejectionNote ?? null });

/**
 * Applies a decision in one transaction with its audit row, the row locked meanwhile (two admins
 * deciding at once: the second sees the first's result as its "before"). Putting a registration
 * back to approved or waiting while another registration of its frame holds the serial breaks
 * the live-serial unique index: 409. Undefined when there is no such registration.
 */
async function decide(db: Db, admin: AuthenticatedUser, id: string, decision: RegistrationDecisionInput): Promise<{ before: BikeRegistrationRow; after: BikeRegistrationRow } | undefined> {
  const rejected = decision.status === 'rejected';
  try {
    return await db.transaction(async (tx) => {
      const [before] = await tx.select().from(bikeRegistrations).where(eq(bikeRegistrations.id, id)).for('update');
      if (!before) return undefined;
      const [after] = await tx
        .update(bikeRegistrations)
        .set({
          status: decision.status,
          // A reason and a note only mean something next to a rejection.
          rejectionReason: rejected ? decision.reason : null,
          rejectionNote: rejected ? decision.note : null,
          decidedAt: decision.status === 'submitted' ? null : new Date(),
          updatedAt: new Date(),
        })
        .where(eq(bikeRegistrations.id, before.id))
        .returning();
      if (!after) throw new Error('registration update returned nothing');
      await recordAdminAction(tx, { admin, action: `registration.${decision.status}`, subjectType: SUBJECT_TYPE, subjectId: before.id, before: decisionState(before), after: decisionState(after) });
      return { before, after };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw serialTakenByAnother();
    throw error;
  }
}

/**
 * The rider hears of a new approval or rejection, in the account's language (else the page's the
 * bike was registered from) and the registration's brand, not the admin's; a failed mail never
 * undoes the decision.
 */
async function mailDecision(ctx: ServerContext, request: FastifyRequest, row: BikeRegistrationRow): Promise<void> {
  if (row.status === 'submitted') return;
  try {
    const facts = await warrantyMailFacts(ctx.db, row);
    if (!facts) return;
    const brand = isBrandKey(row.brand) ? row.brand : brandOf(request, ctx.config);
    const decision = { status: row.status, reason: row.rejectionReason ?? null, note: row.rejectionNote ?? null };
    await ctx.mailer.send(
      registrationDecisionMail(ctx.config, brand, facts.reader, row.locale, { registrationId: row.id, bike: facts.bike, decision, warranty: frameWarranty(row.purchaseDate, row.status) }),
    );
  } catch (error) {
    // Its code only: the error may quote the address.
    request.log.error({ code: (error as { code?: unknown }).code }, 'registration decision mail could not be sent');
  }
}

const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

export async function registerRegistrationAdminRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  app.post<{ Params: { id: string } }>(
    '/b2c/v1/warranty/registration/:id/decision',
    { schema: { summary: 'Approve or reject a bike registration, or put it back to waiting (admin)', tags: ['warranty', 'admin'] } as object },
    async (request, reply) => {
      const admin = await requireAdmin(request, ctx);
      const decision = parseInput(registrationDecisionSchema, request.body);
      if (!UUID.test(request.params.id)) throw registrationNotFound();
      const change = await decide(ctx.db, admin, request.params.id.toLowerCase(), decision);
      if (!change) throw registrationNotFound();
      const [view] = await registrationAdminViews(ctx.db, [change.after], readerLanguage(request));
      if (!view) throw registrationNotFound();
      if (change.after.status !== change.before.status) await mailDecision(ctx, request, change.after);
      noStore(reply);
      return { result: view };
    },
  );

  app.get<{ Params: { id: string } }>(
    '/b2c/v1/warranty/registration/:id/history',
    { schema: { summary: 'What admins did to a bike registration, oldest first (admin)', tags: ['warranty', 'admin'] } as object },
    async (request, reply) => {
      await requireAdmin(request, ctx);
      if (!UUID.test(request.params.id)) throw registrationNotFound();
      noStore(reply);
      return { result: await auditTrailOf(ctx.db, SUBJECT_TYPE, request.params.id.toLowerCase()) };
    },
  );
}
