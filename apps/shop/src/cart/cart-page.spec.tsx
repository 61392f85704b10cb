import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { createStore, Provider } from 'jotai';
import { en } from '../testing';
import type { ApiClient } from '@bike/shared/api-client';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { cartAtom, discountAtom, discountCodeAtom, emptyCart, storageRestoredAtom, type CartLine } from '@bike/shared/store';
import { CartView } from '../pages/cart-page';

const bike: CartLine = {
  id: 'ARD-HELIX-SL-KDR12-P1215', qty: 1, title: 'Ardenne Helix SL', itemtype: 'bike', price: 4299, currency: 'EUR', category: 'bikes',
  familycode: 'helix', brandkey: 'ardenne', range: 'Endurance', rangeCode: 'ENDU', options: { size: 'M', design: 'Navy' },
};
const jersey: CartLine = {
  id: 'ARD-ACC-JERS-001-M', qty: 2, title: 'Team jersey', itemtype: 'accessory', price: 89.95, currency: 'EUR', category: 'accessories',
  familycode: 'jerseys', brandkey: 'ardenne', options: { size: 'M' },
};

type Answer = { id: string; available: boolean; qty: number; maxQty: number; remaining: number; message: string | null; item: unknown };
function fakeApi(locale: Record<string, unknown>, answers: (ids: string[]) => Answer[] = (ids) => ids.map((id) => ({ id, available: true, qty: 1, maxQty: 5, remaining: 10, message: null, item: null }))) {
  return {
    get: jest.fn(async (path: string) => {
      if (path.startsWith('/b2c/v1/countries/')) return locale;
      throw Object.assign(new Error('not found'), { status: 404 });
    }),
    post: jest.fn(async (_path: string, body: { cartItems: { id: string }[] }) => ({ items: answers(body.cartItems.map((c) => c.id)), checkout: { bikes: true, accessories: true, discountCheckout: true } })),
    patch: jest.fn(),
    fetch: jest.fn(),
    brand: 'ardenne',
  } as unknown as ApiClient;
}

const deDE = {
  code: 'de_DE', iso: 'de-DE', language: 'de', file: 'de.json', backend_code: 'de_DE', countrycode: 'DE', currency: 'EUR', vat: 19, intracommunity: true,
  deliverymethods: [{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }, { code: 'CONSUMER', price: 29, minimumOrderPrice: 100 }],
  checkoutBikes: true, checkoutAccessories: true, allowDiscountCheckout: true, dealers: true, accessories: true, paymentMethods: ['card'], voucher: null,
};
const enINT = { ...deDE, code: 'en_INT', countrycode: 'INT', vat: 0, intracommunity: false, checkoutBikes: false, checkoutAccessories: false, deliverymethods: [{ code: 'DEALER', price: 0, minimumOrderPrice: 0 }] };

function renderCart(lines: CartLine[], options: { locale?: string; entry?: Record<string, unknown>; api?: ApiClient } = {}) {
  const store = createStore();
  store.set(cartAtom, { ...emptyCart(), products: lines });
  store.set(storageRestoredAtom, true);
  const api = options.api ?? fakeApi(options.entry ?? deDE);
  const shop: ShopContextValue = {
    locale: options.locale ?? 'en_DE', language: 'en', country: 'DE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as never, preview: false,
  };
  render(
    <MemoryRouter>
      <Provider store={store}>
        <IntlProvider locale="en" messages={en}>
          <ShopContextProvider value={shop}>
            <CartView />
          </ShopContextProvider>
        </IntlProvider>
      </Provider>
    </MemoryRouter>,
  );
  return { store, api };
}

const settle = async () => {
  await act(async () => {
    jest.advanceTimersByTime(500);
  });
  await act(async () => undefined);
};

