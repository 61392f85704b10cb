/**
 * The buyer's order tokens (issue 10 finding 8), kept in this browser by order uuid. The API
 * gives the token once, in the placement answer; the order page sends it in the x-order-token
 * header for the full order, retry and cancel. localStorage, not sessionStorage: the shopper
 * may come back from a payment page in a new tab. The placement mail carries the token in the
 * link's fragment (#token=...), which this page takes over and removes from the address bar.
 */
const PREFIX = 'order-token:';
/** Old orders' tokens are dropped beyond this many, so storage does not fill up over years. */
const KEEP = 20;
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{20,100}$/;

function localStore(): Storage | null {
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export function rememberOrderToken(uuid: string, token: string | undefined | null, storage: Storage | null = localStore()): void {
  if (!storage || !token || !TOKEN_PATTERN.test(token)) return;
  try {
    storage.setItem(`${PREFIX}${uuid}`, JSON.stringify({ token, at: Date.now() }));
    const kept: { key: string; at: number }[] = [];
    for (let i = 0; i < storage.length; i++) {
      const key = storage.key(i);
      if (!key?.startsWith(PREFIX) || key === `${PREFIX}${uuid}`) continue;
      const at = Number((JSON.parse(storage.getItem(key) ?? '{}') as { at?: unknown }).at) || 0;
      kept.push({ key, at });
    }
    kept.sort((a, b) => b.at - a.at).slice(KEEP - 1).forEach((k) => storage.removeItem(k.key));
  } catch {
    // Storage full or blocked: the signed-in owner can still act, others see the status only.
  }
}

export function orderTokenFor(uuid: string, storage: Storage | null = localStore()): string | null {
  try {
    const raw = storage?.getItem(`${PREFIX}${uuid}`);
    const token = raw ? (JSON.parse(raw) as { token?: unknown }).token : null;
    return typeof token === 'string' && TOKEN_PATTERN.test(token) ? token : null;
  } catch {
    return null;
  }
}

/** `#token=...` of the mail link: remembered for the order, then removed from the address bar. */
export function takeTokenFromFragment(uuid: string, location: Pick<Location, 'hash' | 'pathname' | 'search'>, history: Pick<History, 'replaceState' | 'state'> | null, storage: Storage | null = localStore()): void {
  const match = /(?:^#|&)token=([^&]+)/.exec(location.hash);
  if (!match) return;
  rememberOrderToken(uuid, decodeURIComponent(match[1]!), storage);
  history?.replaceState(history.state, '', `${location.pathname}${location.search}`);
}
