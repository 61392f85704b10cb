import type { FastifyServerOptions } from 'fastify';

/**
 * What the shop writes to its log about a failure. A failing SQL statement reaches us as
 * drizzle's DrizzleQueryError, whose message ends in "params: ..." (argon2 hashes, emails,
 * addresses), and PostgreSQL's own messages and details may quote a value ("Key (email)=(...)").
 * So for database errors only the class, the SQLSTATE code, the constraint/table names and the
 * SQL text (placeholders, never parameters) are logged; other errors keep their message, cut
 * short. Stack frames stay, without the message line they start with. A GraphQL error copies
 * the message of the resolver's error and keeps that error as `originalError`, not as `cause`:
 * both are followed, so a failed query under a GraphQL error is recognised and redacted too.
 */
export interface LoggedError {
  type: string;
  message?: string;
  code?: string;
  sql?: string;
  constraint?: string;
  table?: string;
  stack?: string;
  cause?: LoggedError;
}

const MAX_CAUSES = 4;
const MAX_MESSAGE = 300;
const MAX_SQL = 2000;

type ErrorLike = {
  name?: unknown;
  message?: unknown;
  code?: unknown;
  query?: unknown;
  params?: unknown;
  severity?: unknown;
  constraint?: unknown;
  table?: unknown;
  stack?: unknown;
  cause?: unknown;
  originalError?: unknown;
};

/** The error this one wraps: its `cause`, or a GraphQL error's `originalError`. */
const wrappedError = (e: ErrorLike): ErrorLike | undefined => (e.cause ?? e.originalError) as ErrorLike | undefined;

/** A drizzle query error, or a driver (pg, PGlite) error: both may carry user values. */
function isDatabaseError(e: ErrorLike): boolean {
  if (typeof e.query === 'string' || Array.isArray(e.params)) return true;
  // PostgreSQL errors (pg and PGlite alike) carry a severity beside their SQLSTATE code.
  return typeof e.severity === 'string';
}

function chainHasDatabaseError(error: unknown): boolean {
  let e = error as ErrorLike | undefined;
  for (let depth = 0; e && typeof e === 'object' && depth <= MAX_CAUSES; depth++, e = wrappedError(e)) {
    if (isDatabaseError(e)) return true;
  }
  return false;
}

const stackFrames = (stack: unknown) =>
  typeof stack === 'string' ? stack.split('\n').filter((line) => line.trimStart().startsWith('at ')).slice(0, 12).join('\n') : undefined;

function describe(error: unknown, redactMessages: boolean, depth: number, parentSql?: string): LoggedError {
  if (!error || typeof error !== 'object') return { type: typeof error };
  const e = error as ErrorLike;
  const type = (error as object).constructor?.name || (typeof e.name === 'string' ? e.name : 'Error');
  const out: LoggedError = { type };
  if (!redactMessages && typeof e.message === 'string') out.message = e.message.slice(0, MAX_MESSAGE);
  if (typeof e.code === 'string' || typeof e.code === 'number') out.code = String(e.code).slice(0, 40);
  if (typeof e.query === 'string' && e.query !== parentSql) out.sql = e.query.slice(0, MAX_SQL);
  if (typeof e.constraint === 'string') out.constraint = e.constraint.slice(0, 100);
  if (typeof e.table === 'string') out.table = e.table.slice(0, 100);
  const frames = stackFrames(e.stack);
  if (frames) out.stack = frames;
  const cause = wrappedError(e);
  if (cause && depth < MAX_CAUSES) out.cause = describe(cause, redactMessages, depth + 1, typeof e.query === 'string' ? e.query : parentSql);
  return out;
}

/** The loggable description of anything thrown; never parameters or rows of a failed query. */
export function describeErrorForLog(error: unknown): LoggedError {
  return describe(error, chainHasDatabaseError(error), 0);
}

const serializeError = (value: unknown) => (value instanceof Error ? describeErrorForLog(value) : value);
export const safeLogSerializers = { err: serializeError, error: serializeError };

/**
 * Logger options for every Fastify instance of the shop: `log.error({ err })` anywhere (routes,
 * sweeps, mail) goes through describeErrorForLog, whoever logs the error.
 */
export function withSafeSerializers(logger: FastifyServerOptions['logger']): FastifyServerOptions['logger'] {
  if (!logger) return false;
  const options = logger === true ? {} : logger;
  // Pino's types expect the standard error shape; ours is smaller on purpose.
  const serializers = { ...options.serializers, ...safeLogSerializers } as unknown as typeof options.serializers;
  return { ...options, serializers };
}
