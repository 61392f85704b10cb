import type { FastifyInstance, FastifyServerOptions } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { API_BODY_LIMIT, createApiInstance } from '@bike/server/core';
import { registerApiRoutes } from './register-api';
import { RouteRegistry } from './openapi';

/** The API's body limit (API_BODY_LIMIT of @bike/server/core, where the instance is made). */
export const BODY_LIMIT = API_BODY_LIMIT;

export interface BuildApiOptions {
  logger?: FastifyServerOptions['logger'];
}

/**
 * The API alone as a Fastify instance (tests use inject; apps/api listens on PORT): every area's
 * routes on the instance createApiInstance makes, the one the libraries' test apps get too.
 */
export async function buildApi(ctx: ServerContext, options: BuildApiOptions = {}): Promise<FastifyInstance> {
  return createApiInstance(ctx.config, { logger: options.logger, routes: (api) => registerApiRoutes(api, ctx, new RouteRegistry()) });
}
