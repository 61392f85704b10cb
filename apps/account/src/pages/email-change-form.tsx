import { useState } from 'react';
import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { patchUserSchema, type AccountUser } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
import { Button, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { applyServerFieldErrors } from '../server-field-errors';
import { useErrorText } from '../use-error-text';

interface EmailChangeValues {
  email: string;
  currentPassword: string;
}

const LABELS = { email: 'account.newEmail', currentPassword: 'account.currentPassword' };

/**
 * Settings: a new email address (PATCH /b2c/v1/users/{id} with the current password, the same
 * schema as the API). Nothing changes yet: the page says a confirmation link went to the new
 * address, and the account keeps its address until that link is followed.
 */
export function EmailChangeForm({ me }: { me: Pick<AccountUser, 'id' | 'email' | 'pendingEmail'> }) {
  const intl = useIntl();
  const { api } = useShop();
  const errorText = useErrorText();
  const [pending, setPending] = useState<string | null>(me.pendingEmail ?? null);
  const [error, setError] = useState<string | null>(null);
  const { register, handleSubmit, formState, setError: setFieldError, reset } = useForm<EmailChangeValues>({
    resolver: translatedResolver(valibotResolver(patchUserSchema) as unknown as Resolver<EmailChangeValues>, intl, LABELS),
  });
  const t = useT();

  const onSubmit = handleSubmit(async (values) => {
    setError(null);
    try {
      const updated = await api.patch<AccountUser>(`/b2c/v1/users/${me.id}`, values);
      setPending(updated.pendingEmail ?? null);
      reset();
    } catch (e) {
      if (!applyServerFieldErrors(e, setFieldError, intl, LABELS, { ...values })) setError(errorText(e));
    }
  });

  return (
    <section aria-labelledby="change-email-title" className="account-settings">
      <h2 id="change-email-title">{t('account.changeEmail')}</h2>
      <p className="settings-current-email">{t('account.email')}: <strong data-testid="current-email">{me.email}</strong></p>
      {pending && <p role="status" data-testid="email-change-sent">{t('account.emailChangeSent', { email: pending })}</p>}
      {error && <p className="error-box" role="alert">{error}</p>}
      <form onSubmit={onSubmit} noValidate>
        {(['email', 'currentPassword'] as const).map((name) => {
          const err = formState.errors[name];
          return (
            <div className="field" key={name}>
              <label htmlFor={`settings-${name}`}>{t(LABELS[name])}</label>
              <input
                id={`settings-${name}`}
                type={name === 'email' ? 'email' : 'password'}
                autoComplete={name === 'email' ? 'email' : 'current-password'}
                aria-invalid={!!err}
                aria-describedby={`settings-${name}-error`}
                {...register(name)}
              />
              {err && <span id={`settings-${name}-error`} className="field__error">{err.message}</span>}
            </div>
          );
        })}
        <Button type="submit" disabled={formState.isSubmitting}>{t('account.sendConfirmation')}</Button>
      </form>
    </section>
  );
}
