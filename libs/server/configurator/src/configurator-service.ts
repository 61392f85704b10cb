/**
 * The configurator's rules (spec points 3, 4 and 7) between its HTTP routes and its SQL: models
 * priced for a shopper, concepts saved once per build and owner, priced and dated at the caller's
 * locale, lists, views that count, the owner's moves, and spec sheets made once per concept,
 * catalogue and locale. The routes (configurator-routes.ts) read input, check who asks and apply
 * the address limits; the tables are read and written through concept-queries.ts.
 */
import { createHash, randomBytes } from 'node:crypto';
import {
  canonicalConfiguration, CHOICE_VALUE, conceptCodeFrom, invalidChoice, readConceptCode, brandShortName,
  type Concept, type ConfigurationChoices, type CustomizerGroupsetPrice, type CustomizerModel, type LocaleEntry, type SaveConceptInput,
} from '@bike/shared/domain';
import { toBcp47, type Language } from '@bike/shared/i18n/locales';
import { badRequest, notFound, VersionedReadCache, type ServerContext } from '@bike/server/core';
import { allLocales, catalogueLanguage, findLocaleOr404, requireLocale } from '@bike/server/catalogue';
import type { ConceptSheet } from './concept-pdf';
import { ConceptPdfPool, conceptPdfPoolOptions, type ConceptPdfPoolOptions } from './concept-pdf-pool';
import {
  conceptsOfRider, conceptWithCode, countViewInFreeSlot, deleteRidersConcept, insertConceptUnlessTaken, markFavourite, ownersConceptOfBuild,
  setRidersConceptVisible, visibleConcepts, type ConceptOwner, type VisibleConceptsQuery,
} from './concept-queries';
import { toConcept } from './concept-view';
import { invalidChoiceError, modelNotFound, notYourConcept, unableToLoad } from './configurator-errors';
import { readCustomizerModel, type ModelLocale } from './customizer-model';
import { inspirationEntry } from './inspiration-entry';
import { withModelVoucher } from './model-voucher';
import type { ConceptRow } from './schema';

/** Listed concepts per call: the default and the most. */
export const CONCEPT_LIST_LIMIT = { default: 12, max: 48 } as const;
/** The most of a rider's own concepts one call lists. */
const RIDERS_CONCEPTS_MAX = 200;
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

/** The same build is the same checksum, whatever order its choices came in. */
export const checksumOf = (model: string, choices: ConfigurationChoices): string =>
  createHash('sha256').update(canonicalConfiguration(model, choices)).digest('hex');

/** A model's locale with the locale entry (voucher, checkout flags) the voucher rules read. */
export type PricedLocale = ModelLocale & { entry: LocaleEntry };

const pricedLocale = (locale: LocaleEntry): PricedLocale =>
  ({ code: locale.code, currency: locale.currency, vat: locale.vat, language: catalogueLanguage(locale.language), entry: locale });

/** Who asks, as the service needs it: the signed-in rider's id, if any. */
export interface Asker {
  userId?: string;
}

export type ConfiguratorService = ReturnType<typeof createConfiguratorService>;

