import { createApiClient } from './api-client';

/**
 * The shared api-client's cookie session (finding 11): no token in script, the CSRF proof on
 * every unsafe call, and one refresh before a call whose access token has expired.
 */
interface Call {
  method: string;
  url: string;
  headers: Headers;
  body?: string;
}

function browser(options: { hintInSeconds: number | null; answers?: Record<string, number[]> }) {
  const nowSeconds = Math.floor(Date.now() / 1000);
  const jar = new Map<string, string>([['csrf_token', 'proof-123']]);
  if (options.hintInSeconds !== null) jar.set('signed_in', String(nowSeconds + options.hintInSeconds));
  const calls: Call[] = [];
  const answers = options.answers ?? {};
  const api = createApiClient({
    brand: 'ardenne',
    cookies: () => [...jar].map(([k, v]) => `${k}=${v}`).join('; '),
    fetch: async (url, init) => {
      const method = init?.method ?? 'GET';
      calls.push({ method, url, headers: new Headers(init?.headers), body: init?.body as string | undefined });
      const status = answers[url]?.shift() ?? 200;
      if (url === '/b2c/v1/auth/refresh') {
        if (status === 200) jar.set('signed_in', String(nowSeconds + 900));
        else jar.delete('signed_in');
      }
      return new Response(JSON.stringify(status === 200 ? { result: { ok: true } } : { error: { status, code: 'UNAUTHORIZED', message: 'no' } }), { status });
    },
  });
  return { api, calls, jar };
}

describe('the browser session of the shared api-client', () => {
  it('sends no bearer token, asks for a cookie session, and adds the CSRF proof to unsafe calls only', async () => {
    const { api, calls } = browser({ hintInSeconds: 600 });
    await api.get('/b2c/v1/users/me');
    await api.patch('/b2c/v1/users/1', { firstName: 'Lien' });
    await api.post('/consumer/v1/orders', {});
    expect(calls.map((c) => c.url)).toEqual(['/b2c/v1/users/me', '/b2c/v1/users/1', '/consumer/v1/orders']);
    expect(calls.every((c) => c.headers.get('authorization') === null)).toBe(true);
    expect(calls.every((c) => c.headers.get('x-session') === 'cookie')).toBe(true);
    expect(calls.map((c) => c.headers.get('x-csrf-token'))).toEqual([null, 'proof-123', 'proof-123']);
  });

  it('refreshes once before calls whose access token has expired, shared by concurrent calls', async () => {
    const { api, calls } = browser({ hintInSeconds: -5 });
    await Promise.all([api.get('/b2c/v1/users/me'), api.get('/consumer/v1/orders'), api.patch('/b2c/v1/users/1', {})]);
    const refreshes = calls.filter((c) => c.url === '/b2c/v1/auth/refresh');
    expect(refreshes).toHaveLength(1);
    expect(calls[0]?.url).toBe('/b2c/v1/auth/refresh');
    // The refresh names no token (the cookie does) and carries the CSRF proof.
    expect(refreshes[0]).toMatchObject({ method: 'POST', body: '{}' });
    expect(refreshes[0]?.headers.get('x-csrf-token')).toBe('proof-123');
    // Fresh now: the next call goes straight through.
    await api.get('/b2c/v1/users/me');
    expect(calls.filter((c) => c.url === '/b2c/v1/auth/refresh')).toHaveLength(1);
  });

  it('does not refresh for a visitor who is not signed in, nor for the auth calls themselves', async () => {
    const { api, calls } = browser({ hintInSeconds: null });
    await api.get('/V1/families');
    const expired = browser({ hintInSeconds: -5 });
    await expired.api.post('/b2c/v1/auth/logout', {});
    expect([...calls, ...expired.calls].map((c) => c.url)).toEqual(['/V1/families', '/b2c/v1/auth/logout']);
  });

  it('after a 401 refreshes and retries once; a second 401 is the answer', async () => {
    const once = browser({ hintInSeconds: 600, answers: { '/b2c/v1/users/me': [401, 200] } });
    await expect(once.api.get('/b2c/v1/users/me')).resolves.toEqual({ ok: true });
    expect(once.calls.map((c) => c.url)).toEqual(['/b2c/v1/users/me', '/b2c/v1/auth/refresh', '/b2c/v1/users/me']);

    const ended = browser({ hintInSeconds: 600, answers: { '/b2c/v1/users/me': [401, 401], '/b2c/v1/auth/refresh': [401] } });
    await expect(ended.api.get('/b2c/v1/users/me')).rejects.toMatchObject({ status: 401 });
    expect(ended.calls.map((c) => c.url)).toEqual(['/b2c/v1/users/me', '/b2c/v1/auth/refresh']);
  });
});
