import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { MemoryRouter } from 'react-router';
import type { ApiClient } from '@bike/shared/api-client';
import type { BikeRegistrationAdminView } from '@bike/shared/domain/bike-registration';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as adminEnglish } from '../messages/en';
import { registrationReviewPage } from './registration-review-page';

const waiting = {
  id: '0b0e8f5e-6f49-4c59-9a57-1f7a1d1a0a09', serialNumber: '1009153', status: 'submitted', rejectionReason: null, rejectionNote: null,
  purchaseDate: '2025-06-01', proofOfPurchase: null, previouslyBoughtCount: 0, newsletter: false, instagramName: null, photos: [], contestEntry: false,
  bike: { model: null, title: 'Ardenne Talus SL', size: 'M', design: null, groupset: null, configurationId: null, externalId: 'ARD-TALUS', image: null, dealer: null },
  warranty: { years: 5, until: '2030-06-01', extended: true }, createdAt: '2026-05-01T09:00:00.000Z', updatedAt: '2026-05-01T09:00:00.000Z',
  owner: { firstName: 'Ines', lastName: 'Vermeulen', email: 'ines@example.com' }, locale: 'nl_BE', brand: 'ardenne',
} as BikeRegistrationAdminView;

function show(post: jest.Mock) {
  const api = { get: jest.fn(async () => []), post } as unknown as ApiClient;
  const shop = { locale: 'en_INT', language: 'en', country: 'INT', brand: 'ardenne', api } as unknown as ShopContextValue;
  const Page = registrationReviewPage.Component;
  render(
    <MemoryRouter>
      <ShopContextProvider value={shop}>
        <IntlProvider locale="en" messages={{ ...sharedEnglish, ...adminEnglish }}>
          <Page data={{ registration: waiting, history: [] }} />
        </IntlProvider>
      </ShopContextProvider>
    </MemoryRouter>,
  );
}

describe('registration review: a rejection asks first (issue 32)', () => {
  it('names the frame and the reason, says what follows, and sends nothing on "Go back"', () => {
    const post = jest.fn();
    show(post);
    fireEvent.click(screen.getByTestId('registration-reject'));
    const question = screen.getByRole('alertdialog', { name: 'Reject the registration of frame 1009153 (A photo shows persons)?' });
    expect(question.textContent).toContain('the frame number is free for another registration');
    fireEvent.click(within(question).getByRole('button', { name: 'Go back' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(post).not.toHaveBeenCalled();
  });

  it('rejects with the chosen reason once confirmed; approving does not ask', async () => {
    const post = jest.fn(async (_url: string, body: { status: string }) => ({ ...waiting, status: body.status }));
    show(post);
    fireEvent.click(screen.getByTestId('registration-reject'));
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Yes, reject' }));
    });
    expect(post).toHaveBeenCalledWith(`/b2c/v1/warranty/registration/${waiting.id}/decision`, { status: 'rejected', reason: 'persons', note: null }, { locale: 'en_INT' });
    await act(async () => {
      fireEvent.click(screen.getByTestId('registration-approve'));
    });
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(post).toHaveBeenLastCalledWith(`/b2c/v1/warranty/registration/${waiting.id}/decision`, { status: 'approved' }, { locale: 'en_INT' });
  });
});
