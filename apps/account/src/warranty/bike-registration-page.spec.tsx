import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import { ApiClientError } from '@bike/shared/api-client';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as sharedAndAccountEnglish, nl as sharedAndAccountDutch } from '../testing';
import { en as areaEnglish } from '../area/messages/en';
import { nl as areaDutch } from '../area/messages/nl';
import bikeRegistrationPage from './bike-registration-page';

/** The texts of an account area page: shared, the sign-in forms' and the area's own. */
const en = { ...sharedAndAccountEnglish, ...areaEnglish };
const nl = { ...sharedAndAccountDutch, ...areaDutch };
const REGISTRATION_ID = '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a09';
const PROOF_ID = '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a01';

/** A rejected registration of a dealer's bike, opened for a change (?id=): its proof fills the form. */
const registration = {
  id: REGISTRATION_ID, serialNumber: '1009153', status: 'rejected', purchaseDate: '2025-06-01', previouslyBoughtCount: 0, newsletter: false,
  instagramName: null, photos: [], contestEntry: false,
  proofOfPurchase: { id: PROOF_ID, kind: 'pdf', url: `/b2c/v1/uploads/${PROOF_ID}`, thumbnail: null, name: 'bon.pdf' },
};

function renderPage(api: { get: jest.Mock; put: jest.Mock; post: jest.Mock }, search = `?id=${REGISTRATION_ID}`) {
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', brand: 'ardenne', api } as unknown as ShopContextValue;
  const Page = bikeRegistrationPage.Component;
  return render(
    <IntlProvider locale="nl-BE" messages={{ ...en, ...nl }}>
      <MemoryRouter initialEntries={[`/nl_BE/bike-registration${search}`]}>
        <ShopContextProvider value={shop}>
          <Page data={null} />
        </ShopContextProvider>
      </MemoryRouter>
    </IntlProvider>,
  );
}

const dateField = () => screen.getByLabelText(nl['registration.purchaseDate']!) as HTMLInputElement;
const submit = () => fireEvent.click(screen.getByRole('button', { name: nl['registration.save']! }));
const dateError = () => document.getElementById('purchaseDate-error')?.textContent;

describe('bike registration: the purchase date window (issue 32)', () => {
  it('says the window when the date is before the first bikes with serials, before sending anything', async () => {
    const api = { get: jest.fn(), put: jest.fn(), post: jest.fn() };
    renderPage(api, '');
    fireEvent.change(dateField(), { target: { value: '1999-12-31' } });
    fireEvent.click(screen.getByRole('button', { name: nl['registration.submit']! }));
    await waitFor(() => expect(dateError()).toBe('Aankoopdatum moet tussen 01/01/2000 en vandaag liggen'));
    expect(dateField().min).toBe('2000-01-01');
    expect(api.post).not.toHaveBeenCalled();
  });

  it("shows the API's window in the locale's date format, then checks that frame's dates itself", async () => {
    const refusal = new ApiClientError(400, 'VALIDATION_ERROR', 'purchaseDate: Purchase date must be between 2024-11-28 and today', 'badRequest', [
      { path: 'purchaseDate', message: 'Purchase date must be between 2024-11-28 and today' },
    ]);
    const api = { get: jest.fn().mockResolvedValue(registration), put: jest.fn().mockRejectedValueOnce(refusal).mockResolvedValue({ ...registration, status: 'submitted' }), post: jest.fn() };
    renderPage(api);
    await waitFor(() => expect(dateField().value).toBe('2025-06-01'));

    fireEvent.change(dateField(), { target: { value: '2023-05-01' } });
    submit();
    await waitFor(() => expect(dateError()).toBe('Aankoopdatum moet tussen 28/11/2024 en vandaag liggen'));
    expect(dateField().getAttribute('aria-invalid')).toBe('true');
    expect(api.put).toHaveBeenCalledTimes(1);
    // The picker keeps to the window now.
    expect(dateField().min).toBe('2024-11-28');

    // Another date outside it: the same message, from the form itself.
    fireEvent.change(dateField(), { target: { value: '2024-11-27' } });
    submit();
    await waitFor(() => expect(dateError()).toBe('Aankoopdatum moet tussen 28/11/2024 en vandaag liggen'));
    expect(api.put).toHaveBeenCalledTimes(1);

    // Inside it: sent.
    fireEvent.change(dateField(), { target: { value: '2024-11-28' } });
    await waitFor(() => expect(dateError()).toBeUndefined());
    submit();
    await waitFor(() => expect(api.put).toHaveBeenCalledTimes(2));
    expect(api.put.mock.calls[1][1]).toMatchObject({ id: REGISTRATION_ID, purchaseDate: '2024-11-28', proofOfPurchase: PROOF_ID });
  });

  it('names both ends of a window that closes before today (a bike sold online: order to shipping)', async () => {
    const refusal = new ApiClientError(400, 'VALIDATION_ERROR', 'x', 'badRequest', [{ path: 'purchaseDate', message: 'Purchase date must be between 2026-03-02 and 2026-03-09' }]);
    const api = { get: jest.fn().mockResolvedValue(registration), put: jest.fn().mockRejectedValue(refusal), post: jest.fn() };
    renderPage(api);
    await waitFor(() => expect(dateField().value).toBe('2025-06-01'));
    submit();
    await waitFor(() => expect(dateError()).toBe('Aankoopdatum moet tussen 02/03/2026 en 09/03/2026 liggen'));
    expect(dateField().max).toBe('2026-03-09');
  });
});
