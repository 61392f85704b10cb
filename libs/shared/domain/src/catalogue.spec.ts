import * as v from 'valibot';
import { isFactoryStock, isNewPlatform, isOnStock, isPlatformInMenu, sortFilterAttributes, stockAvailability } from './catalogue';
import { itemIdSchema, localeCodeSchema } from './catalogue-requests';

describe('stock rules (spec points 4 and 9)', () => {
  it('is on stock at 2 workdays or less, orderable up to 100, else unavailable', () => {
    expect(stockAvailability(0)).toBe('onstock');
    expect(stockAvailability(2)).toBe('onstock');
    expect(stockAvailability(3)).toBe('orderable');
    expect(stockAvailability(100)).toBe('orderable');
    expect(stockAvailability(101)).toBe('unavailable');
    expect(stockAvailability(null)).toBe('unavailable');
    expect(isOnStock(2)).toBe(true);
    expect(isOnStock(3)).toBe(false);
    expect(isFactoryStock(9999999)).toBe(true);
    expect(isFactoryStock(12)).toBe(false);
  });
});

describe('platform labels and menus', () => {
  const now = new Date('2026-06-01T00:00:00Z');
  it('shows "new" while now is before enddate_new_label', () => {
    expect(isNewPlatform({ enddate_new_label: '2026-07-01T00:00:00Z' }, now)).toBe(true);
    expect(isNewPlatform({ enddate_new_label: '2026-05-01T00:00:00Z' }, now)).toBe(false);
    expect(isNewPlatform({ enddate_new_label: null }, now)).toBe(false);
    expect(isNewPlatform({ enddate_new_label: 'garbage' }, now)).toBe(false);
  });
  it('skips platforms without configurations and without customizer', () => {
    expect(isPlatformInMenu({ configurations: [], has_customizer: false })).toBe(false);
    expect(isPlatformInMenu({ configurations: [], has_customizer: true })).toBe(true);
    expect(isPlatformInMenu({ configurations: [{}], has_customizer: false })).toBe(true);
  });
});

describe('filter attributes (spec point 5)', () => {
  it('sorts by priority (default 99999) then code and hides category and promo', () => {
    const sorted = sortFilterAttributes([
      { code: 'zeta' }, { code: 'size', priority: 5 }, { code: 'category', priority: 0 }, { code: 'alpha' }, { code: 'colour', priority: 5 },
      { code: 'promo', priority: 1 }, { code: 'family', priority: 1 },
    ]);
    expect(sorted.map((a) => a.code)).toEqual(['family', 'colour', 'size', 'alpha', 'zeta']);
  });
});

describe('request schemas', () => {
  it('accepts locale codes like nl_BE and en_INT only', () => {
    expect(v.is(localeCodeSchema, 'nl_BE')).toBe(true);
    expect(v.is(localeCodeSchema, 'en_INT')).toBe(true);
    for (const bad of ['NL_be', 'nl-BE', 'nl_BEL1', '', 'nl_B', 'x'.repeat(100), 5]) expect(v.is(localeCodeSchema, bad)).toBe(false);
  });
  it('parses positive 32-bit item ids', () => {
    expect(v.parse(itemIdSchema, '42')).toBe(42);
    for (const bad of ['0', '-1', '01', '1.5', 'abc', '2147483648', '']) expect(v.is(itemIdSchema, bad)).toBe(false);
  });
});
