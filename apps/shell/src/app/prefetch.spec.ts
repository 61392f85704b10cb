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

  it('loads the page of a link once, never an admin page', async () => {
    const loaded: string[] = [];
    const env = {
      pageCache: new Map(),
      loadPages: async (remote: string) => {
        loaded.push(remote);
        return { bikes: async () => ({ default: { Component: () => null } }), dashboard: async () => ({ default: { Component: () => null } }) };
      },
    } as unknown as ShellEnv;
    const prefetch = createPrefetch(env, () => ({ effectiveType: '4g' }));
    prefetch('bikes?x=1');
    prefetch('bikes');
    prefetch('admin/dashboard');
    prefetch('no-such-page');
    await new Promise((r) => setTimeout(r, 0));
    expect(loaded).toEqual(['shop']);
    createPrefetch(env, () => ({ saveData: true }))('compare');
    expect(loaded).toEqual(['shop']);
  });
});
