import { vatDeductionFor, type VatDeductionInput } from './vat-deduction';

const base: VatDeductionInput = {
  customerType: 'business',
  intracommunity: true,
  invoiceCountry: 'NL',
  sellerCountry: 'BE',
  number: { countrycode: 'NL', registration: 'confirmed' },
};

describe('vatDeductionFor', () => {
  it('deducts only a VIES-confirmed number of the invoice country, outside the seller country', () => {
    expect(vatDeductionFor(base)).toEqual({ deduction: 'deducted', reason: 'confirmed' });
  });

  it.each<[string, Partial<VatDeductionInput>, string, string]>([
    ['a consumer', { customerType: 'consumer' }, 'charged', 'consumer'],
    ['no number', { number: null }, 'charged', 'noNumber'],
    ['a market outside the EU VAT area', { intracommunity: false }, 'charged', 'notIntracommunity'],
    ['a number VIES rejected (invented, valid check digits)', { number: { countrycode: 'NL', registration: 'rejected' } }, 'charged', 'rejected'],
    ['a number of another country than the invoice address', { number: { countrycode: 'DE', registration: 'confirmed' } }, 'charged', 'countryMismatch'],
    ['the seller\'s own country', { invoiceCountry: 'BE', number: { countrycode: 'BE', registration: 'confirmed' } }, 'charged', 'sellerCountry'],
    ['a number VIES could not confirm (down or offline)', { number: { countrycode: 'NL', registration: 'unverified' } }, 'review', 'unverified'],
  ])('%s: %s', (_name, over, deduction, reason) => {
    expect(vatDeductionFor({ ...base, ...over })).toEqual({ deduction, reason });
  });

  it('reads countries case-insensitively and never deducts a number without a country', () => {
    expect(vatDeductionFor({ ...base, invoiceCountry: 'nl', sellerCountry: 'be' }).deduction).toBe('deducted');
    expect(vatDeductionFor({ ...base, number: { countrycode: null, registration: 'confirmed' } }).deduction).toBe('charged');
  });
});
