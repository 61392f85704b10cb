import { sql } from 'drizzle-orm';
import { CONTACT_LIMITS, FITTING_DAYS_AHEAD } from '@bike/shared/domain';
import { rowsOf } from '@bike/server/core';
import { mailLocale } from '@bike/server/mail';
import { findLocale } from '@bike/shared/i18n/locales';
import { longDay } from './fitting-mails';
import { de } from './mail-messages/de';
import { en } from './mail-messages/en';
import { es } from './mail-messages/es';
import { fr } from './mail-messages/fr';
import { it as italian } from './mail-messages/it';
import { nl } from './mail-messages/nl';
import { createContactTestApp, json, postJson, signUp, solvedCaptcha, type ContactTestApp } from './test-app';

let t: ContactTestApp;
beforeAll(async () => {
  t = await createContactTestApp();
}, 60_000);
afterAll(async () => t?.close());

interface SeededDealer { cusid: string; extid: string; name: string; email: string; phone: string | null; city: string; country: string; services: string[]; brands: string[] }
const dealers = async (app: ContactTestApp) =>
  rowsOf<SeededDealer>(await app.ctx.db.execute(sql`select cusid, extid, name, email, phone, city, country, services, brands from dealers where active and type = 'dealer' order by id`));
const fitter = async (app = t) => (await dealers(app)).find((d) => d.brands.includes('ardenne') && d.services.includes('bikefitting'))!;

const URL = '/b2c/v1/dealers/fitting-request';
/** A dealer's mail locale (its market's first language) and that language's texts. */
const dealerLocale = (d: SeededDealer) => findLocale(mailLocale({ market: d.country }))!;
const textsOf = (d: SeededDealer) => ({ de, en, es, fr, it: italian, nl })[dealerLocale(d).language];
/** A calendar day `days` from today (UTC), as the date field sends it. */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);
const request = async (overrides: Record<string, unknown> = {}, app = t) => {
  const d = await fitter(app);
  return {
    cusid: d.cusid, extid: d.extid, name: 'Lotte Peeters', email: 'lotte@example.com', phone: '+32 470 12 34 56',
    firstDate: inDays(7), secondDate: inDays(9), timeOfDay: 'morning', message: 'I ride 300 km a week; my left knee hurts after two hours.',
    captcha: await solvedCaptcha(app), locale: 'nl_BE', ...overrides,
  };
};

