import { createHash, randomBytes, timingSafeEqual } from 'node:crypto';

/** 256 random bits as 43 base64url characters: refresh tokens, mailed links, PKCE codes. */
export function newOpaqueToken(): string {
  return randomBytes(32).toString('base64url');
}

/**
 * Tokens are stored as SHA-256 only: they carry 256 bits of randomness, so a fast hash is
 * enough, and a leaked table holds nothing usable.
 */
export function hashToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** PKCE S256: base64url(SHA-256(verifier)), compared in constant time. */
export function pkceChallengeMatches(verifier: string, challenge: string): boolean {
  const computed = Buffer.from(createHash('sha256').update(verifier, 'ascii').digest('base64url'));
  const expected = Buffer.from(challenge);
  return computed.length === expected.length && timingSafeEqual(computed, expected);
}
