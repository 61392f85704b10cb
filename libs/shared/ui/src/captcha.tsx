import { useCallback, useEffect, useId, useRef, useState } from 'react';
// Types only: erased from the bundle. The solver itself is imported dynamically (loadSolver).
import type { Challenge, Solution } from 'altcha-lib';

/**
 * The captcha of the public forms (spec: "Dealer contact requests need a captcha (version 2,
 * size normal)"). What to show comes from GET /b2c/v1/captcha through `load`:
 *
 * - altcha (the built-in default): a checkbox "I'm not a robot". Ticking it solves the signed
 *   proof-of-work challenge in the browser (altcha-lib with WebCrypto's SHA-256, well under a
 *   second) and reports base64(JSON { challenge, solution }). The solver is a chunk of its own,
 *   fetched when the captcha mounts: it never weighs on a page's first load.
 * - recaptcha: Google's reCAPTCHA v2 checkbox (size normal), rendered explicitly from one
 *   injected api.js; reports its token.
 *
 * A reported answer is spent by the server on use: after a submit, remount the captcha (change
 * its key) for a fresh one. Texts arrive translated through `texts`.
 */

/** A signed altcha challenge as GET /b2c/v1/captcha answers it. */
export type AltchaChallenge = Pick<Challenge, 'parameters' | 'signature'>;

/** GET /b2c/v1/captcha's result. reCAPTCHA fields are optional: a missing one is shown as the spec's error. */
export type CaptchaSettings =
  | { provider: 'altcha'; challenge?: AltchaChallenge }
  | { provider: 'recaptcha'; siteKey?: string; version?: number; size?: 'normal' | 'compact' };

export interface CaptchaTexts {
  /** "I'm not a robot" */
  label: string;
  /** "Verifying…" */
  verifying: string;
  /** "Verified" */
  verified: string;
  /** "Verification failed" */
  failed: string;
  /** "Try again" */
  retry: string;
  /** "No key provided" */
  noKey: string;
  /** "No version provided" */
  noVersion: string;
  /** "Failed to load script" */
  loadFailed: string;
  /** "Failed to execute" */
  executeFailed: string;
  /** Announced when a solved challenge ran out before the form was sent (optional). */
  expired?: string;
}

export interface CaptchaProps {
  /** Fetches the captcha settings (GET /b2c/v1/captcha's result); called on mount and for every fresh challenge. */
  load: () => Promise<CaptchaSettings>;
  /** The answer to send with the form, or null when there is none (not solved yet, expired, failed). */
  onChange: (response: string | null) => void;
  texts: CaptchaTexts;
  /** reCAPTCHA's language (hl), e.g. "nl"; read when its script is first injected. */
  language?: string;
  /** For a plain form post: a hidden input of this name carries the answer. */
  name?: string;
  className?: string;
}

export const RECAPTCHA_SCRIPT_URL = 'https://www.google.com/recaptcha/api.js';
const RECAPTCHA_ONLOAD = '__bikeRecaptchaOnload';
/** The script neither loaded nor failed by then (a stalled network, a blocker that swallows it). */
const RECAPTCHA_SCRIPT_TIMEOUT_MS = 20_000;
/** A challenge with less time left than this is not worth solving: a fresh one is fetched. */
const CHALLENGE_MARGIN_MS = 60_000;
/** The solver gives up after this (a challenge takes well under a second). */
const SOLVE_TIMEOUT_MS = 60_000;

