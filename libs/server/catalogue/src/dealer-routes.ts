import type { FastifyInstance } from 'fastify';
import { sql, type SQL } from 'drizzle-orm';
import { dealersQuerySchema, type Dealer } from '@bike/shared/domain';
import { badRequest, brandOf, parseInput, rowsOf, type Db, type ServerContext } from '@bike/server/core';
import { fetchErrors } from './fetch-error';
import { distanceKmSql, roundKm } from './geo';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

interface DealerQuery { brand: string; type: 'dealer' | 'rental'; lat?: number; lng?: number; country?: string; limit: number }

interface DealerRow {
  id: number; cusid: string; extid: string; name: string; type: Dealer['type']; street: string; number: string; postal_code: string; city: string;
  country: string; lat: number; lng: number; phone: string | null; email: string | null; website: string | null; distance_km: number | null;
}

/** Active dealers of a type selling the brand; nearest first with a point, else by country and name. */
async function findDealers(db: Db, q: DealerQuery): Promise<Dealer[]> {
  const near = q.lat !== undefined && q.lng !== undefined;
  const distance = near ? distanceKmSql(sql`lat`, sql`lng`, q.lat!, q.lng!) : sql`null::float8`;
  const where: SQL[] = [sql`active`, sql`type = ${q.type}`, sql`brands @> ${JSON.stringify([q.brand])}::jsonb`];
  if (q.country) where.push(sql`country = ${q.country}`);
  const rows = rowsOf<DealerRow>(
    await db.execute(sql`
      select id, cusid, extid, name, type, street, number, postal_code, city, country, lat, lng, phone, email, website, ${distance} as distance_km
        from dealers
       where ${sql.join(where, sql` and `)}
       order by ${near ? sql`distance_km,` : sql``} country, name, id
       limit ${q.limit}`),
  );
  return rows.map((d) => ({
    id: d.id, cusid: d.cusid, extid: d.extid, name: d.name, type: d.type, street: d.street, number: d.number, postalCode: d.postal_code,
    city: d.city, country: d.country, lat: Number(d.lat), lng: Number(d.lng), phone: d.phone, email: d.email, website: d.website,
    distanceKm: roundKm(d.distance_km),
  }));
}

/** GET /b2c/v1/dealers?lat=&lng=&locale=&type=dealer|rental[&country=&limit=] (spec point 7, checkout's dealer pickup). */
export async function registerDealerRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/dealers',
    summary: 'Active dealers (or rental points) selling the brand, nearest first when lat/lng are given (default limit 20, max 50)',
    tags: ['dealers'],
    handler: async (request) => {
      const query = parseInput(dealersQuerySchema, request.query);
      if (query.locale) await requireLocale(ctx.db, query.locale);
      if ((query.lat === undefined) !== (query.lng === undefined)) {
        throw badRequest('VALIDATION_ERROR', 'lat and lng: give both or neither', [{ path: query.lat === undefined ? 'lat' : 'lng', message: 'lat and lng: give both or neither' }]);
      }
      const brand = brandOf(request, ctx.config);
      const dealers = await fetchErrors('DEALER_FETCH_ERROR', 'Error fetching dealers', () =>
        findDealers(ctx.db, { brand, type: query.type, lat: query.lat, lng: query.lng, country: query.country, limit: query.limit }),
      );
      return result(dealers);
    },
  });
}