describe('POST /b2c/v1/dealers/fitting-request', () => {
  it('mails the dealer (reply to the rider) and the rider a receipt in the page\'s language', async () => {
    const d = await fitter();
    t.ctx.mails.length = 0;
    const res = await postJson(t, URL, await request());
    expect(res.statusCode).toBe(202);
    const { reference, receiptSent } = json(res).result;
    expect(reference).toMatch(/^FT-[2-9A-HJ-NP-Z]{8}$/);
    expect(receiptSent).toBe(true);
    expect(t.ctx.mails.map((m) => m.to)).toEqual([d.email, 'lotte@example.com']);

    const [toDealer, receipt] = t.ctx.mails;
    expect(toDealer!.replyTo).toBe('lotte@example.com');
    // In the dealer's language (its market's first), whatever the rider's page.
    const texts = textsOf(d);
    const iso = dealerLocale(d).iso;
    expect(toDealer!.html).toContain(`lang="${iso}"`);
    expect(toDealer!.subject).toBe(texts['fitting.subject'].replace('{brand}', 'Ardenne Cycles').replace('{reference}', reference));
    expect(toDealer!.text).toContain(`${d.name},`);
    expect(toDealer!.text).toMatch(new RegExp(`^${texts['row.days']}\\s+${longDay(inDays(7), iso)} ${texts.or} ${longDay(inDays(9), iso)}$`, 'm'));
    expect(toDealer!.text).toMatch(new RegExp(`^${texts['row.time']}\\s+${texts['time.morning']}$`, 'm'));
    expect(toDealer!.text).toContain('+32 470 12 34 56');
    expect(toDealer!.text).toContain('my left knee hurts');

    expect(receipt!.subject).toBe(`Je aanvraag voor een bikefitting bij ${d.name}`);
    expect(receipt!.text).toContain(`We hebben je aanvraag voor een bikefitting verstuurd naar ${d.name}, `);
    expect(receipt!.text).toContain(d.city);
    expect(receipt!.text).toContain(`Je vroeg om ${longDay(inDays(7), 'nl-BE')} of ${longDay(inDays(9), 'nl-BE')}, in de voormiddag.`);
    expect(longDay(inDays(7), 'nl-BE')).toMatch(/^(maandag|dinsdag|woensdag|donderdag|vrijdag|zaterdag|zondag) /);
    if (d.phone) expect(receipt!.text).toContain(`Bel ${d.phone}.`);
    expect(receipt!.text).toContain(`Je referentie: ${reference}`);
    // The dealer's mail address never leaves the server; the rider's words go only to a proven address.
    expect(receipt!.text).not.toContain(d.email);
    expect(receipt!.text).not.toContain('knee');
    expect(receipt!.replyTo).toBeUndefined();
  });

  it('refuses a dealer that does not offer fitting (422), an unknown one and another brand\'s (404), mailing nobody', async () => {
    const all = await dealers(t);
    const noFitting = all.find((d) => d.brands.includes('ardenne') && !d.services.includes('bikefitting'))!;
    const otherBrand = all.find((d) => !d.brands.includes('ardenne') && d.services.includes('bikefitting'))!;
    t.ctx.mails.length = 0;
    const refused = await postJson(t, URL, await request({ cusid: noFitting.cusid, extid: noFitting.extid }));
    expect([refused.statusCode, json(refused).error.code]).toEqual([422, 'FITTING_NOT_OFFERED']);
    const unknown = await postJson(t, URL, await request({ cusid: 'C0', extid: 'XX00000' }));
    expect([unknown.statusCode, json(unknown).error.code]).toEqual([404, 'DEALER_NOT_FOUND']);
    if (otherBrand) {
      const foreign = await postJson(t, URL, await request({ cusid: otherBrand.cusid, extid: otherBrand.extid }));
      expect(foreign.statusCode).toBe(404);
    }
    expect(t.ctx.mails).toHaveLength(0);
  });

  it(`takes days from today to ${FITTING_DAYS_AHEAD} days ahead, two different ones, and refuses malformed input before the captcha is spent`, async () => {
    const good = await request();
    const cases: Array<[unknown, string]> = [
      [{ ...good, firstDate: '' }, 'firstDate'],
      [{ ...good, firstDate: inDays(-3) }, 'firstDate'],
      [{ ...good, firstDate: inDays(FITTING_DAYS_AHEAD + 3) }, 'firstDate'],
      [{ ...good, firstDate: '2031-02-30' }, 'firstDate'],
      [{ ...good, firstDate: '14/07/2031' }, 'firstDate'],
      [{ ...good, secondDate: inDays(-3) }, 'secondDate'],
      [{ ...good, secondDate: good.firstDate }, 'secondDate'],
      [{ ...good, timeOfDay: 'midnight' }, 'timeOfDay'],
      [{ ...good, phone: 'call me' }, 'phone'],
      [{ ...good, name: '' }, 'name'],
      [{ ...good, email: 'nope' }, 'email'],
      [{ ...good, message: 'x'.repeat(1001) }, 'message'],
      [{ ...good, message: 'ring \u0007 ring' }, 'message'],
      [{ ...good, cusid: "' or 1=1 --" }, 'cusid'],
      [{ ...good, dealerEmail: 'me@evil.test' }, 'dealerEmail'],
    ];
    t.ctx.mails.length = 0;
    for (const [body, field] of cases) {
      const res = await postJson(t, URL, body);
      expect({ field, status: res.statusCode }).toEqual({ field, status: 400 });
      expect(json(res).error.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    expect(t.ctx.mails).toHaveLength(0);
    // Today (the rider's) is a day that may be asked for; the second choice, message and phone may be left out.
    const minimal = await postJson(t, URL, { ...good, firstDate: inDays(0), secondDate: '', message: '  ', phone: '', timeOfDay: undefined });
    expect(minimal.statusCode).toBe(202);
    const texts = textsOf(await fitter());
    const iso = dealerLocale(await fitter()).iso;
    expect(t.ctx.mails[0]!.text).toMatch(new RegExp(`^${texts['row.days']}\\s+${longDay(inDays(0), iso)}$`, 'm'));
    expect(t.ctx.mails[0]!.text).toMatch(new RegExp(`^${texts['row.time']}\\s+${texts['time.any']}$`, 'm'));
    expect(t.ctx.mails[0]!.text).not.toContain(texts['fitting.message']);
  });

  it('repeats the rider\'s words and greets by name only at a signed-in account\'s own proven address', async () => {
    const rider = await signUp(t.app, 'Lien');
    t.ctx.mails.length = 0;
    await postJson(t, URL, await request({ email: rider.email, name: 'Lien Peeters', locale: 'de_CH' }), { authorization: `Bearer ${rider.token}` });
    const receipt = t.ctx.mails.find((m) => m.to === rider.email)!;
    expect(receipt.text.startsWith('Hallo Lien Peeters,')).toBe(true);
    expect(receipt.text).toContain('Deine Nachricht an den Händler:\n\nI ride 300 km a week');
    expect(receipt.text).toContain('Du hast nach ');
    expect(receipt.text).toContain('am Vormittag');
  });

  it('says so when the dealer cannot be reached', async () => {
    const down = await createContactTestApp({ failMailTo: (to) => to.endsWith('@dealers.example.com') });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await postJson(down, URL, await request({}, down));
      expect([res.statusCode, json(res).error.code]).toEqual([502, 'DEALER_REQUEST_ERROR']);
      expect(down.ctx.mails).toHaveLength(0);
    } finally {
      logged.mockRestore();
      await down.close();
    }
  });
});

describe('limits of the fitting request', () => {
  let limited: ContactTestApp;
  beforeAll(async () => {
    limited = await createContactTestApp({ rateLimits: true });
  }, 60_000);
  afterAll(async () => limited?.close());

  it(`mails one dealer at most ${CONTACT_LIMITS.perDealer.max} fitting requests an hour, from any addresses; other dealers stay reachable`, async () => {
    const fitters = (await dealers(limited)).filter((d) => d.brands.includes('ardenne') && d.services.includes('bikefitting'));
    const [target, other] = fitters;
    const send = async (d: SeededDealer, i: number) =>
      postJson(limited, URL, await request({ cusid: d.cusid, extid: d.extid, email: `rider${i}@example.com` }, limited), {}, `198.51.100.${i}`);
    for (let i = 0; i < CONTACT_LIMITS.perDealer.max; i++) expect((await send(target!, i)).statusCode).toBe(202);
    limited.ctx.mails.length = 0;
    const refused = await send(target!, 200);
    expect([refused.statusCode, json(refused).error.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(limited.ctx.mails).toHaveLength(0);
    expect((await send(other!, 201)).statusCode).toBe(202);
  }, 60_000);

  it(`sends one typed address at most ${CONTACT_LIMITS.perEmail.max} receipts an hour`, async () => {
    const fitters = (await dealers(limited)).filter((d) => d.brands.includes('ardenne') && d.services.includes('bikefitting'));
    const send = async (i: number) => {
      const d = fitters[2 + i]!;
      return postJson(limited, URL, await request({ cusid: d.cusid, extid: d.extid, email: 'same.rider@example.com' }, limited), {}, `203.0.113.${i}`);
    };
    for (let i = 0; i < CONTACT_LIMITS.perEmail.max; i++) expect((await send(i)).statusCode).toBe(202);
    expect((await send(CONTACT_LIMITS.perEmail.max)).statusCode).toBe(429);
  });
});
