import { readFileSync } from 'node:fs';
import path from 'node:path';
import { webcrypto } from 'node:crypto';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { Captcha, RECAPTCHA_SCRIPT_URL, type AltchaChallenge, type CaptchaSettings, type CaptchaTexts } from './captcha';

const TEXTS: CaptchaTexts = {
  label: 'I\'m not a robot',
  verifying: 'Verifying…',
  verified: 'Verified',
  failed: 'Verification failed',
  retry: 'Try again',
  noKey: 'No key provided',
  noVersion: 'No version provided',
  loadFailed: 'Failed to load script',
  executeFailed: 'Failed to execute',
  expired: 'Expired',
};

const SECRET = 'signature-secret';
const KEY_SECRET = 'key-signature-secret';

// jsdom has no WebCrypto digest; the browser's solver needs one.
beforeAll(() => {
  if (!globalThis.crypto?.subtle) Object.defineProperty(globalThis, 'crypto', { value: webcrypto, configurable: true });
});

/** A signed challenge like the server's, with little work so the test is quick. */
const challengeFor = (options: { expiresInSeconds?: number } = {}): Promise<AltchaChallenge> =>
  createChallenge({
    algorithm: 'SHA-256',
    cost: 2,
    counter: 40,
    deriveKey,
    expiresAt: Math.floor(Date.now() / 1000) + (options.expiresInSeconds ?? 600),
    hmacSignatureSecret: SECRET,
    hmacKeySignatureSecret: KEY_SECRET,
  });

const altcha = async (options?: { expiresInSeconds?: number }): Promise<CaptchaSettings> => ({ provider: 'altcha', challenge: await challengeFor(options) });
const status = () => screen.getByRole('status').textContent;

