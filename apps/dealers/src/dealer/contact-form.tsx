import { useEffect, useId, useState } from 'react';
import { useForm, type Path, type Resolver } from 'react-hook-form';
import { valibotResolver } from '@hookform/resolvers/valibot';
import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import { DEALER_MESSAGE_MAX, dealerRequestFormSchema, type DealerDetail, type DealerStockLine } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
import { translatedResolver, translateFieldMessage } from '@bike/shared/ui';
// The captcha is the dealer page's alone: imported by path so it stays out of the shared UI the shell ships.
import { Captcha, type CaptchaSettings } from '@bike/shared/ui/captcha';
import { useT } from '@bike/shared/i18n';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; copySent: boolean } | { kind: 'failed'; message: string };

interface ContactValues {
  firstName: string;
  lastName: string;
  email: string;
  phoneNr: string;
  message: string;
  itemId: string;
}

/** Each field's label: the browser's and the server's field errors name it in the page's language. */
const LABELS: Record<string, string> = {
  firstName: 'dealers.firstName', lastName: 'dealers.lastName', email: 'dealers.email', phoneNr: 'dealers.phone', message: 'dealers.message',
};

/**
 * "Contact this dealer" (spec point 3): name, e-mail, phone, the bike asked about, the shopper's
 * message (issue 32 item 12) and a captcha. The fields are checked with the API's own schema
 * (dealerRequestFormSchema, react-hook-form + valibot) in the page's language; after a first
 * send each field is checked again as it changes, so an error goes as soon as the field is
 * right (a field error the server sent, too). It needs script (the captcha is solved in the
 * browser), so until the page is interactive the submit button is disabled and a note says why.
 * The e-mail typed here is where the dealer replies; the shop mails it nothing. A copy of the
 * request goes only to a signed-in account's confirmed address (the server decides and answers
 * copySent), and the form says so up front.
 */
