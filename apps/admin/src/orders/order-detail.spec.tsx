import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import type { AdminOrderDetail } from '@bike/shared/domain/admin-orders';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as adminEnglish } from '../messages/en';
import { OrderDetail } from './order-detail';

const address = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE' };

/** A bank-transfer order still waiting for its money, as the API describes it. */
const waitingTransfer = (over: Partial<AdminOrderDetail> = {}): AdminOrderDetail =>
  ({
    uuid: '6f1c2d3e-4b5a-4c6d-8e7f-901234567890',
    id: 'ARD-7K3M9QX2',
    createdAt: '2026-05-01T09:00:00.000Z',
    status: 'pending',
    paymentStatus: 'waiting_transfer',
    paymentMethod: 'banktransfer',
    brand: 'ardenne',
    locale: 'nl_BE',
    country: 'BE',
    customer: { firstName: 'Lien', lastName: 'Peeters', email: 'lien@example.com', company: null, phone: '+32 470 12 34 56', customerType: 'consumer', vatNumber: null },
    total: 49.95,
    currency: 'EUR',
    lines: 1,
    transferReference: '+++123/4567/89012+++',
    subtotal: 49.95,
    discount: 0,
    discountCode: null,
    shippingcost: 0,
    vat: 8.67,
    vatRate: 21,
    vatDeducted: false,
    invoiceAddress: address,
    shippingAddress: address,
    shippingMethod: 'CONSUMER',
    dealer: null,
    remarks: null,
    orderlines: [{ externalid: 'ARD-CAP', title: 'Cap', image: null, itemtype: 'accessory', quantity: 1, unitPrice: 49.95, discount: 0, total: 49.95, configurationCode: null }],
    payments: [{ uuid: 'p1', provider: 'banktransfer', status: 'waiting_transfer', amount: 49.95, currency: 'EUR', createdAt: '2026-05-01T09:00:00.000Z', expiresAt: '2026-05-08T09:00:00.000Z' }],
    nextStatuses: ['cancelled'],
    transferPayable: true,
    history: [],
    ...over,
  }) as AdminOrderDetail;

function show(order: AdminOrderDetail, post: jest.Mock) {
  const api = { get: jest.fn(), post, brand: 'ardenne' } as unknown as ApiClient;
  const shop: ShopContextValue = { locale: 'en_INT', language: 'en', country: 'INT', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as ShopContextValue['content'], preview: false };
  render(
    <MemoryRouter>
      <ShopContextProvider value={shop}>
        <IntlProvider locale="en" messages={{ ...sharedEnglish, ...adminEnglish }}>
          <OrderDetail initial={order} />
        </IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>,
  );
}

