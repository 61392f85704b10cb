import { randomBytes } from 'node:crypto';
import { escapeHtml, VersionedReadCache, type Db } from '@bike/server/core';
import { splitLocalePrefix } from '@bike/shared/i18n';
import { AUTH_COOKIE, readCookie, SESSION_HINT_COOKIE } from '@bike/shared/remote-kit';
import { CSRF_COOKIE, REFRESH_COOKIE } from '@bike/shared/domain';
import { matchShopRoute } from '@bike/shared/routing';
import { CONSENT_COOKIE } from '../src/app/consent-cookie';
import type { RenderResult } from './render-page';

/**
 * Rendered pages for anonymous visitors, kept in memory per process.
 *
 * A page a visitor without a session gets is the same for every such visitor: it depends on the
 * brand (host name), the full URL, whether the consent banner is due (consent cookie), the
 * catalogue, stock and content (version sequences moved by database triggers, cache-versions in
 * server core) and the deployed remotes (manifest hashes). Those make the key, and a change of
 * the data drops every page at once (on any replica within CACHE_VERSION_POLL_MS; at the next
 * request after a write through this process). The only part that differs per response, the
 * CSP nonce, is rendered as a per-process placeholder and filled in for each response.
 *
 * Never cached: requests with a session (access, hint, refresh or CSRF cookie, or an
 * Authorization header), preview mode, pages rendered in the browser only or behind a guard
 * (cart, checkout, account, admin), and every answer but a 200 page (redirects, 404, errors).
 * Concurrent misses of one key render once. Bounded by PAGE_CACHE_MB (least recently used pages
 * go first; 0 turns the cache off) and PAGE_CACHE_MS.
 */
export interface PageCacheOptions {
  maxBytes: number;
  ttlMs: number;
}

export function pageCacheOptions(env: NodeJS.ProcessEnv = process.env): PageCacheOptions {
  const mb = Number(env['PAGE_CACHE_MB'] ?? 64);
  const ms = Number(env['PAGE_CACHE_MS'] ?? 60_000);
  return { maxBytes: Number.isFinite(mb) && mb > 0 ? Math.floor(mb * 1024 * 1024) : 0, ttlMs: Number.isFinite(ms) && ms > 0 ? ms : 0 };
}

/** What of a page request decides whether and under which key its page is cached. */
export interface PageRequest {
  method: string;
  url: URL;
  /** The brand the host name serves (BRAND_HOSTS, else the default brand). */
  brand: string;
  cookie?: string;
  authorization?: string;
  /** This response's CSP nonce. */
  nonce: string;
}

/** Renders a page with `nonce`; `shared`: whether it is the same for every visitor (isSharedPageRequest). */
export type RenderWithNonce = (nonce: string, shared: boolean) => Promise<RenderResult>;

/** A page as sent: a kept page comes as UTF-8 bytes (joining cached parts as strings costs about a millisecond per 100 KB). */
export type PageResult = Exclude<RenderResult, { kind: 'html' }> | { kind: 'html'; status: number; html: string | Buffer };

const SESSION_COOKIES = [AUTH_COOKIE, SESSION_HINT_COOKIE, REFRESH_COOKIE, CSRF_COOKIE];

/** Whether a route's page may be kept: rendered on the server and open to everyone. */
function isPublicPage(pathname: string): boolean {
  const prefixed = splitLocalePrefix(pathname);
  if (!prefixed) return true; // no locale: a redirect or the 404 page, neither of which is kept
  const match = matchShopRoute(prefixed.rest);
  if (!match) return true; // the 404 page, not kept
  return match.route.ssr !== false && !match.route.guards?.length;
}

/**
 * Whether a request's page is the same for every visitor who makes it: a GET of a public,
 * server-rendered route without a session (cookie or Authorization) and not in preview mode.
 */
export function isSharedPageRequest(request: Omit<PageRequest, 'nonce'>): boolean {
  if (request.method !== 'GET' && request.method !== 'HEAD') return false;
  if (request.authorization) return false;
  if (SESSION_COOKIES.some((name) => readCookie(request.cookie, name) !== null)) return false;
  if (request.url.searchParams.has('preview')) return false;
  return isPublicPage(request.url.pathname);
}

/**
 * The cache key of a page request, or null when its page must be rendered for it alone.
 * `remotes` is the deployed remotes' version (remotesVersion).
 */
