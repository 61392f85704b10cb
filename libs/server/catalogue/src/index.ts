/**
 * Catalogue API: countries (locale entries), families/platforms/configurations, items with
 * prices and stock summary, price lists, relations, attribute translations, discount lookup and
 * generated product images (SVG, and raster renditions), the shop filter, related items, item stock,
 * dealers and the sitemaps. Tables in schema.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { registerAttributeRoutes } from './attribute-routes';
import { registerCountriesRoutes } from './countries-routes';
import { registerDealerRequestRoutes } from './dealer-request-routes';
import { registerDealerRoutes } from './dealer-routes';
import { registerDiscountRoutes } from './discount-routes';
import { registerFamiliesRoutes } from './families-routes';
import { registerItemRoutes } from './item-routes';
import { registerMapRoutes } from './map-routes';
import { registerMediaRoutes } from './media-routes';
import { registerRelatedRoutes } from './related-routes';
import { registerShopRoutes } from './shop-routes';
import { registerSitemapRoutes } from './sitemap-routes';
import { registerStockRoutes } from './stock-routes';
import { registerInventoryRoutes } from './inventory-routes';
import { registerStockLookupRoutes } from './stock-lookup-routes';

export * from './schema';
export { allLocales, requireLocale, findLocaleOr404, clearLocaleCache } from './locale-lookup';
export { findDiscount, voucherFor, isForSite, clearDiscountCache, type StoredDiscount, type VoucherStatus } from './discount-lookup';
export { isAllowedEmployee, mayUseDiscount, badEmployeeDiscount } from './discount-employees';
export { itemById, itemByExternalId, itemsByIds, relatedItems, type PricedItem, type ItemLookup } from './item-query';
export { bikeFamilies, menuFamilies } from './families-query';
export { catalogueLanguage, inLanguage, type ItemTexts, type PlatformTexts } from './catalogue-texts';
export { queryShop, clearShopCache, type ShopQuery, type ShopQueryResult } from './shop-filter-query';
export { shopStatement } from './shop-filter-sql';
export { facetIndexBytes, clearFacetIndex } from './facet-index-store';
export { attributeMeta, clearAttributeMetaCache } from './attribute-meta';
export { robotsTxt } from './sitemap-routes';
export { clearFamiliesCache } from './families-routes';
export { bikeSvg, accessorySvg, voucherBannerSvg, BIKE_SHAPES } from './paint-image';
export { toMajor } from './money';
export { addressLines, type PostalParts } from './dealer-address';

export async function registerCatalogueRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerCountriesRoutes(app, ctx);
  await registerFamiliesRoutes(app, ctx);
  // Static segments (attributes, related) before the item routes' :id for readability; the router matches static first anyway.
  await registerShopRoutes(app, ctx);
  await registerRelatedRoutes(app, ctx);
  await registerItemRoutes(app, ctx);
  await registerStockRoutes(app, ctx);
  await registerInventoryRoutes(app, ctx);
  await registerStockLookupRoutes(app, ctx);
  await registerAttributeRoutes(app, ctx);
  await registerDealerRoutes(app, ctx);
  await registerDealerRequestRoutes(app, ctx);
  await registerMapRoutes(app, ctx);
  await registerDiscountRoutes(app, ctx);
  await registerMediaRoutes(app);
  await registerSitemapRoutes(app, ctx);
}
export { searchCatalogue, type CatalogueSearchHit } from './catalogue-search';
export { letterBlocks, spokenLanguage } from './request-mail-details';
