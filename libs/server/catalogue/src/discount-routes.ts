import type { FastifyInstance } from 'fastify';
import * as v from 'valibot';
import { discountCodeSchema, discountQuerySchema, isDiscountUsable, isEmployeeCode } from '@bike/shared/domain';
import { ApiError, brandOf, clientIp, enforceLimits, isBrandKey, parseInput, rejectWhenLimited, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { optionalUser } from '@bike/server/accounts';
import { badEmployeeDiscount, isAllowedEmployee } from './discount-employees';
import { createDiscountLimiters } from './discount-limits';
import { findDiscount, isForSite } from './discount-lookup';
import { requireLocale } from './locale-lookup';
import { apiRoute, result } from './route-helpers';

const params = v.object({ code: discountCodeSchema });

/**
 * GET /v1/discount/{code}?site=&locale= (spec point 7). Answers:
 * - 200 with the discount (also when inactive: the shop then says "Discount code is no longer
 *   active!"), plus `usable` for the locale and site (spec point 5);
 * - 400 BAD_EMPLOYEE_DISCOUNT for an employee code (EMP-...) that is unknown, inactive, not for
 *   this site, or asked by anyone but a signed-in, activated account on the code's allowed list
 *   or domain (discount-employees.ts);
 * - 404 DISCOUNT_NOT_FOUND for any other unknown code;
 * - 429 when the client's address asked too often, sooner after many wrong codes (discount-limits.ts).
 */
export async function registerDiscountRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const limits = createDiscountLimiters(sharedLimiterOptions(ctx));
  apiRoute(app, {
    method: 'GET',
    url: '/v1/discount/:code',
    summary: 'Discount code lookup; 400 BAD_EMPLOYEE_DISCOUNT for a bad employee code, 404 DISCOUNT_NOT_FOUND for an unknown code, 429 after too many lookups or wrong codes',
    tags: ['discounts'],
    handler: async (request, reply) => {
      const ip = clientIp(request);
      // A guesser is stopped by its wrong answers before the lookup runs at all.
      await rejectWhenLimited(reply, limits.missesPerIp, ip);
      await enforceLimits(reply, [limits.lookupsPerIp, ip]);
      const { code } = parseInput(params, request.params);
      const query = parseInput(discountQuerySchema, request.query);
      // `site` is the brand's shop; anything else (a host name) falls back to the brand header.
      const site = query.site && isBrandKey(query.site) ? query.site : brandOf(request, ctx.config);
      const locale = query.locale ? await requireLocale(ctx.db, query.locale) : null;
      const discount = await findDiscount(ctx.db, code);
      const refuse = async (error: ApiError): Promise<never> => {
        await limits.missesPerIp.hit(ip);
        throw error;
      };
      if (!discount) {
        if (isEmployeeCode(code)) return refuse(badEmployeeDiscount());
        return refuse(new ApiError(404, 'DISCOUNT_NOT_FOUND', `Discount code "${code}" does not exist`));
      }
      const forSite = isForSite(discount, site);
      if (discount.employee) {
        if (!discount.active || !forSite) return refuse(badEmployeeDiscount());
        const user = await optionalUser(request, ctx);
        if (!isAllowedEmployee(discount, user?.email)) return refuse(badEmployeeDiscount());
      }
      const usable = forSite && (locale ? isDiscountUsable(discount, locale) : discount.active);
      const { sites: _sites, allowedEmails: _emails, allowedDomains: _domains, ...body } = discount;
      return result({ ...body, usable });
    },
  });
}
