import { act, fireEvent, render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { ApiClientError, type ApiClient } from '@bike/shared/api-client';
import { nl as sharedDutch } from '@bike/shared/i18n/messages/nl';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { nl as contentDutch } from '../messages/nl';
import { nl as formsDutch } from './messages/nl';
import { ContactForm } from './contact-form';

// The captcha widget is tested on its own (libs/shared/ui); here a button stands in for a solved one.
jest.mock('@bike/shared/ui/captcha', () => ({
  Captcha: ({ onChange }: { onChange: (token: string | null) => void }) => (
    <button type="button" onClick={() => onChange('solved-captcha')}>
      captcha oplossen
    </button>
  ),
}));

function show(post: jest.Mock) {
  const api = { get: jest.fn(), post, brand: 'ardenne' } as unknown as ApiClient;
  const shop = { locale: 'nl_BE', language: 'nl', country: 'BE', currency: 'EUR', brand: 'ardenne', brandName: 'Ardenne', api, content: {} as ShopContextValue['content'], preview: false };
  render(
    <ShopContextProvider value={shop}>
      <IntlProvider locale="nl-BE" messages={{ ...sharedDutch, ...contentDutch, ...formsDutch }}>
        <ContactForm />
      </IntlProvider>
    </ShopContextProvider>,
  );
}

const type = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label, { exact: false }), { target: { value } });
const send = async () => {
  await act(async () => {
    fireEvent.click(screen.getByRole('button', { name: 'Bericht versturen' }));
  });
};
const errorOf = (label: string) => {
  const field = screen.getByLabelText(label, { exact: false });
  return field.getAttribute('aria-invalid') === 'true' ? document.getElementById(`${field.id}-error`)?.textContent : null;
};
const fillIn = () => {
  type('Onderwerp', 'delivery');
  type('Bestelnummer', 'ard 7k3m9qx2');
  type('Naam', 'Lotte Peeters');
  type('E-mail', 'Lotte@Example.com');
  type('Bericht', 'Mijn fiets zou maandag geleverd worden.');
  fireEvent.click(screen.getByRole('button', { name: 'captcha oplossen' }));
};

describe('ContactForm', () => {
  it('says under each field what is missing, in Dutch, sends nothing and focuses the first field', async () => {
    const post = jest.fn();
    show(post);
    await send();
    expect(post).not.toHaveBeenCalled();
    expect(errorOf('Onderwerp')).toBe('Onderwerp is verplicht');
    expect(errorOf('Naam')).toBe('Naam is verplicht');
    expect(errorOf('E-mail')).toBe('E-mail is verplicht');
    expect(errorOf('Bericht')).toBe('Bericht is verplicht');
    expect(screen.getByText('Bevestig dat je geen robot bent.')).toBeTruthy();
    expect(screen.getByText('5 velden vragen je aandacht.')).toBeTruthy();
    expect(document.activeElement).toBe(screen.getByLabelText('Onderwerp'));
  });

  it('keeps what was typed, and a field loses its error once it is changed', async () => {
    show(jest.fn());
    type('Naam', 'Lotte');
    type('Bestelnummer', 'mijn bestelling');
    type('Bericht', 'Te kort');
    await send();
    expect(errorOf('Bestelnummer')).toBe('Dit is geen bestelnummer. Een bestelnummer ziet eruit als ARD-7K3M9QX2.');
    expect(errorOf('Bericht')).toBe('Bericht moet minimaal 10 tekens bevatten');
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('Lotte');
    expect((screen.getByLabelText('Bericht', { exact: false }) as HTMLTextAreaElement).value).toBe('Te kort');
    type('Bestelnummer', 'ARD-7K3M9QX2');
    expect(errorOf('Bestelnummer')).toBeNull();
    expect(errorOf('Bericht')).toBe('Bericht moet minimaal 10 tekens bevatten');
  });

  it('sends the page\'s locale and the captcha, then says what happens next with the reference', async () => {
    const post = jest.fn(async () => ({ sent: true, reference: 'CS-K7QM2XTV', receiptSent: true }));
    show(post);
    fillIn();
    await send();
    expect(post).toHaveBeenCalledWith('/b2c/v1/contact', expect.objectContaining({
      topic: 'delivery', orderNumber: 'ard 7k3m9qx2', name: 'Lotte Peeters', email: 'Lotte@Example.com', captcha: 'solved-captcha', locale: 'nl_BE',
    }));
    const sent = screen.getByTestId('contact-sent');
    expect(sent.textContent).toContain('Bedankt, je bericht is onderweg');
    expect(sent.textContent).toContain('Je referentie: CS-K7QM2XTV');
    expect(sent.textContent).toContain('We hebben een ontvangstbevestiging gestuurd naar lotte@example.com.');
    expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Bedankt, je bericht is onderweg' }));
  });

  it('shows the API\'s field errors under their fields, keeps everything typed and asks for a fresh captcha', async () => {
    const post = jest.fn(async () => {
      throw new ApiClientError(400, 'VALIDATION_ERROR', 'message: Message is invalid', 'badRequest', [{ path: 'message', message: 'Message is invalid' }]);
    });
    show(post);
    fillIn();
    await send();
    expect(errorOf('Bericht')).toBe('Bericht is ongeldig');
    expect((screen.getByLabelText('Naam') as HTMLInputElement).value).toBe('Lotte Peeters');
    // The answer was spent: sending again needs the captcha solved again.
    type('Bericht', 'Mijn fiets zou maandag geleverd worden, zonder rare tekens.');
    await send();
    expect(post).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Bevestig dat je geen robot bent.')).toBeTruthy();
  });

  it('says so in the page\'s words when the API refuses the send as a whole', async () => {
    const post = jest.fn(async () => {
      throw new ApiClientError(429, 'TOO_MANY_REQUESTS', 'Too many attempts', 'tooManyRequests');
    });
    show(post);
    fillIn();
    await send();
    expect(screen.getByRole('alert').textContent).toBe('Je hebt op korte tijd meerdere berichten verstuurd. Wacht even en probeer het dan opnieuw.');
    expect((screen.getByLabelText('E-mail') as HTMLInputElement).value).toBe('Lotte@Example.com');
  });
});
