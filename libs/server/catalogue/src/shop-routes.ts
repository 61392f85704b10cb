import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  accessoriesFilterQuerySchema, shopFilterBodySchema, shopFilterQuerySchema, type AccessoriesSummary, type ShopFilterResult,
} from '@bike/shared/domain';
import { brandOf, parseInput, type ServerContext } from '@bike/server/core';
import { fetchErrors } from './fetch-error';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';
import { queryShop } from './shop-filter-query';

/** A POST without a body is an empty filter; anything else must be a JSON object. */
const bodyOf = (request: FastifyRequest): unknown => (request.body === undefined ? {} : request.body);

/**
 * The shop's filter calls (spec point 7): POST /consumer/v1/items/attributes and
 * POST /consumer/V1/accessories/filter. Unknown attribute codes in `filters.attributes` are
 * ignored (a shared link from an older catalogue keeps working) and listed in
 * `ignoredAttributes`; malformed bodies are a 400 VALIDATION_ERROR.
 */
export async function registerShopRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'POST',
    url: '/consumer/v1/items/attributes',
    summary:
      'Shop filter: body { filters: { category, family, bikeCategory, platform, deliveryDate, attributes }, sort, page, pageSize (max 48) }; ' +
      '?locale=&search=&voucher=; answers the page of shop items, the total and disjunctive facet counts with labels in the locale language',
    tags: ['items'],
    handler: async (request) => {
      const query = parseInput(shopFilterQuerySchema, request.query);
      const body = parseInput(shopFilterBodySchema, bodyOf(request));
      const locale = await requireLocale(ctx.db, query.locale);
      const brand = brandOf(request, ctx.config);
      const answer = await fetchErrors('BIKE_FETCH_ERROR', 'Error fetching items', () =>
        queryShop(ctx.db, { brand, locale, filters: body.filters, search: query.search, voucher: query.voucher || undefined, sort: body.sort, page: body.page, pageSize: body.pageSize }),
      );
      const data: ShopFilterResult & { ignoredAttributes: string[] } = {
        items: answer.items, total: answer.total, page: body.page, pageSize: body.pageSize, facets: answer.facets, ignoredAttributes: answer.ignoredAttributes,
      };
      return result(data);
    },
  });

  apiRoute(app, {
    method: 'POST',
    url: '/consumer/V1/accessories/filter',
    summary:
      'Accessory and apparel filter: body { filters, sort, page, pageSize } as the shop filter; ?summary=true (default) answers ' +
      'total, per-family counts and the price range; summary=false adds the page of items',
    tags: ['items'],
    handler: async (request) => {
      const query = parseInput(accessoriesFilterQuerySchema, request.query);
      const body = parseInput(shopFilterBodySchema, bodyOf(request));
      const locale = await requireLocale(ctx.db, query.locale);
      const brand = brandOf(request, ctx.config);
      const withItems = query.summary === 'false';
      const answer = await fetchErrors('ACCESSORIES_FETCH_ERROR', 'Error fetching accessories', () =>
        queryShop(ctx.db, {
          brand, locale, filters: body.filters, search: query.search, voucher: query.voucher || undefined, sort: body.sort, page: body.page,
          pageSize: body.pageSize, scope: 'accessories', withItems, facetCodes: ['family'], withPriceRange: true,
        }),
      );
      const families = (answer.facets.find((f) => f.code === 'family')?.values ?? [])
        .filter((v) => v.count > 0)
        .map((v) => ({ family: v.value, label: v.label, count: v.count }));
      const data: AccessoriesSummary = {
        total: answer.total,
        families,
        priceRange: { min: answer.priceRange?.min ?? null, max: answer.priceRange?.max ?? null, currency: locale.currency },
        ...(withItems ? { items: answer.items, page: body.page, pageSize: body.pageSize } : {}),
      };
      return result(data);
    },
  });
}
