import type { ReactNode } from 'react';
import { createEvent, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation, useNavigationType } from 'react-router';
import { ShopContextProvider, type ShopContextValue } from './shop-context';
import { ShopLink, withPreview } from './shop-link';

describe('preview router', () => {
  it('keeps the preview flag on every navigation while preview is on', () => {
    expect(withPreview('/en_INT/bikes', true)).toBe('/en_INT/bikes?preview=true');
    expect(withPreview('/en_INT/shop?category=bikes#top', true)).toBe('/en_INT/shop?category=bikes&preview=true#top');
    expect(withPreview('/en_INT/shop?preview=true', true)).toBe('/en_INT/shop?preview=true');
    expect(withPreview('/en_INT/bikes', false)).toBe('/en_INT/bikes');
  });
});

describe('ShopLink', () => {
  const shop = (preview = false, prefetch?: (path: string) => void): ShopContextValue =>
    ({ locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', preview, prefetch }) as unknown as ShopContextValue;

  function renderAt(path: string, ui: ReactNode, value = shop()) {
    const Page = () => {
      const location = useLocation();
      const navigation = useNavigationType();
      return (
        <ShopContextProvider value={value}>
          <p data-testid="where">{location.pathname + location.search}</p>
          <p data-testid="how">{navigation}</p>
          {ui}
        </ShopContextProvider>
      );
    };
    render(
      <MemoryRouter initialEntries={[path]}>
        <Routes>
          <Route path="*" element={<Page />} />
        </Routes>
      </MemoryRouter>,
    );
  }

  it('links with the full address of the page and follows a plain click without a page load', async () => {
    renderAt('/nl_BE', <ShopLink to="bikes/shop?category=bikes">Fietsen</ShopLink>);
    const link = screen.getByRole('link', { name: 'Fietsen' });
    expect(link.getAttribute('href')).toBe('/nl_BE/bikes/shop?category=bikes');
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('where').textContent).toBe('/nl_BE/bikes/shop?category=bikes'));
    expect(screen.getByTestId('how').textContent).toBe('PUSH');
    // A link to the page shown replaces it in the history, as react-router's Link does.
    fireEvent.click(link);
    await waitFor(() => expect(screen.getByTestId('how').textContent).toBe('REPLACE'));
  });

  it('leaves clicks with a modifier key, another button or another tab to the browser', () => {
    renderAt(
      '/nl_BE',
      <>
        <ShopLink to="bikes">Fietsen</ShopLink>
        <ShopLink to="dealers" target="_blank">
          Dealers
        </ShopLink>
      </>,
    );
    for (const click of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { altKey: true }, { button: 1 }]) {
      const event = createEvent.click(screen.getByRole('link', { name: 'Fietsen' }), click);
      fireEvent(screen.getByRole('link', { name: 'Fietsen' }), event);
      expect(event.defaultPrevented).toBe(false);
    }
    const newTab = createEvent.click(screen.getByRole('link', { name: 'Dealers' }));
    fireEvent(screen.getByRole('link', { name: 'Dealers' }), newTab);
    expect(newTab.defaultPrevented).toBe(false);
    expect(screen.getByTestId('where').textContent).toBe('/nl_BE');
  });

  it("runs the caller's onClick first, which may keep the router out", () => {
    const onClick = jest.fn((event: { preventDefault(): void }) => event.preventDefault());
    renderAt(
      '/nl_BE',
      <ShopLink to="bikes" onClick={onClick}>
        Fietsen
      </ShopLink>,
    );
    fireEvent.click(screen.getByRole('link', { name: 'Fietsen' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByTestId('where').textContent).toBe('/nl_BE');
  });

  it('opens another locale with a page load, and prefetches its own pages on intent', () => {
    const prefetch = jest.fn();
    renderAt(
      '/nl_BE/bikes',
      <>
        <ShopLink to="bikes" locale="fr_BE">
          Français
        </ShopLink>
        <ShopLink to="dealers">Dealers</ShopLink>
      </>,
      shop(false, prefetch),
    );
    const other = screen.getByRole('link', { name: 'Français' });
    expect(other.getAttribute('href')).toBe('/fr_BE/bikes');
    const event = createEvent.click(other);
    fireEvent(other, event);
    expect(event.defaultPrevented).toBe(false);
    fireEvent.mouseOver(other);
    expect(prefetch).not.toHaveBeenCalled();
    fireEvent.mouseOver(screen.getByRole('link', { name: 'Dealers' }));
    fireEvent.focus(screen.getByRole('link', { name: 'Dealers' }));
    expect(prefetch).toHaveBeenCalledWith('dealers');
  });

  it('keeps the preview flag in the address it links to', () => {
    renderAt('/nl_BE?preview=true', <ShopLink to="news">Nieuws</ShopLink>, shop(true));
    expect(screen.getByRole('link', { name: 'Nieuws' }).getAttribute('href')).toBe('/nl_BE/news?preview=true');
  });
});
