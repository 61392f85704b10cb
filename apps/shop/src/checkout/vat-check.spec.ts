import { isMistypedVatNumber, vatNote } from './vat-check';

const base = { vat: 'NL004495445B01', valid: true, countrycode: 'NL', source: 'vies' as const };

describe('the VAT number note of the business step', () => {
  it('says deducted only when the API deducts', () => {
    expect(vatNote({ ...base, deduction: 'deducted', reason: 'confirmed' }, true)).toMatchObject({ id: 'checkout.vatValid', testId: 'vat-valid' });
    expect(vatNote({ ...base, source: 'offline', deduction: 'review', reason: 'unverified' }, true)).toMatchObject({ id: 'checkout.vatReview', testId: 'vat-review' });
    expect(vatNote({ ...base, deduction: 'charged', reason: 'sellerCountry' }, true)?.id).toBe('checkout.vatDomestic');
    expect(vatNote({ ...base, deduction: 'charged', reason: 'countryMismatch' }, true)?.id).toBe('checkout.vatCountryMismatch');
    expect(vatNote({ ...base, valid: false, deduction: 'charged', reason: 'rejected' }, true)?.id).toBe('checkout.vatNotRegistered');
    expect(vatNote({ ...base, deduction: 'charged', reason: 'notIntracommunity' }, false)?.id).toBe('checkout.vatValidNoDeduction');
    // Valid check digits alone never promise a deduction.
    expect(vatNote({ ...base, source: 'offline' }, true)?.testId).not.toBe('vat-valid');
  });

  it('stops the step for a typo, not for a number VIES does not know', () => {
    expect(isMistypedVatNumber({ ...base, valid: false, source: 'offline' })).toBe(true);
    expect(isMistypedVatNumber({ ...base, valid: false, source: 'vies' })).toBe(false);
    expect(isMistypedVatNumber(base)).toBe(false);
  });
});
