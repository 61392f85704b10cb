import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import {
  DEFAULT_LOCATION_POINT, FACTORY_STOCK_DISTANCE, markerTypeFor, STOCK_LOOKUP_DEFAULT_LIMIT, stockFilterQuerySchema, stockLookupQuerySchema,
  type StockFilterAnswer, type StockLookupLine, type StockLookupAnswer, type StockMarker,
} from '@bike/shared/domain';
import { brandOf, notFound, parseInput, type ServerContext } from '@bike/server/core';
import { dealersNear } from './dealer-index';
import { fetchErrors } from './fetch-error';
import { dealerRef, findBike, inventoryIndex, kmFrom, stockAtDealer, wantedBike, type InventoryIndex } from './inventory-index';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

const externalIdParams = v.object({
  externalId: v.pipe(v.string(), v.maxLength(64, 'externalId is too long'), v.regex(/^[A-Za-z0-9][A-Za-z0-9_.-]*$/, 'externalId is invalid')),
});

/** When a stock lookup also lists the nearest dealers that have the exact bike beyond the nearest `limit`. */
const EXTRA_STOCKISTS = 5;

const bikeNotFound = () => notFound('BIKE_NOT_FOUND', 'Bike not found');

/**
 * A bike's stock lines nearest first: dealers by distance from the point, then the factory at
 * distance 9999999 (spec points 4 and 9). `exact` keeps the asked size only.
 */
function stockLines(index: InventoryIndex, bike: number, size: string | null, origin: { lat: number; lng: number }, limit: number): StockLookupLine[] {
  const lines = index.linesOfBike[bike].map((id) => index.lines[id]).filter((l) => size === null || l.size === size);
  const dealerLines = lines
    .filter((l) => l.dealer >= 0)
    .map((l) => ({ line: l, km: kmFrom(index, l.dealer, origin) }))
    .sort((a, b) => a.km - b.km || a.line.workdays - b.line.workdays)
    .slice(0, limit);
  const factory = lines.filter((l) => l.dealer < 0).sort((a, b) => a.workdays - b.workdays);
  return [
    ...dealerLines.map(({ line, km }): StockLookupLine => ({
      source: 'dealer', distance: km, size: line.size, externalid: line.sizeExternalid, qty: line.qty, workdays: line.workdays,
      availability: line.availability, dealer: dealerRef(index, line.dealer, km),
    })),
    ...factory.map((line): StockLookupLine => ({
      source: 'factory', distance: FACTORY_STOCK_DISTANCE, size: line.size, externalid: line.sizeExternalid, qty: line.qty, workdays: line.workdays,
      availability: line.availability, dealer: null,
    })),
  ];
}

/**
 * Stock lookups of one bike (spec point 7): GET /b2c/V1/stock (every size of the bike),
 * /b2c/V1/stock/exact (the asked size only), and GET /consumer/v1/inventory/stockFilter/{externalId}
 * (the nearest dealers, each marked with how close its stock comes to the bike: the bike
 * detail's dealers tab and the locator's map).
 */
