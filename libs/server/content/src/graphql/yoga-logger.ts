import type { FastifyBaseLogger } from 'fastify';
import { describeErrorForLog } from '@bike/server/core';

type YogaLogMethod = (...args: unknown[]) => void;
export interface YogaLogger {
  debug: YogaLogMethod;
  info: YogaLogMethod;
  warn: YogaLogMethod;
  error: YogaLogMethod;
}

/**
 * Yoga's logging, through the shop's logger and its error description. Yoga hands over the
 * resolver's failure as a GraphQLError, whose text (String(error)) is the message of the failed
 * query, "params: ..." included, followed by the client's query text around the failing field.
 * So errors are logged as the REST API logs them (describeErrorForLog: class, SQLSTATE,
 * constraint, SQL text with placeholders) and only yoga's own plain-string notes are kept as text;
 * anything else yoga might pass (request objects, variables) is not written.
 */
export function yogaLoggerFor(log: FastifyBaseLogger): YogaLogger {
  const note = (level: 'debug' | 'info' | 'warn') => (...args: unknown[]) => {
    const text = args.filter((arg): arg is string => typeof arg === 'string').join(' ');
    if (text) log[level](text);
  };
  return {
    debug: note('debug'),
    info: note('info'),
    warn: note('warn'),
    error: (...args) => {
      for (const arg of args) {
        if (typeof arg === 'string') log.error(arg);
        else log.error({ err: describeErrorForLog(arg) }, 'GraphQL request failed');
      }
    },
  };
}
