import { addRecentlyViewed, MAX_RECENTLY_VIEWED, recentlyViewedKey, restoreRecentlyViewed, syncRecentlyViewed, type RecentlyViewedEntry } from './rules';

const bike = (id: string, brand = 'ardenne'): RecentlyViewedEntry => ({ id, brand, title: `Bike ${id}`, image: `/media/bikes/road/${id}.svg` });
const stored = (brand = 'ardenne') => JSON.parse(localStorage.getItem(recentlyViewedKey(brand)) ?? 'null');

describe('recently viewed rules', () => {
  beforeEach(() => localStorage.clear());

  it('puts the newest view first and moves a bike seen again to the front, once', () => {
    let list: RecentlyViewedEntry[] = [];
    for (const id of ['A', 'B', 'C', 'A']) list = addRecentlyViewed(list, bike(id));
    expect(list.map((e) => e.id)).toEqual(['A', 'C', 'B']);
  });

  it('keeps at most eight, dropping the oldest', () => {
    let list: RecentlyViewedEntry[] = [];
    for (let i = 1; i <= 11; i++) list = addRecentlyViewed(list, bike(`B${i}`));
    expect(MAX_RECENTLY_VIEWED).toBe(8);
    expect(list.map((e) => e.id)).toEqual(['B11', 'B10', 'B9', 'B8', 'B7', 'B6', 'B5', 'B4']);
  });

  it('restores only this brand’s well-formed entries, each once, at most eight', () => {
    const raw = [bike('A'), bike('X', 'brabo'), { id: 42 }, null, 'junk', { ...bike('A'), title: 'again' }, bike('B'), ...Array.from({ length: 10 }, (_, i) => bike(`N${i}`))];
    const list = restoreRecentlyViewed(raw, 'ardenne');
    expect(list.map((e) => e.id)).toEqual(['A', 'B', 'N0', 'N1', 'N2', 'N3', 'N4', 'N5']);
    expect(list[0]).toEqual(bike('A'));
    expect(restoreRecentlyViewed({ not: 'a list' }, 'ardenne')).toEqual([]);
  });

  it('without functional consent writes nothing, shows nothing and removes every brand’s list', () => {
    localStorage.setItem(recentlyViewedKey('ardenne'), JSON.stringify([bike('A')]));
    localStorage.setItem(recentlyViewedKey('brabo'), JSON.stringify([bike('X', 'brabo')]));
    localStorage.setItem('cart', '{}');
    expect(syncRecentlyViewed(localStorage, { brand: 'ardenne', functional: false, viewed: bike('B') })).toEqual([]);
    expect(stored('ardenne')).toBeNull();
    expect(stored('brabo')).toBeNull();
    expect(localStorage.getItem('cart')).toBe('{}');
  });

  it('with functional consent remembers a view under the brand’s own key and leaves other brands alone', () => {
    localStorage.setItem(recentlyViewedKey('brabo'), JSON.stringify([bike('X', 'brabo')]));
    syncRecentlyViewed(localStorage, { brand: 'ardenne', functional: true, viewed: { id: 'A', title: 'Bike A' } });
    const list = syncRecentlyViewed(localStorage, { brand: 'ardenne', functional: true, viewed: { id: 'B', title: 'Bike B', image: '/media/b.svg' } });
    expect(list.map((e) => [e.id, e.brand])).toEqual([['B', 'ardenne'], ['A', 'ardenne']]);
    expect(stored('ardenne')).toEqual(list);
    expect(stored('brabo').map((e: RecentlyViewedEntry) => e.id)).toEqual(['X']);
    // Reading without a view changes nothing; another brand's page sees only its own.
    expect(syncRecentlyViewed(localStorage, { brand: 'ardenne', functional: true })).toEqual(list);
    expect(syncRecentlyViewed(localStorage, { brand: 'brabo', functional: true }).map((e) => e.id)).toEqual(['X']);
  });

  it('an entry of another brand written under this brand’s key is ignored', () => {
    localStorage.setItem(recentlyViewedKey('ardenne'), JSON.stringify([bike('X', 'merel'), bike('A')]));
    expect(syncRecentlyViewed(localStorage, { brand: 'ardenne', functional: true }).map((e) => e.id)).toEqual(['A']);
  });

  it('survives storage it cannot read or write', () => {
    localStorage.setItem(recentlyViewedKey('ardenne'), '{not json');
    expect(syncRecentlyViewed(localStorage, { brand: 'ardenne', functional: true })).toEqual([]);
    const full = { getItem: () => null, setItem: () => { throw new Error('QuotaExceededError'); } } as unknown as Storage;
    expect(syncRecentlyViewed(full, { brand: 'ardenne', functional: true, viewed: { id: 'A', title: 'A' } }).map((e) => e.id)).toEqual(['A']);
  });
});
