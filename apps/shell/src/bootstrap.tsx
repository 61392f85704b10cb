import { startTransition, useEffect } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, matchRoutes, RouterProvider, type HydrationState } from 'react-router';
import { createStore } from 'jotai';
import { createApiClient, createContentClient } from '@bike/shared/api-client';
import { findLocale, loadBrandedMessages, splitLocalePrefix, DEFAULT_LOCALE } from '@bike/shared/i18n';
import { readCookie, SESSION_HINT_COOKIE, type RemotePages } from '@bike/shared/remote-kit';
import type { RemoteName, ShopRoute } from '@bike/shared/routing';
import { connectStoreToStorage, previewAtom } from '@bike/shared/store';
import type { BootData } from './app/boot-data';
import { createShopRoutes } from './app/create-routes';
import { loadPageModule, type CurrentUser, type ShellEnv } from './app/shell-env';
import { CONSENT_COOKIE } from './app/consent-cookie';
import { ShellProviders } from './app/shell-providers';
import { reloadOnChunkFailure, startTracking, trackConnectivity } from './app/browser-effects';
import { createPrefetch } from './app/prefetch';
import { replayEarlyClicks } from './app/early-clicks';
import { loadRemoteModule } from './app/remote-loader';
import { provideSharedModules } from './app/shared-modules';
import { shopContextFor } from './app/shop-context-for';

declare global {
  interface Window {
    __SHOP__: BootData;
    __staticRouterHydrationData?: HydrationState;
  }
}

const boot = window.__SHOP__;

// Remotes take React, the router, jotai and the shared libraries from here (shared-modules.ts).
provideSharedModules();

function ensureStylesheets(hrefs: string[]): Promise<void> {
  return Promise.all(
    hrefs.map((href) => {
      // A sheet the server wrote into the page carries its address in data-href (inline-styles.ts).
      if (document.querySelector(`link[rel="stylesheet"][href="${href}"],style[data-href="${href}"]`)) return Promise.resolve();
      return new Promise<void>((resolve) => {
        const link = document.createElement('link');
        link.rel = 'stylesheet';
        link.href = href;
        link.onload = () => resolve();
        link.onerror = () => resolve();
        document.head.appendChild(link);
      });
    }),
  ).then(() => undefined);
}

// The session lives in HttpOnly cookies; the api-client reads only the hint and the CSRF proof.
const api = createApiClient({ fetch: (input, init) => window.fetch(input, init), brand: boot.brand, cookies: () => document.cookie });
let currentUser: Promise<CurrentUser | null> | null = null;

const env: ShellEnv = {
  isServer: false,
  brand: boot.brand,
  brandName: boot.brandName,
  // The server drew the logo into the header; hydration keeps that markup (ShellEnv.brandLogo).
  brandLogo: document.querySelector('.shop-header__logo > span')?.innerHTML ?? '',
  api,
  // Preview mode (?preview) stays on for the visit: every navigation keeps the flag (locale-root).
  content: createContentClient(api, { preview: new URLSearchParams(window.location.search).has('preview') }),
  pageCache: new Map(),
  remoteMessages: new Map(),
  async loadPages(remote: RemoteName) {
    const entry = boot.remotes[remote];
    if (!entry) throw new Error(`Remote ${remote} is not in the manifest`);
    // Remote addresses arrive at run time from the manifest; none is baked into this bundle.
    const [module] = await Promise.all([loadRemoteModule<RemotePages>(remote, entry.entry, './pages'), ensureStylesheets(entry.css)]);
    if (!module?.pages) throw new Error(`Remote ${remote} did not load`);
    return module;
  },
  // Script cannot see the HttpOnly access cookie; the hint cookie says a session exists.
  hasAuthCookie: () => !!readCookie(document.cookie, SESSION_HINT_COOKIE),
  consentDecided: readCookie(document.cookie, CONSENT_COOKIE) === '1',
  currentUser() {
    currentUser ??= api.get<CurrentUser>('/b2c/v1/users/me').catch(() => null);
    return currentUser;
  },
};

/** Renders nothing; its effect runs once the hydrated tree is committed. */
function AfterHydration({ run }: { run: () => void }) {
  useEffect(run, []); // eslint-disable-line react-hooks/exhaustive-deps
  return null;
}

async function start() {
  // The first paint has happened: the page's scripts are requested after it (html-document.ts).
  const locale = splitLocalePrefix(window.location.pathname)?.locale ?? findLocale(DEFAULT_LOCALE)!;
  const messages = await loadBrandedMessages(locale.language, boot.brandName);
  const routes = createShopRoutes(env);
  const hydrationData = window.__staticRouterHydrationData;

  // Lazy layouts and the current page's module must be in place before hydrating, so the first
  // client render equals the server's HTML.
  const matches = matchRoutes(routes, window.location) ?? [];
  for (const match of matches) {
    const route = match.route as typeof match.route & { lazy?: () => Promise<object> };
    if (route.lazy) {
      Object.assign(route, await route.lazy());
      route.lazy = undefined;
    }
    const shopRoute = (route.handle as { route?: ShopRoute } | undefined)?.route;
    if (shopRoute && !hydrationData?.errors?.[route.id!]) await loadPageModule(env, shopRoute, locale.language).catch(() => undefined);
  }

  const store = createStore();
  const search = new URLSearchParams(window.location.search);
  store.set(previewAtom, search.has('preview'));
  const router = createBrowserRouter(routes, { hydrationData });
  const shop = shopContextFor(locale, { id: boot.brand, displayName: boot.brandName }, { api, content: env.content }, {
    preview: search.has('preview'),
    prefetch: createPrefetch(env, () => (navigator as Navigator & { connection?: { saveData?: boolean; effectiveType?: string } }).connection, locale.language),
  });

  // Browser storage (cart, compare, location, consent) is read only once hydration has
  // committed: the first client render must equal the server's HTML, which knows no storage.
  const afterHydration = () => {
    connectStoreToStorage(store, window.localStorage, search.get('voucher'));
    trackConnectivity(store);
    // Presses made while the page was still only HTML (early-clicks.ts), now that React listens.
    replayEarlyClicks();
    // Tests and debugging tools wait for these: the page is hydrated and its state restored.
    Object.assign(window, { __shopStore: store, __shopRouter: router });
    // Remotes that wait for the page to be interactive start now (the content blocks' whenIdle):
    // `data-hydrated` on <html> and a `shop:hydrated` event.
    document.documentElement.dataset['hydrated'] = 'true';
    window.dispatchEvent(new Event('shop:hydrated'));
  };

  // Hydrating inside a transition lets React yield to the browser every few milliseconds
  // instead of holding the main thread for the whole tree (one long task of ~400 ms on a slow
  // phone). The server's HTML is already on screen, so nothing waits for it to finish; a tap
  // on a part not yet hydrated makes React hydrate that part first.
  startTransition(() => {
    hydrateRoot(
      document.getElementById('root')!,
      <ShellProviders env={env} store={store} shop={shop} messages={messages}>
        <RouterProvider router={router} />
        <AfterHydration run={afterHydration} />
      </ShellProviders>,
    );
  });

  reloadOnChunkFailure();
  const track = startTracking(store, boot.trackingHosts);
  router.subscribe((state) => {
    if (state.navigation.state === 'idle') track({ event: 'page_view', page: state.location.pathname });
  });
}

start();
