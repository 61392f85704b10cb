/**
 * The `auth_token` cookie carries the access token: the shell's guards read it on the server
 * and in the browser, the API client sends it as the Bearer token, the account remote writes it.
 */
export const AUTH_COOKIE = 'auth_token';

/** One cookie's value from a Cookie header or `document.cookie`, or null. */
export function readCookie(cookieHeader: string | undefined | null, name: string): string | null {
  if (!cookieHeader) return null;
  for (const part of cookieHeader.split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return decodeURIComponent(rest.join('='));
  }
  return null;
}
