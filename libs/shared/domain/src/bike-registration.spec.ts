import * as v from 'valibot';
import { dateWindowOf } from './account';
import {
  addYears, ANY_PURCHASE_WINDOW, frameWarranty, isInPurchaseWindow, normaliseSerial, purchaseDateOutside, purchaseDateWindow, registerBikeSchema, updateRegisteredBikeSchema,
} from './bike-registration';

const UUID_A = '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a01';
const UUID_B = '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a02';
const valid = { serialNumber: '1234567', purchaseDate: '2025-04-12', proofOfPurchase: UUID_A, previouslyBoughtCount: 0 };
const messages = (input: unknown, schema: v.GenericSchema = registerBikeSchema) => {
  const result = v.safeParse(schema, input);
  return result.success ? [] : result.issues.map((i) => `${v.getDotPath(i) ?? ''}: ${i.message}`);
};

describe('bike registration schema (spec points 5 and 9)', () => {
  it('accepts a serial of 6 to 8 digits, with spaces or dashes typed between groups', () => {
    for (const serial of ['123456', '1234567', '12345678', '123 4567', '12-34-56']) expect(messages({ ...valid, serialNumber: serial })).toEqual([]);
    expect(normaliseSerial(' 12 34-567 ')).toBe('1234567');
    for (const serial of ['12345', '123456789', '12a4567', '', '１２３４５６７']) expect(messages({ ...valid, serialNumber: serial })).toEqual([expect.stringMatching(/^serialNumber: Serial number is (invalid|required)$/)]);
  });

  it('applies the custom date rule: a real day, not in the future', () => {
    const tomorrow = new Date(Date.now() + 2 * 86400000).toISOString().slice(0, 10);
    expect(messages({ ...valid, purchaseDate: tomorrow })).toEqual(["purchaseDate: Purchase date can't be a date in the future"]);
    expect(messages({ ...valid, purchaseDate: '2025-13-01' })).toEqual(['purchaseDate: Purchase date is invalid']);
    // Before the brand sold bikes with serials: the refusal names the window (issue 32).
    expect(messages({ ...valid, purchaseDate: '1999-12-31' })).toEqual(['purchaseDate: Purchase date must be between 2000-01-01 and today']);
    expect(messages({ ...valid, purchaseDate: '2000-01-01' })).toEqual([]);
    expect(messages({ ...valid, purchaseDate: '' })).toEqual(['purchaseDate: Purchase date is required']);
  });
  it('needs a proof of purchase; the contest needs a photo; photos are capped and unique', () => {
    expect(messages({ ...valid, proofOfPurchase: '' })).toEqual(['proofOfPurchase: Proof of purchase is required']);
    expect(messages({ ...valid, proofOfPurchase: '../etc/passwd' })).toEqual(['proofOfPurchase: Proof of purchase is invalid']);
    expect(messages({ ...valid, contestEntry: true })).toEqual(['photos: Photos is required']);
    expect(messages({ ...valid, contestEntry: true, photos: [UUID_B] })).toEqual([]);
    expect(messages({ ...valid, photos: [UUID_B, UUID_B] })).toEqual(['photos: Photos is invalid']);
    expect(messages({ ...valid, photos: Array.from({ length: 7 }, (_, i) => `0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a1${i}`) })).toEqual(['photos: Photos is invalid']);
  });

  it('cleans the Instagram name and bounds the bought count; unknown fields are refused', () => {
    const parsed = v.parse(registerBikeSchema, { ...valid, instagramName: ' @lien.rides ' });
    expect(parsed).toMatchObject({ instagramName: 'lien.rides', newsletter: false, contestEntry: false, photos: [] });
    expect(v.parse(registerBikeSchema, { ...valid, instagramName: '' }).instagramName).toBeNull();
    expect(messages({ ...valid, instagramName: 'two words' })).toEqual(['instagramName: Instagram name is invalid']);
    expect(messages({ ...valid, previouslyBoughtCount: 1.5 })).toEqual(['previouslyBoughtCount: Previously bought count is invalid']);
    expect(messages({ ...valid, previouslyBoughtCount: 51 })).toEqual(['previouslyBoughtCount: Previously bought count is invalid']);
    expect(messages({ ...valid, status: 'approved' })).toEqual(['status: status is not a known field']);
    expect(messages([])).toHaveLength(1);
  });

  it('an update names the registration and never the serial', () => {
    const { serialNumber: _s, ...fields } = valid;
    expect(messages({ id: UUID_A, ...fields }, updateRegisteredBikeSchema)).toEqual([]);
    expect(messages({ id: UUID_A, ...valid }, updateRegisteredBikeSchema)).toEqual(['serialNumber: serialNumber is not a known field']);
    expect(messages({ id: 'x', ...fields }, updateRegisteredBikeSchema)).toEqual(['id: Id is invalid']);
  });
});

