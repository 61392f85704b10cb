import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  databaseIdOf,
  dealerDetailQuerySchema, dealersQuerySchema, placeName, placeSearchQuerySchema, searchPlaces, stockAvailability,
  type DealerDetail, type DealerStockLine,
} from '@bike/shared/domain';
import { badRequest, brandOf, notFound, parseInput, rowsOf, type Db, type ServerContext } from '@bike/server/core';
import { dealerIndex, dealersInArea, dealersListed, dealersNear, toDealer } from './dealer-index';
import { fetchErrors } from './fetch-error';
import { LANGUAGES, type Language } from '@bike/shared/i18n/locales';
import { catalogueLanguage, inLanguage } from './catalogue-texts';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

const dealerKey = v.pipe(v.string(), v.regex(/^[A-Za-z0-9_-]{1,40}$/, 'dealer is invalid'));
/** A dealer page's id: the numeric id of spec point 7, or the page's slug. */
const dealerIdParams = v.object({ id: v.pipe(v.string(), v.regex(/^(\d{1,9}|[a-z0-9-]{1,120})$/, 'dealer is invalid')) });
const dealerCodeParams = v.object({ cusid: dealerKey, extid: dealerKey });

const dealerNotFound = () => notFound('DEALER_NOT_FOUND', 'Dealer not found');

type DealerWhere = { id: number } | { slug: string } | { cusid: string; extid: string };

/** One active dealer of the brand with what its page shows (never its e-mail address). */
async function findDealer(db: Db, where: DealerWhere, brand: string, type?: 'dealer' | 'rental'): Promise<DealerDetail | null> {
  const match = 'id' in where ? sql`id = ${where.id}` : 'slug' in where ? sql`slug = ${where.slug}` : sql`cusid = ${where.cusid} and extid = ${where.extid}`;
  const row = rowsOf<Parameters<typeof toDealer>[0] & { opening_hours: DealerDetail['openingHours'] }>(
    await db.execute(sql`
      select id, cusid, extid, slug, name, type, street, number, postal_code, city, country, lat, lng, phone, website, services, brands, opening_hours
        from dealers
       where ${match} and active and brands @> ${JSON.stringify([brand])}::jsonb ${type ? sql`and type = ${type}` : sql``}
       limit 1`),
  )[0];
  return row ? { ...toDealer(row), openingHours: row.opening_hours ?? {}, brands: row.brands } : null;
}

/** What a dealer has in stock of the brand, per item and size, soonest first. */
async function dealerStock(db: Db, dealerId: number, brand: string, language: Language): Promise<DealerStockLine[]> {
  const rows = rowsOf<{ externalid: string; title: string; category: string; image: string | null; size: string | null; qty: number; workdays: number }>(
    await db.execute(sql`
      select i.externalid, ${inLanguage('i', 'title', language)} as title, i.category, i.image, z.size, sum(s.qty)::int as qty, min(s.workdays)::int as workdays
        from stock s
        join items i on i.id = s.item_id
        left join item_sizes z on z.id = s.size_id
       where s.dealer_id = ${dealerId} and s.qty > 0 and i.brandkey = ${brand}
       group by i.id, z.id
       order by i.category, 2, i.id, z.position, z.id
       limit 500`),
  );
  const lines = new Map<string, DealerStockLine>();
  for (const r of rows) {
    const line = lines.get(r.externalid) ?? { externalid: r.externalid, title: r.title, category: r.category, image: r.image, sizes: [] };
    line.sizes.push({ size: r.size ?? '', qty: Number(r.qty), workdays: Number(r.workdays), availability: stockAvailability(Number(r.workdays)) });
    lines.set(r.externalid, line);
  }
  return [...lines.values()];
}

/**
 * Dealer calls of spec point 7: the locator's search (nearest first, by the map's area, or a
 * plain list), a place search over the offline gazetteer, one dealer by id, slug or
 * cusid/extid, and what that dealer has in stock.
 */
