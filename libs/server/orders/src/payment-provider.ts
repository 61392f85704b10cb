import type { OrdersConfig } from './orders-config';

/**
 * What the shop needs of a payment provider: create a payment page for an amount and tell where
 * to send the shopper. The outcome always comes back as a signed webhook (webhook-signature.ts),
 * whichever provider is configured, and goes through the same handler.
 */
export interface PaymentRequest {
  paymentUuid: string;
  orderPublicId: string;
  amountCents: number;
  currency: string;
  locale: string;
  description: string;
  /** Absolute URL of POST /payments/webhook. */
  webhookUrl: string;
  /** Absolute URL the provider sends the shopper back to. */
  returnUrl: string;
}

export interface CreatedPayment {
  /** Where the shopper pays: a same-origin path for the sandbox, the provider's page otherwise. */
  url: string;
  providerRef: string | null;
}

export interface PaymentProvider {
  readonly name: string;
  createPayment(request: PaymentRequest): Promise<CreatedPayment>;
}

export class PaymentConfigError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PaymentConfigError';
  }
}

/** The embedded default: the API's own payment page at /payments/sandbox/{uuid}. No network. */
export class SandboxPaymentProvider implements PaymentProvider {
  readonly name = 'sandbox';
  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    return { url: `/payments/sandbox/${request.paymentUuid}`, providerRef: null };
  }
}

type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/**
 * Skeleton of a hosted-page provider (PAYMENT_PROVIDER=hosted): POST {PAYMENT_API_URL}/payments
 * with a bearer key, answer `{ id, checkoutUrl }`; the provider then calls /payments/webhook
 * signed with PAYMENT_WEBHOOK_SECRET. It refuses to start without its settings, so a
 * misconfigured shop fails at boot rather than at the first order.
 */
export class HostedPaymentProvider implements PaymentProvider {
  readonly name = 'hosted';
  private readonly apiUrl: string;
  private readonly apiKey: string;

  constructor(config: Pick<OrdersConfig, 'paymentApiUrl' | 'paymentApiKey' | 'webhookSecretGenerated'>, private readonly fetchImpl: FetchLike = fetch) {
    const missing = [
      !config.paymentApiUrl && 'PAYMENT_API_URL',
      !config.paymentApiKey && 'PAYMENT_API_KEY',
      config.webhookSecretGenerated && 'PAYMENT_WEBHOOK_SECRET',
    ].filter(Boolean);
    if (missing.length) throw new PaymentConfigError(`PAYMENT_PROVIDER=hosted needs ${missing.join(', ')} to be set`);
    if (!/^https:\/\//.test(config.paymentApiUrl!)) throw new PaymentConfigError('PAYMENT_API_URL must be an https:// URL');
    this.apiUrl = config.paymentApiUrl!.replace(/\/+$/, '');
    this.apiKey = config.paymentApiKey!;
  }

  async createPayment(request: PaymentRequest): Promise<CreatedPayment> {
    const response = await this.fetchImpl(`${this.apiUrl}/payments`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${this.apiKey}`, 'idempotency-key': request.paymentUuid },
      body: JSON.stringify({
        reference: request.paymentUuid,
        amount: { value: request.amountCents, currency: request.currency },
        description: request.description,
        locale: request.locale,
        returnUrl: request.returnUrl,
        webhookUrl: request.webhookUrl,
      }),
      signal: AbortSignal.timeout(10_000),
    });
    if (!response.ok) throw new Error(`payment provider answered ${response.status}`);
    const body = (await response.json()) as { id?: string; checkoutUrl?: string };
    if (!body.checkoutUrl || !/^https:\/\//.test(body.checkoutUrl)) throw new Error('payment provider gave no https checkoutUrl');
    return { url: body.checkoutUrl, providerRef: body.id ?? null };
  }
}

export function createPaymentProvider(config: OrdersConfig, fetchImpl?: FetchLike): PaymentProvider {
  switch (config.paymentProvider) {
    case 'sandbox':
      return new SandboxPaymentProvider();
    case 'hosted':
      return new HostedPaymentProvider(config, fetchImpl);
    default:
      throw new PaymentConfigError(`Unknown PAYMENT_PROVIDER "${config.paymentProvider}" (use sandbox or hosted)`);
  }
}
