import { useForm, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { countryNameIn, LANGUAGE_NAMES, LOCALES, type Language, useT } from '@bike/shared/i18n';
import { GENDERS, patchUserSchema, type AccountUser } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
import { Button, translatedResolver } from '@bike/shared/ui';
import { TextField } from '../pages/text-field';
import { usePatchMe } from './use-patch-me';

interface ProfileValues {
  firstName: string;
  lastName: string;
  phone: string;
  birthday: string;
  gender: string;
  locale: string;
}

const LABELS = { firstName: 'account.firstName', lastName: 'account.lastName', phone: 'settings.phone', birthday: 'account.birthday', gender: 'account.gender', locale: 'settings.language' };

/** The languages of this site's country, and the account's own: the language of the shop's mails. */
function localeOptions(current: string, siteLocale: string, language: string) {
  const country = siteLocale.split('_')[1];
  const codes = new Set([current, ...LOCALES.filter((l) => l.code.endsWith(`_${country}`)).map((l) => l.code)]);
  return [...codes].map((code) => {
    const [lang, ctry] = code.split('_') as [Language, string];
    return { code, label: `${LANGUAGE_NAMES[lang] ?? lang} · ${countryNameIn(ctry as never, language as Language)}` };
  });
}

/** Settings: name, phone, date of birth, gender and the language of the shop's mails. */
export function ProfileForm({ me, onSaved }: { me: AccountUser; onSaved: (user: AccountUser) => void }) {
  const intl = useIntl();
  const { locale } = useShop();
  const t = useT();
  const { register, handleSubmit, formState, setError } = useForm<ProfileValues>({
    resolver: translatedResolver(valibotResolver(patchUserSchema) as unknown as Resolver<ProfileValues>, intl, LABELS),
    defaultValues: { firstName: me.firstName, lastName: me.lastName, phone: me.phone ?? '', birthday: me.birthday ?? '', gender: me.gender ?? '', locale: me.locale },
  });
  const patch = usePatchMe(me, intl, LABELS, setError);
  const onSubmit = handleSubmit(async (values) => {
    const updated = await patch.send({ ...values }, values as unknown as Record<string, unknown>);
    if (updated) onSaved(updated);
  });
  const err = (name: keyof ProfileValues) => formState.errors[name]?.message;
  return (
    <section aria-labelledby="settings-profile" className="account-settings" data-testid="settings-profile">
      <h2 id="settings-profile">{t('settings.profile')}</h2>
      {patch.error && <p className="error-box" role="alert">{patch.error}</p>}
      <form onSubmit={onSubmit} noValidate>
        <TextField id="profile-firstName" label={t('account.firstName')} autoComplete="given-name" error={err('firstName')} {...register('firstName')} />
        <TextField id="profile-lastName" label={t('account.lastName')} autoComplete="family-name" error={err('lastName')} {...register('lastName')} />
        <TextField id="profile-phone" type="tel" label={t('settings.phone')} autoComplete="tel" error={err('phone')} {...register('phone')} />
        <TextField id="profile-birthday" type="date" label={t('account.birthday')} autoComplete="bday" error={err('birthday')} {...register('birthday')} />
        <div className="field">
          <label htmlFor="profile-gender">{t('account.gender')}</label>
          <select id="profile-gender" {...register('gender')}>
            <option value="">{t('settings.notSaying')}</option>
            {GENDERS.map((g) => <option key={g} value={g}>{t(`account.${g}`)}</option>)}
          </select>
        </div>
        <div className="field">
          <label htmlFor="profile-locale">{t('settings.language')}</label>
          <select id="profile-locale" {...register('locale')}>
            {localeOptions(me.locale, locale, intl.locale.slice(0, 2)).map((o) => <option key={o.code} value={o.code}>{o.label}</option>)}
          </select>
        </div>
        {patch.saved && <p role="status" className="settings-saved">{t('settings.saved')}</p>}
        <Button type="submit" disabled={formState.isSubmitting}>{t('settings.save')}</Button>
      </form>
    </section>
  );
}
