import { bitPositions, popcount } from './bitset';
import {
  baseMask, bitsOfIds, buildFacetIndex, buildPriceColumn, facetCounts, groupMask, maskWithout, pageAlong, positionOf, priceRangeOf, splitValues,
  titleHits, type IndexRow,
} from './facet-index';

const row = (id: number, over: Partial<IndexRow> & { attributes: Record<string, unknown> }): IndexRow => ({
  id, title: `Bike ${id}`, itemtype: 'bike', category: 'bikes', familycode: 'helix', platform_code: 'HLX', paint_des: null, groupset: null,
  externalid: `ARD-${id}`, relevance_rank: id, name_rank: id, newest_rank: id, ...over,
});

// Five items: two road bikes, a gravel bike, a cap and a pair of gloves.
const rows: IndexRow[] = [
  row(10, { attributes: { bike_category: 'road', colour: 'red', frame_size: 'S|M|L', groupset: 'SR1' }, groupset: 'Shift Race', title: 'Helix Race', name_rank: 3, newest_rank: 5 }),
  row(11, { attributes: { bike_category: 'road', colour: 'blue', frame_size: 'M|L', groupset: 'SR1' }, groupset: 'Shift Race', name_rank: 2, newest_rank: 4 }),
  row(12, { attributes: { bike_category: 'gravel', colour: 'red', frame_size: 'L', groupset: 'GX2' }, groupset: 'Gravel X', paint_des: 'Lava Red', name_rank: 1, newest_rank: 3 }),
  row(20, { attributes: { family: 'caps', colour: 'red', frame_size: '' }, itemtype: 'accessory', category: 'accessories', familycode: 'caps', platform_code: null, title: 'Race Cap', name_rank: 5, newest_rank: 1 }),
  row(21, { attributes: { family: 'gloves', colour: null, frame_size: 'S|M', promo: 7 }, itemtype: 'accessory', category: 'outlet', familycode: 'gloves', platform_code: null, name_rank: 4, newest_rank: 2 }),
];
const index = buildFacetIndex(rows);
const ids = (bits: Uint32Array) => bitPositions(bits).map((p) => index.ids[p]);
const noFilter = { words: [], groups: [] };

