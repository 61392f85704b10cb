// The dealer tests need only the catalogue part of the seed; the other domains' seeds are stubbed.
jest.mock('@bike/server/accounts', () => ({ ...jest.requireActual('@bike/server/accounts'), seedAccounts: jest.fn() }));

import { sql } from 'drizzle-orm';
import { createCaptchaChallenge, rowsOf, solveAltchaChallenge } from '@bike/server/core';
import { startSession } from '@bike/server/accounts';
import { mailLocale } from '@bike/server/mail';
import { findLocale } from '@bike/shared/i18n/locales';
import { createCatalogueTestApp, type CatalogueTestApp } from './catalogue-test-app';
import { DEALER_REQUESTS_PER_DEALER_PER_HOUR } from './dealer-request-routes';
import { de } from './mail-messages/de';
import { en } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it as italian } from './mail-messages/it';
import { nl } from './mail-messages/nl';

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
/** The dealer's mail locale (its market's first language) and that language's texts. */
const dealerLocale = () => findLocale(mailLocale({ market: String(dealer()['country']) }))!;
const dealerTexts = () => ({ de, en, es, fr, it: italian, nl })[dealerLocale().language];
const stocked = () => t.data.stock.find((s) => s['dealer_id'] === dealer()['id']);
const request = async (overrides: Record<string, unknown> = {}) => ({
  cusid: dealer()['cusid'], extid: dealer()['extid'], firstName: 'Lotte', lastName: 'Peeters', email: 'Lotte@Example.com', phoneNr: '+32 470 12 34 56',
  message: 'Can I test-ride the Sterling this Saturday?', captcha: await solved(), locale: 'nl_BE', ...overrides,
});

