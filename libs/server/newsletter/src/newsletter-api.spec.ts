import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:net';
import { getTableConfig } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { rowsOf, type OutgoingMail } from '@bike/server/core';
import { createSmtpMailer } from '@bike/server/mail';
import { createNewsletterTestApp, json, linkToken, type NewsletterTestApp } from './test-app';
import {
  newsletterStatusOf,
  newsletterSubscriptions,
  newsletterSubscriptionsOf,
  requestSubscription,
  SUBSCRIBES_PER_EMAIL_PER_HOUR,
  SUBSCRIBES_PER_IP_PER_HOUR,
  TOKEN_MISSES_PER_IP,
  unsubscribeAddress,
} from './index';
import { multipartFields } from './form-bodies';
import { optInMail } from './newsletter-mails';

let t: NewsletterTestApp;
beforeAll(async () => {
  t = await createNewsletterTestApp();
});
afterAll(() => t.close());

let counter = 0;
const address = () => `reader${++counter}.${Date.now()}@example.com`;
const FORM = { 'content-type': 'application/x-www-form-urlencoded' };
/** What a browser sends with a form post from our own page. */
const SAME_ORIGIN = { ...FORM, origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' };

const subscribe = (payload: unknown, headers: Record<string, string> = {}, app = t.app) =>
  app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe', payload: payload as object, headers });
const mailsTo = (to: string) => t.mails.filter((m) => m.to === to);
const lastMailTo = (to: string): OutgoingMail => {
  const mail = mailsTo(to).at(-1);
  if (!mail) throw new Error('no mail');
  return mail;
};
const statusOf = (email: string, brand = 'ardenne') => newsletterStatusOf(t.ctx.db, email, brand);
const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');

/** Subscribes and confirms through the JSON calls; answers the links of the opt-in mail. */
async function subscribed(email: string, brand = 'ardenne') {
  expect((await subscribe({ email, brand })).statusCode).toBe(202);
  const mail = lastMailTo(email);
  const confirm = linkToken(mail.text, 'confirm')!;
  expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: { token: confirm } })).statusCode).toBe(200);
  return { confirm, unsubscribe: linkToken(mail.text, 'unsubscribe')! };
}