export function pageCacheKey(request: Omit<PageRequest, 'nonce'>, remotes: string): string | null {
  return isSharedPageRequest(request) ? sharedPageKey(request, remotes) : null;
}

/** The cache key of a request isSharedPageRequest has let through. */
function sharedPageKey(request: Omit<PageRequest, 'nonce'>, remotes: string): string {
  const consent = readCookie(request.cookie, CONSENT_COOKIE) === '1' ? 'consent-decided' : 'consent-open';
  return [request.brand, request.url.pathname + request.url.search, consent, remotes].join('\n');
}

const manifestVersions = new WeakMap<object, string>();
let manifestReads = 0;
/**
 * The deployed remotes as one string: the remotes' names and content hashes, and which read of
 * the manifest this is. The registry reads the manifest again whenever its file changes (a
 * deploy rewrites it), so any rewrite starts new keys, also one that only points a remote's
 * server build elsewhere. Memoised per manifest read.
 */
export function remotesVersion(manifest: object, remotes: Record<string, { version: string }>): string {
  let version = manifestVersions.get(manifest);
  if (version === undefined) {
    const hashes = Object.keys(remotes)
      .sort()
      .map((name) => `${name}@${remotes[name]!.version}`)
      .join(',');
    version = `${++manifestReads}:${hashes}`;
    manifestVersions.set(manifest, version);
  }
  return version;
}

interface CachedPage {
  result: RenderResult;
  /** A 200 page's HTML as UTF-8, split at the nonce placeholder. */
  parts: Buffer[] | null;
  bytes: number;
}

export class PageCache {
  /** Stands in for the nonce while a page is rendered for the cache: random per process, never guessable from outside. */
  readonly placeholder = `nonce${randomBytes(18).toString('hex')}`;
  private readonly pages: VersionedReadCache<CachedPage>;

  constructor(
    private readonly db: Db,
    private readonly options: PageCacheOptions,
  ) {
    this.pages = new VersionedReadCache<CachedPage>({
      kinds: ['stock', 'catalogue', 'content'],
      maxEntries: 100_000,
      ttlMs: options.ttlMs,
      maxSize: options.maxBytes,
      sizeOf: (page) => page.bytes,
      keep: (page) => page.parts !== null,
    });
  }

  get enabled(): boolean {
    return this.pages.enabled;
  }

  /**
   * The page of `request`: from the cache, or rendered by `render` (with the placeholder as nonce
   * when it may be kept, with the response's own nonce when not).
   */
  async render(request: PageRequest, remotes: string, render: RenderWithNonce): Promise<PageResult> {
    // Asked once per request: the renderer needs the answer too (public-reads.ts).
    const shared = isSharedPageRequest(request);
    if (!this.enabled || !shared) return render(request.nonce, shared);
    const page = await this.pages.read(this.db, sharedPageKey(request, remotes), async () => this.toCached(await render(this.placeholder, true)));
    if (!page.parts || page.result.kind !== 'html') return withNonce(page.result, this.placeholder, request.nonce);
    const nonce = Buffer.from(escapeHtml(request.nonce));
    const chunks: Buffer[] = [];
    page.parts.forEach((part, i) => (i === 0 ? chunks.push(part) : chunks.push(nonce, part)));
    return { kind: 'html', status: page.result.status, html: Buffer.concat(chunks) };
  }

  stats(): { entries: number; bytes: number } {
    const { entries, size } = this.pages.stats(this.db);
    return { entries, bytes: size };
  }

  /** A shared page's result (isSharedPageRequest has checked its route is public). */
  private toCached(result: RenderResult): CachedPage {
    const keep = result.kind === 'html' && result.status === 200;
    if (!keep) return { result, parts: null, bytes: 0 };
    const parts = result.html.split(this.placeholder).map((part) => Buffer.from(part));
    return { result: { ...result, html: '' }, parts, bytes: parts.reduce((sum, part) => sum + part.length, 0) };
  }
}

/** A result rendered with the placeholder but not kept (shared by concurrent misses): the response's own nonce in. */
function withNonce(result: RenderResult, placeholder: string, nonce: string): RenderResult {
  return result.kind === 'html' ? { ...result, html: result.html.split(placeholder).join(escapeHtml(nonce)) } : result;
}
