import { useState } from 'react';
import { ApiClientError } from '@bike/shared/api-client';
import { DELETE_ACCOUNT_CONFIRMATION } from '@bike/shared/domain';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { forgetStoredRefreshToken } from '../session';
import { useErrorText } from '../use-error-text';
import { TextField } from '../pages/text-field';

const EXPORT_PATH = '/b2c/v1/users/me/export';

/**
 * Settings: download everything the shop holds about the account (a plain link, so it works as
 * a file download with the session cookie), then, if the rider wants, delete the account: the
 * password and the typed word confirm, and the page says what goes and what stays.
 */
export function AccountDataSection() {
  const { api } = useShop();
  const href = useLocaleHref();
  const errorText = useErrorText();
  const [password, setPassword] = useState('');
  const [confirm, setConfirm] = useState('');
  const [error, setError] = useState<{ field: 'password' | 'confirm' | null; text: string } | null>(null);
  const [busy, setBusy] = useState(false);
  const t = useT();

  const remove = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!password) return setError({ field: 'password', text: t('validation.required', { field: t('account.currentPassword') }) });
    if (confirm.trim().toUpperCase() !== DELETE_ACCOUNT_CONFIRMATION) return setError({ field: 'confirm', text: t('settings.deleteTypeWord', { word: DELETE_ACCOUNT_CONFIRMATION }) });
    setBusy(true);
    setError(null);
    try {
      await api.del('/b2c/v1/users/me', { password, confirm });
      forgetStoredRefreshToken();
      // A full load: the shell drops the signed-in header and guards with the cookies gone.
      window.location.assign(`${href('')}?account=deleted`);
    } catch (e) {
      const wrongPassword = e instanceof ApiClientError && e.code === 'VALIDATION_ERROR' && e.message.startsWith('password:');
      setError(wrongPassword ? { field: 'password', text: t('validation.invalid', { field: t('account.currentPassword') }) } : { field: null, text: errorText(e) });
      setBusy(false);
    }
  };

  return (
    <section aria-labelledby="settings-data" className="account-settings" data-testid="settings-data">
      <h2 id="settings-data">{t('settings.yourData')}</h2>
      <p>{t('settings.exportText')}</p>
      <p>
        <a
          className="btn btn--secondary"
          href={EXPORT_PATH}
          download
          data-testid="export-link"
          onClick={async (event) => {
            // A plain link skips the shared client: ask it first, so an expired session is
            // refreshed before the browser downloads (otherwise the file would be a 401).
            event.preventDefault();
            await api.get('/b2c/v1/users/me').catch(() => undefined);
            window.location.assign(EXPORT_PATH);
          }}
        >
          {t('settings.export')}
        </a>
      </p>
      <h3>{t('settings.deleteTitle')}</h3>
      <p>{t('settings.deleteText')}</p>
      {error && !error.field && <p className="error-box" role="alert">{error.text}</p>}
      <form onSubmit={remove} noValidate>
        <TextField id="delete-password" name="delete-password" type="password" label={t('account.currentPassword')} autoComplete="current-password" value={password} onChange={(e) => setPassword(e.currentTarget.value)} error={error?.field === 'password' ? error.text : undefined} />
        <TextField id="delete-confirm" name="delete-confirm" label={t('settings.deleteConfirmLabel', { word: DELETE_ACCOUNT_CONFIRMATION })} autoComplete="off" value={confirm} onChange={(e) => setConfirm(e.currentTarget.value)} error={error?.field === 'confirm' ? error.text : undefined} />
        <Button type="submit" className="btn--danger" disabled={busy}>{t('settings.deleteButton')}</Button>
      </form>
    </section>
  );
}
