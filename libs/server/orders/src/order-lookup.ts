import { createHash, timingSafeEqual } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { orderLookupSchema, type OrderView } from '@bike/shared/domain';
import { ApiError, brandOf, clientIp, enforceLimits, parseInput, RateLimiter, sharedLimiterOptions, type Db, type ServerContext } from '@bike/server/core';
import { orders } from './schema';
import { orderViewOf, type OrderRow } from './order-view';

/**
 * A guest finds an order by its number and the email address it was placed with (issue 32
 * item 7): POST /consumer/v1/orders/lookup answers the order's view, never a token.
 *
 * Why the view and not a fresh order token: the number and the address are printed on the
 * confirmation mail, the invoice and any screenshot sent to customer service, so they are a
 * weaker proof than the 256-bit token, which only the placement answer and the buyer's mailbox
 * ever hold. Knowing them lets a guest read the order (and its transfer reference, enough to pay
 * by transfer), not change it: retry and cancel still need the token (the mail's link) or the
 * owner's session. A minted token would also last for ever and, with the list capped at
 * MAX_ORDER_TOKENS, push the mail link's own token out after ten lookups.
 *
 * Guessing is held back twice, in the shared rate-limit store (every replica counts alike): per
 * client address, so one machine cannot walk through numbers or addresses, and per order
 * number, so a known number cannot be paired with guessed addresses from many machines. An
 * unknown number and a wrong address get the same 404 after the same work (one indexed read
 * and one constant-time comparison), so the answer does not tell whether a number exists.
 */
export const ORDER_LOOKUP_LIMITS = {
  /** A household or an office behind one address looking up a few orders, with typos. */
  perAddress: { max: 10, windowSeconds: 15 * 60 },
  /** The buyer mistyping their address a few times; not an attacker's list of addresses. */
  perOrderNumber: { max: 10, windowSeconds: 60 * 60 },
} as const;

export const lookupFailed = () =>
  new ApiError(404, 'ORDER_LOOKUP_FAILED', 'No order matches this order number and email address', 'orderLookupFailed');

const digest = (text: string) => createHash('sha256').update(text, 'utf8').digest();
/** Compared with when the number is unknown, so both failures cost the same. */
const NO_ADDRESS = digest('\u0000no order\u0000');

/** Constant-time comparison of the stored (lower-cased) address with the typed one (lower-cased by the schema). */
export function sameAddress(stored: string | null, typed: string): boolean {
  const matches = timingSafeEqual(stored === null ? NO_ADDRESS : digest(stored), digest(typed));
  return stored !== null && matches;
}

export async function findOrderByNumber(db: Db, brand: string, orderNumber: string): Promise<OrderRow | undefined> {
  const [row] = await db.select().from(orders).where(and(eq(orders.publicId, orderNumber), eq(orders.brand, brand))).limit(1);
  return row;
}

export async function registerOrderLookupRoute(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const options = sharedLimiterOptions(ctx);
  const perAddress = new RateLimiter('order-lookup-ip', ORDER_LOOKUP_LIMITS.perAddress, options);
  const perNumber = new RateLimiter('order-lookup-number', ORDER_LOOKUP_LIMITS.perOrderNumber, options);

  app.post(
    '/consumer/v1/orders/lookup',
    { schema: { summary: 'A guest\'s order by its number and email address (read-only view; rate-limited per client and per order number)', tags: ['orders'] } as object },
    async (request, reply): Promise<{ result: OrderView }> => {
      // Counted before the body is read: malformed floods use up the same budget.
      await enforceLimits(reply, [perAddress, clientIp(request)]);
      const input = parseInput(orderLookupSchema, request.body);
      await enforceLimits(reply, [perNumber, input.orderNumber]);
      const order = await findOrderByNumber(ctx.db, brandOf(request, ctx.config), input.orderNumber);
      reply.header('cache-control', 'no-store');
      // Neither the number nor the address is logged: together they open the order.
      if (!sameAddress(order?.customerEmail ?? null, input.email) || !order) throw lookupFailed();
      return { result: await orderViewOf(ctx.db, order) };
    },
  );
}
