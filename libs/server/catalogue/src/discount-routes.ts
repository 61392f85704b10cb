import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { discountCodeSchema, discountQuerySchema, isDiscountUsable, isEmployeeCode } from '@bike/shared/domain';
import { ApiError, badRequest, brandOf, isBrandKey, parseInput, type ServerContext } from '@bike/server/core';
import { findDiscount, isForSite } from './discount-lookup';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

const params = v.object({ code: discountCodeSchema });
const badEmployeeDiscount = () => badRequest('BAD_EMPLOYEE_DISCOUNT', 'This employee discount code is not valid');

/**
 * GET /v1/discount/{code}?site=&locale= (spec point 7). Answers:
 * - 200 with the discount (also when inactive: the shop then says "Discount code is no longer
 *   active!"), plus `usable` for the locale and site (spec point 5);
 * - 400 BAD_EMPLOYEE_DISCOUNT for an employee code (EMP-...) that is unknown, inactive or not
 *   for this site (spec point 8);
 * - 404 DISCOUNT_NOT_FOUND for any other unknown code.
 */
export async function registerDiscountRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  apiRoute(app, {
    method: 'GET',
    url: '/v1/discount/:code',
    summary: 'Discount code lookup; 400 BAD_EMPLOYEE_DISCOUNT for a bad employee code, 404 DISCOUNT_NOT_FOUND for an unknown code',
    tags: ['discounts'],
    handler: async (request) => {
      const { code } = parseInput(params, request.params);
      const query = parseInput(discountQuerySchema, request.query);
      // `site` is the brand's shop; anything else (a host name) falls back to the brand header.
      const site = query.site && isBrandKey(query.site) ? query.site : brandOf(request, ctx.config);
      const locale = query.locale ? await requireLocale(ctx.db, query.locale) : null;
      const discount = await findDiscount(ctx.db, code);
      const employee = isEmployeeCode(code);
      if (!discount) {
        if (employee) throw badEmployeeDiscount();
        throw new ApiError(404, 'DISCOUNT_NOT_FOUND', `Discount code "${code}" does not exist`);
      }
      const forSite = isForSite(discount, site);
      if (discount.employee && (!discount.active || !forSite)) throw badEmployeeDiscount();
      const usable = forSite && (locale ? isDiscountUsable(discount, locale) : discount.active);
      const { sites: _sites, ...body } = discount;
      return result({ ...body, usable });
    },
  });
}
