import { addToCompareAtom, compareAtom, createStore, MAX_COMPARE, removeFromCompareAtom } from '@bike/shared/store';
import { bikeFixture } from '../../bike/test-fixtures';
import { comparedSize, compareRows, compareSections, visibleSections, type CompareWords } from './compare-rows';
import { parseGeometry, specRows } from '../../bike/spec-rows';

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

describe('compareSections: the compare table\'s groups, weight, geometry and differences', () => {
  const words: CompareWords = {
    sizeLabel: 'Size compared',
    weightLabel: 'Weight',
    weight: (grams, size) => `${(grams / 1000).toFixed(2).replace('.', ',')} kg (size ${size})`,
    measureLabel: (m) => `[${m}]`,
    measure: (v) => String(v).replace('.', ','),
  };
  const labelled = {
    ...translations,
    wheels: { label: 'Wheels', priority: 70, values: {} },
    tyres: { label: 'Tyres', priority: 71, values: {} },
    fork: { label: 'Fork', priority: 30, values: {} },
  };
  const sizes = (...names: string[]) => names.map((size, i) => ({ id: i, size, externalid: `X-${size}` }));
  const a = bikeFixture({
    sizes: sizes('S', 'M', 'L'),
    attributes: {
      ...bikeFixture().attributes, fork: 'Carbon', wheels: 'Alloy 30', tyres: '28 mm',
      weight: JSON.stringify({ S: 7900, M: 8020, L: 8150 }),
      geometry: JSON.stringify({ stack: { S: 505, M: 524, L: 543 }, reach: { S: 372, M: 380, L: 388 }, head_angle: { S: 71.5, M: 71.9, L: 72.3 } }),
    },
  });
  const b = bikeFixture({
    externalid: 'B',
    sizes: sizes('S', 'M', 'L'),
    attributes: {
      ...bikeFixture().attributes, fork: 'Carbon', wheels: 'Carbon 45', tyres: '28 mm',
      weight: JSON.stringify({ S: 7400, M: 7520, L: 7650 }),
      geometry: JSON.stringify({ stack: { S: 505, M: 524, L: 543 }, reach: { S: 372, M: 384, L: 388 }, head_angle: { S: 71.5, M: 71.9, L: 72.3 } }),
    },
  });

  it('compares every bike in its middle size (the weight row\'s), else its middle size without weights', () => {
    expect(comparedSize(a)).toBe('M');
    expect(comparedSize(bikeFixture({ sizes: sizes('XS', 'S', 'M', 'L') }))).toBe('S');
    expect(comparedSize(bikeFixture({ sizes: [] }))).toBeNull();
  });

  it('groups rows under model, frame and weight, geometry and components, each knowing whether the bikes differ', () => {
    const sections = compareSections([a, b], labelled, words);
    expect(sections.map((s) => s.group)).toEqual(['model', 'frame', 'geometry', 'components']);
    const rows = Object.fromEntries(sections.flatMap((s) => s.rows.map((r) => [r.code, r])));
    expect(sections.find((s) => s.group === 'frame')!.rows.map((r) => r.code)).toEqual(['fork', 'weight']);
    expect(rows['weight']).toEqual({ code: 'weight', label: 'Weight', values: ['8,02 kg (size M)', '7,52 kg (size M)'], differs: true });
    expect(sections.find((s) => s.group === 'geometry')!.rows.map((r) => [r.label, r.values, r.differs])).toEqual([
      ['Size compared', ['M', 'M'], false],
      ['[stack]', ['524', '524'], false],
      ['[reach]', ['380', '384'], true],
      ['[head_angle]', ['71,9', '71,9'], false],
    ]);
    expect(sections.find((s) => s.group === 'components')!.rows.map((r) => [r.code, r.differs])).toEqual([['groupset', false], ['wheels', true], ['tyres', false]]);
    expect(rows['fork'].differs).toBe(false);
    expect(rows['bike_category'].differs).toBe(false);
  });

  it('"only differences" keeps the rows that differ and drops the groups left empty', () => {
    const shown = visibleSections(compareSections([a, b], labelled, words), true);
    expect(shown.map((s) => [s.group, s.rows.map((r) => r.code)])).toEqual([
      ['frame', ['weight']],
      ['geometry', ['geometry.reach']],
      ['components', ['wheels']],
    ]);
    expect(visibleSections(compareSections([a, b], labelled, words), false).flatMap((s) => s.rows)).toHaveLength(12);
  });

  it('marks nothing as different with one bike, and shows a dash where a bike lacks a weight or measure', () => {
    expect(compareSections([a], labelled, words).flatMap((s) => s.rows).some((r) => r.differs)).toBe(false);
    const bare = bikeFixture({ externalid: 'C', sizes: sizes('S', 'M', 'L') });
    const rows = compareSections([a, bare], labelled, words).flatMap((s) => s.rows);
    expect(rows.find((r) => r.code === 'weight')!.values).toEqual(['8,02 kg (size M)', '–']);
    expect(rows.find((r) => r.code === 'geometry.stack')!.values).toEqual(['524', '–']);
    expect(rows.find((r) => r.code === 'geometry.stack')!.differs).toBe(true);
    // No bike with weights or geometry: no such rows at all, we never make them up.
    expect(compareSections([bare], labelled, words).map((s) => s.group)).toEqual(['model', 'components']);
  });
});
