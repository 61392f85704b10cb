/** @jest-environment node */
import { createHash } from 'node:crypto';
import Fastify from 'fastify';
import { errorPageLanguage, ERROR_PAGE_CSP, pageFrameworkErrors, registerErrorPages, sendErrorPage, wantsErrorPage } from './error-page';

const BROWSER = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const brandForHost = (host: string) => (host.startsWith('brabo.') ? 'brabo' : 'ardenne');

/** A site like the shell's: a page route that fails, a bad-address answer, framework errors. */
async function site() {
  const app = Fastify({ frameworkErrors: pageFrameworkErrors(brandForHost) });
  registerErrorPages(app, brandForHost);
  app.get('/:locale/broken', async () => {
    throw new Error('select * from users where email = $1 (secret)');
  });
  app.get('/b2c/v1/broken', async () => {
    throw new Error('api failure');
  });
  app.get('/bad-address', async (request, reply) => sendErrorPage(request, reply, 400, brandForHost(request.headers.host ?? '')));
  return app;
}

describe('errorPageLanguage', () => {
  it('takes the language of a known locale prefix, with its home page', () => {
    expect(errorPageLanguage('/nl_BE/shop%0A', 'de-CH,de')).toEqual({ language: 'nl', bcp47: 'nl-BE', home: '/nl_BE' });
    expect(errorPageLanguage('/de_CH?x=1', undefined)).toEqual({ language: 'de', bcp47: 'de-CH', home: '/de_CH' });
  });

  it('else the Accept-Language header, else English, with the root as home', () => {
    expect(errorPageLanguage('/xx_YY/a', 'fr-BE,fr;q=0.9,en;q=0.5')).toEqual({ language: 'fr', bcp47: 'fr', home: '/' });
    expect(errorPageLanguage('/%E0%A4%A', undefined)).toEqual({ language: 'en', bcp47: 'en', home: '/' });
    expect(errorPageLanguage('//evil.example', 'ja,zh;q=0.8')).toEqual({ language: 'en', bcp47: 'en', home: '/' });
  });
});

describe('error pages', () => {
  it('a page that fails gives a browser a 500 page in the address’s language, without the error’s words', async () => {
    const app = await site();
    const res = await app.inject({ url: '/nl_BE/broken', headers: { accept: BROWSER, 'accept-language': 'en' } });
    expect(res.statusCode).toBe(500);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.body).toContain('<html lang="nl-BE">');
    expect(res.body).toContain('<h1>Er ging bij ons iets mis</h1>');
    expect(res.body).toContain('<a href="/nl_BE">Naar de startpagina van Ardenne Cycles</a>');
    expect(res.body).toContain('Foutcode 500');
    expect(res.body).not.toMatch(/select|secret|users/);
    await app.close();
  });

  it('a program asking for the same page keeps the API’s JSON shape', async () => {
    const app = await site();
    const res = await app.inject({ url: '/nl_BE/broken', headers: { accept: 'application/json' } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: { status: 500, code: 'INTERNAL_SERVER_ERROR' } });
    await app.close();
  });

  it('an API path stays JSON even for a browser', async () => {
    const app = await site();
    const res = await app.inject({ url: '/b2c/v1/broken', headers: { accept: BROWSER } });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toMatchObject({ error: { code: 'INTERNAL_SERVER_ERROR' } });
    await app.close();
  });

  it('a malformed URL is a 400 page in the visitor’s language for a browser, JSON otherwise', async () => {
    const app = await site();
    const page = await app.inject({ url: '/de_CH/%E0%A4%A', headers: { accept: BROWSER, 'accept-language': 'fr' } });
    expect(page.statusCode).toBe(400);
    expect(page.body).toContain('<html lang="de-CH">');
    expect(page.body).toContain('<h1>Diese Adresse lässt sich nicht öffnen</h1>');
    expect(page.body).toContain('Fehlercode 400');
    const json = await app.inject({ url: '/de_CH/%E0%A4%A' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({ error: { status: 400, code: 'BAD_URL' } });
    await app.close();
  });

  it('speaks the Accept-Language when the address has no locale, in the host’s brand, with its own strict policy', async () => {
    const app = await site();
    const res = await app.inject({ url: '/bad-address', headers: { accept: BROWSER, 'accept-language': 'it-CH,it;q=0.9', host: 'brabo.example' } });
    expect(res.statusCode).toBe(400);
    expect(res.headers['content-language']).toBe('it');
    expect(res.body).toContain('<html lang="it">');
    expect(res.body).toContain('<p class="brand">Brabo Bikes</p>');
    expect(res.body).toContain('Alla home page di Brabo Bikes');
    expect(res.body).not.toContain('<script');
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toBe(ERROR_PAGE_CSP);
    const style = res.body.match(/<style>([\s\S]*?)<\/style>/)![1]!;
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style, 'utf8').digest('base64')}'`);
    await app.close();
  });
});

describe('wantsErrorPage', () => {
  const request = (method: string, url: string, accept?: string) => ({ method, url, headers: accept ? { accept } : {} }) as never;
  it('only a browser’s GET or HEAD of a page', () => {
    expect(wantsErrorPage(request('GET', '/nl_BE/x', BROWSER))).toBe(true);
    expect(wantsErrorPage(request('HEAD', '/nl_BE/x', BROWSER))).toBe(true);
    expect(wantsErrorPage(request('POST', '/nl_BE/x', BROWSER))).toBe(false);
    expect(wantsErrorPage(request('GET', '/nl_BE/x', '*/*'))).toBe(false);
    expect(wantsErrorPage(request('GET', '/nl_BE/x'))).toBe(false);
    expect(wantsErrorPage(request('GET', '/b2c/v1/items', BROWSER))).toBe(false);
    expect(wantsErrorPage(request('GET', '/remotes/shop/x.js', BROWSER))).toBe(false);
  });
});
