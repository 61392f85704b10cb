import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { fromCents } from '@bike/shared/domain';
import { ApiError, type ServerContext } from '@bike/server/core';
import { findOrder, UUID_PATTERN } from './order-view';
import { returnPath } from './order-payments';
import type { OrdersDeps, PaymentOutcome } from './orders-deps';
import { handlePaymentWebhook, signedEvent } from './payment-webhook';
import { sandboxPage } from './sandbox-page';
import { payments } from './schema';
import { SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';

const single = (value: string | string[] | undefined) => (Array.isArray(value) ? value[0] : value);
const SANDBOX_ACTIONS: Record<string, PaymentOutcome> = { pay: 'paid', fail: 'failed', cancel: 'cancelled' };

/**
 * /payments/webhook (every provider) and, with the sandbox provider only, /payments/sandbox/{uuid}.
 * Registered in their own scope: the webhook needs the raw body for the signature, and the
 * sandbox form posts application/x-www-form-urlencoded.
 */
export async function registerPaymentRoutes(app: FastifyInstance, ctx: ServerContext, deps: OrdersDeps): Promise<void> {
  await app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit: 64 * 1024 }, (_request, body, done) => done(null, body));
    scope.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4 * 1024 }, (_request, body, done) =>
      done(null, Object.fromEntries(new URLSearchParams(String(body)))),
    );

    scope.post('/payments/webhook', { schema: { summary: 'Signed payment events (HMAC-SHA256)', tags: ['payments'] } as object }, async (request) => {
      const raw = typeof request.body === 'string' ? request.body : '';
      const result = await handlePaymentWebhook(
        deps,
        { timestamp: single(request.headers[TIMESTAMP_HEADER]), signature: single(request.headers[SIGNATURE_HEADER]) },
        raw,
      );
      return { result };
    });

    if (deps.provider.name !== 'sandbox') return;

    const openPayment = async (uuid: string) => {
      if (!UUID_PATTERN.test(uuid)) return null;
      const [payment] = await ctx.db.select().from(payments).where(eq(payments.uuid, uuid));
      if (!payment || payment.provider !== 'sandbox') return null;
      const order = await findOrder(ctx.db, payment.orderUuid);
      return order ? { payment, order } : null;
    };
    const notFound = () => new ApiError(404, 'PAYMENT_NOT_FOUND', 'This payment does not exist');

    scope.get<{ Params: { uuid: string } }>('/payments/sandbox/:uuid', { schema: { summary: 'Sandbox payment page (HTML)', tags: ['payments'] } as object }, async (request, reply) => {
      const found = await openPayment(request.params.uuid);
      if (!found) throw notFound();
      const { payment, order } = found;
      const html = sandboxPage({
        paymentUuid: payment.uuid, orderId: order.publicId, amount: fromCents(payment.amountCents), currency: payment.currency, locale: order.locale, status: payment.status,
        open: payment.status === 'open' && payment.expiresAt.getTime() > Date.now(), returnPath: returnPath(order),
      });
      return reply.type('text/html; charset=utf-8').header('cache-control', 'no-store').send(html);
    });

    scope.post<{ Params: { uuid: string } }>('/payments/sandbox/:uuid', { schema: { summary: 'Sandbox outcome: pay, fail or cancel', tags: ['payments'] } as object }, async (request, reply) => {
      const found = await openPayment(request.params.uuid);
      if (!found) throw notFound();
      const body = (request.body ?? {}) as Record<string, unknown>;
      const outcome = SANDBOX_ACTIONS[String(body['action'] ?? '')];
      if (!outcome) throw new ApiError(400, 'VALIDATION_ERROR', 'action must be pay, fail or cancel');
      if (found.payment.status === 'open') {
        // The same path a provider's webhook takes: a signed event through the one handler.
        const event = signedEvent(deps.config.webhookSecret, found.payment.uuid, outcome);
        await handlePaymentWebhook(deps, { timestamp: event.timestamp, signature: event.signature }, event.body);
      }
      const order = (await findOrder(ctx.db, found.order.uuid)) ?? found.order;
      return reply.redirect(returnPath(order), 303);
    });
  });
}
