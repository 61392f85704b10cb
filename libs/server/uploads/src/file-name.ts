import { MAX_NAME_LENGTH } from './limits';

/**
 * The name a file had on the user's device, made safe to store and show: no folders, no control
 * or bidirectional-override characters (which can make "gpj.exe" read as "exe.jpg"), no NUL or
 * lone surrogate (PostgreSQL text and UTF-8 cannot hold them; the multipart body never passes
 * the API's edge check, so this is the only filter it gets), at most MAX_NAME_LENGTH characters.
 * It is for display to its owner only: files are stored under server-made keys.
 */
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u001f\u007f-\u009f]/g;
const BIDI_AND_INVISIBLE = /[\u061c\u200b-\u200f\u202a-\u202e\u2060-\u2069\ufeff]/g;
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

export const FALLBACK_NAME = 'upload';

export function sanitiseFileName(raw: string | undefined | null): string {
  if (typeof raw !== 'string') return FALLBACK_NAME;
  // Some browsers (old Edge, IE) send the whole client path.
  const base = raw.split(/[/\\]/).pop() ?? '';
  const cleaned = base
    .replace(LONE_SURROGATE, '')
    .normalize('NFC')
    .replace(CONTROL, ' ')
    .replace(BIDI_AND_INVISIBLE, '')
    .replace(/\s+/g, ' ')
    .trim();
  // Cut by code points so a surrogate pair is never split in two.
  const cut = Array.from(cleaned).slice(0, MAX_NAME_LENGTH).join('').trim();
  return cut === '' || cut === '.' || cut === '..' ? FALLBACK_NAME : cut;
}
