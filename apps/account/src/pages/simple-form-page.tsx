import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { useSearchParams } from 'react-router';
import * as v from 'valibot';
import { emailField, resetPasswordConfirmSchema, type ResetPasswordConfirmInput } from '@bike/shared/domain';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { Button, PageHeader, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { applyServerFieldErrors } from '../server-field-errors';
import { useErrorText } from '../use-error-text';
import { TextField } from './text-field';

/** The lost-password form: the address only (the locale comes from the page). */
const lostPasswordFormSchema = v.object({ email: emailField });
type LostPasswordForm = v.InferOutput<typeof lostPasswordFormSchema>;

/**
 * Lost password: asks for a reset mail; always answers the same so it reveals no accounts.
 * Both forms check with the API's own schemas and show the site's translated messages
 * (noValidate: never the browser's bubbles, which speak the browser's language).
 */
export const lostPasswordPage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.lostPassword.title', descriptionKey: 'page.lostPassword.description' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    const errorText = useErrorText();
    const [sentTo, setSentTo] = useState<string | null>(null);
    const [error, setError] = useState<string | null>(null);
    const labels = { email: 'account.email' };
    const { register, handleSubmit, formState } = useForm<LostPasswordForm>({
      resolver: translatedResolver(valibotResolver(lostPasswordFormSchema) as unknown as Resolver<LostPasswordForm>, intl, labels),
    });
    const t = useT();
    const onSubmit = handleSubmit(async (values) => {
      setError(null);
      try {
        await api.post('/b2c/v1/users/reset-password/request', { email: values.email, locale });
        setSentTo(values.email);
      } catch (err) {
        setError(errorText(err));
      }
    });
    return (
      <div className="page"><div className="form-card">
        <PageHeader title={t('page.lostPassword.title')} intro={t('page.lostPassword.description')} />
        {sentTo ? <p role="status">{intl.formatMessage({ id: 'account.resetSent' }, { email: sentTo })}</p> : (
          <form onSubmit={onSubmit} noValidate>
            {error && <p className="error-box" role="alert">{error}</p>}
            <TextField type="email" label={t('account.email')} autoComplete="email" error={formState.errors.email?.message} {...register('email')} />
            <Button type="submit" disabled={formState.isSubmitting}>{t('account.sendResetLink')}</Button>
          </form>
        )}
      </div></div>
    );
  },
});

type ResetForm = Omit<ResetPasswordConfirmInput, 'token'>;

/** Password reset: the mailed link carries the token; the new password is typed twice. */
export const passwordResetPage = definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.passwordreset.title' }),
  Component: () => {
    const intl = useIntl();
    const { api } = useShop();
    const [params] = useSearchParams();
    const errorText = useErrorText();
    const [done, setDone] = useState(false);
    const [error, setError] = useState<string | null>(null);
    const token = params.get('token') ?? '';
    const labels = { password: 'account.password', passwordConfirm: 'account.confirmPassword' };
    const { register, handleSubmit, formState, setError: setFieldError } = useForm<ResetForm>({
      // The token is part of the request schema; the form checks the rest with the same rules.
      resolver: translatedResolver(
        (async (values, context, options) =>
          (valibotResolver(resetPasswordConfirmSchema) as unknown as Resolver<ResetPasswordConfirmInput>)({ ...values, token: token || 'missing' }, context, options as never)) as Resolver<ResetForm>,
        intl,
        labels,
      ),
    });
    const t = useT();
    const onSubmit = handleSubmit(async (values) => {
      setError(null);
      try {
        await api.post('/b2c/v1/users/reset-password/confirm', { token, password: values.password, passwordConfirm: values.passwordConfirm });
        setDone(true);
      } catch (err) {
        // The server's password rules (common passwords, the email) answer as a field error.
        if (!applyServerFieldErrors(err, setFieldError, intl, labels, values)) setError(errorText(err));
      }
    });
    return (
      <div className="page"><div className="form-card">
        <PageHeader title={t('page.passwordreset.title')} />
        {done ? <p role="status">{t('account.passwordChanged')} <ShopLink to="account/login">{t('page.login.title')}</ShopLink></p> : (
          <form onSubmit={onSubmit} noValidate>
            {error && <p className="error-box" role="alert">{error}</p>}
            <TextField type="password" label={t('account.password')} autoComplete="new-password" error={formState.errors.password?.message} {...register('password')} />
            <TextField type="password" label={t('account.confirmPassword')} autoComplete="new-password" error={formState.errors.passwordConfirm?.message} {...register('passwordConfirm')} />
            <Button type="submit" disabled={formState.isSubmitting}>{t('page.passwordreset.submit')}</Button>
          </form>
        )}
      </div></div>
    );
  },
});
