import { useId, useState, type FormEvent } from 'react';
import { ApiClientError } from '@bike/shared/api-client';
import type { ConfigurationChoices } from '@bike/shared/domain/configurator';
import { useShop } from '@bike/shared/remote-kit';
import { Button } from '@bike/shared/ui';
// The captcha is this form's alone: imported by path so it stays out of the shared UI the shell ships.
import { Captcha, type CaptchaSettings } from '@bike/shared/ui/captcha';
import { useT } from '@bike/shared/i18n';

type Status = 'idle' | 'sending' | 'sent' | 'failed' | 'incomplete' | 'limited';

/** The message form to support, with the build the rider is looking at (POST /b2c/v1/configurator/help). */
export default function ChatHelperForm({ model, choices }: { model: string; choices: ConfigurationChoices }) {
  const { api, locale, language } = useShop();
  const t = useT();
  const id = useId();
  const [captcha, setCaptcha] = useState<string | null>(null);
  const [round, setRound] = useState(0);
  const [status, setStatus] = useState<Status>('idle');
  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const field = (name: string) => String(form.get(name) ?? '').trim();
    if (!field('name') || !field('email') || !field('message') || !captcha) return setStatus('incomplete');
    setStatus('sending');
    try {
      await api.post('/b2c/v1/configurator/help', { name: field('name'), email: field('email'), message: field('message'), model, choices, locale, captcha });
      setStatus('sent');
    } catch (error) {
      setStatus(error instanceof ApiClientError && error.status === 429 ? 'limited' : 'failed');
      // The server spends a captcha answer whatever happened: solve a fresh one.
      setCaptcha(null);
      setRound((n) => n + 1);
    }
  };
  if (status === 'sent') return <p role="status" data-testid="chat-helper-sent">{t('chatHelper.sent')}</p>;
  const problem = { incomplete: 'chatHelper.required', failed: 'chatHelper.failed', limited: 'codes.TOO_MANY_REQUESTS' }[status as 'incomplete' | 'failed' | 'limited'];
  return (
    <form className="chat-helper__form" onSubmit={submit} noValidate>
      <div className="field">
        <label htmlFor={`${id}-name`}>{t('chatHelper.name')}</label>
        <input id={`${id}-name`} name="name" autoComplete="name" maxLength={100} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-email`}>{t('chatHelper.email')}</label>
        <input id={`${id}-email`} name="email" type="email" autoComplete="email" maxLength={254} required />
      </div>
      <div className="field">
        <label htmlFor={`${id}-message`}>{t('chatHelper.message')}</label>
        <textarea id={`${id}-message`} name="message" rows={4} maxLength={2000} required />
      </div>
      <Captcha
        key={round}
        language={language}
        load={() => api.get<CaptchaSettings>('/b2c/v1/captcha')}
        onChange={setCaptcha}
        texts={{
          label: t('chatHelper.captcha.label'), verifying: t('chatHelper.captcha.verifying'), verified: t('chatHelper.captcha.verified'),
          failed: t('chatHelper.captcha.failed'), retry: t('chatHelper.captcha.retry'),
          noKey: t('captcha.noKey'), noVersion: t('captcha.noVersion'), loadFailed: t('captcha.loadFailed'), executeFailed: t('captcha.executeFailed'),
        }}
      />
      {problem && <p className="field__error" role="alert">{t(problem)}</p>}
      <Button type="submit" disabled={status === 'sending'}>{t(status === 'sending' ? 'chatHelper.sending' : 'chatHelper.send')}</Button>
    </form>
  );
}