describe('double opt-in, status and one-click unsubscribe', () => {
  it('mails an opt-in, confirms only on POST, answers the status to the signed-in owner and unsubscribes in one click', async () => {
    const user = await t.user();
    const res = await subscribe({ firstName: 'Lien', lastName: 'Peeters', email: user.email.toUpperCase(), type: 'consumer', lang: 'nl' }, { 'x-brand': 'brabo' });
    expect(res.statusCode).toBe(202);
    expect(json(res)).toEqual({ result: { status: 'pending' } });

    // The opt-in mail: confirm and unsubscribe links in text and HTML, RFC 8058 headers, no name.
    const optIn = lastMailTo(user.email);
    // In the subscriber's language (lang nl: the Dutch home market), in the brand's frame (issue 33).
    expect(optIn.subject).toBe('Bevestig je inschrijving op de nieuwsbrief van Brabo Bikes');
    expect(optIn.text).toMatch(/^Hallo,\n\nIemand, hopelijk jij, wil de nieuwsbrief van Brabo Bikes op dit adres ontvangen\./);
    expect(optIn.text).toContain('Meteen uitschrijven: http://shop.test/b2c/v1/newsletter/unsubscribe?token=');
    expect(optIn.text).toContain('Privacybeleid: http://shop.test/nl_NL/privacy');
    expect(optIn.html).toContain('lang="nl-NL"');
    expect(optIn.html).toContain('alt="Brabo Bikes"');
    expect(optIn.text).not.toMatch(/\b(the|your|please|Hello)\b/i);
    const confirm = linkToken(optIn.text, 'confirm')!;
    const unsubscribe = linkToken(optIn.text, 'unsubscribe')!;
    expect(confirm).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(unsubscribe).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(optIn.text).toContain(`http://shop.test/b2c/v1/newsletter/confirm?token=${confirm}`);
    expect(optIn.html).toContain(`href="http://shop.test/b2c/v1/newsletter/confirm?token=${confirm}"`);
    expect(optIn.html).toContain(`href="http://shop.test/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}"`);
    expect(optIn.headers).toEqual({
      'List-Unsubscribe': `<http://shop.test/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(optIn.text).not.toContain('Lien');
    // The outbox (the /mailbox page) has it too.
    const box = json(await t.app.inject({ method: 'GET', url: `/mailbox/api?to=${encodeURIComponent(user.email)}` })).result;
    expect(box[0].subject).toBe(optIn.subject);

    // Only hashes are stored; the address lower-cased; the signed-in account is not assumed (no session sent).
    const [row] = rowsOf<Record<string, unknown>>(await t.ctx.db.execute(sql`select * from newsletter_subscriptions where email = ${user.email}`));
    expect(row).toMatchObject({ brand: 'brabo', type: 'consumer', lang: 'nl', first_name: 'Lien', status: 'pending', source: 'form', user_id: null });
    expect(row!['confirm_token_hash']).toBe(sha256(confirm));
    expect(row!['unsubscribe_token_hash']).toBe(sha256(unsubscribe));
    expect(JSON.stringify(row)).not.toContain(confirm);
    expect(JSON.stringify(row)).not.toContain(unsubscribe);

    // GET shows a page with a POST form and changes nothing (mail scanners open links).
    const page = await t.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/confirm?token=${confirm}` });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.headers['content-security-policy']).toMatch(/default-src 'none'/);
    expect(page.headers['content-security-policy']).not.toMatch(/script-src/);
    expect(page.headers['cache-control']).toBe('no-store');
    expect(page.body).toContain('<form method="post" action="/b2c/v1/newsletter/confirm">');
    expect(page.body).toContain(`<input type="hidden" name="token" value="${confirm}">`);
    // In the subscription's language (nl), like its mails (issue 33).
    expect(page.body).toContain('<html lang="nl">');
    expect(page.body).toContain('<h1>Bevestig je inschrijving</h1>');
    expect(page.body).toContain('<button type="submit">Mijn inschrijving bevestigen</button>');
    expect(page.body).toContain('Brabo Bikes');
    expect(page.body).not.toMatch(/<script/i);
    // The token never leaves in a Referer, and the form's POST still carries a real Origin (no-referrer would send "null").
    expect(page.body).toContain('<meta name="referrer" content="strict-origin">');
    expect(await statusOf(user.email, 'brabo')).toBe('pending');
    const pending = json(await t.app.inject({ method: 'GET', url: '/b2c/v1/newsletter/subscribed', headers: { authorization: `Bearer ${user.token}`, 'x-brand': 'brabo' } }));
    expect(pending.result).toEqual({ subscribed: false, status: 'pending', brand: 'brabo', type: 'consumer' });

    // The page's button: a same-origin form post confirms, with a welcome mail.
    const confirmed = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: `token=${confirm}`, headers: SAME_ORIGIN });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.body).toContain('<h1>Je bent ingeschreven</h1>');
    expect(confirmed.body).toContain('<a href="/nl_NL">Terug naar Brabo Bikes</a>');
    const welcome = lastMailTo(user.email);
    expect(welcome.subject).toBe('Welkom bij de nieuwsbrief van Brabo Bikes');
    expect(welcome.text).toMatch(/^Hallo Lien,/);
    expect(welcome.text).toContain('Naar Brabo Bikes:\nhttp://shop.test/nl_NL\n');
    expect(linkToken(welcome.text, 'unsubscribe')).toBe(unsubscribe);
    expect(welcome.headers?.['List-Unsubscribe']).toBe(optIn.headers?.['List-Unsubscribe']);
    expect(welcome.headers?.['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click');

    // Status for the signed-in owner, on the request's brand only (GET and the spec's POST).
    const auth = { authorization: `Bearer ${user.token}`, 'x-brand': 'brabo' };
    expect(json(await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribed', headers: auth })).result).toEqual({ subscribed: true, status: 'subscribed', brand: 'brabo', type: 'consumer' });
    expect(json(await t.app.inject({ method: 'GET', url: '/b2c/v1/newsletter/subscribed?type=dealer', headers: auth })).result).toMatchObject({ subscribed: false, status: 'none' });
    expect(json(await t.app.inject({ method: 'GET', url: '/b2c/v1/newsletter/subscribed', headers: { authorization: `Bearer ${user.token}` } })).result).toEqual({ subscribed: false, status: 'none', brand: 'ardenne', type: 'consumer' });

    // Confirming again: "already", no second welcome; subscribing again: same answer, no mail.
    const mailsBefore = mailsTo(user.email).length;
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: `token=${confirm}`, headers: SAME_ORIGIN })).body).toContain('was al bevestigd');
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/confirm?token=${confirm}` })).body).toContain('was al bevestigd');
    const again = await subscribe({ email: user.email, firstName: 'Someone Else' }, { 'x-brand': 'brabo' });
    expect(again.statusCode).toBe(202);
    expect(json(again)).toEqual({ result: { status: 'pending' } });
    expect(mailsTo(user.email)).toHaveLength(mailsBefore);
    expect(rowsOf<{ first_name: string }>(await t.ctx.db.execute(sql`select first_name from newsletter_subscriptions where email = ${user.email}`))[0]!.first_name).toBe('Lien');

    // The unsubscribe link's GET: a page with a button, nothing changes.
    const leavePage = await t.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}` });
    expect(leavePage.statusCode).toBe(200);
    expect(leavePage.body).toContain('<form method="post" action="/b2c/v1/newsletter/unsubscribe">');
    expect(leavePage.body).toContain('<button type="submit">Uitschrijven</button>');
    expect(await statusOf(user.email, 'brabo')).toBe('subscribed');

    // RFC 8058 one-click: a mail program POSTs multipart List-Unsubscribe=One-Click to the URL (no cookie, no Origin).
    const boundary = '----mailprogram1234';
    const oneClick = () =>
      t.app.inject({
        method: 'POST',
        url: `/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}`,
        payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
        headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      });
    const left = await oneClick();
    expect(left.statusCode).toBe(200);
    expect(left.body).toContain('<h1>Je bent uitgeschreven</h1>');
    expect(await statusOf(user.email, 'brabo')).toBe('unsubscribed');
    // Idempotent, also urlencoded, and the GET page now says so.
    expect((await oneClick()).statusCode).toBe(200);
    const urlencoded = await t.app.inject({ method: 'POST', url: `/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}`, payload: 'List-Unsubscribe=One-Click', headers: FORM });
    expect(urlencoded.statusCode).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}` })).body).toContain('Je bent uitgeschreven');
    const [after] = rowsOf<{ unsubscribed_at: string | null; confirm_token_hash: string | null }>(
      await t.ctx.db.execute(sql`select unsubscribed_at, confirm_token_hash from newsletter_subscriptions where email = ${user.email}`),
    );
    expect(after!.unsubscribed_at).not.toBeNull();
    // Withdrawn consent is not revived by the old opt-in link.
    expect(after!.confirm_token_hash).toBeNull();
    const revived = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: `token=${confirm}`, headers: SAME_ORIGIN });
    expect(revived.statusCode).toBe(400);
    expect(await statusOf(user.email, 'brabo')).toBe('unsubscribed');

    // Subscribing again asks for a fresh opt-in; the unsubscribe link stays the same.
    expect((await subscribe({ email: user.email }, { 'x-brand': 'brabo' })).statusCode).toBe(202);
    const fresh = lastMailTo(user.email);
    expect(linkToken(fresh.text, 'confirm')).not.toBe(confirm);
    expect(linkToken(fresh.text, 'unsubscribe')).toBe(unsubscribe);
    expect(await statusOf(user.email, 'brabo')).toBe('pending');
  });

  it('takes JSON for API clients: confirm {token}, unsubscribe {token} or the token in the query', async () => {
    const email = address();
    expect((await subscribe({ email, lang: 'de' })).statusCode).toBe(202);
    const mail = lastMailTo(email);
    const token = linkToken(mail.text, 'confirm')!;
    const ok = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: { token } });
    expect(json(ok)).toEqual({ result: { status: 'subscribed', brand: 'ardenne', type: 'consumer' } });
    expect(json(await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: { token } })).result.status).toBe('subscribed');
    expect(linkToken(lastMailTo(email).text, 'unsubscribe')).toBe(linkToken(mail.text, 'unsubscribe'));
    expect(lastMailTo(email).text).toContain('http://shop.test/de_DE');

    const unsubscribe = linkToken(mail.text, 'unsubscribe')!;
    const left = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: { token: unsubscribe } });
    expect(json(left)).toEqual({ result: { status: 'unsubscribed', brand: 'ardenne', type: 'consumer' } });
    expect((await t.app.inject({ method: 'POST', url: `/b2c/v1/newsletter/unsubscribe?token=${unsubscribe}` })).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('unsubscribed');
  });

  it('mails the same opt-in link again within a day, and a link works 7 days', async () => {
    const email = address();
    await subscribe({ email });
    await subscribe({ email });
    const [first, second] = mailsTo(email);
    expect(linkToken(second!.text, 'confirm')).toBe(linkToken(first!.text, 'confirm'));

    await t.ctx.db.execute(sql`update newsletter_subscriptions set confirm_sent_at = now() - interval '8 days' where email = ${email}`);
    const old = linkToken(first!.text, 'confirm')!;
    expect((await t.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/confirm?token=${old}` })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: { token: old } })).statusCode).toBe(400);
    expect(await statusOf(email)).toBe('pending');
    // Asking again makes a new link, which works.
    await subscribe({ email });
    const renewed = linkToken(lastMailTo(email).text, 'confirm')!;
    expect(renewed).not.toBe(old);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: { token: renewed } })).statusCode).toBe(200);
  });
});

