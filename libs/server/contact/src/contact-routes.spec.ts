import { CONTACT_LIMITS } from '@bike/shared/domain';
import { readServerConfig } from '@bike/server/core';
import { createContactTestApp, json, postJson, signUp, solvedCaptcha, type ContactTestApp } from './test-app';

let t: ContactTestApp;
beforeAll(async () => {
  t = await createContactTestApp({ failMailTo: (to) => to.startsWith('unreachable') });
}, 60_000);
afterAll(async () => t?.close());

const URL = '/b2c/v1/contact';
const message = async (overrides: Record<string, unknown> = {}) => ({
  topic: 'delivery', orderNumber: 'ard 7k3m9qx2', name: 'Lotte Peeters', email: 'Lotte@Example.com',
  message: 'My bike was to arrive on Monday.\n\nThe tracking page has said "in transit" for a week.', captcha: await solvedCaptcha(t), locale: 'nl_BE', ...overrides,
});
const mailsTo = (to: string) => t.ctx.mails.filter((m) => m.to === to);

describe('POST /b2c/v1/contact', () => {
  it('mails customer service with the shopper as reply-to, and the shopper a receipt in the page\'s language', async () => {
    t.ctx.mails.length = 0;
    const res = await postJson(t, URL, await message());
    expect(res.statusCode).toBe(202);
    const { reference, receiptSent } = json(res).result;
    expect(reference).toMatch(/^CS-[2-9A-HJ-NP-Z]{8}$/);
    expect(receiptSent).toBe(true);

    const [toService] = mailsTo('support-ardenne@localhost');
    expect(toService!.replyTo).toBe('lotte@example.com');
    expect(toService!.subject).toBe(`[${reference}] Delivery ARD-7K3M9QX2: Lotte Peeters`);
    // The order number as the guest lookup reads it; the message keeps its paragraphs.
    expect(toService!.text).toMatch(/^Order number\s+ARD-7K3M9QX2$/m);
    // Customer service reads English; the shopper's language is named so the answer can be in it.
    expect(toService!.text).toMatch(/^Language\s+Dutch \(Belgium\)$/m);
    expect(toService!.html).toContain('alt="Ardenne Cycles"');
    expect(toService!.text).toContain('My bike was to arrive on Monday.\n\nThe tracking page');
    expect(toService!.text).toContain('(not confirmed)');

    const [receipt] = mailsTo('lotte@example.com');
    expect(receipt!.subject).toBe(`We hebben je bericht ontvangen (${reference})`);
    expect(receipt!.replyTo).toBe('support-ardenne@localhost');
    expect(receipt!.text).toContain('We hebben je bericht over "Levering" voor bestelling ARD-7K3M9QX2 ontvangen.');
    expect(receipt!.text).toContain(`Je referentie: ${reference}`);
    expect(receipt!.text).toContain('binnen twee werkdagen');
    // Typed into a public form, the address is proven by nothing: no words of the sender reach it.
    expect(receipt!.text).not.toContain('tracking');
    expect(receipt!.text).not.toContain('Lotte');
    expect(receipt!.text.startsWith('Hallo,')).toBe(true);
    expect(receipt!.html).toContain('lang="nl-BE"');
  });

  it('writes the receipt in German with "du" for de_CH, and in English without a locale', async () => {
    t.ctx.mails.length = 0;
    await postJson(t, URL, await message({ email: 'jonas@example.ch', locale: 'de_CH', topic: 'warranty', orderNumber: '' }));
    const [german] = mailsTo('jonas@example.ch');
    expect(german!.text).toContain('Danke, dass du dem Kundendienst von Ardenne Cycles geschrieben hast. Wir haben deine Nachricht zum Thema „Garantie oder Reparatur“ erhalten.');
    await postJson(t, URL, await message({ email: 'sam@example.com', locale: undefined, topic: 'other', orderNumber: null }));
    expect(mailsTo('sam@example.com')[0]!.text).toContain('We received your message about "Something else".');
  });

  it('repeats the message and greets by name only at the signed-in account\'s own proven address', async () => {
    const rider = await signUp(t.app, 'Lien');
    t.ctx.mails.length = 0;
    const own = await postJson(t, URL, await message({ email: rider.email, name: 'Lien Peeters' }), { authorization: `Bearer ${rider.token}` });
    expect(own.statusCode).toBe(202);
    const [receipt] = mailsTo(rider.email);
    expect(receipt!.text.startsWith('Hallo Lien Peeters,')).toBe(true);
    expect(receipt!.text).toContain('Je bericht:\n\nMy bike was to arrive on Monday.');
    expect(mailsTo('support-ardenne@localhost')[0]!.text).toContain('(signed in, address confirmed)');

    // Signed in, but typing another address: that address is proven by nothing.
    await postJson(t, URL, await message({ email: 'someone.else@example.org' }), { authorization: `Bearer ${rider.token}` });
    expect(mailsTo('someone.else@example.org')[0]!.text).not.toContain('tracking');
  });

  it("sends to the brand's customer service mailbox", async () => {
    t.ctx.mails.length = 0;
    const res = await postJson(t, URL, await message({ email: 'brabo.fan@example.com' }), { 'x-brand': 'brabo' });
    expect(res.statusCode).toBe(202);
    expect(mailsTo('support-brabo@localhost')).toHaveLength(1);
    expect(mailsTo('brabo.fan@example.com')[0]!.text).toContain('klantendienst van Brabo Bikes');
  });

  it('refuses malformed and hostile input with a 400 naming the field, before the captcha is spent', async () => {
    const good = await message();
    const cases: Array<[unknown, string]> = [
      [{ ...good, topic: 'refund-now' }, 'topic'],
      [{ ...good, topic: undefined }, 'topic'],
      [{ ...good, orderNumber: 'ARD-123' }, 'orderNumber'],
      [{ ...good, name: ' \n\t ' }, 'name'],
      [{ ...good, name: 'Lotte\u0007' }, 'name'],
      [{ ...good, name: 'x'.repeat(101) }, 'name'],
      [{ ...good, email: 'lotte(at)example.com' }, 'email'],
      [{ ...good, message: 'Too short' }, 'message'],
      [{ ...good, message: 'x'.repeat(3001) }, 'message'],
      [{ ...good, message: 'A message with a bell \u0007 in it' }, 'message'],
      [{ ...good, locale: 'nl-BE; drop' }, 'locale'],
      [{ ...good, captcha: '' }, 'captcha'],
      [{ ...good, bcc: 'x@example.com' }, 'bcc'],
    ];
    t.ctx.mails.length = 0;
    for (const [body, field] of cases) {
      const res = await postJson(t, URL, body);
      expect({ field, status: res.statusCode, code: json(res).error.code }).toEqual({ field, status: 400, code: 'VALIDATION_ERROR' });
      expect(json(res).error.issues.map((i: { path: string }) => i.path)).toContain(field);
    }
    for (const body of [[], 'text', null, 42]) expect((await postJson(t, URL, body)).statusCode).toBe(400);
    expect(t.ctx.mails).toHaveLength(0);
    // None of those spent the captcha.
    expect((await postJson(t, URL, good)).statusCode).toBe(202);
  });

  it('keeps line breaks in the message and folds a name to one line', async () => {
    t.ctx.mails.length = 0;
    await postJson(t, URL, await message({ name: 'Lotte\r\n  Peeters', message: 'First line\r\n\r\n\r\n\r\nSecond   line' }));
    const [toService] = mailsTo('support-ardenne@localhost');
    expect(toService!.text).toMatch(/^Name\s+Lotte Peeters$/m);
    expect(toService!.text).toContain('First line\n\nSecond line');
  });

  it('refuses a missing, forged or spent captcha and mails nobody', async () => {
    const once = await message();
    expect((await postJson(t, URL, once)).statusCode).toBe(202);
    t.ctx.mails.length = 0;
    const replay = await postJson(t, URL, once);
    expect([replay.statusCode, json(replay).error.code, json(replay).error.issues[0].path]).toEqual([400, 'CAPTCHA_INVALID', 'captcha']);
    const forged = await postJson(t, URL, await message({ captcha: Buffer.from(JSON.stringify({ challenge: {}, solution: {} })).toString('base64') }));
    expect(json(forged).error.code).toBe('CAPTCHA_INVALID');
    expect(t.ctx.mails).toHaveLength(0);
  });

  it('says so when customer service cannot be reached, and still answers when only the receipt fails', async () => {
    const down = await createContactTestApp({ failMailTo: (to) => to.startsWith('support-') });
    const logged = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    try {
      const res = await postJson(down, URL, await message({ captcha: await solvedCaptcha(down) }));
      expect([res.statusCode, json(res).error.code]).toEqual([502, 'CONTACT_SEND_ERROR']);
      expect(down.ctx.mails).toHaveLength(0);
      // Logged by its description, never with the shopper's details.
      expect(logged).toHaveBeenCalledWith('[contact] CONTACT_SEND_ERROR', expect.not.stringContaining('lotte'));
    } finally {
      logged.mockRestore();
      await down.close();
    }
    const res = await postJson(t, URL, await message({ email: 'unreachable@example.com' }));
    expect(res.statusCode).toBe(202);
    expect(json(res).result.receiptSent).toBe(false);
  });
});

