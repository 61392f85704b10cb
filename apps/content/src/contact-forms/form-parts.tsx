import { useEffect, useRef, useState, type ChangeEvent, type Dispatch, type ReactNode, type SetStateAction } from 'react';
import { useIntl } from 'react-intl';
import * as v from 'valibot';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
import type { useFormErrors } from '../form-errors';
// The captcha is these forms' alone: imported by path so it stays out of the shared UI the shell ships.
import { Captcha, type CaptchaSettings } from '@bike/shared/ui/captcha';
import { useT } from '@bike/shared/i18n';

/**
 * The parts the contact and bike-fitting forms share: fields that keep what was typed and say
 * what is wrong under themselves (until the field is changed), the captcha in the page's
 * language, the note shown until the page can send, and the answer once sent.
 */

/**
 * A form's typed values (F) and its errors by field (E: the values' fields and others such as
 * the captcha, plus the form's own): changing a field clears its own error, and nothing typed is
 * ever emptied by a refusal.
 */
export function useFormState<F extends string, E extends string>(initial: Record<F, string>) {
  const [values, setValues] = useState(initial);
  const [errors, setErrors] = useState<Partial<Record<F | E | 'form', string>>>({});
  const change = (field: F) => (event: ChangeEvent<HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement>) => {
    const value = event.target.value;
    setValues((v) => ({ ...v, [field]: value }));
    setErrors((e) => (e[field] ? { ...e, [field]: undefined } : e));
  };
  return { values, setValues, errors, setErrors, change };
}

/** What both forms' calls answer (202). */
export interface ReceiptAnswer { sent: boolean; reference: string; receiptSent: boolean }

type Errors<E extends string> = Partial<Record<E | 'form', string>>;

/**
 * Sending a form with the captcha: the typed fields with the captcha's answer and the page's
 * locale are checked with the API's schema, then posted. A refusal, the browser's or the API's,
 * shows its errors (under the fields, or the form's own sentence), moves focus to the first
 * field at fault and asks for a fresh captcha (the server spends an answer whatever happened).
 */
export function useCaptchaSend<E extends string>(setErrors: Dispatch<SetStateAction<Errors<E>>>, formErrors: ReturnType<typeof useFormErrors<E>>) {
  const { api, locale } = useShop();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [sending, setSending] = useState(false);
  const { form, refused } = useFocusFirstError();
  const freshCaptcha = () => {
    setCaptcha(null);
    setCaptchaRound((n) => n + 1);
  };
  const onCaptcha = (answer: string | null) => {
    setCaptcha(answer);
    if (answer) setErrors((e) => ({ ...e, captcha: undefined }));
  };
  /** The API's answer and the checked input, or null when the send was refused (its errors are then shown). */
  const send = async <S extends v.GenericSchema>(schema: S, path: string, fields: Record<string, string>): Promise<{ answer: ReceiptAnswer; input: v.InferOutput<S> } | null> => {
    const body = { ...fields, captcha: captcha ?? '', locale };
    const parsed = v.safeParse(schema, body);
    if (!parsed.success) {
      setErrors(formErrors.fromIssues(parsed.issues) as Errors<E>);
      refused();
      return null;
    }
    setErrors({});
    setSending(true);
    try {
      return { answer: await api.post<ReceiptAnswer>(path, body), input: parsed.output };
    } catch (error) {
      const fields = formErrors.fromApi(error);
      setErrors((Object.keys(fields).length ? fields : { form: formErrors.errorText(error) }) as Errors<E>);
      refused();
      freshCaptcha();
      return null;
    } finally {
      setSending(false);
    }
  };
  return { form, send, sending, captchaRound, onCaptcha, freshCaptcha };
}

/**
 * The end of a form: how many fields need attention and the form's own error (announced), the
 * send button, visibly inactive until the page can send, and why.
 */