describe('unknown, forged and cross-site', () => {
  it('answers a forged or malformed token with 400 and a friendly page, or the JSON error', async () => {
    const forged = 'A'.repeat(43);
    for (const url of [`/b2c/v1/newsletter/confirm?token=${forged}`, `/b2c/v1/newsletter/unsubscribe?token=${forged}`, '/b2c/v1/newsletter/confirm', '/b2c/v1/newsletter/unsubscribe?token=%3Cscript%3E']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(`${url} ${res.statusCode}`).toBe(`${url} 400`);
      expect(res.headers['content-type']).toMatch(/^text\/html/);
      expect(res.body).toContain('This link is invalid or has expired');
      expect(res.body).not.toContain('<script>');
    }
    for (const path of ['confirm', 'unsubscribe']) {
      const form = await t.app.inject({ method: 'POST', url: `/b2c/v1/newsletter/${path}`, payload: `token=${forged}`, headers: SAME_ORIGIN });
      expect(form.statusCode).toBe(400);
      expect(form.body).toContain('This link is invalid or has expired');
      const api = await t.app.inject({ method: 'POST', url: `/b2c/v1/newsletter/${path}`, payload: { token: forged } });
      expect(api.statusCode).toBe(400);
      expect(json(api).error).toMatchObject({ code: 'NEWSLETTER_LINK_INVALID', name: 'invalidLink' });
      const malformed = await t.app.inject({ method: 'POST', url: `/b2c/v1/newsletter/${path}`, payload: { token: 'not a token!' } });
      expect(json(malformed).error).toMatchObject({ code: 'VALIDATION_ERROR', issues: [{ path: 'token', message: 'Token is invalid' }] });
    }
    const empty = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: '', headers: FORM });
    expect(empty.statusCode).toBe(400);
  });

  it('writes the invalid link page in the visitor\'s language (Accept-Language), English without one', async () => {
    const forged = `/b2c/v1/newsletter/confirm?token=${'B'.repeat(43)}`;
    const dutch = await t.app.inject({ method: 'GET', url: forged, headers: { 'accept-language': 'nl-BE,nl;q=0.9,en;q=0.5', 'x-brand': 'brabo' } });
    expect(dutch.statusCode).toBe(400);
    expect(dutch.body).toContain('<html lang="nl">');
    expect(dutch.body).toContain('<h1>Deze link is ongeldig of verlopen</h1>');
    expect(dutch.body).toContain('Een bevestigingslink werkt 7 dagen');
    expect(dutch.body).toContain('<a href="/nl_NL">Terug naar Brabo Bikes</a>');
    const german = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: `token=${'B'.repeat(43)}`, headers: { ...SAME_ORIGIN, 'accept-language': 'de-CH' } });
    expect(german.statusCode).toBe(400);
    expect(german.body).toContain('<html lang="de">');
    expect(german.body).toContain('<h1>Dieser Link ist ungültig oder abgelaufen</h1>');
    expect(german.body).toContain('<a href="/de_DE">Zurück zu Ardenne Cycles</a>');
    const unknown = await t.app.inject({ method: 'GET', url: forged, headers: { 'accept-language': 'pt-BR, ja;q=0.8' } });
    expect(unknown.body).toContain('<html lang="en">');
    expect(unknown.body).toContain('<a href="/en_INT">Back to Ardenne Cycles</a>');
  });

  it('refuses a cross-site post to the link pages and lets our own page\'s post through', async () => {
    const email = address();
    await subscribe({ email });
    const token = linkToken(lastMailTo(email).text, 'confirm')!;
    const post = (headers: Record<string, string>) => t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: `token=${token}`, headers: { ...FORM, ...headers } });
    const evil = await post({ origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect((await post({ origin: 'null' })).statusCode).toBe(403);
    expect(evil.statusCode).toBe(403);
    expect(json(evil).error.code).toBe('CROSS_SITE_REQUEST');
    expect((await post({ 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
    expect(await statusOf(email)).toBe('pending');
    expect((await post({ origin: 'http://shop.test', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(200);
    expect(await statusOf(email)).toBe('subscribed');
  });
});

describe('no enumeration', () => {
  it('answers a subscribe the same for new, pending, subscribed and account-holding addresses', async () => {
    const known = address();
    await subscribed(known);
    const pending = address();
    await subscribe({ email: pending });
    const account = await t.user();
    const answers = await Promise.all([address(), pending, known, account.email].map((email) => subscribe({ email })));
    for (const res of answers) {
      expect(res.statusCode).toBe(202);
      expect(res.body).toBe('{"result":{"status":"pending"}}');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('answers the status only to the signed-in owner, for their own address', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/b2c/v1/newsletter/subscribed' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribed', payload: {} })).statusCode).toBe(401);
    const user = await t.user();
    const probe = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribed', payload: { email: 'someone@example.com' }, headers: { authorization: `Bearer ${user.token}` } });
    expect(probe.statusCode).toBe(400);
    expect(json(probe).error.issues[0].message).toBe('email is not a known field');
  });
});

describe('signed-in unsubscribe', () => {
  it('unsubscribes the user\'s own address without a token; nobody else\'s, and not anonymously', async () => {
    const user = await t.user();
    await subscribed(user.email);
    await subscribed(user.email, 'kempen');
    const other = address();
    await subscribed(other);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: {} })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', headers: { authorization: `Bearer ${user.token}` } });
    expect(json(res)).toEqual({ result: { status: 'unsubscribed', brand: 'ardenne', type: null } });
    expect(await statusOf(user.email)).toBe('unsubscribed');
    expect(await statusOf(user.email, 'kempen')).toBe('subscribed');
    expect(await statusOf(other)).toBe('subscribed');
    const unknownField = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: { email: other }, headers: { authorization: `Bearer ${user.token}` } });
    expect(unknownField.statusCode).toBe(400);
    expect(await statusOf(other)).toBe('subscribed');
  });
});

