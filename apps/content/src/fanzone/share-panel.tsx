import { useCallback, useEffect, useId, useState, type FormEvent } from 'react';
import { FANZONE_CAPTION_MAX, fanzoneSubmissionSchema, type FanzoneSubmission } from '@bike/shared/domain/fanzone';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { FilePicker, type StoredUpload } from '@bike/shared/ui/file-picker';
import { useT } from '@bike/shared/i18n';
import { useUploadForm } from '../upload-form';
import { fetchMySubmissions, sendSubmission, uploadPhoto } from './fanzone-calls';
import { MyPhotos } from './my-photos';

type Field = 'photo' | 'caption' | 'conceptCode' | 'consent';
const LABELS: Record<Field, string> = { photo: 'fanzone.photo', caption: 'fanzone.caption', conceptCode: 'fanzone.concept', consent: 'fanzone.consent' };

/**
 * The signed-in rider's part of the fan zone: send a photo (uploaded as soon as it is chosen),
 * a caption, a concept code and consent, checked by the same schema as the API; then their
 * photos with status and, for a rejected one, why.
 */
export default function SharePanel() {
  const { api, locale } = useShop();
  const id = useId();
  const t = useT();
  const [photo, setPhoto] = useState<StoredUpload[]>([]);
  const [caption, setCaption] = useState('');
  const [conceptCode, setConceptCode] = useState('');
  const [consent, setConsent] = useState(false);
  const [sent, setSent] = useState(false);
  const [mine, setMine] = useState<FanzoneSubmission[] | null>(null);

  const reload = useCallback(() => fetchMySubmissions(api).then(setMine, () => setMine([])), [api]);
  useEffect(() => void reload(), [reload]);

  // Consent has one rule and its own sentence; the other fields use the shared templates.
  const { errors, formError, sending, send, errorText } = useUploadForm(LABELS, 'fanzone.error', (field) => (field === 'consent' ? t('fanzone.consentRequired') : undefined));

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setSent(false);
    await send(fanzoneSubmissionSchema, { photo: photo[0]?.id ?? '', caption, conceptCode, consent }, async (checked) => {
      await sendSubmission(api, checked, locale);
      setPhoto([]);
      setCaption('');
      setConceptCode('');
      setConsent(false);
      setSent(true);
      void reload();
    });
  };

  return (
    <>
      <form className="fanzone-form" noValidate onSubmit={submit} data-testid="fanzone-form">
        <FilePicker
          label={t('fanzone.photo')} hint={t('fanzone.photoHint')} accept="image/jpeg,image/png,image/webp,image/avif" max={1}
          value={photo} onChange={setPhoto} send={(form) => uploadPhoto(api, form)} errorText={errorText} error={errors.photo} testId="fanzone-photo"
          texts={{ choose: t('fanzone.file.choose'), replace: t('fanzone.file.replace'), uploading: t('fanzone.file.uploading'), remove: t('fanzone.withdraw') }}
        />
        <div className="field">
          <label htmlFor={`${id}-caption`}>{t('fanzone.caption')}</label>
          <input
            id={`${id}-caption`} name="caption" value={caption} maxLength={FANZONE_CAPTION_MAX} onChange={(e) => setCaption(e.target.value)}
            aria-invalid={!!errors.caption} aria-describedby={`${id}-caption-hint${errors.caption ? ` ${id}-caption-error` : ''}`}
          />
          <span id={`${id}-caption-hint`} className="field__hint">{t('fanzone.captionHint', { max: FANZONE_CAPTION_MAX })} ({caption.length}/{FANZONE_CAPTION_MAX})</span>
          {errors.caption && <span id={`${id}-caption-error`} className="field__error" role="alert">{errors.caption}</span>}
        </div>
        <div className="field">
          <label htmlFor={`${id}-concept`}>{t('fanzone.concept')}</label>
          <input
            id={`${id}-concept`} name="conceptCode" value={conceptCode} autoComplete="off" autoCapitalize="characters" spellCheck={false} maxLength={40}
            onChange={(e) => setConceptCode(e.target.value)} aria-invalid={!!errors.conceptCode}
            aria-describedby={`${id}-concept-hint${errors.conceptCode ? ` ${id}-concept-error` : ''}`}
          />
          <span id={`${id}-concept-hint`} className="field__hint">{t('fanzone.conceptHint')}</span>
          {errors.conceptCode && <span id={`${id}-concept-error`} className="field__error" role="alert">{errors.conceptCode}</span>}
        </div>
        <div className="field field--check">
          <input id={`${id}-consent`} type="checkbox" checked={consent} onChange={(e) => setConsent(e.target.checked)} aria-invalid={!!errors.consent} aria-describedby={errors.consent ? `${id}-consent-error` : undefined} />
          <label htmlFor={`${id}-consent`}>{t('fanzone.consent')}</label>
          {errors.consent && <span id={`${id}-consent-error`} className="field__error" role="alert">{errors.consent}</span>}
        </div>
        {formError && <p className="field__error" role="alert">{formError}</p>}
        {sent && <p className="fanzone-sent" role="status" data-testid="fanzone-sent">{t('fanzone.sent')}</p>}
        <Button type="submit" disabled={sending}>{sending ? t('fanzone.sending') : t('fanzone.submit')}</Button>
      </form>
      {mine && mine.length > 0 && <MyPhotos photos={mine} onChange={reload} />}
    </>
  );
}
