import type { FastifyInstance } from 'fastify';
import { readCacheMs, VersionedReadCache, type Db } from '@bike/server/core';

/**
 * The API answers a public page is rendered from, kept in memory per process.
 *
 * A page render asks the API (through Fastify's inject) for some eight reads: the bike, the
 * attribute names, the family, stock, nearby dealers, relations, menus and news. The API keeps
 * its own reads (items, stock, content) in caches already, so what each call still costs is the
 * route's hooks, the answer's JSON and the copy of its bytes: about a quarter of a bike page's
 * render. Most of those answers are the same for every bike page of a language (attribute names,
 * menus, news), so a crawl of many pages asks them over and over.
 *
 * Kept only for renders of pages that the page cache could keep as well (page-cache.ts,
 * `isSharedPageRequest`: no session, no preview, a public server-rendered route), and only for the
 * API reads that the API itself answers from caches dropped when the catalogue, stock or content
 * change (VERSIONED_READS): their answers can be no fresher than those caches. Every other call
 * goes to the API each time: a count of views (the configurator's popular builds), a review just
 * written or a moderation moves no version, and the next page must show it. Answers are dropped
 * with those versions (cache-versions), kept at most READ_CACHE_MS, and only 200 answers that set
 * no cookie. Keyed by method, URL, request headers and body. Bounded by SSR_READ_CACHE_MB (0
 * turns it off).
 */
export interface PublicReadCacheOptions {
  maxBytes: number;
  ttlMs: number;
}

export function publicReadCacheOptions(env: NodeJS.ProcessEnv = process.env): PublicReadCacheOptions {
  const mb = Number(env['SSR_READ_CACHE_MB'] ?? 16);
  return { maxBytes: Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0, ttlMs: readCacheMs(env) };
}

/** A call a page render makes of the API, in the form Fastify's inject takes it. */
export interface ApiCall {
  method: string;
  url: string;
  headers: Record<string, string>;
  body?: string;
}

/** The API's answer as the render reads it (shared between renders when kept: never mutate one). */
export interface ApiAnswer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: Buffer;
}

export type ApiTransport = (call: ApiCall) => Promise<ApiAnswer>;

/** The API in this process, without a network hop: same routes, hooks and validation as over HTTP. */
export function injectTransport(app: FastifyInstance): ApiTransport {
  return async (call) => {
    const res = await app.inject({ method: call.method as 'GET', url: call.url, headers: call.headers, payload: call.body });
    return { status: res.statusCode, headers: res.headers, body: res.rawPayload };
  };
}

/**
 * The API reads answered from versioned caches (server core's VersionedReadCache or a cache
 * cleared by onCacheVersionChange): the items and their relations (item-read-cache.ts), item
 * stock (stock-routes.ts), the dealers with a bike in stock (inventory-index.ts), attribute names
 * (attribute-meta.ts), the shop filter (shop-filter-query.ts), the families tree
 * (families-routes.ts) and content GraphQL (content-graphql-route.ts).
 */
const VERSIONED_READS: ReadonlyArray<readonly [method: string, path: RegExp]> = [
  ['GET', /^\/b2c\/v1\/items\/[^/?]+(\/relations)?$/],
  ['GET', /^\/consumer\/v1\/items\/[^/?]+\/stock$/],
  ['GET', /^\/consumer\/v1\/inventory\/stockFilter\/[^/?]+$/],
  ['GET', /^\/consumer\/v1\/items\/attributetranslations$/],
  ['POST', /^\/consumer\/v1\/items\/attributes$/],
  ['GET', /^\/V1\/families$/],
  ['POST', /^\/content\/graphql$/],
];

/** Whether a call is one of the versioned reads (its path without the query). */
export function isVersionedRead(call: Pick<ApiCall, 'method' | 'url'>): boolean {
  const path = call.url.split('?')[0]!;
  return VERSIONED_READS.some(([method, pattern]) => method === call.method && pattern.test(path));
}

const keepable = (answer: ApiAnswer) => answer.status === 200 && answer.headers['set-cookie'] === undefined;

/** The key of a call: everything of it the API can answer on. */
export function apiCallKey(call: ApiCall): string {
  const headers = Object.keys(call.headers)
    .sort()
    .map((name) => `${name}:${call.headers[name]}`)
    .join('\n');
  return `${call.method} ${call.url}\n${headers}\n\n${call.body ?? ''}`;
}

export class PublicReadCache {
  private readonly answers: VersionedReadCache<ApiAnswer>;

  constructor(
    private readonly db: Db,
    options: PublicReadCacheOptions,
  ) {
    this.answers = new VersionedReadCache<ApiAnswer>({
      kinds: ['stock', 'catalogue', 'content'],
      maxEntries: 20_000,
      ttlMs: options.ttlMs,
      maxSize: options.maxBytes,
      sizeOf: (answer) => answer.body.length + 512,
      keep: keepable,
    });
  }

  get enabled(): boolean {
    return this.answers.enabled;
  }

  /** `transport`, with each versioned read asked of it once per data version (concurrent misses share one call). */
  through(transport: ApiTransport): ApiTransport {
    if (!this.enabled) return transport;
    return (call) => (isVersionedRead(call) ? this.answers.read(this.db, apiCallKey(call), () => transport(call)) : transport(call));
  }

  stats(): { entries: number; bytes: number } {
    const { entries, size } = this.answers.stats(this.db);
    return { entries, bytes: size };
  }
}
