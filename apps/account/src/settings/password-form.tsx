import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { accountMessages, existingPasswordField, newPasswordField, type AccountUser } from '@bike/shared/domain';
import { Button, translatedResolver } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { TextField } from '../pages/text-field';
import { usePatchMe } from './use-patch-me';

/** The form's rules: the API's new-password rules, plus the repeat that only the form has. */
const passwordFormSchema = v.pipe(
  v.object({ currentPassword: existingPasswordField('Current password'), password: newPasswordField('New password'), passwordConfirm: existingPasswordField('Password confirmation') }),
  v.forward(v.partialCheck([['password'], ['passwordConfirm']], (input) => input.password === input.passwordConfirm, accountMessages.passwordsMustMatch), ['passwordConfirm']),
);
type PasswordValues = v.InferOutput<typeof passwordFormSchema>;

const LABELS = { currentPassword: 'account.currentPassword', password: 'account.newPassword', passwordConfirm: 'account.confirmPassword' };

/** Settings: a new password (the current one confirms; other sessions end, this one stays). */
export function PasswordForm({ me }: { me: AccountUser }) {
  const intl = useIntl();
  const t = useT();
  const { register, handleSubmit, formState, setError, reset } = useForm<PasswordValues>({
    resolver: translatedResolver(valibotResolver(passwordFormSchema) as unknown as Resolver<PasswordValues>, intl, LABELS),
  });
  const patch = usePatchMe(me, intl, LABELS, setError);
  const onSubmit = handleSubmit(async (values) => {
    if (await patch.send({ password: values.password, currentPassword: values.currentPassword }, values)) reset();
  });
  const err = (name: keyof PasswordValues) => formState.errors[name]?.message;
  return (
    <section aria-labelledby="settings-password" className="account-settings" data-testid="settings-password">
      <h2 id="settings-password">{t('settings.password')}</h2>
      {patch.error && <p className="error-box" role="alert">{patch.error}</p>}
      <form onSubmit={onSubmit} noValidate>
        <TextField id="password-current" type="password" label={t('account.currentPassword')} autoComplete="current-password" error={err('currentPassword')} {...register('currentPassword')} />
        <TextField id="password-new" type="password" label={t('account.newPassword')} autoComplete="new-password" error={err('password')} {...register('password')} />
        <TextField id="password-confirm" type="password" label={t('account.confirmPassword')} autoComplete="new-password" error={err('passwordConfirm')} {...register('passwordConfirm')} />
        {patch.saved && <p role="status" className="settings-saved">{t('settings.passwordSaved')}</p>}
        <Button type="submit" disabled={formState.isSubmitting}>{t('settings.changePassword')}</Button>
      </form>
    </section>
  );
}
