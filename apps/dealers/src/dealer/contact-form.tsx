import { useEffect, useId, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import type { DealerDetail, DealerStockLine } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
// The captcha is the dealer page's alone: imported by path so it stays out of the shared UI the shell ships.
import { Captcha, type CaptchaSettings } from '@bike/shared/ui/captcha';

type Status = { kind: 'idle' } | { kind: 'sending' } | { kind: 'sent'; copySent: boolean } | { kind: 'failed'; message: string };

/**
 * "Contact this dealer" (spec point 3): name, e-mail, phone, the bike asked about, and a captcha.
 * It needs script (the captcha is solved in the browser), so until the page is interactive the
 * submit button is disabled and a note says why. The e-mail typed here is where the dealer
 * replies; the shop mails it nothing. A copy of the request goes only to a signed-in account's
 * confirmed address (the server decides and answers copySent), and the form says so up front.
 */
export function ContactForm({ dealer, stock, item }: { dealer: DealerDetail; stock: DealerStockLine[]; item: string }) {
  const intl = useIntl();
  const { api, locale } = useShop();
  const t = (id: string, values?: Record<string, string>) => intl.formatMessage({ id }, values);
  const id = useId();
  const [ready, setReady] = useState(false);
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [captchaRound, setCaptchaRound] = useState(0);
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<Record<string, string>>({});
  useEffect(() => setReady(true), []);

  const onStockIds = new Set(stock.map((l) => l.externalid));
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    const missing: Record<string, string> = {};
    for (const [name, label] of [['firstName', 'dealers.firstName'], ['lastName', 'dealers.lastName'], ['email', 'dealers.email']] as const) {
      if (!field(name)) missing[name] = t('validation.required', { field: t(label) });
    }
    if (!captcha) missing['captcha'] = t('dealers.captchaRequired');
    setErrors(missing);
    if (Object.keys(missing).length > 0) return;
    setStatus({ kind: 'sending' });
    const itemId = field('itemId');
    try {
      const answer = await api.post<{ sent: boolean; copySent?: boolean }>('/b2c/v1/dealers/request', {
        cusid: dealer.cusid, extid: dealer.extid, firstName: field('firstName'), lastName: field('lastName'), email: field('email'),
        phoneNr: field('phoneNr') || null, itemId: itemId || null, onStock: itemId ? onStockIds.has(itemId) : false, captcha, locale,
      });
      setStatus({ kind: 'sent', copySent: answer?.copySent === true });
    } catch (error) {
      const code = error instanceof ApiClientError ? error.code : 'DEALER_REQUEST_ERROR';
      const fieldIssues = error instanceof ApiClientError && Array.isArray(error.issues) ? (error.issues as { path?: unknown; message: string }[]) : [];
      if (code === 'VALIDATION_ERROR' && fieldIssues.length > 0) {
        setErrors(Object.fromEntries(fieldIssues.map((i) => [String(i.path ?? ''), i.message])));
        setStatus({ kind: 'idle' });
      } else {
        setStatus({ kind: 'failed', message: t(code === 'CAPTCHA_INVALID' ? 'dealers.captchaRequired' : code === 'TOO_MANY_REQUESTS' ? 'codes.TOO_MANY_REQUESTS' : 'codes.DEALER_REQUEST_ERROR') });
      }
      // A captcha answer is spent by the server whatever happened: solve a fresh one.
      setCaptcha(null);
      setCaptchaRound((n) => n + 1);
    }
  };

  if (status.kind === 'sent') {
    return <p className="dealer-request__sent" role="status" data-testid="dealer-request-sent">{t(status.copySent ? 'dealers.requestSentWithCopy' : 'dealers.requestSent')}</p>;
  }
  const fieldError = (name: string) => errors[name] && <span id={`${id}-${name}-error`} className="field__error">{errors[name]}</span>;
  const described = (name: string) => (errors[name] ? { 'aria-invalid': true, 'aria-describedby': `${id}-${name}-error` } : {});
  return (
    <form className="form-card dealer-request" onSubmit={submit} noValidate data-testid="dealer-request">
      <p>{t('dealers.requestIntro', { dealer: dealer.name })}</p>
      <div className="dealer-request__row">
        <div className="field">
          <label htmlFor={`${id}-firstName`}>{t('dealers.firstName')}</label>
          <input id={`${id}-firstName`} name="firstName" autoComplete="given-name" maxLength={100} required {...described('firstName')} />
          {fieldError('firstName')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-lastName`}>{t('dealers.lastName')}</label>
          <input id={`${id}-lastName`} name="lastName" autoComplete="family-name" maxLength={100} required {...described('lastName')} />
          {fieldError('lastName')}
        </div>
      </div>
      <div className="dealer-request__row">
        <div className="field">
          <label htmlFor={`${id}-email`}>{t('dealers.email')}</label>
          <input id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={254} required {...described('email')} />
          {fieldError('email')}
        </div>
        <div className="field">
          <label htmlFor={`${id}-phoneNr`}>{t('dealers.phone')}</label>
          <input id={`${id}-phoneNr`} name="phoneNr" type="tel" autoComplete="tel" maxLength={30} {...described('phoneNr')} />
          {fieldError('phoneNr')}
        </div>
      </div>
      {stock.length > 0 && (
        <div className="field">
          <label htmlFor={`${id}-itemId`}>{t('dealers.askAbout')}</label>
          <select id={`${id}-itemId`} name="itemId" defaultValue={onStockIds.has(item) ? item : ''}>
            <option value="">{t('dealers.askAboutNothing')}</option>
            {stock.map((l) => <option key={l.externalid} value={l.externalid}>{l.title}</option>)}
          </select>
        </div>
      )}
      <div className="field">
        <Captcha
          key={captchaRound}
          load={() => api.get<CaptchaSettings>('/b2c/v1/captcha')}
          onChange={setCaptcha}
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
