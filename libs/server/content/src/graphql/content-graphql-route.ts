import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { brandOf, readCacheMs, VersionedReadCache, type ServerContext } from '@bike/server/core';
import { optionalUser } from '@bike/server/accounts';
import { createContentYoga, CONTENT_GRAPHQL_PATH } from './content-graphql';
import { yogaLoggerFor } from './yoga-logger';

interface GraphqlAnswer {
  status: number;
  headers: [string, string][];
  text: string;
}

/**
 * Successful answers per brand, Accept header and request body, kept until the content changes
 * (content entries or help centre, on any replica: cache-versions) and at most READ_CACHE_MS:
 * the site asks the same few queries (menus, news, page blocks) on every server render, and each
 * costs a parse, a validation and an execution with its reads. Answers with errors are not kept.
 */
const answers = new VersionedReadCache<GraphqlAnswer>({
  kinds: ['content'],
  maxEntries: 2000,
  ttlMs: readCacheMs(),
  maxSize: 32 * 1024 * 1024,
  sizeOf: (answer) => answer.text.length * 2,
  keep: (answer) => answer.status === 200 && !answer.text.startsWith('{"errors"') && !answer.text.includes('"errors":['),
});

/** Sent by the site's content client in preview mode (?preview). */
export const PREVIEW_HEADER = 'x-content-preview';

/**
 * POST /content/graphql with {query, variables}: the content service of spec point 7.
 * The body reaches yoga as raw text (in a scope of its own, so other routes keep Fastify's JSON
 * parser): malformed JSON then gets yoga's GraphQL-shaped 400, not Fastify's error.
 * GET is not served: the site only POSTs, and GET would open the door to cached query variants.
 */
export async function registerContentGraphqlRoute(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const yoga = createContentYoga({
    db: ctx.db,
    logger: yogaLoggerFor(app.log),
  });

  await app.register(async (scope) => {
    scope.removeAllContentTypeParsers();
    scope.addContentTypeParser('*', { parseAs: 'string', bodyLimit: 100_000 }, (_request, body, done) => done(null, body));

    const schema = { summary: 'Content GraphQL: POST {query, variables}', tags: ['content'] } as FastifySchema;
    scope.post(CONTENT_GRAPHQL_PATH, { schema }, async (request, reply) => {
      const brandKey = brandOf(request, ctx.config);
      const body = typeof request.body === 'string' ? request.body : '';
      // Drafts only for an admin whose site asks for preview: the header alone shows nothing more.
      const drafts = request.headers[PREVIEW_HEADER] === '1' && (await optionalUser(request, ctx))?.role === 'admin';
      const execute = async (): Promise<GraphqlAnswer> => {
        const response = await yoga.fetch(`http://content.local${CONTENT_GRAPHQL_PATH}`, { method: 'POST', headers: headersOf(request), body }, { brandKey, drafts });
        const text = await response.text();
        const headers: [string, string][] = [];
        response.headers.forEach((value, key) => {
          if (key !== 'content-length') headers.push([key, value]);
        });
        return { status: isRequestError(response.status, text) ? 400 : response.status, headers, text };
      };
      // The answer depends on the query, its variables, the brand and the negotiated content type.
      const key = `${drafts ? 'drafts\u0000' : ''}${brandKey}\u0000${request.headers['accept'] ?? ''}\u0000${request.headers['content-type'] ?? ''}\u0000${body}`;
      const answer = await answers.read(ctx.db, key, execute);
      reply.status(answer.status);
      for (const [name, value] of answer.headers) reply.header(name, value);
      return reply.send(answer.text);
    });
  });
}

/**
 * Yoga answers some malformed requests (no query string, a query that does not parse) with 200 when the client accepts plain
 * application/json, as GraphQL over HTTP allows; a body that is not a GraphQL request is a 400 here,
 * whatever the Accept header. Validation and execution errors keep yoga's status.
 */
function isRequestError(status: number, text: string): boolean {
  if (status !== 200 || !text.startsWith('{"errors"')) return false;
  try {
    const body = JSON.parse(text) as { data?: unknown; errors?: { extensions?: { code?: string } }[] };
    const requestErrorCodes = ['BAD_REQUEST', 'GRAPHQL_PARSE_FAILED'];
    return body.data === undefined && (body.errors ?? []).some((error) => requestErrorCodes.includes(error.extensions?.code ?? ''));
  } catch {
    return false;
  }
}

function headersOf(request: FastifyRequest): Headers {
  const headers = new Headers();
  for (const [key, value] of Object.entries(request.headers)) {
    if (key === 'content-length' || key === 'host' || key === 'connection') continue;
    if (typeof value === 'string') headers.set(key, value);
    else if (Array.isArray(value)) headers.set(key, value.join(', '));
  }
  return headers;
}
