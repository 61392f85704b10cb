/**
 * Test harness (not exported from index.ts): account, mailbox and newsletter routes on the
 * instance production builds (createApiInstance: the API's edge checks, error shape and logger
 * serializers), over a fresh migrated database (migration 0013 has the newsletter table).
 */
import { randomUUID } from 'node:crypto';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { createApiInstance, createTestContext, type Mailer, type OutgoingMail, type TestContext } from '@bike/server/core';
import { registerAccountRoutes, startSession, users } from '@bike/server/accounts';
import { createOutboxMailer, registerMailRoutes } from '@bike/server/mail';
import { registerNewsletterRoutes } from './index';

export interface NewsletterTestApp {
  app: FastifyInstance;
  ctx: TestContext;
  /** Every mail handed to the mailer, headers included (the outbox keeps none). */
  mails: OutgoingMail[];
  /** Every line the server logged (info and up), to check that no address reaches the log. */
  logs: string[];
  /** While true, the mailer throws (an SMTP server that is down). */
  failMail: { on: boolean };
  /** A signed-in user (no password, no hashing) and their Bearer token. */
  user(email?: string): Promise<{ id: string; email: string; token: string }>;
  close(): Promise<void>;
}

export async function createNewsletterTestApp(options: { rateLimits?: boolean } = {}): Promise<NewsletterTestApp> {
  const ctx = await createTestContext({ rateLimits: options.rateLimits ?? false });
  const outbox = createOutboxMailer(ctx.db);
  const failMail = { on: false };
  const mailer: Mailer = {
    async send(mail) {
      if (failMail.on) throw Object.assign(new Error(`550 mailbox unavailable: ${mail.to}`), { code: 'EENVELOPE', responseCode: 550 });
      ctx.mails.push(mail);
      await outbox.send(mail);
    },
  };
  const routeCtx = { ...ctx, mailer };

  const logs: string[] = [];
  const app = await createApiInstance(ctx.config, {
    logger: { level: 'info', stream: { write: (line: string) => void logs.push(line) } },
    routes: async (api) => {
      await registerAccountRoutes(api, routeCtx);
      await registerMailRoutes(api, routeCtx);
      await registerNewsletterRoutes(api, routeCtx);
    },
  });

  return {
    app,
    ctx,
    mails: ctx.mails,
    logs,
    failMail,
    async user(email = `rider.${randomUUID()}@example.com`) {
      const [row] = await ctx.db
        .insert(users)
        .values({ email, passwordHash: 'not-a-hash', firstName: 'Lien', lastName: 'Peeters', role: 'consumer', active: true, emailVerifiedAt: new Date() })
        .returning();
      const session = await startSession(routeCtx, row!);
      return { id: row!.id, email, token: session.tokens.access };
    },
    async close() {
      await app.close();
      await ctx.close();
    },
  };
}

export function json<T = any>(response: Pick<LightMyRequestResponse, 'body'>): T {
  return JSON.parse(response.body) as T;
}

/** The token of a link to `path` in a text. */
export function linkToken(text: string, path: 'confirm' | 'unsubscribe'): string | undefined {
  return new RegExp(`/b2c/v1/newsletter/${path}\\?token=([A-Za-z0-9_-]+)`).exec(text)?.[1];
}
