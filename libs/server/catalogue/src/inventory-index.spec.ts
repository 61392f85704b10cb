import { buildDealerIndex, type DealerRow } from './dealer-index';
import { buildInventoryIndex, queryInventory, type InventoryBikeRow, type InventoryQuery, type InventoryStockRow } from './inventory-index';

const dealer = (id: number, lat: number, lng: number, brands = ['ardenne']): DealerRow => ({
  id, cusid: `C${id}`, extid: `E${id}`, slug: `d-${id}`, name: `Dealer ${id}`, type: 'dealer', street: '', number: '', postal_code: '', city: `Town ${id}`,
  country: 'BE', lat, lng, phone: null, website: null, services: [], brands,
});
const bike = (id: number, title: string, category: string): InventoryBikeRow => ({
  id, externalid: `B${id}`, title, platform_code: `P${id}`, bike_category: category, colour: 'red', groupset_code: 'G', groupset: 'Group', paint_des: 'Red',
});
const line = (item: number, size: string, dealerId: number | null, workdays = 1, qty = 1): InventoryStockRow => ({
  item_id: item, size, size_externalid: `B${item}-${size}`, dealer_id: dealerId, qty, workdays,
});

// Dealer 1 in Beringen, dealer 2 in Brussels (about 70 km), dealer 3 sells another brand only.
const dealers = buildDealerIndex([dealer(1, 51.05, 5.18), dealer(2, 50.85, 4.35), dealer(3, 51.0, 5.0, ['other'])]);
const index = buildInventoryIndex(
  'ardenne',
  [bike(10, 'Alpha', 'road'), bike(11, 'Bravo', 'gravel'), bike(12, 'Charlie', 'road'), bike(13, 'Delta', 'road')],
  [
    line(10, 'M', 2), line(10, 'L', null, 30),
    line(11, 'S', 1), line(11, 'M', null, 1),
    line(12, 'M', 3), // only at a dealer that does not carry the brand: not on hand
    line(13, 'L', null, 120), // beyond the orderable limit: not on hand
  ],
  dealers,
);
const ask = (change: Partial<InventoryQuery> = {}) =>
  queryInventory(index, { filters: {}, origin: { lat: 51.047, lng: 5.182 }, sort: 'distance', page: 1, pageSize: 10, ...change });
const titles = (found: ReturnType<typeof ask>) => found.bikes.map((b) => index.bikes[b.bike].title);

describe('the inventory index', () => {
  it('keeps only stock a shopper can have, nearest dealer first', () => {
    const found = ask();
    expect(titles(found)).toEqual(['Bravo', 'Alpha']);
    expect(found.bikes[0].nearest).toMatchObject({ dealer: 0 });
    expect(found.bikes[1].nearest!.distance).toBeGreaterThan(50);
    expect(found.bikes[0].factory).toEqual({ qty: 1, workdays: 1 });
  });

  it('matches size and source on the same line', () => {
    // Alpha has an M at a dealer and an L at the factory: "L at a dealer" is not Alpha.
    expect(titles(ask({ filters: { frame_size: ['L'], source: ['dealer'] } }))).toEqual([]);
    expect(titles(ask({ filters: { frame_size: ['L'], source: ['factory'] } }))).toEqual(['Alpha']);
    const bravo = ask({ filters: { frame_size: ['M'] } }).bikes.find((b) => index.bikes[b.bike].title === 'Bravo')!;
    expect(bravo.nearest).toBeNull(); // Bravo's M is at the factory only
  });

  it('counts each value without its own filter', () => {
    const found = ask({ filters: { frame_size: ['S'] } });
    expect(found.total).toBe(1);
    const sizes = found.counts.get('frame_size')!;
    expect(Object.fromEntries(sizes)).toEqual({ M: 2, L: 1, S: 1 });
    expect(Object.fromEntries(found.counts.get('bike_category')!)).toEqual({ gravel: 1 });
    expect(Object.fromEntries(found.counts.get('source')!)).toEqual({ dealer: 1 });
  });

  it('sorts by name or by the soonest line, and pages', () => {
    expect(titles(ask({ sort: 'name' }))).toEqual(['Alpha', 'Bravo']);
    expect(titles(ask({ sort: 'availability', filters: { source: ['factory'] } }))).toEqual(['Bravo', 'Alpha']);
    expect(titles(ask({ sort: 'name', page: 2, pageSize: 1 }))).toEqual(['Bravo']);
  });
});
