import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { loginSchema, type LoginInput } from '@bike/shared/domain';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button, PageHeader, translatedResolver } from '@bike/shared/ui';
import { forgetStoredRefreshToken } from '../session';
import { useErrorText } from '../use-error-text';

/** Login: local email login; after login the user goes to /account (spec point 2). */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.login.title', descriptionKey: 'page.login.description' }),
  Component: () => {
    const intl = useIntl();
    const { api } = useShop();
    const href = useLocaleHref();
    const errorText = useErrorText();
    const [error, setError] = useState<string | null>(null);
    const { register, handleSubmit, formState } = useForm<LoginInput>({
      resolver: translatedResolver(valibotResolver(loginSchema) as unknown as Resolver<LoginInput>, intl, { email: 'account.email', password: 'account.password' }),
    });
    const t = (id: string) => intl.formatMessage({ id });

    const onSubmit = handleSubmit(async (values) => {
      setError(null);
      try {
        // The api-client asks for a cookie session: the answer sets HttpOnly cookies and
        // carries no token for script to see.
        await api.post('/b2c/v1/auth/login', values);
        forgetStoredRefreshToken();
        // A full load: the shell re-reads the session cookie for guards and header.
        window.location.assign(href('account'));
      } catch (e) {
        setError(errorText(e));
      }
    });

    return (
      <div className="page">
        <div className="form-card">
          <PageHeader title={t('page.login.title')} />
          {error && <p className="error-box" role="alert">{error}</p>}
          <form onSubmit={onSubmit} noValidate>
            <div className="field">
              <label htmlFor="email">{t('account.email')}</label>
              <input id="email" type="email" autoComplete="email" aria-invalid={!!formState.errors.email} aria-describedby="email-error" {...register('email')} />
              {formState.errors.email && <span id="email-error" className="field__error">{formState.errors.email.message}</span>}
            </div>
            <div className="field">
              <label htmlFor="password">{t('account.password')}</label>
              <input id="password" type="password" autoComplete="current-password" aria-invalid={!!formState.errors.password} aria-describedby="password-error" {...register('password')} />
              {formState.errors.password && <span id="password-error" className="field__error">{formState.errors.password.message}</span>}
            </div>
            <Button type="submit" disabled={formState.isSubmitting}>{t('account.login')}</Button>
          </form>
          <p><ShopLink to="account/lostpassword">{t('page.lostPassword.title')}</ShopLink> · <ShopLink to="account/register">{t('page.register.title')}</ShopLink></p>
        </div>
      </div>
    );
  },
});
