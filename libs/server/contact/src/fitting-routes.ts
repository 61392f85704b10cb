/**
 * POST /b2c/v1/dealers/fitting-request (issue 32 item 13): the bike-fitting page's appointment
 * request to one dealer. Checked by the form's schema; the captcha is checked and spent; the
 * dealer must be an active dealer of the site's brand that offers fitting (else 404 or 422, no
 * mail); then the dealer gets the request in its market's first language with the rider as
 * reply-to, and the rider a receipt in the page's language. Limited per client address, per
 * typed address and per dealer mailbox.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import { sql } from 'drizzle-orm';
import { CONTACT_LIMITS, FITTING_SERVICE, fittingRequestSchema, type FittingRequest } from '@bike/shared/domain';
import { ApiError, brandOf, clientIp, enforceLimits, notFound, parseInput, RateLimiter, requireSolvedCaptcha, rowsOf, sharedLimiterOptions, type Db, type ServerContext } from '@bike/server/core';
import { addressLines } from '@bike/server/catalogue';
import { fittingDealerMail, fittingReceipt, type FittingDealer } from './fitting-mails';
import { contactLimiters, mailOrFail, newReference, senderFacts } from './request-helpers';

export interface FittingAnswer {
  sent: true;
  reference: string;
  receiptSent: boolean;
}

export const fittingNotOffered = () => new ApiError(422, 'FITTING_NOT_OFFERED', 'This dealer does not offer bike fitting', 'fittingNotOffered');

interface DealerRow { name: string; street: string; number: string; postal_code: string; city: string; country: string; phone: string | null; email: string | null; services: string[] | null }

/** The active dealer of the brand by its codes, with its mail address (read here, never sent to a browser). */
async function findDealer(db: Db, cusid: string, extid: string, brand: string): Promise<DealerRow | undefined> {
  return rowsOf<DealerRow>(
    await db.execute(sql`
      select name, street, number, postal_code, city, country, phone, email, services from dealers
       where cusid = ${cusid} and extid = ${extid} and active and brands @> ${JSON.stringify([brand])}::jsonb limit 1`),
  )[0];
}

export async function registerFittingRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const limits = contactLimiters(ctx, 'fitting');
  const perDealer = new RateLimiter('fitting-dealer', CONTACT_LIMITS.perDealer, sharedLimiterOptions(ctx));
  app.route({
    method: 'POST',
    url: '/b2c/v1/dealers/fitting-request',
    schema: {
      summary: "A bike-fitting appointment request to a dealer that offers fitting: { cusid, extid, name, email, phone?, firstDate, secondDate?, timeOfDay?, message?, captcha, locale? }; the dealer gets it by mail, the rider a receipt in the locale's language; 422 FITTING_NOT_OFFERED for a dealer without fitting",
      tags: ['dealers'],
    } as FastifySchema,
    handler: async (request, reply): Promise<{ result: FittingAnswer }> => {
      const body: FittingRequest = parseInput(fittingRequestSchema, request.body);
      await enforceLimits(reply, [limits.perClientAddress, clientIp(request)]);
      await requireSolvedCaptcha(ctx, body.captcha, { remoteIp: request.ip, log: request.log });
      const brand = brandOf(request, ctx.config);
      const row = await findDealer(ctx.db, body.cusid, body.extid, brand);
      if (!row) throw notFound('DEALER_NOT_FOUND', 'Dealer not found');
      if (!(row.services ?? []).includes(FITTING_SERVICE)) throw fittingNotOffered();
      if (!row.email) throw new ApiError(409, 'DEALER_REQUEST_ERROR', 'This dealer cannot be reached by mail');
      // A dealer's mailbox (one chain may share one) and the typed address are counted after the captcha is spent.
      await enforceLimits(reply, [perDealer, row.email.toLowerCase()], [limits.perEmail, body.email]);
      const dealer: FittingDealer = {
        name: row.name, email: row.email, phone: row.phone, country: row.country,
        address: addressLines({ street: row.street, number: row.number, postalCode: row.postal_code, city: row.city, country: row.country }),
      };
      const sending = { brand, origin: ctx.config.publicOrigin };
      const sender = await senderFacts(request, ctx, body);
      const reference = newReference('FT');
      await mailOrFail(ctx, fittingDealerMail(sending, dealer, body, reference, sender), 'DEALER_REQUEST_ERROR', 'Your request could not be sent to the dealer');
      const receiptSent = await ctx.mailer.send(fittingReceipt(sending, body.email, dealer, body, reference, sender)).then(() => true, () => false);
      reply.status(202).header('cache-control', 'no-store');
      return { result: { sent: true, reference, receiptSent } };
    },
  });
}
