import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { registerFormSchema, type RegisterFormInput } from '@bike/shared/domain';
import { definePage, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button, PageHeader, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { applyServerFieldErrors } from '../server-field-errors';
import { useErrorText } from '../use-error-text';
import { SocialLoginLinks, SocialLoginNotice, socialRedirectOf } from './social-login';

const FIELDS: { name: keyof RegisterFormInput; type: string; label: string; autoComplete: string }[] = [
  { name: 'firstName', type: 'text', label: 'account.firstName', autoComplete: 'given-name' },
  { name: 'lastName', type: 'text', label: 'account.lastName', autoComplete: 'family-name' },
  { name: 'email', type: 'email', label: 'account.email', autoComplete: 'email' },
  { name: 'password', type: 'password', label: 'account.password', autoComplete: 'new-password' },
  { name: 'passwordConfirm' as keyof RegisterFormInput, type: 'password', label: 'account.confirmPassword', autoComplete: 'new-password' },
];

/** Registration: the account stays inactive until activated through the mailed link. */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.register.title', descriptionKey: 'page.register.description' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    const navigate = useNavigate();
    const [searchParams] = useSearchParams();
    const href = useLocaleHref();
    const errorText = useErrorText();
    const [error, setError] = useState<string | null>(null);
    const labels = Object.fromEntries(FIELDS.map((f) => [f.name, f.label]));
    const { register, handleSubmit, formState, setError: setFieldError } = useForm<RegisterFormInput>({
      resolver: translatedResolver(valibotResolver(registerFormSchema) as unknown as Resolver<RegisterFormInput>, intl, labels),
      defaultValues: { locale } as Partial<RegisterFormInput>,
    });
    const t = useT();

    const onSubmit = handleSubmit(async (values) => {
      setError(null);
      const { passwordConfirm: _confirm, ...body } = values;
      try {
        await api.post('/b2c/v1/users', { ...body, locale });
        navigate(href('account/registered'), { state: { email: body.email } });
      } catch (e) {
        // A password on the server's list of common passwords is a field error like any other.
        if (!applyServerFieldErrors(e, setFieldError, intl, labels, values)) setError(errorText(e));
      }
    });

    return (
      <div className="page">
        <div className="form-card">
          <PageHeader title={t('page.register.title')} />
          {error && <p className="error-box" role="alert">{error}</p>}
          <SocialLoginNotice />
          <form onSubmit={onSubmit} noValidate>
            {FIELDS.map((f) => {
              const err = (formState.errors as Record<string, { message?: string }>)[f.name as string];
              return (
                <div className="field" key={f.name as string}>
                  <label htmlFor={f.name as string}>{t(f.label)}</label>
                  <input id={f.name as string} type={f.type} autoComplete={f.autoComplete} aria-invalid={!!err} aria-describedby={`${String(f.name)}-error`} {...register(f.name)} />
                  {err && <span id={`${String(f.name)}-error`} className="field__error">{err.message}</span>}
                </div>
              );
            })}
            <Button type="submit" disabled={formState.isSubmitting}>{t('account.register')}</Button>
          </form>
          <SocialLoginLinks locale={locale} redirect={socialRedirectOf(searchParams.get('redirect'), locale)} />
        </div>
      </div>
    );
  },
});
