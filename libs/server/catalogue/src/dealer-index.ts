import KDBush from 'kdbush';
import { around, distance } from 'geokdbush';
import { sql } from 'drizzle-orm';
import type { Dealer, DealerArea } from '@bike/shared/domain';
import { readCacheMs, rowsOf, VersionedReadCache, type Db } from '@bike/server/core';
import { addressLines } from './dealer-address';
import { roundKm } from './geo';

/**
 * Every active dealer in memory with a spatial index (kdbush over longitude/latitude, searched
 * nearest-first on the sphere by geokdbush): the locator asks "nearest N of this brand and type"
 * on every page view and map move, and 5,000 dealers answer that in well under a millisecond
 * this way, where a distance sort in SQL reads the whole table each time. Rebuilt when the
 * catalogue (dealers included) changes on any replica.
 */
export interface DealerIndex {
  /** Public dealer data (no e-mail: it never reaches a browser), distance left null. */
  dealers: readonly Dealer[];
  brands: readonly ReadonlySet<string>[];
  kd: KDBush;
}

export interface DealerFilter {
  brand: string;
  /** dealer or rental point; all for both (the locator's map shows both kinds). */
  type: 'dealer' | 'rental' | 'all';
  country?: string;
  /** Only dealers offering this service (bikefitting for the fitting page). */
  service?: string;
}

export interface DealerRow {
  id: number; cusid: string; extid: string; slug: string | null; name: string; type: Dealer['type']; street: string; number: string;
  postal_code: string; city: string; country: string; lat: number; lng: number; phone: string | null; website: string | null;
  services: string[] | null; brands: string[];
}

async function loadDealerIndex(db: Db): Promise<DealerIndex> {
  return buildDealerIndex(
    rowsOf<DealerRow>(
      await db.execute(sql`
        select id, cusid, extid, slug, name, type, street, number, postal_code, city, country, lat, lng, phone, website, services, brands
          from dealers where active order by id`),
    ),
  );
}

export function buildDealerIndex(rows: readonly DealerRow[]): DealerIndex {
  const kd = new KDBush(Math.max(1, rows.length));
  for (const r of rows) kd.add(Number(r.lng), Number(r.lat));
  // kdbush needs at least one point to finish; an empty shop gets one unreachable filler.
  if (rows.length === 0) kd.add(0, 0);
  kd.finish();
  return {
    dealers: rows.map(toDealer),
    brands: rows.map((r) => new Set(r.brands)),
    kd,
  };
}

export const toDealer = (r: DealerRow): Dealer => ({
  id: r.id, cusid: r.cusid, extid: r.extid, slug: r.slug ?? String(r.id), name: r.name, type: r.type, street: r.street, number: r.number,
  postalCode: r.postal_code, city: r.city, country: r.country, lat: Number(r.lat), lng: Number(r.lng), phone: r.phone, website: r.website,
  services: r.services ?? [], distance: null,
  address: addressLines({ street: r.street, number: r.number, postalCode: r.postal_code, city: r.city, country: r.country }),
});

const indexCache = new VersionedReadCache<DealerIndex>({ kinds: ['catalogue'], maxEntries: 1, ttlMs: readCacheMs() });

export const dealerIndex = (db: Db): Promise<DealerIndex> => indexCache.read(db, 'dealers', () => loadDealerIndex(db));

function matcher(index: DealerIndex, f: DealerFilter): (i: number) => boolean {
  return (i) => {
    const d = index.dealers[i];
    return d !== undefined && (f.type === 'all' || d.type === f.type) && (!f.country || d.country === f.country) && index.brands[i].has(f.brand)
      && (!f.service || d.services.includes(f.service));
  };
}

const withDistance = (d: Dealer, lat: number, lng: number): Dealer => ({ ...d, distance: roundKm(distance(lng, lat, d.lng, d.lat)) });

/** The `limit` nearest dealers matching the filter, nearest first, each with its distance in km. */
export function dealersNear(index: DealerIndex, f: DealerFilter, lat: number, lng: number, limit: number): Dealer[] {
  return around(index.kd, lng, lat, limit, Infinity, matcher(index, f)).map((i) => withDistance(index.dealers[i], lat, lng));
}

/**
 * Dealers inside an area (the map's view), nearest to `from` first (the area's centre when no
 * point is given). An area across the antimeridian (west > east) is searched as its two halves.
 */
export function dealersInArea(index: DealerIndex, f: DealerFilter, area: DealerArea, limit: number, from?: { lat: number; lng: number }): { dealers: Dealer[]; total: number } {
  const match = matcher(index, f);
  const boxes = area.west <= area.east ? [[area.west, area.east]] : [[area.west, 180], [-180, area.east]];
  const ids = boxes.flatMap(([w, e]) => index.kd.range(w, area.south, e, area.north)).filter(match);
  const centre = from ?? { lat: (area.south + area.north) / 2, lng: area.west <= area.east ? (area.west + area.east) / 2 : ((area.west + area.east + 360) / 2 + 180) % 360 - 180 };
  const near = ids.map((i) => withDistance(index.dealers[i], centre.lat, centre.lng)).sort((a, b) => a.distance! - b.distance! || a.id - b.id);
  return { dealers: near.slice(0, limit), total: ids.length };
}

/** Every matching dealer without a point: by country, then name. */
export function dealersListed(index: DealerIndex, f: DealerFilter, limit: number): Dealer[] {
  const match = matcher(index, f);
  const found: Dealer[] = [];
  index.dealers.forEach((d, i) => { if (match(i)) found.push(d); });
  return found.sort((a, b) => a.country.localeCompare(b.country) || a.name.localeCompare(b.name) || a.id - b.id).slice(0, limit);
}
