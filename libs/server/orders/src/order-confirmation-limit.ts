import { and, eq, isNotNull } from 'drizzle-orm';
import { RateLimiter, sharedLimiterOptions } from '@bike/server/core';
import { users } from '@bike/server/accounts';
import type { OrdersDeps } from './orders-deps';

/**
 * Order confirmations one address receives per hour when nobody proved it is theirs. A guest
 * types any address into the checkout, so without a limit anyone could send a stranger a mail
 * per order, from as many client addresses as they have (issue 29: 10 addresses, 10 mails).
 * Five is the accounts' budget for activation and reset mails too.
 */
export const ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR = 5;

/**
 * Whether the confirmation of a just-placed order may be mailed. The order itself is never
 * refused (an order is not lost to a mail limit) and its answer, with the confirmation page's
 * data and order token, is the same either way: only the mail stays unsent.
 *
 * A signed-in buyer whose account has proven the address (a mailed link) is not counted: the
 * mail goes to their own inbox. Everyone else (guests, and accounts ordering for another or an
 * unproven address) counts against the recipient's window in the shared rate-limit store, so
 * every replica counts alike and RATE_LIMITS=off switches it off with the other limits.
 */
export async function mayMailOrderConfirmation(deps: Pick<OrdersDeps, 'ctx' | 'log'>, order: { recipient: string; userId: string | null; orderNumber: string }): Promise<boolean> {
  const recipient = order.recipient.toLowerCase();
  if (order.userId && (await isProvenAddressOf(deps, order.userId, recipient))) return true;
  const limiter = new RateLimiter('order-confirmation-recipient', { max: ORDER_CONFIRMATIONS_PER_RECIPIENT_PER_HOUR, windowSeconds: 3600 }, sharedLimiterOptions(deps.ctx));
  if ((await limiter.hit(recipient)) === 0) return true;
  // The order number only: the address is personal data and stays out of the log.
  deps.log.warn({ order: order.orderNumber }, 'order confirmation not mailed: too many to this address in the past hour');
  return false;
}

async function isProvenAddressOf(deps: Pick<OrdersDeps, 'ctx'>, userId: string, address: string): Promise<boolean> {
  const [row] = await deps.ctx.db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.id, userId), isNotNull(users.emailVerifiedAt)));
  return row?.email.toLowerCase() === address;
}