export async function registerStockLookupRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  for (const exact of [false, true]) {
    apiRoute(app, {
      method: 'GET',
      url: exact ? '/b2c/V1/stock/exact' : '/b2c/V1/stock',
      summary: exact
        ? 'Stock lines of exactly the asked item or size, dealers nearest first from lat/lng (default Beringen), factory at distance 9999999'
        : 'Stock lines of the bike in every size (an item or size external id), dealers nearest first, factory at distance 9999999',
      tags: ['inventory'],
      handler: async (request) => {
        const query = parseInput(stockLookupQuerySchema, request.query);
        await requireLocale(ctx.db, query.locale);
        const brand = brandOf(request, ctx.config);
        const index = await fetchErrors('FIND_STOCK_FETCH_ERROR', 'Error fetching stock', () => inventoryIndex(ctx.db, brand));
        const found = findBike(index, query.externalId);
        if (!found) throw bikeNotFound();
        const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : DEFAULT_LOCATION_POINT;
        const bike = index.bikes[found.bike];
        const lines = stockLines(index, found.bike, exact ? found.size : null, origin, query.limit ?? STOCK_LOOKUP_DEFAULT_LIMIT);
        return result({ externalid: bike.externalid, title: bike.title, lines } satisfies StockLookupAnswer);
      },
    });
  }

  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/inventory/stockFilter/:externalId',
    summary: 'The nearest dealers (?dealerType=, or one dealer by ?cus=) each marked stock, other_size, other_design, other_spec, other or nostock for the bike',
    tags: ['inventory'],
    handler: async (request) => {
      const { externalId } = parseInput(externalIdParams, request.params);
      const query = parseInput(stockFilterQuerySchema, request.query);
      if (query.locale) await requireLocale(ctx.db, query.locale);
      const brand = brandOf(request, ctx.config);
      const index = await fetchErrors('DEALER_STOCK_FETCH_ERROR', 'Error fetching dealer stock', () => inventoryIndex(ctx.db, brand));
      const found = findBike(index, externalId);
      if (!found) throw bikeNotFound();
      const bike = index.bikes[found.bike];
      const origin = query.lat !== undefined && query.lng !== undefined ? { lat: query.lat, lng: query.lng } : DEFAULT_LOCATION_POINT;
      const limit = query.limit ?? STOCK_LOOKUP_DEFAULT_LIMIT;

      // The nearest dealers of the brand, plus the nearest few beyond them that have the bike itself.
      const near = dealersNear(index.dealers, { brand, type: query.dealerType }, origin.lat, origin.lng, limit).map((d) => index.dealerPosition.get(d.id)!);
      const stockists = index.linesOfBike[found.bike]
        .map((id) => index.lines[id])
        .filter((l) => l.dealer >= 0 && (found.size === null || l.size === found.size) && (query.dealerType === 'all' || index.dealers.dealers[l.dealer].type === query.dealerType))
        .map((l) => l.dealer);
      const chosen = query.cus
        ? index.dealers.dealers.flatMap((d, i) => (d.cusid === query.cus && index.dealers.brands[i].has(brand) ? [i] : []))
        : [...new Set([...near, ...[...new Set(stockists)].sort((a, b) => kmFrom(index, a, origin) - kmFrom(index, b, origin)).slice(0, EXTRA_STOCKISTS)])];

      const wanted = wantedBike(index, found);
      const dealers = chosen.map((dealer): StockMarker => {
        const held = stockAtDealer(index, dealer);
        const exactLines = held.filter((s) => s.externalid === bike.externalid && (found.size === null || s.size === found.size));
        const lineIds = (index.linesOfDealer.get(dealer) ?? []).filter((id) => index.lines[id].bike === found.bike);
        const d = index.dealers.dealers[dealer];
        const km = kmFrom(index, dealer, origin);
        return {
          ...dealerRef(index, dealer, km),
          lat: d.lat, lng: d.lng,
          marker: markerTypeFor({ type: d.type }, wanted, held) as StockMarker['marker'],
          qty: exactLines.reduce((sum, s) => sum + s.qty, 0),
          modelQty: lineIds.reduce((sum, id) => sum + index.lines[id].qty, 0),
          workdays: lineIds.length ? Math.min(...lineIds.map((id) => index.lines[id].workdays)) : null,
        };
      }).sort((a, b) => a.distance - b.distance || a.dealerId - b.dealerId);

      const factoryLines = index.linesOfBike[found.bike].map((id) => index.lines[id]).filter((l) => l.dealer < 0 && (found.size === null || l.size === found.size));
      const factory = factoryLines.length
        ? { qty: factoryLines.reduce((s, l) => s + l.qty, 0), workdays: Math.min(...factoryLines.map((l) => l.workdays)) }
        : null;
      return result({ externalid: bike.externalid, size: found.size, factory, dealers } satisfies StockFilterAnswer);
    },
  });
}
