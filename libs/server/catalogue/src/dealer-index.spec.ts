import { buildDealerIndex, dealersInArea, dealersListed, dealersNear, type DealerRow } from './dealer-index';

const row = (id: number, lat: number, lng: number, extra: Partial<DealerRow> = {}): DealerRow => ({
  id, cusid: `C${id}`, extid: `X${id}`, slug: `dealer-${id}`, name: `Dealer ${id}`, type: 'dealer', street: 'Kerkstraat', number: String(id),
  postal_code: '3580', city: 'Beringen', country: 'BE', lat, lng, phone: null, website: null, services: ['repair'], brands: ['ardenne'], ...extra,
});

const index = buildDealerIndex([
  row(1, 51.05, 5.18), // Beringen
  row(2, 50.85, 4.35), // Brussels
  row(3, 52.37, 4.9, { country: 'NL' }), // Amsterdam
  row(4, 51.06, 5.2, { type: 'rental' }),
  row(5, 51.04, 5.17, { brands: ['merel'] }),
  row(6, -41.29, 174.78, { country: 'NZ' }), // Wellington
  row(7, -17.7, -179.9, { country: 'FJ' }), // across the antimeridian
]);
const ardenne = { brand: 'ardenne', type: 'dealer' as const };

describe('dealersNear', () => {
  it('answers the nearest dealers of the brand and type first, with distances in km', () => {
    const near = dealersNear(index, ardenne, 51.047, 5.182, 3);
    expect(near.map((d) => d.id)).toEqual([1, 2, 3]);
    expect(near[0].distance).toBeLessThan(1);
    expect(near[1].distance).toBeGreaterThan(55);
    expect(near[1].distance).toBeLessThan(70);
  });

  it('filters by type, brand and country', () => {
    expect(dealersNear(index, { brand: 'ardenne', type: 'rental' }, 51, 5, 10).map((d) => d.id)).toEqual([4]);
    expect(dealersNear(index, { brand: 'ardenne', type: 'all' }, 51.06, 5.2, 2).map((d) => d.id)).toEqual([4, 1]);
    expect(dealersNear(index, { ...ardenne, country: 'NL' }, 51, 5, 10).map((d) => d.id)).toEqual([3]);
    expect(dealersNear(index, { brand: 'merel', type: 'dealer' }, 0, 0, 10).map((d) => d.id)).toEqual([5]);
  });

  it('measures on the sphere: from Fiji, the nearest is across the antimeridian', () => {
    expect(dealersNear(index, ardenne, -17.7, 179.9, 1)[0].id).toBe(7);
  });

  it('answers nothing from an empty index', () => {
    expect(dealersNear(buildDealerIndex([]), ardenne, 51, 5, 5)).toEqual([]);
  });
});

describe('dealersInArea', () => {
  it('answers the dealers inside the box nearest its centre first, with the count', () => {
    const { dealers, total } = dealersInArea(index, ardenne, { north: 53, south: 50, east: 6, west: 4 }, 10);
    expect(dealers.map((d) => d.id).sort()).toEqual([1, 2, 3]);
    expect(total).toBe(3);
    expect(dealers[0].distance).toBeLessThanOrEqual(dealers[2].distance!);
  });

  it('searches a box across the antimeridian as its two halves', () => {
    const { dealers } = dealersInArea(index, ardenne, { north: 0, south: -50, east: -170, west: 170 }, 10);
    expect(dealers.map((d) => d.id).sort()).toEqual([6, 7]);
  });
});

describe('dealersListed', () => {
  it('lists by country, then name', () => {
    expect(dealersListed(index, ardenne, 10).map((d) => d.country)).toEqual(['BE', 'BE', 'FJ', 'NL', 'NZ']);
  });
});
