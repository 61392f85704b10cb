/** The numbers an order is known by: its public id and its bank-transfer reference. */
import { randomBytes, randomInt } from 'node:crypto';

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** ARD-7K3M9QX2: the brand's first letters and 8 random base-32 characters. */
export function newPublicId(brand: string): string {
  const bytes = randomBytes(8);
  return `${brand.slice(0, 3).toUpperCase()}-${Array.from(bytes, (b) => CROCKFORD[b % 32]).join('')}`;
}

/** Structured transfer reference +++123/4567/89012+++: 10 digits and their mod-97 check (97 for 0). */
export function newTransferReference(): string {
  const base = String(randomInt(0, 10_000_000_000)).padStart(10, '0');
  const check = Number(BigInt(base) % 97n) || 97;
  const digits = base + String(check).padStart(2, '0');
  return `+++${digits.slice(0, 3)}/${digits.slice(3, 7)}/${digits.slice(7)}+++`;
}

export function isValidTransferReference(ref: string): boolean {
  const m = /^\+\+\+(\d{3})\/(\d{4})\/(\d{5})\+\+\+$/.exec(ref);
  if (!m) return false;
  const digits = m[1]! + m[2]! + m[3]!;
  return (Number(BigInt(digits.slice(0, 10)) % 97n) || 97) === Number(digits.slice(10));
}
