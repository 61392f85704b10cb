/**
 * The configurator's HTTP calls (spec point 7): input schemas, who asks, the address limits and
 * status codes. The rules are the service's (configurator-service.ts), the SQL its queries'.
 */
import type { FastifyInstance, FastifyReply, FastifyRequest, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { CHOICE_VALUE, configuratorHelpSchema, familiesQuerySchema, pricelistQuerySchema, saveConceptSchema } from '@bike/shared/domain';
import { LANGUAGES } from '@bike/shared/i18n/locales';
import {
  ApiError, badRequest, brandOf, clientIp, enforceLimits, parseInput, RateLimiter, sharedLimiterOptions, verifyCaptcha, type ServerContext,
} from '@bike/server/core';
import { optionalUser, requireUser } from '@bike/server/accounts';
import { SheetsBusy, type ConceptPdfPoolOptions } from './concept-pdf-pool';
import { createConfiguratorService } from './configurator-service';
import { helpMailSender } from './help-mails';
import { codeNotFound, modelNotFound, sheetsBusy } from './configurator-errors';
import type { ConceptRow } from './schema';

export { CONCEPT_LIST_LIMIT, VIEWS_PER_VISITOR_DAY, NOT_A_VIEWER, viewSlots, checksumOf } from './configurator-service';

/** Codes are guessable only by trying: 30 misses per address in 10 minutes, then 429. */
export const CODE_MISSES = { max: 30, windowSeconds: 600 } as const;
/** Saving without an account: 60 concepts an hour per address. */
export const ANONYMOUS_SAVES = { max: 60, windowSeconds: 3600 } as const;
/** Chat helper messages to support: 5 an hour per address (each also needs a solved captcha). */
export const HELP_MESSAGES = { max: 5, windowSeconds: 3600 } as const;
/**
 * Spec sheets made (not served from the sheet cache): 20 per address in 10 minutes. A sheet
 * costs a worker about 150 ms, and every public concept in each of the 86 locales is a sheet of its own.
 */
export const SHEET_RENDERS = { max: 20, windowSeconds: 600 } as const;

export interface ConfiguratorRouteOptions {
  /** The sheet renderers' size and queue (default from PDF_WORKERS and PDF_QUEUE). */
  sheets?: ConceptPdfPoolOptions;
}

const route = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, summary: string, handler: (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>) =>
  app.route({ method, url, schema: { summary, tags: ['configurator'] } as FastifySchema, handler });

const codeParam = v.object({ code: v.string() });
/** The shopper's discount code (?voucher=, as the price lists take it): prices then come with that voucher instead of the locale's. */
const voucher = pricelistQuerySchema.entries.voucher;
const localeQuery = v.object({ locale: familiesQuerySchema.entries.locale, voucher });
const listQuery = v.object({
  locale: familiesQuerySchema.entries.locale,
  voucher,
  brand: familiesQuerySchema.entries.brand,
  family: v.optional(v.pipe(v.string(), v.maxLength(64, 'family is too long'))),
  model: v.optional(v.pipe(v.string(), v.regex(CHOICE_VALUE, 'model is invalid'))),
  limit: v.optional(v.pipe(v.string(), v.regex(/^\d{1,3}$/, 'limit is invalid'), v.transform(Number), v.minValue(1, 'limit is invalid'))),
});
const groupsetsQuery = v.object({
  target: v.optional(v.pipe(v.string(), v.regex(CHOICE_VALUE, 'target is invalid'))),
  lang: v.picklist(LANGUAGES, 'lang must be one of de, en, es, fr, it, nl'),
  currency: v.pipe(v.string(), v.regex(/^[A-Z]{3}$/, 'currency is invalid')),
});
const codeBody = v.object({ code: v.unknown() });

/** The configurator and concept calls of spec point 7. */
export async function registerConfiguratorRoutes(app: FastifyInstance, ctx: ServerContext, options: ConfiguratorRouteOptions = {}): Promise<void> {
  const limiter = (name: string, limit: { max: number; windowSeconds: number }) => new RateLimiter(name, limit, sharedLimiterOptions(ctx));
  const codeMisses = limiter('concept-code-misses', CODE_MISSES);
  const anonymousSaves = limiter('concept-saves', ANONYMOUS_SAVES);
  const helpMessages = limiter('configurator-help', HELP_MESSAGES);
  const sheetRenders = limiter('concept-sheet-renders', SHEET_RENDERS);
  const sendHelpMails = helpMailSender(ctx);
  const service = createConfiguratorService(ctx, options);
  app.addHook('onClose', async () => service.close());

  /** A concept by a typed or linked code; a miss counts against the caller's address. */
  async function conceptByCode(request: FastifyRequest, reply: FastifyReply, raw: unknown): Promise<ConceptRow> {
    const row = await service.conceptOfCode(raw, brandOf(request, ctx.config));
    if (!row) {
      await enforceLimits(reply, [codeMisses, clientIp(request)]);
      throw codeNotFound();
    }
    return row;
  }

  route(app, 'GET', '/V1/customizer/model/:code', 'A configurable model: groupsets, sizes with stack and reach, designs, parts, builds with prices and factory stock', async (request) => {
    const { code } = parseInput(codeParam, request.params);
    const query = parseInput(v.object({ ...familiesQuerySchema.entries, voucher }), request.query);
    if (!CHOICE_VALUE.test(code)) throw modelNotFound();
    return { result: await service.shopperModel(code, query.brand ?? brandOf(request, ctx.config), query.locale, query.voucher) };
  });

  route(app, 'GET', '/V1/customizer/:id/groupsets', 'The groupsets of a model with their price and the difference to the target groupset', async (request) => {
    const { code } = parseInput(codeParam, { code: (request.params as { id: string }).id });
    const query = parseInput(groupsetsQuery, request.query);
    return { result: await service.groupsetPrices(code, brandOf(request, ctx.config), query) };
  });

  route(app, 'POST', '/b2c/v1/concepts', 'Save a configuration as a concept (the same build answers the same concept)', async (request, reply) => {
    const input = parseInput(saveConceptSchema, request.body);
    const user = await optionalUser(request, ctx);
    const saved = await service.saveConcept(input, brandOf(request, ctx.config), { userId: user?.id }, () => enforceLimits(reply, [anonymousSaves, clientIp(request)]));
    return reply.status(saved.created ? 201 : 200).send({ result: saved.concept });
  });

  /** Visible concepts of a brand: newest first, or by views (the popular builds). */
  async function listVisible(request: FastifyRequest, order: 'newest' | 'popular') {
    const query = parseInput(listQuery, request.query);
    const brand = query.brand ?? brandOf(request, ctx.config);
    return { result: await service.visibleList({ brand, order, model: query.model, family: query.family, limit: query.limit }, query.locale, query.voucher) };
  }

  route(app, 'GET', '/b2c/v1/concepts', 'Visible concepts of a brand, newest first [&family&model&limit]', (request) => listVisible(request, 'newest'));
  route(app, 'GET', '/customizer/generatedconfigs', 'Generated configurations (visible concepts), newest first [&model&family&limit]', (request) => listVisible(request, 'newest'));
  route(app, 'GET', '/customizer/popular/generatedconfigs', 'The most viewed generated configurations (view counts of the concept pages)', (request) => listVisible(request, 'popular'));

  route(app, 'GET', '/V1/inspirations/:id', 'An inspiration: a content configuration entry with its concept priced at the locale', async (request) => {
    const { id } = parseInput(v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id is invalid')) }), request.params);
    const query = parseInput(localeQuery, request.query);
    return { result: await service.inspiration(Number(id), query.locale, brandOf(request, ctx.config), query.voucher) };
  });

  route(app, 'GET', '/b2c/v1/concepts/mine', "The signed-in user's concepts, newest first", async (request) => {
    const user = await requireUser(request, ctx);
    const query = parseInput(localeQuery, request.query);
    return { result: await service.ridersConcepts(user.id, query.locale, query.voucher) };
  });

  route(app, 'GET', '/b2c/v1/concepts/:code', 'A concept by its code, priced and dated at the locale', async (request, reply) => {
    const { code } = parseInput(codeParam, request.params);
    const query = parseInput(localeQuery, request.query);
    const row = await conceptByCode(request, reply, code);
    const user = await optionalUser(request, ctx);
    return { result: await service.conceptAnswer(row, await service.localeOf(query.locale), user?.id, query.voucher) };
  });

  /**
   * 503 with Retry-After when the renderers are full: answered here, not thrown, because shedding
   * a flood is the pool doing its job, not a failure to log once per refused sheet. One warning a
   * minute at most tells the operator that PDF_WORKERS or PDF_QUEUE is being reached.
   */
  let busyWarnedAt = -Infinity;
  const answerBusy = (request: FastifyRequest, reply: FastifyReply, seconds: number) => {
    if (Date.now() - busyWarnedAt > 60_000) {
      busyWarnedAt = Date.now();
      request.log.warn('concept sheets refused: every sheet worker is busy and the sheet queue is full (PDF_WORKERS, PDF_QUEUE)');
    }
    return reply.status(503).header('retry-after', String(seconds)).send(sheetsBusy().toBody());
  };

  route(app, 'GET', '/b2c/v1/concepts/generate/pdf/:code/:locale', "A concept's spec sheet as PDF in the locale's language", async (request, reply) => {
    const params = parseInput(v.object({ code: v.string(), locale: v.string() }), request.params);
    const row = await conceptByCode(request, reply, params.code);
    const sheet = await service.sheetOf(row, params.locale);
    // Only a sheet that has to be made counts against the address, and when the renderers are
    // full it is refused before anything is read for it: a flood costs this thread little.
    if (!(await sheet.isKept())) {
      await enforceLimits(reply, [sheetRenders, clientIp(request)]);
      const wait = service.sheetRefusalWait();
      if (wait > 0) return answerBusy(request, reply, wait);
    }
    const pdf = await sheet.make().catch((error: unknown) => (error instanceof SheetsBusy ? error : Promise.reject(error)));
    if (pdf instanceof SheetsBusy) return answerBusy(request, reply, pdf.retryAfterSeconds);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.brand}-${row.code}-${sheet.locale.code}.pdf"`)
      .header('cache-control', 'private, max-age=300')
      .send(pdf);
  });

  route(app, 'POST', '/b2c/v1/configurator/help', "The chat helper's message to the brand's support mailbox (needs a solved captcha)", async (request, reply) => {
    const input = parseInput(configuratorHelpSchema, request.body);
    await enforceLimits(reply, [helpMessages, clientIp(request)]);
    const captcha = await verifyCaptcha(ctx, input.captcha, { remoteIp: request.ip });
    if (!captcha.ok && captcha.reason === 'unavailable') throw new ApiError(503, 'CAPTCHA_UNAVAILABLE', 'The captcha could not be checked. Please try again later');
    if (!captcha.ok) throw badRequest('CAPTCHA_INVALID', 'Please confirm that you are not a robot', [{ path: 'captcha', message: `captcha ${captcha.reason}` }]);
    await sendHelpMails(request, brandOf(request, ctx.config), input);
    return reply.status(202).send({ result: { sent: true } });
  });

  route(app, 'POST', '/b2c/v1/concepts/views/update', 'Count a view of a concept page and answer its views with this one (at most 10 a visitor a day)', async (request, reply) => {
    const { code } = parseInput(codeBody, request.body);
    const row = await conceptByCode(request, reply, code);
    // Only the page's script posts this, once per page view that is shown (never a prefetch, a
    // crawler's GET or the page cache).
    const user = await optionalUser(request, ctx);
    return { result: await service.countView(row, { userAgent: String(request.headers['user-agent'] ?? ''), userId: user?.id, address: clientIp(request) }) };
  });

  route(app, 'POST', '/b2c/v1/concepts/toggleVisibility', 'Show or hide a concept (its owner only)', async (request, reply) => {
    const user = await requireUser(request, ctx);
    const { code } = parseInput(codeBody, request.body);
    const row = await conceptByCode(request, reply, code);
    return { result: await service.toggleVisibility(row, user.id) };
  });

  route(app, 'DELETE', '/b2c/v1/concepts/:code', 'Delete a concept (its owner only)', async (request, reply) => {
    const user = await requireUser(request, ctx);
    const { code } = parseInput(codeParam, request.params);
    const row = await conceptByCode(request, reply, code);
    await service.deleteConcept(row, user.id);
    return reply.status(204).send();
  });
}
