import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ApiClient } from '@bike/shared/api-client';
import { MARKER_LOOK, type StockFilterAnswer } from '@bike/shared/domain';
import { createStore, DEFAULT_USER_LOCATION, FALLBACK_USER_LOCATION, userLocationAtom } from '@bike/shared/store';
import { glyphInk } from '@bike/shared/ui/marker-badge';
import { StockPanel, type PickedSize } from './stock-panel';
import { renderShell, stockMarkerFixture, stockMarkersFixture } from './test-fixtures';

const ID = 'ARD-HELIX-SL-KDR12-P1215';
const SIZE_M: PickedSize = { size: 'M', externalid: `${ID}-M` };

/** An API whose GET answers come from `answer` (a promise per call, so a test can hold one back). */
function fakeApi(answer: (path: string, query: Record<string, unknown>) => Promise<unknown> = () => new Promise(() => undefined)) {
  const get = jest.fn((path: string, query?: Record<string, unknown>) => answer(path, query ?? {}));
  return { api: { get, post: jest.fn(), patch: jest.fn(), fetch: jest.fn(), brand: 'ardenne' } as unknown as ApiClient, get };
}

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((res, rej) => { resolve = res; reject = rej; });
  return { promise, resolve, reject };
}

function show({ initial = stockMarkersFixture() as StockFilterAnswer | null, size = null as PickedSize | null, store = createStore(), api = fakeApi().api, canPickSize = true } = {}) {
  return render(renderShell(<StockPanel externalId={ID} initial={initial} stock={null} size={size} canPickSize={canPickSize} />, { store, api }).ui);
}

const rows = () => within(screen.getByTestId('dealer-stock')).getAllByRole('listitem');
const names = () => rows().map((r) => within(r).getByRole('link').textContent);

