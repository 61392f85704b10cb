/**
 * POST /b2c/v1/content/prize-draws/entries/form: the content's prizeForm block (spec point 3)
 * posts here as a plain form (no script needed). One entry per address per draw (the block's
 * id); the answer sends the visitor back to the page with the outcome in its address
 * (?prize=entered|already|invalid|consent|limited&draw={id}#prize-{id}), which the block says.
 */
import type { FastifyInstance, FastifySchema } from 'fastify';
import * as v from 'valibot';
import { PRIZE_DRAW_ID, PRIZE_FORM_PATH, requiredText, emailField, NAME_MAX_LENGTH, safeRedirectPath, type PrizeOutcome } from '@bike/shared/domain';
import { brandOf, clientIp, RateLimiter, sharedLimiterOptions, type ServerContext } from '@bike/server/core';
import { prizeDrawEntries } from './schema';

/** Entries from one address per hour, across draws: enough for a family, not for a script. */
export const PRIZE_ENTRIES_PER_IP_PER_HOUR = 20;

const entrySchema = v.object({
  draw: v.pipe(v.string(), v.regex(PRIZE_DRAW_ID)),
  firstName: requiredText('First name', NAME_MAX_LENGTH),
  email: emailField,
});

/** The page the form came from (a safe same-site path, else the site root) with the outcome. */
export function prizeReturn(candidate: unknown, draw: string, outcome: PrizeOutcome): string {
  const url = new URL(safeRedirectPath(candidate) ?? '/', 'http://shop.invalid');
  url.searchParams.set('prize', outcome);
  if (PRIZE_DRAW_ID.test(draw)) {
    url.searchParams.set('draw', draw);
    url.hash = `prize-${draw}`;
  }
  return `${url.pathname}${url.search}${url.hash}`;
}

/** Registered inside the newsletter's form scope (it parses urlencoded and multipart bodies). */
export function registerPrizeDrawRoute(scope: FastifyInstance, ctx: ServerContext): void {
  const perIp = new RateLimiter('prize-draw-ip', { max: PRIZE_ENTRIES_PER_IP_PER_HOUR, windowSeconds: 3600 }, sharedLimiterOptions(ctx));
  const schema = { summary: 'Take part in a prize draw of the content (a form post; 303 back to the page with the outcome)', tags: ['content'] } as FastifySchema;
  scope.post(PRIZE_FORM_PATH, { schema }, async (request, reply) => {
    const form = (request.body ?? {}) as Record<string, unknown>;
    const draw = typeof form['draw'] === 'string' ? form['draw'] : '';
    const back = (outcome: PrizeOutcome) => reply.header('cache-control', 'no-store').redirect(prizeReturn(form['return'], draw, outcome), 303);
    if (form['consent'] !== 'on') return back('consent');
    const parsed = v.safeParse(entrySchema, { draw, firstName: form['firstName'], email: form['email'] });
    if (!parsed.success) return back('invalid');
    if ((await perIp.hit(clientIp(request))) > 0) return back('limited');
    const inserted = await ctx.db
      .insert(prizeDrawEntries)
      .values({ brand: brandOf(request, ctx.config), draw: parsed.output.draw, email: parsed.output.email, firstName: parsed.output.firstName })
      .onConflictDoNothing()
      .returning({ id: prizeDrawEntries.id });
    return back(inserted.length ? 'entered' : 'already');
  });
}
