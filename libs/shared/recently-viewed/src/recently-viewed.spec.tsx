import { act, render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { connectStoreToStorage, consentAtom, createStore, ShopStoreProvider, initialConsent } from '@bike/shared/store';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { RecentlyViewed, type RecentlyViewedProps } from './recently-viewed';
import { recentlyViewedKey } from './rules';

const shop = (brand = 'ardenne') => ({ locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand, brandName: 'Ardenne', preview: false }) as unknown as ShopContextValue;
const consent = (functional: boolean) => ({ ...initialConsent(), functional, decided: true });
const bike = (id: string) => ({ id, title: `Bike ${id}`, image: `/media/bikes/road/${id}.svg` });

function setup(options: { functional: boolean; restored?: boolean; brand?: string }) {
  const store = createStore();
  localStorage.setItem('consent', JSON.stringify(consent(options.functional)));
  if (options.restored !== false) connectStoreToStorage(store, localStorage);
  const view = (props: RecentlyViewedProps) => (
    <MemoryRouter>
      <ShopStoreProvider store={store}>
        <ShopContextProvider value={shop(options.brand)}>
          <main><h1>Page</h1></main>
          <RecentlyViewed {...props} />
        </ShopContextProvider>
      </ShopStoreProvider>
    </MemoryRouter>
  );
  return { store, view };
}
const names = () => within(screen.getByRole('region', { name: 'Onlangs bekeken' })).getAllByRole('link').map((a) => [a.textContent, a.getAttribute('href')]);

describe('RecentlyViewed', () => {
  beforeEach(() => localStorage.clear());

  it('without functional consent shows nothing and keeps nothing', async () => {
    const { view } = setup({ functional: false });
    const { container } = render(view({ heading: 'Onlangs bekeken', current: bike('A') }));
    await act(() => Promise.resolve());
    expect(container.querySelector('[data-testid="recently-viewed"]')).toBeNull();
    expect(localStorage.getItem(recentlyViewedKey('ardenne'))).toBeNull();
  });

  it('renders nothing before the store is restored (server and hydration)', async () => {
    const { view } = setup({ functional: true, restored: false });
    localStorage.setItem(recentlyViewedKey('ardenne'), JSON.stringify([{ ...bike('B'), brand: 'ardenne' }]));
    const { container } = render(view({ heading: 'Onlangs bekeken' }));
    await act(() => Promise.resolve());
    expect(container.innerHTML).toBe('<main><h1>Page</h1></main>');
  });

  it('remembers the bike on screen and shows the others, most recent first, as links under the locale', async () => {
    const { view } = setup({ functional: true });
    const first = render(view({ heading: 'Onlangs bekeken', current: bike('A') }));
    await act(() => Promise.resolve());
    // The only bike seen is the one on screen: nothing to show yet.
    expect(screen.queryByTestId('recently-viewed')).toBeNull();
    first.rerender(view({ heading: 'Onlangs bekeken', current: bike('B') }));
    await screen.findByTestId('recently-viewed');
    first.rerender(view({ heading: 'Onlangs bekeken', current: bike('C') }));
    await act(() => Promise.resolve());
    expect(screen.getByRole('heading', { level: 2, name: 'Onlangs bekeken' })).toBeTruthy();
    expect(names()).toEqual([['Bike B', '/nl_BE/bikes/B'], ['Bike A', '/nl_BE/bikes/A']]);
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    // The home page (no bike on screen) shows all three.
    first.rerender(view({ heading: 'Onlangs bekeken' }));
    await act(() => Promise.resolve());
    expect(names().map(([name]) => name)).toEqual(['Bike C', 'Bike B', 'Bike A']);
    expect(JSON.parse(localStorage.getItem(recentlyViewedKey('ardenne'))!).map((e: { id: string }) => e.id)).toEqual(['C', 'B', 'A']);
  });

  it('shows only the page brand’s bikes', async () => {
    localStorage.setItem(recentlyViewedKey('brabo'), JSON.stringify([{ ...bike('X'), brand: 'brabo' }]));
    localStorage.setItem(recentlyViewedKey('ardenne'), JSON.stringify([{ ...bike('A'), brand: 'ardenne' }, { ...bike('Y'), brand: 'brabo' }]));
    const { view } = setup({ functional: true });
    render(view({ heading: 'Onlangs bekeken' }));
    await screen.findByTestId('recently-viewed');
    expect(names().map(([name]) => name)).toEqual(['Bike A']);
  });

  it('withdrawing consent hides the strip and clears every stored list', async () => {
    localStorage.setItem(recentlyViewedKey('ardenne'), JSON.stringify([{ ...bike('A'), brand: 'ardenne' }]));
    localStorage.setItem(recentlyViewedKey('brabo'), JSON.stringify([{ ...bike('X'), brand: 'brabo' }]));
    const { store, view } = setup({ functional: true });
    render(view({ heading: 'Onlangs bekeken' }));
    await screen.findByTestId('recently-viewed');
    act(() => store.set(consentAtom, consent(false)));
    expect(screen.queryByTestId('recently-viewed')).toBeNull();
    expect(localStorage.getItem(recentlyViewedKey('ardenne'))).toBeNull();
    expect(localStorage.getItem(recentlyViewedKey('brabo'))).toBeNull();
  });
});
