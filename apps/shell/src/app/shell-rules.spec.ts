import { resolvePageMeta } from './page-title';
import { DEFAULT_SCROLL_OFFSET, scrollOffsetFor } from './hash-scroll';
import { reloadOnChunkFailure } from './browser-effects';

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

