import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { en } from '../testing';
import { FilterPanel } from './filter-panel';
import { visibleFacets } from './facets';
import { shopResultFixture } from './shop-fixture';
import { parseShopQuery, serializeShopQuery, type ShopQuery } from './shop-query';

function renderPanel(search: string, onChange = jest.fn()) {
  const query = parseShopQuery(new URLSearchParams(search));
  render(
    <IntlProvider locale="en" messages={en}>
      <FilterPanel query={query} facets={visibleFacets(shopResultFixture().facets, query)} total={60} action="/en_INT/shop" onChange={onChange} />
    </IntlProvider>,
  );
  return onChange;
}
const lastUrl = (onChange: jest.Mock) => serializeShopQuery(onChange.mock.calls.at(-1)[0] as ShopQuery);

describe('FilterPanel', () => {
  it('is a GET form to the page with a group per facet in spec order, with counts', () => {
    renderPanel('');
    const form = screen.getByRole('form', { name: 'Filters' });
    expect(form.getAttribute('method')).toBe('get');
    expect(form.getAttribute('action')).toBe('/en_INT/shop');
    const legends = within(form).getAllByRole('group').map((g) => g.querySelector('legend')?.textContent);
    expect(legends).toEqual(['Delivery date', 'Bike type', 'Family', 'Colour', 'Brand', 'Model']);
    expect(screen.queryByText('Promotion')).toBeNull();
    const mudguards = screen.getByRole('checkbox', { name: /Mudguard set/ });
    expect(mudguards.getAttribute('name')).toBe('family');
    expect(mudguards.closest('label')?.textContent).toContain('8');
    expect(screen.getByRole('checkbox', { name: /Navy/ }).getAttribute('name')).toBe('attr.colour');
  });

  it('ticking a value adds it to the state, unticking removes it, and goes back to page 1', () => {
    const onChange = renderPanel('family=mudguards&page=3');
    expect((screen.getByRole('checkbox', { name: /Mudguard set/ }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(screen.getByRole('checkbox', { name: /Gift voucher/ }));
    expect(lastUrl(onChange)).toBe('family=mudguards,vouchers');
    fireEvent.click(screen.getByRole('checkbox', { name: /Mudguard set/ }));
    expect(lastUrl(onChange)).toBe('');
    fireEvent.click(screen.getByRole('checkbox', { name: /Navy/ }));
    expect(lastUrl(onChange)).toBe('family=mudguards&attr.colour=navy');
    fireEvent.click(screen.getByRole('checkbox', { name: /Factory stock/ }));
    expect(lastUrl(onChange)).toBe('family=mudguards&deliveryDate=Factory%20Stock');
  });

  it('keeps the search and category of the page in the form for a send without JavaScript', () => {
    renderPanel('q=helix&category=bikes&sort=name');
    const form = screen.getByRole('form', { name: 'Filters' }) as HTMLFormElement;
    const sent = new URLSearchParams(new FormData(form) as unknown as Record<string, string>);
    expect(sent.get('q')).toBe('helix');
    expect(sent.get('category')).toBe('bikes');
    expect(sent.get('sort')).toBe('name');
  });

  it('opens as a drawer on phones and says how many results it shows', () => {
    renderPanel('');
    const toggle = screen.getByRole('button', { name: 'Filters' });
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(screen.getByRole('button', { name: 'Show 60 results' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Close' }));
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
  });
});
