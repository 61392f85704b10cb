import { useEffect, useRef, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useNavigate, useSearchParams } from 'react-router';
import { ApiClientError } from '@bike/shared/api-client';
import {
  EARLIEST_PURCHASE_DATE,
  MAX_PREVIOUSLY_BOUGHT,
  MAX_REGISTRATION_PHOTOS,
  registerBikeSchema,
  type BikeRegistrationView,
  type RegisterBikeInput,
} from '@bike/shared/domain';
import { definePage, ShopLink, useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { Button, PageHeader, translatedResolver } from '@bike/shared/ui';
import { bodyResolver } from '../body-resolver';
import { applyServerFieldErrors } from '../server-field-errors';
import { useErrorText } from '../use-error-text';
import { TextField } from '../pages/text-field';
import { FilePicker } from './file-picker';
import { saleWindowFrom, windowFor, withSaleWindow, type SaleWindow } from './sale-window';
import type { StoredUpload } from '@bike/shared/ui/file-picker';
import { useT } from '@bike/shared/i18n';

/** The form's values: the request body, with the chosen files kept whole for their previews. */
type FormValues = Omit<RegisterBikeInput, 'proofOfPurchase' | 'photos'> & { proofOfPurchase: StoredUpload[]; photos: StoredUpload[] };

const LABELS: Record<string, string> = {
  serialNumber: 'registration.serialNumber',
  purchaseDate: 'registration.purchaseDate',
  proofOfPurchase: 'registration.proofOfPurchase',
  previouslyBoughtCount: 'registration.previouslyBought',
  instagramName: 'registration.instagram',
  photos: 'registration.photos',
};

const toBody = (values: FormValues): RegisterBikeInput => ({
  ...values,
  proofOfPurchase: values.proofOfPurchase[0]?.id ?? '',
  photos: values.photos.map((p) => p.id),
});

/** The same schema as the API, run on the body the form will send. */
const resolver = bodyResolver<FormValues, RegisterBikeInput>(registerBikeSchema, toBody);

/** The date picker's last day: the rider's own today (the server allows the newest day anywhere). */
const today = () => {
  const now = new Date();
  return new Date(now.getTime() - now.getTimezoneOffset() * 60_000).toISOString().slice(0, 10);
};

/** Serial texts of spec point 8, on the serial field, with the way to support. */
function serialErrorKey(error: unknown): string | null {
  if (!(error instanceof ApiClientError)) return null;
  if (error.code === 'SERIAL_NOT_FOUND') return 'registration.serialNotFound';
  if (error.code === 'SERIAL_ALREADY_REGISTERED') return 'registration.serialAlreadyRegistered';
  return null;
}

/**
 * /bike-registration (spec points 2, 3, 5): register a bike for the 5-year frame warranty, or
 * with ?id= change a registration that is not approved yet. ?serial= fills the frame number
 * (the equipment page links here with it).
 */
export default definePage<null>({
  meta: () => ({ title: '', titleKey: 'page.bikeRegistration.title' }),
  Component: () => {
    const intl = useIntl();
    const { api, locale } = useShop();
    const navigate = useNavigate();
    const href = useLocaleHref();
    const [params] = useSearchParams();
    const errorText = useErrorText();
    const editId = params.get('id');
    const [error, setError] = useState<string | null>(null);
    const [serialError, setSerialError] = useState<string | null>(null);
    const [loading, setLoading] = useState(!!editId);
    // The purchase date window the API named for a frame: checked here from then on (sale-window.ts).
    const [saleWindow, setSaleWindow] = useState<SaleWindow | null>(null);
    const learned = useRef(saleWindow);
    learned.current = saleWindow;
    const t = useT();
    const { register, handleSubmit, formState, control, reset, watch, setError: setFieldError } = useForm<FormValues>({
      resolver: translatedResolver(withSaleWindow(resolver, () => learned.current), intl, LABELS),
      defaultValues: {
        serialNumber: params.get('serial') ?? '', purchaseDate: '', proofOfPurchase: [], previouslyBoughtCount: 0,
        newsletter: false, instagramName: '', photos: [], contestEntry: false,
      } as unknown as FormValues,
    });

    // Changing a registration: its current values fill the form.
    useEffect(() => {
      if (!editId) return;
      api.get<BikeRegistrationView>(`/b2c/v1/warranty/registration/${encodeURIComponent(editId)}`).then(
        (r) => {
          const asUpload = (u: NonNullable<BikeRegistrationView['proofOfPurchase']>): StoredUpload => ({ id: u.id, kind: u.kind, name: u.name, url: u.url, thumbnails: u.thumbnail ? { '800x800': u.thumbnail } : {} });
          reset({
            serialNumber: r.serialNumber, purchaseDate: r.purchaseDate, proofOfPurchase: r.proofOfPurchase ? [asUpload(r.proofOfPurchase)] : [],
            previouslyBoughtCount: r.previouslyBoughtCount, newsletter: r.newsletter, instagramName: r.instagramName ?? '',
            photos: r.photos.map(asUpload), contestEntry: r.contestEntry,
          } as unknown as FormValues);
          setLoading(false);
        },
        (e) => {
          setError(errorText(e));
          setLoading(false);
        },
      );
      // errorText is a new function each render; the registration is loaded once per id.
      // eslint-disable-next-line react-hooks/exhaustive-deps
    }, [api, editId, reset]);

    const onSubmit = handleSubmit(async (values) => {
      setError(null);
      setSerialError(null);
      const body = toBody(values);
      try {
        const saved = editId
          ? await api.put<BikeRegistrationView>('/b2c/v1/warranty/update-register-bike', { id: editId, ...Object.fromEntries(Object.entries(body).filter(([k]) => k !== 'serialNumber')) })
          : await api.post<BikeRegistrationView>('/b2c/v1/warranty/register-bike', body, { locale });
        navigate(`${href('bike-registration-success')}?id=${encodeURIComponent(saved.id)}`);
      } catch (e) {
        const window = saleWindowFrom(e, values.serialNumber);
        if (window) setSaleWindow(window);
        const serialKey = serialErrorKey(e);
        if (serialKey) {
          // On the field itself (aria-invalid, described by the message), with the way to support below it.
          setFieldError('serialNumber', { type: 'server', message: t(serialKey) }, { shouldFocus: true });
          setSerialError(t(serialKey));
        }
        else if (e instanceof ApiClientError && e.code === 'INVALID_FILES') setError(t('validation.filesInvalid'));
        else if (!applyServerFieldErrors(e, setFieldError, intl, LABELS, body)) setError(errorText(e));
      }
    });

    const err = (name: keyof FormValues) => (formState.errors[name] as { message?: string } | undefined)?.message;
    const dateWindow = windowFor(saleWindow, watch('serialNumber') ?? '');

    return (
      <div className="page">
        <div className="form-card form-card--wide">
          <PageHeader title={t(editId ? 'registration.updateTitle' : 'registration.title')} intro={t('registration.intro')} />
          {error && <p className="error-box" role="alert">{error}</p>}
          {loading ? <p role="status">{t('common.loading')}</p> : (
            <form onSubmit={onSubmit} noValidate data-testid="bike-registration-form">
              <TextField
                label={t('registration.serialNumber')} hint={t('registration.serialHint')} inputMode="numeric" autoComplete="off"
                readOnly={!!editId} error={err('serialNumber')} {...register('serialNumber')}
              />
              {serialError && err('serialNumber') === serialError && (
                <p className="serial-support" data-testid="serial-error">
                  <ShopLink to="support">{t('registration.contactSupport')}</ShopLink>
                </p>
              )}
              <TextField
                type="date" label={t('registration.purchaseDate')} min={dateWindow?.earliest ?? EARLIEST_PURCHASE_DATE} max={dateWindow?.latest ?? today()}
                error={err('purchaseDate')} {...register('purchaseDate')}
              />
              <Controller
                name="proofOfPurchase"
                control={control}
                render={({ field }) => (
                  <FilePicker
                    label={t('registration.proofOfPurchase')} hint={t('registration.proofHint')} purpose="proof-of-purchase"
                    accept="image/jpeg,image/png,image/webp,application/pdf" max={1} value={field.value} onChange={field.onChange}
                    error={err('proofOfPurchase')} testId="proof-picker"
                  />
                )}
              />
              <TextField
                type="number" min={0} max={MAX_PREVIOUSLY_BOUGHT} step={1} inputMode="numeric" label={t('registration.previouslyBought')}
                error={err('previouslyBoughtCount')} {...register('previouslyBoughtCount', { valueAsNumber: true })}
              />
              <Controller
                name="photos"
                control={control}
                render={({ field }) => (
                  <FilePicker
                    label={t('registration.photos')} hint={t('registration.photosHint', { max: MAX_REGISTRATION_PHOTOS })} purpose="bike-registration"
                    accept="image/jpeg,image/png,image/webp" max={MAX_REGISTRATION_PHOTOS} value={field.value} onChange={field.onChange}
                    error={err('photos')} testId="photo-picker"
                  />
                )}
              />
              <TextField label={t('registration.instagram')} hint={t('registration.instagramHint')} autoComplete="off" error={err('instagramName')} {...register('instagramName')} />
              <div className="field field--check">
                <input id="contestEntry" type="checkbox" {...register('contestEntry')} />
                <label htmlFor="contestEntry">{t('registration.contest')}</label>
              </div>
              <div className="field field--check">
                <input id="newsletter" type="checkbox" {...register('newsletter')} />
                <label htmlFor="newsletter">{t('registration.newsletter')}</label>
              </div>
              <Button type="submit" disabled={formState.isSubmitting}>{t(editId ? 'registration.save' : 'registration.submit')}</Button>
            </form>
          )}
        </div>
      </div>
    );
  },
});
