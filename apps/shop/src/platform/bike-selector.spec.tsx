import { useState } from 'react';
import { fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en } from '../testing';
import type { Configuration } from '@bike/shared/domain';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { BikeSelector } from './bike-selector';
import { initialSelection } from './bike-selection';

const config = (externalid: string, groupset: string, paint_des: string, msrp: number, sizes = ['S', 'M', 'L']): Configuration => ({
  id: 1, externalid, groupset, groupsetCode: groupset, paint_des, size: null, sizes, msrp, oldmsrp: null, currency: 'EUR', date: '2025-01-01', image: `/media/${externalid}.svg`,
});
const configurations = [
  config('H-RACE-GREY', 'Race 2x12', 'Grey', 5000),
  config('H-RACE-PINK', 'Race 2x12', 'Pink', 5200),
  config('H-SPORT-GREY', 'Sport 2x11', 'Grey', 3000, ['S', 'M', 'L', 'XL']),
];

const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', preview: false } as ShopContextValue;

function Harness() {
  const [selection, setSelection] = useState(() => initialSelection(configurations));
  return <BikeSelector platformTitle="Helix" configurations={configurations} selection={selection} onChange={setSelection} />;
}

function renderSelector() {
  render(
    <MemoryRouter>
      <ShopContextProvider value={shop}>
        <IntlProvider locale="en" messages={en}>
          <Harness />
        </IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>,
  );
  return () => screen.getByRole('link', { name: /View this bike/ });
}

describe('BikeSelector', () => {
  it('offers groupset, size and design as labelled radio groups and starts on the cheapest bike', () => {
    const link = renderSelector();
    expect(screen.getAllByRole('group').map((g) => g.querySelector('legend')?.textContent)).toEqual(['Groupset', 'Size', 'Design']);
    expect((screen.getByRole('radio', { name: 'Sport 2x11' }) as HTMLInputElement).checked).toBe(true);
    expect(link().getAttribute('href')).toBe('/nl_BE/bikes/H-SPORT-GREY');
    expect(screen.getByTestId('price').textContent).toContain('3.000,00');
  });

  it('derives the configuration from the picks and links to it with the chosen size, price in the locale currency', () => {
    const link = renderSelector();
    fireEvent.click(screen.getByRole('radio', { name: /Pink/ }));
    // Pink only exists with Race: the groupset follows the design.
    expect((screen.getByRole('radio', { name: 'Race 2x12' }) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(screen.getAllByRole('group')[1]!).getByRole('radio', { name: 'M' }));
    expect(link().getAttribute('href')).toBe('/nl_BE/bikes/H-RACE-PINK?size=M');
    expect(screen.getByTestId('price').textContent).toMatch(/€\s?5\.200,00/);
  });

  it('says so when a platform has no ready-made configurations', () => {
    render(
      <MemoryRouter>
        <ShopContextProvider value={shop}>
          <IntlProvider locale="en" messages={en}>
            <BikeSelector platformTitle="Helix" configurations={[]} selection={{ groupset: null, size: null, design: null }} onChange={() => undefined} />
          </IntlProvider>
        </ShopContextProvider>
      </MemoryRouter>,
    );
    expect(screen.getByText(/only be built in the configurator/)).toBeTruthy();
  });
});
