import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import { safeRedirectPath } from '@bike/shared/domain/safe-redirect';
import { useSearchParams } from 'react-router';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button, PageHeader, translateFieldMessage } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { forgetStoredRefreshToken } from '../session';
import { useErrorText } from '../use-error-text';
import { SocialLoginLinks, SocialLoginNotice, socialRedirectOf } from './social-login';

/**
 * Where to go after logging in: the page the guard sent the visitor from (?redirect=, checked
 * to stay on this site and in this locale), otherwise /account (spec point 2).
 */
export function afterLoginPath(redirect: string | null, locale: string, fallback: string): string {
  const path = safeRedirectPath(redirect);
  return path && path.startsWith(`/${locale}/`) && !path.startsWith(`/${locale}/account/log`) ? path : fallback;
}

/** Login: local email login; after login the user goes back where they came from, or to /account. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.login.title', descriptionKey: 'page.login.description' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    const href = useLocaleHref();
    const [searchParams] = useSearchParams();
    const errorText = useErrorText();
    const [error, setError] = useState<string | null>(null);
    // Logging in before activation: say so, and offer a new activation mail for that address.
    const [inactiveEmail, setInactiveEmail] = useState<string | null>(null);
    const [resent, setResent] = useState(false);
    const [fieldErrors, setFieldErrors] = useState<{ email?: string; password?: string }>({});
    const [submitting, setSubmitting] = useState(false);
    const t = useT();

    const onSubmit = async (event: FormEvent<HTMLFormElement>) => {
      event.preventDefault();
      const form = new FormData(event.currentTarget);
      const typed = { email: String(form.get('email') ?? ''), password: String(form.get('password') ?? '') };
      setError(null);
      setInactiveEmail(null);
      setResent(false);
      setSubmitting(true);
      try {
        // The API's own rules, in the visitor's language (field labels translated).
        const check = (await import('./login-check')).checkLogin(typed);
        if (!check.ok) {
          const labels: Record<string, string> = { email: 'account.email', password: 'account.password' };
          setFieldErrors(Object.fromEntries(check.problems.map((p) => [p.field, translateFieldMessage(p.message, p.type, t(labels[p.field] ?? p.field), typed[p.field as 'email'] ?? '', intl)])));
          return;
        }
        setFieldErrors({});
        // The api-client asks for a cookie session: the answer sets HttpOnly cookies and
        // carries no token for script to see.
        await api.post('/b2c/v1/auth/login', check.value);
        forgetStoredRefreshToken();
        // A full load: the shell re-reads the session cookie for guards and header.
        window.location.assign(afterLoginPath(searchParams.get('redirect'), locale, href('account')));
      } catch (e) {
        if (e instanceof ApiClientError && e.code === 'ACCOUNT_NOT_ACTIVE') setInactiveEmail(typed.email.trim());
        else setError(errorText(e));
      } finally {
        setSubmitting(false);
      }
    };

    const resend = async () => {
      if (!inactiveEmail) return;
      try {
        await api.post('/b2c/v1/users/resend-activation', { email: inactiveEmail });
        setResent(true);
      } catch (e) {
        setError(errorText(e));
      }
    };

    return (
      <div className="page">
        <div className="form-card">
          <PageHeader title={t('page.login.title')} />
          {error && <p className="error-box" role="alert">{error}</p>}
          <SocialLoginNotice />
          {inactiveEmail && (
            <div className="error-box" role="alert" data-testid="login-not-activated">
              <p>{t('account.notActivated')}</p>
              {resent ? <p role="status">{intl.formatMessage({ id: 'account.registered' }, { email: inactiveEmail })}</p> : <Button type="button" variant="secondary" onClick={resend}>{t('account.resendActivation')}</Button>}
            </div>
          )}
          <form onSubmit={(event) => void onSubmit(event)} noValidate>
            <div className="field">
              <label htmlFor="email">{t('account.email')}</label>
              <input id="email" name="email" type="email" autoComplete="email" aria-invalid={!!fieldErrors.email} aria-describedby="email-error" />
              {fieldErrors.email && <span id="email-error" className="field__error">{fieldErrors.email}</span>}
            </div>
            <div className="field">
              <label htmlFor="password">{t('account.password')}</label>
              <input id="password" name="password" type="password" autoComplete="current-password" aria-invalid={!!fieldErrors.password} aria-describedby="password-error" />
              {fieldErrors.password && <span id="password-error" className="field__error">{fieldErrors.password}</span>}
            </div>
            <Button type="submit" disabled={submitting}>{t('account.login')}</Button>
          </form>
          <SocialLoginLinks locale={locale} redirect={socialRedirectOf(searchParams.get('redirect'), locale)} />
          <p><ShopLink to="account/lostpassword">{t('page.lostPassword.title')}</ShopLink> · <ShopLink to="account/register">{t('page.register.title')}</ShopLink></p>
        </div>
      </div>
    );
  },
});