export function FormFooter({ fieldErrorCount, formError, sending, label }: { fieldErrorCount: number; formError?: string | undefined; sending: boolean; label: string }) {
  const t = useT();
  const ready = useHydrated();
  return (
    <>
      <div aria-live="polite">
        {fieldErrorCount > 0 && <p className="field__error">{t('contactForms.fixErrors', { count: fieldErrorCount })}</p>}
        {formError && <p className="field__error" role="alert">{formError}</p>}
      </div>
      <Button type="submit" disabled={!ready || sending} aria-busy={sending}>{sending ? t('contactForms.sending') : label}</Button>
      {!ready && <p className="contact-forms__wait">{t('contactForms.needsScript')}</p>}
    </>
  );
}

/**
 * After a refused send, moves focus to the first field that says what is wrong (once its error
 * is rendered); typing in a field later moves nothing.
 */
export function useFocusFirstError() {
  const form = useRef<HTMLFormElement>(null);
  const [refusals, setRefusals] = useState(0);
  useEffect(() => {
    if (refusals > 0) form.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);
  return { form, refused: () => setRefusals((n) => n + 1) };
}

interface FieldProps {
  id: string;
  label: string;
  error?: string | undefined;
  hint?: ReactNode;
  optional?: boolean;
  children: (described: { id: string; 'aria-invalid': boolean; 'aria-describedby'?: string }) => ReactNode;
}

/** A labelled field with its hint and its error, both tied to the control (aria-describedby). */
export function Field({ id, label, error, hint, optional, children }: FieldProps) {
  const intl = useIntl();
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>
        {label}
        {optional && <span className="field__optional"> {intl.formatMessage({ id: 'contactForms.optional' })}</span>}
      </label>
      {children({ id, 'aria-invalid': !!error, ...(describedBy ? { 'aria-describedby': describedBy } : {}) })}
      {hint && <span id={`${id}-hint`} className="field__hint">{hint}</span>}
      {error && <span id={`${id}-error`} className="field__error">{error}</span>}
    </div>
  );
}

/** The built-in captcha (or reCAPTCHA) with its texts in the page's language; `round` changes for a fresh one. */
export function FormCaptcha({ round, onChange, error, id }: { round: number; onChange: (answer: string | null) => void; error?: string | undefined; id: string }) {
  const { api, language } = useShop();
  const t = useT();
  return (
    <div className="field" id={id}>
      <Captcha
        key={round}
        language={language}
        load={() => api.get<CaptchaSettings>('/b2c/v1/captcha')}
        onChange={onChange}
        texts={{
          label: t('contactForms.captcha.label'), verifying: t('contactForms.captcha.verifying'), verified: t('contactForms.captcha.verified'),
          failed: t('contactForms.captcha.failed'), retry: t('contactForms.captcha.retry'), expired: t('contactForms.captcha.expired'),
          noKey: t('captcha.noKey'), noVersion: t('captcha.noVersion'), loadFailed: t('captcha.loadFailed'), executeFailed: t('captcha.executeFailed'),
        }}
      />
      {error && <span id={`${id}-error`} className="field__error" role="alert">{error}</span>}
    </div>
  );
}

/**
 * Whether the page can send yet: the forms need script (the captcha is solved in the browser),
 * so until hydration the send button is visibly inactive and this says why.
 */
export function useHydrated(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => setReady(true), []);
  return ready;
}

/** The answer once sent: announced, focused, with the reference and whether the receipt left. */
export function SentPanel({ title, text, reference, email, receiptSent, again, onAgain, testId }: {
  title: string; text: string; reference: string; email: string; receiptSent: boolean; again: string; onAgain: () => void; testId: string;
}) {
  const intl = useIntl();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  return (
    <div className="contact-forms__sent" role="status" data-testid={testId}>
      <h3 ref={heading} tabIndex={-1}>{title}</h3>
      <p>{text}</p>
      <p>{intl.formatMessage({ id: 'contactForms.reference' }, { reference })}</p>
      <p>{intl.formatMessage({ id: receiptSent ? 'contactForms.receiptSent' : 'contactForms.receiptNotSent' }, { email })}</p>
      <button type="button" className="btn btn--secondary" onClick={onAgain}>{again}</button>
    </div>
  );
}