describe('bad input is a clear 4xx, never a 500', () => {
  const cases: Array<[string, unknown, Record<string, string>?]> = [
    ['unknown field', { email: 'a@example.com', role: 'admin' }],
    ['bad email', { email: 'nope' }],
    ['no email', { firstName: 'Lien' }],
    ['NUL byte', { email: 'a@example.com', firstName: 'Li\u0000en' }],
    ['lone surrogate', { email: 'a@example.com', lastName: 'x\ud800' }],
    ['line break in a name', { email: 'a@example.com', firstName: 'Lien\nhttp://spam.example' }],
    ['long name', { email: 'a@example.com', firstName: 'x'.repeat(101) }],
    ['unknown brand', { email: 'a@example.com', brand: 'acme' }],
    ['unknown type', { email: 'a@example.com', type: 'vip' }],
    ['unknown lang', { email: 'a@example.com', lang: 'pt' }],
    ['wrong types', { email: 42, firstName: ['x'], brand: {} }],
    ['array body', [{ email: 'a@example.com' }]],
    ['bad x-brand', { email: 'a@example.com' }, { 'x-brand': 'acme' }],
  ];
  // One argument per row: jest hands a test with more parameters than the row a done callback.
  it.each(cases.map(([name, payload, headers]) => ({ name, payload, headers: headers ?? {} })))('$name', async ({ payload, headers }) => {
    const res = await subscribe(payload, headers);
    expect(res.statusCode).toBe(400);
    expect(json(res).error.status).toBe(400);
  });

  it('names the broken field in the spec\'s words', async () => {
    expect(json(await subscribe({ email: 'a@example.com', role: 'admin' })).error.issues).toEqual([{ path: 'role', message: 'role is not a known field' }]);
    expect(json(await subscribe({ email: 'nope' })).error.issues).toEqual([{ path: 'email', message: '"nope" is not a valid email address' }]);
    expect(json(await subscribe({ email: 'a@example.com', firstName: 'Li\u0000en' })).error.code).toBe('INVALID_INPUT');
  });

  it('refuses broken JSON, form posts to the JSON call, oversized forms and NUL bytes in tokens', async () => {
    const broken = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe', payload: '{"email":', headers: { 'content-type': 'application/json' } });
    expect(broken.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe', payload: 'email=a%40example.com', headers: FORM })).statusCode).toBe(415);
    const big = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: `token=${'A'.repeat(5000)}`, headers: FORM });
    expect(big.statusCode).toBe(413);
    expect((await t.app.inject({ method: 'GET', url: '/b2c/v1/newsletter/confirm?token=%00' })).statusCode).toBe(400);
    expect((await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/confirm', payload: 'token=%00', headers: FORM })).statusCode).toBe(400);
    const noBoundary = await t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: 'x', headers: { 'content-type': 'multipart/form-data' } });
    expect(noBoundary.statusCode).toBe(400);
    expect((await t.app.inject({ method: 'GET', url: '/b2c/v1/newsletter/subscribed?type=vip', headers: { authorization: `Bearer ${(await t.user()).token}` } })).statusCode).toBe(400);
  });
});

