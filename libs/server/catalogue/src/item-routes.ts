import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { externalIdSchema, itemIdSchema, localeCodeSchema, localeQuerySchema, pricelistQuerySchema } from '@bike/shared/domain';
import { brandOf, notFound, parseInput, type Db, type ServerContext } from '@bike/server/core';
import type { ItemLookup, PricedItem } from './item-query';
import { cachedItemByExternalId, cachedItemById, cachedRelatedItems } from './item-read-cache';
import { requireLocale } from './locale-lookup';
import { itemViews } from './item-views';
import { apiRoute, result } from './route-helpers';

/** How a path names its item, and the cached read that finds it by that name. */
interface ItemKey<P> {
  params: v.GenericSchema<unknown, P>;
  find: (db: Db, params: P, lookup: ItemLookup) => Promise<PricedItem | null>;
}
const byId: ItemKey<{ id: number }> = { params: v.object({ id: itemIdSchema }), find: (db, { id }, lookup) => cachedItemById(db, id, lookup) };
const byExternalId: ItemKey<{ externalId: string }> = {
  params: v.object({ externalId: externalIdSchema }),
  find: (db, { externalId }, lookup) => cachedItemByExternalId(db, externalId, lookup),
};

/** What an item read's query may say: the locale, and on the b2c price list a discount code. */
type ItemQuery = v.GenericSchema<unknown, { locale: string; voucher?: string | undefined }>;
/** The b2c relations call has no locale in spec point 7; prices then follow the en_INT fallback. */
const optionalLocaleQuery = v.object({ locale: v.optional(localeCodeSchema, 'en_INT') });

const bikeNotFound = () => notFound('BIKE_NOT_FOUND', 'Bike not found');

/** A single item answers its picture's views with their alt texts in the locale's language (item-views.ts); lists do not. */
const withViews = (item: PricedItem, language: string) => ({ ...item, views: itemViews(item.image, language) });

/** A price list: the item's price in the locale currency per size, with the voucher when asked. */
function toPricelist(item: PricedItem) {
  return {
    id: item.id,
    externalid: item.externalid,
    currency: item.$$price.currency,
    msrp: item.$$price.msrp,
    oldmsrp: item.$$price.oldmsrp,
    $$price: item.$$price,
    voucherStatus: item.voucherStatus,
    sizes: item.sizes.map((s) => ({ ...s, msrp: item.$$price.msrp, oldmsrp: item.$$price.oldmsrp })),
  };
}

/**
 * One item read (GET): the path's id is checked first, then the query, then the locale (400
 * UNKNOWN_LOCALE); an item that is not there, or not of the request's brand, is 404
 * BIKE_NOT_FOUND; `answer` makes the result from the item and the lookup it was priced with.
 */
function registerItemRead<P>(
  app: FastifyInstance,
  ctx: ServerContext,
  read: { url: string; summary: string; key: ItemKey<P>; query: ItemQuery; answer: (item: PricedItem, lookup: ItemLookup) => unknown },
): void {
  apiRoute(app, {
    method: 'GET',
    url: read.url,
    summary: read.summary,
    tags: ['items'],
    handler: async (request) => {
      const params = parseInput(read.key.params, request.params);
      const { locale, voucher } = parseInput(read.query, request.query);
      const lookup = await lookupFor(ctx, request, locale, voucher);
      const item = await read.key.find(ctx.db, params, lookup);
      if (!item) throw bikeNotFound();
      return result(await read.answer(item, lookup));
    },
  });
}

/** What an item is priced with: the locale (400 UNKNOWN_LOCALE for a code the shop lacks), the request's brand, a discount code when one is asked for. */
async function lookupFor(ctx: ServerContext, request: FastifyRequest, locale: string, voucher?: string): Promise<ItemLookup> {
  return { locale: await requireLocale(ctx.db, locale), brand: brandOf(request, ctx.config), voucher: voucher || undefined };
}

/** Items, price lists and relations (spec point 7, "Items and stock"); reads cached until the catalogue or stock changes (item-read-cache.ts). */
export async function registerItemRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const itemWithViews = (found: PricedItem, lookup: ItemLookup) => withViews(found, lookup.locale.language);
  const relatedItems = (found: PricedItem, lookup: ItemLookup) => cachedRelatedItems(ctx.db, found.id, lookup);
  registerItemRead(app, ctx, {
    url: '/consumer/v1/items/:id',
    summary: 'Item by internal id, priced in the locale currency ($$price), with availability and workdays from stock',
    key: byId,
    query: localeQuerySchema,
    answer: itemWithViews,
  });
  registerItemRead(app, ctx, {
    url: '/b2c/v1/items/:externalId',
    summary: 'Item (priced configuration) by external id, priced in the locale currency',
    key: byExternalId,
    query: localeQuerySchema,
    answer: itemWithViews,
  });
  registerItemRead(app, ctx, {
    url: '/consumer/v1/pricelists/:id',
    summary: 'Price list of an item by internal id in the locale currency',
    key: byId,
    query: localeQuerySchema,
    answer: toPricelist,
  });
  registerItemRead(app, ctx, {
    url: '/b2c/v1/pricelists/:externalId',
    summary: 'Price list by external id; ?voucher= applies a discount code when the rules of spec point 5 allow it',
    key: byExternalId,
    query: pricelistQuerySchema,
    answer: toPricelist,
  });
  registerItemRead(app, ctx, {
    url: '/consumer/v1/items/:id/relations',
    summary: 'Related items (alternatives and accessories) of an item by internal id',
    key: byId,
    query: localeQuerySchema,
    answer: relatedItems,
  });
  registerItemRead(app, ctx, {
    url: '/b2c/v1/items/:externalId/relations',
    summary: 'Related items of an item by external id (locale optional, default en_INT)',
    key: byExternalId,
    query: optionalLocaleQuery,
    answer: relatedItems,
  });
}
