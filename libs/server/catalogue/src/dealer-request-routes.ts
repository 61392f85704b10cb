import type { FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { dealerRequestSchema } from '@bike/shared/domain';
import {
  ApiError, badRequest, brandOf, clientIp, describeErrorForLog, enforceLimits, notFound, parseInput, RateLimiter, rowsOf, sharedLimiterOptions,
  verifyCaptcha, type ServerContext,
} from '@bike/server/core';
import { optionalUser } from '@bike/server/accounts';
import { addressLines } from './dealer-address';
import { dealerRequestCopy, dealerRequestMail, type RequestDealer } from './dealer-request-mails';
import { findRequestedItem } from './requested-item';
import { apiRoute, result } from './route-helpers';

/**
 * Requests one dealer's mailbox receives per hour, whoever asks and from however many addresses:
 * a shop gets a handful of contact requests a day, and past this the form would be a way to
 * flood a dealer's inbox (each request still needs a solved captcha).
 */
export const DEALER_REQUESTS_PER_DEALER_PER_HOUR = 20;

/**
 * POST /b2c/v1/dealers/request (spec point 3): a shopper asks a dealer to contact them. The
 * captcha is checked first (and a solved one is spent), then the dealer's own address is looked
 * up on the server; the dealer gets the request by mail in its own language (reply goes to the
 * shopper). A copy, in the language of the shopper's page, goes
 * only to a signed-in account's own, verified address; an anonymous shopper gets none, since the
 * address they type is proven by nothing. Limited per client address and per dealer mailbox.
 */
interface DealerRow {
  name: string; slug: string | null; street: string; number: string; postal_code: string; city: string; country: string;
  phone: string | null; website: string | null; email: string | null;
}

export async function registerDealerRequestRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const perIp = new RateLimiter('dealer-request-ip', { max: 10, windowSeconds: 60 * 60 }, sharedLimiterOptions(ctx));
  const perDealer = new RateLimiter('dealer-request-recipient', { max: DEALER_REQUESTS_PER_DEALER_PER_HOUR, windowSeconds: 60 * 60 }, sharedLimiterOptions(ctx));
  apiRoute(app, {
    method: 'POST',
    url: '/b2c/v1/dealers/request',
    summary: 'Sends a contact request to a dealer by mail (a copy only to a signed-in account with a verified address: copySent); needs a solved captcha (GET /b2c/v1/captcha)',
    tags: ['dealers'],
    handler: async (request, reply) => {
      const body = parseInput(dealerRequestSchema, request.body);
      await enforceLimits(reply, [perIp, clientIp(request)]);
      const captcha = await verifyCaptcha(ctx, body.captcha, { remoteIp: request.ip });
      if (!captcha.ok && captcha.reason === 'unavailable') throw new ApiError(503, 'CAPTCHA_UNAVAILABLE', 'The captcha could not be checked. Please try again later');
      if (!captcha.ok) throw badRequest('CAPTCHA_INVALID', 'Please confirm that you are not a robot', [{ path: 'captcha', message: `captcha ${captcha.reason}` }]);
      const brand = brandOf(request, ctx.config);
      const row = rowsOf<DealerRow>(
        await ctx.db.execute(sql`
          select name, slug, street, number, postal_code, city, country, phone, website, email from dealers
           where cusid = ${body.cusid} and extid = ${body.extid} and active and brands @> ${JSON.stringify([brand])}::jsonb limit 1`),
      )[0];
      if (!row) throw notFound('DEALER_NOT_FOUND', 'Dealer not found');
      if (!row.email) throw new ApiError(409, 'DEALER_REQUEST_ERROR', 'This dealer cannot be reached by mail');
      // Counted per mailbox (dealers of one chain may share one), after the captcha is spent.
      await enforceLimits(reply, [perDealer, row.email.toLowerCase()]);
      const item = body.itemId ? await findRequestedItem(ctx.db, body.itemId, brand) : null;
      const dealer: RequestDealer = {
        name: row.name, slug: row.slug, phone: row.phone, website: row.website,
        address: addressLines({ street: row.street, number: row.number, postalCode: row.postal_code, city: row.city, country: row.country }),
      };
      const sending = { brand, origin: ctx.config.publicOrigin };
      try {
        await ctx.mailer.send(dealerRequestMail(sending, { ...dealer, email: row.email, country: row.country }, body, item));
      } catch (error) {
        // Described, never printed whole: the mail holds the shopper's details.
        console.error('[dealers] DEALER_REQUEST_ERROR', JSON.stringify(describeErrorForLog(error)));
        throw new ApiError(502, 'DEALER_REQUEST_ERROR', 'Your request could not be sent to the dealer');
      }
      // The copy is a courtesy: the request reached the dealer even when the copy fails.
      const user = await optionalUser(request, ctx);
      const copySent = user?.emailVerified
        ? await ctx.mailer.send(dealerRequestCopy(sending, user.email, dealer, body, item)).then(() => true, () => false)
        : false;
      return result({ sent: true, copySent });
    },
  });
}
