/**
 * Browser session: the access token lives in the `auth_token` cookie (read by the shell's guards
 * on the server and in the browser and sent as the Bearer token), the refresh token in local
 * storage. The token is refreshed before a call when it has expired and the refresh token is
 * still valid (spec point 4).
 */
import type { ApiClient } from '@bike/shared/api-client';
import { AUTH_COOKIE, readCookie } from '@bike/shared/remote-kit';
const REFRESH_KEY = 'refreshToken';

export interface TokenPair {
  access: string;
  refresh: string;
}

function tokenExpiry(token: string): number {
  try {
    const payload = JSON.parse(atob(token.split('.')[1].replace(/-/g, '+').replace(/_/g, '/')));
    return typeof payload.exp === 'number' ? payload.exp * 1000 : 0;
  } catch {
    return 0;
  }
}

export function saveSession(tokens: TokenPair): void {
  const maxAge = Math.max(60, Math.floor((tokenExpiry(tokens.access) - Date.now()) / 1000));
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(tokens.access)}; path=/; max-age=${maxAge}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  localStorage.setItem(REFRESH_KEY, tokens.refresh);
}

export function clearSession(): void {
  document.cookie = `${AUTH_COOKIE}=; path=/; max-age=0; samesite=lax`;
  localStorage.removeItem(REFRESH_KEY);
}

export function currentAccessToken(): string | null {
  return readCookie(document.cookie, AUTH_COOKIE);
}

/** Refreshes the access token when it is missing or expired but a refresh token is stored. */
export async function ensureFreshSession(api: ApiClient): Promise<boolean> {
  const access = currentAccessToken();
  if (access && tokenExpiry(access) > Date.now() + 5000) return true;
  const refresh = localStorage.getItem(REFRESH_KEY);
  if (!refresh) return false;
  try {
    saveSession(await api.post<TokenPair>('/b2c/v1/auth/refresh', { token: refresh }));
    return true;
  } catch {
    clearSession();
    return false;
  }
}
