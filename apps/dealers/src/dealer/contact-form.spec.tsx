import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import type { ApiClient } from '@bike/shared/api-client';
import type { DealerDetail } from '@bike/shared/domain';
import { en as sharedEnglish } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { en as dealersEnglish } from '../messages/en';
import { ContactForm } from './contact-form';

// The captcha widget is tested on its own (libs/shared/ui); here a button stands in for a solved one.
jest.mock('@bike/shared/ui/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (token: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-captcha')}>
      solve captcha
    </button>
  ),
}));

const dealer = { cusid: 'C001', extid: 'E001', name: 'Velo Peeters' } as DealerDetail;

function show(answer: { sent: boolean; copySent: boolean }) {
  const post = jest.fn(async () => answer);
  const api = { get: jest.fn(), post, brand: 'ardenne' } as unknown as ApiClient;
  const shop = { locale: 'en_INT', language: 'en', country: 'INT', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as ShopContextValue['content'], preview: false };
  render(
    <ShopContextProvider value={shop}>
      <IntlProvider locale="en" messages={{ ...sharedEnglish, ...dealersEnglish }}>
        <ContactForm dealer={dealer} stock={[]} item="" />
      </IntlProvider>
    </ShopContextProvider>,
  );
  return { post };
}

async function send() {
  fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Lotte' } });
  fireEvent.change(screen.getByLabelText('Last name'), { target: { value: 'Peeters' } });
  fireEvent.change(screen.getByLabelText('E-mail'), { target: { value: 'lotte@example.com' } });
  fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  });
}

describe('ContactForm: the copy of a request (issue 29 item 9)', () => {
  it('says before sending that a copy goes only to a signed-in account\'s confirmed address, never to the address typed', () => {
    show({ sent: true, copySent: false });
    expect(screen.getByText(dealersEnglish['dealers.copyNote'])).toBeTruthy();
    // No box to tick: whether a copy goes out is the server's decision, not the visitor's.
    expect(screen.queryByRole('checkbox')).toBeNull();
  });

  it('after sending without a session, says the request went to the dealer and promises no copy', async () => {
    const { post } = show({ sent: true, copySent: false });
    await send();
    expect(post).toHaveBeenCalledWith('/b2c/v1/dealers/request', expect.objectContaining({ email: 'lotte@example.com', captcha: 'solved-captcha' }));
    expect(screen.getByTestId('dealer-request-sent').textContent).toBe('Your request has been sent to the dealer.');
  });

  it("after sending signed in with a confirmed address, says a copy is on its way to the account's address", async () => {
    show({ sent: true, copySent: true });
    await send();
    expect(screen.getByTestId('dealer-request-sent').textContent).toBe(dealersEnglish['dealers.requestSentWithCopy']);
  });
});
