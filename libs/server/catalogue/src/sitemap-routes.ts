import { gzipSync } from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { sql } from 'drizzle-orm';
import { BIKE_CATEGORIES, isPlatformInMenu } from '@bike/shared/domain';
import { localePath } from '@bike/shared/routing';
import { ApiError, brandOf, escapeHtml, rowsOf, type Db, type ServerContext } from '@bike/server/core';
import { fetchErrors } from './fetch-error';
import { allLocales } from './locale-lookup';
import { LruCache } from './lru-cache';
import { apiRoute } from './route-helpers';

/**
 * Sitemaps for search engines (issue 4, point 9): /sitemap.xml is an index of one sitemap per
 * locale the brand sells in; /sitemap-{locale}.xml lists the bikes overview, every bike
 * category, platform and bike detail page under that locale prefix. Paths come from the shared
 * route table (localePath), so they are the router's own paths. hreflang alternates are in the
 * pages themselves (a per-URL alternate list for ~90 locales would make each file hundreds of MB).
 */
const TTL_MS = Number(process.env['SITEMAP_CACHE_MS'] ?? 10 * 60_000);

interface SitemapEntries { platforms: { family: string; code: string }[]; bikes: string[] }
const entriesCache = new WeakMap<Db, LruCache<Promise<SitemapEntries>>>();
/** Rendered files (gzip), bounded: 4 brands × ~90 locales at most. */
const fileCache = new WeakMap<Db, LruCache<{ xml: string; gzip: Buffer }>>();

async function sitemapEntries(db: Db, brand: string): Promise<SitemapEntries> {
  let cache = entriesCache.get(db);
  if (!cache) entriesCache.set(db, (cache = new LruCache(8, TTL_MS)));
  const hit = cache.get(brand);
  if (hit) return hit;
  const load = (async () => {
    const [platforms, bikes] = await Promise.all([
      db.execute(sql`select pl.code, pl.family_code, pl.has_customizer, exists(select 1 from items i where i.platform_code = pl.code and i.brandkey = pl.brand) as configured
                       from platforms pl where pl.brand = ${brand} order by pl.family_code, pl.position, pl.code`),
      db.execute(sql`select externalid from items where brandkey = ${brand} and itemtype = 'bike' order by platform_code, id`),
    ]);
    return {
      // Spec point 5's menu rule decides which platform pages exist for shoppers.
      platforms: rowsOf<{ code: string; family_code: string; has_customizer: boolean; configured: boolean }>(platforms)
        .filter((p) => isPlatformInMenu({ configurations: p.configured ? [1] : [], has_customizer: p.has_customizer }))
        .map((p) => ({ family: p.family_code, code: p.code })),
      bikes: rowsOf<{ externalid: string }>(bikes).map((b) => b.externalid),
    };
  })();
  cache.set(brand, load);
  load.catch(() => cache.delete(brand));
  return load;
}

const origin = (ctx: ServerContext) => ctx.config.publicOrigin.replace(/\/+$/, '');

/** Locations are escaped with the HTML escape, which is valid XML too (&#39; is a character reference). */
export function localeSitemapXml(base: string, locale: string, entries: SitemapEntries): string {
  const paths = [
    localePath(locale, 'bikes'),
    ...BIKE_CATEGORIES.map((slug) => localePath(locale, 'bikes/categories/:slug?', { slug })),
    ...entries.platforms.map((p) => localePath(locale, 'bikes/platform/:slug?/:platform', { slug: p.family, platform: p.code })),
    ...entries.bikes.map((id) => localePath(locale, 'bikes/:id', { id })),
  ];
  const urls = paths.map((p) => `<url><loc>${escapeHtml(base + p)}</loc></url>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls}\n</urlset>\n`;
}

export function sitemapIndexXml(base: string, locales: string[]): string {
  const maps = locales.map((l) => `<sitemap><loc>${escapeHtml(`${base}/sitemap-${l}.xml`)}</loc></sitemap>`).join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${maps}\n</sitemapindex>\n`;
}

/**
 * Pages that are a shopper's own or staff's, under every locale prefix (/nl_BE/account, ...):
 * never worth a search result. `*` is the wildcard of the robots exclusion standard (RFC 9309).
 */
export const PRIVATE_PAGE_SEGMENTS = ['account', 'admin', 'cart', 'checkout'] as const;

/** robots.txt naming the sitemap index (the site server serves it). */
export const robotsTxt = (publicOrigin: string): string =>
  [
    'User-agent: *',
    'Allow: /',
    ...PRIVATE_PAGE_SEGMENTS.flatMap((segment) => [`Disallow: /*/${segment}$`, `Disallow: /*/${segment}/`]),
    '',
    `Sitemap: ${publicOrigin.replace(/\/+$/, '')}/sitemap.xml`,
    '',
  ].join('\n');

function sendXml(request: FastifyRequest, reply: FastifyReply, file: { xml: string; gzip: Buffer }) {
  reply.header('content-type', 'application/xml; charset=utf-8');
  reply.header('cache-control', 'public, max-age=3600');
  reply.header('vary', 'accept-encoding');
  if (/\bgzip\b/.test(String(request.headers['accept-encoding'] ?? ''))) {
    reply.header('content-encoding', 'gzip');
    return reply.send(file.gzip);
  }
  return reply.send(file.xml);
}

const sitemapNotFound = (what: string) => new ApiError(404, 'SITEMAP_NOT_FOUND', `No sitemap ${what}`);

export async function registerSitemapRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const brandLocales = async (brand: string) => (await allLocales(ctx.db)).list.filter((l) => l.brands.includes(brand)).map((l) => l.code);

  apiRoute(app, {
    method: 'GET',
    url: '/sitemap.xml',
    summary: 'Sitemap index: one sitemap per locale the brand (x-brand, else the default) sells in',
    tags: ['seo'],
    handler: async (request, reply) => {
      const brand = brandOf(request, ctx.config);
      const xml = sitemapIndexXml(origin(ctx), await fetchErrors('SITEMAP_FETCH_ERROR', 'Error building the sitemap', () => brandLocales(brand)));
      return sendXml(request, reply, { xml, gzip: gzipSync(xml) });
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/sitemap-:locale.xml',
    summary: 'Per-locale sitemap /sitemap-{locale}.xml: bikes overview, categories, platforms and bike detail pages of the locale',
    tags: ['seo'],
    handler: async (request, reply) => {
      const { locale } = request.params as { locale: string };
      if (!/^[a-z]{2}_[A-Z]{2,3}$/.test(locale)) throw sitemapNotFound(`for "${locale.slice(0, 20)}"`);
      const brand = brandOf(request, ctx.config);
      if (!(await brandLocales(brand)).includes(locale)) throw sitemapNotFound(`for ${locale}`);
      let cache = fileCache.get(ctx.db);
      if (!cache) fileCache.set(ctx.db, (cache = new LruCache(400, TTL_MS)));
      const key = `${brand}:${locale}`;
      let hit = cache.get(key);
      if (!hit) {
        const entries = await fetchErrors('SITEMAP_FETCH_ERROR', 'Error building the sitemap', () => sitemapEntries(ctx.db, brand));
        const xml = localeSitemapXml(origin(ctx), locale, entries);
        hit = { xml, gzip: gzipSync(xml) };
        cache.set(key, hit);
      }
      return sendXml(request, reply, hit);
    },
  });
}
