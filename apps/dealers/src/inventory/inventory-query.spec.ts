import { inventorySearch, readInventoryQuery, toggleFilter } from './inventory-query';

const read = (search: string) => readInventoryQuery(new URLSearchParams(search));

describe('the inventory URL', () => {
  it('reads filters as comma lists or one parameter per ticked box, and writes them back as comma lists', () => {
    const query = read('frame_size=54,56&source=dealer&colour=red&colour=black&sort=availability&page=2&q=Hasselt');
    expect(query).toMatchObject({ filters: { frame_size: ['54', '56'], source: ['dealer'], colour: ['red', 'black'] }, sort: 'availability', page: 2, q: 'Hasselt' });
    expect(inventorySearch(query)).toBe('?frame_size=54%2C56&colour=red%2Cblack&source=dealer&q=Hasselt&sort=availability&page=2');
    expect(read(inventorySearch(query).slice(1))).toEqual(query);
  });

  it('leaves defaults out so links stay short', () => {
    expect(inventorySearch(read(''))).toBe('');
    expect(read('')).toMatchObject({ filters: {}, sort: 'distance', page: 1, q: '', point: null });
  });

  it('takes the main menu link (?key=inventory&value=dealerstock) as dealer stock', () => {
    expect(read('key=inventory&value=dealerstock').filters).toEqual({ source: ['dealer'] });
    expect(read('key=inventory&value=dealerstock&source=factory').filters).toEqual({ source: ['factory'] });
    expect(read('key=other&value=dealerstock').filters).toEqual({});
  });

  it('drops what cannot be a filter value, a bad sort or page, and coordinates off the globe', () => {
    const query = read(`frame_size=%00,${'x'.repeat(80)},<b>,M&sort=price&page=-3&lat=95&lng=4`);
    expect(query).toMatchObject({ filters: { frame_size: ['M'] }, sort: 'distance', page: 1, point: null });
    expect(read('page=99999').page).toBe(1);
  });

  it('keeps a point with its place name when there is no search text', () => {
    const query = read('lat=50.93&lng=5.33&place=Hasselt');
    expect(query.point).toEqual({ lat: 50.93, lng: 5.33 });
    expect(inventorySearch(query)).toBe('?lat=50.93000&lng=5.33000&place=Hasselt');
  });

  it('switches one value on or off and goes back to the first page', () => {
    const query = read('frame_size=54&page=3');
    expect(toggleFilter(query, 'frame_size', '56')).toMatchObject({ filters: { frame_size: ['54', '56'] }, page: 1 });
    expect(toggleFilter(query, 'frame_size', '54').filters).toEqual({});
  });
});
