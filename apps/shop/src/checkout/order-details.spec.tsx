import { act, fireEvent, render, screen, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '@bike/shared/api-client';
import type { OrderView } from '@bike/shared/domain';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en } from '../testing';
import { OrderActions } from './order-actions';
import { OrderDetails } from './order-details';
import { OrderLookupForm } from './order-lookup-form';

const home = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE', lines: ['Kerkstraat 12', '3580 Beringen'] };

const pickupOrder: OrderView = {
  uuid: '7f1c2d3e-0000-4000-8000-000000000001', id: 'ARD-7K3M9QX2', status: 'pending', paymentStatus: 'waiting_transfer', paymentMethod: 'banktransfer',
  transferReference: '+++123/4567/89012+++', price: 4299, subtotal: 4299, shippingcost: 0, vat: 746.1, vatDeducted: false, vatReview: null, discount: 0,
  currency: 'EUR', discountcode: null, locale: 'en_BE', brand: 'ardenne', createdAt: '2026-11-20T10:00:00.000Z', shippingMethod: 'DEALER',
  orderlines: [{ externalitemid: 'ARD-HELIX-SL-M', quantity: 1, item: { title: 'Ardenne Helix SL', image: null, itemtype: 'bike' }, size: 'M', unitPrice: 4299, discount: 0, total: 4299 }],
  customer: { firstName: 'Lien', lastName: 'Peeters', city: 'Beringen', company: null },
  delivery: {
    method: 'DEALER',
    dealer: { name: 'Fietsen Vos', address: { street: 'Stationsstraat', number: '4', postalCode: '3580', city: 'Beringen', country: 'BE', lines: ['Stationsstraat 4', '3580 Beringen'] }, phone: '+32 11 42 00 00', slug: 'fietsen-vos-beringen-1' },
  },
  invoiceAddress: home,
};

function withShop(children: ReactNode, api: Partial<ApiClient> = {}) {
  const shop: ShopContextValue = { locale: 'en_BE', language: 'en', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api: api as ApiClient, content: {} as never, preview: false };
  return render(
    <MemoryRouter>
      <IntlProvider locale="en-BE" messages={en}>
        <ShopContextProvider value={shop}>{children}</ShopContextProvider>
      </IntlProvider>
    </MemoryRouter>,
  );
}

describe('OrderDetails', () => {
  it('names the pickup dealer with its address, and the home address only as the invoice address', () => {
    withShop(<OrderDetails order={pickupOrder} locale="en_BE" />);
    const pickup = within(screen.getByTestId('order-pickup'));
    expect(pickup.getByRole('heading', { name: 'Collect at' })).toBeTruthy();
    expect(screen.getByTestId('order-pickup').textContent).toContain('Fietsen VosStationsstraat 43580 Beringen');
    expect(pickup.getByRole('link', { name: 'Opening hours and directions' }).getAttribute('href')).toBe('/en_BE/dealers/fietsen-vos-beringen-1');
    expect(within(screen.getByTestId('order-invoice-address')).getByRole('heading', { name: 'Invoice address' })).toBeTruthy();
    expect(screen.getByTestId('order-invoice-address').textContent).toContain('Kerkstraat 12');
    expect(screen.queryByTestId('order-delivery-address')).toBeNull();
    expect(screen.getByTestId('order-details').textContent).not.toContain('Shipping address');
  });

  it('shows each line\'s size, the two states and the amounts in the order\'s currency', () => {
    withShop(<OrderDetails order={pickupOrder} locale="en_BE" />);
    expect(screen.getByTestId('order-line').textContent).toContain('Size M');
    expect(screen.getByTestId('order-payment-state').textContent).toBe('PaymentWaiting for your bank transferBank transfer');
    expect(screen.getByTestId('order-delivery-state').textContent).toBe('Order statusOrderedDelivery at a dealer');
    expect(screen.getByTestId('order-total').textContent).toBe('Total to pay€4,299.00');
  });

  it('names the delivery address of a home delivery', () => {
    withShop(<OrderDetails order={{ ...pickupOrder, shippingMethod: 'CONSUMER', delivery: { method: 'CONSUMER', address: home }, status: 'shipped', paymentStatus: 'paid' }} locale="en_BE" />);
    expect(screen.getByTestId('order-delivery-address').textContent).toBe('Shipping addressLien PeetersKerkstraat 123580 Beringen');
    expect(screen.queryByTestId('order-pickup')).toBeNull();
    expect(screen.getByTestId('order-delivery-state').textContent).toContain('Shipped');
  });
});

describe('OrderActions', () => {
  it('asks before cancelling, names the order, and moves focus into the question and back', async () => {
    const onCancel = jest.fn();
    withShop(<OrderActions order={pickupOrder} busy={false} onPay={jest.fn()} onCancel={onCancel} />);
    expect(screen.getByRole('button', { name: 'Pay online instead' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('Cancel order ARD-7K3M9QX2?');
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'No, keep it' }));
    fireEvent.click(within(question).getByRole('button', { name: 'No, keep it' }));
    expect(onCancel).not.toHaveBeenCalled();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Cancel order' }));
    fireEvent.click(screen.getByRole('button', { name: 'Yes, cancel' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('offers nothing once the order is paid', () => {
    withShop(<OrderActions order={{ ...pickupOrder, status: 'paid', paymentStatus: 'paid' }} busy={false} onPay={jest.fn()} onCancel={jest.fn()} />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});

describe('OrderLookupForm', () => {
  const submit = async () => {
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Show order' }));
    });
  };
  const fill = (label: string, value: string) => fireEvent.input(screen.getByLabelText(label, { exact: false }), { target: { value } });

  it('checks the fields in the browser, then sends the normalised number and address', async () => {
    const post = jest.fn(async () => pickupOrder);
    const onFound = jest.fn();
    withShop(<OrderLookupForm onFound={onFound} />, { post } as Partial<ApiClient>);
    expect(screen.getByRole('form', { name: 'Find your order' })).toBeTruthy();
    await submit();
    expect(post).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Order number', { exact: false }).getAttribute('aria-invalid')).toBe('true');
    fill('Order number', 'ard 7k3m9qx2');
    fill('Email address', 'Lien@Example.com');
    await submit();
    expect(post).toHaveBeenCalledWith('/consumer/v1/orders/lookup', { orderNumber: 'ARD-7K3M9QX2', email: 'lien@example.com' });
    expect(onFound).toHaveBeenCalledWith(pickupOrder);
  });

  it('says the same for an unknown number as for a wrong address', async () => {
    const { ApiClientError } = await import('@bike/shared/api-client');
    const post = jest.fn(async () => {
      throw new ApiClientError(404, 'ORDER_LOOKUP_FAILED', 'No order matches');
    });
    withShop(<OrderLookupForm onFound={jest.fn()} />, { post } as Partial<ApiClient>);
    fill('Order number', 'ARD-7K3M9QX2');
    fill('Email address', 'someone@example.com');
    await submit();
    expect(screen.getByRole('alert').textContent).toBe(en['lookup.notFound']);
  });
});
