import { ApiClientError, buildQuery, createApiClient } from './api-client';

describe('api client', () => {
  it('sends brand, tracking and bearer headers and unwraps result', async () => {
    const calls: { url: string; headers: Headers }[] = [];
    const api = createApiClient({
      brand: 'kempen',
      trackingToken: 'trk',
      getAccessToken: () => 'tok',
      fetch: async (url, init) => {
        calls.push({ url, headers: new Headers(init?.headers) });
        return new Response(JSON.stringify({ result: { ok: 1 } }), { status: 200 });
      },
    });
    await expect(api.get('/V1/families', { locale: 'nl_BE', brand: undefined })).resolves.toEqual({ ok: 1 });
    expect(calls[0].url).toBe('/V1/families?locale=nl_BE');
    expect(calls[0].headers.get('x-brand')).toBe('kempen');
    expect(calls[0].headers.get('x-tracking-token')).toBe('trk');
    expect(calls[0].headers.get('authorization')).toBe('Bearer tok');
  });

  it('throws the spec error code from the error shape', async () => {
    const api = createApiClient({
      brand: 'ardenne',
      fetch: async () => new Response(JSON.stringify({ error: { status: 404, code: 'BIKE_NOT_FOUND', name: 'notFound', message: 'no' } }), { status: 404 }),
    });
    await expect(api.get('/consumer/v1/items/x')).rejects.toMatchObject({ status: 404, code: 'BIKE_NOT_FOUND' });
  });

  it('reports a network failure', async () => {
    const api = createApiClient({ brand: 'ardenne', fetch: async () => { throw new TypeError('offline'); } });
    const error = (await api.get('/x').catch((e: unknown) => e)) as ApiClientError;
    expect(error).toBeInstanceOf(ApiClientError);
    expect(error.code).toBe('NETWORK_ERROR');
  });

  it('builds queries without empty values', () => {
    expect(buildQuery({ a: 1, b: '', c: null })).toBe('?a=1');
  });
});
