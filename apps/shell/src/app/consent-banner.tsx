import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { consentAtom, storageRestoredAtom, useAtom, useAtomValue, type ConsentLevel } from '@bike/shared/store';
import { rememberConsentDecision } from './consent-cookie';
import { useShellEnv } from './shell-env';

const OPTIONAL_LEVELS: ConsentLevel[] = ['functional', 'product_enhancement_content_tracking', 'marketing'];

/**
 * Consent of spec point 4: security always granted, the other levels denied until the visitor
 * gives them. A `consent-update` event (from this banner or an external consent tool) updates
 * the levels. The consent cookie tells the server whether a choice was made, so an undecided
 * visitor gets the banner in the server HTML (it paints with the page); the stored levels are
 * read after hydration as before.
 */
export function ConsentBanner() {
  const intl = useIntl();
  const [consent, setConsent] = useAtom(consentAtom);
  const { consentDecided } = useShellEnv();
  const restored = useAtomValue(storageRestoredAtom);
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const t = (id: string) => intl.formatMessage({ id });

  // A choice made before the cookie existed (or with cookies cleared) is known only after restore.
  useEffect(() => {
    if (consent.decided) rememberConsentDecision();
  }, [consent.decided]);
  useEffect(() => {
    const onUpdate = (event: Event) => {
      const detail = (event as CustomEvent<Partial<Record<ConsentLevel, boolean>>>).detail ?? {};
      setConsent((prev) => ({ ...prev, ...detail, security: true, decided: true }));
    };
    window.addEventListener('consent-update', onUpdate);
    return () => window.removeEventListener('consent-update', onUpdate);
  }, [setConsent]);

  if (consentDecided && !restored) return null;
  if (consent.decided) return null;
  const decide = (levels: Partial<Record<ConsentLevel, boolean>>) =>
    window.dispatchEvent(new CustomEvent('consent-update', { detail: levels }));
  const all = (value: boolean) => Object.fromEntries(OPTIONAL_LEVELS.map((l) => [l, value]));

  return (
    <section className="consent-banner" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <h2 id="consent-title">{t('common.consent.title')}</h2>
      <p>{t('common.consent.body')}</p>
      <fieldset className="consent-banner__levels">
        <legend className="visually-hidden">{t('common.consent.title')}</legend>
        <label><input type="checkbox" checked disabled /> {t('common.consent.security')}</label>
        {OPTIONAL_LEVELS.map((level) => (
          <label key={level}>
            <input type="checkbox" checked={!!choices[level]} onChange={(e) => setChoices({ ...choices, [level]: e.target.checked })} />{' '}
            {t(`common.consent.${level}`)}
          </label>
        ))}
      </fieldset>
      <div className="consent-banner__actions">
        <button type="button" className="btn btn--secondary btn--small" onClick={() => decide(all(false))}>{t('common.consent.rejectAll')}</button>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => decide(choices)}>{t('common.consent.save')}</button>
        <button type="button" className="btn btn--small" onClick={() => decide(all(true))}>{t('common.consent.acceptAll')}</button>
      </div>
    </section>
  );
}
