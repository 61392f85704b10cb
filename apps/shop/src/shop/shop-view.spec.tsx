import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { en } from '../testing';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import type { ApiClient } from '@bike/shared/api-client';
import { ShopView, type ShopData } from './shop-view';
import { shopResultFixture } from './shop-fixture';

// jsdom has no fetch Request; the data router builds one per navigation and reads only these fields.
if (typeof globalThis.Request === 'undefined') {
  (globalThis as unknown as { Request: unknown }).Request = class {
    readonly url: string;
    readonly method: string;
    readonly signal: AbortSignal | undefined;
    readonly headers = new Map<string, string>();
    constructor(url: string | URL, init: { method?: string; signal?: AbortSignal } = {}) {
      this.url = String(url);
      this.method = init.method ?? 'GET';
      this.signal = init.signal;
    }
  };
}

function renderShop(data: Partial<ShopData> & { path?: string } = {}) {
  const { path = '/en_INT/shop', ...rest } = data;
  const full: ShopData = { kind: 'shop', search: '', result: shopResultFixture(), error: null, ...rest };
  const api = { post: jest.fn(), get: jest.fn() } as unknown as ApiClient;
  const ctx = { locale: 'en_INT', language: 'en', country: 'INT', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as never, preview: false } as ShopContextValue;
  const router = createMemoryRouter(
    [{ path: '/en_INT/*', element: <ShopView data={full} /> }],
    { initialEntries: [`${path}${full.search ? `?${full.search}` : ''}`] },
  );
  render(
    <ShopContextProvider value={ctx}>
      <IntlProvider locale="en" messages={en}>
        <RouterProvider router={router} />
      </IntlProvider>
    </ShopContextProvider>,
  );
  return router;
}

describe('ShopView', () => {
  it('shows the count, the cards with their detail links, and the pages', () => {
    renderShop();
    expect(screen.getByTestId('shop-count').textContent).toBe('1–24 of 60 results');
    const cards = screen.getAllByTestId('shop-card');
    expect(cards).toHaveLength(2);
    expect(within(cards[0]!).getByRole('link', { name: 'Helix 105' }).getAttribute('href')).toBe('/en_INT/bikes/HELIX-105-JB');
    expect(within(cards[1]!).getByRole('link', { name: 'Mudguard set' }).getAttribute('href')).toBe('/en_INT/accessories/MG-01');
    const pages = screen.getByRole('navigation', { name: 'Pages' });
    expect(within(pages).getByRole('link', { name: 'Page 3' }).getAttribute('href')).toBe('/en_INT/shop?page=3');
    expect(within(pages).getByRole('link', { name: 'Next' }).getAttribute('rel')).toBe('next');
  });

  it('names the filter in the heading and offers chips that remove one value', () => {
    renderShop({ search: 'family=mudguards,vouchers&sort=name' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Mudguard set, Gift voucher');
    const chip = screen.getByRole('link', { name: 'Remove filter Family: Gift voucher' });
    expect(chip.getAttribute('href')).toBe('/en_INT/shop?family=mudguards&sort=name');
    expect(screen.getByRole('link', { name: 'Clear all filters' }).getAttribute('href')).toBe('/en_INT/shop?sort=name');
  });

  it('navigates to the canonical URL when a filter is ticked', async () => {
    const router = renderShop({ search: 'family=vouchers' });
    await act(async () => fireEvent.click(screen.getByRole('checkbox', { name: /Mudguard set/ })));
    expect(router.state.location.search).toBe('?family=mudguards,vouchers');
    await act(async () => fireEvent.change(screen.getByLabelText('Sort by'), { target: { value: 'price-asc' } }));
    expect(router.state.location.search).toBe('?family=mudguards,vouchers&sort=price-asc');
  });

  it('searches from the search box', async () => {
    const router = renderShop({ search: 'category=bikes' });
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search the shop' }), { target: { value: 'helix' } });
    await act(async () => fireEvent.submit(screen.getByRole('search')));
    expect(router.state.location.search).toBe('?q=helix&category=bikes');
  });

  it('has an empty state with clear filters, and an error state with the error text', () => {
    renderShop({ search: 'family=caps', result: shopResultFixture({ items: [], total: 0 }) });
    expect(screen.getByText('No products match these filters.')).toBeTruthy();
    expect(screen.getAllByRole('link', { name: 'Clear all filters' }).length).toBeGreaterThan(0);
  });

  it('shows the error code text when the filter call failed', () => {
    renderShop({ result: null, error: 'codes.BIKE_FETCH_ERROR' });
    expect(screen.getByRole('alert').textContent).toContain('The bike could not be loaded. Please try again later.');
  });

  it('preselects bikes on /bikes/shop without writing it in the URL, and hides the category tabs', () => {
    renderShop({ kind: 'bikes-shop', path: '/en_INT/bikes/shop' });
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe('Shop bikes');
    expect(screen.queryByRole('navigation', { name: 'Category' })).toBeNull();
    expect(screen.getByRole('link', { name: 'Page 2' }).getAttribute('href')).toBe('/en_INT/bikes/shop?page=2');
  });
});
