import { render, screen } from '@testing-library/react';
import { findLocale } from '@bike/shared/i18n';
import { CheckoutNotice } from './checkout-notice';
import { renderShell } from '../bike/test-fixtures';

/** A market of the locale table where bikes are sold through dealers only (not INT). */
const dealerOnly = ['en_US', 'en_AU', 'es_AR', 'en_ZA'].find((code) => findLocale(code) && !findLocale(code)!.checkoutBikes && findLocale(code)!.country !== 'INT');

describe('CheckoutNotice', () => {
  it('tells a shopper on the international site where to buy, before they add anything', () => {
    render(renderShell(<CheckoutNotice kind="bike" />, { locale: 'en_INT' }).ui);
    expect(screen.getByTestId('checkout-notice').textContent).toContain('international site');
    expect(screen.getByRole('link', { name: 'Choose your country' }).getAttribute('href')).toBe('/en_INT/language?from=');
    expect(screen.getByRole('link', { name: 'Find a dealer' }).getAttribute('href')).toBe('/en_INT/dealers');
  });

  it('says nothing where the site sells online', () => {
    render(renderShell(<CheckoutNotice kind="bike" />, { locale: 'nl_BE' }).ui);
    expect(screen.queryByTestId('checkout-notice')).toBeNull();
  });

  it('names a dealers-only market as such', () => {
    if (!dealerOnly) return;
    render(renderShell(<CheckoutNotice kind="bike" />, { locale: dealerOnly }).ui);
    expect(screen.getByTestId('checkout-notice').textContent).toContain('Online checkout is not available in this country');
  });
});
