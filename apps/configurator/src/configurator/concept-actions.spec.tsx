import { act, fireEvent, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en as sharedEnglish } from '@bike/shared/i18n';
import type { ApiClient } from '@bike/shared/api-client';
import type { Concept } from '@bike/shared/domain/configurator';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { cartAtom, compareAtom, createStore, ShopStoreProvider, toastsAtom } from '@bike/shared/store';
import { en as configuratorEnglish } from '../messages/en';
import { ConceptActions, conceptCartLine } from './concept-actions';
import { useConceptViews } from './use-concept-views';

const concept: Concept = {
  code: 'K7QM2XTV', model: 'ARD-HELIX-SL', externalid: 'A', modelname: 'Ardenne Helix SL', family: 'Helix', brand: 'ardenne', image: '/media/bikes/road/4a4f55-141414.svg',
  baseColor: '#4a4f55', configuration_checksum: 'x',
  localizedconfiguration: { size: 'M', design: 'Storm Grey / Jet Black', groupset: 'Kadans Sport 2x12', wheels: 'Alloy wheelset', cockpit: 'Alloy drop bar and stem', saddle: 'Race saddle' },
  choices: { groupset: 'KDS12', size: 'M', design: 'P0105', wheels: 'WH-ALU', cockpit: 'CP-DROP', saddle: 'SD-RACE' },
  price: { lines: [], total: 2199, vat: 381.64, vatRate: 21, currency: 'EUR', voucher: { code: 'WELCOME10', discount: 219.9, total: 1979.1, vat: 343.48, freeShipping: false } },
  delivery: { weeks: 4, withinPromise: true, bottleneck: null },
  visible: true, views: 4, session: true, profile: false, favorite: false, mine: false, createdAt: '2026-11-30T10:00:00Z',
};

function shell(children: ReactNode, store = createStore(), api = {} as ApiClient) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as ShopContextValue['content'], preview: false };
  return (
    <ShopStoreProvider store={store}>
      <MemoryRouter>
        <ShopContextProvider value={shop}>
          <IntlProvider locale="en" messages={{ ...sharedEnglish, ...configuratorEnglish }}>{children}</IntlProvider>
        </ShopContextProvider>
      </MemoryRouter>
    </ShopStoreProvider>
  );
}

describe("the concept page's cart and compare buttons (issue 32 item 9)", () => {
  it('put the configured bike in the cart in its size, with its choices, at its list price (the cart takes the voucher off)', () => {
    const store = createStore();
    render(shell(<ConceptActions concept={concept} />, store));
    expect(screen.getByText('Ordered in frame size M')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    const [line] = store.get(cartAtom).products;
    expect(line).toMatchObject({
      id: 'CONCEPT-K7QM2XTV', qty: 1, itemtype: 'bike', price: 2199, currency: 'EUR', category: 'bikes', brandkey: 'ardenne',
      options: { size: 'M', design: 'Storm Grey / Jet Black', groupset: 'Kadans Sport 2x12', wheels: 'Alloy wheelset', cockpit: 'Alloy drop bar and stem', saddle: 'Race saddle' },
    });
    expect(store.get(toastsAtom).map((t) => t.message)).toContain('Bike added to cart');
  });

  it('put it in the shop’s compare list once', () => {
    const store = createStore();
    render(shell(<ConceptActions concept={concept} />, store));
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    fireEvent.click(screen.getByRole('button', { name: 'Add to compare' }));
    expect(store.get(compareAtom)).toEqual([{ id: 'CONCEPT-K7QM2XTV', title: 'Ardenne Helix SL', image: concept.image }]);
    expect(store.get(toastsAtom).map((t) => t.message)).toContain('Bike added to compare');
  });

  it('sell no bike that cannot ship within the promise, has no price here or no size', () => {
    render(shell(<ConceptActions concept={{ ...concept, delivery: { ...concept.delivery!, withinPromise: false } }} />));
    expect((screen.getByRole('button', { name: 'Add to cart' }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Add to compare' }) as HTMLButtonElement).disabled).toBe(false);
    expect(conceptCartLine({ ...concept, price: null })).toBeNull();
    expect(conceptCartLine({ ...concept, localizedconfiguration: { ...concept.localizedconfiguration, size: '' } })).toBeNull();
  });
});

function Views({ code, rendered }: { code: string; rendered: number }) {
  const api = (globalThis as { testApi?: ApiClient }).testApi!;
  const { views, counted } = useConceptViews(api, code, rendered);
  return <p data-counted={counted ? 'true' : undefined}>{views}</p>;
}

describe('the view count (issue 32 item 9)', () => {
  const visibility = (state: 'visible' | 'hidden') => Object.defineProperty(document, 'visibilityState', { configurable: true, get: () => state });
  afterEach(() => visibility('visible'));

  it('shows the count so far, posts this view once and then shows the count with it', async () => {
    const post = jest.fn().mockResolvedValue({ code: 'K7QM2XTV', views: 5, counted: true });
    (globalThis as { testApi?: unknown }).testApi = { post };
    render(<Views code="K7QM2XTV" rendered={4} />);
    expect(screen.getByText('4')).toBeTruthy();
    await act(async () => undefined);
    expect(post).toHaveBeenCalledTimes(1);
    expect(post).toHaveBeenCalledWith('/b2c/v1/concepts/views/update', { code: 'K7QM2XTV' });
    expect(screen.getByText('5').getAttribute('data-counted')).toBe('true');
  });

  it('counts nothing for a page rendered unseen (a prerender, a background tab) until it is shown', async () => {
    visibility('hidden');
    const post = jest.fn().mockResolvedValue({ code: 'K7QM2XTV', views: 1, counted: true });
    (globalThis as { testApi?: unknown }).testApi = { post };
    render(<Views code="K7QM2XTV" rendered={0} />);
    await act(async () => undefined);
    expect(post).not.toHaveBeenCalled();
    visibility('visible');
    await act(async () => { document.dispatchEvent(new Event('visibilitychange')); });
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByText('1')).toBeTruthy();
  });

  it('keeps the count so far when counting fails', async () => {
    (globalThis as { testApi?: unknown }).testApi = { post: jest.fn().mockRejectedValue(new Error('offline')) };
    render(<Views code="K7QM2XTV" rendered={4} />);
    await act(async () => undefined);
    expect(screen.getByText('4').getAttribute('data-counted')).toBeNull();
  });
});
