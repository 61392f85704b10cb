/**
 * One idempotency key per order attempt (POST /consumer/v1/orders, header Idempotency-Key).
 * The key is kept in sessionStorage with a fingerprint of the payload: a double click, a
 * reload or a resubmit of the same order sends the same key, so the API answers with the first
 * order instead of placing a second one. When the shopper changes anything (another address,
 * turning off "create account" after a 409) the fingerprint differs and a new attempt starts.
 * Only a hash is stored, never the payload (which may hold a password).
 */
export const IDEMPOTENCY_STORAGE_KEY = 'checkout.idempotency';

interface StoredAttempt {
  key: string;
  fingerprint: string;
}

/** FNV-1a (32 bit) over the JSON of the payload with keys sorted: stable and cheap. */
export function payloadFingerprint(payload: unknown): string {
  const text = stableJson(payload);
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return `${text.length.toString(36)}-${hash.toString(36)}`;
}

function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${stableJson(v)}`).join(',')}}`;
  }
  return JSON.stringify(value) ?? 'null';
}

export function newIdempotencyKey(): string {
  if (typeof crypto !== 'undefined' && typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  // Fallback for old browsers: RFC 4122 v4 shape from getRandomValues.
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  bytes[6] = (bytes[6]! & 0x0f) | 0x40;
  bytes[8] = (bytes[8]! & 0x3f) | 0x80;
  const hex = Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

/** The key for this payload: the stored one when the payload is the same attempt, else a new one. */
export function idempotencyKeyFor(payload: unknown, storage: Storage | null, makeKey: () => string = newIdempotencyKey): string {
  const fingerprint = payloadFingerprint(payload);
  try {
    const stored = JSON.parse(storage?.getItem(IDEMPOTENCY_STORAGE_KEY) ?? 'null') as StoredAttempt | null;
    if (stored && stored.fingerprint === fingerprint && typeof stored.key === 'string') return stored.key;
  } catch {
    // A broken entry starts a new attempt.
  }
  const key = makeKey();
  try {
    storage?.setItem(IDEMPOTENCY_STORAGE_KEY, JSON.stringify({ key, fingerprint } satisfies StoredAttempt));
  } catch {
    // Without storage the key still covers double clicks within this page.
  }
  return key;
}

/** The attempt is over (order paid or waiting for transfer): the next order gets a new key. */
export function clearIdempotencyKey(storage: Storage | null): void {
  try {
    storage?.removeItem(IDEMPOTENCY_STORAGE_KEY);
  } catch {
    // Nothing to clear.
  }
}
