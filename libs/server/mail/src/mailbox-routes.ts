import type { FastifyInstance } from 'fastify';
import { desc, eq } from 'drizzle-orm';
import * as v from 'valibot';
import { notFound, parseInput, type ServerContext } from '@bike/server/core';
import { outbox } from './schema';
import { renderMailboxPage } from './mailbox-page';

/** The mailbox is a development tool: with a real SMTP server it does not exist. */
const MAILBOX_LIMIT = 200;

const mailboxQuery = v.strictObject({
  to: v.optional(v.pipe(v.string('To is invalid'), v.maxLength(254, 'To is invalid'))),
});

export async function registerMailRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const mailboxEnabled = () => !ctx.config.smtpUrl;
  // Mails carry activation and reset links, so the outbox is shown only to the machine itself
  // (local use, tests) unless MAILBOX_PUBLIC=1 opens it, e.g. on a demo server behind a proxy.
  const fromLoopback = (ip: string) => ip === '127.0.0.1' || ip === '::1' || ip === '::ffff:127.0.0.1';
  const mailboxOpenTo = (ip: string) => process.env['MAILBOX_PUBLIC'] === '1' || fromLoopback(ip);

  async function listMails(to?: string) {
    const query = ctx.db.select().from(outbox);
    const filtered = to ? query.where(eq(outbox.to, to.trim().toLowerCase())) : query;
    return filtered.orderBy(desc(outbox.createdAt), desc(outbox.id)).limit(MAILBOX_LIMIT);
  }

  app.get('/mailbox', async (request, reply) => {
    if (!mailboxEnabled()) throw notFound('NOT_FOUND', 'The mailbox is off while SMTP is configured');
    if (!mailboxOpenTo(request.ip)) throw notFound('NOT_FOUND', 'The mailbox is open to this machine only');
    const { to } = parseInput(mailboxQuery, request.query);
    const mails = await listMails(to);
    return reply
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-store')
      .header('content-security-policy', "default-src 'none'; style-src 'unsafe-inline'")
      .send(renderMailboxPage(mails));
  });

  app.get('/mailbox/api', async (request, reply) => {
    if (!mailboxEnabled()) throw notFound('NOT_FOUND', 'The mailbox is off while SMTP is configured');
    if (!mailboxOpenTo(request.ip)) throw notFound('NOT_FOUND', 'The mailbox is open to this machine only');
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
