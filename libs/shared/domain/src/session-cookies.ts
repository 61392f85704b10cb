/**
 * The browser session's cookies and headers: one contract between the API (which sets and
 * reads them), the shared api-client (which sends the proof) and the shell's guards.
 *
 * - ACCESS_COOKIE: the access token (JWT), HttpOnly, so a script (an XSS) cannot read it.
 * - REFRESH_COOKIE: the rotating refresh token, HttpOnly, SameSite=Strict, sent only to the
 *   auth calls (REFRESH_COOKIE_PATH).
 * - SESSION_HINT_COOKIE: not a secret: "someone is signed in, and the access token expires at
 *   <epoch seconds>". The shell's guards read it in the browser; the api-client refreshes
 *   before a call once that moment has passed.
 * - CSRF_COOKIE: the session's CSRF proof, readable by script so the api-client can copy it
 *   into CSRF_HEADER on every unsafe call; a cross-site page can neither read it nor compute it
 *   (it is an HMAC of the session id).
 * API clients that send `Authorization: Bearer` use none of these and need no CSRF proof.
 */
export const ACCESS_COOKIE = 'auth_token';
export const REFRESH_COOKIE = 'refresh_token';
export const REFRESH_COOKIE_PATH = '/b2c/v1/auth';
export const SESSION_HINT_COOKIE = 'signed_in';
export const CSRF_COOKIE = 'csrf_token';
export const CSRF_HEADER = 'x-csrf-token';
/**
 * Sent by the browser's api-client: "keep my session in cookies". A login or code exchange
 * with it answers with cookies only; without it, with result.access and result.refresh (spec).
 */
export const SESSION_MODE_HEADER = 'x-session';
export const COOKIE_SESSION = 'cookie';

/** What a cookie-session login, code exchange or refresh answers instead of the tokens. */
export interface CookieSession {
  session: typeof COOKIE_SESSION;
  /** When the access token expires, in epoch seconds (the same value as the hint cookie). */
  accessExpiresAt: number;
}

/** One cookie's value from a Cookie header or `document.cookie`, or null. */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) {
      try {
        return decodeURIComponent(rest.join('='));
      } catch {
        return null;
      }
    }
  }
  return null;
}
