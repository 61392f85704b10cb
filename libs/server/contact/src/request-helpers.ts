import { randomBytes } from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { CONTACT_LIMITS, conceptCodeFrom } from '@bike/shared/domain';
import { ApiError, describeErrorForLog, RateLimiter, sharedLimiterOptions, type OutgoingMail, type ServerContext } from '@bike/server/core';
import { optionalUser } from '@bike/server/accounts';
import type { SenderFacts } from './contact-mails';

/**
 * A request's reference, "CS-K7QM2XTV": a prefix for its kind and eight characters nobody
 * misreads (the concept codes' alphabet), quoted in the subject of both mails.
 */
export const newReference = (prefix: 'CS' | 'FT') => `${prefix}-${conceptCodeFrom(randomBytes(8))}`;

/** The per-address and per-typed-address limits of one form (CONTACT_LIMITS), counted in the shared store. */
export function contactLimiters(ctx: ServerContext, form: 'contact' | 'fitting') {
  return {
    perClientAddress: new RateLimiter(`${form}-ip`, CONTACT_LIMITS.perClientAddress, sharedLimiterOptions(ctx)),
    perEmail: new RateLimiter(`${form}-email`, CONTACT_LIMITS.perEmail, sharedLimiterOptions(ctx)),
  };
}

/**
 * The page's locale (the receipt's language) and whether the typed address is proven: the
 * signed-in account's own address, confirmed by a mailed link. Only then does a receipt repeat
 * the shopper's words.
 */
export async function senderFacts(request: FastifyRequest, ctx: ServerContext, body: { email: string; locale?: string | undefined }): Promise<SenderFacts> {
  const user = await optionalUser(request, ctx);
  return { locale: body.locale ?? 'en_INT', provenAddress: !!user?.emailVerified && user.email.toLowerCase() === body.email };
}

/**
 * Sends the mail the request is for (to customer service, to the dealer); when it cannot leave,
 * the shopper is told (502 with the code) and the failure is logged by its description only:
 * the mail holds the shopper's details.
 */
export async function mailOrFail(ctx: ServerContext, mail: OutgoingMail, code: string, message: string): Promise<void> {
  try {
    await ctx.mailer.send(mail);
  } catch (error) {
    console.error(`[contact] ${code}`, JSON.stringify(describeErrorForLog(error)));
    throw new ApiError(502, code, message);
  }
}
