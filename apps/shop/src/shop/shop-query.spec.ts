import {
  activeFilters, clearedQuery, emptyShopQuery, parseShopQuery, serializeShopQuery, toRequestBody, toggleValue, withValues, type ShopQuery,
} from './shop-query';

const parse = (s: string) => parseShopQuery(new URLSearchParams(s));
const roundTrip = (s: string) => serializeShopQuery(parse(s));

describe('shop URL codec', () => {
  it('reads the main-menu links of spec point 2', () => {
    expect(parse('deliveryDate=Factory%20Stock').deliveryDate).toBe('Factory Stock');
    expect(parse('category=bikes').category).toEqual(['bikes']);
    expect(parse('category=accessories').category).toEqual(['accessories']);
    expect(parse('family=mudguards,vouchers').family).toEqual(['mudguards', 'vouchers']);
  });

  it('keeps the menu links as they are (they are already canonical)', () => {
    expect(roundTrip('deliveryDate=Factory%20Stock')).toBe('deliveryDate=Factory%20Stock');
    expect(roundTrip('category=bikes')).toBe('category=bikes');
    expect(roundTrip('family=mudguards,vouchers')).toBe('family=mudguards,vouchers');
  });

  it('gives equal URLs for equal filters whatever the order or form of the input', () => {
    const a = roundTrip('family=vouchers,mudguards&attr.colour=navy&category=accessories&attr.colour=jet-black&sort=name');
    const b = roundTrip('sort=name&attr.colour=jet-black,navy&category=accessories&family=mudguards&family=vouchers&family=mudguards');
    expect(a).toBe(b);
    expect(a).toBe('category=accessories&family=mudguards,vouchers&attr.colour=jet-black,navy&sort=name');
  });

  it('orders keys canonically: q, lists, deliveryDate, attributes by code, sort, page', () => {
    expect(roundTrip('page=3&sort=price-asc&attr.range=RACE&attr.colour=navy&deliveryDate=Factory+Stock&platform=P1&bikeCategory=road&family=helix&category=bikes&q=helix')).toBe(
      'q=helix&category=bikes&family=helix&bikeCategory=road&platform=P1&deliveryDate=Factory%20Stock&attr.colour=navy&attr.range=RACE&sort=price-asc&page=3',
    );
  });

  it('ignores unknown keys and drops invalid values', () => {
    const q = parse('utm_source=x&voucher=ABC&category=bikes,shoes&bikeCategory=road,moon&deliveryDate=tomorrow&sort=cheapest&page=-2&attr.category=bikes&attr.promo=x&attr.Bad-Code=1&family=%3Cscript%3E');
    expect(q).toEqual({ ...emptyShopQuery(), category: ['bikes'], bikeCategory: ['road'] });
  });

  it('leaves defaults out and caps pages and search text', () => {
    expect(roundTrip('sort=relevance&page=1')).toBe('');
    expect(parse('page=999999').page).toBe(500);
    expect(parse('q=' + 'a'.repeat(300)).q).toHaveLength(100);
    expect(parse('q=%20%20road%20%20%20bike%20').q).toBe('road bike');
  });

  it('encodes values that need it and decodes them back', () => {
    const q = { ...emptyShopQuery(), q: 'helix & co', attributes: { paint_des: ['Jet Black/Red'] } };
    const s = serializeShopQuery(q);
    expect(s).toBe('q=helix%20%26%20co&attr.paint_des=Jet%20Black%2FRed');
    expect(parse(s)).toEqual(q);
  });

  it('round-trips any state through the URL', () => {
    const state: ShopQuery = {
      q: 'gravel', category: ['bikes'], family: ['dune', 'grava'], bikeCategory: ['gravel'], platform: ['G1'],
      deliveryDate: 'Factory Stock', attributes: { colour: ['navy', 'olive'], frame_size: ['M'] }, sort: 'newest', page: 2,
    };
    expect(parse(serializeShopQuery(state))).toEqual(state);
  });
});

describe('shop request body', () => {
  it('maps the state to the filter body of the contract', () => {
    const q = parse('category=bikes&attr.colour=navy&deliveryDate=Factory%20Stock&sort=price-desc&page=2&q=helix');
    expect(toRequestBody(q)).toEqual({
      filters: { category: ['bikes'], deliveryDate: 'Factory Stock', attributes: { colour: ['navy'] } },
      sort: 'price-desc', page: 2, pageSize: 24,
    });
  });

  it('sends an empty filter object without filters', () => {
    expect(toRequestBody(emptyShopQuery()).filters).toEqual({});
    expect(toRequestBody(emptyShopQuery(), { pageSize: 48 }).pageSize).toBe(48);
  });
});

describe('editing the state', () => {
  it('toggles values of list and attribute facets and resets the page', () => {
    let q = { ...parse('family=mudguards&page=4') };
    q = toggleValue(q, 'family', 'vouchers');
    expect(q.family).toEqual(['mudguards', 'vouchers']);
    expect(q.page).toBe(1);
    q = toggleValue(q, 'family', 'mudguards');
    expect(q.family).toEqual(['vouchers']);
    q = toggleValue(q, 'colour', 'navy');
    expect(q.attributes).toEqual({ colour: ['navy'] });
    q = toggleValue(q, 'colour', 'navy');
    expect(q.attributes).toEqual({});
    q = toggleValue(q, 'bike_category', 'road');
    expect(q.bikeCategory).toEqual(['road']);
    expect(serializeShopQuery(q)).toBe('family=vouchers&bikeCategory=road');
  });

  it('sets and clears the delivery date', () => {
    const q = withValues(emptyShopQuery(), 'deliveryDate', ['Factory Stock']);
    expect(q.deliveryDate).toBe('Factory Stock');
    expect(withValues(q, 'deliveryDate', []).deliveryDate).toBeNull();
  });

  it('lists active filters in canonical order and clears them keeping the sort', () => {
    const q = parse('attr.colour=navy&family=mudguards&bikeCategory=road&deliveryDate=Factory%20Stock&sort=name&q=x');
    expect(activeFilters(q)).toEqual([
      { code: 'family', value: 'mudguards' },
      { code: 'bike_category', value: 'road' },
      { code: 'deliveryDate', value: 'Factory Stock' },
      { code: 'colour', value: 'navy' },
    ]);
    expect(serializeShopQuery(clearedQuery(q))).toBe('sort=name');
  });
});
