import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { and, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  canonicalConfiguration, CHOICE_VALUE, configuratorHelpSchema, conceptCodeFrom, familiesQuerySchema, invalidChoice, pricelistQuerySchema, readConceptCode,
  saveConceptSchema, type Concept, type ConfigurationChoices, type CustomizerGroupsetPrice, type CustomizerModel, type LocaleEntry, brandShortName } from '@bike/shared/domain';
import { LANGUAGES, toBcp47, type Language } from '@bike/shared/i18n/locales';
import {
  ApiError, badRequest, brandOf, clientIp, enforceLimits, notFound, parseInput, RateLimiter, sharedLimiterOptions, verifyCaptcha, VersionedReadCache,
  type ServerContext,
} from '@bike/server/core';
import { optionalUser, requireUser } from '@bike/server/accounts';
import { allLocales, catalogueLanguage, findLocaleOr404, requireLocale } from '@bike/server/catalogue';
import type { ConceptSheet } from './concept-pdf';
import { ConceptPdfPool, conceptPdfPoolOptions, SheetsBusy, type ConceptPdfPoolOptions } from './concept-pdf-pool';
import { toConcept } from './concept-view';
import { helpMailSender } from './help-mails';
import { inspirationEntry } from './inspiration-entry';
import { codeNotFound, invalidChoiceError, modelNotFound, notYourConcept, sheetsBusy, unableToLoad } from './configurator-errors';
import { concepts, conceptViews, type ConceptRow } from './schema';
import { readCustomizerModel, type ModelLocale } from './customizer-model';
import { withModelVoucher } from './model-voucher';

/** Listed concepts per call: the default and the most. */
export const CONCEPT_LIST_LIMIT = { default: 12, max: 48 } as const;
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
/**
 * Views of a concept page that count per visitor (account, else address) and concept a day
 * (issue 32 item 9): every page view counts, a reload too, up to this many, so one visitor
 * reloading cannot make a build popular.
 */
export const VIEWS_PER_VISITOR_DAY = 10;
/** Crawlers and link previews that say who they are are not viewers (they rarely run the page's script anyway). */
export const NOT_A_VIEWER = /googlebot|bingbot|yandex|baiduspider|duckduckbot|slurp|applebot|facebookexternalhit|twitterbot|linkedinbot|slackbot|discordbot|whatsapp|telegrambot|embedly|ahrefsbot|semrushbot|petalbot|gptbot|crawler|spider|lighthouse|\bbot\b/i;

/** The day's view slots of one visitor: the first is the bare key (as views were kept before), then key.1 … key.9. */
export const viewSlots = (visitor: string): string[] => Array.from({ length: VIEWS_PER_VISITOR_DAY }, (_, n) => (n === 0 ? visitor : `${visitor}.${n}`));

export interface ConfiguratorRouteOptions {
  /** The sheet renderers' size and queue (default from PDF_WORKERS and PDF_QUEUE). */
  sheets?: ConceptPdfPoolOptions;
}

const route = (app: FastifyInstance, method: 'GET' | 'POST' | 'DELETE', url: string, summary: string, handler: (request: FastifyRequest, reply: import('fastify').FastifyReply) => Promise<unknown>) =>
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

/** The same build is the same checksum, whatever order its choices came in. */
export const checksumOf = (model: string, choices: ConfigurationChoices): string =>
  createHash('sha256').update(canonicalConfiguration(model, choices)).digest('hex');

/** A model's locale with the locale entry (voucher, checkout flags) the voucher rules read. */
type PricedLocale = ModelLocale & { entry: LocaleEntry };

/** The brand's name as texts use it ("the Ardenne configurator"). */
const brandName = brandShortName;

