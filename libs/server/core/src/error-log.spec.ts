import { DrizzleQueryError } from 'drizzle-orm';
import { GraphQLError } from 'graphql';
import { describeErrorForLog, safeLogSerializers } from './error-log';

const MARKER = 'secret-marker@example.com';

/** What pg raises for a failed insert: values may appear in message and detail. */
function driverError(): Error {
  return Object.assign(new Error(`invalid input syntax for type uuid: "${MARKER}"`), {
    severity: 'ERROR', code: '22P02', detail: `Key (email)=(${MARKER}) already exists.`, table: 'users',
  });
}

describe('describeErrorForLog', () => {
  it('keeps class, SQLSTATE and SQL text of a failed query, never its parameters or values', () => {
    const error = new DrizzleQueryError('insert into "users" ("email") values ($1)', [MARKER, '$argon2id$v=19$m=19456'], driverError());
    const logged = JSON.stringify(describeErrorForLog(error));
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('22P02');
    expect(logged).toContain('insert into \\"users\\"');
    expect(logged).not.toContain(MARKER);
    expect(logged).not.toContain('argon2');
  });

  it('follows a GraphQL error to the failed query it wraps, keeping neither its message nor the parameters', () => {
    // graphql-js copies the resolver error's message ("Failed query: ... params: ...") and keeps the error as originalError.
    const query = new DrizzleQueryError('select $1::integer', [MARKER], driverError());
    const logged = JSON.stringify(describeErrorForLog(new GraphQLError(query.message, { originalError: query })));
    expect(logged).toContain('GraphQLError');
    expect(logged).toContain('DrizzleQueryError');
    expect(logged).toContain('22P02');
    expect(logged).toContain('select $1::integer');
    expect(logged).not.toContain(MARKER);
  });

  it('keeps the message of an ordinary bug, cut short', () => {
    const logged = describeErrorForLog(new TypeError(`Cannot read properties of undefined ${'x'.repeat(1000)}`));
    expect(logged.type).toBe('TypeError');
    expect(logged.message?.length).toBeLessThanOrEqual(300);
    expect(logged.stack).toMatch(/^\s+at /);
  });

  it('is the serializer of `err` in every logger, and leaves already described errors alone', () => {
    expect(JSON.stringify(safeLogSerializers.err(driverError()))).not.toContain(MARKER);
    const described = describeErrorForLog(new Error('x'));
    expect(safeLogSerializers.err(described)).toBe(described);
  });
});
