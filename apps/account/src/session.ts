/**
 * The browser session lives in cookies the API sets and clears (login, refresh, logout): the
 * tokens HttpOnly, out of reach of script, with the CSRF proof and the refresh handled by the
 * shared api-client for every remote. The account remote keeps nothing itself; older builds
 * kept the refresh token in local storage, and this removes what they left behind.
 */
const LEGACY_REFRESH_KEY = 'refreshToken';

export function forgetStoredRefreshToken(): void {
  try {
    localStorage.removeItem(LEGACY_REFRESH_KEY);
  } catch {
    // Storage can be unavailable (private mode, blocked); there is then nothing to forget.
  }
}
