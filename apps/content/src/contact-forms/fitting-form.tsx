import { forwardRef, useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import type { Dealer } from '@bike/shared/domain/catalogue-filter';
import { FITTING_DAYS_AHEAD, FITTING_MESSAGE_MAX, FITTING_TIMES_OF_DAY, fittingDateWindowMessage, fittingRequestSchema } from '@bike/shared/domain/contact-requests';
import { useT } from '@bike/shared/i18n';
import { useFormErrors } from '../form-errors';
import { Field, FormCaptcha, FormFooter, SentPanel, useCaptchaSend, useFormState } from './form-parts';

type FieldName = 'dealer' | 'cusid' | 'extid' | 'name' | 'email' | 'phone' | 'firstDate' | 'secondDate' | 'timeOfDay' | 'message' | 'captcha';
const LABELS: Record<FieldName, string> = {
  dealer: 'fitting.dealer', cusid: 'fitting.dealer', extid: 'fitting.dealer', name: 'contactForms.name', email: 'contactForms.email', phone: 'contactForms.phone',
  firstDate: 'fitting.firstDate', secondDate: 'fitting.secondDate', timeOfDay: 'fitting.timeOfDay', message: 'contactForms.message', captcha: 'contactForms.captcha',
};
const EMPTY = { name: '', email: '', phone: '', firstDate: '', secondDate: '', timeOfDay: 'any', message: '' };

/** A local calendar day as the date field writes it (YYYY-MM-DD), `days` after today. */
const localDay = (days: number) => {
  const d = new Date();
  d.setDate(d.getDate() + days);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
};

interface Sent { reference: string; receiptSent: boolean; email: string; dealer: string }

/**
 * The appointment request to one of the listed fitters (POST /b2c/v1/dealers/fitting-request):
 * the dealer (chosen here or from the list beside), name, address, an optional phone, one or two
 * days that suit and a time of day, an optional message, the captcha. Checked with the API's
 * own schema; a refusal keeps what was typed and says what is wrong under the field. The server
 * refuses a dealer without fitting. `ref` is the dealer field, focused when a dealer is chosen
 * from the list.
 */
export const FittingForm = forwardRef<HTMLSelectElement, { dealers: Dealer[]; chosen: string; onChoose: (slug: string) => void }>(function FittingForm({ dealers, chosen, onChoose }, dealerField) {
  const intl = useIntl();
  const t = useT();
  const id = useId();
  const { values, setValues, errors, setErrors, change } = useFormState<keyof typeof EMPTY, FieldName>(EMPTY);
  const [sent, setSent] = useState<Sent | null>(null);
  // The days the date fields offer, as the rider's calendar has them: only known in the browser.
  const [days, setDays] = useState<{ first: string; last: string } | null>(null);
  useEffect(() => setDays({ first: localDay(0), last: localDay(FITTING_DAYS_AHEAD) }), []);
  const dayText = (iso: string) => intl.formatDate(`${iso}T12:00:00Z`, { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });
  const formErrors = useFormErrors(LABELS, 'contactForms.error', (field, english) => {
    if (field === 'captcha') return t('contactForms.captchaRequired');
    if (field === 'cusid' || field === 'extid') return t('fitting.dealer.choose');
    if ((field === 'firstDate' || field === 'secondDate') && english === fittingDateWindowMessage(field === 'firstDate' ? 'First choice' : 'Second choice')) {
      const window = days ?? { first: localDay(0), last: localDay(FITTING_DAYS_AHEAD) };
      return t('fitting.dateWindow', { first: dayText(window.first), last: dayText(window.last) });
    }
    if (field === 'secondDate' && / another day /.test(english)) return t('fitting.dateSame');
    if (field === 'email' && / is not a valid email address$/.test(english)) return t('validation.email', { value: values.email.trim() });
    return undefined;
  });
  const dealer = dealers.find((d) => d.slug === chosen) ?? null;
  const dealerError = errors.dealer ?? errors.cusid ?? errors.extid;

  const { form, send, sending, captchaRound, onCaptcha, freshCaptcha } = useCaptchaSend(setErrors, formErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await send(fittingRequestSchema, '/b2c/v1/dealers/fitting-request', { ...values, cusid: dealer?.cusid ?? '', extid: dealer?.extid ?? '' });
    if (done) setSent({ reference: done.answer.reference, receiptSent: done.answer.receiptSent, email: done.input.email, dealer: dealer!.name });
  };

  if (sent) {
    return (
      <SentPanel
        testId="fitting-sent" title={t('fitting.sent.title', { dealer: sent.dealer })} text={t('fitting.sent.text', { email: sent.email })} reference={sent.reference}
        email={sent.email} receiptSent={sent.receiptSent} again={t('fitting.sent.another')}
        onAgain={() => { setValues((typed) => ({ ...typed, firstDate: '', secondDate: '', message: '' })); setSent(null); freshCaptcha(); }}
      />
    );
  }
  // The dealer is one field to the rider, two codes to the API.
  const fieldErrorCount = new Set(Object.entries(errors).filter(([key, text]) => key !== 'form' && text).map(([key]) => (key === 'cusid' || key === 'extid' ? 'dealer' : key))).size;
  return (
    <form ref={form} className="contact-forms__form" noValidate onSubmit={submit} data-testid="fitting-form" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="contact-forms__intro">{t('fitting.form.intro')}</p>
      <Field id={`${id}-dealer`} label={t('fitting.dealer')} error={dealerError}>
        {(a) => (
          <select
            {...a} ref={dealerField} name="dealer" value={chosen} required
            onChange={(event) => { onChoose(event.target.value); setErrors((e) => ({ ...e, dealer: undefined, cusid: undefined, extid: undefined, form: undefined })); }}
          >
            <option value="">{t('fitting.dealer.choose')}</option>
            {dealers.map((d) => <option key={d.slug} value={d.slug}>{d.name}, {d.city}</option>)}
          </select>
        )}
      </Field>
      <div className="contact-forms__row">
        <Field id={`${id}-name`} label={t('contactForms.name')} error={errors.name}>
          {(a) => <input {...a} name="name" value={values.name} onChange={change('name')} autoComplete="name" maxLength={100} required />}
        </Field>
        <Field id={`${id}-email`} label={t('contactForms.email')} error={errors.email}>
          {(a) => <input {...a} name="email" type="email" value={values.email} onChange={change('email')} autoComplete="email" maxLength={254} required />}
        </Field>
      </div>
      <Field id={`${id}-phone`} label={t('contactForms.phone')} optional error={errors.phone}>
        {(a) => <input {...a} name="phone" type="tel" value={values.phone} onChange={change('phone')} autoComplete="tel" maxLength={30} />}
      </Field>
      <fieldset className="contact-forms__group">
        <legend>{t('fitting.when')}</legend>
        <div className="contact-forms__row">
          <Field id={`${id}-firstDate`} label={t('fitting.firstDate')} error={errors.firstDate}>
            {(a) => <input {...a} name="firstDate" type="date" value={values.firstDate} onChange={change('firstDate')} min={days?.first} max={days?.last} required />}
          </Field>
          <Field id={`${id}-secondDate`} label={t('fitting.secondDate')} optional error={errors.secondDate}>
            {(a) => <input {...a} name="secondDate" type="date" value={values.secondDate} onChange={change('secondDate')} min={days?.first} max={days?.last} />}
          </Field>
        </div>
        <Field id={`${id}-timeOfDay`} label={t('fitting.timeOfDay')} error={errors.timeOfDay}>
          {(a) => (
            <select {...a} name="timeOfDay" value={values.timeOfDay} onChange={change('timeOfDay')}>
              {FITTING_TIMES_OF_DAY.map((time) => <option key={time} value={time}>{t(`fitting.time.${time}`)}</option>)}
            </select>
          )}
        </Field>
      </fieldset>
      <Field
        id={`${id}-message`} label={t('contactForms.message')} optional error={errors.message}
        hint={t('fitting.messageHint', { max: FITTING_MESSAGE_MAX, count: values.message.length })}
      >
        {(a) => <textarea {...a} name="message" rows={4} value={values.message} onChange={change('message')} maxLength={FITTING_MESSAGE_MAX} />}
      </Field>
      <FormCaptcha id={`${id}-captcha`} round={captchaRound} error={errors.captcha} onChange={onCaptcha} />
      <FormFooter fieldErrorCount={fieldErrorCount} formError={errors.form} sending={sending} label={t('fitting.send')} />
    </form>
  );
});
