import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { OrderView } from '@bike/shared/domain';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as sharedAndAccountEnglish, nl as sharedAndAccountDutch } from '../testing';
import { en as areaEnglish } from '../area/messages/en';
import { nl as areaDutch } from '../area/messages/nl';
import ordersPage from './orders-page';

const nl = { ...sharedAndAccountEnglish, ...areaEnglish, ...sharedAndAccountDutch, ...areaDutch };
const home = { street: 'Kerkstraat', number: '12', postalCode: '3580', city: 'Beringen', country: 'BE', lines: ['Kerkstraat 12', '3580 Beringen'] };
const unpaid = {
  uuid: '7f1c2d3e-0000-4000-8000-000000000001', id: 'ARD-7K3M9QX2', status: 'pending', paymentStatus: 'waiting_transfer', paymentMethod: 'banktransfer',
  transferReference: '+++123/4567/89012+++', price: 49.95, subtotal: 49.95, shippingcost: 0, vat: 8.67, vatDeducted: false, vatReview: null, discount: 0,
  currency: 'EUR', discountcode: null, locale: 'nl_BE', brand: 'ardenne', createdAt: '2026-11-20T10:00:00.000Z', shippingMethod: 'CONSUMER',
  orderlines: [{ externalitemid: 'ARD-CAP', quantity: 1, item: { title: 'Pet', image: null, itemtype: 'accessory' }, size: null, unitPrice: 49.95, discount: 0, total: 49.95 }],
  customer: { firstName: 'Lien', lastName: 'Peeters', city: 'Beringen', company: null },
  delivery: { method: 'CONSUMER', address: home },
  invoiceAddress: home,
} as unknown as OrderView;

describe('account orders: cancelling asks in the page (issue 32)', () => {
  it('asks with the order number instead of a browser dialog, goes back on Escape, and cancels once confirmed', async () => {
    const confirmSpy = jest.spyOn(window, 'confirm');
    const api = { get: jest.fn(async () => [unpaid]), post: jest.fn(async () => ({ ...unpaid, status: 'cancelled', paymentStatus: 'cancelled' })) };
    const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', brand: 'ardenne', api } as unknown as ShopContextValue;
    const Page = ordersPage.Component;
    render(
      <MemoryRouter>
        <ShopContextProvider value={shop}>
          <IntlProvider locale="nl-BE" messages={nl}>
            <Page data={null} />
          </IntlProvider>
        </ShopContextProvider>
      </MemoryRouter>,
    );
    const cancel = await screen.findByRole('button', { name: nl['orders.cancel'] });
    fireEvent.click(cancel);
    const question = screen.getByRole('alertdialog', { name: 'Bestelling ARD-7K3M9QX2 annuleren? Dit kan niet ongedaan worden gemaakt.' });
    expect(document.activeElement).toBe(within(question).getByRole('button', { name: 'Nee, behouden' }));
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(api.post).not.toHaveBeenCalled();
    fireEvent.click(cancel);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Ja, annuleren' }));
    });
    await waitFor(() => expect(api.post).toHaveBeenCalledWith(`/consumer/v1/orders/${unpaid.uuid}/cancel`));
    expect(confirmSpy).not.toHaveBeenCalled();
  });
});
