import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { hydrateRoot } from 'react-dom/client';
import type { ApiClient } from '@bike/shared/api-client';
import type { DetailData } from './bike-data';
import { DetailView } from './detail-view';
import { loadGallery, loadSections } from './detail-parts';
import { bikeFixture, renderShell, stockMarkerFixture, stockMarkersFixture } from './test-fixtures';

const item = bikeFixture();
const data = (overrides: Partial<DetailData> = {}): DetailData => ({
  item, related: [], platform: null, news: [], translations: {},
  stock: {
    externalid: item.externalid, factory: { qty: 4, workdays: 2 }, dealers: [],
    sizes: item.sizes.map((s) => ({ size: s.size, externalid: s.externalid, qty: 2, workdays: 2, availability: 'onstock' as const })),
  },
  markers: stockMarkersFixture(),
  ...overrides,
});

function fakeApi(answer: () => Promise<unknown>) {
  const get = jest.fn(answer);
  return { api: { get, post: jest.fn(), patch: jest.fn(), fetch: jest.fn(), brand: 'ardenne' } as unknown as ApiClient, get };
}

describe('DetailView dealers tab', () => {
  // The page's loader has the deferred parts' code in place before the server renders (bike-data.ts).
  beforeAll(() => Promise.all([loadGallery('en'), loadSections('en')]));

  it('asks the dealers tab again for the size picked in the buy box', async () => {
    const { api, get } = fakeApi(async () => stockMarkersFixture({ size: 'M', dealers: [stockMarkerFixture({ qty: 1 })] }));
    render(renderShell(<DetailView data={data()} />, { api }).ui);
    expect(get).not.toHaveBeenCalled();
    fireEvent.click(screen.getByRole('tab', { name: 'Dealers' }));
    await act(async () => { fireEvent.click(screen.getByRole('radio', { name: /^M/ })); });
    expect(get).toHaveBeenCalledTimes(1);
    expect(get).toHaveBeenCalledWith(`/consumer/v1/inventory/stockFilter/${item.externalid}-M`, expect.objectContaining({ locale: 'en_INT' }));
    const panel = screen.getByRole('tabpanel', { name: 'Dealers' });
    expect(within(panel).getByText('Stock compared with size M.')).toBeTruthy();
    expect(within(panel).getByTestId('dealer-stock').textContent).toContain('In stock in your size');
    // The new panel content did not move the shopper off the tab they chose.
    expect(screen.getByRole('tab', { name: 'Dealers' }).getAttribute('aria-selected')).toBe('true');
  });

  it('hydrates the server HTML without a mismatch (the filter turns on only after hydration)', async () => {
    const { api } = fakeApi(() => new Promise(() => undefined));
    const html = renderToString(renderShell(<DetailView data={data()} />, { api }).ui);
    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.appendChild(container);
    const server = container.querySelector('.bike-dealers__filter input') as HTMLInputElement;
    expect(server.disabled).toBe(true);
    expect(container.querySelector('[data-testid="dealer-stock"]')!.querySelectorAll('li')).toHaveLength(5);

    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const recoverable: unknown[] = [];
    await act(async () => { hydrateRoot(container, renderShell(<DetailView data={data()} />, { api }).ui, { onRecoverableError: (e) => recoverable.push(e) }); });
    expect(recoverable).toEqual([]);
    expect(errors).not.toHaveBeenCalled();
    errors.mockRestore();
    expect((container.querySelector('.bike-dealers__filter input') as HTMLInputElement).disabled).toBe(false);
    container.remove();
  });
});
