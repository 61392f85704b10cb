import { createStore } from 'jotai';
import { consentAtom, initialConsent } from './atoms';
import { connectStoreToStorage } from './persistence';

/** The shell's half of recently viewed bikes (@bike/shared/recently-viewed): no list outlives functional consent. */
describe('recently viewed lists and consent', () => {
  beforeEach(() => localStorage.clear());
  const lists = () => ['recentlyViewed.ardenne', 'recentlyViewed.brabo'].map((key) => localStorage.getItem(key));
  const keep = () => {
    localStorage.setItem('recentlyViewed.ardenne', '[]');
    localStorage.setItem('recentlyViewed.brabo', '[]');
    localStorage.setItem('compare', '[]');
  };

  it('removes every brand’s list on restore when functional consent is not given', () => {
    keep();
    connectStoreToStorage(createStore(), localStorage);
    expect(lists()).toEqual([null, null]);
    expect(localStorage.getItem('compare')).toBe('[]');
  });

  it('keeps them while it is given and removes them once it is withdrawn', () => {
    localStorage.setItem('consent', JSON.stringify({ ...initialConsent(), functional: true, decided: true }));
    keep();
    const store = createStore();
    connectStoreToStorage(store, localStorage);
    expect(lists()).toEqual(['[]', '[]']);
    store.set(consentAtom, { ...store.get(consentAtom), marketing: true });
    expect(lists()).toEqual(['[]', '[]']);
    store.set(consentAtom, { ...store.get(consentAtom), functional: false });
    expect(lists()).toEqual([null, null]);
  });
});
