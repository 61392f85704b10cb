/**
 * ASVS L2 (V2.1.7): a new password is checked against passwords known from breaches, offline.
 * The list is zxcvbn's "passwords-common" dictionary (@zxcvbn-ts/language-common, MIT licence):
 * about 49,000 of the most frequent passwords in public breach corpora, shipped inside the
 * npm package, so no request leaves the server. It is loaded on first use and kept in memory
 * (a Set, about 3 MB) by the server only; the browser checks length and email alone.
 *
 * Few of those passwords have 12 characters, so a password also counts as common when it is
 * a listed one with digits or signs appended ("sunshine2024!!") or one short or listed piece
 * repeated ("passwordpassword", "abcabcabcabc").
 */
import { dictionary } from '@zxcvbn-ts/language-common';

let known: Set<string> | undefined;

function commonPasswords(): Set<string> {
  known ??= new Set((dictionary['passwords-common'] as string[]).map((p) => p.toLowerCase()));
  return known;
}

/** The shortest listed word that still counts with a suffix: "bike" + "2026!!!!!" is weak, "a" + "…" is not a word. */
const SHORTEST_LISTED_STEM = 4;

export function isCommonPassword(password: string): boolean {
  const list = commonPasswords();
  const lower = password.toLowerCase();
  if (list.has(lower)) return true;
  const stem = lower.replace(/[^\p{L}]+$/u, '');
  if (stem.length >= SHORTEST_LISTED_STEM && stem !== lower && list.has(stem)) return true;
  const repeated = /^(.+?)\1+$/su.exec(lower)?.[1];
  return repeated !== undefined && (repeated.length <= 3 || list.has(repeated));
}
