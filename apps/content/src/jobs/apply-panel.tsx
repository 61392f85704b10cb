import { useId, useState, type FormEvent } from 'react';
import { jobApplicationSchema, MOTIVATION_MAX, MOTIVATION_MIN } from '@bike/shared/domain/job-application';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { FilePicker, type StoredUpload } from '@bike/shared/ui/file-picker';
import { useT } from '@bike/shared/i18n';
import { useUploadForm } from '../upload-form';

type Field = 'cv' | 'motivation' | 'phone';
const LABELS: Record<Field, string> = { cv: 'jobs.apply.cv', motivation: 'jobs.apply.motivation', phone: 'jobs.apply.phone' };

/** The application form: the CV uploaded as soon as it is chosen, a letter, a phone number; checked by the API's schema. */
export default function ApplyPanel({ vacancyId }: { vacancyId: string }) {
  const { api, locale } = useShop();
  const id = useId();
  const t = useT();
  const [cv, setCv] = useState<StoredUpload[]>([]);
  const [motivation, setMotivation] = useState('');
  const [phone, setPhone] = useState('');
  const [sent, setSent] = useState(false);
  const { errors, formError, sending, send, errorText } = useUploadForm(LABELS, 'jobs.error');

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    await send(jobApplicationSchema, { vacancyId, cv: cv[0]?.id ?? '', motivation, phone }, async (checked) => {
      await api.post('/b2c/v1/jobs/applications', { vacancyId, cv: checked.cv, motivation: checked.motivation, phone: checked.phone ?? null }, { locale });
      setSent(true);
    });
  };

  if (sent) return <p className="job-apply__sent" role="status" data-testid="job-applied">{t('jobs.apply.sent')}</p>;
  return (
    <form className="job-apply__form" noValidate onSubmit={submit} data-testid="job-apply-form">
      <FilePicker
        label={t('jobs.apply.cv')} hint={t('jobs.apply.cvHint')} accept="application/pdf" max={1} value={cv} onChange={setCv}
        send={(form) => api.upload<StoredUpload[]>('/b2c/v1/upload/cv', form)} errorText={errorText} error={errors.cv} testId="job-cv"
        texts={{ choose: t('jobs.apply.choose'), replace: t('jobs.apply.replace'), uploading: t('jobs.apply.uploading'), remove: t('jobs.apply.remove') }}
      />
      <div className="field">
        <label htmlFor={`${id}-motivation`}>{t('jobs.apply.motivation')}</label>
        <textarea
          id={`${id}-motivation`} rows={8} value={motivation} maxLength={MOTIVATION_MAX} onChange={(e) => setMotivation(e.target.value)}
          aria-invalid={!!errors.motivation} aria-describedby={`${id}-motivation-hint${errors.motivation ? ` ${id}-motivation-error` : ''}`}
        />
        <span id={`${id}-motivation-hint`} className="field__hint">{t('jobs.apply.motivationHint', { min: MOTIVATION_MIN, max: MOTIVATION_MAX })} ({motivation.length}/{MOTIVATION_MAX})</span>
        {errors.motivation && <span id={`${id}-motivation-error`} className="field__error" role="alert">{errors.motivation}</span>}
      </div>
      <div className="field">
        <label htmlFor={`${id}-phone`}>{t('jobs.apply.phone')}</label>
        <input id={`${id}-phone`} type="tel" autoComplete="tel" value={phone} maxLength={30} onChange={(e) => setPhone(e.target.value)} aria-invalid={!!errors.phone} aria-describedby={errors.phone ? `${id}-phone-error` : undefined} />
        {errors.phone && <span id={`${id}-phone-error`} className="field__error" role="alert">{errors.phone}</span>}
      </div>
      {formError && <p className="field__error" role="alert">{formError}</p>}
      <Button type="submit" disabled={sending}>{sending ? t('jobs.apply.sending') : t('jobs.apply.submit')}</Button>
    </form>
  );
}
