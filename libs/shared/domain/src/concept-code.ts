/**
 * Concept codes (spec point 5): short, readable and unambiguous. Its own module, so the load-by-code
 * form of every configurator page carries only this, not the configurator's rules.
 */

/** Letters and digits a rider cannot confuse: no 0/O and no 1/I. */
export const CONCEPT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';
export const CONCEPT_CODE_LENGTH = 8;
const CODE_PATTERN = new RegExp(`^[${CONCEPT_CODE_ALPHABET}]{${CONCEPT_CODE_LENGTH}}$`);
/** The longest thing worth reading as a code: anything longer is refused before any work. */
export const CONCEPT_CODE_MAX_INPUT = 40;

/**
 * A code as a rider types or a link carries it: case, spaces and dashes do not matter
 * ("k7qm 2xtv" is K7QM2XTV). Normalise first, then check, in this one function.
 */
export const normaliseConceptCode = (raw: string): string => raw.normalize('NFKC').toUpperCase().replace(/[\s-]/g, '');

/** The code in its canonical form, or why it is not one: 'empty' or 'notFound' (no code can have this form). */
export function readConceptCode(raw: unknown): { ok: true; code: string } | { ok: false; reason: 'empty' | 'notFound' } {
  if (typeof raw !== 'string' || raw.trim() === '') return { ok: false, reason: 'empty' };
  if (raw.length > CONCEPT_CODE_MAX_INPUT) return { ok: false, reason: 'notFound' };
  const code = normaliseConceptCode(raw);
  return CODE_PATTERN.test(code) ? { ok: true, code } : { ok: false, reason: 'notFound' };
}

/** A code shown to a rider: two groups of four ("K7QM-2XTV"). */
export const formatConceptCode = (code: string): string => (code.length === 8 ? `${code.slice(0, 4)}-${code.slice(4)}` : code);

/** A new code from random bytes (the caller brings crypto.getRandomValues or randomBytes). */
export function conceptCodeFrom(bytes: Uint8Array): string {
  if (bytes.length < CONCEPT_CODE_LENGTH) throw new Error('conceptCodeFrom needs 8 random bytes');
  let code = '';
  // 256 is a multiple of 32, so byte % 32 is uniform over the alphabet.
  for (let i = 0; i < CONCEPT_CODE_LENGTH; i++) code += CONCEPT_CODE_ALPHABET[bytes[i]! % CONCEPT_CODE_ALPHABET.length];
  return code;
}
