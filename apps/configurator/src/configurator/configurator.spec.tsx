import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en as sharedEnglish } from '@bike/shared/i18n';
import type { CustomizerModel } from '@bike/shared/domain/configurator';
import { drawBike } from '@bike/shared/domain/bike-drawing';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as configuratorEnglish } from '../messages/en';
import { en as modelStepEnglish } from '../model/messages/en';
import { deliveryEstimate, drawingOf } from '@bike/shared/domain/configurator';
import { BikePreview } from './bike-preview';
import { ChoiceStep } from './choice-step';
import { PriceSummary } from './price-summary';
import { SizeFinder } from './size-finder';
import { useChatHelper } from './use-chat-helper';

const part = (code: string, name: string, drawing: string, price: number, workdays = 0) => ({ code, name, drawing, price, workdays, standard: price === 0 });
const model: CustomizerModel = {
  code: 'ARD-HELIX-SL', title: 'Ardenne Helix SL', family: 'Helix', category: 'road', shape: 'road', brand: 'ardenne', locale: 'nl_BE', currency: 'EUR', vatRate: 21,
  groupsets: [{ code: 'KDS12', name: 'Kadans Sport 2x12' }, { code: 'KDR12', name: 'Kadans Race 2x12' }],
  sizes: [{ code: 'S', stack: 543, reach: 388 }, { code: 'M', stack: 562, reach: 396 }, { code: 'L', stack: 581, reach: 404 }],
  designs: [{ code: 'P0105', name: 'Storm Grey / Jet Black', frame: '4a4f55', accent: '141414' }, { code: 'P0203', name: 'Lava Red / Chalk White', frame: 'd7261e', accent: 'f2f0eb' }],
  parts: {
    wheels: [part('WH-ALU', 'Alloy wheelset', 'alloy', 0), part('WH-C55', 'Carbon aero wheels, 55 mm', 'carbon-deep', 1399, 12)],
    cockpit: [part('CP-DROP', 'Alloy drop bar and stem', 'drop', 0), part('CP-AERO', 'Integrated carbon aero cockpit', 'aero-drop', 449, 60)],
    saddle: [part('SD-RACE', 'Race saddle', 'race', 0)],
  },
  builds: [
    { groupset: 'KDS12', design: 'P0105', externalid: 'A', price: 2199, factory: { M: 1 } },
    { groupset: 'KDS12', design: 'P0203', externalid: 'B', price: 2199, factory: { M: 1 } },
    { groupset: 'KDR12', design: 'P0105', externalid: 'C', price: 2799, factory: { M: 1 } },
  ],
  defaults: { groupset: 'KDS12', size: 'M', design: 'P0105', wheels: 'WH-ALU', cockpit: 'CP-DROP', saddle: 'SD-RACE' },
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
const plain = (s: string | null | undefined) => (s ?? '').replace(/\s/g, ' ');

describe('choice steps', () => {
  it('say what each option adds to the bike, in the locale currency', () => {
    render(shell(<ChoiceStep model={model} choices={model.defaults} step="wheels" onChoose={() => undefined} />));
    const options = screen.getAllByRole('radio');
    expect(options.map((o) => (o as HTMLInputElement).value)).toEqual(['WH-ALU', 'WH-C55']);
    expect((options[0] as HTMLInputElement).checked).toBe(true);
    const prices = [...document.querySelectorAll('.choice-option__price')].map((p) => plain(p.textContent));
    expect(prices).toEqual(['Included', '+€ 1.399,00']);
  });

  it('report a choice to the configurator', () => {
    const onChoose = jest.fn();
    render(shell(<ChoiceStep model={model} choices={model.defaults} step="groupset" onChoose={onChoose} />));
    fireEvent.click(screen.getByLabelText(/Kadans Race/));
    expect(onChoose).toHaveBeenCalledWith('groupset', 'KDR12');
    expect(plain(document.querySelectorAll('.choice-option__price')[1]!.textContent)).toBe('+€ 600,00');
  });

  it('keep saying what a chosen dearer option adds: "Included" only for one that adds nothing (issue 32)', () => {
    const racy = { ...model.defaults, groupset: 'KDR12', wheels: 'WH-C55' };
    const { unmount } = render(shell(<ChoiceStep model={model} choices={racy} step="groupset" onChoose={() => undefined} />));
    expect((screen.getByLabelText(/Kadans Race/) as HTMLInputElement).checked).toBe(true);
    expect([...document.querySelectorAll('.choice-option__price')].map((p) => plain(p.textContent))).toEqual(['Included', '+€ 600,00']);
    unmount();
    render(shell(<ChoiceStep model={model} choices={racy} step="wheels" onChoose={() => undefined} />));
    expect([...document.querySelectorAll('.choice-option__price')].map((p) => plain(p.textContent))).toEqual(['Included', '+€ 1.399,00']);
  });
});

describe('price summary', () => {
  it('shows the total, the VAT inside it and when the bike ships', () => {
    render(shell(<PriceSummary model={model} choices={{ ...model.defaults, wheels: 'WH-C55' }} delivery={deliveryEstimate(model, { ...model.defaults, wheels: 'WH-C55' })} />));
    expect(plain(screen.getByTestId('configurator-total').textContent)).toBe('€ 3.598,00');
    expect(plain(screen.getByText(/Including 21% VAT/).textContent)).toBe('Including 21% VAT: € 624,45');
    expect(screen.getByTestId('configurator-delivery').textContent).toBe('Ships in 4 weeks');
    expect(screen.getByText(/Carbon aero wheels, 55 mm sets the date/)).toBeTruthy();
  });

  it('takes the locale\'s voucher off the whole bike and strikes the list price through (issue 32)', () => {
    const vouchered = { ...model, voucher: { code: 'WELCOMEBE', config_1: { currency: 'percentage', value: 5 }, freeShipping: false, builds: ['A', 'B', 'C'] } };
    const choices = { ...model.defaults, wheels: 'WH-C55' };
    render(shell(<PriceSummary model={vouchered} choices={choices} delivery={deliveryEstimate(vouchered, choices)} />));
    // 3 598,00 less 5 %: what the cart charges for this bike.
    expect(plain(screen.getByTestId('configurator-total').textContent)).toBe('€ 3.418,10');
    expect(plain(screen.getByTestId('configurator-list-price').textContent)).toBe('Was € 3.598,00');
    expect(plain(screen.getByTestId('configurator-voucher').textContent)).toBe('Voucher WELCOMEBE: −€ 179,90');
    expect(plain(screen.getByText(/Including 21% VAT/).textContent)).toBe('Including 21% VAT: € 593,22');
  });

  it('shows no VAT line where the rate is 0 (the international site)', () => {
    const international = { ...model, locale: 'en_INT', vatRate: 0 };
    render(shell(<PriceSummary model={international} choices={model.defaults} delivery={deliveryEstimate(international, model.defaults)} />));
    expect(screen.getByTestId('configurator-total')).toBeTruthy();
    expect(screen.queryByText(/VAT/)).toBeNull();
  });

  it('says when a build cannot ship within the 8-week promise', () => {
    render(shell(<PriceSummary model={model} choices={{ ...model.defaults, cockpit: 'CP-AERO' }} delivery={deliveryEstimate(model, { ...model.defaults, cockpit: 'CP-AERO' })} />));
    expect(screen.getByTestId('configurator-delivery').textContent).toBe('This build cannot ship within our 8-week promise.');
  });
});

describe('size finder', () => {
  it('recommends a size and offers to choose it', () => {
    const onChooseSize = jest.fn();
    render(shell(<SizeFinder model={model} initial={{ height: '', inseam: '' }} hidden={model.defaults} onChooseSize={onChooseSize} />));
    fireEvent.change(screen.getByLabelText('Your height (cm)'), { target: { value: '180' } });
    fireEvent.change(screen.getByLabelText('Your inseam (cm)'), { target: { value: '84' } });
    fireEvent.submit(screen.getByLabelText('Your height (cm)').closest('form')!);
    expect(screen.getByTestId('size-advice').textContent).toBe('Size M fits you best.');
    fireEvent.click(screen.getByRole('button', { name: 'Choose size M' }));
    expect(onChooseSize).toHaveBeenCalledWith('M');
  });

  it('answers a question asked without script (from the address) and refuses impossible bodies', () => {
    render(shell(<SizeFinder model={model} initial={{ height: '180', inseam: '150' }} hidden={model.defaults} onChooseSize={() => undefined} />));
    expect(screen.getByTestId('size-advice').textContent).toContain('Enter a height from 130 to 215 cm');
  });
});

describe('bike preview', () => {
  it('fetches the drawing only once the rider reaches for a choice, then draws every choice', async () => {
    const { rerender } = render(shell(<BikePreview model={model} choices={model.defaults} engaged={false} />));
    // Not engaged and no drawing loaded: the picture is left as the server's page had it (empty here).
    expect(document.querySelector('.bike-preview__picture')!.innerHTML).toBe('');
    await act(async () => {
      rerender(shell(<BikePreview model={model} choices={{ ...model.defaults, design: 'P0203', wheels: 'WH-C55' }} engaged />));
      await new Promise((resolve) => setTimeout(resolve, 0));
    });
    const picture = document.querySelector('.bike-preview__picture')!;
    expect(picture.innerHTML).toContain('#d7261e');
    expect(picture.querySelector('[data-part="front-wheel"]')!.getAttribute('data-kind')).toBe('carbon-deep');
    expect(picture.querySelector('svg')!.getAttribute('aria-label')).toBe('Ardenne Helix SL in Lava Red / Chalk White');
    fireEvent.click(screen.getByRole('button', { name: 'Detail view' }));
    expect(screen.getByRole('button', { name: 'Detail view' }).getAttribute('aria-pressed')).toBe('true');
    expect(picture.querySelector('svg')!.getAttribute('viewBox')).not.toBe('0 0 880 496');
    // The same drawing the catalogue's pictures use.
    expect(drawBike({ ...drawingOf(model, { ...model.defaults, design: 'P0203', wheels: 'WH-C55' }), idPrefix: 'x' })).toContain('data-kind="carbon-deep"');
  });
});

describe('chat helper (fake timers)', () => {
  function Probe({ answered }: { answered: number }) {
    const { offered } = useChatHelper(answered);
    return <p data-testid="helper">{offered ? 'offered' : 'quiet'}</p>;
  }
  beforeEach(() => {
    jest.useFakeTimers();
    window.localStorage.clear();
  });
  afterEach(() => jest.useRealTimers());

  it('is offered once 5 different questions are answered and 2 minutes have passed, and only once ever', () => {
    const { rerender, unmount } = render(<Probe answered={0} />);
    act(() => { jest.advanceTimersByTime(200_000); });
    expect(screen.getByTestId('helper').textContent).toBe('quiet');
    rerender(<Probe answered={5} />);
    expect(screen.getByTestId('helper').textContent).toBe('offered');
    expect(window.localStorage.getItem('configurator.chatHelperOffered')).toBe('1');
    unmount();
    // A new visit: all questions answered and time passed, but it was offered before.
    const again = render(<Probe answered={0} />);
    again.rerender(<Probe answered={6} />);
    act(() => { jest.advanceTimersByTime(300_000); });
    expect(screen.getByTestId('helper').textContent).toBe('quiet');
  });

  it('waits for the 2 minutes when the answers came fast', () => {
    const { rerender } = render(<Probe answered={0} />);
    act(() => { jest.advanceTimersByTime(30_000); });
    rerender(<Probe answered={5} />);
    expect(screen.getByTestId('helper').textContent).toBe('quiet');
    act(() => { jest.advanceTimersByTime(89_999); });
    expect(screen.getByTestId('helper').textContent).toBe('quiet');
    act(() => { jest.advanceTimersByTime(1); });
    expect(screen.getByTestId('helper').textContent).toBe('offered');
  });
});
