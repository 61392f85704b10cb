import { createPrefetch, prefetchAllowed } from './prefetch';
import type { ShellEnv } from './shell-env';

describe('prefetch', () => {
  it('is skipped on 2g and in data-saver mode', () => {
    expect(prefetchAllowed(undefined)).toBe(true);
    expect(prefetchAllowed({ effectiveType: '4g' })).toBe(true);
    expect(prefetchAllowed({ effectiveType: '2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: 'slow-2g' })).toBe(false);
    expect(prefetchAllowed({ effectiveType: '4g', saveData: true })).toBe(false);
  });

  it('loads the page of a link and its remote\'s texts once, never an admin page', async () => {
    const loaded: string[] = [];
    const env = {
      brandName: 'Ardenne Cycles',
      pageCache: new Map(),
      remoteMessages: new Map(),
      loadPages: async (remote: string) => {
        loaded.push(remote);
        return {
          pages: { bikes: async () => ({ default: { Component: () => null } }), dashboard: async () => ({ default: { Component: () => null } }) },
          messages: async (language: string) => ({ 'bikes.title': `${language}: %BRAND% bikes` }),
        };
      },
    } as unknown as ShellEnv;
    const prefetch = createPrefetch(env, () => ({ effectiveType: '4g' }), 'en');
    prefetch('bikes?x=1');
    prefetch('bikes');
    prefetch('admin/dashboard');
    prefetch('no-such-page');
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toEqual(['shop']);
    expect(env.remoteMessages.get('shop:bikes:en')).toEqual({ 'bikes.title': 'en: Ardenne Cycles bikes' });
    createPrefetch(env, () => ({ saveData: true }), 'en')('compare');
    expect(loaded).toEqual(['shop']);
  });
});
