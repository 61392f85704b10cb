/**
 * EU VAT numbers, checked offline: the format of every member state and the check digits of the
 * countries the shop sells to most (BE, NL, DE, FR, IT, ES, AT, LU). The API may also ask the
 * EU's VIES service (VAT_CHECK=vies); this offline check is the default and the fallback.
 * Browser-safe, so the checkout form gives the same answer before sending.
 */

export interface VatNumberCheck {
  valid: boolean;
  /** ISO 3166 country of the number (EL numbers are Greece: GR), or null when unknown. */
  countrycode: string | null;
  /** The number normalised: prefix + characters without spaces, dots or dashes, upper case. */
  vat: string;
  /** Which rule decided: check digits, or the format only. */
  checked: 'checksum' | 'format' | 'none';
}

const digits = (s: string) => s.split('').map(Number);

/** VAT prefix → ISO country (they differ only for Greece; XI is Northern Ireland under the protocol). */
const PREFIX_COUNTRY: Record<string, string> = { EL: 'GR', XI: 'GB' };

/** Format of the part after the prefix, per member state. */
const FORMATS: Record<string, RegExp> = {
  AT: /^U\d{8}$/,
  BE: /^[01]\d{9}$/,
  BG: /^\d{9,10}$/,
  CY: /^\d{8}[A-Z]$/,
  CZ: /^\d{8,10}$/,
  DE: /^[1-9]\d{8}$/,
  DK: /^\d{8}$/,
  EE: /^\d{9}$/,
  EL: /^\d{9}$/,
  ES: /^[A-Z0-9]\d{7}[A-Z0-9]$/,
  FI: /^\d{8}$/,
  FR: /^[A-HJ-NP-Z0-9]{2}\d{9}$/,
  HR: /^\d{11}$/,
  HU: /^\d{8}$/,
  IE: /^(\d{7}[A-W][A-IW]?|\d[A-Z+*]\d{5}[A-W])$/,
  IT: /^\d{11}$/,
  LT: /^(\d{9}|\d{12})$/,
  LU: /^\d{8}$/,
  LV: /^\d{11}$/,
  MT: /^\d{8}$/,
  NL: /^\d{9}B\d{2}$/,
  PL: /^\d{10}$/,
  PT: /^\d{9}$/,
  RO: /^[1-9]\d{1,9}$/,
  SE: /^\d{10}01$/,
  SI: /^[1-9]\d{7}$/,
  SK: /^[1-9]\d{9}$/,
  XI: /^(\d{9}|\d{12}|GD\d{3}|HA\d{3})$/,
};

export const VAT_PREFIXES = Object.keys(FORMATS);

/** mod 97 of a long digit string without big integers. */
function mod97(numeric: string): number {
  let rest = 0;
  for (const ch of numeric) rest = (rest * 10 + Number(ch)) % 97;
  return rest;
}

/** Letters A..Z as 10..35, the way ISO 7064 MOD 97-10 reads them. */
const lettersToDigits = (s: string) => s.replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));

const CHECKSUMS: Record<string, (n: string) => boolean> = {
  BE: (n) => 97 - mod97(n.slice(0, 8)) === Number(n.slice(8)),
  LU: (n) => Number(n.slice(0, 6)) % 89 === Number(n.slice(6)),
  DE: (n) => {
    // ISO 7064 MOD 11,10 over the first 8 digits.
    let product = 10;
    for (const d of digits(n.slice(0, 8))) {
      let sum = (d + product) % 10;
      if (sum === 0) sum = 10;
      product = (2 * sum) % 11;
    }
    const check = 11 - product === 10 ? 0 : 11 - product;
    return check === Number(n[8]);
  },
  NL: (n) => {
    // Legal entities: 11-test on the first 9 digits. Sole traders since 2020: MOD 97-10 over "NL" + number.
    const d = digits(n.slice(0, 9));
    const sum = d.slice(0, 8).reduce((s, x, i) => s + x * (9 - i), 0);
    const eleven = sum % 11 !== 10 && sum % 11 === d[8];
    return eleven || mod97(lettersToDigits(`NL${n}`)) === 1;
  },
  FR: (n) => {
    // The old numeric key: (12 + 3 × (SIREN mod 97)) mod 97. Newer keys contain letters: format only.
    const key = n.slice(0, 2);
    if (!/^\d\d$/.test(key)) return true;
    return (12 + 3 * (Number(n.slice(2)) % 97)) % 97 === Number(key);
  },
  IT: (n) => {
    // Luhn over 11 digits.
    let sum = 0;
    digits(n).forEach((d, i) => {
      if (i % 2 === 1) {
        const x = d * 2;
        sum += x > 9 ? x - 9 : x;
      } else sum += d;
    });
    return sum % 10 === 0;
  },
  AT: (n) => {
    const d = digits(n.slice(1));
    let sum = 0;
    for (let i = 0; i < 7; i++) {
      const x = i % 2 === 1 ? d[i]! * 2 : d[i]!;
      sum += Math.floor(x / 10) + (x % 10);
    }
    return (10 - ((sum + 4) % 10)) % 10 === d[7];
  },
  ES: (n) => {
    const letters = 'TRWAGMYFPDXBNJZSQVHLCKE';
    if (/^\d{8}[A-Z]$/.test(n)) return letters[Number(n.slice(0, 8)) % 23] === n[8];
    if (/^[XYZ]\d{7}[A-Z]$/.test(n)) return letters[Number(String('XYZ'.indexOf(n[0]!)) + n.slice(1, 8)) % 23] === n[8];
    if (/^[KLM]\d{7}[A-Z]$/.test(n) || /^[A-HJNPQRSUVW]\d{7}[A-J0-9]$/.test(n)) {
      const d = digits(n.slice(1, 8));
      let sum = 0;
      d.forEach((x, i) => {
        if (i % 2 === 0) {
          const y = x * 2;
          sum += Math.floor(y / 10) + (y % 10);
        } else sum += x;
      });
      const control = (10 - (sum % 10)) % 10;
      return n[8] === String(control) || n[8] === 'JABCDEFGHI'[control];
    }
    return false;
  },
};

export const normaliseVatNumber = (input: string): string => input.toUpperCase().replace(/[\s.\-/]/g, '');

export function checkVatNumber(input: string): VatNumberCheck {
  const vat = normaliseVatNumber(typeof input === 'string' ? input.slice(0, 40) : '');
  const prefix = vat.slice(0, 2);
  const rest = vat.slice(2);
  const format = FORMATS[prefix];
  if (!format) return { valid: false, countrycode: /^[A-Z]{2}$/.test(prefix) ? (PREFIX_COUNTRY[prefix] ?? prefix) : null, vat, checked: 'none' };
  const countrycode = PREFIX_COUNTRY[prefix] ?? prefix;
  if (!format.test(rest)) return { valid: false, countrycode, vat, checked: 'format' };
  const checksum = CHECKSUMS[prefix];
  if (!checksum) return { valid: true, countrycode, vat, checked: 'format' };
  return { valid: checksum(rest), countrycode, vat, checked: 'checksum' };
}
