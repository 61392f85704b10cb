import type { Concept } from '@bike/shared/domain/configurator';
import { bikeFixture } from '../bike/test-fixtures';
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

  it('is not orderable when it cannot ship within the promise', () => {
    expect(conceptAsItem({ ...concept, delivery: { weeks: 11, withinPromise: false, bottleneck: null } }, bikeFixture(), 'CONCEPT-K7QM2XTV').availability).toBe('unavailable');
  });
});
