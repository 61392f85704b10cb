import { addToCompareAtom, compareAtom, createStore, MAX_COMPARE, removeFromCompareAtom } from '@bike/shared/store';
import { bikeFixture } from '../bike/test-fixtures';
import { compareRows } from './compare-rows';
import { parseGeometry, specRows } from '../bike/spec-rows';

const translations = {
  colour: { label: 'Colour', priority: 60, values: { navy: 'Navy', plum: 'Plum' } },
  groupset: { label: 'Groupset', priority: 40, values: {} },
  frame_size: { label: 'Size', priority: 50, values: {} },
  bike_category: { label: 'Bike type', priority: 10, values: { road: 'Road' } },
};

describe('compare list rule (MAX_COMPARE)', () => {
  it('adds up to the maximum, refuses more with "full", ignores duplicates, removes by id', () => {
    const store = createStore();
    for (let i = 0; i < MAX_COMPARE; i++) expect(store.set(addToCompareAtom, { id: `B${i}`, title: `Bike ${i}` })).toBe('added');
    expect(store.set(addToCompareAtom, { id: 'B0', title: 'Bike 0' })).toBe('exists');
    expect(store.set(addToCompareAtom, { id: 'EXTRA', title: 'One too many' })).toBe('full');
    expect(store.get(compareAtom)).toHaveLength(MAX_COMPARE);
    store.set(removeFromCompareAtom, 'B1');
    expect(store.set(addToCompareAtom, { id: 'EXTRA', title: 'Now it fits' })).toBe('added');
  });
});

describe('specRows and compareRows', () => {
  it('labels and orders rows by the attribute translations and hides plumbing codes', () => {
    const rows = specRows(bikeFixture(), translations);
    expect(rows.map((r) => [r.label, r.value])).toEqual([
      ['Bike type', 'Road'], ['Groupset', 'Kadans Race 2x12'], ['Size', 'S / M'], ['Colour', 'Navy'],
    ]);
  });

  it('lines bikes up side by side, with a dash where one lacks a row, and marks differences', () => {
    const a = bikeFixture();
    const b = bikeFixture({ externalid: 'B', attributes: { ...a.attributes, colour: 'plum', range: 'ENDU' }, range: 'Endurance' });
    const rows = compareRows([a, b], translations);
    expect(rows.find((r) => r.code === 'colour')).toEqual({ code: 'colour', label: 'Colour', values: ['Navy', 'Plum'], differs: true });
    expect(rows.find((r) => r.code === 'groupset')!.differs).toBe(false);
    expect(rows.find((r) => r.code === 'range')!.values).toEqual(['–', 'Endurance']);
  });

  it('reads geometry only when the catalogue has it', () => {
    expect(parseGeometry(bikeFixture())).toBeNull();
    expect(parseGeometry(bikeFixture({ attributes: { geometry: 'not json' } }))).toBeNull();
    const g = parseGeometry(bikeFixture({ attributes: { geometry: JSON.stringify({ Stack: { S: 540, M: 560 }, Reach: { S: 380 } }) } }));
    expect(g).toEqual({ measures: ['Stack', 'Reach'], sizes: ['S', 'M'], values: { Stack: { S: 540, M: 560 }, Reach: { S: 380 } } });
  });
});
