import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { en } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { cartAtom, createStore, discountAtom, emptyCart, ShopStoreProvider, type CartLine, type LookedUpDiscount } from '@bike/shared/store';
import { MiniCart } from './mini-cart';

const shop = { locale: 'de_DE', language: 'de', country: 'DE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', preview: false } as unknown as ShopContextValue;
const line = (id: string, price: number, qty = 1): CartLine => ({ id, qty, title: `Bike ${id}`, itemtype: 'bike', price, currency: 'EUR' });

function renderMiniCart(lines: CartLine[], discount: LookedUpDiscount | null = null) {
  const store = createStore();
  store.set(cartAtom, { ...emptyCart(), products: lines });
  store.set(discountAtom, discount);
  render(
    <MemoryRouter>
      <ShopStoreProvider store={store}>
        <IntlProvider locale="de-DE" messages={en} onError={() => undefined}>
          <ShopContextProvider value={shop}>
            <MiniCart />
          </ShopContextProvider>
        </IntlProvider>
      </ShopStoreProvider>
    </MemoryRouter>,
  );
}

describe('MiniCart', () => {
  it('shows the count at once and loads the panel when the badge is first pressed', async () => {
    renderMiniCart([line('A', 1000, 2), line('B', 500)]);
    expect(screen.getByTestId('cart-count').textContent).toBe('3');
    const panel = screen.getByTestId('mini-cart');
    // Nothing of the panel before it is opened: its code is loaded on demand.
    expect(panel.hidden).toBe(true);
    expect(panel.childElementCount).toBe(0);
    const toggle = screen.getByTestId('mini-cart-toggle');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    await waitFor(() => expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(2));
    expect(screen.getByTestId('mini-cart-subtotal').textContent?.replace(/\s/g, ' ')).toBe('2.500,00 €');
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: en['cart.title'] as string })));
  });

  it('charges each line what the cart page does, with the shopper\'s voucher, and says the voucher\'s part (issue 32)', async () => {
    const welcome: LookedUpDiscount = {
      code: 'WELCOME5', active: true, category: [{ name: 'bikes' }], items: [], brand: [], family: [], range: [], options: { cumulative: false },
      config_1: { currency: 'percentage', value: 5 }, freeShipping: false, employee: false, allowDiscountCheckout: false, usable: true,
    };
    renderMiniCart([{ ...line('CONCEPT-K7QM2XTV', 8198), category: 'bikes' }, { ...line('MG-01', 49), itemtype: 'accessory', category: 'accessories' }], welcome);
    fireEvent.click(screen.getByTestId('mini-cart-toggle'));
    await waitFor(() => expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(2));
    const prices = screen.getAllByTestId('mini-cart-line').map((l) => l.querySelector('.mini-cart__price')!.textContent?.replace(/\s/g, ' '));
    expect(prices).toEqual(['7.788,10 €', '49,00 €']);
    expect(screen.getByTestId('mini-cart-subtotal').textContent?.replace(/\s/g, ' ')).toBe('8.247,00 €');
    expect(screen.getByTestId('mini-cart-discount').textContent?.replace(/\s/g, ' ')).toBe('−409,90 €');
  });

  it('closes on Escape and gives the focus back to the badge; it opens again with its lines', async () => {
    renderMiniCart([line('A', 1000)]);
    const toggle = screen.getByTestId('mini-cart-toggle');
    fireEvent.click(toggle);
    await waitFor(() => expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(1));
    act(() => {
      fireEvent.keyDown(document, { key: 'Escape' });
    });
    expect(screen.getByTestId('mini-cart').hidden).toBe(true);
    expect(document.activeElement).toBe(toggle);
    fireEvent.click(toggle);
    expect(screen.getByTestId('mini-cart').hidden).toBe(false);
    expect(screen.getAllByTestId('mini-cart-line')).toHaveLength(1);
  });
});
