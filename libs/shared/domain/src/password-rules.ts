/**
 * The password rules of ASVS L2 that need no data file: a length window (at least 12, at most
 * 128 characters; no composition rules) and "not built on the account's email address". The
 * check against the list of common and breached passwords runs on the server only (the list is
 * too large for a browser bundle): see libs/server/accounts/src/common-passwords.ts.
 */

export const PASSWORD_MIN_LENGTH = 12;
/** ASVS: the maximum must allow at least 64; argon2 hashes any length, the cap bounds its cost. */
export const PASSWORD_MAX_LENGTH = 128;

/**
 * What must remain of a password once the email's local part is taken out of it. It lets
 * "Rider-Lantern-Quarry-81" stand for rider@example.com (the name is a small part of it) while
 * "lien.peeters2026" for lien.peeters@example.com (the name plus a year) is refused.
 */
const REST_WITHOUT_EMAIL_NAME = 8;
/** A local part this short (jo@…) is part of too many ordinary words to be refused inside one. */
const SHORTEST_EMAIL_NAME = 3;

export const passwordMessages = {
  containsEmail: 'Password must not contain your email address',
  tooCommon: 'This password is too common. Choose one that is harder to guess',
} as const;

/**
 * True when the password is the email address, contains it, or is mostly its local part
 * (before the @), compared without case. An empty or malformed email never matches.
 */
export function passwordContainsEmail(password: string, email: string | null | undefined): boolean {
  const address = (email ?? '').trim().toLowerCase();
  const at = address.lastIndexOf('@');
  if (!password || at < 1) return false;
  const lower = password.toLowerCase();
  if (lower.includes(address)) return true;
  const name = address.slice(0, at);
  if (lower === name) return true;
  // Also without separators, so "LienPeeters-2026" counts as built on lien.peeters@….
  const bare = (text: string) => text.replace(/[^\p{L}\p{N}]+/gu, '');
  return mostlyName(lower, name) || mostlyName(bare(lower), bare(name));
}

function mostlyName(password: string, name: string): boolean {
  if (name.length < SHORTEST_EMAIL_NAME || !password.includes(name)) return false;
  return password.split(name).join('').length < REST_WITHOUT_EMAIL_NAME;
}
