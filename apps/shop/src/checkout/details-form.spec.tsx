import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter, Route, Routes } from 'react-router';
import { en } from '../testing';
import type { ApiClient } from '@bike/shared/api-client';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { cartAtom, createStore, ShopStoreProvider, storageRestoredAtom } from '@bike/shared/store';
import detailsPage from '../pages/checkout-details-page';
import { checkoutSessionAtom } from './checkout-session';
import { cartWith, helix, nlBE } from './test-fixtures';

function renderDetails(vatAnswer: { valid: boolean; source?: string } = { valid: true }) {
  window.sessionStorage.clear();
  const store = createStore();
  store.set(cartAtom, cartWith([helix]));
  store.set(storageRestoredAtom, true);
  const api = {
    get: jest.fn(async (path: string) => {
      if (path.startsWith('/b2c/v1/countries/')) return nlBE;
      if (path.startsWith('/consumer/v1/order/checkVAT/')) {
        // A Belgian number on the Belgian site: the seller's own country, so VAT is charged.
        return { countrycode: 'BE', vat: decodeURIComponent(path.split('/').pop()!), source: 'vies', deduction: 'charged', reason: 'sellerCountry', ...vatAnswer };
      }
      throw new Error(`unexpected ${path}`);
    }),
    post: jest.fn(),
    patch: jest.fn(),
    fetch: jest.fn(),
    brand: 'ardenne',
  } as unknown as ApiClient;
  const shop: ShopContextValue = { locale: 'en_BE', language: 'en', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as never, preview: false };
  const Page = detailsPage.Component;
  render(
    <MemoryRouter initialEntries={['/en_BE/checkout/details']}>
      <ShopStoreProvider store={store}>
        <IntlProvider locale="en" messages={en}>
          <ShopContextProvider value={shop}>
            <Routes>
              <Route path="/en_BE/checkout/details" element={<Page data={null} />} />
              <Route path="/en_BE/checkout/pickup" element={<p>pickup step</p>} />
            </Routes>
          </ShopContextProvider>
        </IntlProvider>
      </ShopStoreProvider>
    </MemoryRouter>,
  );
  return { store, api };
}

const fill = (id: string, value: string) => fireEvent.input(document.getElementById(id)!, { target: { value } });
const submit = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Continue to Pickup point' }));
  });
};

describe('checkout details form', () => {
  it('shows every missing field at once in the spec templates, linked and focused', async () => {
    renderDetails();
    await screen.findByRole('button', { name: 'Continue to Pickup point' });
    await submit();
    expect(await screen.findByText('Email address is required')).toBeTruthy();
    for (const text of ['First name is required', 'Last name is required', 'Phone is required', 'Street is required', 'Postal code is required', 'City is required']) {
      expect(screen.getByText(text)).toBeTruthy();
    }
    const email = document.getElementById('email')!;
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(email.getAttribute('aria-describedby')).toContain('email-error');
    expect(document.activeElement).toBe(email);
    expect(screen.getByRole('alert').textContent).toMatch(/fields need your attention/);
  });

  it('asks a business for company and VAT number, checks the VAT number and goes on to the pickup step', async () => {
    const { store, api } = renderDetails();
    await screen.findByRole('button', { name: 'Continue to Pickup point' });
    fireEvent.click(screen.getByLabelText('Business customer'));
    await submit();
    expect(await screen.findByText('Company name is required')).toBeTruthy();
    expect(screen.getByText('VAT number is required')).toBeTruthy();
    fill('company', 'Velo BV');
    fill('vatNumber', 'be 0123.456.749');
    fill('email', 'lien@');
    await submit();
    expect(await screen.findByText('"lien@" is not a valid email address')).toBeTruthy();
    fill('email', 'lien@example.com');
    fill('firstName', 'Lien');
    fill('lastName', 'Peeters');
    fill('phone', '+32 470 12 34 56');
    fill('street', 'Kerkstraat');
    fill('number', '12');
    fill('postalCode', '3580');
    fill('city', 'Beringen');
    await submit();
    await waitFor(() => expect(screen.getByText('pickup step')).toBeTruthy());
    expect(api.get).toHaveBeenCalledWith('/consumer/v1/order/checkVAT/BE0123456749', { locale: 'en_BE' });
    expect(store.get(checkoutSessionAtom).vatCheck).toEqual({ vat: 'BE0123456749', valid: true, countrycode: 'BE', source: 'vies', deduction: 'charged', reason: 'sellerCountry' });
    expect(store.get(checkoutSessionAtom).details).toMatchObject({ customerType: 'business', company: 'Velo BV', vatNumber: 'BE0123456749' });
    expect(store.get(cartAtom).details.customerType).toBe('business');
    // Personal details live in sessionStorage only; the password is never stored.
    expect(window.sessionStorage.getItem('checkout')).toContain('lien@example.com');
  });

  it('keeps the shopper on the form when checkVAT says the number is mistyped', async () => {
    renderDetails({ valid: false, source: 'offline' });
    await screen.findByRole('button', { name: 'Continue to Pickup point' });
    fireEvent.click(screen.getByLabelText('Business customer'));
    fill('company', 'Velo BV');
    fill('vatNumber', 'BE0123456748');
    for (const [id, value] of [['email', 'lien@example.com'], ['firstName', 'Lien'], ['lastName', 'Peeters'], ['phone', '+32 470 12 34 56'], ['street', 'Kerkstraat'], ['number', '12'], ['postalCode', '3580'], ['city', 'Beringen']]) fill(id!, value!);
    await submit();
    expect(await screen.findByText('VAT number is invalid')).toBeTruthy();
    expect(screen.queryByText('pickup step')).toBeNull();
  });

  it('requires matching passwords for a new account', async () => {
    renderDetails();
    await screen.findByRole('button', { name: 'Continue to Pickup point' });
    fireEvent.click(screen.getByLabelText('Create an account'));
    fill('password', 'Groene-Dijk-Route-58');
    fill('passwordConfirm', 'Other-2026!');
    await submit();
    expect(await screen.findByText('Passwords must match')).toBeTruthy();
  });
});
