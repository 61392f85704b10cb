import { useContext } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'react-router';
import { useT } from '@bike/shared/i18n';
import { NewsletterOptinContext } from './newsletter-optin';

const OUTCOMES = { pending: null, invalid: 'newsletterBlock.invalid', consent: 'newsletterBlock.consent', limited: 'codes.TOO_MANY_REQUESTS' } as const;

/**
 * The newsletter block (spec point 3) with the opt-in texts of the global set: a plain form to
 * the subscribe call (double opt-in by mail) that works with and without script and costs no
 * script. The API sends the visitor back to this page with the outcome in the address
 * (?newsletter=…#newsletter), which the block says in the page's language.
 */
export function NewsletterBlock({ title, text }: { title?: string; text?: string }) {
  const intl = useIntl();
  const optin = useContext(NewsletterOptinContext);
  const { pathname, search } = useLocation();
  const params = new URLSearchParams(search);
  const outcome = params.get('newsletter') as keyof typeof OUTCOMES | null;
  params.delete('newsletter');
  const back = `${pathname}${params.size ? `?${params}` : ''}`;
  const language = intl.locale.slice(0, 2);
  const t = useT();
  const done = outcome === 'pending';
  const problem = outcome && outcome in OUTCOMES ? OUTCOMES[outcome] : null;
  return (
    <section id="newsletter" className="container newsletter" aria-labelledby="newsletter-title">
      <h2 id="newsletter-title">{title || optin?.title || t('newsletter.title')}</h2>
      {(text || optin?.text) && <p>{text || optin?.text}</p>}
      {done ? (
        <p className="newsletter__done" role="status" data-testid="newsletter-pending">{optin?.successText ?? t('newsletter.subscribed')}</p>
      ) : (
        <form className="newsletter__form" method="post" action="/b2c/v1/newsletter/subscribe/form">
          <input type="hidden" name="return" value={back} />
          <input type="hidden" name="lang" value={language} />
          <label className="newsletter__field">
            <span>{t('newsletter.email')}</span>
            <input type="email" name="email" autoComplete="email" maxLength={254} required aria-invalid={outcome === 'invalid' ? true : undefined} />
          </label>
          <label className="newsletter__consent">
            <input type="checkbox" name="consent" required aria-invalid={outcome === 'consent' ? true : undefined} />
            <span>{optin?.optinText}</span>
          </label>
          {optin?.privacyText && <p className="newsletter__privacy">{optin.privacyText}</p>}
          {problem && <p className="field__error" role="alert">{t(problem)}</p>}
          <button type="submit" className="btn">{t('newsletter.subscribe')}</button>
        </form>
      )}
    </section>
  );
}