describe('POST /b2c/v1/dealers/request', () => {
  it('mails the dealer (reply to the shopper); an anonymous shopper gets no copy at the address they typed', async () => {
    const item = t.data.items.find((i) => i['id'] === stocked()?.['item_id']) ?? t.data.items[0];
    t.ctx.mails.length = 0;
    const res = await post(await request({ itemId: item['externalid'], onStock: true }));
    expect(res.statusCode).toBe(200);
    expect(json(res).result).toEqual({ sent: true, copySent: false });
    expect(t.ctx.mails).toHaveLength(1);
    const [toDealer] = t.ctx.mails;
    expect(toDealer.to).toBe(dealer()['email']);
    expect(toDealer.replyTo).toBe('lotte@example.com');
    expect(toDealer.text).toContain('Lotte Peeters');
    expect(toDealer.text).toContain(String(item['externalid']));
    // In the dealer's language (its market's first), whatever the shopper's page; the dealer's stock sentence is there.
    expect(toDealer.html).toContain(`lang="${dealerLocale().iso}"`);
    expect(toDealer.subject).toContain('Lotte Peeters');
    expect(toDealer.text).toContain(dealerTexts()['dealer.inStock']);
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
      { ...good, message: '   \n ' },
      { ...good, message: 'Hi there' },
      { ...good, message: 'x'.repeat(2001) },
      { ...good, message: 'Can I come by\u0000 on Saturday?' },
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

/** An account straight in the table, its address proven or not, and its bearer header. */
async function account(email: string, verified: boolean): Promise<Record<string, string>> {
  const [row] = rowsOf<{ id: string }>(
    await t.ctx.db.execute(sql`
      insert into users (email, password_hash, first_name, last_name, active, email_verified_at)
      values (${email}, 'not-a-hash', 'Lotte', 'Peeters', true, ${verified ? sql`now()` : null}) returning id`),
  );
  const session = await startSession(t.ctx, { id: row!.id, role: 'consumer', email });
  return { authorization: `Bearer ${session.tokens.access}` };
}

describe('the shopper\'s copy goes only to a proven address (issue 29 item 9)', () => {
  it('a signed-in account with a verified address gets the copy at that address, never at the typed one', async () => {
    const signedIn = await account('lotte.verified@example.com', true);
    t.ctx.mails.length = 0;
    const res = await post(await request({ email: 'victim@example.org' }), signedIn);
    expect(json(res).result).toEqual({ sent: true, copySent: true });
    expect(t.ctx.mails.map((m) => m.to)).toEqual([dealer()['email'], 'lotte.verified@example.com']);
    expect(t.ctx.mails[1]!.subject).toContain(String(dealer()['name']));
  });

  it('writes the dealer’s mail in the dealer’s language and the copy in the shopper’s page language, for the shopper', async () => {
    const signedIn = await account('lotte.languages@example.com', true);
    const item = t.data.items.find((i) => i['id'] === stocked()?.['item_id']) ?? t.data.items[0];
    for (const locale of ['nl_BE', 'de_CH', 'it_IT'] as const) {
      t.ctx.mails.length = 0;
      const res = await post(await request({ locale, itemId: item['externalid'], onStock: true }), signedIn);
      expect(json(res).result).toEqual({ sent: true, copySent: true });
      const [toDealer, copy] = t.ctx.mails;
      expect(toDealer!.html).toContain(`lang="${dealerLocale().iso}"`);
      expect(copy!.html).toContain(`lang="${findLocale(locale)!.iso}"`);
      const texts = ({ nl_BE: nl, de_CH: de, it_IT: italian } as const)[locale];
      expect(copy!.subject).toBe(texts['copy.subject'].replace('{dealer}', String(dealer()['name'])));
      expect(copy!.text).toContain(String(dealer()['city']));
      expect(copy!.text).toContain('lotte@example.com');
      expect(copy!.text).toContain('Can I test-ride the Sterling this Saturday?');
      // The dealer's sentence about its own stock never reaches the shopper.
      expect(copy!.text).not.toContain(texts['dealer.inStock']);
      expect(copy!.text).not.toMatch(/which you have in stock/);
    }
  });

  it('an account whose address is not verified gets no copy', async () => {
    const signedIn = await account('lotte.unproven@example.com', false);
    t.ctx.mails.length = 0;
    const res = await post(await request({ email: 'lotte.unproven@example.com' }), signedIn);
    expect(json(res).result).toEqual({ sent: true, copySent: false });
    expect(t.ctx.mails.map((m) => m.to)).toEqual([dealer()['email']]);
  });

  it('a name with CR/LF, NEL or U+2028 reaches the dealer on one line: no forged line, no second header', async () => {
    const signedIn = await account('lotte.lines@example.com', true);
    t.ctx.mails.length = 0;
    const res = await post(await request({ firstName: 'Lotte\r\nE-mail: boss@evil.test', lastName: 'Peeters\u2028Bcc: x@evil.test\u0085' }), signedIn);
    expect(res.statusCode).toBe(200);
    const [toDealer, copy] = t.ctx.mails;
    const nameRow = toDealer!.text.split('\n').find((line) => line.startsWith(dealerTexts()['row.name']));
    expect(nameRow).toMatch(/^\S.*\s{2,}Lotte E-mail: boss@evil\.test Peeters Bcc: x@evil\.test$/);
    expect(toDealer!.text).not.toMatch(/^E-mail: boss/m);
    // eslint-disable-next-line no-control-regex -- looking for control characters is the point
    const lineBreaking = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]/;
    for (const mail of [toDealer!, copy!]) {
      for (const field of [mail.to, mail.subject, mail.replyTo ?? '', ...mail.text.split('\n')]) expect(field).not.toMatch(lineBreaking);
    }
    expect(copy!.text).toContain('Hallo Lotte E-mail: boss@evil.test,');
  });

  it("carries the shopper's message into the dealer's mail, paragraphs kept and spaces folded (issue 32 item 12)", async () => {
    t.ctx.mails.length = 0;
    const res = await post(await request({ message: '  Hello,\r\n\r\n\r\nis the   Sterling in size M   in stock?  ' }));
    expect(res.statusCode).toBe(200);
    expect(t.ctx.mails[0]!.text).toContain(`${dealerTexts()['dealer.message']}\n\nHello,\n\nis the Sterling in size M in stock?\n\n`);
    expect(t.ctx.mails[0]!.html).toMatch(/<p[^>]*>is the Sterling in size M in stock\?<\/p>/);
  });

  it("takes the spec's payload without a message, and tells the dealer only who asks", async () => {
    t.ctx.mails.length = 0;
    const { message: _left, ...specPayload } = await request();
    const res = await post(specPayload);
    expect(res.statusCode).toBe(200);
    expect(t.ctx.mails[0]!.text).not.toContain(dealerTexts()['dealer.message']);
    expect(t.ctx.mails[0]!.text).toContain(dealerTexts()['dealer.noMessage']);
  });

  it('answers a short message with its field error', async () => {
    const res = await post(await request({ message: 'Hi' }));
    expect([res.statusCode, json(res).error.issues]).toEqual([400, [{ path: 'message', message: 'Message should have a minimum of 10 characters' }]]);
  });

  it('refuses a name that is nothing but line breaks and control characters', async () => {
    const res = await post(await request({ firstName: '\u0085\r\n\u2028' }));
    expect([res.statusCode, json(res).error.code]).toEqual([400, 'VALIDATION_ERROR']);
  });
});

describe('requests per dealer (issue 29 item 9)', () => {
  let limited: CatalogueTestApp;
  beforeAll(async () => {
    limited = await createCatalogueTestApp({ rateLimits: true });
  }, 60_000);
  afterAll(async () => limited?.close());

  it(`mails one dealer at most ${DEALER_REQUESTS_PER_DEALER_PER_HOUR} times an hour, whichever addresses ask; other dealers stay reachable`, async () => {
    const dealers = limited.data.dealers.filter((d) => (d['brands'] as string[]).includes('ardenne') && d['type'] === 'dealer' && d['email']);
    const [target, other] = dealers;
    const send = async (d: Record<string, unknown>, i: number) =>
      limited.app.inject({
        method: 'POST', url: '/b2c/v1/dealers/request', remoteAddress: `198.51.100.${i}`,
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ cusid: d['cusid'], extid: d['extid'], firstName: 'Lotte', lastName: 'Peeters', email: `lotte${i}@example.com`, message: 'Please call me back about a bike.', captcha: await solveAltchaChallenge(await createCaptchaChallenge(limited.ctx)) }),
      });
    for (let i = 0; i < DEALER_REQUESTS_PER_DEALER_PER_HOUR; i++) expect((await send(target!, i)).statusCode).toBe(200);
    limited.ctx.mails.length = 0;
    const refused = await send(target!, 200);
    expect([refused.statusCode, json(refused).error.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.ctx.mails).toHaveLength(0);
    expect((await send(other!, 201)).statusCode).toBe(200);
  }, 60_000);
});
