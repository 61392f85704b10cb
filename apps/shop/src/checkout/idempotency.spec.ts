import { clearIdempotencyKey, idempotencyKeyFor, IDEMPOTENCY_STORAGE_KEY, payloadFingerprint } from './idempotency';

describe('order idempotency key', () => {
  beforeEach(() => window.sessionStorage.clear());

  it('reuses the key for the same payload (double click, reload and resubmit)', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    const payload = { locale: 'nl_BE', orderlines: [{ externalid: 'A', quantity: 1 }], consumer: { email: 'lien@example.com' } };
    const first = idempotencyKeyFor(payload, window.sessionStorage, make);
    // The same order again, with its keys in another order (a rebuilt object after a reload).
    const again = idempotencyKeyFor({ consumer: { email: 'lien@example.com' }, orderlines: [{ quantity: 1, externalid: 'A' }], locale: 'nl_BE' }, window.sessionStorage, make);
    expect(first).toBe('key-1');
    expect(again).toBe('key-1');
  });

  it('starts a new attempt when the order changes', () => {
    let n = 0;
    const make = () => `key-${++n}`;
    idempotencyKeyFor({ consumer: { createAccount: true } }, window.sessionStorage, make);
    expect(idempotencyKeyFor({ consumer: { createAccount: false } }, window.sessionStorage, make)).toBe('key-2');
  });

  it('never stores the payload itself (it may hold a password)', () => {
    idempotencyKeyFor({ consumer: { password: 'Correct-Horse-1' } }, window.sessionStorage);
    expect(window.sessionStorage.getItem(IDEMPOTENCY_STORAGE_KEY)).not.toContain('Correct-Horse-1');
  });

  it('gives a fresh key after the attempt is cleared, and uuid-shaped keys by default', () => {
    const payload = { a: 1 };
    const first = idempotencyKeyFor(payload, window.sessionStorage);
    expect(first).toMatch(/^[0-9a-f-]{36}$/);
    clearIdempotencyKey(window.sessionStorage);
    expect(idempotencyKeyFor(payload, window.sessionStorage)).not.toBe(first);
  });

  it('fingerprints are stable across key order and differ on content', () => {
    expect(payloadFingerprint({ a: 1, b: [1, 2] })).toBe(payloadFingerprint({ b: [1, 2], a: 1 }));
    expect(payloadFingerprint({ a: 1 })).not.toBe(payloadFingerprint({ a: 2 }));
  });
});
