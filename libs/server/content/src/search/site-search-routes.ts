import type { FastifyInstance, FastifySchema } from 'fastify';
import { searchSuggestionsQuerySchema, siteSearchQuerySchema } from '@bike/shared/domain/site-search-schema';
import { brandOf, clientIp, enforceLimits, localeOf, parseInput, RateLimiter, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { helpdeskProviderFor } from '../help-centre/help-centre-routes';
import type { HelpdeskProvider } from '../help-centre/helpdesk-provider';
import { toContentLanguage } from '../languages';
import { RESULT_LIMITS, SiteSearch, SUGGESTION_LIMITS } from './site-search';

export const SITE_SEARCH_PATH = '/b2c/v1/search';

/**
 * GET /b2c/v1/search?locale=&term= (the results page: bikes, accessories, help articles, news,
 * grouped) and GET /b2c/v1/search/suggestions?locale=&term=[&scope=all|help] (what the search
 * boxes show while the shopper types). The term is trimmed and at most 100 characters (400
 * VALIDATION_ERROR beyond); fewer than two letters answer empty groups. Both are limited per
 * client address: suggestions come with every pause in typing, so theirs is the larger window.
 */
export async function registerSiteSearchRoutes(app: FastifyInstance, ctx: ServerContext, helpdesk: HelpdeskProvider = helpdeskProviderFor(ctx.db)): Promise<void> {
  const searches = new RateLimiter('site-search', { max: 60, windowSeconds: 60 }, sharedLimiterOptions(ctx));
  const suggestions = new RateLimiter('search-suggestions', { max: 240, windowSeconds: 60 }, sharedLimiterOptions(ctx));
  const search = new SiteSearch(ctx.db, helpdesk, (error) => app.log.error({ err: error, provider: helpdesk.name }, 'help centre search failed'));
  const doc = (summary: string) => ({ schema: { summary, tags: ['search'] } as FastifySchema });

  app.get(SITE_SEARCH_PATH, doc('Search the site: bike models, accessories, help articles and news of the brand, grouped (?locale=&term=)'), async (request, reply) => {
    const query = parseInput(siteSearchQuerySchema, request.query);
    await enforceLimits(reply, [searches, clientIp(request)]);
    const result = await search.search({ brand: brandOf(request, ctx.config), language: toContentLanguage(localeOf(request)), term: query.term }, RESULT_LIMITS);
    return { result };
  });

  app.get(`${SITE_SEARCH_PATH}/suggestions`, doc('Suggestions while typing: a few hits of each group, or of the help centre only (?locale=&term=&scope=all|help)'), async (request, reply) => {
    const query = parseInput(searchSuggestionsQuerySchema, request.query);
    await enforceLimits(reply, [suggestions, clientIp(request)]);
    const found = await search.search({ brand: brandOf(request, ctx.config), language: toContentLanguage(localeOf(request)), term: query.term }, SUGGESTION_LIMITS[query.scope]);
    const order = ['bike', 'accessory', 'help', 'news'] as const;
    return { result: { term: found.term, suggestions: order.flatMap((kind) => found.groups[kind]) } };
  });
}
