/**
 * How guessable a new password is, by zxcvbn (@zxcvbn-ts/core with its common and English
 * dictionaries and keyboard graphs, all shipped inside the npm packages: nothing leaves the
 * server). The breached-password list (common-passwords.ts) catches the passwords people
 * reuse; this catches the ones an attacker builds: keyboard walks ("qwertyuiopas"), mostly
 * whitespace, and passwords made of words every attacker of this shop tries first: the brands'
 * names, the shop's own words ("demo", "admin", "rider") and the account's email and names.
 *
 * Two rules, both on zxcvbn's 0-4 score, with the shop's words and the account's own as
 * "user inputs" (zxcvbn then counts each as one cheap guess):
 * - the whole password scores at least MIN_SCORE;
 * - what is left once those words are taken out scores at least MIN_SCORE too, so a few digits
 *   and signs around a brand name ("Ardenne2026!!", "Ardenne-Cycles-1", "Quarry-Lantern-Spoke-81")
 *   do not pass on the strength of the separators zxcvbn also counts (zxcvbn prefers its own
 *   dictionaries' match for "admin", so its match list cannot be trusted to show these words).
 * Server only: the dictionaries are about 2 MB, loaded on the first check.
 */
import { ZxcvbnFactory } from '@zxcvbn-ts/core';
import { adjacencyGraphs, dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { dictionary as englishDictionary, translations } from '@zxcvbn-ts/language-en';
import { BRAND_DISPLAY_NAMES, BRAND_KEYS } from '@bike/shared/domain';

/** zxcvbn's 3: "safely unguessable", about 10^8 guesses and more. */
const MIN_SCORE = 3;

/** Words of this shop that an attacker puts in a password list first (besides the brands' names). */
const SHOP_WORDS = ['admin', 'administrator', 'demo', 'rider', 'shop', 'bike', 'bikes', 'bicycle', 'cycles', 'cycling', 'velo', 'racing', 'fiets', 'password', 'wachtwoord'];

let checker: ZxcvbnFactory | undefined;

function zxcvbn(): ZxcvbnFactory {
  checker ??= new ZxcvbnFactory({
    dictionary: { ...commonDictionary, ...englishDictionary },
    graphs: adjacencyGraphs,
    translations,
  });
  return checker;
}

/** The brands' names and keys, word by word, and the shop's own words. */
const shopWords = (): string[] => [
  ...SHOP_WORDS,
  ...BRAND_KEYS,
  ...Object.values(BRAND_DISPLAY_NAMES).flatMap((name) => [name, ...name.split(/\s+/)]),
];

/** The pieces of an email address and names someone's password is likely built on. */
function accountWords(personal: ReadonlyArray<string | null | undefined>): string[] {
  return personal.flatMap((value) => {
    const text = (value ?? '').trim().toLowerCase();
    if (!text) return [];
    const local = text.includes('@') ? text.slice(0, text.lastIndexOf('@')) : text;
    return [local, ...local.split(/[^\p{L}\p{N}]+/u)].filter((word) => word.length >= 3);
  });
}

/** The password, lower-cased, without the shop's and the account's words (longest first). */
function withoutWords(password: string, words: string[]): string {
  let rest = password.toLowerCase();
  for (const word of [...new Set(words.map((w) => w.toLowerCase()))].sort((a, b) => b.length - a.length)) rest = rest.split(word).join('');
  return rest;
}

/**
 * True when the password is too easy to guess: a low zxcvbn score, or built on the brands' or
 * the shop's names or the account's own words with little else. `personal` are the account's
 * email addresses and names.
 */
export function isGuessablePassword(password: string, personal: ReadonlyArray<string | null | undefined> = []): boolean {
  const inputs = [...shopWords(), ...accountWords(personal)];
  const whole = zxcvbn().check(password, inputs);
  if (whole.score < MIN_SCORE) return true;
  const rest = withoutWords(password, inputs);
  return rest !== password.toLowerCase() && zxcvbn().check(rest, inputs).score < MIN_SCORE;
}