describe('limits of the contact form', () => {
  let limited: ContactTestApp;
  beforeAll(async () => {
    limited = await createContactTestApp({ rateLimits: true });
  }, 60_000);
  afterAll(async () => limited?.close());

  const send = async (email: string, from: string) =>
    postJson(limited, URL, { topic: 'other', name: 'Lotte', email, message: 'A question about my bike.', captcha: await solvedCaptcha(limited), locale: 'nl_BE' }, {}, from);

  it(`mails one typed address at most ${CONTACT_LIMITS.perEmail.max} receipts an hour, from any client address`, async () => {
    for (let i = 0; i < CONTACT_LIMITS.perEmail.max; i++) expect((await send('target@example.com', `198.51.100.${i}`)).statusCode).toBe(202);
    limited.ctx.mails.length = 0;
    const refused = await send('TARGET@example.com', '198.51.100.99');
    expect([refused.statusCode, json(refused).error.code]).toEqual([429, 'TOO_MANY_REQUESTS']);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(limited.ctx.mails).toHaveLength(0);
  });

  it(`takes at most ${CONTACT_LIMITS.perClientAddress.max} messages an hour from one client address`, async () => {
    for (let i = 0; i < CONTACT_LIMITS.perClientAddress.max; i++) expect((await send(`shopper${i}@example.com`, '203.0.113.7')).statusCode).toBe(202);
    const refused = await send('shopper-last@example.com', '203.0.113.7');
    expect(refused.statusCode).toBe(429);
  });
});

describe('CUSTOMER_SERVICE_MAILBOX', () => {
  it('defaults to the support mailbox, and can be a mailbox of its own', () => {
    expect(readServerConfig({}).customerServiceMailbox).toBe('support-{brand}@localhost');
    expect(readServerConfig({ SUPPORT_MAILBOX: 'help-{brand}@shop.example' }).customerServiceMailbox).toBe('help-{brand}@shop.example');
    expect(readServerConfig({ SUPPORT_MAILBOX: 'help@shop.example', CUSTOMER_SERVICE_MAILBOX: 'service-{brand}@shop.example' }).customerServiceMailbox).toBe('service-{brand}@shop.example');
  });
});
