import type { ShopFilterResult as ShopResult, ShopItem } from './shop-calls';

/** A response in the shape of the catalogue contract, for unit tests of the shop UI. */
export function shopItemFixture(overrides: Partial<ShopItem> = {}): ShopItem {
  return {
    id: 1,
    externalid: 'HELIX-105-JB',
    title: 'Helix 105',
    itemtype: 'bike',
    category: 'bikes',
    familycode: 'helix',
    brandkey: 'ardenne',
    range: 'Race',
    rangeCode: 'RACE',
    qty: 3,
    voucherbannerimage: null,
    vouchercountry: null,
    platform: 'helix-disc',
    groupset: '105',
    paint_des: 'Jet Black',
    size: null,
    image: '/media/bikes/helix.svg',
    $$price: { msrp: 2499, oldmsrp: 2799, currency: 'EUR', voucher: null },
    availability: 'onstock',
    workdays: 2,
    vouchertext: null,
    ...overrides,
  };
}

export function shopResultFixture(overrides: Partial<ShopResult> = {}): ShopResult {
  return {
    items: [
      shopItemFixture(),
      shopItemFixture({ id: 2, externalid: 'MG-01', title: 'Mudguard set', itemtype: 'accessory', category: 'accessories', familycode: 'mudguards', platform: null, groupset: null, paint_des: null, $$price: { msrp: 49, oldmsrp: null, currency: 'EUR', voucher: null }, availability: 'orderable', workdays: 10 }),
    ],
    total: 60,
    page: 1,
    pageSize: 24,
    facets: [
      { code: 'colour', label: 'Colour', priority: 60, values: [{ value: 'jet-black', label: 'Jet Black', count: 12, selected: false }, { value: 'navy', label: 'Navy', count: 3, selected: false }] },
      { code: 'promo', label: 'Promotion', priority: 0, values: [{ value: 'summer', label: 'Summer', count: 4, selected: false }] },
      { code: 'family', label: 'Family', priority: 20, values: [{ value: 'mudguards', label: 'Mudguard set', count: 8, selected: false }, { value: 'vouchers', label: 'Gift voucher', count: 2, selected: false }, { value: 'caps', label: 'Cap', count: 0, selected: false }] },
      { code: 'category', label: 'Category', priority: 0, values: [{ value: 'bikes', label: 'Bikes', count: 40, selected: false }] },
      { code: 'bike_category', label: 'Bike type', priority: 10, values: [{ value: 'road', label: 'Road', count: 20, selected: false }, { value: 'gravel', label: 'Gravel', count: 10, selected: false }] },
      { code: 'modelcode', label: 'Model', priority: undefined as unknown as number, values: [{ value: 'HX', label: 'HX', count: 5, selected: false }] },
      { code: 'item_brand', label: 'Brand', priority: null as unknown as number, values: [{ value: 'ardenne', label: 'Ardenne', count: 5, selected: false }] },
    ],
    ...overrides,
  };
}