/** The configurator and concept calls of spec point 7. */
export async function registerConfiguratorRoutes(app: FastifyInstance, ctx: ServerContext, options: ConfiguratorRouteOptions = {}): Promise<void> {
  const limiter = (name: string, limit: { max: number; windowSeconds: number }) => new RateLimiter(name, limit, sharedLimiterOptions(ctx));
  const codeMisses = limiter('concept-code-misses', CODE_MISSES);
  const anonymousSaves = limiter('concept-saves', ANONYMOUS_SAVES);
  const helpMessages = limiter('configurator-help', HELP_MESSAGES);
  const sendHelpMails = helpMailSender(ctx);
  const sheetRenders = limiter('concept-sheet-renders', SHEET_RENDERS);
  // Sheets are made in worker threads, never on the thread that answers every other call.
  const renderers = new ConceptPdfPool(options.sheets ?? conceptPdfPoolOptions());
  app.addHook('onClose', async () => renderers.close());
  const modelAt = readCustomizerModel;

  /** The model's locale, with the locale entry its voucher rules read. */
  async function localeOf(code: string): Promise<PricedLocale> {
    const locale = await requireLocale(ctx.db, code);
    return { code: locale.code, currency: locale.currency, vat: locale.vat, language: catalogueLanguage(locale.language), entry: locale };
  }

  /** A concept by a typed or linked code; a miss counts against the caller's address. */
  async function conceptByCode(request: FastifyRequest, reply: import('fastify').FastifyReply, raw: unknown): Promise<ConceptRow> {
    const read = readConceptCode(raw);
    if (!read.ok && read.reason === 'empty') throw badRequest('CODE_EMPTY', 'The code field is empty.');
    const [row] = read.ok ? await ctx.db.select().from(concepts).where(and(eq(concepts.code, read.code), eq(concepts.brand, brandOf(request, ctx.config)))) : [];
    if (!row) {
      await enforceLimits(reply, [codeMisses, clientIp(request)]);
      throw codeNotFound();
    }
    return row;
  }

  /**
   * A concept with the model it is built from, at the locale, priced with the asked voucher (else
   * the locale's) as the cart will price it; a build the catalogue no longer makes is a 400.
   */
  async function conceptWithModel(row: ConceptRow, locale: PricedLocale, viewerId: string | undefined, asked?: string): Promise<{ concept: Concept; model: CustomizerModel }> {
    const cached = await modelAt(ctx.db, row.model, row.brand, locale);
    if (!cached || invalidChoice(cached, row.choices) !== null) throw unableToLoad();
    const model = await withModelVoucher(ctx.db, cached, locale.entry, asked);
    return { concept: toConcept(row, model, viewerId), model };
  }
  const conceptAnswer = async (row: ConceptRow, locale: PricedLocale, viewerId: string | undefined, asked?: string): Promise<Concept> =>
    (await conceptWithModel(row, locale, viewerId, asked)).concept;

  route(app, 'GET', '/V1/customizer/model/:code', 'A configurable model: groupsets, sizes with stack and reach, designs, parts, builds with prices and factory stock', async (request) => {
    const { code } = parseInput(codeParam, request.params);
    const query = parseInput(v.object({ ...familiesQuerySchema.entries, voucher }), request.query);
    if (!CHOICE_VALUE.test(code)) throw modelNotFound();
    const locale = await localeOf(query.locale);
    const model = await modelAt(ctx.db, code, query.brand ?? brandOf(request, ctx.config), locale);
    if (!model) throw modelNotFound();
    return { result: await withModelVoucher(ctx.db, model, locale.entry, query.voucher) };
  });

  route(app, 'GET', '/V1/customizer/:id/groupsets', 'The groupsets of a model with their price and the difference to the target groupset', async (request) => {
    const { code } = parseInput(codeParam, { code: (request.params as { id: string }).id });
    const query = parseInput(groupsetsQuery, request.query);
    const { list } = await allLocales(ctx.db);
    const known = list.find((l) => l.currency === query.currency && l.language === query.lang) ?? list.find((l) => l.currency === query.currency);
    if (!known) throw badRequest('UNKNOWN_CURRENCY', `No price list in ${query.currency}`);
    if (!CHOICE_VALUE.test(code)) throw modelNotFound();
    const model = await modelAt(ctx.db, code, brandOf(request, ctx.config), { code: known.code, currency: query.currency, vat: known.vat, language: query.lang as Language });
    if (!model) throw modelNotFound();
    const priceOf = (groupset: string) => model.builds.find((b) => b.groupset === groupset)!.price;
    const target = query.target ?? model.defaults.groupset;
    if (!model.groupsets.some((g) => g.code === target)) throw invalidChoiceError('groupset');
    const result: CustomizerGroupsetPrice[] = model.groupsets.map((g) => ({
      ...g, price: priceOf(g.code), difference: Math.round((priceOf(g.code) - priceOf(target)) * 100) / 100,
    }));
    return { result };
  });

  route(app, 'POST', '/b2c/v1/concepts', 'Save a configuration as a concept (the same build answers the same concept)', async (request, reply) => {
    const input = parseInput(saveConceptSchema, request.body);
    const user = await optionalUser(request, ctx);
    const brand = brandOf(request, ctx.config);
    const locale = await localeOf(input.locale ?? 'en_INT');
    const model = await modelAt(ctx.db, input.model, brand, locale);
    if (!model) throw modelNotFound();
    const invalid = invalidChoice(model, input.choices);
    // Only a build the model offers is saved (it is then priced from the server's list whenever it is read).
    if (invalid) throw invalidChoiceError(invalid);
    const checksum = checksumOf(model.code, input.choices);
    const owner = user ? eq(concepts.userId, user.id) : and(isNull(concepts.userId), eq(concepts.brand, brand));
    const [existing] = await ctx.db.select().from(concepts).where(and(owner, eq(concepts.checksum, checksum)));
    if (existing) {
      if (input.favorite !== undefined && user && existing.favorite !== input.favorite) {
        const [changed] = await ctx.db.update(concepts).set({ favorite: input.favorite }).where(eq(concepts.id, existing.id)).returning();
        return { result: await conceptAnswer(changed!, locale, user?.id) };
      }
      return { result: await conceptAnswer(existing, locale, user?.id) };
    }
    if (!user) await enforceLimits(reply, [anonymousSaves, clientIp(request)]);
    // A code is drawn at random: on the rare clash with another concept's code, draw again.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [row] = await ctx.db.insert(concepts).values({
        code: conceptCodeFrom(randomBytes(8)), brand, model: model.code, choices: input.choices, checksum, userId: user?.id ?? null,
        session: !user, profile: Boolean(user), favorite: Boolean(user && input.favorite),
      }).onConflictDoNothing().returning();
      // Nothing written: a code clash (draw again) or the same build saved at the same moment (answer that one).
      const saved = row ?? (await ctx.db.select().from(concepts).where(and(owner, eq(concepts.checksum, checksum))))[0];
      if (saved) return reply.status(row ? 201 : 200).send({ result: await conceptAnswer(saved, locale, user?.id) });
    }
    throw new Error('No free concept code after 5 draws');
  });

  /** Visible concepts of a brand: newest first, or by views (the popular builds). */
  async function listVisible(request: FastifyRequest, order: 'newest' | 'popular') {
    const query = parseInput(listQuery, request.query);
    const locale = await localeOf(query.locale);
    const brand = query.brand ?? brandOf(request, ctx.config);
    const limit = Math.min(query.limit ?? CONCEPT_LIST_LIMIT.default, CONCEPT_LIST_LIMIT.max);
    const rows = await ctx.db.select().from(concepts).where(and(
      eq(concepts.brand, brand), eq(concepts.visible, true),
      // Popular means viewed: a build nobody opened is not popular, however new.
      order === 'popular' ? gt(concepts.views, 0) : undefined,
      query.model ? eq(concepts.model, query.model) : undefined,
      query.family ? sql`${concepts.model} in (select code from platforms where family_code = ${query.family})` : undefined,
    )).orderBy(...(order === 'popular' ? [desc(concepts.views)] : []), desc(concepts.createdAt), desc(concepts.id)).limit(limit);
    return { result: await answerAll(rows, locale, undefined, query.voucher) };
  }

  route(app, 'GET', '/b2c/v1/concepts', 'Visible concepts of a brand, newest first [&family&model&limit]', (request) => listVisible(request, 'newest'));
  route(app, 'GET', '/customizer/generatedconfigs', 'Generated configurations (visible concepts), newest first [&model&family&limit]', (request) => listVisible(request, 'newest'));
  route(app, 'GET', '/customizer/popular/generatedconfigs', 'The most viewed generated configurations (view counts of the concept pages)', (request) => listVisible(request, 'popular'));

  route(app, 'GET', '/V1/inspirations/:id', 'An inspiration: a content configuration entry with its concept priced at the locale', async (request) => {
    const { id } = parseInput(v.object({ id: v.pipe(v.string(), v.regex(/^\d{1,9}$/, 'id is invalid')) }), request.params);
    const query = parseInput(localeQuery, request.query);
    const locale = await localeOf(query.locale);
    const entry = await inspirationEntry(ctx.db, Number(id), locale.language);
    if (!entry) throw notFound('INSPIRATION_NOT_FOUND', 'This inspiration does not exist.');
    const read = readConceptCode(entry.configurationCode);
    const [row] = read.ok ? await ctx.db.select().from(concepts).where(and(eq(concepts.code, read.code), eq(concepts.brand, brandOf(request, ctx.config)))) : [];
    const concept = row ? await conceptAnswer(row, locale, undefined, query.voucher).catch(() => null) : null;
    return { result: { ...entry, concept } };
  });

  async function answerAll(rows: ConceptRow[], locale: PricedLocale, viewerId: string | undefined, asked?: string): Promise<Concept[]> {
    const out: Concept[] = [];
    // A concept whose model left the catalogue is left out of a list, not a failed list.
    for (const row of rows) out.push(...(await conceptAnswer(row, locale, viewerId, asked).then((c) => [c], () => [])));
    return out;
  }

  route(app, 'GET', '/b2c/v1/concepts/mine', "The signed-in user's concepts, newest first", async (request) => {
    const user = await requireUser(request, ctx);
    const query = parseInput(localeQuery, request.query);
    const rows = await ctx.db.select().from(concepts).where(eq(concepts.userId, user.id)).orderBy(desc(concepts.createdAt), desc(concepts.id)).limit(200);
    return { result: await answerAll(rows, await localeOf(query.locale), user.id, query.voucher) };
  });

  route(app, 'GET', '/b2c/v1/concepts/:code', 'A concept by its code, priced and dated at the locale', async (request, reply) => {
    const { code } = parseInput(codeParam, request.params);
    const query = parseInput(localeQuery, request.query);
    const row = await conceptByCode(request, reply, code);
    const user = await optionalUser(request, ctx);
    return { result: await conceptAnswer(row, await localeOf(query.locale), user?.id, query.voucher) };
  });

  /**
   * 503 with Retry-After when the renderers are full: answered here, not thrown, because shedding
   * a flood is the pool doing its job, not a failure to log once per refused sheet. One warning a
   * minute at most tells the operator that PDF_WORKERS or PDF_QUEUE is being reached.
   */
  let busyWarnedAt = -Infinity;
  const answerBusy = (request: FastifyRequest, reply: import('fastify').FastifyReply, seconds: number) => {
    if (Date.now() - busyWarnedAt > 60_000) {
      busyWarnedAt = Date.now();
      request.log.warn('concept sheets refused: every sheet worker is busy and the sheet queue is full (PDF_WORKERS, PDF_QUEUE)');
    }
    return reply.status(503).header('retry-after', String(seconds)).send(sheetsBusy().toBody());
  };

  // A sheet is the same until its concept, the catalogue or stock changes: made once, then served from memory.
  const sheets = new VersionedReadCache<Buffer>({ kinds: ['catalogue', 'stock'], maxEntries: 500, ttlMs: 10 * 60_000, maxSize: 32 * 1024 * 1024, sizeOf: (pdf) => pdf.length });

  route(app, 'GET', '/b2c/v1/concepts/generate/pdf/:code/:locale', "A concept's spec sheet as PDF in the locale's language", async (request, reply) => {
    const params = parseInput(v.object({ code: v.string(), locale: v.string() }), request.params);
    const row = await conceptByCode(request, reply, params.code);
    const locale = await findLocaleOr404(ctx.db, params.locale);
    // The sheet shows the locale's own things: its currency and VAT rate, prices in its region's
    // number format and a link into its shop. So it is one sheet per locale, not per language.
    const key = `${row.code}:${row.checksum}:${locale.code}`;
    // Only a sheet that has to be made counts against the address, and when the renderers are
    // full it is refused before anything is read for it: a flood costs this thread little.
    if (!(await sheets.holds(ctx.db, key))) {
      await enforceLimits(reply, [sheetRenders, clientIp(request)]);
      const wait = renderers.refusalWait();
      if (wait > 0) return answerBusy(request, reply, wait);
    }
    const made = sheets.read(ctx.db, key, async () => {
      // The sheet is priced with the locale's voucher, as the locale's shop prices the bike for a shopper without a code.
      const modelLocale: PricedLocale = { code: locale.code, currency: locale.currency, vat: locale.vat, language: catalogueLanguage(locale.language), entry: locale };
      const { concept, model } = await conceptWithModel(row, modelLocale, undefined);
      const link = `${ctx.config.publicOrigin.replace(/\/+$/, '')}/${locale.code}/configurator/configuration/${row.code}`;
      const sheet: ConceptSheet = { concept, model, language: modelLocale.language, tag: toBcp47(locale.code), brandName: brandName(row.brand), link };
      return (await renderers.render(sheet)).pdf;
    });
    const pdf = await made.catch((error: unknown) => (error instanceof SheetsBusy ? error : Promise.reject(error)));
    if (pdf instanceof SheetsBusy) return answerBusy(request, reply, pdf.retryAfterSeconds);
    return reply
      .type('application/pdf')
      .header('content-disposition', `inline; filename="${row.brand}-${row.code}-${locale.code}.pdf"`)
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
    // crawler's GET or the page cache); a crawler that names itself is not counted either.
    if (NOT_A_VIEWER.test(String(request.headers['user-agent'] ?? ''))) return { result: { code: row.code, views: row.views, counted: false } };
    const user = await optionalUser(request, ctx);
    // Who viewed is kept as a keyed hash: the address or account never reaches the table.
    const visitor = createHash('sha256').update(`${ctx.config.jwtSecret}:${user ? `u:${user.id}` : `ip:${clientIp(request)}`}`).digest('base64url').slice(0, 32);
    // Each view of the day takes a slot of its own (the primary key keeps two requests from taking the same one).
    const slots = viewSlots(visitor);
    const taken = new Set((await ctx.db.select({ visitor: conceptViews.visitor }).from(conceptViews)
      .where(and(eq(conceptViews.conceptId, row.id), eq(conceptViews.day, sql`current_date` as never), inArray(conceptViews.visitor, slots)))).map((r) => r.visitor));
    const free = slots.find((slot) => !taken.has(slot));
    const counted = free ? await ctx.db.insert(conceptViews).values({ conceptId: row.id, visitor: free, day: sql`current_date` as never }).onConflictDoNothing().returning() : [];
    // The count answered includes this view: it is raised in the same request that answers it.
    const [after] = counted.length
      ? await ctx.db.update(concepts).set({ views: sql`${concepts.views} + 1` }).where(eq(concepts.id, row.id)).returning({ views: concepts.views })
      : await ctx.db.select({ views: concepts.views }).from(concepts).where(eq(concepts.id, row.id));
    return { result: { code: row.code, views: after!.views, counted: counted.length > 0 } };
  });

  route(app, 'POST', '/b2c/v1/concepts/toggleVisibility', 'Show or hide a concept (its owner only)', async (request, reply) => {
    const user = await requireUser(request, ctx);
    const { code } = parseInput(codeBody, request.body);
    const row = await conceptByCode(request, reply, code);
    if (row.userId !== user.id) throw notYourConcept();
    const [changed] = await ctx.db.update(concepts).set({ visible: !row.visible }).where(and(eq(concepts.id, row.id), eq(concepts.userId, user.id))).returning({ visible: concepts.visible });
    return { result: { code: row.code, visible: changed!.visible } };
  });

  route(app, 'DELETE', '/b2c/v1/concepts/:code', 'Delete a concept (its owner only)', async (request, reply) => {
    const user = await requireUser(request, ctx);
    const { code } = parseInput(codeParam, request.params);
    const row = await conceptByCode(request, reply, code);
    if (row.userId !== user.id) throw notYourConcept();
    await ctx.db.delete(concepts).where(and(eq(concepts.id, row.id), eq(concepts.userId, user.id)));
    return reply.status(204).send();
  });
}
