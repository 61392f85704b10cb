import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { safeRedirectPath } from '@bike/shared/domain/safe-redirect';

/**
 * "Continue with Google / Facebook" (issue 14 item 1): plain links to the API's start of a social
 * sign-in, so they work in the server HTML before hydration. The API checks the locale and the
 * redirect again (same-site path of this locale) and comes back to the redirect, or to /account;
 * a sign-in that did not work comes back to the login page with ?social=<outcome>.
 */
const PROVIDERS = [
  { name: 'google', label: 'account.continueWithGoogle' },
  { name: 'facebook', label: 'account.continueWithFacebook' },
] as const;

/** The outcomes the API sends back (libs/server/accounts social-routes.ts) and their texts. */
const OUTCOME_TEXTS = new Map([
  ['failed', 'account.socialFailed'],
  ['linkRefused', 'account.socialLinkRefused'],
  ['unavailable', 'account.socialUnavailable'],
  ['busy', 'account.socialBusy'],
]);

/** The page's ?redirect= when it may be handed on: a same-site path of this locale, not the login or logout page. */
export function socialRedirectOf(redirect: string | null, locale: string): string | null {
  const path = safeRedirectPath(redirect);
  return path && path.startsWith(`/${locale}/`) && !path.startsWith(`/${locale}/account/log`) ? path : null;
}

export function socialLoginHref(provider: string, locale: string, redirect: string | null): string {
  const query = new URLSearchParams({ locale, ...(redirect ? { redirect } : {}) });
  return `/b2c/v1/auth/social/${provider}?${query}`;
}

/** The two provider links; `redirect` is the page to come back to, already checked by the page. */
export function SocialLoginLinks({ locale, redirect }: { locale: string; redirect: string | null }) {
  const intl = useIntl();
  const heading = intl.formatMessage({ id: 'account.socialSignIn' });
  return (
    <section className="social-login" aria-label={heading}>
      <p className="social-login__heading">{heading}</p>
      {PROVIDERS.map((p) => (
        <a key={p.name} className="btn btn--secondary social-login__link" href={socialLoginHref(p.name, locale, redirect)} data-testid={`social-${p.name}`}>
          {intl.formatMessage({ id: p.label })}
        </a>
      ))}
    </section>
  );
}

/** The translated reason a social sign-in came back without signing in, or nothing. */
export function SocialLoginNotice() {
  const intl = useIntl();
  const [searchParams] = useSearchParams();
  const id = OUTCOME_TEXTS.get(searchParams.get('social') ?? '');
  if (!id) return null;
  return (
    <p className="error-box" role="alert" data-testid="social-login-error">
      {intl.formatMessage({ id })}
    </p>
  );
}
