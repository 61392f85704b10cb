import type { AttributeTranslations } from './detail-calls';
import { parseWeights, specRows, translationsOfItem, weightInSize } from './spec-rows';
import { bikeFixture } from './test-fixtures';

/** A slice of the catalogue's table: the item's attributes and many it does not have. */
const table: AttributeTranslations = {
  category: { label: 'Category', priority: 0, values: { bikes: 'Bikes', accessories: 'Accessories' } },
  bike_category: { label: 'Bike type', priority: 10, values: { road: 'Road', gravel: 'Gravel', mountain: 'Mountain' } },
  family: { label: 'Family', priority: 20, values: { helix: 'Helix', dune: 'Dune' } },
  groupset: { label: 'Groupset', priority: 40, values: { KDR12: 'Kadans Race 2x12', VLX13: 'Velox Axis 1x13' } },
  colour: { label: 'Colour', priority: 60, values: { navy: 'Navy', 'jet-black': 'Jet Black', sand: 'Sand' } },
  frame_size: { label: 'Size', priority: 50, values: { XS: 'XS', S: 'S', M: 'M', L: 'L' } },
  saddle: { label: 'Saddle', priority: 47, values: { comfort: 'Comfort' } },
  wheels: { label: 'Wheels', priority: 45, values: { carbon: 'Carbon 45' } },
};

describe('translationsOfItem', () => {
  it("keeps only the item's own attributes, their values and its family's name, and gives the same rows", () => {
    const item = bikeFixture({ attributes: { ...bikeFixture().attributes, saddle: 'unknown-saddle' } });
    const kept = translationsOfItem(item, table);
    expect(Object.keys(kept).sort()).toEqual(['bike_category', 'colour', 'family', 'frame_size', 'groupset', 'saddle']);
    expect(kept['colour']!.values).toEqual({ navy: 'Navy' });
    expect(kept['frame_size']!.values).toEqual({ S: 'S', M: 'M' });
    expect(kept['family']!.values).toEqual({ helix: 'Helix' });
    expect(kept['saddle']).toEqual({ label: 'Saddle', priority: 47, values: {} });
    expect(specRows(item, kept)).toEqual(specRows(item, table));
    expect(specRows(item, kept, { Frame: 'Helix frame' }, { family: 'Helix' })).toEqual(specRows(item, table, { Frame: 'Helix frame' }, { family: 'Helix' }));
    expect(JSON.stringify(kept).length).toBeLessThan(JSON.stringify(table).length);
  });

  it('is empty when the catalogue has no table (the call failed)', () => {
    expect(translationsOfItem(bikeFixture(), {})).toEqual({});
  });
});

describe('weight (issue 32)', () => {
  const weighed = bikeFixture({ attributes: { ...bikeFixture().attributes, weight: JSON.stringify({ S: 7480, M: 7560 }) } });
  const withWeight = { ...table, weight: { label: 'Weight', priority: 49, values: {} } };

  it('leaves the raw grams out of the rows unless the page gives the value', () => {
    expect(specRows(weighed, withWeight).map((r) => r.code)).not.toContain('weight');
    const rows = specRows(weighed, withWeight, {}, { weight: '7.56 kg (size M)' });
    expect(rows.find((r) => r.code === 'weight')).toEqual({ code: 'weight', label: 'Weight', value: '7.56 kg (size M)' });
    // In the attributes' priority order: after the groupset (40), before the size (50).
    const codes = rows.map((r) => r.code);
    expect(codes.indexOf('groupset')).toBeLessThan(codes.indexOf('weight'));
    expect(codes.indexOf('weight')).toBeLessThan(codes.indexOf('frame_size'));
  });

  it('states the picked size, else the middle size', () => {
    expect(weightInSize(weighed, 'M')).toEqual({ size: 'M', grams: 7560 });
    expect(weightInSize(weighed, null)).toEqual({ size: 'S', grams: 7480 });
    expect(weightInSize(weighed, 'XL')).toEqual({ size: 'S', grams: 7480 });
  });

  it('knows no weight without the attribute or with one it cannot read', () => {
    expect(parseWeights(bikeFixture())).toBeNull();
    expect(parseWeights(bikeFixture({ attributes: { weight: 'heavy' } }))).toBeNull();
    expect(parseWeights(bikeFixture({ attributes: { weight: '{"M":"7 kg"}' } }))).toBeNull();
    expect(weightInSize(bikeFixture(), 'M')).toBeNull();
  });
});
