/**
 * Typed REST client for the shop API (spec point 7). Every call sends the brand header and the
 * tracking token. Who is signed in travels as a bearer token where the caller has one (the
 * shell's server renders) or, in the browser, in the session's HttpOnly cookies, with the CSRF
 * proof and the refresh before an expired call handled here for every remote (browser-session.ts).
 * Errors arrive in the API's single shape and are thrown as ApiClientError carrying the
 * spec-point-8 code, which the UI translates.
 */
import { createBrowserSession, REFRESH_PATH } from './browser-session';

export type FetchLike = (input: string, init?: RequestInit) => Promise<Response>;

export interface ApiClientOptions {
  fetch: FetchLike;
  brand: string;
  /** Prefix for relative paths, '' in the browser (same origin). */
  baseUrl?: string;
  getAccessToken?: () => string | null | undefined;
  trackingToken?: string | null;
  /** In the browser, the page's cookies (`() => document.cookie`): turns on the cookie session. */
  cookies?: () => string;
}

export class ApiClientError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
    readonly errorName?: string,
    /** Field-level problems of a 400 (`{ path, message }`), e.g. consumer.invoiceAddress.postalCode. */
    readonly issues?: unknown,
  ) {
    super(message);
  }
}

/** The thrown form of an API error answer (`{ error: { status, code, name, message, issues } }`). */
export function apiClientErrorFrom(status: number, payload: unknown, fallbackMessage = 'Something went wrong'): ApiClientError {
  const error = (payload as { error?: { code?: string; message?: string; name?: string; issues?: unknown } } | null)?.error;
  return new ApiClientError(status, error?.code ?? 'GENERIC_ERROR', error?.message ?? fallbackMessage, error?.name, error?.issues);
}

export interface ApiClient {
  get<T>(path: string, query?: Record<string, string | number | undefined | null>): Promise<T>;
  post<T>(path: string, body?: unknown, query?: Record<string, string | number | undefined | null>): Promise<T>;
  patch<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body?: unknown): Promise<T>;
  /** DELETE with an optional JSON body (deleting the account sends its confirmation). */
  del<T>(path: string, body?: unknown): Promise<T>;
  /**
   * A multipart upload (POST /b2c/v1/upload/{path}): the browser sets the multipart boundary,
   * the session's refresh and CSRF proof apply as for any other write.
   */
  upload<T>(path: string, form: FormData): Promise<T>;
  /** Raw fetch with the shop's headers, for callers such as the urql content client. */
  fetch: FetchLike;
  brand: string;
}

const isFormData = (body: unknown): body is FormData => typeof FormData !== 'undefined' && body instanceof FormData;

export function buildQuery(query?: Record<string, string | number | undefined | null>): string {
  if (!query) return '';
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== null && value !== '') params.set(key, String(value));
  const s = params.toString();
  return s ? `?${s}` : '';
}

export function createApiClient(options: ApiClientOptions): ApiClient {
  const base = options.baseUrl ?? '';
  const session = options.cookies
    ? createBrowserSession({
        cookies: options.cookies,
        refresh: () =>
          shopFetch(REFRESH_PATH, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{}' }).then(
            (response) => response.ok,
            () => false,
          ),
      })
    : null;
  const headersFor = (init?: RequestInit): Headers => {
    const headers = new Headers(init?.headers);
    headers.set('x-brand', options.brand);
    if (options.trackingToken) headers.set('x-tracking-token', options.trackingToken);
    const token = options.getAccessToken?.();
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    session?.sessionHeaders(init?.method ?? 'GET', headers);
    return headers;
  };
  const shopFetch: FetchLike = (input, init) => options.fetch(input.startsWith('http') ? input : base + input, { ...init, headers: headersFor(init) });

  async function request<T>(method: string, path: string, body?: unknown, query?: Record<string, string | number | undefined | null>): Promise<T> {
    const send = () =>
      shopFetch(path + buildQuery(query), {
        method,
        headers: body === undefined || isFormData(body) ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : isFormData(body) ? body : JSON.stringify(body),
      });
    let response: Response;
    try {
      await session?.beforeCall(path);
      const hint = session?.hint() ?? null;
      response = await send();
      // Once: the token may have expired between the check and the call (or the clocks differ).
      if (response.status === 401 && session && (await session.retryAfterUnauthorized(path, hint))) response = await send();
    } catch {
      throw new ApiClientError(0, 'NETWORK_ERROR', 'Network error, no connection.');
    }
    const payload = await response.json().catch(() => null);
    if (!response.ok) throw apiClientErrorFrom(response.status, payload);
    return (payload && typeof payload === 'object' && 'result' in payload ? payload.result : payload) as T;
  }

  return {
    get: (path, query) => request('GET', path, undefined, query),
    post: (path, body, query) => request('POST', path, body ?? {}, query),
    patch: (path, body) => request('PATCH', path, body ?? {}),
    put: (path, body) => request('PUT', path, body ?? {}),
    del: (path, body) => request('DELETE', path, body),
    upload: (path, form) => request('POST', path, form),
    fetch: shopFetch,
    brand: options.brand,
  };
}
