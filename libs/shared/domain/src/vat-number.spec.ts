import fc from 'fast-check';
import { checkVatNumber, normaliseVatNumber } from './vat-number';

describe('checkVatNumber (offline)', () => {
  it.each([
    'BE0417497106', 'BE 0403.170.701', 'DE136695976', 'NL004495445B01', 'ATU13585627', 'IT00743110157', 'FR40303265045',
    'ESA28015865', 'ES12345678Z', 'ESX1234567L', 'LU15027442', 'DK13585628', 'el094259216',
  ])('accepts %s', (n) => expect(checkVatNumber(n).valid).toBe(true));

  it.each(['BE0417497107', 'DE136695977', 'NL123456789B01', 'ATU13585628', 'IT00743110158', 'FR41303265045', 'ESA28015866', 'LU15027443', 'XX123', '', 'BE12', 'US123456789'])(
    'refuses %s',
    (n) => expect(checkVatNumber(n).valid).toBe(false),
  );

  it('names the country (EL numbers are Greek) and normalises the number', () => {
    expect(checkVatNumber('el 094 259 216')).toMatchObject({ countrycode: 'GR', vat: 'EL094259216' });
    expect(checkVatNumber('be0417.497.106')).toMatchObject({ countrycode: 'BE', vat: 'BE0417497106', checked: 'checksum' });
    expect(checkVatNumber('DK13585628').checked).toBe('format');
  });

  const body = (n: number) => fc.array(fc.integer({ min: 0, max: 9 }), { minLength: n, maxLength: n }).map((d) => d.join(''));

  it('property: Belgian numbers with the mod-97 check are valid, any single changed digit is not', () => {
    fc.assert(
      fc.property(fc.constantFrom('0', '1'), body(7), fc.integer({ min: 0, max: 9 }), fc.integer({ min: 1, max: 9 }), (first, rest, pos, delta) => {
        const base = first + rest;
        const check = String(97 - (Number(base) % 97)).padStart(2, '0');
        const good = `BE${base}${check}`;
        expect(checkVatNumber(good).valid).toBe(true);
        const chars = good.slice(2).split('');
        const i = pos; // change one of the 10 digits
        chars[i] = String((Number(chars[i]) + delta) % 10);
        const bad = `BE${chars.join('')}`;
        if (/^BE[01]/.test(bad)) expect(checkVatNumber(bad).valid).toBe(false);
      }),
    );
  });

  it('property: Italian and German check digits catch every single-digit error', () => {
    fc.assert(
      fc.property(body(10), body(1), fc.integer({ min: 0, max: 10 }), fc.integer({ min: 1, max: 9 }), (b, _x, pos, delta) => {
        const candidates = Array.from({ length: 10 }, (_, d) => `IT${b}${d}`).filter((n) => checkVatNumber(n).valid);
        expect(candidates).toHaveLength(1);
        const digits = candidates[0]!.slice(2).split('');
        digits[pos] = String((Number(digits[pos]) + delta) % 10);
        expect(checkVatNumber(`IT${digits.join('')}`).valid).toBe(false);
      }),
    );
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 9 }), body(7), (first, rest) => {
        const candidates = Array.from({ length: 10 }, (_, d) => `DE${first}${rest}${d}`).filter((n) => checkVatNumber(n).valid);
        expect(candidates).toHaveLength(1);
      }),
    );
  });

  it('property: never throws and only accepts known prefixes', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 60 }), (s) => {
        const r = checkVatNumber(s);
        if (r.valid) expect(r.vat).toBe(normaliseVatNumber(s.slice(0, 40)));
        if (r.valid) expect(r.countrycode).toMatch(/^[A-Z]{2}$/);
      }),
    );
  });
});
