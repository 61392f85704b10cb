import Fastify, { type FastifyInstance } from 'fastify';
import { sql } from 'drizzle-orm';
import { apiErrorHandler, createTestContext, withSafeSerializers, type TestContext } from '@bike/server/core';
import { ContentReader } from '../content-reader';
import { registerContentGraphqlRoute } from './content-graphql-route';

/**
 * A resolver whose read fails in the database with a client's value as a query parameter: the
 * log gets what the REST API logs (class, SQLSTATE, SQL text with placeholders), never the
 * parameter, the driver's message quoting it, the GraphQL query or its variables; the client
 * gets yoga's masked error and nothing of the failure.
 */
const SECRET = 'secret-slug-4b1d@example.com';
const OPERATION = 'LeakyPageLookup';
const QUERY = `query ${OPERATION}($slug: String) { page(slug: $slug, language: "nl") { title } }`;

let ctx: TestContext;
let app: FastifyInstance;
const logs: string[] = [];

beforeAll(async () => {
  ctx = await createTestContext();
  app = Fastify({ logger: withSafeSerializers({ level: 'debug', stream: { write: (line: string) => void logs.push(line) } }) });
  app.setErrorHandler(apiErrorHandler);
  await registerContentGraphqlRoute(app, ctx);
  await app.ready();
}, 60_000);

afterAll(async () => {
  await app.close();
  await ctx.close();
});

beforeEach(() => {
  logs.length = 0;
  // A real failing statement: the slug goes in as a parameter that PostgreSQL cannot cast.
  jest.spyOn(ContentReader.prototype, 'localisedOne').mockImplementation(async (_type, _language, filter) => {
    await ctx.db.execute(sql`select ${filter.slug}::integer as id`);
    return null;
  });
});

afterEach(() => jest.restoreAllMocks());

async function askWithSecret() {
  const response = await app.inject({
    method: 'POST',
    url: '/content/graphql',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: QUERY, variables: { slug: SECRET }, operationName: OPERATION }),
  });
  return { status: response.statusCode, text: response.body };
}

describe('content GraphQL: errors in the log and in the answer', () => {
  it('logs the failure as the REST API does, without parameters, the query or its variables', async () => {
    await askWithSecret();
    const logged = logs.join('\n');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::integer');
    expect(logged).not.toContain(SECRET);
    expect(logged).not.toContain(OPERATION);
    expect(logged).not.toContain('page(slug: $slug');
  });

  it('answers the client with a generic error, without SQL, parameters or the driver message', async () => {
    const { status, text } = await askWithSecret();
    expect(status).toBe(200);
    const body = JSON.parse(text) as { data: unknown; errors: { message: string; extensions?: Record<string, unknown> }[] };
    expect(body.data).toEqual({ page: null });
    expect(body.errors).toHaveLength(1);
    expect(body.errors[0].message).toBe('Unexpected error.');
    expect(body.errors[0].extensions).toEqual({ code: 'INTERNAL_SERVER_ERROR' });
    expect(text).not.toContain(SECRET);
    expect(text).not.toMatch(/select|params|integer|stack/i);
  });

  it('keeps the answer masked when the server runs with NODE_ENV=development', async () => {
    const previous = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'development';
    try {
      const { text } = await askWithSecret();
      expect(JSON.parse(text).errors[0].message).toBe('Unexpected error.');
      expect(text).not.toContain(SECRET);
      expect(text).not.toMatch(/originalError|select|params|stack/i);
    } finally {
      process.env['NODE_ENV'] = previous;
    }
  });
});
