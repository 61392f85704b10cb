import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import { brandOf, notFound, type Db, type ServerContext } from '@bike/server/core';
import { toContentLanguage } from '../languages';
import { isForBrand, withoutMarkers } from './brand-markers';
import { LocalHelpdeskProvider } from './local-helpdesk-provider';
import { RemoteHelpdeskProvider } from './remote-helpdesk-provider';
import type { HelpArticle, HelpdeskProvider, HelpFolder } from './helpdesk-provider';

/**
 * The help-centre proxy of spec point 7, under /b2c/v1/helpdesk/...: "helpdesk" is the provider
 * segment of the spec's paths (one name for the local store and the hosted adapter, so the
 * frontend's paths do not change with the configuration).
 */
export const HELPDESK_PREFIX = '/b2c/v1/helpdesk';

/** HELPDESK_URL + HELPDESK_API_KEY select the hosted help desk; otherwise the local store. */
export function helpdeskProviderFor(db: Db, env: NodeJS.ProcessEnv = process.env): HelpdeskProvider {
  const baseUrl = env['HELPDESK_URL'];
  const apiKey = env['HELPDESK_API_KEY'];
  if (baseUrl && apiKey) return new RemoteHelpdeskProvider({ baseUrl, apiKey });
  return new LocalHelpdeskProvider(db);
}

const keepFolder = (brand: string) => (folder: HelpFolder) => isForBrand(folder.name, brand);
const keepArticle = (brand: string) => (article: HelpArticle) => isForBrand(article.title, brand);
const cleanFolder = (folder: HelpFolder): HelpFolder => ({ ...folder, name: withoutMarkers(folder.name) });
const cleanArticle = (article: HelpArticle): HelpArticle => ({ ...article, title: withoutMarkers(article.title) });

type Params = { id?: string; lang: string };

/** Summary and tag for the route list at /docs. */
const doc = (summary: string) => ({ schema: { summary, tags: ['help centre'] } as FastifySchema });

/** Marks a failed provider call (as opposed to null: no such item). */
const FAILED = Symbol('failed');

export async function registerHelpCentreRoutes(
  app: FastifyInstance,
  ctx: ServerContext,
  provider: HelpdeskProvider = helpdeskProviderFor(ctx.db),
): Promise<void> {
  const brandOfRequest = (request: FastifyRequest): string => brandOf(request, ctx.config);

  /** Spec: failures are logged and yield nothing ({result: []} for lists, {result: null} for one item). */
  async function orNothing<T, E>(request: FastifyRequest, empty: E, load: () => Promise<T>): Promise<{ result: T | E }> {
    try {
      return { result: await load() };
    } catch (error) {
      request.log.error({ err: error, provider: provider.name, url: request.url }, 'help centre call failed');
      return { result: empty };
    }
  }

  app.get<{ Params: Params }>(`${HELPDESK_PREFIX}/solutions/categories/:lang`, doc('Help-centre categories in a language'), (request) =>
    orNothing(request, [], async () =>
      (await provider.categories(toContentLanguage(request.params.lang))).map((c) => ({ ...c, name: withoutMarkers(c.name) })),
    ),
  );

  app.get<{ Params: Params }>(`${HELPDESK_PREFIX}/solutions/categories/:id/:lang`, doc('One help-centre category'), async (request, reply) => {
    const { result } = await orNothing(request, FAILED, () =>
      provider.category(request.params.id ?? '', toContentLanguage(request.params.lang)),
    );
    if (result === FAILED) return { result: null };
    if (!result) return reply.status(404).send(notFound('HELP_CATEGORY_NOT_FOUND', 'This help category does not exist').toBody());
    return { result: { ...result, name: withoutMarkers(result.name) } };
  });

  app.get<{ Params: Params }>(`${HELPDESK_PREFIX}/solutions/categories/:id/folders/:lang`, doc('Folders of a category (global and brand-marked only)'), (request) => {
    const brand = brandOfRequest(request);
    return orNothing(request, [], async () =>
      (await provider.folders(request.params.id ?? '', toContentLanguage(request.params.lang))).filter(keepFolder(brand)).map(cleanFolder),
    );
  });

  app.get<{ Params: Params }>(`${HELPDESK_PREFIX}/solutions/folders/:id/articles/:lang`, doc('Articles of a folder (global and brand-marked only)'), (request) => {
    const brand = brandOfRequest(request);
    return orNothing(request, [], async () =>
      (await provider.articles(request.params.id ?? '', toContentLanguage(request.params.lang))).filter(keepArticle(brand)).map(cleanArticle),
    );
  });

  app.get<{ Params: Params }>(`${HELPDESK_PREFIX}/solutions/articles/:id/:lang`, doc('One help-centre article'), async (request, reply) => {
    const { result } = await orNothing(request, FAILED, () =>
      provider.article(request.params.id ?? '', toContentLanguage(request.params.lang)),
    );
    if (result === FAILED) return { result: null };
    // An article of another brand is as absent as a missing one.
    if (!result || !isForBrand(result.title, brandOfRequest(request))) {
      return reply.status(404).send(notFound('HELP_ARTICLE_NOT_FOUND', 'This help article does not exist').toBody());
    }
    return { result: cleanArticle(result) };
  });

  app.get<{ Params: Params; Querystring: { term?: string } }>(`${HELPDESK_PREFIX}/search/solutions/:lang`, doc('Search help-centre articles (?term=)'), (request) => {
    const brand = brandOfRequest(request);
    const term = typeof request.query.term === 'string' ? request.query.term.trim().slice(0, 100) : '';
    if (term.length < 2) return { result: [] };
    return orNothing(request, [], async () =>
      (await provider.search(term, toContentLanguage(request.params.lang))).filter(keepArticle(brand)).map(cleanArticle),
    );
  });
}
