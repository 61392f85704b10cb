/**
 * The API application: one Fastify instance (buildApi) or a registration on the site server's
 * instance (registerApi), the single error shape, header checks, /docs, and the server context.
 */
export { buildApi, BODY_LIMIT, type BuildApiOptions } from './build-api';
export { registerApi, isApiPath, API_PATH_PREFIXES, type RegisterApiOptions } from './register-api';
export { apiErrorHandler, apiFrameworkErrors, apiNotFoundHandler, toApiError } from '@bike/server/core';
export { createServerContext, type RunningContext } from './server-context';
export { runAdminCommand } from './admin-command';
export { RouteRegistry, openApiDocument, type RegisteredRoute } from './openapi';
