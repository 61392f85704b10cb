/**
 * Content: the headless content service (GraphQL at POST /content/graphql), the help-centre
 * proxy (/b2c/v1/helpdesk/...) and generated content images (/media/content/{name}.svg). The
 * demo content itself is seed data: tools/seed/src/content.
 */
import type { FastifyInstance } from 'fastify';
import type { ServerContext } from '@bike/server/core';
import { registerContentGraphqlRoute } from './graphql/content-graphql-route';
import { registerHelpCentreRoutes } from './help-centre/help-centre-routes';
import { registerContentMediaRoute } from './media/media-route';
import { registerSiteSearchRoutes } from './search/site-search-routes';

export * from './schema';
export { CONTENT_GRAPHQL_PATH, createContentYoga } from './graphql/content-graphql';
export { contentTypeDefs } from './graphql/type-defs';
export { MAX_QUERY_COST, MAX_QUERY_DEPTH } from './graphql/query-limits';
export { HELPDESK_PREFIX, helpdeskProviderFor, registerHelpCentreRoutes } from './help-centre/help-centre-routes';
export type { HelpdeskProvider, HelpArticle, HelpCategory, HelpFolder } from './help-centre/helpdesk-provider';
export { LocalHelpdeskProvider } from './help-centre/local-helpdesk-provider';
export { RemoteHelpdeskProvider } from './help-centre/remote-helpdesk-provider';
export { GLOBAL_MARKER, brandMarker, isForBrand } from './help-centre/brand-markers';
export { abstractSvg, mediaUrl } from './media/abstract-svg';
export * from './content-types';
export { findVacancy } from './content-reader';
export { CONTENT_LANGUAGES, type ContentLanguage } from './languages';
export { CONTENT_FETCH_ERROR_CODES } from './content-error-codes';
export { SITE_SEARCH_PATH } from './search/site-search-routes';

export async function registerContentRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  await registerContentGraphqlRoute(app, ctx);
  await registerHelpCentreRoutes(app, ctx);
  await registerContentMediaRoute(app);
  await registerSiteSearchRoutes(app, ctx);
}
