import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { en } from '../testing';
import type { ApiClient } from '@bike/shared/api-client';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { cartAtom, createStore, ShopStoreProvider, storageRestoredAtom } from '@bike/shared/store';
import details from '../pages/checkout-details-page';
import pickup from '../pages/checkout-pickup-page';
import shipping from '../pages/checkout-shipping-page';
import overview from '../pages/checkout-overview-page';
import { checkoutSessionAtom } from './checkout-session';
import { cartWith, helix, lienDetails, nlBE } from './test-fixtures';

/** A shopper with details filled in and home delivery chosen, so the guard lets every step show. */
function renderStep(step: string, page: typeof details) {
  window.sessionStorage.clear();
  const store = createStore();
  store.set(cartAtom, cartWith([helix], { location: { shippingMethod: 'CONSUMER', dealer: null } }));
  store.set(storageRestoredAtom, true);
  store.set(checkoutSessionAtom, { details: lienDetails, shippingConfirmed: true, dealer: null });
  const api = { get: jest.fn(async () => nlBE), post: jest.fn(), patch: jest.fn(), fetch: jest.fn(), brand: 'ardenne' } as unknown as ApiClient;
  const shop: ShopContextValue = { locale: 'en_BE', language: 'en', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as never, preview: false };
  const Page = page.Component;
  return render(
    <MemoryRouter initialEntries={[`/en_BE/checkout/${step}`]}>
      <ShopStoreProvider store={store}>
        <IntlProvider locale="en" messages={en}>
          <ShopContextProvider value={shop}>
            <Routes>
              <Route path={`/en_BE/checkout/${step}`} element={<Page data={null} />} />
              <Route path="*" element={<p>redirected</p>} />
            </Routes>
          </ShopContextProvider>
        </IntlProvider>
      </ShopStoreProvider>
    </MemoryRouter>,
  );
}

describe('checkout step frame', () => {
  it.each([
    ['details', details, 'Invoice details', null, 'Continue to Pickup point'],
    ['pickup', pickup, 'Pickup point', 'Back to Invoice details', 'Continue to Shipping'],
    ['shipping', shipping, 'Shipping', 'Back to Pickup point', 'Continue to Overview'],
    ['overview', overview, 'Overview', 'Back to Shipping', 'Place order and pay'],
  ] as const)('frames the %s step: heading, current step, summary beside the form, back and next', async (step, page, heading, back, next) => {
    const { container } = renderStep(step, page);
    expect(await screen.findByRole('button', { name: next })).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(heading);
    expect(container.querySelector(`.checkout-page[data-step="${step}"]`)).toBeTruthy();
    expect(container.querySelector('[aria-current="step"]')?.textContent).toBe(heading);
    expect(container.querySelector('.checkout-layout__aside [data-testid="checkout-summary"]')).toBeTruthy();
    const actions = container.querySelectorAll('.checkout-actions');
    const links = [...actions[actions.length - 1]!.querySelectorAll('a')].map((a) => a.textContent);
    expect(links).toEqual(back ? [back] : []);
  });
});
