import { render, screen } from '@testing-library/react';
import { IntlProvider } from 'react-intl';
import { en } from '@bike/shared/i18n';
import { ShopContextProvider, type ShopContextValue } from '@bike/shared/remote-kit';
import { ErrorPage } from './error-page';

const shop = (brand: string) => ({ locale: 'en_INT', language: 'en', country: 'INT', currency: 'EUR', brand, brandName: brand, preview: false }) as unknown as ShopContextValue;

function renderErrorPage(brand: string, messages: Record<string, string> = en, message?: string) {
  return render(
    <IntlProvider locale="en" messages={messages} onError={() => undefined}>
      <ShopContextProvider value={shop(brand)}>
        <ErrorPage message={message} status={500} />
      </ShopContextProvider>
    </IntlProvider>,
  );
}

describe('error page', () => {
  it('shows Oops, the explanation and the message', () => {
    renderErrorPage('ardenne', en, 'Gateway timed out');
    expect(screen.getByRole('heading', { name: 'Oops' })).toBeTruthy();
    expect(screen.getByText("Looks like this page doesn't exist or something went wrong...")).toBeTruthy();
    expect(screen.getByText('Gateway timed out')).toBeTruthy();
  });

  it.each([
    ['ardenne', false],
    ['brabo', true],
    ['kempen', false],
    ['merel', true],
  ])('%s shows a home button: %s', (brand, shown) => {
    renderErrorPage(brand);
    expect(screen.queryAllByRole('link', { name: 'Home' }).length).toBe(shown ? 1 : 0);
  });

  it('falls back to a plain message with a home link when it fails itself', () => {
    const spy = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    // No ShopContextProvider: rendering the error page throws.
    render(
      <IntlProvider locale="en" messages={en}>
        <ErrorPage status={500} />
      </IntlProvider>,
    );
    expect(screen.getByText('An error occurred while showing the error page')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Home' }).getAttribute('href')).toBe('/');
    spy.mockRestore();
  });
});
