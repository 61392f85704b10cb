import Fastify, { type FastifyInstance } from 'fastify';
import { ApiError, createTestContext, type TestContext } from '@bike/server/core';
import { composeMail, createMailer, createMemoryMailer, defineMail, registerMailRoutes } from './index';
import { linkifyText } from './mailbox-page';

jest.setTimeout(60_000);

let base: TestContext;
let app: FastifyInstance;

async function appFor(smtpUrl?: string) {
  const config = { ...base.config, smtpUrl };
  const ctx = { db: base.db, config, mailer: createMailer(config, base.db) };
  const instance = Fastify({ logger: false });
  instance.setErrorHandler((error: Error & { statusCode?: number }, _request, reply) => {
    if (error instanceof ApiError) return reply.status(error.status).send(error.toBody());
    return reply.status(error.statusCode ?? 500).send({ error: { status: error.statusCode ?? 500, message: error.message } });
  });
  await registerMailRoutes(instance, ctx);
  await instance.ready();
  return { instance, ctx };
}

beforeAll(async () => {
  base = await createTestContext();
  app = (await appFor()).instance;
});
afterAll(async () => {
  await app.close();
  await base.close();
});

describe('outbox mailer and mailbox', () => {
  it('stores mails without SMTP and lists them newest first, filtered by address', async () => {
    const { ctx } = await appFor();
    await ctx.mailer.send({ to: 'Rider@Example.com', subject: 'First', text: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await ctx.mailer.send({ to: 'rider@example.com', subject: 'Second', text: 'two http://shop.test/en_INT/account/activate?token=abc' });
    await ctx.mailer.send({ to: 'other@example.com', subject: 'Other', text: 'three' });

    const res = await app.inject({ method: 'GET', url: '/mailbox/api?to=RIDER@example.com' });
    expect(res.statusCode).toBe(200);
    const { result } = JSON.parse(res.body);
    expect(result.map((m: { subject: string }) => m.subject)).toEqual(['Second', 'First']);
    expect(result[0]).toMatchObject({ to: 'rider@example.com', text: expect.stringContaining('token=abc') });
    expect(JSON.parse((await app.inject({ method: 'GET', url: '/mailbox/api' })).body).result).toHaveLength(3);
  });

  it('renders a readable page with clickable links and everything escaped', async () => {
    const { ctx } = await appFor();
    await ctx.mailer.send({
      to: 'xss@example.com',
      subject: '<img src=x onerror=alert(1)>',
      text: 'Hello <script>alert(1)</script>,\nhttp://shop.test/en_INT/account/passwordreset?token=a_b-c&x="y"',
      html: '<script>alert(2)</script>',
    });
    const res = await app.inject({ method: 'GET', url: '/mailbox?to=xss@example.com' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.headers['content-security-policy']).toContain("default-src 'none'");
    expect(res.body).not.toContain('<script>');
    expect(res.body).not.toContain('<img');
    expect(res.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(res.body).toContain('<a href="http://shop.test/en_INT/account/passwordreset?token=a_b-c&amp;x=">');
    expect(res.body).toMatch(/<h1>Mailbox<\/h1>/);
    // The HTML part only inside a sandboxed frame without scripts, escaped into its srcdoc.
    expect(res.body).toContain('<iframe class="html-part" sandbox="allow-popups allow-popups-to-escape-sandbox"');
    expect(res.body).not.toMatch(/sandbox="[^"]*allow-(scripts|same-origin)/);
    expect(res.body).toContain('srcdoc="&lt;script&gt;alert(2)&lt;/script&gt;"');
    expect(res.headers['content-security-policy']).not.toContain('script-src');
  });

  it('shows a mail of the mail layer: its HTML part framed and its text part beside it', async () => {
    const { ctx } = await appFor();
    const mail = composeMail(
      defineMail<null, 'subject' | 'line'>({
        kind: 'test.mailbox',
        catalogue: Object.fromEntries(['de', 'en', 'es', 'fr', 'it', 'nl'].map((l) => [l, { subject: `Onderwerp ${l}`, line: 'Regel' }])) as never,
        subject: (t) => t('subject'),
        body: (t) => [{ type: 'paragraph', text: t('line') }],
      }),
      null,
      { locale: 'nl_BE', brand: 'brabo', origin: 'http://shop.test', to: 'framed@example.com' },
    );
    await ctx.mailer.send(mail);
    const [stored] = JSON.parse((await app.inject({ method: 'GET', url: '/mailbox/api?to=framed@example.com' })).body).result;
    expect(stored).toMatchObject({ subject: 'Onderwerp nl', text: mail.text, html: mail.html });
    const page = (await app.inject({ method: 'GET', url: '/mailbox?to=framed@example.com' })).body;
    expect(page).toContain('title="HTML part: Onderwerp nl"');
    expect(page).toContain('lang=&quot;nl-BE&quot;');
    expect(page).toContain('<h3>Text part</h3>');
  });

  it('is open to the machine itself only (mails carry activation and reset links)', async () => {
    expect((await app.inject({ method: 'GET', url: '/mailbox/api', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/mailbox', remoteAddress: '203.0.113.7' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/mailbox/api', remoteAddress: '127.0.0.1' })).statusCode).toBe(200);
  });

  it('rejects bad queries with 400 and is off (404) when SMTP is configured', async () => {
    expect((await app.inject({ method: 'GET', url: `/mailbox/api?to=${'a'.repeat(300)}` })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/mailbox/api?foo=1' })).statusCode).toBe(400);
    const smtp = await appFor('smtp://localhost:2525');
    expect((await smtp.instance.inject({ method: 'GET', url: '/mailbox' })).statusCode).toBe(404);
    expect((await smtp.instance.inject({ method: 'GET', url: '/mailbox/api' })).statusCode).toBe(404);
    await smtp.instance.close();
  });
});

describe('header fields of every mail (issue 29: names with CR/LF)', () => {
  const hostile = 'Your request to Jan\r\nBcc: victim@example.com\u2028X-Spoofed: 1\u0085end\u0000';

  it('the outbox keeps the subject and the recipient on one line, NUL and all', async () => {
    const { ctx } = await appFor();
    await ctx.mailer.send({ to: 'header@example.com\r\n', subject: hostile, text: 'line one\nline two' });
    const { result } = JSON.parse((await app.inject({ method: 'GET', url: '/mailbox/api?to=header@example.com' })).body);
    expect(result).toHaveLength(1);
    expect(result[0]).toMatchObject({ to: 'header@example.com', subject: 'Your request to Jan Bcc: victim@example.com X-Spoofed: 1 end', text: 'line one\nline two' });
  });

  it('the memory mailer sees what SMTP would: reply-to and extra headers on one line, bad header names dropped', async () => {
    const mailer = createMemoryMailer();
    await mailer.send({
      to: 'a@example.com', subject: hostile, text: 't', replyTo: 'lotte@example.com\nBcc: x@example.com',
      headers: { 'List-Unsubscribe': '<https://shop.test/u>\r\nBcc: y@example.com', 'Bad\r\nName': 'v', 'X:Colon': 'v' },
    });
    const [mail] = mailer.sent;
    expect(mail).toMatchObject({ subject: 'Your request to Jan Bcc: victim@example.com X-Spoofed: 1 end', replyTo: 'lotte@example.com Bcc: x@example.com', text: 't' });
    expect(mail!.headers).toEqual({ 'List-Unsubscribe': '<https://shop.test/u> Bcc: y@example.com' });
  });
});

describe('linkifyText', () => {
  it('links only http(s) URLs, after escaping', () => {
    expect(linkifyText('go to https://a.test/x?y=1&z=2 now')).toBe('go to <a href="https://a.test/x?y=1&amp;z=2">https://a.test/x?y=1&amp;z=2</a> now');
    expect(linkifyText('javascript:alert(1)')).toBe('javascript:alert(1)');
  });
});

describe('createMemoryMailer', () => {
  it('keeps mails in memory', async () => {
    const mailer = createMemoryMailer();
    await mailer.send({ to: 'A@example.com', subject: 's', text: 't' });
    expect(mailer.sent).toHaveLength(1);
    expect(mailer.lastTo('a@example.com')?.subject).toBe('s');
  });
});
