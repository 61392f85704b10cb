/**
 * A site server on a database that holds no shop yet (issue 31: the servers never seed; the seed
 * is a command of its own). Its pages would fail on every missing brand and locale, so until a
 * shop is there a browser gets a "not open yet" page and a program a 503, both with Retry-After.
 * The watch asks the database again at most every few seconds while it is empty (on PostgreSQL an
 * operator may run the seed command beside a running server) and never again once a shop is there: a shop
 * does not go back to empty, so a seeded server pays nothing per request.
 */
import type { FastifyReply, FastifyRequest } from 'fastify';
import { ApiError } from '@bike/server/core';
import { sendErrorPage, wantsErrorPage } from './error-page';

/** Seconds a browser or a health check is told to wait before asking again. */
export const EMPTY_SHOP_RETRY_SECONDS = 30;

export class EmptyShopWatch {
  private known: boolean | undefined;
  private askedAt = 0;
  private pending: Promise<boolean> | undefined;

  constructor(
    private readonly ask: () => Promise<boolean>,
    private readonly recheckMs = 5_000,
    private readonly now: () => number = Date.now,
  ) {}

  /** Whether the database holds no shop yet; one question at a time, however many pages ask. */
  async isEmpty(): Promise<boolean> {
    if (this.known === false) return false;
    if (this.known !== undefined && this.now() - this.askedAt < this.recheckMs) return this.known;
    this.pending ??= this.ask().then(
      (empty) => {
        this.known = empty;
        this.askedAt = this.now();
        return empty;
      },
      // A database that cannot be asked is not "empty": the page's own errors say what it is.
      () => false,
    ).finally(() => (this.pending = undefined));
    return this.pending;
  }
}

/** Answers a page request of a shop that is not there yet: the page in the visitor's language, or the API's JSON shape. */
export function sendShopNotOpen(request: FastifyRequest, reply: FastifyReply, brand: string): FastifyReply {
  reply.header('retry-after', String(EMPTY_SHOP_RETRY_SECONDS));
  if (wantsErrorPage(request)) return sendErrorPage(request, reply, 503, brand, 'notOpen');
  return reply
    .code(503)
    .header('cache-control', 'no-store')
    .send(new ApiError(503, 'SHOP_NOT_OPEN', 'The shop is not open yet: its database holds no shop.').toBody());
}
