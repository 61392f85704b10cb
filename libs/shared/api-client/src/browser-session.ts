/**
 * The browser's half of the cookie session (cookie names and roles: @bike/shared/domain
 * session-cookies.ts). Script never sees a token: the API keeps both in HttpOnly cookies. What
 * script does see is the hint cookie (signed in, access token valid until <epoch seconds>) and
 * the CSRF proof. With them this module, used by every remote through the shared api-client:
 * - marks each call as a cookie-session call (a login then answers with cookies, not tokens);
 * - copies the CSRF proof into the header of every unsafe call;
 * - refreshes before a call once the access token has expired while the session lasts
 *   (spec point 4), and once more after an unexpected 401, then retries that call once.
 * A refresh is shared by concurrent calls and, through the Web Locks API, by the shop's open
 * tabs: rotating one refresh token twice would look like theft and end the session.
 */
import { COOKIE_SESSION, CSRF_COOKIE, CSRF_HEADER, readCookie, SESSION_HINT_COOKIE, SESSION_MODE_HEADER } from '@bike/shared/domain';

export const REFRESH_PATH = '/b2c/v1/auth/refresh';
/** Calls of the auth layer itself never trigger a refresh (login, logout, the refresh itself). */
const AUTH_CALL = /^\/b2c\/v1\/auth\//;
/** Refresh a little early: the clocks of browser and server differ, and the call takes time. */
const EXPIRY_MARGIN_MS = 10_000;
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);
const LOCK_NAME = 'shop-session-refresh';

export interface BrowserSessionOptions {
  /** The page's cookies (`document.cookie`). */
  cookies: () => string;
  /** POSTs the refresh (cookies only, with the headers of `sessionHeaders`); true when it worked. */
  refresh: () => Promise<boolean>;
  now?: () => number;
  /** Runs the refresh under a lock shared by the tabs; navigator.locks when the browser has it. */
  withLock?: <T>(run: () => Promise<T>) => Promise<T>;
}

export interface BrowserSession {
  /** Adds the session-mode header, and the CSRF proof to an unsafe call. */
  sessionHeaders(method: string, headers: Headers): void;
  /** Before a call: refresh first if the access token has expired while the session lasts. */
  beforeCall(path: string): Promise<void>;
  /** After a 401: true when a refresh worked and the call is worth one retry. */
  retryAfterUnauthorized(path: string, hintBeforeCall: string | null): Promise<boolean>;
  /** The hint cookie as it is now (to pass to retryAfterUnauthorized). */
  hint(): string | null;
}

function browserLock<T>(run: () => Promise<T>): Promise<T> {
  const locks = typeof navigator === 'undefined' ? undefined : (navigator as Navigator & { locks?: LockManager }).locks;
  return locks ? (locks.request(LOCK_NAME, run) as Promise<T>) : run();
}

export function createBrowserSession(options: BrowserSessionOptions): BrowserSession {
  const now = options.now ?? Date.now;
  const withLock = options.withLock ?? browserLock;
  const hint = () => readCookie(options.cookies(), SESSION_HINT_COOKIE);
  const isFresh = (value: string | null) => !!value && Number(value) * 1000 - EXPIRY_MARGIN_MS > now();
  let inFlight: Promise<boolean> | null = null;

  /** One refresh for everyone waiting; skipped when another tab already renewed the hint. */
  function refreshUnless(stale: string | null): Promise<boolean> {
    inFlight ??= withLock(async () => {
      const current = hint();
      if (current !== stale && isFresh(current)) return true;
      return options.refresh();
    }).finally(() => {
      inFlight = null;
    });
    return inFlight;
  }

  return {
    hint,
    sessionHeaders(method, headers) {
      headers.set(SESSION_MODE_HEADER, COOKIE_SESSION);
      if (SAFE_METHODS.has(method.toUpperCase()) || headers.has(CSRF_HEADER)) return;
      const proof = readCookie(options.cookies(), CSRF_COOKIE);
      if (proof) headers.set(CSRF_HEADER, proof);
    },
    async beforeCall(path) {
      if (AUTH_CALL.test(path)) return;
      const current = hint();
      if (current && !isFresh(current)) await refreshUnless(current);
    },
    async retryAfterUnauthorized(path, hintBeforeCall) {
      if (AUTH_CALL.test(path) || !hintBeforeCall) return false;
      return refreshUnless(hintBeforeCall);
    },
  };
}
