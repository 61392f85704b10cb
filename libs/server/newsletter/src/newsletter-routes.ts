import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import * as v from 'valibot';
import { brandOf, clientIp, enforceLimits, negotiateLanguage, parseInput, rejectWhenLimited, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { optionalUser, requireUser } from '@bike/server/accounts';
import { safeRedirectPath } from '@bike/shared/domain';
import { registerPrizeDrawRoute } from './prize-draws';
import { acceptFormBodies, isFormPost } from './form-bodies';
import {
  NEWSLETTER_LANGS,
  newsletterConfirmSchema,
  newsletterStatusQuerySchema,
  newsletterSubscribeSchema,
  newsletterTokenField,
  newsletterUnsubscribeSchema,
} from './newsletter-input';
import { CONFIRM_PATH, UNSUBSCRIBE_PATH } from './newsletter-mails';
import {
  confirmFormPage,
  invalidLinkPage,
  PAGE_CSP,
  subscribedPage,
  tooManyAttemptsPage,
  unsubscribedPage,
  unsubscribeFormPage,
  type NewsletterPage,
} from './newsletter-pages';
import {
  confirmSubscription,
  createNewsletterLimiters,
  findByConfirmToken,
  findByUnsubscribeToken,
  newsletterLinkInvalid,
  newsletterStatusOf,
  startSubscription,
  unsubscribeAddress,
  unsubscribeByToken,
} from './newsletter-service';

const tag = (summary: string) => ({ schema: { summary, tags: ['newsletter'] } as object });

function sendPage(reply: FastifyReply, page: NewsletterPage): FastifyReply {
  return reply
    .status(page.status)
    .type('text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .header('content-security-policy', PAGE_CSP)
    .header('x-robots-tag', 'noindex')
    .send(page.html);
}

/** A token from a field of a form, a JSON body or the query: the text when it is one, undefined when absent, null when malformed. */
function tokenOf(value: unknown): string | null | undefined {
  if (value === undefined) return undefined;
  return v.is(newsletterTokenField, value) ? value : null;
}

const queryToken = (request: FastifyRequest) => tokenOf((request.query as Record<string, unknown> | undefined)?.['token']);
const formToken = (request: FastifyRequest) => tokenOf((request.body as Record<string, unknown> | undefined)?.['token']);

/**
 * /b2c/v1/newsletter/* (spec point 7): subscribe with double opt-in, the mailed confirm and
 * unsubscribe links (a page on GET, the change on POST, RFC 8058 one-click included), the
 * signed-in user's unsubscribe and status.
 */
/** Where the newsletter block's plain form posts. */
export const BLOCK_FORM_PATH = '/b2c/v1/newsletter/subscribe/form';
export const NEWSLETTER_BLOCK_OUTCOMES = ['pending', 'invalid', 'consent', 'limited'] as const;
export type NewsletterBlockOutcome = (typeof NEWSLETTER_BLOCK_OUTCOMES)[number];

/** The page the block's form came from (a safe same-site path, else the site root) with the outcome in its query. */
export function blockReturn(candidate: unknown, outcome: NewsletterBlockOutcome): string {
  const url = new URL(safeRedirectPath(candidate) ?? '/', 'http://shop.invalid');
  url.searchParams.set('newsletter', outcome);
  url.hash = 'newsletter';
  return `${url.pathname}${url.search}${url.hash}`;
}

export async function registerNewsletterRoutes(app: FastifyInstance, ctx: ServerContext): Promise<void> {
  const limiters = createNewsletterLimiters(sharedLimiterOptions(ctx));

  app.post('/b2c/v1/newsletter/subscribe', tag('Subscribe to a newsletter (double opt-in by mail); 202 whether or not the address is known'), async (request, reply) => {
    const input = parseInput(newsletterSubscribeSchema, request.body);
    const brand = input.brand ?? brandOf(request, ctx.config);
    await enforceLimits(reply, [limiters.subscribePerIp, clientIp(request)], [limiters.subscribePerEmail, input.email]);
    // A signed-in user asking for their own address: the subscription remembers the account.
    const user = await optionalUser(request, ctx);
    await startSubscription(ctx, { ...input, brand }, 'form', user && user.email === input.email ? user.id : null, request.log);
    reply.status(202).header('cache-control', 'no-store');
    return { result: { status: 'pending' as const } };
  });

  const status = async (request: FastifyRequest, reply: FastifyReply) => {
    const user = await requireUser(request, ctx);
    const { type } = parseInput(newsletterStatusQuerySchema, request.method === 'GET' ? request.query : (request.body ?? {}));
    const brand = brandOf(request, ctx.config);
    const state = await newsletterStatusOf(ctx.db, user.email, brand, type);
    reply.header('cache-control', 'no-store');
    return { result: { subscribed: state === 'subscribed', status: state, brand, type } };
  };
  app.post('/b2c/v1/newsletter/subscribed', tag("The signed-in user's subscription on the request's brand"), status);
  app.get('/b2c/v1/newsletter/subscribed', tag("The signed-in user's subscription on the request's brand"), status);

  // The mailed links: pages and form posts live in a scope of their own, the only one of the
  // API that parses urlencoded and multipart bodies.
  await app.register(async (scope) => {
    acceptFormBodies(scope);
    registerPrizeDrawRoute(scope, ctx);

    /**
     * The content's newsletter block posts here as a plain form (no script needed): the answer
     * sends the visitor back to the page they were on, its address saying how it went
     * (?newsletter=pending|invalid|consent|limited#newsletter), which the block shows.
     */
    scope.post(BLOCK_FORM_PATH, tag('Subscribe from the newsletter block (a form post; 303 back to the page with the outcome)'), async (request, reply) => {
      const form = (request.body ?? {}) as Record<string, unknown>;
      const back = (outcome: NewsletterBlockOutcome) => reply.header('cache-control', 'no-store').redirect(blockReturn(form['return'], outcome), 303);
      if (form['consent'] !== 'on') return back('consent');
      const parsed = v.safeParse(newsletterSubscribeSchema, {
        email: typeof form['email'] === 'string' ? form['email'] : '',
        ...(typeof form['firstName'] === 'string' && form['firstName'].trim() ? { firstName: form['firstName'] } : {}),
        ...(typeof form['lang'] === 'string' && (NEWSLETTER_LANGS as readonly string[]).includes(form['lang']) ? { lang: form['lang'] } : {}),
      });
      if (!parsed.success) return back('invalid');
      const input = parsed.output;
      const waits = await Promise.all([limiters.subscribePerIp.hit(clientIp(request)), limiters.subscribePerEmail.hit(input.email)]);
      if (Math.max(...waits) > 0) return back('limited');
      const user = await optionalUser(request, ctx);
      await startSubscription(ctx, { ...input, brand: brandOf(request, ctx.config) }, 'form', user && user.email === input.email ? user.id : null, request.log);
      return back('pending');
    });

    /**
     * Guessing tokens: 429 once a client has missed too often; a miss counts. Those pages, like the
     * invalid link's, have no subscription to take the language from: they speak the visitor's.
     */
    const linkSubject = (request: FastifyRequest) => ({ brand: brandOf(request, ctx.config), lang: negotiateLanguage(request.headers['accept-language']) });
    const limitedPage = async (request: FastifyRequest, reply: FastifyReply): Promise<boolean> => {
      const wait = await limiters.tokenMisses.retryAfter(clientIp(request));
      if (wait > 0) sendPage(reply.header('retry-after', String(wait)), tooManyAttemptsPage(linkSubject(request)));
      return wait > 0;
    };
    const miss = (request: FastifyRequest) => limiters.tokenMisses.hit(clientIp(request));
    const invalidPage = async (request: FastifyRequest, reply: FastifyReply) => {
      await miss(request);
      return sendPage(reply, invalidLinkPage(linkSubject(request)));
    };

    scope.get(CONFIRM_PATH, tag('Opt-in link: a page with a confirm button (changes nothing)'), async (request, reply) => {
      if (await limitedPage(request, reply)) return reply;
      const token = queryToken(request);
      const row = token ? await findByConfirmToken(ctx.db, token) : undefined;
      if (!row) return invalidPage(request, reply);
      return sendPage(reply, row.status === 'subscribed' ? subscribedPage(row, true) : confirmFormPage(row, token!));
    });

    scope.post(CONFIRM_PATH, tag('Confirm a subscription: the page\'s form (HTML answer) or {token} as JSON'), async (request, reply) => {
      if (!isFormPost(request.headers['content-type'])) {
        const { token } = parseInput(newsletterConfirmSchema, request.body);
        await rejectWhenLimited(reply, limiters.tokenMisses, clientIp(request));
        const outcome = await confirmSubscription(ctx, token, request.log);
        if (outcome.kind === 'invalid') {
          await miss(request);
          throw newsletterLinkInvalid();
        }
        reply.header('cache-control', 'no-store');
        return { result: { status: 'subscribed' as const, brand: outcome.row.brand, type: outcome.row.type } };
      }
      if (await limitedPage(request, reply)) return reply;
      const token = formToken(request) ?? queryToken(request);
      const outcome = token ? await confirmSubscription(ctx, token, request.log) : { kind: 'invalid' as const };
      if (outcome.kind === 'invalid') return invalidPage(request, reply);
      return sendPage(reply, subscribedPage(outcome.row, outcome.kind === 'already'));
    });

    scope.get(UNSUBSCRIBE_PATH, tag('Unsubscribe link: a page with an unsubscribe button (changes nothing)'), async (request, reply) => {
      if (await limitedPage(request, reply)) return reply;
      const token = queryToken(request);
      const row = token ? await findByUnsubscribeToken(ctx.db, token) : undefined;
      if (!row) return invalidPage(request, reply);
      return sendPage(reply, row.status === 'unsubscribed' ? unsubscribedPage(row) : unsubscribeFormPage(row, token!));
    });

    scope.post(
      UNSUBSCRIBE_PATH,
      tag('Unsubscribe: with the mailed token (form, RFC 8058 one-click, query or JSON; idempotent), or the signed-in user\'s own address'),
      async (request, reply) => {
        if (isFormPost(request.headers['content-type'])) {
          // The page's button, or a mail program's one-click POST to the List-Unsubscribe URL.
          if (await limitedPage(request, reply)) return reply;
          const token = formToken(request) ?? queryToken(request);
          const row = token ? await unsubscribeByToken(ctx.db, token) : undefined;
          if (!row) return invalidPage(request, reply);
          return sendPage(reply, unsubscribedPage(row));
        }
        const body = parseInput(newsletterUnsubscribeSchema, request.body ?? {});
        const token = body.token ?? queryToken(request);
        reply.header('cache-control', 'no-store');
        if (token !== undefined) {
          await rejectWhenLimited(reply, limiters.tokenMisses, clientIp(request));
          const row = token ? await unsubscribeByToken(ctx.db, token) : undefined;
          if (!row) {
            await miss(request);
            throw newsletterLinkInvalid();
          }
          return { result: { status: 'unsubscribed' as const, brand: row.brand, type: row.type } };
        }
        // No token: the signed-in user's own address on this brand (every list, or the one named).
        const user = await requireUser(request, ctx);
        const brand = brandOf(request, ctx.config);
        await unsubscribeAddress(ctx.db, user.email, brand, body.type);
        return { result: { status: 'unsubscribed' as const, brand, type: body.type ?? null } };
      },
    );
  });
}