describe('facet index', () => {
  it('splits values as string_to_array does and reads attribute values as ->> prints them', () => {
    expect(splitValues('')).toEqual([]);
    expect(splitValues('S|M')).toEqual(['S', 'M']);
    expect(index.attributes.get('colour')!.has('null')).toBe(false);
    expect(index.attributes.get('promo')!.get('7')!.size).toBe(1);
    expect(index.attributes.get('frame_size')!.has('')).toBe(false);
    expect(() => buildFacetIndex([rows[1], rows[0]])).toThrow(/ascending/);
  });

  it('finds positions by id', () => {
    expect(positionOf(index, 12)).toBe(2);
    expect(positionOf(index, 13)).toBe(-1);
    expect(ids(bitsOfIds(index, [21, 10, 999]))).toEqual([10, 21]);
  });

  it('filters by scope, category, platform, factory stock and search words', () => {
    expect(ids(baseMask(index, noFilter))).toEqual([10, 11, 12, 20, 21]);
    expect(ids(baseMask(index, { ...noFilter, scope: 'accessories' }))).toEqual([20, 21]);
    expect(ids(baseMask(index, { ...noFilter, category: ['outlet', 'bikes'] }))).toEqual([10, 11, 12, 21]);
    expect(ids(baseMask(index, { ...noFilter, platform: ['HLX', 'NOPE'] }))).toEqual([10, 11, 12]);
    expect(ids(baseMask(index, { ...noFilter, factoryStock: bitsOfIds(index, [11, 20]) }))).toEqual([11, 20]);
    // Every word must match one field; fields never run into each other.
    expect(ids(baseMask(index, { ...noFilter, words: ['RACE'] }))).toEqual([10, 11, 20]);
    expect(ids(baseMask(index, { ...noFilter, words: ['race', 'cap'] }))).toEqual([20]);
    expect(ids(baseMask(index, { ...noFilter, words: ['lava'] }))).toEqual([12]);
    expect(ids(baseMask(index, { ...noFilter, words: ['ard-2'] }))).toEqual([20, 21]);
    expect(ids(baseMask(index, { ...noFilter, words: ['%'] }))).toEqual([]);
  });

  it('ORs values within a group, ANDs groups, and counts each facet without its own selection', () => {
    const groups: [string, string[]][] = [['bike_category', ['road']], ['colour', ['red', 'green']]];
    const base = baseMask(index, { ...noFilter, groups });
    const masks = groups.map(([code, values]) => groupMask(index, code, values));
    expect(ids(maskWithout(base, masks))).toEqual([10]);
    const counts = facetCounts(index, base, groups, masks, ['bike_category', 'colour', 'frame_size', 'groupset', 'modelcode']);
    const of = (code: string) => Object.fromEntries(counts.filter((c) => c.code === code).map((c) => [c.value, c.count]));
    // bike_category ignores its own selection: red items of any type.
    expect(of('bike_category')).toEqual({ road: 1, gravel: 1 });
    // colour ignores its own: road bikes of any colour.
    expect(of('colour')).toEqual({ red: 1, blue: 1 });
    // Other facets count the hits only, one per value of a multi-valued attribute.
    expect(of('frame_size')).toEqual({ S: 1, M: 1, L: 1 });
    expect(counts.find((c) => c.code === 'groupset')).toEqual({ code: 'groupset', value: 'SR1', count: 1, alt: 'Shift Race' });
    expect(of('modelcode')).toEqual({});
  });

  it('pages along a sort order, title hits of a search first', () => {
    const all = baseMask(index, noFilter);
    expect(pageAlong(index.order.name, all, 0, 3).map((p) => index.ids[p])).toEqual([12, 11, 10]);
    expect(pageAlong(index.order.name, all, 3, 3).map((p) => index.ids[p])).toEqual([21, 20]);
    expect(pageAlong(index.order.newest, all, 4, 3).map((p) => index.ids[p])).toEqual([10]);
    expect(pageAlong(index.order.newest, all, 5, 3)).toEqual([]);
    const race = baseMask(index, { ...noFilter, words: ['race'] });
    const first = titleHits(index, ['race'], race);
    expect(ids(first)).toEqual([10, 20]);
    expect(pageAlong(index.order.relevance, race, 0, 5, first).map((p) => index.ids[p])).toEqual([10, 20, 11]);
    expect(pageAlong(index.order.relevance, race, 1, 1, first).map((p) => index.ids[p])).toEqual([20]);
  });

  it('sorts by price with unpriced items last and ties by id, and finds the price range', () => {
    const prices = buildPriceColumn(index, [
      { item_id: 10, msrp_cents: '300000' }, { item_id: 11, msrp_cents: 250000 }, { item_id: 12, msrp_cents: 250000 }, { item_id: 20, msrp_cents: 2500 }, { item_id: 99, msrp_cents: 1 },
    ]);
    const all = baseMask(index, noFilter);
    expect(pageAlong(prices.asc, all, 0, 5).map((p) => index.ids[p])).toEqual([20, 11, 12, 10, 21]);
    expect(pageAlong(prices.desc, all, 0, 5).map((p) => index.ids[p])).toEqual([10, 11, 12, 20, 21]);
    expect(priceRangeOf(prices, all)).toEqual({ min: 2500, max: 300000 });
    expect(priceRangeOf(prices, bitsOfIds(index, [21]))).toEqual({ min: null, max: null });
    expect(popcount(all)).toBe(5);
  });

  it('states its memory', () => {
    expect(index.bytes).toBeGreaterThan(0);
    expect(buildFacetIndex([]).n).toBe(0);
  });
});
