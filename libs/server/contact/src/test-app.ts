/** Test harness (not exported from index.ts): the contact and fitting routes over the catalogue seed (dealers). */
import type { FastifyInstance } from 'fastify';
import { createCaptchaChallenge, solveAltchaChallenge, type OutgoingMail, type ServerContext } from '@bike/server/core';
import { seedCatalogue } from '@bike/seed';
import { createUploadsTestApp, json, signUp, type UploadsTestApp } from '@bike/server/uploads/testing';
import { registerContactRequestRoutes } from './index';

export { json, signUp };
export type ContactTestApp = UploadsTestApp;

export interface ContactTestOptions {
  /** Turns the rate limits on (the harness has them off). */
  rateLimits?: boolean;
  /** Mails to a recipient this matches fail to send, as an unreachable SMTP server would. */
  failMailTo?: (to: string) => boolean;
}

/**
 * The accounts and mailbox routes (the uploads harness: signUp makes a proven account) with this
 * library's routes over the small catalogue seed.
 */
export async function createContactTestApp(options: ContactTestOptions = {}): Promise<ContactTestApp> {
  const register = (app: FastifyInstance, ctx: ServerContext) => {
    const mailer = { send: async (mail: OutgoingMail) => (options.failMailTo?.(mail.to) ? Promise.reject(new Error('SMTP unreachable')) : ctx.mailer.send(mail)) };
    return registerContactRequestRoutes(app, { ...ctx, mailer, config: { ...ctx.config, rateLimits: !!options.rateLimits } });
  };
  return createUploadsTestApp(register, async (ctx) => void (await seedCatalogue(ctx.db, 'test')));
}

/** A solved captcha, as the browser would send it. */
export const solvedCaptcha = async (t: UploadsTestApp) => solveAltchaChallenge(await createCaptchaChallenge(t.ctx));

/** A POST with a JSON body, from an address of its own when given. */
export const postJson = (t: UploadsTestApp, url: string, body: unknown, headers: Record<string, string> = {}, remoteAddress?: string) =>
  t.app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json', ...headers }, payload: JSON.stringify(body), ...(remoteAddress ? { remoteAddress } : {}) });
