import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { apiErrorHandler, apiFrameworkErrors, registerSecurityHeaders, withSafeSerializers } from '@bike/server/core';
import { registerApi } from './register-api';

/** 1 MB: the largest legitimate JSON body (an order with many lines) is far below it. */
export const BODY_LIMIT = 1_048_576;

export interface BuildApiOptions {
  logger?: FastifyServerOptions['logger'];
}

/** The API alone as a Fastify instance (tests use inject; apps/api listens on PORT). */
export async function buildApi(ctx: ServerContext, options: BuildApiOptions = {}): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: BODY_LIMIT,
    // Which X-Forwarded-* hops are believed (TRUST_PROXY); the mailbox reads the same setting.
    trustProxy: ctx.config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Routing errors (bad URL encoding, over-long segments) in the same error shape.
    frameworkErrors: apiFrameworkErrors,
  });
  app.setErrorHandler(apiErrorHandler);
  registerSecurityHeaders(app, ctx.config);
  await registerApi(app, ctx);
  await app.ready();
  return app;
}
