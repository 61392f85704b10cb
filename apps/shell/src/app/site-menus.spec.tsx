import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { ShopFooter } from './shop-footer';
import { externalUrlOf, menuKeyOf, shopPathOf, type SiteMenus } from './site-menus';
import { loadSiteMenus } from './site-menus-query';

const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'brabo', brandName: 'Brabo', preview: false } as unknown as ShopContextValue;

const menus: SiteMenus = {
  main: [],
  footer: [
    { id: '1', title: 'Dealer zoeken', type: 'link', pageUrl: '/dealers', marketingLabel: null, description: null },
    { id: '2', title: 'Voor dealers', type: 'link', pageUrl: 'https://b2b.example.com', marketingLabel: null, description: null },
  ],
  recommendations: [{ title: 'Registreer je fiets', text: 'Verleng je framegarantie.', url: '/bike-registration' }],
  social: [{ platform: 'photos', label: 'Foto’s', url: 'https://social.example.com/{brand}/photos' }],
  slogan: 'Gebouwd voor elke dag',
};

function renderFooter(value: SiteMenus | null) {
  return render(
    <MemoryRouter>
      <IntlProvider locale="en" messages={en} onError={() => undefined}>
        <ShopContextProvider value={shop}>
          <ShopFooter menus={value} />
        </ShopContextProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('menus from the content service', () => {
  it('tells shop paths from other sites', () => {
    expect(shopPathOf('/shop?category=bikes')).toBe('shop?category=bikes');
    expect(shopPathOf('https://b2b.example.com')).toBeNull();
    expect(shopPathOf('//evil.example')).toBeNull();
    expect(shopPathOf('javascript:alert(1)')).toBeNull();
    expect(menuKeyOf('/bikes')).toBe('bikes');
    expect(menuKeyOf('/shop?family=mudguards,vouchers')).toBe('shop-family-mudguards-vouchers');
  });

  it('renders the footer menu, the recommendations and the social links of the brand', () => {
    renderFooter(menus);
    expect(screen.getByRole('link', { name: 'Dealer zoeken' }).getAttribute('href')).toBe('/nl_BE/dealers');
    const external = screen.getByRole('link', { name: 'Voor dealers (opens in a new tab)' });
    expect(external.getAttribute('target')).toBe('_blank');
    expect(screen.getByRole('link', { name: 'Registreer je fiets' }).getAttribute('href')).toBe('/nl_BE/bike-registration');
    expect(screen.getByRole('link', { name: /Foto’s/ }).getAttribute('href')).toBe('https://social.example.com/brabo/photos');
  });

  it('names the brand with its own slogan, and leaves the line out when the content has none', () => {
    const { unmount } = renderFooter(menus);
    expect(screen.getByText('Gebouwd voor elke dag').closest('.shop-footer__brand')?.textContent).toBe('Brabo Gebouwd voor elke dag');
    unmount();
    renderFooter({ ...menus, slogan: null });
    expect(document.querySelector('.shop-footer__brand')).toBeNull();
  });

  it('opens only http(s) addresses of other sites: any other scheme is shown as text', () => {
    expect(externalUrlOf('https://b2b.example.com')).toBe('https://b2b.example.com');
    for (const url of ['javascript:alert(1)', 'JAVASCRIPT:alert(1)', 'data:text/html,x', '//evil.example', 'https:/x', null]) expect(externalUrlOf(url)).toBeNull();
    renderFooter({ ...menus, footer: [{ id: '3', title: 'Kwaad', type: 'link', pageUrl: 'javascript:alert(1)', marketingLabel: null, description: null }] });
    expect(screen.getByText('Kwaad').closest('a')).toBeNull();
  });

  it('keeps the legal links when the content service failed', () => {
    renderFooter(null);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toBeTruthy();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('reads the brand\'s slogan with the menus, in the asked language', async () => {
    const asked: Record<string, unknown>[] = [];
    const content = {
      query: async (query: string, variables: Record<string, unknown>) => {
        asked.push(variables);
        expect(query).toContain('brandVoice { slogan }');
        return { data: { main: [], footer: [], globalSets: { footer: { recommendations: [] }, socialMedia: [], brandVoice: { slogan: 'Sneller waar het telt' } } } };
      },
    };
    expect((await loadSiteMenus(content, 'nl', 'BE'))?.slogan).toBe('Sneller waar het telt');
    expect(asked).toEqual([{ language: 'nl', country: 'BE' }]);
  });

  it('answers null and logs the code when the content service fails', async () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const failing = { query: async () => ({ error: { message: 'down' } }) };
    expect(await loadSiteMenus(failing, 'nl', 'BE')).toBeNull();
    expect(String(spy.mock.calls[0]?.[0])).toContain('MENU_FETCH_ERROR');
    spy.mockRestore();
  });
});