describe('OrderDetail: paid comes from the money (issue 29 item 11)', () => {
  it('offers "Bank transfer received" for a waiting transfer, and no plain move to paid', async () => {
    const post = jest.fn(async () => waitingTransfer({ status: 'paid', paymentStatus: 'paid', nextStatuses: ['processing', 'cancelled'], transferPayable: false }));
    show(waitingTransfer(), post);
    const options = Array.from((screen.getByTestId('order-next-status') as HTMLSelectElement).options).map((o) => o.textContent);
    expect(options).toEqual(['Choose a status', 'Cancelled']);
    fireEvent.click(screen.getByRole('button', { name: 'Bank transfer received' }));
    // It cannot be undone: asked first (issue 32).
    expect(post).not.toHaveBeenCalled();
    await act(async () => {
      fireEvent.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Yes, the money is in' }));
    });
    expect(post).toHaveBeenCalledWith(`/b2c/v1/admin/orders/${waitingTransfer().uuid}/transfer-paid`);
    expect(screen.getByRole('status').textContent).toBe(adminEnglish['admin.order.transferPaidDone']);
  });

  it('says in the admin\'s words why a move to paid was refused without a paid payment', async () => {
    // A page opened before the rule (or another admin's view) may still offer paid: the API refuses it.
    const post = jest.fn(async () => {
      throw new ApiClientError(409, 'PAYMENT_NOT_RECEIVED', "This order has no paid payment. Mark a waiting bank transfer with 'Bank transfer received'.", 'paymentNotReceived');
    });
    show(waitingTransfer({ nextStatuses: ['paid', 'cancelled'] }), post);
    fireEvent.change(screen.getByTestId('order-next-status'), { target: { value: 'paid' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, move to “Paid”' }));
    });
    expect(screen.getByRole('alert').textContent).toBe(adminEnglish['admin.order.conflict.payment']);
  });
});

describe('OrderDetail: payments and addresses in the admin\'s words (issue 32 item 11)', () => {
  const payment = (provider: string) => ({ uuid: `p-${provider}`, provider, status: 'waiting_transfer', amount: 49.95, currency: 'EUR', createdAt: '2026-05-01T09:00:00.000Z', expiresAt: '2026-05-08T09:00:00.000Z' });
  const paymentsList = () => screen.getByRole('heading', { name: adminEnglish['admin.order.payments'] }).parentElement!.querySelectorAll('li');

  it('names the provider ("Bank transfer", not the code banktransfer)', () => {
    show(waitingTransfer({ payments: [payment('banktransfer'), { ...payment('sandbox'), status: 'paid' }] }), jest.fn());
    const [transfer, sandbox] = Array.from(paymentsList()).map((li) => li.textContent ?? '');
    expect(transfer).toContain(`· ${adminEnglish['admin.paymentProvider.banktransfer']}`);
    expect(transfer).not.toContain('banktransfer');
    expect(sandbox).toContain(adminEnglish['admin.paymentProvider.sandbox']);
  });

  it('names the address\'s country in the admin\'s language, not by its code', () => {
    show(waitingTransfer(), jest.fn());
    const [invoice] = Array.from(document.querySelectorAll('address')).map((a) => a.textContent ?? '');
    expect(invoice).toContain('Belgium');
    expect(invoice).not.toMatch(/\bBE\b/);
  });

  it('shows the code of a provider it has no words for yet', () => {
    show(waitingTransfer({ payments: [payment('acmepay')] }), jest.fn());
    expect(paymentsList()[0].textContent).toContain('· acmepay');
  });
});

describe('OrderDetail: a move that cannot be undone asks first (issue 32)', () => {
  const paid = () => waitingTransfer({ status: 'paid', paymentStatus: 'paid', nextStatuses: ['processing', 'cancelled'], transferPayable: false });

  it('asks in the page before cancelling, says what follows, and goes back on Escape with the focus on the button', () => {
    const post = jest.fn();
    show(paid(), post);
    fireEvent.change(screen.getByTestId('order-next-status'), { target: { value: 'cancelled' } });
    const change = screen.getByRole('button', { name: 'Change status' });
    change.focus();
    fireEvent.click(change);
    const question = screen.getByRole('alertdialog', { name: 'Move order ARD-7K3M9QX2 to “Cancelled”?' });
    expect(question.textContent).toContain(adminEnglish['admin.order.confirmCancelDetail']);
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Go back' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(document.activeElement).toBe(change);
    expect(post).not.toHaveBeenCalled();
  });

  it('moves once the admin says yes, naming the way back that does not exist', async () => {
    const post = jest.fn(async () => waitingTransfer({ status: 'processing', paymentStatus: 'paid', nextStatuses: ['production', 'stock', 'cancelled'], transferPayable: false }));
    show(paid(), post);
    fireEvent.change(screen.getByTestId('order-next-status'), { target: { value: 'processing' } });
    fireEvent.click(screen.getByRole('button', { name: 'Change status' }));
    const question = screen.getByRole('alertdialog');
    expect(question.textContent).toContain('no move leads from “Processing” back to “Paid”');
    await act(async () => {
      fireEvent.click(within(question).getByRole('button', { name: 'Yes, move to “Processing”' }));
    });
    expect(post).toHaveBeenCalledWith(`/b2c/v1/admin/orders/${paid().uuid}/status`, { status: 'processing' });
    expect(screen.getByRole('status').textContent).toBe('The order is now: Processing.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });
});