export async function registerDealerRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/dealers',
    summary: 'Active dealers (or rental points, or both with type=all) selling the brand, optionally only those offering a service (service=bikefitting): nearest first with lat/lng (each with its distance in km), inside area={"north","south","east","west"}, or by country and name (default limit 20, max 50)',
    tags: ['dealers'],
    handler: async (request) => {
      const query = parseInput(dealersQuerySchema, request.query);
      if (query.locale) await requireLocale(ctx.db, query.locale);
      if ((query.lat === undefined) !== (query.lng === undefined)) {
        throw badRequest('VALIDATION_ERROR', 'lat and lng: give both or neither', [{ path: query.lat === undefined ? 'lat' : 'lng', message: 'lat and lng: give both or neither' }]);
      }
      const filter = { brand: brandOf(request, ctx.config), type: query.type, country: query.country, service: query.service };
      const point = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : undefined;
      const dealers = await fetchErrors('DEALER_FETCH_ERROR', 'Error fetching dealers', async () => {
        const index = await dealerIndex(ctx.db);
        if (query.area) return dealersInArea(index, filter, query.area, query.limit, point).dealers;
        if (point) return dealersNear(index, filter, point.lat, point.lng, query.limit);
        return dealersListed(index, filter, query.limit);
      });
      return result(dealers);
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/dealers/places',
    summary: 'Towns matching a name (any of the six languages, accents and case ignored) from the offline gazetteer, with their coordinates: the locator searches by place name with them',
    tags: ['dealers'],
    handler: async (request) => {
      const query = parseInput(placeSearchQuerySchema, request.query);
      const language = query.locale?.slice(0, 2) ?? 'en';
      const places = searchPlaces(query.q, { country: query.country, limit: 8 });
      // With its name in every language of the shop: a place the shopper keeps as their location
      // is named in the language of each later page (Luik on a Dutch page, Liège on a French one).
      return result(places.map((p) => ({
        name: placeName(p, language), names: Object.fromEntries(LANGUAGES.map((l) => [l, placeName(p, l)])), country: p.country, lat: p.lat, lng: p.lng, postalCode: p.postalCode,
      })));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/dealers/:id',
    summary: 'One active dealer of the brand by id or page slug: address, opening hours, services, position (?locale=&dealerType=)',
    tags: ['dealers'],
    handler: async (request) => {
      const { id } = parseInput(dealerIdParams, request.params);
      const query = parseInput(dealerDetailQuerySchema, request.query);
      if (query.locale) await requireLocale(ctx.db, query.locale);
      // Digits are an id (beyond int4 none exists: 404, not a database error), anything else a page slug.
      const numeric = databaseIdOf(id);
      if (numeric === null && /^\d+$/.test(id)) throw dealerNotFound();
      const where = numeric !== null ? { id: numeric } : { slug: id };
      const dealer = await fetchErrors('DEALER_FETCH_ERROR', 'Error fetching dealers', () => findDealer(ctx.db, where, brandOf(request, ctx.config), query.dealerType));
      if (!dealer) throw dealerNotFound();
      return result(dealer);
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/dealers/:cusid/:extid',
    summary: 'One active dealer of the brand by customer and external id (?dealerType=)',
    tags: ['dealers'],
    handler: async (request) => {
      const where = parseInput(dealerCodeParams, request.params);
      const query = parseInput(dealerDetailQuerySchema, request.query);
      const dealer = await fetchErrors('DEALER_FETCH_ERROR', 'Error fetching dealers', () => findDealer(ctx.db, where, brandOf(request, ctx.config), query.dealerType));
      if (!dealer) throw dealerNotFound();
      return result(dealer);
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/dealers/:cusid/:extid/stock',
    summary: "What a dealer has in stock of the brand, per item and size with its availability (?locale=&brand=)",
    tags: ['dealers'],
    handler: async (request) => {
      const where = parseInput(dealerCodeParams, request.params);
      const query = parseInput(dealerDetailQuerySchema, request.query);
      const locale = query.locale ? await requireLocale(ctx.db, query.locale) : null;
      const brand = brandOf(request, ctx.config);
      // The brand parameter of spec point 7 may only narrow to the site's own brand.
      if (query.brand && query.brand !== brand) throw dealerNotFound();
      const stock = await fetchErrors('DEALER_STOCK_FETCH_ERROR', 'Error fetching dealer stock', async () => {
        const dealer = await findDealer(ctx.db, where, brand);
        return dealer ? dealerStock(ctx.db, dealer.id, brand, catalogueLanguage(locale?.language)) : null;
      });
      if (!stock) throw dealerNotFound();
      return result(stock);
    },
  });
}
