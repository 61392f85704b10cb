// The dealer tests need only the catalogue part of the seed; the other domains' seeds are stubbed.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { createCaptchaChallenge, solveAltchaChallenge } from '@bike/server/core';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';

let t: CatalogueTestApp;
beforeAll(async () => {
  t = await createCatalogueTestApp();
}, 60_000);
afterAll(async () => t?.close());

const json = (res: { body: string }) => JSON.parse(res.body);
const solved = async () => solveAltchaChallenge(await createCaptchaChallenge(t.ctx));
const post = (body: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url: '/b2c/v1/dealers/request', headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body) });

const dealer = () => t.data.dealers.find((d) => (d['brands'] as string[]).includes('ardenne') && d['type'] === 'dealer')!;
const stocked = () => t.data.stock.find((s) => s['dealer_id'] === dealer()['id']);
const request = async (overrides: Record<string, unknown> = {}) => ({
  cusid: dealer()['cusid'], extid: dealer()['extid'], firstName: 'Lotte', lastName: 'Peeters', email: 'Lotte@Example.com', phoneNr: '+32 470 12 34 56',
  captcha: await solved(), locale: 'nl_BE', ...overrides,
});

describe('POST /b2c/v1/dealers/request', () => {
  it('mails the dealer (reply to the shopper) and sends the shopper a copy', async () => {
    const item = t.data.items.find((i) => i['id'] === stocked()?.['item_id']) ?? t.data.items[0];
    t.ctx.mails.length = 0;
    const res = await post(await request({ itemId: item['externalid'], onStock: true }));
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual({ sent: true });
    const [toDealer, copy] = t.ctx.mails;
    expect(toDealer.to).toBe(dealer()['email']);
    expect(toDealer.replyTo).toBe('lotte@example.com');
    expect(toDealer.text).toContain('Lotte Peeters');
    expect(toDealer.text).toContain(String(item['externalid']));
    expect(copy.to).toBe('lotte@example.com');
    expect(copy.subject).toContain(String(dealer()['name']));
  });

  it('refuses a missing, forged or replayed captcha', async () => {
    const once = await request();
    expect((await post(once)).statusCode).toBe(200);
    const replay = await post(once);
    expect([replay.statusCode, json(replay).error.code]).toEqual([400, 'CAPTCHA_INVALID']);
    const forged = await post(await request({ captcha: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64') }));
    expect([forged.statusCode, json(forged).error.code]).toEqual([400, 'CAPTCHA_INVALID']);
    const missing = await post({ ...(await request()), captcha: '' });
    expect(missing.statusCode).toBe(400);
  });

  it('answers 404 for an unknown dealer and never mails anyone', async () => {
    t.ctx.mails.length = 0;
    const res = await post(await request({ cusid: 'C0', extid: 'XX00000' }));
    expect([res.statusCode, json(res).error.code]).toEqual([404, 'DEALER_NOT_FOUND']);
    expect(t.ctx.mails).toHaveLength(0);
  });

  it('refuses bad input with a 400 before the captcha is spent', async () => {
    const good = await request();
    const bad: unknown[] = [
      { ...good, email: 'not-an-email' },
      { ...good, firstName: '' },
      { ...good, firstName: 'x'.repeat(101) },
      { ...good, phoneNr: 'call me' },
      { ...good, cusid: "' or 1=1" },
      { ...good, itemId: '<script>' },
      { ...good, onStock: 'yes' },
      { ...good, extra: 1 },
      { ...good, captcha: 'x'.repeat(5000) },
      [],
      'text',
      null,
    ];
    for (const body of bad) {
      const res = await post(body);
      expect({ body: JSON.stringify(body).slice(0, 60), status: res.statusCode }).toEqual({ body: JSON.stringify(body).slice(0, 60), status: 400 });
    }
    // The captcha of the refused bodies was never checked, so it still works once.
    expect((await post(good)).statusCode).toBe(200);
  });
});
