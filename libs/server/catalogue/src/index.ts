/**
 * Catalogue API: countries (locale entries), families/platforms/configurations, items with
 * prices and stock summary, price lists, relations, attribute translations, discount lookup and
 * generated product images. Tables in schema.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { registerAttributeRoutes } from './attribute-routes';
import { registerCountriesRoutes } from './countries-routes';
import { registerDiscountRoutes } from './discount-routes';
import { registerFamiliesRoutes } from './families-routes';
import { registerItemRoutes } from './item-routes';
import { registerMediaRoutes } from './media-routes';

export * from './schema';
export { allLocales, requireLocale, findLocaleOr404, clearLocaleCache } from './locale-lookup';
export { findDiscount, voucherFor, isForSite, clearDiscountCache, type StoredDiscount, type VoucherStatus } from './discount-lookup';
export { itemById, itemByExternalId, itemsByIds, relatedItems, type PricedItem, type ItemLookup } from './item-query';
export { bikeFamilies } from './families-query';
export { clearFamiliesCache } from './families-routes';
export { bikeSvg, accessorySvg, voucherBannerSvg, BIKE_SHAPES } from './paint-image';
export { toMajor } from './money';

export async function registerCatalogueRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerCountriesRoutes(app, ctx);
  await registerFamiliesRoutes(app, ctx);
  await registerItemRoutes(app, ctx);
  await registerAttributeRoutes(app, ctx);
  await registerDiscountRoutes(app, ctx);
  await registerMediaRoutes(app);
}
