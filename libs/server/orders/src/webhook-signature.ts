import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * Payment webhooks are signed with HMAC-SHA256 over `${timestamp}.${rawBody}` and carry
 *   x-payment-timestamp: <unix seconds>
 *   x-payment-signature: v1=<hex>
 * A request is accepted only with a matching signature and a timestamp within the tolerance
 * (300 s), so a captured request cannot be replayed later; replays inside the window are
 * refused by event id (payment_webhook_events).
 */
export const TIMESTAMP_HEADER = 'x-payment-timestamp';
export const SIGNATURE_HEADER = 'x-payment-signature';

export function signWebhook(secret: string, timestamp: number, rawBody: string): string {
  return `v1=${createHmac('sha256', secret).update(`${timestamp}.${rawBody}`).digest('hex')}`;
}

export type SignatureProblem = 'missing' | 'malformed' | 'stale' | 'mismatch';

export function verifyWebhookSignature(
  secret: string,
  headers: { timestamp: string | undefined; signature: string | undefined },
  rawBody: string,
  toleranceSeconds: number,
  nowSeconds: number = Math.floor(Date.now() / 1000),
): SignatureProblem | null {
  const { timestamp, signature } = headers;
  if (!timestamp || !signature) return 'missing';
  if (!/^\d{1,12}$/.test(timestamp) || !/^v1=[0-9a-f]{64}$/.test(signature)) return 'malformed';
  if (Math.abs(nowSeconds - Number(timestamp)) > toleranceSeconds) return 'stale';
  const expected = Buffer.from(signWebhook(secret, Number(timestamp), rawBody));
  const given = Buffer.from(signature);
  return expected.length === given.length && timingSafeEqual(expected, given) ? null : 'mismatch';
}
