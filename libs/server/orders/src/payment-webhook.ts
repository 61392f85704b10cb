import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import * as v from 'valibot';
import { ApiError, badRequest, rowsOf } from '@bike/server/core';
import { applyPaymentOutcome } from './order-payments';
import type { OrdersDeps, PaymentOutcome } from './orders-deps';
import { paymentWebhookEvents } from './schema';
import { signWebhook, verifyWebhookSignature } from './webhook-signature';

/**
 * The one way a payment outcome enters the shop: a signed event posted to /payments/webhook
 * (by the provider, or by the sandbox page through the same function). Order of checks:
 * signature and timestamp (401), body shape (400), event id never seen before (409 on a
 * replay), then the outcome is applied.
 */
const EVENT_TYPES = {
  'payment.paid': 'paid',
  'payment.failed': 'failed',
  'payment.cancelled': 'cancelled',
  'payment.expired': 'expired',
} as const satisfies Record<string, PaymentOutcome>;

const eventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(8), v.maxLength(100), v.regex(/^[A-Za-z0-9_.:-]+$/)),
  type: v.picklist(Object.keys(EVENT_TYPES) as (keyof typeof EVENT_TYPES)[]),
  paymentUuid: v.pipe(v.string(), v.uuid()),
});
export type PaymentEvent = v.InferOutput<typeof eventSchema>;

export interface WebhookResult {
  event: string;
  payment: string;
  applied: boolean;
}

export async function handlePaymentWebhook(
  deps: OrdersDeps,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
): Promise<WebhookResult> {
  const problem = verifyWebhookSignature(deps.config.webhookSecret, headers, rawBody, deps.config.webhookToleranceSeconds);
  if (problem) {
    const message = problem === 'stale' ? 'The webhook timestamp is outside the allowed window' : 'The webhook signature is missing or invalid';
    throw new ApiError(401, problem === 'stale' ? 'WEBHOOK_STALE' : 'WEBHOOK_SIGNATURE_INVALID', message, 'webhookRejected');
  }
  let parsed: unknown;
  try {
    parsed = JSON.parse(rawBody);
  } catch {
    throw badRequest('INVALID_JSON', 'The request body is not valid JSON');
  }
  const result = v.safeParse(eventSchema, parsed);
  if (!result.success) throw badRequest('VALIDATION_ERROR', 'The webhook event is malformed');
  const event = result.output;

  const inserted = rowsOf(
    await deps.ctx.db.execute(sql`
      insert into payment_webhook_events (id, provider, type, payment_uuid)
      values (${event.id}, ${deps.provider.name}, ${event.type}, ${event.paymentUuid}::uuid)
      on conflict (id) do nothing
      returning id`),
  );
  if (inserted.length === 0) throw new ApiError(409, 'WEBHOOK_REPLAYED', 'This webhook event was already received', 'webhookReplayed');
  try {
    const outcome = await applyPaymentOutcome(deps, event.paymentUuid, EVENT_TYPES[event.type]);
    if (!outcome.order) throw new ApiError(404, 'PAYMENT_NOT_FOUND', 'This payment does not exist');
    return { event: event.id, payment: event.paymentUuid, applied: outcome.changed };
  } catch (error) {
    // Not applied: forget the id so the provider's retry of this event is processed.
    await deps.ctx.db.delete(paymentWebhookEvents).where(eq(paymentWebhookEvents.id, event.id)).catch(() => undefined);
    throw error;
  }
}

/** A signed event as the sandbox page (or a test) sends it. */
export function signedEvent(secret: string, paymentUuid: string, outcome: PaymentOutcome, nowSeconds = Math.floor(Date.now() / 1000)) {
  const body = JSON.stringify({ id: `evt_${randomUUID()}`, type: `payment.${outcome}`, paymentUuid, createdAt: new Date(nowSeconds * 1000).toISOString() });
  return { body, timestamp: String(nowSeconds), signature: signWebhook(secret, nowSeconds, body) };
}
