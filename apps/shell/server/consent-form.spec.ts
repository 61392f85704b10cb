/** @jest-environment node */
import Fastify from 'fastify';
import { consentLevelsFromCookie } from '../src/app/consent-cookie';
import { registerConsentForm } from './consent-form';

async function site() {
  const app = Fastify();
  await registerConsentForm(app, { publicOrigin: 'http://localhost:4200' });
  return app;
}

const post = async (body: string, headers: Record<string, string> = {}) =>
  (await site()).inject({ method: 'POST', url: '/consent', payload: body, headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers } });

const cookies = (setCookie: string | string[] | undefined) => Object.fromEntries([setCookie ?? []].flat().map((c) => c.split(';')[0]!.split('=') as [string, string]));

describe('the consent banner posted before scripts run', () => {
  it('accept all: both cookies for a year, back to the page the visitor was on', async () => {
    const res = await post('return=%2Fnl_BE%2Fshop%3Fcategory%3Dbikes&choice=all');
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/nl_BE/shop?category=bikes');
    expect(cookies(res.headers['set-cookie'])).toEqual({ consent_decided: '1', consent_levels: 'functional.product_enhancement_content_tracking.marketing' });
    expect(String(res.headers['set-cookie'])).toContain('Max-Age=31536000');
    expect(consentLevelsFromCookie(cookies(res.headers['set-cookie'])['consent_levels'])).toEqual({ functional: true, product_enhancement_content_tracking: true, marketing: true });
  });

  it('save keeps the ticked levels it knows; reject all gives none', async () => {
    const saved = await post('return=%2Fen_INT&level=marketing&level=security&level=everything&choice=save');
    expect(cookies(saved.headers['set-cookie'])['consent_levels']).toBe('marketing');
    const rejected = await post('return=%2Fen_INT&level=marketing&choice=none');
    expect(cookies(rejected.headers['set-cookie'])['consent_levels']).toBe('none');
    expect(consentLevelsFromCookie('none')).toEqual({ functional: false, product_enhancement_content_tracking: false, marketing: false });
  });

  it('goes home instead of to another site or a path that is not one', async () => {
    for (const back of ['//evil.example/x', 'https://evil.example/', '/\\evil.example', '/en_INT\u0000x', '']) {
      const res = await post(`return=${encodeURIComponent(back)}&choice=all`);
      expect([back, res.headers.location]).toEqual([back, '/']);
    }
  });

  it('refuses another site and a form without a choice, setting nothing', async () => {
    const foreign = await post('return=%2Fen_INT&choice=all', { 'sec-fetch-site': 'cross-site', origin: 'https://evil.example' });
    expect(foreign.statusCode).toBe(403);
    expect(foreign.headers['set-cookie']).toBeUndefined();
    for (const body of ['return=%2Fen_INT', 'choice=everything', '']) {
      const res = await post(body);
      expect(res.statusCode).toBe(400);
      expect(res.headers['set-cookie']).toBeUndefined();
    }
  });
});
