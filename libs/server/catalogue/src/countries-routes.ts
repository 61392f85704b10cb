import type { FastifyInstance } from 'fastify';
import { countriesQuerySchema, localeCodeSchema } from '@bike/shared/domain';
import { ApiError, brandOf, parseInput, type ServerContext } from '@bike/server/core';
import * as v from 'valibot';
import { allLocales, findLocaleOr404 } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

/** GET /b2c/v1/countries?brand= and GET /b2c/v1/countries/{locale} (spec point 7, "Other b2c"). */
export async function registerCountriesRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/countries',
    summary: 'Locale entries (countries) where the brand sells, with currency, VAT, delivery methods and checkout flags',
    tags: ['countries'],
    handler: async (request) => {
      const query = parseInput(countriesQuerySchema, request.query);
      const brand = query.brand ?? brandOf(request, ctx.config);
      const { list } = await allLocales(ctx.db);
      return result(list.filter((l) => l.brands.includes(brand)).map(({ brands: _brands, ...entry }) => entry));
    },
  });

  apiRoute(app, {
    method: 'GET',
    url: '/b2c/v1/countries/:locale',
    summary: 'One locale entry by code (e.g. nl_BE); 404 LOCALE_NOT_FOUND when unknown',
    tags: ['countries'],
    handler: async (request) => {
      const { locale } = parseInput(v.object({ locale: localeCodeSchema }), request.params);
      const entry = await findLocaleOr404(ctx.db, locale);
      const brand = brandOf(request, ctx.config);
      if (!entry.brands.includes(brand)) throw new ApiError(404, 'LOCALE_NOT_FOUND', `Locale "${locale}" is not available for ${brand}`);
      const { brands: _brands, ...rest } = entry;
      return result(rest);
    },
  });
}