describe('mail failures', () => {
  it('answers 503 NEWSLETTER_SUBSCRIBE_ERROR when the opt-in mail fails, and never logs the address', async () => {
    const email = address();
    const known = address();
    await subscribed(known);
    t.failMail.on = true;
    try {
      const res = await subscribe({ email });
      expect(res.statusCode).toBe(503);
      expect(json(res).error).toMatchObject({ code: 'NEWSLETTER_SUBSCRIBE_ERROR', name: 'newsletterSubscribeError' });
      // Nothing to mail for a subscribed address.
      expect((await subscribe({ email: known })).statusCode).toBe(202);
    } finally {
      t.failMail.on = false;
    }
    expect(t.logs.some((line) => line.includes('newsletter opt-in mail could not be sent') && line.includes('EENVELOPE'))).toBe(true);
    expect(t.logs.filter((line) => line.includes(email) || line.includes(known))).toEqual([]);
    // Once mail works again, the same call goes through.
    expect((await subscribe({ email })).statusCode).toBe(202);
    expect(linkToken(lastMailTo(email).text, 'confirm')).toBeDefined();
  });
});

describe('for other modules', () => {
  it('requestSubscription: the same double opt-in with the source and account; status and unsubscribeAddress', async () => {
    const user = await t.user();
    const outcome = await requestSubscription(t.ctx, { email: user.email, brand: 'kempen', lang: 'fr', source: 'bike-registration', userId: user.id });
    expect(outcome).toEqual({ status: 'pending', mailed: true });
    expect(lastMailTo(user.email).subject).toContain('Kempen Velo');
    expect(await newsletterStatusOf(t.ctx.db, user.email.toUpperCase(), 'kempen')).toBe('pending');
    const [row] = rowsOf<{ source: string; user_id: string }>(await t.ctx.db.execute(sql`select source, user_id from newsletter_subscriptions where email = ${user.email}`));
    expect(row).toEqual({ source: 'bike-registration', user_id: user.id });

    await expect(requestSubscription(t.ctx, { email: user.email, brand: 'kempen', source: 'somewhere' as never })).rejects.toMatchObject({ status: 400 });
    await expect(requestSubscription(t.ctx, { email: 'nope', brand: 'kempen', source: 'form' })).rejects.toMatchObject({ status: 400 });
    await expect(requestSubscription(t.ctx, { email: user.email, brand: undefined as never, source: 'form' })).rejects.toMatchObject({ status: 400 });

    const listed = await newsletterSubscriptionsOf(t.ctx.db, user.email);
    expect(listed).toEqual([expect.objectContaining({ brand: 'kempen', type: 'consumer', lang: 'fr', status: 'pending', source: 'bike-registration' })]);
    expect(Object.keys(listed[0]!).some((key) => /token/i.test(key))).toBe(false);

    expect(await unsubscribeAddress(t.ctx.db, user.email)).toBe(1);
    expect(await unsubscribeAddress(t.ctx.db, user.email)).toBe(0);
    expect(await newsletterStatusOf(t.ctx.db, user.email, 'kempen')).toBe('unsubscribed');
    expect(await newsletterStatusOf(t.ctx.db, 'never@example.com', 'kempen')).toBe('none');
  });

  it('a signed-in subscribe for the own address remembers the account', async () => {
    const user = await t.user();
    await subscribe({ email: user.email }, { authorization: `Bearer ${user.token}` });
    await subscribe({ email: address() }, { authorization: `Bearer ${user.token}` });
    const rows = rowsOf<{ email: string; user_id: string | null }>(await t.ctx.db.execute(sql`select email, user_id from newsletter_subscriptions where user_id = ${user.id}`));
    expect(rows.map((r) => r.email)).toEqual([user.email]);
  });
});

