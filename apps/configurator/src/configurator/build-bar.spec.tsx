import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { deliveryEstimate, type CustomizerModel } from '@bike/shared/domain/configurator';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as configuratorEnglish } from '../messages/en';
import { en as modelStepEnglish } from '../model/messages/en';
import { BikePreview, loadDrawing } from './bike-preview';
import { BuildBar } from './build-bar';
import { PriceSummary } from './price-summary';

const part = (code: string, name: string, drawing: string, price: number) => ({ code, name, drawing, price, workdays: 0, standard: price === 0 });
const model: CustomizerModel = {
  code: 'ARD-HELIX-SL', title: 'Ardenne Helix SL', family: 'Helix', category: 'road', shape: 'road', brand: 'ardenne', locale: 'nl_BE', currency: 'EUR', vatRate: 21,
  groupsets: [{ code: 'KDS12', name: 'Kadans Sport 2x12' }],
  sizes: [{ code: 'M', stack: 562, reach: 396 }],
  designs: [{ code: 'P0105', name: 'Storm Grey / Jet Black', frame: '4a4f55', accent: '141414' }],
  parts: {
    wheels: [part('WH-ALU', 'Alloy wheelset', 'alloy', 0), part('WH-C55', 'Carbon aero wheels, 55 mm', 'carbon-deep', 1399)],
    cockpit: [part('CP-DROP', 'Alloy drop bar and stem', 'drop', 0)],
    saddle: [part('SD-RACE', 'Race saddle', 'race', 0)],
  },
  builds: [{ groupset: 'KDS12', design: 'P0105', externalid: 'A', price: 2199, factory: { M: 1 } }],
  defaults: { groupset: 'KDS12', size: 'M', design: 'P0105', wheels: 'WH-ALU', cockpit: 'CP-DROP', saddle: 'SD-RACE' },
  // The locale's voucher takes 10% off: the bar shows what is paid, as the summary does.
  voucher: { code: 'WELCOME10', config_1: { currency: 'percentage', value: 10 }, freeShipping: false, builds: ['A'] },
};

function shell(children: ReactNode) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: {} as ShopContextValue['api'], content: {} as ShopContextValue['content'], preview: false };
  return (
    <MemoryRouter>
      <ShopContextProvider value={shop}>
        <IntlProvider locale="en" messages={{ ...sharedEnglish, ...configuratorEnglish, ...modelStepEnglish }}>{children}</IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>
  );
}

/** IntersectionObserver as the browser reports it: `report` says where the summary is now. */
let report: (entry: { isIntersecting: boolean; top: number }) => void = () => undefined;
beforeEach(() => {
  (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver = class {
    constructor(private callback: IntersectionObserverCallback) {
      report = ({ isIntersecting, top }) => act(() => this.callback([{ isIntersecting, boundingClientRect: { top } } as IntersectionObserverEntry], this as never));
    }
    observe() { /* reported by hand */ }
    disconnect() { report = () => undefined; }
  };
});
afterEach(() => { delete (globalThis as { IntersectionObserver?: unknown }).IntersectionObserver; });

const page = (choices = model.defaults) => (
  <>
    <section id="build-summary" tabIndex={-1} aria-label="Summary">
      <BikePreview model={model} choices={choices} engaged />
      <PriceSummary model={model} choices={choices} delivery={deliveryEstimate(model, choices)} />
    </section>
    <BuildBar model={model} choices={choices} summaryId="build-summary" engaged={false} />
  </>
);

beforeAll(() => loadDrawing());

describe("the phone's build bar", () => {
  it('shows the summary’s price after the voucher, and no second live region', () => {
    const choices = { ...model.defaults, wheels: 'WH-C55' };
    render(shell(page(choices)));
    const bar = screen.getByRole('group', { name: 'Your build: picture and price' });
    // (2199 + 1399) − 10% = 3238,20, the figure the summary shows.
    expect(screen.getByTestId('build-bar-total').textContent).toBe(screen.getByTestId('configurator-total').textContent);
    expect(screen.getByTestId('build-bar-total').textContent?.replace(/\s/g, ' ')).toBe('€ 3.238,20');
    expect(bar.querySelector('[aria-live]')).toBeNull();
    expect(bar.closest('[aria-live]')).toBeNull();
    expect(bar.textContent).toContain('Total');
  });

  it('stays away while the summary is in view and comes when it has scrolled away above', () => {
    render(shell(page()));
    const bar = screen.getByTestId('build-bar');
    expect(bar.classList.contains('build-bar--away')).toBe(true);
    report({ isIntersecting: false, top: -400 });
    expect(bar.classList.contains('build-bar--away')).toBe(false);
    report({ isIntersecting: true, top: 10 });
    expect(bar.classList.contains('build-bar--away')).toBe(true);
    // Below the screen (never on a phone, where the summary comes first) is not "scrolled past".
    report({ isIntersecting: false, top: 2000 });
    expect(bar.classList.contains('build-bar--away')).toBe(true);
  });

  it('draws the same bike small with its own ids, hidden from screen readers, and follows a change', () => {
    const { rerender } = render(shell(page()));
    report({ isIntersecting: false, top: -400 });
    const thumbnail = document.querySelector('.build-bar .bike-thumbnail')!;
    expect(thumbnail.getAttribute('aria-hidden')).toBe('true');
    const wheel = () => thumbnail.querySelector('[data-part="front-wheel"]')?.getAttribute('data-kind');
    expect(wheel()).toBe('alloy');
    expect(wheel()).toBe(document.querySelector('.bike-preview__picture [data-part="front-wheel"]')?.getAttribute('data-kind'));
    const ids = (root: Element) => [...root.querySelectorAll('[id]')].map((e) => e.id);
    const previewIds = new Set(ids(document.querySelector('.bike-preview__picture')!));
    expect(ids(thumbnail).filter((id) => previewIds.has(id))).toEqual([]);
    rerender(shell(page({ ...model.defaults, wheels: 'WH-C55' })));
    expect(wheel()).toBe('carbon-deep');
  });

  it('leads back to the summary: scrolled into view and focused', () => {
    render(shell(page()));
    report({ isIntersecting: false, top: -400 });
    const summary = document.getElementById('build-summary')!;
    const scroll = jest.fn();
    summary.scrollIntoView = scroll;
    fireEvent.click(screen.getByRole('link', { name: 'Review and order' }));
    expect(scroll).toHaveBeenCalledWith(expect.objectContaining({ block: 'start' }));
    expect(document.activeElement).toBe(summary);
  });
});