export function createConfiguratorService(ctx: ServerContext, options: { sheets?: ConceptPdfPoolOptions } = {}) {
  const db = ctx.db;
  // Sheets are made in worker threads, never on the thread that answers every other call.
  const renderers = new ConceptPdfPool(options.sheets ?? conceptPdfPoolOptions());
  // A sheet is the same until its concept, the catalogue or stock changes: made once, then served from memory.
  const sheets = new VersionedReadCache<Buffer>({ kinds: ['catalogue', 'stock'], maxEntries: 500, ttlMs: 10 * 60_000, maxSize: 32 * 1024 * 1024, sizeOf: (pdf) => pdf.length });

  const localeOf = async (code: string): Promise<PricedLocale> => pricedLocale(await requireLocale(db, code));

  /** The concept answer from a model already read and checked for this build. */
  const answerFrom = async (row: ConceptRow, model: CustomizerModel, locale: PricedLocale, viewerId: string | undefined, asked?: string) =>
    toConcept(row, await withModelVoucher(db, model, locale.entry, asked), viewerId);

  /**
   * A concept with the model it is built from, at the locale, priced with the asked voucher (else
   * the locale's) as the cart will price it; a build the catalogue no longer makes is a 400.
   */
  async function conceptWithModel(row: ConceptRow, locale: PricedLocale, viewerId: string | undefined, asked?: string): Promise<{ concept: Concept; model: CustomizerModel }> {
    const cached = await readCustomizerModel(db, row.model, row.brand, locale);
    if (!cached || invalidChoice(cached, row.choices) !== null) throw unableToLoad();
    const model = await withModelVoucher(db, cached, locale.entry, asked);
    return { concept: toConcept(row, model, viewerId), model };
  }
  const conceptAnswer = async (row: ConceptRow, locale: PricedLocale, viewerId: string | undefined, asked?: string): Promise<Concept> =>
    (await conceptWithModel(row, locale, viewerId, asked)).concept;

  async function answerAll(rows: ConceptRow[], locale: PricedLocale, viewerId: string | undefined, asked?: string): Promise<Concept[]> {
    const out: Concept[] = [];
    // A concept whose model left the catalogue is left out of a list, not a failed list.
    for (const row of rows) out.push(...(await conceptAnswer(row, locale, viewerId, asked).then((c) => [c], () => [])));
    return out;
  }

  return {
    localeOf,

    /** A configurable model at the locale, priced with the asked voucher (else the locale's). */
    async shopperModel(code: string, brand: string, localeCode: string, asked?: string): Promise<CustomizerModel> {
      const locale = await localeOf(localeCode);
      const model = await readCustomizerModel(db, code, brand, locale);
      if (!model) throw modelNotFound();
      return withModelVoucher(db, model, locale.entry, asked);
    },

    /** A model's groupsets with their price and the difference to the target groupset, in the currency's price list. */
    async groupsetPrices(code: string, brand: string, query: { currency: string; lang: Language; target?: string }): Promise<CustomizerGroupsetPrice[]> {
      const { list } = await allLocales(db);
      const known = list.find((l) => l.currency === query.currency && l.language === query.lang) ?? list.find((l) => l.currency === query.currency);
      if (!known) throw badRequest('UNKNOWN_CURRENCY', `No price list in ${query.currency}`);
      if (!CHOICE_VALUE.test(code)) throw modelNotFound();
      const model = await readCustomizerModel(db, code, brand, { code: known.code, currency: query.currency, vat: known.vat, language: query.lang });
      if (!model) throw modelNotFound();
      const priceOf = (groupset: string) => model.builds.find((b) => b.groupset === groupset)!.price;
      const target = query.target ?? model.defaults.groupset;
      if (!model.groupsets.some((g) => g.code === target)) throw invalidChoiceError('groupset');
      return model.groupsets.map((g) => ({ ...g, price: priceOf(g.code), difference: Math.round((priceOf(g.code) - priceOf(target)) * 100) / 100 }));
    },

    /** A concept by a typed or linked code within the brand; undefined for a miss (the caller counts it). */
    async conceptOfCode(raw: unknown, brand: string): Promise<ConceptRow | undefined> {
      const read = readConceptCode(raw);
      if (!read.ok && read.reason === 'empty') throw badRequest('CODE_EMPTY', 'The code field is empty.');
      return read.ok ? conceptWithCode(db, read.code, brand) : undefined;
    },

    conceptAnswer,

    /**
     * Saves a build the model offers, once per owner: the same build answers the concept saved
     * before (its favourite mark updated for a rider). `beforeNewAnonymous` runs before a concept
     * without an account is written (the address limit). Answers whether a concept was written.
     */
    async saveConcept(input: SaveConceptInput, brand: string, asker: Asker, beforeNewAnonymous: () => Promise<void>): Promise<{ concept: Concept; created: boolean }> {
      const locale = await localeOf(input.locale ?? 'en_INT');
      const model = await readCustomizerModel(db, input.model, brand, locale);
      if (!model) throw modelNotFound();
      const invalid = invalidChoice(model, input.choices);
      // Only a build the model offers is saved (it is then priced from the server's list whenever it is read).
      if (invalid) throw invalidChoiceError(invalid);
      const checksum = checksumOf(model.code, input.choices);
      const owner: ConceptOwner = asker.userId ? { userId: asker.userId } : { anonymousOf: brand };
      // The model was read and the build checked above: the answer is made from them, not read again.
      const answer = (row: ConceptRow) => answerFrom(row, model, locale, asker.userId);
      const existing = await ownersConceptOfBuild(db, owner, checksum);
      if (existing) {
        const changed = input.favorite !== undefined && asker.userId && existing.favorite !== input.favorite ? await markFavourite(db, existing.id, input.favorite) : existing;
        return { concept: await answer(changed), created: false };
      }
      if (!asker.userId) await beforeNewAnonymous();
      // A code is drawn at random: on the rare clash with another concept's code, draw again.
      for (let attempt = 0; attempt < 5; attempt++) {
        const row = await insertConceptUnlessTaken(db, {
          code: conceptCodeFrom(randomBytes(8)), brand, model: model.code, choices: input.choices, checksum, userId: asker.userId ?? null,
          session: !asker.userId, profile: Boolean(asker.userId), favorite: Boolean(asker.userId && input.favorite),
        });
        // Nothing written: a code clash (draw again) or the same build saved at the same moment (answer that one).
        const saved = row ?? (await ownersConceptOfBuild(db, owner, checksum));
        if (saved) return { concept: await answer(saved), created: Boolean(row) };
      }
      throw new Error('No free concept code after 5 draws');
    },

    /** Visible concepts of a brand, newest first or by views, priced at the locale. */
    async visibleList(query: Omit<VisibleConceptsQuery, 'limit'> & { limit?: number }, localeCode: string, asked?: string): Promise<Concept[]> {
      const locale = await localeOf(localeCode);
      const rows = await visibleConcepts(db, { ...query, limit: Math.min(query.limit ?? CONCEPT_LIST_LIMIT.default, CONCEPT_LIST_LIMIT.max) });
      return answerAll(rows, locale, undefined, asked);
    },

    /** The rider's own concepts, newest first. */
    async ridersConcepts(userId: string, localeCode: string, asked?: string): Promise<Concept[]> {
      return answerAll(await conceptsOfRider(db, userId, RIDERS_CONCEPTS_MAX), await localeOf(localeCode), userId, asked);
    },

    /** An inspiration (a content entry) with its concept priced at the locale, or null when the concept cannot be shown. */
    async inspiration(id: number, localeCode: string, brand: string, asked?: string) {
      const locale = await localeOf(localeCode);
      const entry = await inspirationEntry(db, id, locale.language);
      if (!entry) throw notFound('INSPIRATION_NOT_FOUND', 'This inspiration does not exist.');
      const read = readConceptCode(entry.configurationCode);
      const row = read.ok ? await conceptWithCode(db, read.code, brand) : undefined;
      const concept = row ? await conceptAnswer(row, locale, undefined, asked).catch(() => null) : null;
      return { ...entry, concept };
    },

    /**
     * Counts a view of a concept page, keyed by a hash of the viewer (the address or account
     * never reaches the table), at most VIEWS_PER_VISITOR_DAY a visitor a day; a crawler that
     * names itself is not counted. The count answered includes this view.
     */
    async countView(row: ConceptRow, viewer: { userAgent: string; userId?: string; address: string }) {
      if (NOT_A_VIEWER.test(viewer.userAgent)) return { code: row.code, views: row.views, counted: false };
      const visitor = createHash('sha256').update(`${ctx.config.jwtSecret}:${viewer.userId ? `u:${viewer.userId}` : `ip:${viewer.address}`}`).digest('base64url').slice(0, 32);
      const { views, counted } = await countViewInFreeSlot(db, row.id, viewSlots(visitor));
      return { code: row.code, views, counted };
    },

    /** Shows or hides a concept: its owner only. */
    async toggleVisibility(row: ConceptRow, userId: string) {
      if (row.userId !== userId) throw notYourConcept();
      return { code: row.code, visible: await setRidersConceptVisible(db, row.id, userId, !row.visible) };
    },

    /** Deletes a concept: its owner only. */
    async deleteConcept(row: ConceptRow, userId: string): Promise<void> {
      if (row.userId !== userId) throw notYourConcept();
      await deleteRidersConcept(db, row.id, userId);
    },

    /**
     * The concept's spec sheet at the locale. It shows the locale's own things (its currency and
     * VAT rate, prices in its region's number format, a link into its shop), so it is one sheet
     * per locale, not per language; `isKept` says whether it would be served from memory (only a
     * sheet that has to be made counts against the address, and may be refused when the
     * renderers are full: `refusalWait`).
     */
    async sheetOf(row: ConceptRow, localeCode: string) {
      const locale = await findLocaleOr404(db, localeCode);
      const key = `${row.code}:${row.checksum}:${locale.code}`;
      return {
        locale,
        isKept: () => sheets.holds(db, key),
        make: () =>
          sheets.read(db, key, async () => {
            // The sheet is priced with the locale's voucher, as the locale's shop prices the bike for a shopper without a code.
            const modelLocale = pricedLocale(locale);
            const { concept, model } = await conceptWithModel(row, modelLocale, undefined);
            const link = `${ctx.config.publicOrigin.replace(/\/+$/, '')}/${locale.code}/configurator/configuration/${row.code}`;
            const sheet: ConceptSheet = { concept, model, language: modelLocale.language, tag: toBcp47(locale.code), brandName: brandShortName(row.brand), link };
            return (await renderers.render(sheet)).pdf;
          }),
      };
    },

    /** Seconds a new sheet must wait when every renderer is busy and the queue is full (0: it may be made). */
    sheetRefusalWait: () => renderers.refusalWait(),

    close: () => renderers.close(),
  };
}
