import Fastify, { type FastifyInstance, type FastifyServerOptions } from 'fastify';
import type { ServerConfig } from './config';
import { refuseCrossSiteWrites } from './cross-site-writes';
import { checkBodyInput, checkUrlInput } from './edge-input';
import { apiErrorHandler, apiFrameworkErrors, apiNotFoundHandler } from './error-handler';
import { withSafeSerializers } from './error-log';
import { checkRequestHeaders } from './request-context';
import { registerSecurityHeaders } from './security-headers';

/** 1 MB: the largest legitimate JSON body (an order with many lines) is far below it. */
export const API_BODY_LIMIT = 1_048_576;

/** What the API's edge reads from the configuration. */
export type ApiEdgeConfig = Pick<ServerConfig, 'publicOrigin' | 'defaultBrand'>;

/** Registers routes inside the API's scope, behind its edge. */
export type ApiRoutes = (api: FastifyInstance) => Promise<void>;

export interface ApiInstanceOptions {
  logger?: FastifyServerOptions['logger'];
  /** The routes of the API (production: every area's; a library's test app: its own and what they need). */
  routes: ApiRoutes;
}

/**
 * The API's Fastify instance, built the one way production builds it (apps/api through buildApi
 * in @bike/server/app) and the libraries' test apps build theirs, so a test meets the API's real
 * body limit, proxy trust, router options, error and 404 shapes, security headers and edge
 * checks, and cannot drift from them. It lives here rather than beside the production
 * composition because the area libraries, which @bike/server/app is composed of, cannot import
 * that library. Answers the instance ready.
 */
export async function createApiInstance(config: ApiEdgeConfig & Pick<ServerConfig, 'trustProxy'>, options: ApiInstanceOptions): Promise<FastifyInstance> {
  const app = Fastify({
    logger: withSafeSerializers(options.logger),
    bodyLimit: API_BODY_LIMIT,
    // Which X-Forwarded-* hops are believed (TRUST_PROXY); the mailbox reads the same setting.
    trustProxy: config.trustProxy,
    routerOptions: { maxParamLength: 200 },
    // Routing errors (bad URL encoding, over-long segments) in the same error shape.
    frameworkErrors: apiFrameworkErrors,
  });
  app.setErrorHandler(apiErrorHandler);
  registerSecurityHeaders(app, config);
  await registerApiScope(app, config, options.routes);
  app.setNotFoundHandler(apiNotFoundHandler);
  await app.ready();
  return app;
}

/**
 * The API's edge on `app`, inside one encapsulated context that owns the error handler and the
 * request checks, so the site server's own routes on the same instance (pages, static files)
 * keep their behaviour; `routes` registers the routes behind it. createApiInstance uses it on
 * its own instance, the site server (registerApi) on its shared one.
 */
export async function registerApiScope(app: FastifyInstance, config: ApiEdgeConfig, routes: ApiRoutes): Promise<void> {
  await app.register(async (api) => {
    api.setErrorHandler(apiErrorHandler);
    // Writes from other sites first: a refused request does no other work.
    api.addHook('onRequest', async (request) => refuseCrossSiteWrites(request, config));
    // x-brand and x-tracking-token are checked once here; routes read them with brandOf().
    api.addHook('onRequest', async (request) => checkRequestHeaders(request, config));
    // NUL bytes, lone surrogates and deep nesting are refused before any route sees them.
    api.addHook('onRequest', async (request) => checkUrlInput(request));
    api.addHook('preValidation', async (request) => checkBodyInput(request));
    await routes(api);
  });
}
