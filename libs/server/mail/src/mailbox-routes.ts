import type { FastifyInstance, FastifyRequest } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { notFound, parseInput, type ServerContext } from '@bike/server/core';
import { outbox } from './schema';
import { renderMailboxPage } from './mailbox-page';

/**
 * The mailbox is a development tool: with a real SMTP server (SMTP_URL) it does not exist,
 * whatever MAILBOX_PUBLIC says, because real mails carry real reset links.
 */
const MAILBOX_LIMIT = 200;

const mailboxQuery = v.strictObject({
  to: v.optional(v.pipe(v.string('To is invalid'), v.maxLength(254, 'To is invalid'))),
});

export async function registerMailRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const mailboxEnabled = () => !ctx.config.smtpUrl;
  // Mails carry activation and reset links, so the outbox is shown only to the machine itself
  // (local use, tests) unless MAILBOX_PUBLIC=1 opens it, e.g. on a demo server behind a proxy.
  // The client address is request.ip, resolved through TRUST_PROXY's trusted hops only, so a
  // spoofed X-Forwarded-For entry never makes a visitor look local. A request relayed by a
  // proxy that is not trusted (TRUST_PROXY unset, nginx on the same machine) looks local but is
  // not: a forwarding header then closes the mailbox.
  const fromLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
  const relayedByUntrustedProxy = (request: FastifyRequest) =>
    !ctx.config.trustProxy && (request.headers['x-forwarded-for'] !== undefined || request.headers['forwarded'] !== undefined);
  const mailboxOpenTo = (request: FastifyRequest) =>
    process.env['MAILBOX_PUBLIC'] === '1' || (fromLoopback(request.ip) && !relayedByUntrustedProxy(request));

  async function listMails(to?: string) {
    const query = ctx.db.select().from(outbox);
    const filtered = to ? query.where(eq(outbox.to, to.trim().toLowerCase())) : query;
    return filtered.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(MAILBOX_LIMIT);
  }

  app.get('/mailbox', async (request, reply) => {
    if (!mailboxEnabled()) throw notFound('NOT_FOUND', 'The mailbox is off while SMTP is configured');
    if (!mailboxOpenTo(request)) throw notFound('NOT_FOUND', 'The mailbox is open to this machine only');
    const { to } = parseInput(mailboxQuery, request.query);
    const mails = await listMails(to);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      // The HTML parts' frames (srcdoc) inherit this: inline styles and the data: logo, no script, nothing fetched.
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'; img-src data:; frame-src 'self'")
      .send(renderMailboxPage(mails));
  });

  app.get('/mailbox/api', async (request, reply) => {
    if (!mailboxEnabled()) throw notFound('NOT_FOUND', 'The mailbox is off while SMTP is configured');
    if (!mailboxOpenTo(request)) throw notFound('NOT_FOUND', 'The mailbox is open to this machine only');
    const { to } = parseInput(mailboxQuery, request.query);
    const mails = await listMails(to);
    reply.header('cache-control', 'no-store');
    return {
      result: mails.map((mail) => ({
        id: mail.id,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        html: mail.html,
        createdAt: mail.createdAt.toISOString(),
      })),
    };
  });
}
