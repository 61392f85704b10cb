import type { FastifyInstance, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { externalIdSchema, itemIdSchema, localeCodeSchema, localeQuerySchema, pricelistQuerySchema } from '@bike/shared/domain';
import { brandOf, notFound, parseInput, type ServerContext } from '@bike/server/core';
import type { PricedItem } from './item-query';
import { cachedItemByExternalId, cachedItemById, cachedRelatedItems } from './item-read-cache';
import { requireLocale } from './locale-lookup';
import { itemViews } from './item-views';
import { apiRoute, result } from './route-helpers';

const idParams = v.object({ id: itemIdSchema });
const externalIdParams = v.object({ externalId: externalIdSchema });
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

/** Items, price lists and relations (spec point 7, "Items and stock"); reads cached until the catalogue or stock changes (item-read-cache.ts). */
export async function registerItemRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const lookupFor = async (request: FastifyRequest, locale: string, voucher?: string) => ({
    locale: await requireLocale(ctx.db, locale),
    brand: brandOf(request, ctx.config),
    voucher: voucher || undefined,
  });

  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/items/:id',
    summary: 'Item by internal id, priced in the locale currency ($$price), with availability and workdays from stock',
    tags: ['items'],
    handler: async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { locale } = parseInput(localeQuerySchema, request.query);
      const lookup = await lookupFor(request, locale);
      const item = await cachedItemById(ctx.db, id, lookup);
      if (!item) throw bikeNotFound();
      return result(withViews(item, lookup.locale.language));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/items/:externalId',
    summary: 'Item (priced configuration) by external id, priced in the locale currency',
    tags: ['items'],
    handler: async (request) => {
      const { externalId } = parseInput(externalIdParams, request.params);
      const { locale } = parseInput(localeQuerySchema, request.query);
      const lookup = await lookupFor(request, locale);
      const item = await cachedItemByExternalId(ctx.db, externalId, lookup);
      if (!item) throw bikeNotFound();
      return result(withViews(item, lookup.locale.language));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/pricelists/:id',
    summary: 'Price list of an item by internal id in the locale currency',
    tags: ['items'],
    handler: async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { locale } = parseInput(localeQuerySchema, request.query);
      const item = await cachedItemById(ctx.db, id, await lookupFor(request, locale));
      if (!item) throw bikeNotFound();
      return result(toPricelist(item));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/pricelists/:externalId',
    summary: 'Price list by external id; ?voucher= applies a discount code when the rules of spec point 5 allow it',
    tags: ['items'],
    handler: async (request) => {
      const { externalId } = parseInput(externalIdParams, request.params);
      const { locale, voucher } = parseInput(pricelistQuerySchema, request.query);
      const item = await cachedItemByExternalId(ctx.db, externalId, await lookupFor(request, locale, voucher));
      if (!item) throw bikeNotFound();
      return result(toPricelist(item));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/consumer/v1/items/:id/relations',
    summary: 'Related items (alternatives and accessories) of an item by internal id',
    tags: ['items'],
    handler: async (request) => {
      const { id } = parseInput(idParams, request.params);
      const { locale } = parseInput(localeQuerySchema, request.query);
      const lookup = await lookupFor(request, locale);
      const item = await cachedItemById(ctx.db, id, lookup);
      if (!item) throw bikeNotFound();
      return result(await cachedRelatedItems(ctx.db, item.id, lookup));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/items/:externalId/relations',
    summary: 'Related items of an item by external id (locale optional, default en_INT)',
    tags: ['items'],
    handler: async (request) => {
      const { externalId } = parseInput(externalIdParams, request.params);
      const { locale } = parseInput(optionalLocaleQuery, request.query);
      const lookup = await lookupFor(request, locale);
      const item = await cachedItemByExternalId(ctx.db, externalId, lookup);
      if (!item) throw bikeNotFound();
      return result(await cachedRelatedItems(ctx.db, item.id, lookup));
    },
  });
}
