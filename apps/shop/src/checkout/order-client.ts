import { ApiClientError, type ApiClient, type PlaceOrderBody } from '@bike/shared/api-client';
import type { PlacedOrder } from '@bike/shared/domain';
import type { OrderPayload } from './order-payload';

export { cancelOrder, checkVatNumber as checkVat, fetchOrder, retryOrderPayment as retryPayment } from '@bike/shared/api-client';

/**
 * POST /consumer/v1/orders with the attempt's Idempotency-Key. Same call as the api-client's
 * placeOrder, but it keeps the error's `issues` (paths like consumer.shippingAddress.postalCode)
 * so an address failure is shown next to the address it is about.
 */
export async function placeOrder(api: ApiClient, payload: OrderPayload, idempotencyKey: string): Promise<PlacedOrder> {
  const body: PlaceOrderBody = payload;
  let response: Response;
  try {
    response = await api.fetch('/consumer/v1/orders', {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'idempotency-key': idempotencyKey },
      body: JSON.stringify(body),
    });
  } catch {
    throw new ApiClientError(0, 'NETWORK_ERROR', 'Network error, no connection.');
  }
  const answer = await response.json().catch(() => null);
  if (!response.ok) {
    const error = answer?.error;
    throw Object.assign(new ApiClientError(response.status, error?.code ?? 'ORDER_FAILED', error?.message ?? 'Something went wrong when processing your order...', error?.name), {
      issues: error?.issues as unknown,
    });
  }
  return answer.result as PlacedOrder;
}
