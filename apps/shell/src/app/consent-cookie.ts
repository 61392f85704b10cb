/**
 * The consent choice itself lives in browser storage with the rest of the store; this cookie
 * only says that a choice was made, so the server knows whether to render the banner.
 */
export const CONSENT_COOKIE = 'consent_decided';
const ONE_YEAR_SECONDS = 365 * 24 * 3600;

export function rememberConsentDecision(): void {
  document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=${ONE_YEAR_SECONDS}; samesite=lax`;
}
