import Fastify from 'fastify';
import { apiErrorHandler, testConfig, type Db, type ServerContext } from '@bike/server/core';
import { createContentTestApp, type ContentTestApp } from '../test-app';
import { registerHelpCentreRoutes, helpdeskProviderFor, HELPDESK_PREFIX } from './help-centre-routes';
import { RemoteHelpdeskProvider } from './remote-helpdesk-provider';
import { LocalHelpdeskProvider } from './local-helpdesk-provider';
import { isForBrand, withoutMarkers } from './brand-markers';

describe('brand markers', () => {
  it('keeps names with the global marker or the brand marker, case-insensitively', () => {
    expect(isForBrand('[global] Delivery', 'merel')).toBe(true);
    expect(isForBrand('[GLOBAL] Delivery', 'merel')).toBe(true);
    expect(isForBrand('[kempen] [merel] Batteries', 'merel')).toBe(true);
    expect(isForBrand('[kempen] Batteries', 'merel')).toBe(false);
    expect(isForBrand('Internal procedures', 'ardenne')).toBe(false);
    expect(isForBrand('global Delivery', 'ardenne')).toBe(false);
    expect(withoutMarkers('[kempen] [merel] E-bike batteries')).toBe('E-bike batteries');
  });
});

describe('help centre with the local store', () => {
  let t: ContentTestApp;
  beforeAll(async () => {
    t = await createContentTestApp();
  }, 60_000);
  afterAll(() => t.close());

  const get = async (path: string, brand?: string) => {
    const response = await t.app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}${path}`, headers: brand ? { 'x-brand': brand } : {} });
    return { status: response.statusCode, body: response.json() };
  };

  it('lists the categories in the asked language', async () => {
    const { status, body } = await get('/solutions/categories/de');
    expect(status).toBe(200);
    expect(body.result.map((c: { name: string }) => c.name)).toEqual(['Bestellung und Lieferung', 'Dein Rad', 'Zahlung und Konto']);
    const one = await get('/solutions/categories/2/fr');
    expect(one.body.result).toMatchObject({ id: 2, name: 'Votre vélo' });
    const missing = await get('/solutions/categories/99/en');
    expect(missing.status).toBe(404);
    expect(missing.body.error.code).toBe('HELP_CATEGORY_NOT_FOUND');
  });

  it('keeps only folders marked global or with the request brand, without the markers', async () => {
    const ardenne = await get('/solutions/categories/2/folders/en');
    expect(ardenne.body.result.map((f: { name: string }) => f.name)).toEqual(['Warranty', 'Sizing and fit', 'Experience centre']);
    const merel = await get('/solutions/categories/2/folders/en', 'merel');
    expect(merel.body.result.map((f: { name: string }) => f.name)).toEqual(['Warranty', 'Sizing and fit', 'E-bike batteries']);
    const orders = await get('/solutions/categories/1/folders/nl');
    expect(orders.body.result.map((f: { name: string }) => f.name)).toEqual(['Levering', 'Retourneren']); // the internal folder is unmarked
  });

  it('keeps only articles marked global or with the request brand', async () => {
    const ardenne = await get('/solutions/folders/13/articles/en');
    expect(ardenne.body.result.map((a: { id: number }) => a.id)).toEqual([104, 105]);
    const brabo = await get('/solutions/folders/13/articles/en', 'brabo');
    expect(brabo.body.result.map((a: { id: number }) => a.id)).toEqual([104, 105, 112]);
    const delivery = await get('/solutions/folders/11/articles/en');
    expect(delivery.body.result.map((a: { id: number }) => a.id)).toEqual([101, 102]); // 111 is unmarked
    expect(delivery.body.result[0].title).toBe('How long does delivery take?');
  });

  it('serves one article with its text; another brand’s article is not found', async () => {
    const warranty = await get('/solutions/articles/104/it');
    expect(warranty.status).toBe(200);
    expect(warranty.body.result.title).toBe('Quanto dura la garanzia del telaio?');
    expect(warranty.body.result.description).toContain('da 2 a 5 anni');
    expect(warranty.body.result.descriptionText).not.toContain('<p>');
    expect(warranty.body.result.categoryId).toBe(2);
    expect((await get('/solutions/articles/112/en')).status).toBe(404);
    expect((await get('/solutions/articles/112/en', 'brabo')).status).toBe(200);
    expect((await get('/solutions/articles/111/en')).status).toBe(404);
    expect((await get('/solutions/articles/abc/en')).status).toBe(404);
  });

  it('searches articles in the language, marker-filtered, title hits first', async () => {
    const { body } = await get('/search/solutions/en?term=bank%20transfer');
    expect(body.result[0].id).toBe(108);
    const nl = await get('/search/solutions/nl?term=garantie');
    const ids = nl.body.result.map((a: { id: number }) => a.id);
    expect(ids[0]).toBe(104);
    expect(ids).not.toContain(112); // brabo only
    const brabo = await get('/search/solutions/nl?term=garantie', 'brabo');
    expect(brabo.body.result.map((a: { id: number }) => a.id)).toContain(112);
    const deposit = await get('/search/solutions/de?term=400%20EUR');
    expect(deposit.body.result.map((a: { id: number }) => a.id)).toEqual([106]);
    expect((await get('/search/solutions/en?term=')).body.result).toEqual([]);
    expect((await get('/search/solutions/en')).body.result).toEqual([]);
    expect((await get('/search/solutions/en?term=zzzzqqq')).body.result).toEqual([]);
  });

  it('searches a real full-text index: stemmed in the language, by the start of a word, operators ignored', async () => {
    const titles = async (path: string) => (await get(path)).body.result.map((a: { title: string }) => a.title);
    // Dutch stemming: "leveringen" finds "levering".
    expect(await titles('/search/solutions/nl?term=leveringen')).toContain('Hoe lang duurt de levering?');
    // The start of a word: "seri" finds "serial".
    expect(await titles('/search/solutions/en?term=seri')).toContain('Where do I find my serial number?');
    // German compound and umlaut: "Rücksend" finds the returns article.
    expect((await titles('/search/solutions/de?term=R%C3%BCcksend')).length).toBeGreaterThan(0);
    // tsquery syntax typed by a visitor is only text: no error, the same answer as the plain word.
    const plain = await titles('/search/solutions/nl?term=garantie');
    expect(await titles(`/search/solutions/nl?term=${encodeURIComponent("garantie & | ! ( :* '")}`)).toEqual(plain);
    expect(await titles(`/search/solutions/en?term=${encodeURIComponent('& | !')}`)).toEqual([]);
    // Many words: the first eight count, and every one must match.
    expect(await titles(`/search/solutions/en?term=${encodeURIComponent('delivery '.repeat(30))}`)).toContain('How long does delivery take?');
  });

  it('falls back to English for an unknown language', async () => {
    const { body } = await get('/solutions/articles/101/pt');
    expect(body.result.title).toBe('How long does delivery take?');
  });

  it('rejects an unknown brand header with the API error shape', async () => {
    const { status, body } = await get('/solutions/categories/1/folders/en', 'nobrand');
    expect(status).toBe(400);
    expect(body.error.code).toBe('INVALID_BRAND');
  });
});

describe('help centre with a hosted help desk', () => {
  const ctx = { db: {} as Db, config: testConfig(), mailer: { send: async () => undefined } } as ServerContext;

  async function appWith(fetchImpl: typeof fetch) {
    const app = Fastify({ logger: { level: 'silent' } });
    app.setErrorHandler(apiErrorHandler);
    const errors: unknown[] = [];
    app.addHook('onRequest', async (request) => {
      const original = request.log.error.bind(request.log);
      request.log.error = ((...args: unknown[]) => {
        errors.push(args);
        return (original as (...a: unknown[]) => void)(...args);
      }) as typeof request.log.error;
    });
    await registerHelpCentreRoutes(app, ctx, new RemoteHelpdeskProvider({ baseUrl: 'https://help.example.test/', apiKey: 'key-123', fetch: fetchImpl }));
    await app.ready();
    return { app, errors };
  }

  const json = (body: unknown, status = 200) =>
    new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

  it('calls the help desk API with basic auth and filters by marker', async () => {
    const calls: { url: string; auth: string | null }[] = [];
    const fetchMock = (async (url: string, init?: RequestInit) => {
      calls.push({ url, auth: new Headers(init?.headers).get('authorization') });
      return json([
        { id: 1, title: '[global] Shipping', description: '<p>Fast</p>', folder_id: 5, category_id: 2, updated_at: '2025-01-01T00:00:00Z' },
        { id: 2, title: '[brabo] Boxes', description: '<p>Wood</p>', folder_id: 5 },
        { id: 3, title: 'Internal', description: '<p>No</p>', folder_id: 5 },
      ]);
    }) as unknown as typeof fetch;
    const { app } = await appWith(fetchMock);
    const response = await app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}/solutions/folders/5/articles/fr` });
    expect(response.statusCode).toBe(200);
    expect(response.json().result).toEqual([
      { id: 1, folderId: 5, categoryId: 2, title: 'Shipping', description: '<p>Fast</p>', descriptionText: 'Fast', updatedAt: '2025-01-01T00:00:00Z' },
    ]);
    expect(calls[0].url).toBe('https://help.example.test/api/v2/solutions/folders/5/articles/fr');
    expect(calls[0].auth).toBe(`Basic ${Buffer.from('key-123:X').toString('base64')}`);
    const search = await app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}/search/solutions/de?term=versand`, headers: { 'x-brand': 'brabo' } });
    expect(search.json().result.map((a: { title: string }) => a.title)).toEqual(['Shipping', 'Boxes']);
    expect(calls[1].url).toBe('https://help.example.test/api/v2/search/solutions?term=versand&language=de');
    await app.close();
  });

  it.each([
    ['a 500 answer', async () => json({ message: 'down' }, 500)],
    ['a network failure', async () => { throw new TypeError('fetch failed'); }],
    ['an invalid JSON body', async () => new Response('<html>maintenance</html>', { status: 200 })],
  ])('logs %s and answers with an empty result', async (_label, impl) => {
    const { app, errors } = await appWith(impl as unknown as typeof fetch);
    const paths = [
      '/solutions/categories/en',
      '/solutions/categories/7/folders/en',
      '/solutions/folders/7/articles/en',
      '/search/solutions/en?term=delivery',
    ];
    for (const path of paths) {
      const response = await app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: [] });
    }
    for (const path of ['/solutions/categories/7/en', '/solutions/articles/7/en']) {
      const response = await app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}${path}` });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ result: null });
    }
    expect(errors).toHaveLength(6);
    await app.close();
  });

  it('answers 404 when the help desk does not know the article', async () => {
    const { app } = await appWith((async () => json({ code: 'not_found' }, 404)) as unknown as typeof fetch);
    const response = await app.inject({ method: 'GET', url: `${HELPDESK_PREFIX}/solutions/articles/9/en` });
    expect(response.statusCode).toBe(404);
    expect(response.json().error.code).toBe('HELP_ARTICLE_NOT_FOUND');
    await app.close();
  });

  it('uses the hosted help desk only when both HELPDESK_URL and HELPDESK_API_KEY are set', () => {
    expect(helpdeskProviderFor({} as Db, {})).toBeInstanceOf(LocalHelpdeskProvider);
    expect(helpdeskProviderFor({} as Db, { HELPDESK_URL: 'https://x.test' })).toBeInstanceOf(LocalHelpdeskProvider);
    expect(helpdeskProviderFor({} as Db, { HELPDESK_URL: 'https://x.test', HELPDESK_API_KEY: 'k' })).toBeInstanceOf(RemoteHelpdeskProvider);
  });
});
