import { Client, cacheExchange, fetchExchange } from 'urql';
import type { ApiClient } from './api-client';

/** Path of the content service's GraphQL root on the shop's origin. */
export const CONTENT_API_PATH = '/content/graphql';

/**
 * urql client for the content service. It goes through the shop API client's fetch, so it carries
 * the brand header and works on the server (where fetch is routed in-process) as in the browser.
 */
export function createContentClient(api: ApiClient): Client {
  return new Client({
    url: CONTENT_API_PATH,
    exchanges: [cacheExchange, fetchExchange],
    fetch: (input, init) => api.fetch(String(input), init),
    preferGetMethod: false,
  });
}

/** Runs a content query; a GraphQL or HTTP failure is thrown with the resource's error code. */
export async function queryContent<T>(client: Client, query: string, variables: Record<string, unknown>, errorCode: string): Promise<T> {
  const result = await client.query(query, variables, { requestPolicy: 'network-only' }).toPromise();
  if (result.error || !result.data) {
    const err = new Error(result.error?.message ?? 'No data') as Error & { code: string };
    err.code = errorCode;
    throw err;
  }
  return result.data as T;
}
