import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import * as v from 'valibot';
import {
  externalIdSchema, FACTORY_STOCK_DISTANCE, itemStockQuerySchema, STOCK_MAX_DEALERS, stockAvailability, type ItemStock,
} from '@bike/shared/domain';
import { brandOf, notFound, parseInput, readCacheMs, rowsOf, VersionedReadCache, type Db, type ServerContext } from '@bike/server/core';
import { fetchErrors } from './fetch-error';
import { distanceKmSql, roundKm } from './geo';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

// The path segment is named `id` because GET /consumer/v1/items/:id already owns that position.
const params = v.object({ id: externalIdSchema });

interface StockLookup { brand: string; lat?: number; lng?: number }

/** Stock of one item (by item or size external id): factory, nearest dealers, per size. */
async function itemStock(db: Db, externalid: string, lookup: StockLookup): Promise<ItemStock | null> {
  const found = rowsOf<{ id: number; externalid: string }>(
    await db.execute(sql`
      select i.id, i.externalid from items i where i.externalid = ${externalid} and i.brandkey = ${lookup.brand}
      union all
      select i.id, i.externalid from item_sizes z join items i on i.id = z.item_id where z.externalid = ${externalid} and i.brandkey = ${lookup.brand}
      limit 1`),
  )[0];
  if (!found) return null;
  const brandJson = JSON.stringify([lookup.brand]);
  const near = lookup.lat !== undefined && lookup.lng !== undefined;
  const distance = near ? distanceKmSql(sql`d.lat`, sql`d.lng`, lookup.lat!, lookup.lng!) : sql`null::float8`;
  const [factory, dealers, sizes] = await Promise.all([
    db.execute(sql`
      select coalesce(sum(qty), 0)::int as qty, min(workdays)::int as workdays
        from stock where item_id = ${found.id} and distance >= ${FACTORY_STOCK_DISTANCE} and qty > 0`),
    db.execute(sql`
      select d.id, d.cusid, d.extid, d.slug, d.name, d.city, d.country, sum(s.qty)::int as qty, min(s.workdays)::int as workdays, ${distance} as distance
        from stock s join dealers d on d.id = s.dealer_id
       where s.item_id = ${found.id} and s.qty > 0 and s.distance < ${FACTORY_STOCK_DISTANCE}
         and d.active and d.brands @> ${brandJson}::jsonb
       group by d.id
       order by ${near ? sql`distance,` : sql``} min(s.workdays), d.name, d.id
       limit ${STOCK_MAX_DEALERS}`),
    db.execute(sql`
      select z.size, z.externalid, coalesce(sum(s.qty), 0)::int as qty, min(s.workdays)::int as workdays
        from item_sizes z
        left join stock s on s.item_id = z.item_id and s.size_id = z.id and s.qty > 0
       where z.item_id = ${found.id}
       group by z.id
       order by z.position, z.id`),
  ]);
  const f = rowsOf<{ qty: number; workdays: number | null }>(factory)[0];
  return {
    externalid: found.externalid,
    factory: f && f.workdays !== null ? { qty: Number(f.qty), workdays: Number(f.workdays) } : null,
    dealers: rowsOf<{ id: number; cusid: string; extid: string; slug: string | null; name: string; city: string; country: string; qty: number; workdays: number; distance: number | null }>(dealers).map((d) => ({
      dealerId: d.id, cusid: d.cusid, extid: d.extid, slug: d.slug ?? String(d.id), name: d.name, city: d.city, country: d.country, distance: roundKm(d.distance), qty: Number(d.qty), workdays: Number(d.workdays),
    })),
    sizes: rowsOf<{ size: string; externalid: string; qty: number; workdays: number | null }>(sizes).map((z) => ({
      size: z.size, externalid: z.externalid, qty: Number(z.qty), workdays: z.workdays, availability: stockAvailability(z.workdays),
    })),
  };
}

/**
 * Answers kept per item, brand and position until the stock or the catalogue (dealers) changes,
 * on any replica (cache-versions), and at most READ_CACHE_MS: every detail page asks it, and it
 * is four statements over the largest table.
 */
const stockCache = new VersionedReadCache<ItemStock | null>({ kinds: ['stock', 'catalogue'], maxEntries: 5000, ttlMs: readCacheMs() });

/** GET /consumer/v1/items/{externalId}/stock?locale=[&lat=&lng=] (spec points 4 and 9: factory versus dealer stock). */
export async function registerStockRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/items/:id/stock',
    summary: 'Stock of an item by external id: factory stock, the 10 nearest dealers with stock (?lat=&lng=) and stock per size',
    tags: ['items'],
    handler: async (request) => {
      const { id } = parseInput(params, request.params);
      const query = parseInput(itemStockQuerySchema, request.query);
      await requireLocale(ctx.db, query.locale);
      const brand = brandOf(request, ctx.config);
      const key = [id, brand, query.lat ?? '', query.lng ?? ''].join('\u0000');
      const stock = await stockCache.read(ctx.db, key, () =>
        fetchErrors('FIND_STOCK_FETCH_ERROR', 'Error fetching stock', () => itemStock(ctx.db, id, { brand, lat: query.lat, lng: query.lng })),
      );
      if (!stock) throw notFound('BIKE_NOT_FOUND', 'Bike not found');
      return result(stock);
    },
  });
}
