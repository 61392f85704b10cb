import type { FastifyInstance } from 'fastify';
import { createApiInstance, createTestContext, type TestContext } from '@bike/server/core';
import { seedCatalogue, seedContent } from '@bike/seed';
import type { SearchHit } from '@bike/shared/domain/site-search';
import type { HelpdeskProvider } from '../help-centre/helpdesk-provider';
import { registerSiteSearchRoutes, SITE_SEARCH_PATH } from './site-search-routes';

/** The site-wide search over the seeded catalogue (test scale) and content. */
describe('site-wide search', () => {
  let ctx: TestContext;
  let app: FastifyInstance;
  beforeAll(async () => {
    ctx = await createTestContext({ rateLimits: true });
    await seedCatalogue(ctx.db, 'test');
    await seedContent(ctx.db);
    app = await createApiInstance(ctx.config, { routes: (api) => registerSiteSearchRoutes(api, ctx) });
  }, 90_000);
  afterAll(async () => {
    await app.close();
    await ctx.close();
  });

  const get = async (path: string, headers: Record<string, string> = {}) => {
    const response = await app.inject({ method: 'GET', url: path, headers });
    return { status: response.statusCode, body: response.json(), headers: response.headers };
  };
  const search = async (locale: string, term: string) => (await get(`${SITE_SEARCH_PATH}?locale=${locale}&term=${encodeURIComponent(term)}`)).body.result;

  it('finds bike models by the word for bikes in the page language, one hit per model', async () => {
    const { groups } = await search('de_CH', 'Fahrräder');
    expect(groups.bike.length).toBeGreaterThan(0);
    expect(groups.bike.every((hit: SearchHit) => hit.kind === 'bike' && /^bikes\/platform\/[^/]+\/[A-Z]{3}-/.test(hit.path))).toBe(true);
    expect(new Set(groups.bike.map((hit: SearchHit) => hit.path)).size).toBe(groups.bike.length);
    // The help centre answers in the same call.
    expect(groups.help[0].title).toBe('Kann ich mein Rad beim Händler abholen?');
  });

  it('finds a model by its name and the help article by a synonym, grouped, in the brand', async () => {
    const { groups } = await search('nl_BE', 'Helix');
    expect(groups.bike[0].title).toMatch(/^Ardenne Helix/);
    const returns = await search('nl_BE', 'retourneren');
    expect(returns.groups.help[0]).toMatchObject({ kind: 'help', title: 'Hoe stuur ik een artikel terug?', path: 'support/folders/12/article/103' });
    const merel = (await get(`${SITE_SEARCH_PATH}?locale=nl_BE&term=Helix`, { 'x-brand': 'merel' })).body.result;
    expect(merel.groups.bike.every((hit: SearchHit) => !hit.title.startsWith('Ardenne'))).toBe(true);
  });

  it('finds accessories in the page language', async () => {
    const { groups } = await search('nl_BE', 'sokken');
    expect(groups.accessory.length).toBeGreaterThan(0);
    expect(groups.accessory[0]).toMatchObject({ kind: 'accessory' });
    expect(groups.accessory[0].path).toMatch(/^accessories\/ARD-ACC-/);
  });

  it('finds news articles', async () => {
    const { groups } = await search('en_GB', 'ride');
    expect(groups.news.length).toBeGreaterThan(0);
    expect(groups.news[0].path).toMatch(/^news\/article\/\d+$/);
  });

  it('suggests a few hits of each group, or of the help centre only', async () => {
    const all = (await get(`${SITE_SEARCH_PATH}/suggestions?locale=de_CH&term=Fahrr`)).body.result;
    expect(all.term).toBe('Fahrr');
    expect(all.suggestions.length).toBeGreaterThan(0);
    expect(all.suggestions.length).toBeLessThanOrEqual(10);
    const help = (await get(`${SITE_SEARCH_PATH}/suggestions?locale=de_CH&term=Lieferz&scope=help`)).body.result;
    expect(help.suggestions.map((s: SearchHit) => s.kind)).toEqual(help.suggestions.map(() => 'help'));
    expect(help.suggestions[0].title).toBe('Wie lange dauert die Lieferung?');
  });

  it('answers empty groups for fewer than two letters, and 400 for a missing, long or odd query', async () => {
    expect((await search('nl_BE', ' a ')).groups).toEqual({ bike: [], accessory: [], help: [], news: [] });
    expect((await search('nl_BE', '&&')).groups.help).toEqual([]);
    for (const query of ['locale=nl_BE', `locale=nl_BE&term=${'x'.repeat(101)}`, 'locale=xx&term=fiets', 'term=fiets&scope=all&locale=nl_BE&term=twice']) {
      const { status, body } = await get(`${SITE_SEARCH_PATH}?${query}`);
      expect([status, body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
    }
    const scope = await get(`${SITE_SEARCH_PATH}/suggestions?locale=nl_BE&term=fiets&scope=shop`);
    expect([scope.status, scope.body.error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });

  it('leaves the help group empty when a hosted help desk fails, and still answers the rest', async () => {
    const failing: HelpdeskProvider = {
      name: 'failing', categories: async () => [], category: async () => null, folders: async () => [], articles: async () => [], article: async () => null,
      search: async () => { throw new Error('down'); },
    };
    const other = await createApiInstance(ctx.config, { logger: { level: 'silent' }, routes: (api) => registerSiteSearchRoutes(api, ctx, failing) });
    const response = await other.inject({ method: 'GET', url: `${SITE_SEARCH_PATH}?locale=fr_BE&term=v%C3%A9los` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result.groups.help).toEqual([]);
    expect(response.json().result.groups.bike.length).toBeGreaterThan(0);
    await other.close();
  });

  it('limits searches per client address', async () => {
    // Every call of this file comes from the same address (inject's 127.0.0.1): the 61st search in the minute is refused.
    let last = { status: 200, body: {} as { error?: { code: string } }, headers: {} as Record<string, unknown> };
    for (let i = 0; i < 61 && last.status === 200; i++) last = await get(`${SITE_SEARCH_PATH}?locale=nl_BE&term=fiets`);
    expect([last.status, last.body.error?.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });
});
