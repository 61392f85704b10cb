import { createApiClient, ApiClientError } from './api-client';
import { cancelOrder, checkCartAvailability, checkVatNumber, fetchMyOrders, fetchOrder, lookupOrder, placeOrder, retryOrderPayment } from './order-calls';

function stub(status: number, body: unknown) {
  const calls: { url: string; init?: RequestInit }[] = [];
  const api = createApiClient({
    brand: 'ardenne',
    getAccessToken: () => 'tok',
    fetch: async (url, init) => {
      calls.push({ url, init });
      return new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });
    },
  });
  return { api, calls };
}

describe('order calls', () => {
  it('places an order with an Idempotency-Key and the brand header', async () => {
    const { api, calls } = stub(201, { result: { order: { uuid: 'u' }, payment: { url: '/payments/sandbox/p', uuid: 'p' } } });
    const body = { consumer: {} as never, orderlines: [], locale: 'nl_BE', shippingMethod: 'CONSUMER' as const, brand: 'ardenne' };
    const placed = await placeOrder(api, body, 'key-123456');
    expect(placed.payment.uuid).toBe('p');
    const headers = new Headers(calls[0]!.init!.headers);
    expect(headers.get('idempotency-key')).toBe('key-123456');
    expect(headers.get('x-brand')).toBe('ardenne');
    expect(calls[0]!.url).toBe('/consumer/v1/orders');
    await placeOrder(api, body);
    expect(new Headers(calls[1]!.init!.headers).get('idempotency-key')).toMatch(/^[0-9a-f-]{36}$/);
  });

  it('throws the API error code and name (emailAlreadyInUse)', async () => {
    const { api } = stub(409, { error: { status: 409, code: 'EMAIL_ALREADY_REGISTERED', name: 'emailAlreadyInUse', message: 'x' } });
    await expect(placeOrder(api, {} as never, 'key-123456')).rejects.toMatchObject({ status: 409, code: 'EMAIL_ALREADY_REGISTERED', errorName: 'emailAlreadyInUse' });
    await expect(placeOrder(api, {} as never, 'key-123456')).rejects.toBeInstanceOf(ApiClientError);
  });

  it('builds the other paths', async () => {
    const { api, calls } = stub(200, { result: {} });
    await checkCartAvailability(api, 'nl_BE', [{ id: 'A', qty: 1 }]);
    await retryOrderPayment(api, 'u-1', '/nl_BE/success', 'secret-token');
    await cancelOrder(api, 'u-1', 'secret-token');
    await fetchMyOrders(api, 'nl_BE');
    await checkVatNumber(api, 'NL004495445B01', 'nl_NL');
    expect(calls.map((c) => c.url)).toEqual([
      '/consumer/v1/items/cart/availability?locale=nl_BE',
      '/consumer/v1/orders/u-1/retry?redirect=%2Fnl_BE%2Fsuccess',
      '/consumer/v1/orders/u-1/cancel',
      '/consumer/v1/orders?locale=nl_BE',
      '/consumer/v1/order/checkVAT/NL004495445B01?locale=nl_NL',
    ]);
  });

  it('retries by POST and proves the buyer with the order token in a header, never in the URL', async () => {
    const { api, calls } = stub(200, { result: { payment: { url: '/p', uuid: 'p' } } });
    await retryOrderPayment(api, 'u-1', undefined, 'secret-token');
    await cancelOrder(api, 'u-1', 'secret-token');
    await fetchOrder(api, 'u-1', 'secret-token');
    for (const call of calls) {
      expect(new Headers(call.init!.headers).get('x-order-token')).toBe('secret-token');
      expect(call.url).not.toContain('secret-token');
    }
    expect(calls.map((c) => c.init!.method)).toEqual(['POST', 'POST', 'GET']);
    await fetchOrder(api, 'u-2');
    expect(new Headers(calls[3]!.init!.headers).has('x-order-token')).toBe(false);
  });

  it('looks an order up by POST, with the number and address in the body, never in the URL', async () => {
    const { api, calls } = stub(200, { result: { uuid: 'u-3' } });
    await lookupOrder(api, { orderNumber: 'ARD-7K3M9QX2', email: 'lien@example.com' });
    expect(calls[0]!.url).toBe('/consumer/v1/orders/lookup');
    expect(calls[0]!.init!.method).toBe('POST');
    expect(JSON.parse(String(calls[0]!.init!.body))).toEqual({ orderNumber: 'ARD-7K3M9QX2', email: 'lien@example.com' });
  });
});
