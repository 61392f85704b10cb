/**
 * Orders API: cart availability, VAT check, checkout snapshots, order placement with stock
 * reservation and idempotency, payments (provider interface, embedded sandbox, signed
 * webhooks, expiry) and the order mails. Tables in schema.ts; settings in orders-config.ts.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { registerCartRoutes } from './cart-routes';
import type { OrdersDeps } from './orders-deps';
import { startExpiryTimer } from './payment-expiry';
import { registerOrderRoutesOnly } from './order-routes';
import { readOrdersConfig, type OrdersConfig } from './orders-config';
import { createPaymentProvider, type PaymentProvider } from './payment-provider';
import { registerPaymentRoutes } from './payment-routes';
import { registerAdminOrderRoutes } from './admin-order-routes';
import { createVatChecker, type VatChecker } from './vat-check';

export * from './schema';
export { readOrdersConfig, type OrdersConfig } from './orders-config';
export { createPaymentProvider, SandboxPaymentProvider, HostedPaymentProvider, PaymentConfigError, type PaymentProvider, type PaymentRequest, type CreatedPayment } from './payment-provider';
export { createVatChecker, offlineVatChecker, viesVatChecker, type VatChecker } from './vat-check';
export { signWebhook, verifyWebhookSignature, SIGNATURE_HEADER, TIMESTAMP_HEADER } from './webhook-signature';
export { applyPaymentOutcome } from './order-payments';
export { moveOrderStatus } from './order-status-changes';
export { expireOpenPayments } from './payment-expiry';
export type { OrdersDeps } from './orders-deps';
export { signedEvent } from './payment-webhook';
export { assignSerials, findSerial, type BikeSerialRow, type NewBikeSerial } from './bike-serials';
export { ordersOfUser } from './order-view';

export interface OrderRoutesOptions {
  /** Defaults to readOrdersConfig(process.env). */
  config?: OrdersConfig;
  provider?: PaymentProvider;
  vatChecker?: VatChecker;
}

export async function registerOrderRoutes(app: FastifyInstance, ctx: ServerContext, options: OrderRoutesOptions = {}): Promise<void> {
  const config = options.config ?? readOrdersConfig();
  const deps: OrdersDeps = {
    ctx,
    config,
    // An unknown or misconfigured provider throws here, at start, with the missing settings named.
    provider: options.provider ?? createPaymentProvider(config),
    vat: options.vatChecker ?? createVatChecker(config),
    log: app.log,
  };
  // The sandbox lets anyone holding a payment link mark it paid: right for demos and tests, never
  // for a shop taking real orders, so it says so loudly at every start.
  if (config.paymentProvider === 'sandbox' && !options.provider) {
    app.log.warn('payments run on the embedded SANDBOX provider: orders can be marked paid without money (set PAYMENT_PROVIDER=hosted for real payments)');
  }
  await registerCartRoutes(app, ctx, deps);
  await registerOrderRoutesOnly(app, ctx, deps);
  await registerPaymentRoutes(app, ctx, deps);
  await registerAdminOrderRoutes(app, ctx, deps);
  const stop = startExpiryTimer(deps);
  app.addHook('onClose', async () => stop());
}