describe('cart page', () => {
  beforeEach(() => jest.useFakeTimers());
  afterEach(() => jest.useRealTimers());

  it('shows lines with options, unit price, labelled quantity controls and the totals', async () => {
    renderCart([bike, jersey]);
    await settle();
    const lines = screen.getAllByTestId('cart-line');
    expect(lines).toHaveLength(2);
    expect(within(lines[0]).getByRole('heading', { name: 'Ardenne Helix SL' })).toBeTruthy();
    expect(within(lines[0]).getByText('M · Navy')).toBeTruthy();
    expect(screen.getByLabelText('Quantity of Team jersey')).toHaveProperty('value', '2');
    expect(screen.getByRole('button', { name: 'Increase quantity of Team jersey' })).toBeTruthy();
    expect(screen.getByTestId('cart-subtotal').textContent).toMatch(/4,478\.90/);
    expect(screen.getByTestId('cart-shipping').textContent).toMatch(/29\.00/);
    expect(screen.getByTestId('cart-to-pay').textContent).toMatch(/4,507\.90/);
    expect(screen.getByTestId('cart-checkout').getAttribute('href')).toBe('/en_DE/checkout/details');
  });

  it('changes quantities with the buttons and the input, and removes a line', async () => {
    const { store } = renderCart([bike, jersey]);
    await settle();
    fireEvent.click(screen.getByRole('button', { name: 'Increase quantity of Ardenne Helix SL' }));
    expect(store.get(cartAtom).products[0].qty).toBe(2);
    fireEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Team jersey' }));
    expect(store.get(cartAtom).products[1].qty).toBe(1);
    const input = screen.getByLabelText('Quantity of Ardenne Helix SL');
    fireEvent.change(input, { target: { value: '4' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(store.get(cartAtom).products[0].qty).toBe(4);
    // Above the line's maximum (5 from the availability check) it is capped, and the field says why (issue 32).
    fireEvent.change(input, { target: { value: '40' } });
    fireEvent.blur(input);
    expect(store.get(cartAtom).products[0].qty).toBe(5);
    expect(input).toHaveProperty('value', '5');
    const note = within(screen.getAllByTestId('cart-line')[0]!).getByTestId('cart-quantity-note');
    expect(note.textContent).toBe('You can order a maximum of 5 items.');
    expect(input.getAttribute('aria-describedby')).toContain(note.id);
    // Typed again at the maximum it still says so; a quantity within it clears the note.
    fireEvent.change(input, { target: { value: '9' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(note.textContent).toBe('You can order a maximum of 5 items.');
    fireEvent.change(input, { target: { value: '3' } });
    fireEvent.keyDown(input, { key: 'Enter' });
    expect(note.textContent).toBe('');
    fireEvent.click(screen.getByRole('button', { name: 'Remove Team jersey' }));
    expect(store.get(cartAtom).products.map((p) => p.id)).toEqual([bike.id]);
    fireEvent.click(screen.getByTestId('cart-clear'));
    expect(screen.getByText('Your cart is empty')).toBeTruthy();
  });

  it('keeps a bike without a size from an older cart, says it needs one, links to its page and holds up checkout (issue 32)', async () => {
    const sizeless: CartLine = { ...bike, id: 'ARD-HELIX-SL-KDR12-P1215', options: { design: 'Navy' } };
    const api = fakeApi(deDE, (ids) => ids.map((id) => (id === sizeless.id
      ? { id, available: false, qty: 1, maxQty: 0, remaining: 0, message: 'sizeRequired', item: null }
      : { id, available: true, qty: 1, maxQty: 5, remaining: 10, message: null, item: null })));
    const { store } = renderCart([sizeless, jersey], { api });
    await settle();
    const [line] = screen.getAllByTestId('cart-line');
    expect(within(line!).getByTestId('cart-line-message').textContent).toBe('Choose a frame size for this bike: it cannot be ordered without one.');
    const choose = within(line!).getByRole('link', { name: 'Choose your size for Ardenne Helix SL' });
    expect(choose.getAttribute('href')).toBe('/en_DE/bikes/ARD-HELIX-SL-KDR12-P1215');
    expect((screen.getByLabelText('Quantity of Ardenne Helix SL') as HTMLInputElement).disabled).toBe(true);
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
    expect(screen.getByTestId('cart-blocked').textContent).toBe('Choose a size for every bike to continue to checkout.');
    // Nothing is dropped: the line stays until the shopper removes it or chooses a size.
    expect(store.get(cartAtom).products.map((p) => p.id)).toEqual([sizeless.id, jersey.id]);
  });

  it('shows the availability messages and blocks checkout while a line is gone', async () => {
    const api = fakeApi(deDE, () => [
      { id: bike.id, available: true, qty: 1, maxQty: 1, remaining: 1, message: 'remaining', item: null },
      { id: jersey.id, available: false, qty: 2, maxQty: 0, remaining: 0, message: 'noLongerAvailable', item: null },
    ]);
    renderCart([bike, jersey], { api });
    await settle();
    expect(screen.getAllByTestId('cart-line-message').map((m) => m.textContent)).toEqual(['Only 1 item left.', 'This item is no longer available.']);
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
    expect(screen.getByText('Remove the items that are no longer available to continue to checkout.')).toBeTruthy();
  });

  it('in a country without checkout, offers the dealer route', async () => {
    renderCart([bike], { locale: 'en_INT', entry: enINT });
    await settle();
    expect(screen.getByTestId('cart-dealer-route').textContent).toContain('Online checkout is not available in your country');
    expect(screen.getAllByRole('link', { name: 'Find a dealer' })[0].getAttribute('href')).toBe('/en_INT/dealers');
    expect(screen.queryByTestId('cart-checkout')).toBeNull();
  });

  it('except for items eligible for a discount with discount checkout', async () => {
    const { store } = renderCart([bike, jersey], { locale: 'en_INT', entry: enINT });
    act(() => {
      store.set(discountCodeAtom, 'DEALERDEAL');
      store.set(discountAtom, {
        code: 'DEALERDEAL', active: true, category: [{ name: 'bikes' }], items: [], brand: [], family: [], range: [], options: { cumulative: false },
        config_1: { currency: 'percentage', value: 15 }, freeShipping: false, employee: false, allowDiscountCheckout: true,
      });
    });
    await settle();
    expect(screen.getByTestId('cart-discount-checkout').textContent).toContain('DEALERDEAL');
    expect(screen.getByTestId('cart-checkout')).toBeTruthy();
    expect(screen.getByTestId('cart-discount').textContent).toMatch(/644\.85/);
    // The jersey stays on the dealer route.
    const dealer = screen.getByRole('region', { name: 'Available at a dealer' });
    expect(within(dealer).getByText('Team jersey')).toBeTruthy();
  });

  it('says when the code has no related items in the cart', async () => {
    const { store } = renderCart([bike]);
    act(() => {
      store.set(discountCodeAtom, 'APPAREL20');
      store.set(discountAtom, {
        code: 'APPAREL20', active: true, category: [{ name: 'accessories' }], items: [], brand: [], family: [], range: [], options: { cumulative: false },
        config_1: { currency: 'percentage', value: 20 }, freeShipping: false, employee: false, allowDiscountCheckout: false,
      });
    });
    await settle();
    expect(screen.getByTestId('discount-message').textContent).toBe('This discount code cannot be applied because there are no related items in the shopping cart!');
  });
});
