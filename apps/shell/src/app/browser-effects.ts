import type { createStore } from 'jotai';
import { consentAtom, onlineAtom } from '@bike/shared/store';

type ShopStore = ReturnType<typeof createStore>;

/** Online and offline status (spec point 4). */
export function trackConnectivity(store: ShopStore): void {
  store.set(onlineAtom, navigator.onLine);
  window.addEventListener('online', () => store.set(onlineAtom, true));
  window.addEventListener('offline', () => store.set(onlineAtom, false));
}

/**
 * A script chunk that fails to load (usually after a deploy) reloads the page, at most once a
 * minute (spec points 8 and 9), so a stale tab recovers without looping.
 */
export const RELOAD_GUARD_MS = 60_000;
export function reloadOnChunkFailure(storage: Storage = sessionStorage, now = () => Date.now(), reload = () => window.location.reload()): void {
  const isChunkError = (reason: unknown) => /ChunkLoadError|Loading chunk|Failed to fetch dynamically imported module/i.test(String((reason as Error)?.name) + String((reason as Error)?.message ?? reason));
  const maybeReload = (reason: unknown) => {
    if (!isChunkError(reason)) return;
    const last = Number(storage.getItem('chunkReloadAt') || 0);
    if (now() - last < RELOAD_GUARD_MS) return;
    storage.setItem('chunkReloadAt', String(now()));
    reload();
  };
  window.addEventListener('error', (e) => maybeReload(e.error ?? e.message));
  window.addEventListener('unhandledrejection', (e) => maybeReload(e.reason));
}

/**
 * Tracking: dataLayer events only after consent and only on allowed hosts (spec points 4 and 9).
 * Events wait in a queue polled every 250 ms until consent is known.
 */
export const TRACKING_POLL_MS = 250;
/** Consent can change several times in a row (a consent tool fires per level); re-initialise once. */
export const TRACKING_REINIT_DEBOUNCE_MS = 1000;
export function startTracking(store: ShopStore, allowedHosts: string[]): (event: Record<string, unknown>) => void {
  const allowed = allowedHosts.includes(window.location.hostname);
  const queue: Record<string, unknown>[] = [];
  const w = window as unknown as { dataLayer?: unknown[] };
  let reinit: number | undefined;
  store.sub(consentAtom, () => {
    window.clearTimeout(reinit);
    reinit = window.setTimeout(() => {
      const { decided: _decided, ...levels } = store.get(consentAtom);
      if (allowed) queue.push({ event: 'consent_update', ...levels });
    }, TRACKING_REINIT_DEBOUNCE_MS);
  });
  window.setInterval(() => {
    const consent = store.get(consentAtom);
    if (!allowed || !consent.decided || !consent.product_enhancement_content_tracking) return;
    w.dataLayer = w.dataLayer ?? [];
    while (queue.length) w.dataLayer.push(queue.shift());
  }, TRACKING_POLL_MS);
  return (event) => {
    if (allowed) queue.push(event);
  };
}
