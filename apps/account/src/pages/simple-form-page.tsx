import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import { ApiClientError } from '@bike/shared/api-client';
import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from '@bike/shared/domain';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, PageHeader, translateFieldMessage } from '@bike/shared/ui';
import { useErrorText } from '../use-error-text';

/** Lost password: asks for a reset mail; always answers the same so it reveals no accounts. */
export const lostPasswordPage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.lostPassword.title', descriptionKey: 'page.lostPassword.description' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    const errorText = useErrorText();
    const [state, setState] = useState<'idle' | 'sent' | string>('idle');
    const [email, setEmail] = useState('');
    const t = (id: string) => intl.formatMessage({ id });
    return (
      <div className="page"><div className="form-card">
        <PageHeader title={t('page.lostPassword.title')} intro={t('page.lostPassword.description')} />
        {state === 'sent' ? <p role="status">{intl.formatMessage({ id: 'account.resetSent' }, { email })}</p> : (
          <form onSubmit={async (e) => {
            e.preventDefault();
            const typed = String(new FormData(e.currentTarget).get('email') ?? '');
            setEmail(typed);
            try { await api.post('/b2c/v1/users/reset-password/request', { email: typed, locale }); setState('sent'); } catch (err) { setState(errorText(err)); }
          }}>
            {state !== 'idle' && <p className="error-box" role="alert">{state}</p>}
            <div className="field"><label htmlFor="email">{t('account.email')}</label><input id="email" name="email" type="email" required maxLength={254} autoComplete="email" /></div>
            <Button type="submit">{t('account.sendResetLink')}</Button>
          </form>
        )}
      </div></div>
    );
  },
});

/** Password reset: the mailed link carries the token; the new password is typed twice. */
export const passwordResetPage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.passwordreset.title' }),
  Component: () => {
    const intl = useIntl();
    const { api } = useShop();
    const [params] = useSearchParams();
    const errorText = useErrorText();
    const [state, setState] = useState<'idle' | 'done' | string>('idle');
    const [passwordError, setPasswordError] = useState<string | null>(null);
    const t = (id: string) => intl.formatMessage({ id });
    /** The server's password rules (common passwords, the email) answer as a field error. */
    const passwordIssue = (err: unknown): string | null => {
      const issues = err instanceof ApiClientError && Array.isArray(err.issues) ? (err.issues as Array<{ path?: string; message?: string }>) : [];
      const issue = issues.find((i) => i.path === 'password' || i.path === 'passwordConfirm');
      return issue?.message ? translateFieldMessage(issue.message, '', t('account.password'), '', intl) : null;
    };
    return (
      <div className="page"><div className="form-card">
        <PageHeader title={t('page.passwordreset.title')} />
        {state === 'done' ? <p role="status">{t('account.passwordChanged')} <ShopLink to="account/login">{t('page.login.title')}</ShopLink></p> : (
          <form onSubmit={async (e) => {
            e.preventDefault();
            const form = new FormData(e.currentTarget);
            setPasswordError(null);
            try {
              await api.post('/b2c/v1/users/reset-password/confirm', { token: params.get('token') ?? '', password: form.get('password'), passwordConfirm: form.get('passwordConfirm') });
              setState('done');
            } catch (err) {
              const fieldError = passwordIssue(err);
              if (fieldError) setPasswordError(fieldError);
              else setState(errorText(err));
            }
          }}>
            {state !== 'idle' && <p className="error-box" role="alert">{state}</p>}
            <div className="field">
              <label htmlFor="password">{t('account.password')}</label>
              <input id="password" name="password" type="password" required minLength={PASSWORD_MIN_LENGTH} maxLength={PASSWORD_MAX_LENGTH} autoComplete="new-password" aria-invalid={!!passwordError} aria-describedby="password-error" />
              {passwordError && <span id="password-error" className="field__error">{passwordError}</span>}
            </div>
            <div className="field"><label htmlFor="passwordConfirm">{t('account.confirmPassword')}</label><input id="passwordConfirm" name="passwordConfirm" type="password" required autoComplete="new-password" /></div>
            <Button type="submit">{t('page.passwordreset.submit')}</Button>
          </form>
        )}
      </div></div>
    );
  },
});