export function Captcha({ load, onChange, texts, language, name, className }: CaptchaProps) {
  const [settings, setSettings] = useState<CaptchaSettings | null>(null);
  const [loadFailed, setLoadFailed] = useState(false);
  const [round, setRound] = useState(0);
  const [response, setResponse] = useState<string | null>(null);
  // The parent's callbacks are usually fresh closures each render; the latest one is used.
  const loadRef = useRef(load);
  const onChangeRef = useRef(onChange);
  useEffect(() => {
    loadRef.current = load;
    onChangeRef.current = onChange;
  });

  const report = useCallback((value: string | null) => {
    setResponse(value);
    onChangeRef.current(value);
  }, []);
  const loadSettings = useCallback(() => loadRef.current(), []);

  useEffect(() => {
    let live = true;
    loadSettings().then(
      (value) => live && setSettings(value),
      () => live && setLoadFailed(true),
    );
    return () => {
      live = false;
    };
  }, [loadSettings, round]);

  const classes = ['captcha', className].filter(Boolean).join(' ');
  let body;
  if (settings?.provider === 'altcha') {
    body = <AltchaCaptcha first={settings.challenge ?? null} load={loadSettings} report={report} texts={texts} />;
  } else if (settings?.provider === 'recaptcha') {
    body = <RecaptchaCaptcha settings={settings} report={report} texts={texts} language={language} />;
  } else if (loadFailed) {
    body = (
      <div className="captcha__widget" data-state="failed">
        <p className="captcha__status" role="status" aria-live="polite">{texts.failed}</p>
        <button type="button" className="btn btn--secondary btn--small captcha__retry" onClick={() => { setLoadFailed(false); setRound((n) => n + 1); }}>
          {texts.retry}
        </button>
      </div>
    );
  } else {
    body = <div className="captcha__widget captcha__widget--loading skeleton" aria-busy="true" />;
  }
  return (
    <div className={classes} data-provider={settings?.provider}>
      {body}
      {name && <input type="hidden" name={name} value={response ?? ''} />}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// altcha

type Solver = {
  solveChallenge: typeof import('altcha-lib').solveChallenge;
  deriveKey: typeof import('altcha-lib/algorithms/web/sha').deriveKey;
};
let solver: Promise<Solver> | null = null;

/** altcha-lib and its WebCrypto SHA, in a chunk of their own, fetched once. */
function loadSolver(): Promise<Solver> {
  if (!solver) {
    const loading = Promise.all([import('altcha-lib'), import('altcha-lib/algorithms/web/sha')]).then(([lib, sha]) => ({
      solveChallenge: lib.solveChallenge,
      deriveKey: sha.deriveKey,
    }));
    solver = loading;
    // A failed chunk load (offline for a moment) is tried again at the next attempt.
    loading.catch(() => {
      if (solver === loading) solver = null;
    });
  }
  return solver;
}

/** base64 of the JSON { challenge, solution }: what the server's verifyCaptcha reads. */
export function encodeAltchaResponse(challenge: AltchaChallenge, solution: Solution): string {
  const json = JSON.stringify({ challenge: { parameters: challenge.parameters, signature: challenge.signature }, solution });
  let binary = '';
  for (const byte of new TextEncoder().encode(json)) binary += String.fromCharCode(byte);
  return btoa(binary);
}

const msLeft = (challenge: AltchaChallenge): number => (challenge.parameters.expiresAt ?? Number.POSITIVE_INFINITY) * 1000 - Date.now();

type AltchaStep = 'idle' | 'verifying' | 'verified' | 'failed' | 'expired';

function AltchaCaptcha({ first, load, report, texts }: { first: AltchaChallenge | null; load: () => Promise<CaptchaSettings>; report: (value: string | null) => void; texts: CaptchaTexts }) {
  const id = useId();
  const [step, setStep] = useState<AltchaStep>('idle');
  const box = useRef<HTMLInputElement>(null);
  // The challenge that came with the settings: used for the first attempt if still fresh, then dropped.
  const unused = useRef<AltchaChallenge | null>(first);
  const running = useRef<AbortController | null>(null);
  const expiry = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => {
    // Fetch the solver while the shopper fills in the form; ticking the box then starts at once.
    loadSolver().catch(() => undefined);
    return () => {
      running.current?.abort();
      clearTimeout(expiry.current);
    };
  }, []);

  useEffect(() => {
    // A native checkbox says "mixed" while indeterminate: the work is under way.
    if (box.current) box.current.indeterminate = step === 'verifying';
  }, [step]);

  const verify = async () => {
    if (running.current) return;
    const controller = new AbortController();
    running.current = controller;
    setStep('verifying');
    try {
      let challenge = unused.current;
      unused.current = null;
      if (!challenge || msLeft(challenge) < CHALLENGE_MARGIN_MS) {
        const settings = await load();
        if (settings.provider !== 'altcha' || !settings.challenge) throw new Error('no altcha challenge');
        challenge = settings.challenge;
      }
      const { solveChallenge, deriveKey } = await loadSolver();
      const solution = await solveChallenge({ challenge, deriveKey, controller, timeout: SOLVE_TIMEOUT_MS });
      if (controller.signal.aborted) return;
      if (!solution) throw new Error('not solved');
      report(encodeAltchaResponse(challenge, solution));
      setStep('verified');
      // The server refuses it after expiresAt: take it back a little before.
      clearTimeout(expiry.current);
      expiry.current = setTimeout(() => {
        report(null);
        setStep('expired');
      }, Math.max(0, msLeft(challenge) - 5000));
    } catch {
      if (!controller.signal.aborted) setStep('failed');
    } finally {
      if (running.current === controller) running.current = null;
    }
  };

  const status = step === 'verifying' ? texts.verifying : step === 'verified' ? texts.verified : step === 'failed' ? texts.failed : step === 'expired' ? texts.expired ?? '' : '';
  return (
    <div className="captcha__widget" data-state={step} aria-busy={step === 'verifying'}>
      <div className="captcha__row">
        <input
          ref={box}
          id={`${id}-box`}
          className="captcha__box"
          type="checkbox"
          checked={step === 'verified'}
          // Ticking starts the work; once verified the tick stays (the answer is spent by the server, not here).
          onChange={() => {
            if (step !== 'verified') void verify();
          }}
          aria-describedby={`${id}-status`}
        />
        <label htmlFor={`${id}-box`} className="captcha__label">{texts.label}</label>
      </div>
      <p id={`${id}-status`} className="captcha__status" role="status" aria-live="polite">{status}</p>
      {step === 'failed' && (
        <button
          type="button"
          className="btn btn--secondary btn--small captcha__retry"
          onClick={() => {
            // The button goes away while verifying: keep the keyboard focus on the checkbox.
            box.current?.focus();
            void verify();
          }}
        >
          {texts.retry}
        </button>
      )}
    </div>
  );
}

// ---------------------------------------------------------------------------------------------
// reCAPTCHA v2

interface RecaptchaRenderParameters {
  sitekey: string;
  size: 'normal' | 'compact';
  callback: (token: string) => void;
  'expired-callback': () => void;
  'error-callback': () => void;
}

interface Grecaptcha {
  render(container: HTMLElement, parameters: RecaptchaRenderParameters): number;
  reset(widgetId?: number): void;
}

declare global {
  interface Window {
    grecaptcha?: Grecaptcha;
    __bikeRecaptchaOnload?: () => void;
  }
}

let recaptchaScript: Promise<Grecaptcha> | null = null;

/**
 * Injects api.js once (explicit rendering), however many captchas a page shows. A script that
 * failed is forgotten, so a retry injects it again. Under the page's CSP ('strict-dynamic') a
 * script inserted by the shop's own scripts may run.
 */
function loadRecaptchaScript(language?: string): Promise<Grecaptcha> {
  if (recaptchaScript) return recaptchaScript;
  const loading = new Promise<Grecaptcha>((resolve, reject) => {
    const ready = () => (typeof window.grecaptcha?.render === 'function' ? window.grecaptcha : null);
    const already = ready();
    if (already) return resolve(already);
    const script = document.createElement('script');
    const fail = () => {
      clearTimeout(timer);
      script.remove();
      delete window[RECAPTCHA_ONLOAD];
      reject(new Error('reCAPTCHA script did not load'));
    };
    const timer = setTimeout(fail, RECAPTCHA_SCRIPT_TIMEOUT_MS);
    window[RECAPTCHA_ONLOAD] = () => {
      const grecaptcha = ready();
      if (!grecaptcha) return fail();
      clearTimeout(timer);
      resolve(grecaptcha);
    };
    const query = new URLSearchParams({ render: 'explicit', onload: RECAPTCHA_ONLOAD });
    if (language) query.set('hl', language);
    script.src = `${RECAPTCHA_SCRIPT_URL}?${query}`;
    script.async = true;
    script.defer = true;
    script.addEventListener('error', fail);
    document.head.appendChild(script);
  });
  recaptchaScript = loading;
  loading.catch(() => {
    if (recaptchaScript === loading) recaptchaScript = null;
  });
  return loading;
}

type RecaptchaError = 'noKey' | 'noVersion' | 'loadFailed' | 'executeFailed';

function RecaptchaCaptcha({ settings, report, texts, language }: {
  settings: Extract<CaptchaSettings, { provider: 'recaptcha' }>;
  report: (value: string | null) => void;
  texts: CaptchaTexts;
  language?: string;
}) {
  const host = useRef<HTMLDivElement>(null);
  const [failure, setFailure] = useState<RecaptchaError | null>(null);
  const [attempt, setAttempt] = useState(0);
  const { siteKey, version } = settings;
  const size = settings.size ?? 'normal';
  const configError: RecaptchaError | null = !siteKey ? 'noKey' : version == null ? 'noVersion' : version !== 2 ? 'executeFailed' : null;

  useEffect(() => {
    if (configError || !siteKey || !host.current) return;
    let live = true;
    // A fresh element per attempt: grecaptcha renders into an element only once.
    const slot = document.createElement('div');
    host.current.appendChild(slot);
    loadRecaptchaScript(language).then(
      (grecaptcha) => {
        if (!live) return;
        try {
          grecaptcha.render(slot, {
            sitekey: siteKey,
            size,
            callback: (token) => live && report(token),
            'expired-callback': () => live && report(null),
            'error-callback': () => {
              if (!live) return;
              report(null);
              setFailure('executeFailed');
            },
          });
        } catch {
          setFailure('executeFailed');
        }
      },
      () => live && setFailure('loadFailed'),
    );
    return () => {
      live = false;
      slot.remove();
    };
  }, [attempt, configError, siteKey, size, language, report]);

  const shown = configError ?? failure;
  return (
    <div className="captcha__widget captcha__widget--recaptcha" data-state={shown ? 'failed' : 'ready'}>
      <div ref={host} className="captcha__recaptcha" />
      {shown && (
        <p className="captcha__error" role="alert">{texts[shown]}</p>
      )}
      {!configError && failure && (
        <button type="button" className="btn btn--secondary btn--small captcha__retry" onClick={() => { setFailure(null); setAttempt((n) => n + 1); }}>
          {texts.retry}
        </button>
      )}
    </div>
  );
}
