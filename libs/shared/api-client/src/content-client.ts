import type { Client } from 'urql';
import type { ApiClient } from './api-client';

/** Path of the content service's GraphQL root on the shop's origin. */
export const CONTENT_API_PATH = '/content/graphql';

/** The content service as pages see it: one GraphQL query at a time (see queryContent). */
export interface ContentClient {
  query(query: string, variables: Record<string, unknown>): Promise<{ data?: unknown; error?: { message: string } }>;
}

/**
 * The content service's client: urql, going through the shop API client's fetch, so it carries
 * the brand header and works on the server (where fetch is routed in-process) as in the browser.
 *
 * urql is imported on the first query, not with the shell: a page's first load never queries
 * content in the browser (the server sent the data), so urql's ~11 KiB wait until a client-side
 * navigation needs them.
 */
/**
 * `preview`: the site is in preview mode (?preview); the content service then shows drafts too,
 * but only to a signed-in admin (it checks the session itself).
 */
export function createContentClient(api: ApiClient, { preview = false }: { preview?: boolean } = {}): ContentClient {
  let client: Promise<Client> | undefined;
  const urqlClient = () =>
    (client ??= import('urql').then(
      ({ Client, cacheExchange, fetchExchange }) =>
        new Client({
          url: CONTENT_API_PATH,
          exchanges: [cacheExchange, fetchExchange],
          fetch: (input, init) => {
            if (!preview) return api.fetch(String(input), init);
            const headers = new Headers(init?.headers);
            headers.set('x-content-preview', '1');
            return api.fetch(String(input), { ...init, headers });
          },
          preferGetMethod: false,
        }),
    ));
  return {
    async query(query, variables) {
      return (await urqlClient()).query(query, variables, { requestPolicy: 'network-only' }).toPromise();
    },
  };
}

/** Runs a content query; a GraphQL or HTTP failure is thrown with the resource's error code. */
export async function queryContent<T>(client: ContentClient, query: string, variables: Record<string, unknown>, errorCode: string): Promise<T> {
  const result = await client.query(query, variables);
  if (result.error || !result.data) {
    const err = new Error(result.error?.message ?? 'No data') as Error & { code: string };
    err.code = errorCode;
    throw err;
  }
  return result.data as T;
}