describe('rate limits', () => {
  let limited: NewsletterTestApp;
  beforeAll(async () => {
    limited = await createNewsletterTestApp({ rateLimits: true });
  });
  afterAll(() => limited.close());

  it('mails one address at most a few times an hour, whatever its state', async () => {
    const email = address();
    for (let i = 0; i < SUBSCRIBES_PER_EMAIL_PER_HOUR; i++) expect((await subscribe({ email }, {}, limited.app)).statusCode).toBe(202);
    const refused = await subscribe({ email: email.toUpperCase() }, {}, limited.app);
    expect(refused.statusCode).toBe(429);
    expect(refused.headers['retry-after']).toBeDefined();
    expect(limited.mails.filter((m) => m.to === email)).toHaveLength(SUBSCRIBES_PER_EMAIL_PER_HOUR);
  });

  it('limits subscribes per client address', async () => {
    const from = { remoteAddress: '192.0.2.10' };
    for (let i = 0; i < SUBSCRIBES_PER_IP_PER_HOUR; i++) {
      const res = await limited.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe', payload: { email: address() }, ...from });
      expect(res.statusCode).toBe(202);
    }
    expect((await limited.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe', payload: { email: address() }, ...from })).statusCode).toBe(429);
    expect((await limited.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe', payload: { email: address() }, remoteAddress: '192.0.2.11' })).statusCode).toBe(202);
  });

  it('stops a client guessing tokens', async () => {
    const email = address();
    await subscribe({ email }, {}, limited.app);
    const token = linkToken(limited.mails.filter((m) => m.to === email).at(-1)!.text, 'unsubscribe')!;
    const from = { remoteAddress: '192.0.2.20' };
    for (let i = 0; i < TOKEN_MISSES_PER_IP; i++) {
      const res = await limited.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/unsubscribe?token=guess${i}`, ...from });
      expect(res.statusCode).toBe(400);
    }
    const page = await limited.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/unsubscribe?token=${token}`, ...from });
    expect(page.statusCode).toBe(429);
    expect(page.body).toContain('Too many attempts');
    // No subscription is looked at: the page speaks the visitor's language.
    const dutch = await limited.app.inject({ method: 'GET', url: `/b2c/v1/newsletter/unsubscribe?token=${token}`, headers: { 'accept-language': 'nl-BE' }, ...from });
    expect(dutch.statusCode).toBe(429);
    expect(dutch.body).toContain('<html lang="nl">');
    expect(dutch.body).toContain('<h1>Te veel pogingen</h1>');
    expect(page.headers['retry-after']).toBeDefined();
    const api = await limited.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: { token }, ...from });
    expect(api.statusCode).toBe(429);
    // Another client's link still works.
    expect((await limited.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/unsubscribe', payload: { token }, remoteAddress: '192.0.2.21' })).statusCode).toBe(200);
  });
});

describe('table', () => {
  it('the test table matches schema.ts (columns, types, nullability, indexes)', async () => {
    const { columns, indexes } = getTableConfig(newsletterSubscriptions);
    const live = rowsOf<{ column_name: string; data_type: string; is_nullable: string }>(
      await t.ctx.db.execute(sql`select column_name, data_type, is_nullable from information_schema.columns where table_name = 'newsletter_subscriptions' and table_schema = current_schema()`),
    );
    const byName = new Map(live.map((c) => [c.column_name, c]));
    expect([...byName.keys()].sort()).toEqual(columns.map((c) => c.name).sort());
    for (const column of columns) {
      const actual = byName.get(column.name)!;
      expect(`${column.name}:${actual.is_nullable === 'NO'}`).toBe(`${column.name}:${column.notNull}`);
      expect(`${column.name}:${actual.data_type}`).toBe(`${column.name}:${column.getSQLType()}`);
    }
    const liveIndexes = rowsOf<{ indexname: string }>(
      await t.ctx.db.execute(sql`select indexname from pg_indexes where tablename = 'newsletter_subscriptions' and schemaname = current_schema() and indexname <> 'newsletter_subscriptions_pkey'`),
    );
    expect(liveIndexes.map((i) => i.indexname).sort()).toEqual(indexes.map((i) => i.config.name).sort());
  });
});

describe('mail transport', () => {
  it('multipartFields reads the text fields of a one-click body and skips files', () => {
    const body = '--b\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--b\r\nContent-Disposition: form-data; name="f"; filename="x.txt"\r\n\r\nfile\r\n--b--\r\n';
    expect(multipartFields(body, 'multipart/form-data; boundary=b')).toEqual({ 'List-Unsubscribe': 'One-Click' });
    expect(() => multipartFields(body, 'multipart/form-data')).toThrow();
  });

  it('the SMTP mailer sends the List-Unsubscribe headers', async () => {
    const received: string[] = [];
    const server: Server = createServer((socket) => {
      let data = false;
      let buffer = '';
      socket.write('220 fake.test ESMTP\r\n');
      socket.on('data', (chunk) => {
        buffer += chunk.toString('utf8');
        for (;;) {
          if (data) {
            const end = buffer.indexOf('\r\n.\r\n');
            if (end < 0) return;
            received.push(buffer.slice(0, end));
            buffer = buffer.slice(end + 5);
            data = false;
            socket.write('250 OK\r\n');
            continue;
          }
          const eol = buffer.indexOf('\r\n');
          if (eol < 0) return;
          const verb = buffer.slice(0, 4).toUpperCase();
          buffer = buffer.slice(eol + 2);
          if (verb === 'DATA') {
            data = true;
            socket.write('354 go ahead\r\n');
          } else if (verb === 'QUIT') socket.end('221 bye\r\n');
          else socket.write('250 fake.test\r\n');
        }
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    try {
      const port = (server.address() as { port: number }).port;
      const mail = optInMail(t.ctx.config, { email: 'rider@example.com', brand: 'merel' }, { confirm: 'c'.repeat(43), unsubscribe: 'u'.repeat(43) });
      await createSmtpMailer(`smtp://127.0.0.1:${port}`, 'shop@merel.test').send(mail);
      const raw = received[0]!.replace(/\r\n[ \t]+/g, ' ');
      expect(raw).toMatch(new RegExp(`^List-Unsubscribe: <http://shop\\.test/b2c/v1/newsletter/unsubscribe\\?token=${'u'.repeat(43)}>`, 'm'));
      expect(raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    } finally {
      server.close();
    }
  });
});

describe('the newsletter block as a plain form (issue 16 items 6 and 10)', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    t.app.inject({ method: 'POST', url: '/b2c/v1/newsletter/subscribe/form', payload: new URLSearchParams(fields).toString(), headers });

  it('starts the double opt-in and sends the visitor back to the page with the outcome', async () => {
    const email = address();
    const res = await post({ email, consent: 'on', lang: 'nl', return: '/nl_BE?utm=x' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/nl_BE?utm=x&newsletter=pending#newsletter');
    expect(lastMailTo(email).text).toMatch(/newsletter\/confirm\?token=/);
  });

  it('answers consent, invalid or limited outcomes without subscribing, and never leaves the site', async () => {
    const email = address();
    expect((await post({ email, return: '/nl_BE/about' })).headers.location).toBe('/nl_BE/about?newsletter=consent#newsletter');
    expect((await post({ email: 'not an address', consent: 'on', return: '/nl_BE/about' })).headers.location).toBe('/nl_BE/about?newsletter=invalid#newsletter');
    expect(mailsTo(email)).toHaveLength(0);
    for (const bad of ['//evil.example/x', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '']) {
      expect((await post({ email: address(), consent: 'on', return: bad })).headers.location).toBe('/?newsletter=pending#newsletter');
    }
  });

  it('is refused from another site', async () => {
    const res = await post({ email: address(), consent: 'on', return: '/' }, { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' });
    expect(res.statusCode).toBe(403);
  });
});

describe('prize draws of the content (prizeForm block)', () => {
  const post = (fields: Record<string, string>, headers: Record<string, string> = SAME_ORIGIN) =>
    t.app.inject({ method: 'POST', url: '/b2c/v1/content/prize-draws/entries/form', payload: new URLSearchParams(fields).toString(), headers });
  const entries = async (draw: string) =>
    rowsOf<{ email: string; first_name: string }>(await t.ctx.db.execute(sql`select email, first_name from prize_draw_entries where draw = ${draw}`));

  it('keeps one entry per address per draw and says so, without subscribing anyone', async () => {
    const email = address();
    const first = await post({ draw: 'prizeForm-41', firstName: ' Lotte ', email: email.toUpperCase(), consent: 'on', return: '/nl_BE/tomorrowland?x=1' });
    expect(first.statusCode).toBe(303);
    expect(first.headers.location).toBe('/nl_BE/tomorrowland?x=1&prize=entered&draw=prizeForm-41#prize-prizeForm-41');
    expect((await post({ draw: 'prizeForm-41', firstName: 'Lotte', email, consent: 'on', return: '/nl_BE/tomorrowland' })).headers.location).toBe('/nl_BE/tomorrowland?prize=already&draw=prizeForm-41#prize-prizeForm-41');
    // Another draw is another entry; the address is kept lower-cased and trimmed names.
    expect((await post({ draw: 'prizeForm-42', firstName: 'Lotte', email, consent: 'on', return: '/' })).headers.location).toContain('prize=entered');
    expect(await entries('prizeForm-41')).toEqual([{ email, first_name: 'Lotte' }]);
    expect(mailsTo(email)).toHaveLength(0);
  });

  it('sends back what to mend, never stores a bad entry, and never leaves the site', async () => {
    expect((await post({ draw: 'prizeForm-43', firstName: 'Lotte', email: address(), return: '/fr_FR' })).headers.location).toBe('/fr_FR?prize=consent&draw=prizeForm-43#prize-prizeForm-43');
    expect((await post({ draw: 'prizeForm-43', firstName: '', email: address(), consent: 'on', return: '/fr_FR' })).headers.location).toContain('prize=invalid');
    expect((await post({ draw: 'prizeForm-43', firstName: 'Lotte', email: 'not an address', consent: 'on', return: '/fr_FR' })).headers.location).toContain('prize=invalid');
    expect((await post({ draw: '../../etc', firstName: 'Lotte', email: address(), consent: 'on', return: '/fr_FR' })).headers.location).toBe('/fr_FR?prize=invalid');
    expect(await entries('prizeForm-43')).toEqual([]);
    expect((await post({ draw: 'prizeForm-44', firstName: 'Lotte', email: address(), consent: 'on', return: '//evil.example/x' })).headers.location).toBe('/?prize=entered&draw=prizeForm-44#prize-prizeForm-44');
    expect((await post({ draw: 'prizeForm-44', firstName: 'Lotte', email: address(), consent: 'on', return: '/' }, { ...FORM, origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' })).statusCode).toBe(403);
  });
});
