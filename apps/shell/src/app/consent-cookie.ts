import type { ConsentLevel } from '@bike/shared/store';

/**
 * The consent choice itself lives in browser storage with the rest of the store; this cookie
 * only says that a choice was made, so the server knows whether to render the banner.
 */
export const CONSENT_COOKIE = 'consent_decided';
/**
 * The levels of a choice made before the page's scripts ran: the banner is a plain form, the
 * server (consent-form.ts) writes them here, and the store takes them over after hydration.
 */
export const CONSENT_LEVELS_COOKIE = 'consent_levels';
/** Where the banner's form posts to (the site server, not the API: it answers with a redirect). */
export const CONSENT_FORM_PATH = '/consent';
export const CONSENT_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 3600;

/** The levels a visitor can give or refuse; security is always granted. */
export const OPTIONAL_CONSENT_LEVELS: ConsentLevel[] = ['functional', 'product_enhancement_content_tracking', 'marketing'];

/** The banner's three buttons, as the form posts them. */
export const CONSENT_CHOICES = ['none', 'save', 'all'] as const;
export type ConsentChoice = (typeof CONSENT_CHOICES)[number];

/**
 * Every optional level, given or refused, for a press of one of the banner's buttons with these
 * boxes ticked: one rule for the banner in the browser and for its form on the server.
 */
export function consentForChoice(choice: ConsentChoice, ticked: readonly string[]): Record<string, boolean> {
  return Object.fromEntries(OPTIONAL_CONSENT_LEVELS.map((level) => [level, choice === 'all' || (choice === 'save' && ticked.includes(level))]));
}

export function rememberConsentDecision(): void {
  document.cookie = `${CONSENT_COOKIE}=1; path=/; max-age=${CONSENT_COOKIE_MAX_AGE_SECONDS}; samesite=lax`;
}

/** The levels cookie's value: the given levels joined by dots, `none` when none was given. */
export function consentLevelsCookieValue(consent: Partial<Record<string, boolean>>): string {
  const levels = OPTIONAL_CONSENT_LEVELS.filter((level) => consent[level]);
  return levels.length ? levels.join('.') : 'none';
}

/** Every optional level, given or refused, from the levels cookie; null without one. */
export function consentLevelsFromCookie(value: string | null | undefined): Partial<Record<ConsentLevel, boolean>> | null {
  if (!value) return null;
  const given = value.split('.');
  return Object.fromEntries(OPTIONAL_CONSENT_LEVELS.map((level) => [level, given.includes(level)]));
}
