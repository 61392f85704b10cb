import { parse } from '@formatjs/icu-messageformat-parser';
import { overlayMessages } from '@bike/shared/i18n';
import { resolvePageMeta } from './page-title';
import { DEFAULT_SCROLL_OFFSET, scrollOffsetFor } from './hash-scroll';
import { reloadOnChunkFailure, startTracking, TRACKING_REINIT_DEBOUNCE_MS } from './browser-effects';
import { createStore } from 'jotai';
import { consentAtom, initialConsent } from '@bike/shared/store';

describe('page titles', () => {
  const messages = { 'page.bikes.title': 'Bikes', 'page.home.description': 'Bikes built by %BRAND%' };
  it('appends the brand and falls back to the home description', () => {
    expect(resolvePageMeta({ title: '', titleKey: 'page.bikes.title' }, messages, 'Kempen Velo')).toMatchObject({
      title: 'Bikes – Kempen Velo',
      description: 'Bikes built by Kempen Velo',
    });
    expect(resolvePageMeta({ title: 'Kempen Velo Aero' }, messages, 'Kempen Velo').title).toBe('Kempen Velo Aero');
    expect(resolvePageMeta(null, messages, 'Merel Racing').title).toBe('Merel Racing');
  });

  it('reads precompiled (AST) catalogues, and finds a title key in the remote\'s texts', () => {
    const shared = { 'page.home.description': parse('Bikes built by %BRAND%') };
    const account = { 'page.login.title': parse('Log in') };
    expect(resolvePageMeta({ title: '', titleKey: 'page.login.title' }, overlayMessages(shared, account), 'Kempen Velo')).toMatchObject({
      title: 'Log in – Kempen Velo',
      description: 'Bikes built by Kempen Velo',
    });
    expect(resolvePageMeta({ title: '', titleKey: 'page.login.title' }, shared, 'Kempen Velo').title).toBe('Kempen Velo');
  });
});

describe('hash scroll offset', () => {
  it('takes the query offset, then the element attribute, then the in-page menu, then 50 px', () => {
    document.body.innerHTML = '<div id="target" scroll-offset="80"></div><div id="plain"></div>';
    const target = document.getElementById('target')!;
    const plain = document.getElementById('plain')!;
    expect(scrollOffsetFor(target, new URLSearchParams('offset=120'), document)).toBe(120);
    expect(scrollOffsetFor(target, new URLSearchParams(''), document)).toBe(80);
    expect(scrollOffsetFor(plain, new URLSearchParams(''), document)).toBe(DEFAULT_SCROLL_OFFSET);
  });
});

describe('chunk-load failure', () => {
  it('reloads at most once a minute', () => {
    const reload = jest.fn();
    let now = 1_000_000;
    reloadOnChunkFailure(sessionStorage, () => now, reload);
    const fail = () => window.dispatchEvent(Object.assign(new Event('unhandledrejection'), { reason: Object.assign(new Error('Loading chunk 12 failed'), { name: 'ChunkLoadError' }) }));
    fail();
    fail();
    expect(reload).toHaveBeenCalledTimes(1);
    now += 61_000;
    fail();
    expect(reload).toHaveBeenCalledTimes(2);
  });
});


describe('tracking', () => {
  afterEach(() => jest.useRealTimers());

  it('pushes to the dataLayer only after consent, and re-initialises once per burst of consent changes', () => {
    jest.useFakeTimers();
    const w = window as unknown as { dataLayer?: unknown[] };
    delete w.dataLayer;
    const store = createStore();
    const track = startTracking(store, [window.location.hostname]);
    track({ event: 'page_view', page: '/en_INT' });
    jest.advanceTimersByTime(1000);
    expect(w.dataLayer).toBeUndefined();

    // Three updates in quick succession, as a consent tool sends them.
    for (const marketing of [false, true, true]) store.set(consentAtom, { ...initialConsent(), decided: true, product_enhancement_content_tracking: true, marketing });
    jest.advanceTimersByTime(TRACKING_REINIT_DEBOUNCE_MS + 300);
    const events = (w.dataLayer ?? []).map((e) => (e as { event: string }).event);
    expect(events).toEqual(['page_view', 'consent_update']);
  });

  it('never tracks on hosts that are not allowed', () => {
    jest.useFakeTimers();
    const w = window as unknown as { dataLayer?: unknown[] };
    delete w.dataLayer;
    const store = createStore();
    store.set(consentAtom, { ...initialConsent(), decided: true, product_enhancement_content_tracking: true });
    startTracking(store, ['shop.example.com'])({ event: 'page_view' });
    jest.advanceTimersByTime(2000);
    expect(w.dataLayer).toBeUndefined();
  });
});
