import type { FastifyInstance, FastifySchema } from 'fastify';
import { apiNotFoundHandler, cacheVersionsMayHaveMoved, registerApiScope, registerCaptchaRoutes, startRateLimitSweep, type ServerContext } from '@bike/server/core';
import { registerCatalogueRoutes } from '@bike/server/catalogue';
import { registerAccountRoutes, registerDevOidcProvider } from '@bike/server/accounts';
import { registerMailRoutes } from '@bike/server/mail';
import { registerContentRoutes } from '@bike/server/content';
import { registerOrderRoutes } from '@bike/server/orders';
import { createUploadStore, registerUploadRoutes, uploadsConfig } from '@bike/server/uploads';
import { registerWarrantyRoutes } from '@bike/server/warranty';
import { registerFanzoneRoutes } from '@bike/server/fanzone';
import { registerJobRoutes } from '@bike/server/jobs';
import { registerContactRequestRoutes } from '@bike/server/contact';
import { registerDashboardRoutes } from '@bike/server/dashboard';
import { registerAccountDataRoutes, unprovenAccountCleaner } from '@bike/server/account-data';
import { registerNewsletterRoutes } from '@bike/server/newsletter';
import { registerConfiguratorRoutes } from '@bike/server/configurator';
import { recordAdminAction, registerAuditRoutes } from '@bike/server/audit';
import { docsPage, openApiDocument, RouteRegistry } from './openapi';

export interface RegisterApiOptions {
  /**
   * Answer unknown routes with the JSON 404 shape (default true). A site server that renders
   * its own "This page could not be found" page passes false and calls apiNotFoundHandler for
   * API-looking paths itself (see isApiPath).
   */
  notFound?: boolean;
}

/** POST routes that only read (queries with a body): they never make the caches check the versions early. */
const READ_ONLY_POSTS = new Set(['/content/graphql', '/consumer/v1/items/attributes', '/consumer/V1/accessories/filter', '/consumer/v1/items/related', '/consumer/v1/items/cart/availability']);

/** Path prefixes the API owns; everything else on the site is a page or a static file. */
export const API_PATH_PREFIXES = ['/b2c/', '/consumer/', '/v1/', '/V1/', '/customizer/', '/content/', '/media/', '/mailbox', '/docs', '/payments/', '/dev-oidc'];
export const isApiPath = (url: string): boolean => API_PATH_PREFIXES.some((p) => url.startsWith(p));

/**
 * Registers every API route on an instance its caller made (the site server's, a bench's) behind
 * the API's edge (registerApiScope of @bike/server/core: one encapsulated context that owns the
 * error handler and the request checks), so the site server's own routes (pages, static files)
 * keep their behaviour. The API on its own (buildApi) gets the same through createApiInstance.
 */
export async function registerApi(app: FastifyInstance, ctx: ServerContext, options: RegisterApiOptions = {}): Promise<RouteRegistry> {
  const registry = new RouteRegistry();
  await registerApiScope(app, ctx.config, (api) => registerApiRoutes(api, ctx, registry));
  if (options.notFound !== false) app.setNotFoundHandler(apiNotFoundHandler);
  return registry;
}

/**
 * Every area's routes inside the API's scope (`api`, already behind the edge), with the route
 * registry behind /docs; buildApi and registerApi both register them through this.
 */
export async function registerApiRoutes(api: FastifyInstance, ctx: ServerContext, registry: RouteRegistry): Promise<void> {
  api.addHook('onRoute', (route) => registry.add(route));
  // A write (order, payment, admin change) may have moved stock, catalogue or content: the
  // next cached read of this process checks the versions at once instead of at the next poll.
  api.addHook('onSend', async (request, _reply, payload) => {
    if (request.method !== 'GET' && request.method !== 'HEAD' && !READ_ONLY_POSTS.has(request.url.split('?')[0]!)) cacheVersionsMayHaveMoved(ctx.db);
    return payload;
  });

  await registerCatalogueRoutes(api, ctx);
  await registerCaptchaRoutes(api, ctx);
  // The accounts module sits below the domains it needs here, so they are passed in: what an
  // unproven account wrote everywhere goes when its address's owner takes it over (issue 29
  // item 10), and an admin's change to another account writes the audit log (item 11).
  await registerAccountRoutes(api, ctx, {
    clearUnprovenElsewhere: unprovenAccountCleaner(createUploadStore(uploadsConfig(), ctx.config.dataDir)),
    auditAdminChange: recordAdminAction,
  });
  // The local OpenID provider of development and tests (never mounted in production).
  await registerDevOidcProvider(api, ctx);
  await registerMailRoutes(api, ctx);
  await registerContentRoutes(api, ctx);
  await registerOrderRoutes(api, ctx);
  await registerUploadRoutes(api, ctx);
  await registerWarrantyRoutes(api, ctx);
  await registerAccountDataRoutes(api, ctx);
  await registerNewsletterRoutes(api, ctx);
  await registerConfiguratorRoutes(api, ctx);
  await registerFanzoneRoutes(api, ctx);
  await registerJobRoutes(api, ctx);
  await registerContactRequestRoutes(api, ctx);
  await registerDashboardRoutes(api, ctx);
  await registerAuditRoutes(api, ctx);
  // Ended rate-limit windows leave the shared table once per interval across the replicas.
  const stopRateLimitSweep = startRateLimitSweep(ctx.db, (error) => api.log.error({ err: error }, 'rate-limit sweep failed'));
  api.addHook('onClose', async () => stopRateLimitSweep());

  // The route list helps an attacker more than a shopper: off in production unless API_DOCS=1.
  if (ctx.config.apiDocs) registerDocs(api, registry);
}

function registerDocs(api: FastifyInstance, registry: RouteRegistry): void {
  api.get('/docs', { schema: { summary: 'This OpenAPI 3 document', tags: ['docs'] } as FastifySchema }, async () =>
    openApiDocument(registry, { title: 'Bike shop API', version: '1.0.0' }),
  );
  api.get('/docs/ui', { schema: { summary: 'Route list as an HTML page', tags: ['docs'] } as FastifySchema }, async (_request, reply) =>
    reply.type('text/html; charset=utf-8').send(docsPage(registry)),
  );
}
