import { useId, useState, type FormEvent } from 'react';
import { CONTACT_MESSAGE_MAX, CONTACT_MESSAGE_MIN, CONTACT_TOPICS, contactRequestSchema } from '@bike/shared/domain/contact-requests';
import { useT } from '@bike/shared/i18n';
import { useFormErrors } from '../form-errors';
import { Field, FormCaptcha, FormFooter, SentPanel, useCaptchaSend, useFormState } from './form-parts';

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
  const t = useT();
  const id = useId();
  const { values, setValues, errors, setErrors, change } = useFormState<keyof typeof EMPTY, FieldName>(EMPTY);
  const [sent, setSent] = useState<Sent | null>(null);
  const formErrors = useFormErrors(LABELS, 'contactForms.error', (field, english) => {
    if (field === 'captcha') return t('contactForms.captchaRequired');
    if (field === 'orderNumber') return t('contact.orderNumberInvalid');
    if (field === 'email' && / is not a valid email address$/.test(english)) return t('validation.email', { value: values.email.trim() });
    return undefined;
  });
  const { form, send, sending, captchaRound, onCaptcha, freshCaptcha } = useCaptchaSend(setErrors, formErrors);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const done = await send(contactRequestSchema, '/b2c/v1/contact', values);
    if (done) setSent({ reference: done.answer.reference, receiptSent: done.answer.receiptSent, email: done.input.email });
  };

  if (sent) {
    return (
      <SentPanel
        testId="contact-sent" title={t('contact.sent.title')} text={t('contact.sent.text', { email: sent.email })} reference={sent.reference}
        email={sent.email} receiptSent={sent.receiptSent} again={t('contact.sent.another')}
        onAgain={() => { setValues(EMPTY); setSent(null); freshCaptcha(); }}
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
      <FormCaptcha id={`${id}-captcha`} round={captchaRound} error={errors.captcha} onChange={onCaptcha} />
      <FormFooter fieldErrorCount={fieldErrorCount} formError={errors.form} sending={sending} label={t('contact.send')} />
    </form>
  );
}
