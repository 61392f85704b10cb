import { useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS, contactRequestSchema } from '@bike/shared/domain/contact-requests';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import { useFormErrors } from '../form-errors';
import { Field, FormCaptcha, SentPanel, useFocusFirstError, useFormState, useHydrated } from './form-parts';

type FieldName = 'topic' | 'orderNumber' | 'name' | 'email' | 'message' | 'captcha';
const LABELS: Record<FieldName, string> = {
  topic: 'contact.topic', orderNumber: 'contact.orderNumber', name: 'contactForms.name', email: 'contactForms.email', message: 'contactForms.message', captcha: 'contactForms.captcha',
};
const EMPTY = { topic: '', orderNumber: '', name: '', email: '', message: '' };

interface Sent { reference: string; receiptSent: boolean; email: string }

/**
 * The contact page's message to customer service (POST /b2c/v1/contact): a topic, an optional
 * order number, name, address and message, and the captcha. The browser checks with the API's own
 * schema and both say what is wrong under the field in the page's language; a refusal keeps what
 * was typed. The shopper gets a receipt at the typed address.
 */
export function ContactForm() {
  const intl = useIntl();
  const { api, locale } = useShop();
  const t = (key: string, values?: Record<string, string | number>) => intl.formatMessage({ id: key }, values);
  const id = useId();
  const ready = useHydrated();
  const { values, setValues, errors, setErrors, change } = useFormState<keyof typeof EMPTY, FieldName>(EMPTY);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<Sent | null>(null);
  const { form, refused } = useFocusFirstError();
  const { fromIssues, fromApi, errorText } = useFormErrors(LABELS, 'contactForms.error', (field, english) => {
    if (field === 'captcha') return t('contactForms.captchaRequired');
    if (field === 'orderNumber') return t('contact.orderNumberInvalid');
    if (field === 'email' && / is not a valid email address$/.test(english)) return t('validation.email', { value: values.email.trim() });
    return undefined;
  });

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const body = { ...values, captcha: captcha ?? '', locale };
    const parsed = v.safeParse(contactRequestSchema, body);
    if (!parsed.success) {
      setErrors(fromIssues(parsed.issues));
      refused();
      return;
    }
    setErrors({});
    setSending(true);
    try {
      const answer = await api.post<{ reference: string; receiptSent: boolean }>('/b2c/v1/contact', body);
      setSent({ reference: answer.reference, receiptSent: answer.receiptSent, email: parsed.output.email });
    } catch (error) {
      const fields = fromApi(error);
      setErrors(Object.keys(fields).length ? fields : { form: errorText(error) });
      refused();
      // The server spends a captcha answer whatever happened: a fresh one is needed.
      setCaptcha(null);
      setCaptchaRound((n) => n + 1);
    } finally {
      setSending(false);
    }
  };

  if (sent) {
    return (
      <SentPanel
        testId="contact-sent" title={t('contact.sent.title')} text={t('contact.sent.text', { email: sent.email })} reference={sent.reference}
        email={sent.email} receiptSent={sent.receiptSent} again={t('contact.sent.another')}
        onAgain={() => { setValues(EMPTY); setSent(null); setCaptcha(null); setCaptchaRound((n) => n + 1); }}
      />
    );
  }
  const fieldErrorCount = Object.entries(errors).filter(([key, text]) => key !== 'form' && text).length;
  return (
    <form ref={form} className="contact-forms__form" noValidate onSubmit={submit} data-testid="contact-form" aria-describedby={`${id}-intro`}>
      <p id={`${id}-intro`} className="contact-forms__intro">{t('contact.form.intro')}</p>
      <Field id={`${id}-topic`} label={t('contact.topic')} error={errors.topic}>
        {(a) => (
          <select {...a} name="topic" value={values.topic} onChange={change('topic')} required>
            <option value="">{t('contact.topic.choose')}</option>
            {CONTACT_TOPICS.map((topic) => <option key={topic} value={topic}>{t(`contact.topic.${topic}`)}</option>)}
          </select>
        )}
      </Field>
      <Field id={`${id}-orderNumber`} label={t('contact.orderNumber')} optional error={errors.orderNumber} hint={t('contact.orderNumberHint')}>
        {(a) => <input {...a} name="orderNumber" value={values.orderNumber} onChange={change('orderNumber')} autoComplete="off" spellCheck={false} maxLength={40} />}
      </Field>
      <div className="contact-forms__row">
        <Field id={`${id}-name`} label={t('contactForms.name')} error={errors.name}>
          {(a) => <input {...a} name="name" value={values.name} onChange={change('name')} autoComplete="name" maxLength={100} required />}
        </Field>
        <Field id={`${id}-email`} label={t('contactForms.email')} error={errors.email} hint={t('contactForms.emailHint')}>
          {(a) => <input {...a} name="email" type="email" value={values.email} onChange={change('email')} autoComplete="email" maxLength={254} required />}
        </Field>
      </div>
      <Field
        id={`${id}-message`} label={t('contactForms.message')} error={errors.message}
        hint={t('contact.messageHint', { min: CONTACT_MESSAGE_MIN, max: CONTACT_MESSAGE_MAX, count: values.message.length })}
      >
        {(a) => <textarea {...a} name="message" rows={7} value={values.message} onChange={change('message')} maxLength={CONTACT_MESSAGE_MAX} required />}
      </Field>
      <FormCaptcha id={`${id}-captcha`} round={captchaRound} error={errors.captcha} onChange={(answer) => { setCaptcha(answer); if (answer) setErrors((e) => ({ ...e, captcha: undefined })); }} />
      <div aria-live="polite">
        {fieldErrorCount > 0 && <p className="field__error">{t('contactForms.fixErrors', { count: fieldErrorCount })}</p>}
        {errors.form && <p className="field__error" role="alert">{errors.form}</p>}
      </div>
      <Button type="submit" disabled={!ready || sending} aria-busy={sending}>{t(sending ? 'contactForms.sending' : 'contact.send')}</Button>
      {!ready && <p className="contact-forms__wait">{t('contactForms.needsScript')}</p>}
    </form>
  );
}
