import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { apiErrorHandler, apiFrameworkErrors } from '@bike/server/core';
import { registerApi } from './register-api';

/** 1 MB: the largest legitimate JSON body (an order with many lines) is far below it. */
export const BODY_LIMIT = 1_048_576;

export interface BuildApiOptions {
  logger?: FastifyServerOptions['logger'];
  /** Behind a load balancer: trust X-Forwarded-* for the client address (rate limits, logs). */
  trustProxy?: boolean;
}

/** The API alone as a Fastify instance (tests use inject; apps/api listens on PORT). */
export async function buildApi(ctx: ServerContext, options: BuildApiOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: options.logger ?? false,
    bodyLimit: BODY_LIMIT,
    trustProxy: options.trustProxy ?? false,
    routerOptions: { maxParamLength: 200 },
    // Routing errors (bad URL encoding, over-long segments) in the same error shape.
    frameworkErrors: apiFrameworkErrors,
  });
  app.setErrorHandler(apiErrorHandler);
  await registerApi(app, ctx);
  await app.ready();
  return app;
}
