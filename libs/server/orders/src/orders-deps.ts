/** What the order operations share: their dependencies and the shapes of a change and a payment outcome. */
import type { ServerContext } from '@bike/server/core';
import type { OrderRow } from './order-view';
import type { OrdersConfig } from './orders-config';
import type { PaymentProvider } from './payment-provider';
import type { Tx } from './stock-reservations';
import type { VatChecker } from './vat-check';

/** Everything the order operations need; built once by registerOrderRoutes. */
export interface OrdersDeps {
  ctx: ServerContext;
  config: OrdersConfig;
  provider: PaymentProvider;
  vat: VatChecker;
  log: { error(obj: unknown, msg?: string): void; warn(obj: unknown, msg?: string): void };
}

/**
 * Called inside the transaction that changed an order, with the row before and after: the admin
 * calls record their audit entry here, so the change and its record commit together or not at all.
 */
export interface OrderChangeOptions {
  onChanged?: (tx: Tx, before: OrderRow, after: OrderRow) => Promise<void>;
}

export type PaymentOutcome = 'paid' | 'failed' | 'cancelled' | 'expired';
