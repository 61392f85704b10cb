/** The payment-expiry sweep: open payments past their time are expired and their stock released, once across replicas. */
import { and, inArray, sql } from 'drizzle-orm';
import { startClaimedJob } from '@bike/server/core';
import { applyPaymentOutcome } from './order-payments';
import type { OrdersDeps } from './orders-deps';
import { payments } from './schema';

/**
 * Expires open payments past their expires_at (online: PAYMENT_EXPIRY_MINUTES; bank transfer:
 * BANK_TRANSFER_DAYS) and releases their stock. Returns the number expired.
 */
export async function expireOpenPayments(deps: OrdersDeps, now: Date = new Date(), limit = 200): Promise<number> {
  const due = await deps.ctx.db
    .select({ uuid: payments.uuid })
    .from(payments)
    .where(and(inArray(payments.status, ['open', 'waiting_transfer']), sql`${payments.expiresAt} < ${now.toISOString()}::timestamptz`))
    .limit(limit);
  let expired = 0;
  for (const p of due) {
    const r = await applyPaymentOutcome(deps, p.uuid, 'expired');
    if (r.changed) expired++;
  }
  return expired;
}

/**
 * The periodic expiry sweep, once per interval across every replica (a claim in job_runs, see
 * startClaimedJob in server core); unref'd so it never keeps the process alive.
 */
export function startExpiryTimer(deps: OrdersDeps): () => void {
  return startClaimedJob(deps.ctx.db, {
    name: PAYMENT_EXPIRY_JOB,
    intervalSeconds: deps.config.expiryIntervalSeconds,
    run: () => expireOpenPayments(deps),
    onError: (error) => deps.log.error({ err: error }, 'payment expiry sweep failed'),
  });
}

/** The job_runs name of the expiry sweep. */
export const PAYMENT_EXPIRY_JOB = 'payment-expiry';
