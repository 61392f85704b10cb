import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { loadMessages, type Messages } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { HeaderSearch } from './header-search';

// Whether the suggesting field's code was loaded (jest runs a module factory when the module is first required).
const mockFieldLoaded = jest.fn();
jest.mock('./header-search-field', () => {
  mockFieldLoaded();
  return jest.requireActual('./header-search-field');
});

const suggestions = {
  term: 'Lieferz',
  suggestions: [{ kind: 'help', title: 'Wie lange dauert die Lieferung?', path: 'support/folders/11/article/101', detail: 'Lieferung', image: null }],
};
const get = jest.fn(async () => suggestions);
const shop = { locale: 'de_CH', language: 'de', country: 'CH', currency: 'CHF', brand: 'ardenne', brandName: 'Ardenne', preview: false, api: { get } } as unknown as ShopContextValue;

function Where() {
  const location = useLocation();
  return <p data-testid="where">{location.pathname + location.search}</p>;
}

let de: Messages;
beforeAll(async () => {
  de = await loadMessages('de');
});

function renderHeaderSearch() {
  render(
    <MemoryRouter initialEntries={['/de_CH']}>
      <IntlProvider locale="de-CH" messages={de} onError={() => undefined}>
        <ShopContextProvider value={shop}>
          <HeaderSearch />
          <Routes><Route path="*" element={<Where />} /></Routes>
        </ShopContextProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('HeaderSearch (issue 32 item 10)', () => {
  // First: later tests find the suggesting field's code already loaded.
  it('is a plain GET form to the results page until the shopper comes to the field; then the combobox takes over what was typed', async () => {
    renderHeaderSearch();
    const form = screen.getByRole('search');
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/de_CH/search');
    const plain = screen.getByRole('searchbox', { name: 'Website durchsuchen' });
    expect(screen.queryByRole('combobox')).toBeNull();
    await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
    expect(mockFieldLoaded).not.toHaveBeenCalled();

    fireEvent.change(plain, { target: { value: 'Lieferz' } });
    plain.focus();
    const combobox = await screen.findByRole('combobox', { name: 'Website durchsuchen' });
    expect(mockFieldLoaded).toHaveBeenCalledTimes(1);
    expect((combobox as HTMLInputElement).value).toBe('Lieferz');
    expect(document.activeElement).toBe(combobox);
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(get).toHaveBeenCalledWith('/b2c/v1/search/suggestions', { locale: 'de_CH', term: 'Lieferz', scope: 'all' });
    expect(screen.getByRole('option').textContent).toBe('HilfeWie lange dauert die Lieferung?Lieferung');
    fireEvent.keyDown(combobox, { key: 'ArrowDown' });
    fireEvent.keyDown(combobox, { key: 'Enter' });
    expect(screen.getByTestId('where').textContent).toBe('/de_CH/support/folders/11/article/101');
  });

  it('the search icon opens the field and brings its suggestions; sending the form goes to the results page', async () => {
    renderHeaderSearch();
    const toggle = screen.getByRole('button', { name: 'Suche öffnen' });
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    const field = await screen.findByRole('combobox', { name: 'Website durchsuchen' });
    await waitFor(() => expect(document.activeElement).toBe(field));
    // Escape with nothing to close in the field closes the overlay and goes back to the icon.
    fireEvent.keyDown(field, { key: 'Escape' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    await waitFor(() => expect(document.activeElement).toBe(field));
    fireEvent.change(field, { target: { value: 'Fahrräder' } });
    fireEvent.submit(screen.getByRole('search'));
    expect(screen.getByTestId('where').textContent).toBe('/de_CH/search?q=Fahrr%C3%A4der');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