describe('frame warranty (spec point 9)', () => {
  it('runs 2 years from purchase, 5 while a registration is submitted or approved', () => {
    expect(frameWarranty('2025-04-12', null)).toEqual({ years: 2, until: '2027-04-12', extended: false });
    expect(frameWarranty('2025-04-12', 'submitted')).toEqual({ years: 5, until: '2030-04-12', extended: true });
    expect(frameWarranty('2025-04-12', 'approved').years).toBe(5);
    expect(frameWarranty('2025-04-12', 'rejected')).toEqual({ years: 2, until: '2027-04-12', extended: false });
  });

  it('adds whole years; 29 February falls back to 28 February', () => {
    expect(addYears('2024-02-29', 5)).toBe('2029-02-28');
    expect(addYears('2024-02-29', 4)).toBe('2028-02-29');
    expect(addYears('2025-12-31', 2)).toBe('2027-12-31');
  });
});

describe('purchase date window (issue 32)', () => {
  const now = new Date('2026-11-28T10:00:00Z');

  it('runs from the day a dealer bike left the factory to today, and from the order to the day it shipped for a bike sold online', () => {
    expect(purchaseDateWindow({ shippedOn: '2024-11-28', orderedOn: null })).toEqual({ earliest: '2024-11-28', latest: null });
    expect(purchaseDateWindow({ shippedOn: '2026-03-09', orderedOn: '2026-03-02' })).toEqual({ earliest: '2026-03-02', latest: '2026-03-09' });
    // Never before the first bikes with serials.
    expect(purchaseDateWindow({ shippedOn: '1998-05-01', orderedOn: null })).toEqual(ANY_PURCHASE_WINDOW);
  });

  it('holds a date inside, its ends included; "today" is the newest day anywhere', () => {
    const dealer = purchaseDateWindow({ shippedOn: '2024-11-28', orderedOn: null });
    expect(isInPurchaseWindow('2024-11-27', dealer, now)).toBe(false);
    expect(isInPurchaseWindow('2024-11-28', dealer, now)).toBe(true);
    expect(isInPurchaseWindow('2026-11-29', dealer, now)).toBe(true); // already the 29th in Kiribati
    expect(isInPurchaseWindow('2026-11-30', dealer, now)).toBe(false);
    const online = purchaseDateWindow({ shippedOn: '2026-03-09', orderedOn: '2026-03-02' });
    expect(['2026-03-01', '2026-03-02', '2026-03-09', '2026-03-10'].map((day) => isInPurchaseWindow(day, online, now))).toEqual([false, true, true, false]);
  });

  it('says the window in a message forms read back', () => {
    expect(purchaseDateOutside({ earliest: '2024-11-28', latest: null })).toBe('Purchase date must be between 2024-11-28 and today');
    expect(purchaseDateOutside({ earliest: '2026-03-02', latest: '2026-03-09' })).toBe('Purchase date must be between 2026-03-02 and 2026-03-09');
    expect(dateWindowOf(purchaseDateOutside({ earliest: '2024-11-28', latest: null }))).toEqual({ earliest: '2024-11-28', latest: null });
    expect(dateWindowOf(purchaseDateOutside({ earliest: '2026-03-02', latest: '2026-03-09' }))).toEqual({ earliest: '2026-03-02', latest: '2026-03-09' });
    expect(dateWindowOf('Purchase date is invalid')).toBeNull();
  });
});
