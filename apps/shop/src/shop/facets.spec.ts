import { sortFilterAttributes } from '@bike/shared/domain';
import { visibleFacets, valueLabel } from './facets';
import { shopResultFixture } from './shop-fixture';
import { parseShopQuery } from './shop-query';

const none = parseShopQuery(new URLSearchParams());

describe('filter attribute order (spec point 5)', () => {
  it('sorts by priority, default 99999, then code; hides category and promo', () => {
    const sorted = sortFilterAttributes([
      { code: 'modelcode' }, { code: 'colour', priority: 60 }, { code: 'promo', priority: 0 }, { code: 'category', priority: 0 },
      { code: 'item_brand', priority: null }, { code: 'paint_des', priority: 60 }, { code: 'family', priority: 20 }, { code: 'zeta', priority: 99998 },
    ]);
    expect(sorted.map((a) => a.code)).toEqual(['family', 'colour', 'paint_des', 'zeta', 'item_brand', 'modelcode']);
  });

  it('shows the API facets in that order, whatever order they arrive in', () => {
    expect(visibleFacets(shopResultFixture().facets, none).map((f) => f.code)).toEqual(['bike_category', 'family', 'colour', 'item_brand', 'modelcode']);
  });

  it('drops values without results unless selected, and keeps a selected value the API no longer lists', () => {
    const family = (q: string) => visibleFacets(shopResultFixture().facets, parseShopQuery(new URLSearchParams(q))).find((f) => f.code === 'family')!;
    expect(family('').values.map((v) => v.value)).toEqual(['mudguards', 'vouchers']);
    expect(family('family=caps,bottles').values.map((v) => [v.value, v.count])).toEqual([['mudguards', 8], ['vouchers', 2], ['caps', 0], ['bottles', 0]]);
  });

  it('copes with a missing facet list', () => {
    expect(visibleFacets(undefined, none)).toEqual([]);
  });

  it('labels values from the facets, bike category under either code', () => {
    const facets = shopResultFixture().facets;
    expect(valueLabel(facets, 'family', 'vouchers')).toBe('Gift voucher');
    expect(valueLabel(facets, 'bikeCategory', 'road')).toBe('Road');
    expect(valueLabel(facets, 'colour', 'unknown')).toBe('unknown');
  });
});
