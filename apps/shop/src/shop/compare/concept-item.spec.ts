import type { Concept } from '@bike/shared/domain/configurator';
import { bikeFixture } from '../../bike/test-fixtures';
import { compareRows } from './compare-rows';
import { conceptAsItem, conceptCodeOf, isConceptId } from './concept-item';

const concept: Concept = {
  code: 'K7QM2XTV', model: 'ARD-HELIX-SL', externalid: 'ARD-HELIX-SL-KDR12-P0105', modelname: 'Ardenne Helix SL', family: 'Helix', brand: 'ardenne',
  image: '/media/bikes/road/4a4f55-141414.carbon-deep.drop.race.svg', baseColor: '#4a4f55', configuration_checksum: 'x',
  localizedconfiguration: { groupset: 'Kadans Race 2x12', size: 'M', design: 'Storm Grey / Jet Black', wheels: 'Carbon aero wheels, 55 mm', cockpit: 'Alloy drop bar and stem', saddle: 'Race saddle' },
  choices: { groupset: 'KDR12', size: 'M', design: 'P0105', wheels: 'WH-C55', cockpit: 'CP-DROP', saddle: 'SD-RACE' },
  price: { lines: [], total: 4198, vat: 728.56, vatRate: 21, currency: 'EUR' },
  delivery: { weeks: 4, withinPromise: true, bottleneck: null },
  visible: false, views: 0, session: true, profile: false, favorite: false, mine: false, createdAt: '2026-11-26T00:00:00Z',
};

describe('a concept in the compare table', () => {
  it('is recognised by its prefixed id', () => {
    expect(isConceptId('CONCEPT-K7QM2XTV')).toBe(true);
    expect(isConceptId('ARD-HELIX-SL-KDR12-P0105')).toBe(false);
    expect(conceptCodeOf('CONCEPT-K7QM2XTV')).toBe('K7QM2XTV');
  });

  it('takes its build from the catalogue bike and its own price, picture, delivery and parts', () => {
    const item = conceptAsItem(concept, bikeFixture(), 'CONCEPT-K7QM2XTV');
    expect(item).toMatchObject({ externalid: 'CONCEPT-K7QM2XTV', title: 'Ardenne Helix SL', image: concept.image, availability: 'orderable', workdays: 20 });
    expect(item.$$price.msrp).toBe(4198);
    const rows = compareRows([bikeFixture(), item], { wheels: { label: 'Wheels', priority: 45, values: {} }, frame_size: { label: 'Size', priority: 50, values: {} } });
    const wheels = rows.find((r) => r.code === 'wheels')!;
    expect(wheels.values).toEqual(['–', 'Carbon aero wheels, 55 mm']);
    expect(rows.find((r) => r.code === 'frame_size')!.values[1]).toBe('M');
  });

  it('shows the voucher on the configured bike\'s own price, not the build\'s voucher beside it (issue 32)', () => {
    const vouchered: Concept = { ...concept, price: { ...concept.price!, total: 8198, voucher: { code: 'WELCOMEBE', discount: 409.9, total: 7788.1, vat: 1351.67, freeShipping: false } } };
    // The build's own price block says its voucher price (6 459,05 of 6 799): none of it may reach the configured bike.
    const build = bikeFixture({ $$price: { msrp: 6799, oldmsrp: null, currency: 'EUR', voucher: { code: 'WELCOMEBE', discount: 339.95, msrp: 6459.05, freeShipping: false } } });
    const item = conceptAsItem(vouchered, build, 'CONCEPT-K7QM2XTV');
    expect(item.$$price).toEqual({ msrp: 8198, oldmsrp: null, currency: 'EUR', voucher: { code: 'WELCOMEBE', discount: 409.9, msrp: 7788.1, freeShipping: false } });
    // Without a voucher on the concept, the build's voucher is not shown either.
    expect(conceptAsItem(concept, build, 'CONCEPT-K7QM2XTV').$$price.voucher).toBeNull();
  });

  it('is not orderable when it cannot ship within the promise', () => {
    expect(conceptAsItem({ ...concept, delivery: { weeks: 11, withinPromise: false, bottleneck: null } }, bikeFixture(), 'CONCEPT-K7QM2XTV').availability).toBe('unavailable');
  });
});
