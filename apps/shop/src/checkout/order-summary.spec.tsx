import { render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { en } from '../testing';
import { OrderSummary } from './order-summary';
import { checkoutTotals } from './use-checkout';
import { helix, jersey, nlBE } from './test-fixtures';

function renderSummary(customerType: 'consumer' | 'business', vatValid: boolean, shippingMethod: 'CONSUMER' | 'DEALER' = 'CONSUMER', estimate = false) {
  const totals = checkoutTotals({ lines: [helix, jersey], locale: nlBE, shippingMethod, discount: null, customerType, vatValid, brand: 'ardenne' });
  render(
    <IntlProvider locale="en" messages={en}>
      <OrderSummary lines={[helix, jersey]} totals={totals} locale="en_BE" estimate={estimate ? shippingMethod : null} />
    </IntlProvider>,
  );
  return { totals, table: within(screen.getByTestId('checkout-totals')) };
}

describe('the running total before the delivery method is chosen', () => {
  it('shows shipping and the total on every step, saying which delivery they assume', () => {
    renderSummary('consumer', false, 'CONSUMER', true);
    expect(screen.getByTestId('checkout-shipping').textContent).toBe('Shipping (home delivery, until you choose)€29.00');
    expect(screen.getByText('Estimated total')).toBeTruthy();
    expect(screen.getByTestId('checkout-to-pay').textContent).toBe('€4,507.90');
  });
});

describe('overview totals', () => {
  it('shows subtotal, shipping per bike, the VAT share and the amount to pay', () => {
    const { totals, table } = renderSummary('consumer', false);
    // 4299 + 2 × 89.95 = 4478.90; one bike ships for 29; accessories are above the 100 minimum.
    expect(totals.subtotal).toBe(4478.9);
    expect(totals.shipping).toBe(29);
    expect(totals.toPay).toBe(4507.9);
    expect(table.getByText('€4,478.90')).toBeTruthy();
    expect(table.getByText('€29.00')).toBeTruthy();
    expect(table.getByText('Incl. 21% VAT')).toBeTruthy();
    expect(screen.getByTestId('checkout-to-pay').textContent).toBe('€4,507.90');
    expect(screen.queryByTestId('vat-deducted')).toBeNull();
    expect(screen.getAllByRole('listitem')).toHaveLength(2);
  });

  it('deducts VAT for a business with a valid VAT number in an intra-community country', () => {
    const { totals } = renderSummary('business', true);
    expect(totals.vatDeducted).toBe(true);
    expect(screen.getByTestId('vat-deducted').textContent).toContain('VAT deducted');
    expect(screen.getByTestId('checkout-to-pay').textContent).toBe(`€${(4507.9 - totals.vat).toLocaleString('en', { minimumFractionDigits: 2 })}`);
  });

  it('keeps VAT for a business without a valid VAT number, and ships free to a dealer', () => {
    const { totals, table } = renderSummary('business', false, 'DEALER');
    expect(totals.vatDeducted).toBe(false);
    expect(table.getByText('Free')).toBeTruthy();
    expect(screen.getByTestId('checkout-to-pay').textContent).toBe('€4,478.90');
  });
});
