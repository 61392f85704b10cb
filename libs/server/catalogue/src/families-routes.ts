import { createHash } from 'node:crypto';
import { gzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { familiesQuerySchema, familiesViewSchema } from '@bike/shared/domain';
import { brandOf, onCacheVersionChange, parseInput, syncCacheVersions, type Db, type ServerContext } from '@bike/server/core';
import type { Language } from '@bike/shared/i18n/locales';
import { catalogueLanguage } from './catalogue-texts';
import { bikeFamilies, menuFamilies } from './families-query';
import { requireLocale } from './locale-lookup';
import { apiRoute } from './route-helpers';

/**
 * The families tree is the heaviest read (every configuration of a brand) and changes only
 * with a catalogue import, so its serialised answer is kept per brand, currency and language for a minute.
 * Replicas each keep their own copy, dropped as soon as the catalogue's version moves (a seed, an
 * import or an admin's SQL on any replica; cache-versions in server core).
 */
const TTL_MS = Number(process.env['FAMILIES_CACHE_MS'] ?? 60_000);
interface CachedBody {
  at: number;
  body: string;
  /** Compressed once per fill: at catalogue scale the tree is megabytes of JSON. */
  gzip: Buffer;
  etag: string;
  /** The tree itself, so one platform's family can be answered without a query. */
  families: Awaited<ReturnType<typeof bikeFamilies>> | Awaited<ReturnType<typeof menuFamilies>>;
}
const cache = new WeakMap<Db, Map<string, CachedBody>>();
/**
 * Fills in progress, so concurrent misses for one key share a single query and serialisation
 * instead of each building the tree (measured at the large seed: 50 concurrent misses took the
 * call to 2 req/s with timeouts).
 */
const filling = new WeakMap<Db, Map<string, Promise<CachedBody>>>();

type FamiliesView = 'full' | 'menu';
const viewQuery = v.object({
  view: familiesViewSchema,
  /** Only the family holding this platform, with only that platform (platform and bike pages). */
  platform: v.optional(v.pipe(v.string(), v.maxLength(64, 'platform is too long'), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'platform is invalid'))),
});

async function fillFamilies(db: Db, brand: string, currency: string, language: Language, view: FamiliesView): Promise<CachedBody> {
  const families = view === 'menu' ? await menuFamilies(db, brand, currency, language) : await bikeFamilies(db, brand, currency, language);
  const body = JSON.stringify({ result: families });
  return { at: Date.now(), body, gzip: gzipSync(body), etag: `"${createHash('sha1').update(body).digest('base64url')}"`, families };
}

export function clearFamiliesCache(db: Db): void {
  cache.delete(db);
}

onCacheVersionChange('catalogue', clearFamiliesCache);

/**
 * GET /V1/families?locale=&brand=[&view=menu][&platform=] (spec point 7; upper-case V1 as the shop calls it).
 * view=menu answers the small menu view (platforms without configurations); the full tree stays the default.
 * platform= narrows the answer to the family holding that platform, with only that platform.
 */
export async function registerFamiliesRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/V1/families',
    summary: 'Bike families of a brand with platforms and configurations priced in the locale currency; ?view=menu: platforms with configurationCount, fromPrice and image only',
    tags: ['catalogue'],
    handler: async (request, reply) => {
      const query = parseInput(familiesQuerySchema, request.query);
      const { view, platform } = parseInput(viewQuery, request.query);
      const locale = await requireLocale(ctx.db, query.locale);
      await syncCacheVersions(ctx.db);
      const brand = query.brand ?? brandOf(request, ctx.config);
      const language = catalogueLanguage(locale.language);
      const key = `${brand}:${locale.currency}:${language}:${view}`;
      let perDb = cache.get(ctx.db);
      if (!perDb) cache.set(ctx.db, (perDb = new Map()));
      let pending = filling.get(ctx.db);
      if (!pending) filling.set(ctx.db, (pending = new Map()));
      let hit = perDb.get(key);
      if (!hit || Date.now() - hit.at >= TTL_MS) {
        let fill = pending.get(key);
        if (!fill) {
          const inFlight = pending;
          fill = fillFamilies(ctx.db, brand, locale.currency, language, view).finally(() => inFlight.delete(key));
          pending.set(key, fill);
        }
        hit = await fill;
        perDb.set(key, hit);
      }
      if (platform) {
        // A few kilobytes cut from the cached tree instead of megabytes sent and parsed per page.
        for (const family of hit.families) {
          const found = (family.platforms as { code: string }[]).find((p) => p.code === platform);
          if (found) return { result: [{ ...family, platforms: [found] }] };
        }
        return { result: [] };
      }
      reply.header('content-type', 'application/json; charset=utf-8');
      reply.header('etag', hit.etag);
      reply.header('vary', 'accept-encoding');
      if (request.headers['if-none-match'] === hit.etag) return reply.status(304).send();
      if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
        reply.header('content-encoding', 'gzip');
        return reply.send(hit.gzip);
      }
      return reply.send(hit.body);
    },
  });
}