describe('StockPanel (the bike detail dealers tab with stock markers)', () => {
  it('shows the factory stock and the dealers nearest first, each with marker, town, distance and quantity', () => {
    const { get } = fakeApi();
    show();
    expect(screen.getByTestId('factory-stock').textContent).toBe('4 in factory stock · In stock, ready to ship');
    // The API's order (nearest first), not "in stock first".
    expect(names()).toEqual(['Velo Peeters', 'Fietsen Janssens', 'Cycles Dubois', 'Bike Center Genk', 'Rijwielen Maes']);
    const [first, second, third, fourth, fifth] = rows();
    expect(within(first).getByRole('link').getAttribute('href')).toMatch(new RegExp(`/dealers/velo-peeters-beringen\\?item=${ID}$`));
    expect(first.textContent).toContain('Beringen');
    expect(first.textContent).toContain('2.4 km');
    expect(first.textContent).toContain('This bike in stock'); // no size asked: not "in your size"
    expect(first.textContent).toContain('2 in stock');
    expect(second.textContent).toContain('No stock');
    expect(second.textContent).toContain('15 km');
    expect(second.textContent).not.toContain('in stock ·');
    expect(third.textContent).toContain('Other colour in stock');
    expect(fourth.textContent).toContain('Other groupset in stock');
    expect(fifth.textContent).toContain('Other bikes of the brand in stock');
    expect(screen.getByText('Stock of this bike in any size. Choose your size above to see who has yours.')).toBeTruthy();
    expect(screen.getByText('Distances from Beringen.')).toBeTruthy();
    // The server asked from the default location: the browser does not ask again.
    expect(get).not.toHaveBeenCalled();
  });

  it("draws each marker as the map does: the marker's colour and glyph, hidden from screen readers", () => {
    show();
    const badge = rows()[0].querySelector('.marker-badge') as HTMLElement;
    expect(badge.getAttribute('aria-hidden')).toBe('true');
    expect(badge.textContent).toBe(MARKER_LOOK.stock.glyph);
    expect(badge.style.background).toBe('rgb(43, 138, 62)'); // #2b8a3e
    expect(rows()[3].querySelector('.marker-badge')!.textContent).toBe(MARKER_LOOK.other_spec.glyph);
  });

  it('keeps every glyph readable: the ink of higher contrast, at least 4.5:1 on each marker fill', () => {
    expect(glyphInk(MARKER_LOOK.other_design.fill)).toBe('#ffffff');
    expect(glyphInk(MARKER_LOOK.dealer.fill)).toBe('#ffffff');
    expect(glyphInk(MARKER_LOOK.other_spec.fill)).toBe('#000000');
    expect(glyphInk(MARKER_LOOK.nostock.fill)).toBe('#000000');
    const lum = (hex: string) => {
      const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
      return 0.2126 * r + 0.7152 * g + 0.0722 * b;
    };
    for (const { fill } of Object.values(MARKER_LOOK)) {
      const [a, b] = [lum(fill), lum(glyphInk(fill))].sort((x, y) => y - x);
      expect({ fill, ok: (a + 0.05) / (b + 0.05) >= 4.5 }).toEqual({ fill, ok: true });
    }
  });

  it('explains every marker symbol in a legend', () => {
    show();
    const legend = screen.getByTestId('marker-legend');
    expect(within(legend).getByText('What the symbols mean')).toBeTruthy();
    const items = within(legend).getAllByRole('listitem');
    expect(items.map((li) => li.textContent)).toEqual([
      `${MARKER_LOOK.stock.glyph}This bike in stock`,
      `${MARKER_LOOK.other_size.glyph}Other size in stock`,
      `${MARKER_LOOK.other_design.glyph}Other colour in stock`,
      `${MARKER_LOOK.other_spec.glyph}Other groupset in stock`,
      `${MARKER_LOOK.other.glyph}Other bikes of the brand in stock`,
      `${MARKER_LOOK.nostock.glyph}No stock`,
    ]);
  });

  it('filters to the dealers that have this bike (this size or another) and back', () => {
    show({ initial: stockMarkersFixture({ dealers: [...stockMarkersFixture().dealers, stockMarkerFixture({ dealerId: 6, name: 'Velo Hoeben', distance: 50, marker: 'other_size', qty: 0 })] }) });
    const toggle = screen.getByRole('checkbox', { name: 'Only dealers with this bike' }) as HTMLInputElement;
    // Enabled once hydrated (the server HTML has it disabled).
    expect(toggle.disabled).toBe(false);
    fireEvent.click(toggle);
    expect(names()).toEqual(['Velo Peeters', 'Velo Hoeben']);
    fireEvent.click(toggle);
    expect(rows()).toHaveLength(6);
  });

  it('says so when no listed dealer has the bike, and when there are no dealers at all', () => {
    const { unmount } = show({ initial: stockMarkersFixture({ dealers: [stockMarkerFixture({ marker: 'nostock', qty: 0 })] }) });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Only dealers with this bike' }));
    expect(screen.queryByTestId('dealer-stock')).toBeNull();
    expect(screen.getByText(/None of these dealers has this bike in stock/)).toBeTruthy();
    unmount();
    show({ initial: stockMarkersFixture({ dealers: [] }) });
    expect(screen.getByText('We found no dealers near you.')).toBeTruthy();
  });

  it('shows the dealer stock error when the call failed, and still the factory stock of the item stock call', () => {
    render(renderShell(<StockPanel externalId={ID} initial={null} stock={{ externalid: ID, factory: { qty: 1, workdays: 0 }, dealers: [], sizes: [] }} />).ui);
    expect(screen.getByTestId('dealer-stock-error').textContent).toBe('The dealer stock could not be loaded. Please try again later.');
    expect(screen.queryByTestId('dealer-stock')).toBeNull();
    expect(screen.getByTestId('factory-stock').textContent).toContain('1 in factory stock');
  });

  it('says stock is unknown when neither stock call answered', () => {
    render(renderShell(<StockPanel externalId={ID} initial={null} stock={null} />).ui);
    expect(screen.getByText('Stock information is not available right now.')).toBeTruthy();
    expect(screen.queryByTestId('factory-stock')).toBeNull();
  });

  it("asks again from the visitor's stored location: busy meanwhile, then the new list and its place", async () => {
    const store = createStore();
    store.set(userLocationAtom, { type: 'SEARCH', lat: 51.054, lng: 3.725, readableLocation: 'Ghent', timestamp: 1 });
    const answer = deferred<StockFilterAnswer>();
    const { api, get } = fakeApi(() => answer.promise);
    const { container } = show({ store, api });
    await act(async () => undefined); // the call starts in a microtask
    expect(get).toHaveBeenCalledWith(`/consumer/v1/inventory/stockFilter/${ID}`, { dealerType: 'dealer', locale: 'en_INT', lat: 51.054, lng: 3.725 });
    const results = container.querySelector('.bike-dealers__results')!;
    expect(results.getAttribute('aria-busy')).toBe('true');
    expect(screen.getByRole('status').textContent).toBe('Updating the dealer stock…');
    expect(names()[0]).toBe('Velo Peeters'); // the previous list stays while asking
    await act(async () => answer.resolve(stockMarkersFixture({ dealers: [stockMarkerFixture({ dealerId: 9, name: 'Fietsen Gent', city: 'Gent', distance: 1.2 })] })));
    expect(results.getAttribute('aria-busy')).toBe('false');
    expect(screen.getByRole('status').textContent).toBe('');
    expect(names()).toEqual(['Fietsen Gent']);
    expect(screen.getByText('Distances from Ghent.')).toBeTruthy();
  });

  it("names the shopper's place in the page's language: a first visit's Brussels is Brussel on nl_BE (issue 32 item 11)", async () => {
    const store = createStore();
    store.set(userLocationAtom, FALLBACK_USER_LOCATION);
    const { api } = fakeApi(async () => stockMarkersFixture());
    render(renderShell(<StockPanel externalId={ID} initial={stockMarkersFixture()} stock={null} />, { store, api, locale: 'nl_BE' }).ui);
    await act(async () => undefined);
    expect(screen.getByText('Distances from Brussel.')).toBeTruthy();
  });

  it("asks for the picked size's external id; the markers then compare that size", async () => {
    const { api, get } = fakeApi(async () => stockMarkersFixture({ size: 'M', factory: null, dealers: [stockMarkerFixture({ qty: 1 }), stockMarkerFixture({ dealerId: 2, name: 'Fietsen Janssens', marker: 'other_size', qty: 0 })] }));
    await act(async () => { show({ size: SIZE_M, api }); });
    expect(get).toHaveBeenCalledWith(`/consumer/v1/inventory/stockFilter/${SIZE_M.externalid}`, expect.objectContaining({ lat: DEFAULT_USER_LOCATION.lat, lng: DEFAULT_USER_LOCATION.lng }));
    expect(screen.getByText('Stock compared with size M.')).toBeTruthy();
    expect(rows()[0].textContent).toContain('In stock in your size');
    expect(rows()[0].textContent).toContain('1 in stock');
    expect(rows()[1].textContent).toContain('Other size in stock');
    expect(screen.getByTestId('factory-stock').textContent).toBe('Not in factory stock.');
    // The dealer links keep naming the item (the dealer page's contact form lists items).
    expect(within(rows()[0]).getByRole('link').getAttribute('href')).toMatch(new RegExp(`\\?item=${ID}$`));
  });

  it('shows the error, not a crash, when asking again fails', async () => {
    const { api } = fakeApi(() => Promise.reject(new Error('offline')));
    await act(async () => { show({ size: SIZE_M, api }); });
    expect(screen.getByTestId('dealer-stock-error').textContent).toBe('The dealer stock could not be loaded. Please try again later.');
    expect(screen.queryByRole('checkbox')).toBeNull();
  });
});