export function ContactForm({ dealer, stock, item }: { dealer: DealerDetail; stock: DealerStockLine[]; item: string }) {
  const intl = useIntl();
  const { api, locale } = useShop();
  const t = useT();
  const id = useId();
  const [ready, setReady] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [captchaMissing, setCaptchaMissing] = useState(false);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const onStockIds = new Set(stock.map((l) => l.externalid));
  const { register, handleSubmit, formState, setError, getValues } = useForm<ContactValues>({
    resolver: translatedResolver(valibotResolver(dealerRequestFormSchema) as unknown as Resolver<ContactValues>, intl, LABELS),
    defaultValues: { firstName: '', lastName: '', email: '', phoneNr: '', message: '', itemId: onStockIds.has(item) ? item : '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
  });
  useEffect(() => setReady(true), []);
  const solved = (token: string | null) => {
    setCaptcha(token);
    if (token) setCaptchaMissing(false);
  };

  // The captcha is checked with the fields (one press shows every problem), not after them.
  const onInvalid = () => setCaptchaMissing(!captcha);
  const onValid = async (values: Omit<ContactValues, 'itemId' | 'phoneNr'> & { phoneNr: string | null }) => {
    if (!captcha) {
      setCaptchaMissing(true);
      return;
    }
    setStatus({ kind: 'sending' });
    const itemId = getValues('itemId');
    try {
      const answer = await api.post<{ sent: boolean; copySent?: boolean }>('/b2c/v1/dealers/request', {
        cusid: dealer.cusid, extid: dealer.extid, firstName: values.firstName, lastName: values.lastName, email: values.email,
        phoneNr: values.phoneNr || null, message: values.message, itemId: itemId || null, onStock: itemId ? onStockIds.has(itemId) : false, captcha, locale,
      });
      setStatus({ kind: 'sent', copySent: answer?.copySent === true });
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : 'DEALER_REQUEST_ERROR';
      const fieldIssues = error instanceof ApiClientError && Array.isArray(error.issues) ? (error.issues as { path?: unknown; message?: unknown }[]) : [];
      const onFields = fieldIssues.filter((i) => typeof i.path === 'string' && LABELS[i.path] && typeof i.message === 'string');
      if (code === 'VALIDATION_ERROR' && onFields.length > 0) {
        for (const issue of onFields) {
          const name = issue.path as string;
          const value = String(getValues(name as Path<ContactValues>) ?? '');
          setError(name as Path<ContactValues>, { type: 'server', message: translateFieldMessage(String(issue.message), '', t(LABELS[name]!), value, intl) });
        }
        setStatus({ kind: 'idle' });
      } else {
        setStatus({ kind: 'failed', message: t(code === 'CAPTCHA_INVALID' ? 'dealers.captchaRequired' : code === 'TOO_MANY_REQUESTS' ? 'codes.TOO_MANY_REQUESTS' : 'codes.DEALER_REQUEST_ERROR') });
      }
      // A captcha answer is spent by the server whatever happened: solve a fresh one.
      setCaptcha(null);
      setCaptchaRound((n) => n + 1);
    }
  };
  const submit = handleSubmit(onValid as unknown as (values: ContactValues) => Promise<void>, onInvalid);

  if (status.kind === 'sent') {
    return <p className="dealer-request__sent" role="status" data-testid="dealer-request-sent">{t(status.copySent ? 'dealers.requestSentWithCopy' : 'dealers.requestSent')}</p>;
  }
  const errorOf = (name: string) => (name === 'captcha' ? (captchaMissing ? t('dealers.captchaRequired') : undefined) : formState.errors[name as keyof ContactValues]?.message);
  const fieldError = (name: string) => errorOf(name) && <span id={`${id}-${name}-error`} className="field__error" data-testid={`dealer-request-${name}-error`}>{errorOf(name)}</span>;
  const described = (name: string, hint?: string) => {
    const ids = [hint, errorOf(name) ? `${id}-${name}-error` : undefined].filter(Boolean).join(' ');
    return { ...(errorOf(name) ? { 'aria-invalid': true } : {}), ...(ids ? { 'aria-describedby': ids } : {}) };
  };
  return (
    <form className="form-card dealer-request" onSubmit={submit} noValidate data-testid="dealer-request">
      <p>{t('dealers.requestIntro', { dealer: dealer.name })}</p>
      <div className="dealer-request__row">
        <div className="field">
          <label htmlFor={`${id}-firstName`}>{t('dealers.firstName')}</label>
          <input id={`${id}-firstName`} autoComplete="given-name" maxLength={100} required {...described('firstName')} {...register('firstName')} />
          {fieldError('firstName')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-lastName`}>{t('dealers.lastName')}</label>
          <input id={`${id}-lastName`} autoComplete="family-name" maxLength={100} required {...described('lastName')} {...register('lastName')} />
          {fieldError('lastName')}
        </div>
      </div>
      <div className="dealer-request__row">
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('dealers.email')}</label>
          <input id={`${id}-email`} type="email" autoComplete="email" maxLength={254} required {...described('email')} {...register('email')} />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phoneNr`}>{t('dealers.phone')}</label>
          <input id={`${id}-phoneNr`} type="tel" autoComplete="tel" maxLength={30} {...described('phoneNr')} {...register('phoneNr')} />
          {fieldError('phoneNr')}
        </div>
      </div>
      {stock.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-itemId`}>{t('dealers.askAbout')}</label>
          <select id={`${id}-itemId`} {...register('itemId')}>
            <option value="">{t('dealers.askAboutNothing')}</option>
            {stock.map((l) => <option key={l.externalid} value={l.externalid}>{l.title}</option>)}
          </select>
        </div>
      )}
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('dealers.message')}</label>
        <span id={`${id}-message-hint`} className="field__hint">{t('dealers.messageHint')}</span>
        <textarea id={`${id}-message`} rows={5} maxLength={DEALER_MESSAGE_MAX} required {...described('message', `${id}-message-hint`)} {...register('message')} />
        {fieldError('message')}
      </div>
      <div className="field">
        <Captcha
          key={captchaRound}
          load={() => api.get<CaptchaSettings>('/b2c/v1/captcha')}
          onChange={solved}
          texts={{
            label: t('captcha.label'), verifying: t('captcha.verifying'), verified: t('captcha.verified'), failed: t('captcha.failed'), retry: t('captcha.retry'),
            noKey: t('captcha.noKey'), noVersion: t('captcha.noVersion'), loadFailed: t('captcha.loadFailed'), executeFailed: t('captcha.executeFailed'),
          }}
        />
        {fieldError('captcha')}
      </div>
      <p className="dealer-request__copy">{t('dealers.copyNote')}</p>
      {status.kind === 'failed' && <p className="field__error" role="alert">{status.message}</p>}
      <button type="submit" className="btn" disabled={!ready || status.kind === 'sending'}>{t(status.kind === 'sending' ? 'dealers.sending' : 'dealers.send')}</button>
      {!ready && <p className="dealer-request__wait">{t('dealers.needsScript')}</p>}
    </form>
  );
}
