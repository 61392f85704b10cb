import { isIP } from 'node:net';

/**
 * Which X-Forwarded-* entries the shop believes (client IP for rate limits and the mailbox, the
 * https signal for HSTS). `true` would believe every hop, so the left-most X-Forwarded-For
 * entry, which the client writes itself, would become the client IP: never offered.
 *
 * TRUST_PROXY takes either
 * - a hop count: `1` = one reverse proxy in front; the client IP is the entry that proxy appended
 *   (the right-most one). Only safe when the server cannot be reached except through the proxy;
 * - a comma list of proxy addresses or CIDRs (`10.0.0.0/8,192.168.1.7`, also the names
 *   `loopback`, `linklocal`, `uniquelocal`): hops from those addresses are believed, walking
 *   from the right, and the first address outside the list is the client.
 */
export type TrustProxy = false | string[] | ((address: string, hop: number) => boolean);

const NAMED_RANGES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const MAX_HOPS = 10;

export class TrustProxyError extends Error {}

function isAddressOrRange(entry: string): boolean {
  if (NAMED_RANGES.has(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  const family = isIP(address ?? '');
  if (family === 0 || rest.length > 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  const bits = Number(prefix);
  return bits >= 1 && bits <= (family === 4 ? 32 : 128);
}

/**
 * Reads TRUST_PROXY. Unset, empty or `0` trusts nothing. A bad value stops the server at start
 * rather than silently trusting too much or too little.
 */
export function parseTrustProxy(value: string | undefined): TrustProxy {
  const raw = (value ?? '').trim();
  if (raw === '' || raw === '0' || raw.toLowerCase() === 'false') return false;
  if (/^\d+$/.test(raw)) {
    const hops = Number(raw);
    if (hops > MAX_HOPS) throw new TrustProxyError(`TRUST_PROXY=${raw}: at most ${MAX_HOPS} proxy hops`);
    // Hop 0 is the socket peer (the proxy next to us), hop 1 the entry it appended, and so on.
    return (_address: string, hop: number) => hop < hops;
  }
  const entries = raw.split(',').map((entry) => entry.trim()).filter(Boolean);
  const bad = entries.filter((entry) => !isAddressOrRange(entry));
  if (bad.length > 0 || entries.length === 0) {
    throw new TrustProxyError(
      `TRUST_PROXY must be a hop count (1 = one reverse proxy) or a comma list of proxy addresses/CIDRs; not understood: ${bad.join(', ').slice(0, 120) || raw.slice(0, 40)}`,
    );
  }
  return entries;
}