describe('Captcha, altcha', () => {
  it('solves the challenge when the box is ticked and reports what the server verifies', async () => {
    const load = jest.fn(() => altcha());
    const onChange = jest.fn();
    const { container } = render(<Captcha load={load} onChange={onChange} texts={TEXTS} name="captcha" />);
    const box = (await screen.findByRole('checkbox', { name: 'I\'m not a robot' })) as HTMLInputElement;
    // A native checkbox, described by the live status: keyboard and screen readers need nothing more.
    expect(box.tagName).toBe('INPUT');
    expect(box.getAttribute('aria-describedby')).toBe(screen.getByRole('status').id);
    expect(screen.getByRole('status').getAttribute('aria-live')).toBe('polite');
    expect(box.checked).toBe(false);
    expect(status()).toBe('');

    fireEvent.click(box);
    expect(status()).toBe('Verifying…');
    expect(box.indeterminate).toBe(true);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(1));
    expect(status()).toBe('Verified');
    expect(box.checked).toBe(true);
    expect(box.indeterminate).toBe(false);

    const response: string = onChange.mock.calls[0][0];
    expect((container.querySelector('input[type=hidden][name=captcha]') as HTMLInputElement).value).toBe(response);
    const payload = JSON.parse(Buffer.from(response, 'base64').toString('utf8'));
    expect(Object.keys(payload).sort()).toEqual(['challenge', 'solution']);
    const verdict = await verifySolution({ ...payload, deriveKey, hmacSignatureSecret: SECRET, hmacKeySignatureSecret: KEY_SECRET });
    expect(verdict.verified).toBe(true);
    // The challenge that came with the settings was used: one call to the API.
    expect(load).toHaveBeenCalledTimes(1);

    // Ticking again changes nothing: the answer stands until it is sent or expires.
    fireEvent.click(box);
    expect(box.checked).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('shows the failure with a retry, and the retry solves a fresh challenge', async () => {
    const broken = await challengeFor();
    // A prefix no key can match: the solver refuses it at once.
    const unsolvable: CaptchaSettings = { provider: 'altcha', challenge: { ...broken, parameters: { ...broken.parameters, keyPrefix: 'zz' } } };
    const load = jest.fn<Promise<CaptchaSettings>, []>().mockResolvedValueOnce(unsolvable).mockImplementation(() => altcha());
    const onChange = jest.fn();
    render(<Captcha load={load} onChange={onChange} texts={TEXTS} />);
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(status()).toBe('Verification failed'));
    expect(onChange).not.toHaveBeenCalled();

    const retry = screen.getByRole('button', { name: 'Try again' });
    retry.focus();
    fireEvent.click(retry);
    // The retry button goes away while working; the keyboard focus stays on the box.
    expect(document.activeElement).toBe(box);
    await waitFor(() => expect(status()).toBe('Verified'));
    expect(load).toHaveBeenCalledTimes(2);
    expect(onChange).toHaveBeenCalledWith(expect.stringMatching(/^[A-Za-z0-9+/]+=*$/));
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('fetches a fresh challenge when the one it has is about to expire, and takes the answer back before it does', async () => {
    // Both challenges live 7 s: too little to start on (a fresh one is fetched), and the answer
    // is withdrawn 5 s before the end. Waits follow what the component reports, not the clock,
    // so a slow (shared, busy) machine only makes the test slower, never wrong.
    const load = jest.fn(() => altcha({ expiresInSeconds: 7 }));
    const onChange = jest.fn();
    render(<Captcha load={load} onChange={onChange} texts={TEXTS} />);
    const box = (await screen.findByRole('checkbox')) as HTMLInputElement;
    fireEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledWith(expect.any(String)), { timeout: 6000 });
    expect(load).toHaveBeenCalledTimes(2);
    await waitFor(() => expect(status()).toBe('Expired'), { timeout: 8000 });
    expect(onChange.mock.calls.map(([value]) => (value === null ? null : 'answer'))).toEqual(['answer', null]);
    expect(box.checked).toBe(false);
    // Ticking again starts over with a fresh challenge.
    fireEvent.click(box);
    await waitFor(() => expect(onChange).toHaveBeenCalledTimes(3), { timeout: 6000 });
    expect(load).toHaveBeenCalledTimes(3);
  }, 30_000);

  it('offers a retry when the settings cannot be loaded', async () => {
    const load = jest.fn<Promise<CaptchaSettings>, []>().mockRejectedValueOnce(new Error('offline')).mockImplementation(() => altcha());
    render(<Captcha load={load} onChange={jest.fn()} texts={TEXTS} />);
    await waitFor(() => expect(status()).toBe('Verification failed'));
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(await screen.findByRole('checkbox', { name: 'I\'m not a robot' })).toBeTruthy();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('keeps altcha-lib out of the first load: only type imports are static', () => {
    const source = readFileSync(path.join(__dirname, 'captcha.tsx'), 'utf8');
    const staticImports = source.match(/^import\s.*from\s+'altcha-lib[^']*';$/gm) ?? [];
    expect(staticImports.every((line) => line.startsWith('import type'))).toBe(true);
    expect(source).toContain('import(\'altcha-lib\')');
    expect(source).toContain('import(\'altcha-lib/algorithms/web/sha\')');
  });
});

describe('Captcha, reCAPTCHA v2', () => {
  const recaptcha = (settings: Partial<Extract<CaptchaSettings, { provider: 'recaptcha' }>>) => () =>
    Promise.resolve<CaptchaSettings>({ provider: 'recaptcha', ...settings });
  const scripts = () => [...document.querySelectorAll('script')].filter((s) => s.src.startsWith(RECAPTCHA_SCRIPT_URL));

  // The page's grecaptcha, once its script loaded (the tests below run in order, as a page would).
  type RenderParameters = Parameters<NonNullable<Window['grecaptcha']>['render']>[1];
  const grecaptcha = { render: jest.fn((_el: HTMLElement, _params: RenderParameters) => 0), reset: jest.fn() };
  afterAll(() => {
    delete window.grecaptcha;
  });

  it('says "No key provided" and "No version provided" without loading anything', async () => {
    render(<Captcha load={recaptcha({ version: 2, size: 'normal' })} onChange={jest.fn()} texts={TEXTS} />);
    expect((await screen.findByRole('alert')).textContent).toBe('No key provided');
    render(<Captcha load={recaptcha({ siteKey: 'site-key', size: 'normal' })} onChange={jest.fn()} texts={TEXTS} />);
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['No key provided', 'No version provided']));
    expect(scripts()).toHaveLength(0);
    expect(screen.queryByRole('button', { name: 'Try again' })).toBeNull();
  });

  it('injects api.js once, says "Failed to load script" when it fails, and renders the checkbox after a retry', async () => {
    const onChange = jest.fn();
    const settings = recaptcha({ siteKey: 'site-key', version: 2, size: 'normal' });
    const { container } = render(
      <>
        <Captcha load={settings} onChange={onChange} texts={TEXTS} language="nl" />
        <Captcha load={settings} onChange={jest.fn()} texts={TEXTS} language="nl" />
      </>,
    );
    await waitFor(() => expect(scripts()).toHaveLength(1));
    const [script] = scripts();
    expect(script!.src).toBe(`${RECAPTCHA_SCRIPT_URL}?render=explicit&onload=__bikeRecaptchaOnload&hl=nl`);
    expect(script!.async).toBe(true);

    act(() => {
      script!.dispatchEvent(new Event('error'));
    });
    await waitFor(() => expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to load script', 'Failed to load script']));
    expect(scripts()).toHaveLength(0);

    fireEvent.click(screen.getAllByRole('button', { name: 'Try again' })[0]!);
    await waitFor(() => expect(scripts()).toHaveLength(1));
    window.grecaptcha = grecaptcha;
    await act(async () => {
      window.__bikeRecaptchaOnload!();
    });
    expect(grecaptcha.render).toHaveBeenCalledTimes(1);
    const [slot, params] = grecaptcha.render.mock.calls[0]!;
    expect(container.contains(slot)).toBe(true);
    expect(params).toMatchObject({ sitekey: 'site-key', size: 'normal' });
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to load script']);

    act(() => params.callback('token-1'));
    expect(onChange).toHaveBeenLastCalledWith('token-1');
    act(() => params['expired-callback']());
    expect(onChange).toHaveBeenLastCalledWith(null);
    act(() => params['error-callback']());
    expect(screen.getAllByRole('alert').map((a) => a.textContent)).toEqual(['Failed to execute', 'Failed to load script']);
  });

  it('says "Failed to execute" when rendering throws, reusing the loaded script', async () => {
    grecaptcha.render.mockImplementation(() => {
      throw new Error('bad site key');
    });
    const before = scripts().length;
    render(<Captcha load={recaptcha({ siteKey: 'site-key', version: 2, size: 'normal' })} onChange={jest.fn()} texts={TEXTS} />);
    expect((await screen.findByRole('alert')).textContent).toBe('Failed to execute');
    expect(scripts()).toHaveLength(before);
    expect(grecaptcha.render).toHaveBeenCalledTimes(2);
  });
});
