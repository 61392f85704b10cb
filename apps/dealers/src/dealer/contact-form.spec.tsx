import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
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
  fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Can I test-ride it on Saturday?' } });
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
    expect(post).toHaveBeenCalledWith('/b2c/v1/dealers/request', expect.objectContaining({ email: 'lotte@example.com', message: 'Can I test-ride it on Saturday?', captcha: 'solved-captcha' }));
    expect(screen.getByTestId('dealer-request-sent').textContent).toBe('Your request has been sent to the dealer.');
  });

  it("after sending signed in with a confirmed address, says a copy is on its way to the account's address", async () => {
    show({ sent: true, copySent: true });
    await send();
    expect(screen.getByTestId('dealer-request-sent').textContent).toBe(dealersEnglish['dealers.requestSentWithCopy']);
  });
});

describe('ContactForm: the message and field errors (issue 32 item 12)', () => {
  const press = () => act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Send request' }));
  });

  it('asks for a message; each error goes once its field is right, and nothing is sent until all are', async () => {
    const { post } = show({ sent: true, copySent: false });
    const message = screen.getByLabelText('Your message');
    expect(message.tagName).toBe('TEXTAREA');
    await press();
    expect(screen.getByTestId('dealer-request-message-error').textContent).toBe('Your message is required');
    expect(screen.getByTestId('dealer-request-firstName-error').textContent).toBe('First name is required');
    expect(screen.getByTestId('dealer-request-captcha-error')).toBeTruthy();
    expect(message.getAttribute('aria-invalid')).toBe('true');
    await act(async () => {
      fireEvent.change(message, { target: { value: 'Hello' } });
    });
    expect(screen.getByTestId('dealer-request-message-error').textContent).toBe('Your message should have a minimum of 10 characters');
    await act(async () => {
      fireEvent.change(message, { target: { value: 'Hello, is it in stock?' } });
      fireEvent.change(screen.getByLabelText('First name'), { target: { value: 'Lotte' } });
      fireEvent.click(screen.getByRole('button', { name: 'solve captcha' }));
    });
    expect(screen.queryByTestId('dealer-request-message-error')).toBeNull();
    expect(screen.queryByTestId('dealer-request-firstName-error')).toBeNull();
    expect(screen.queryByTestId('dealer-request-captcha-error')).toBeNull();
    expect(message.getAttribute('aria-invalid')).toBeNull();
    // Last name and e-mail are still missing: their errors stay, nothing went out.
    expect(screen.getByTestId('dealer-request-lastName-error')).toBeTruthy();
    expect(post).not.toHaveBeenCalled();
  });

  it("puts the server's field error under its field, and takes it away once the field changes", async () => {
    const post = jest.fn(async () => {
      throw new ApiClientError(400, 'VALIDATION_ERROR', 'Invalid', undefined, [{ path: 'message', message: 'Message is invalid' }]);
    });
    const api = { get: jest.fn(), post, brand: 'ardenne' } as unknown as ApiClient;
    const shop = { locale: 'en_INT', language: 'en', country: 'INT', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as ShopContextValue['content'], preview: false };
    render(
      <ShopContextProvider value={shop}>
        <IntlProvider locale="en" messages={{ ...sharedEnglish, ...dealersEnglish }}>
          <ContactForm dealer={dealer} stock={[]} item="" />
        </IntlProvider>
      </ShopContextProvider>,
    );
    await send();
    expect(screen.getByTestId('dealer-request-message-error').textContent).toBe('Your message is invalid');
    await act(async () => {
      fireEvent.change(screen.getByLabelText('Your message'), { target: { value: 'Can I test-ride it on Sunday?' } });
    });
    expect(screen.queryByTestId('dealer-request-message-error')).toBeNull();
  });
});
