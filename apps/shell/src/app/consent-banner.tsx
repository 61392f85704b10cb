import { useEffect, useRef, useState, type FormEvent, type RefObject } from 'react';
import { useLocation } from 'react-router';
import { readCookie } from '@bike/shared/remote-kit';
import { consentAtom, storageRestoredAtom, useAtom, useAtomValue, type ConsentLevel } from '@bike/shared/store';
import { useT } from '@bike/shared/i18n';
import {
  CONSENT_FORM_PATH, CONSENT_LEVELS_COOKIE, consentForChoice, consentLevelsFromCookie, OPTIONAL_CONSENT_LEVELS, rememberConsentDecision, type ConsentChoice,
} from './consent-cookie';
import { useShellEnv } from './shell-env';

/** The banner's height on the page, for the toasts to stand above it (shell.css). */
const BANNER_HEIGHT = '--consent-banner-height';

/**
 * While the banner is open, the page knows its height, so a toast (the locale's voucher on a
 * first visit) stands above it instead of over its buttons on a phone (issue 32).
 */
function useBannerHeight(banner: RefObject<HTMLElement | null>, open: boolean) {
  useEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const root = document.documentElement;
    const measure = () => root.style.setProperty(BANNER_HEIGHT, `${Math.ceil(element.getBoundingClientRect().height)}px`);
    measure();
    const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(measure);
    observer?.observe(element);
    return () => {
      observer?.disconnect();
      root.style.removeProperty(BANNER_HEIGHT);
    };
  }, [banner, open]);
}

/** Sets the levels, from this banner or an external consent tool (spec point 4). */
const decide = (levels: Partial<Record<ConsentLevel, boolean>>) => window.dispatchEvent(new CustomEvent('consent-update', { detail: levels }));

/**
 * Consent of spec point 4: security always granted, the other levels denied until the visitor
 * gives them. A `consent-update` event (from this banner or an external consent tool) updates
 * the levels. The consent cookie tells the server whether a choice was made, so an undecided
 * visitor gets the banner in the server HTML (it paints with the page); the stored levels are
 * read after hydration as before.
 *
 * The banner is a plain form posted to the server (consent-form.ts), so a choice made before the
 * page's scripts have run is kept: the server sets the cookies and sends the visitor back to the
 * page, and the store takes the levels over from the cookie once hydrated. With scripts running,
 * the form is handled here without a request.
 */
export function ConsentBanner() {
  const [consent, setConsent] = useAtom(consentAtom);
  const { consentDecided } = useShellEnv();
  const restored = useAtomValue(storageRestoredAtom);
  const location = useLocation();
  const [choices, setChoices] = useState<Record<string, boolean>>({});
  const banner = useRef<HTMLElement>(null);
  const t = useT();
  const open = !(consentDecided && !restored) && !consent.decided;
  useBannerHeight(banner, open);

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
  // A choice posted before hydration: the server wrote its levels into a cookie.
  useEffect(() => {
    if (!restored || consent.decided) return;
    const posted = consentLevelsFromCookie(readCookie(document.cookie, CONSENT_LEVELS_COOKIE));
    if (posted) decide(posted);
  }, [restored, consent.decided]);

  if (!open) return null;
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const choice = ((event.nativeEvent as SubmitEvent).submitter as HTMLButtonElement | null)?.value as ConsentChoice | undefined;
    decide(consentForChoice(choice ?? 'save', Object.keys(choices).filter((level) => choices[level])));
  };

  return (
    <section ref={banner} className="consent-banner" role="dialog" aria-modal="false" aria-labelledby="consent-title">
      <form method="post" action={CONSENT_FORM_PATH} onSubmit={onSubmit}>
        <input type="hidden" name="return" value={location.pathname + location.search} />
        <h2 id="consent-title">{t('common.consent.title')}</h2>
        <p>{t('common.consent.body')}</p>
        <fieldset className="consent-banner__levels">
          <legend className="visually-hidden">{t('common.consent.title')}</legend>
          <label><input type="checkbox" checked disabled /> {t('common.consent.security')}</label>
          {OPTIONAL_CONSENT_LEVELS.map((level) => (
            <label key={level}>
              <input type="checkbox" name="level" value={level} checked={!!choices[level]} onChange={(e) => setChoices({ ...choices, [level]: e.target.checked })} />{' '}
              {t(`common.consent.${level}`)}
            </label>
          ))}
        </fieldset>
        <div className="consent-banner__actions">
          <button type="submit" name="choice" value="none" className="btn btn--secondary btn--small">{t('common.consent.rejectAll')}</button>
          <button type="submit" name="choice" value="save" className="btn btn--secondary btn--small">{t('common.consent.save')}</button>
          <button type="submit" name="choice" value="all" className="btn btn--small">{t('common.consent.acceptAll')}</button>
        </div>
      </form>
    </section>
  );
}
