import { render, screen } from '@testing-library/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { en } from '../messages';
import { nl } from '../messages/nl';
import { ShopIntlProvider, reportIntlError, useShopLocale } from './intl-provider';

function Probe() {
  const locale = useShopLocale();
  const intl = useIntl();
  return (
    <div>
      <h1>
        <FormattedMessage id="error.oops" />
      </h1>
      <p data-testid="intl-locale">{intl.locale}</p>
      <p data-testid="shop-locale">
        {locale.code} {locale.currency}
      </p>
      <p data-testid="cart">
        <FormattedMessage id="common.itemsInCart" values={{ count: 2 }} />
      </p>
      <p data-testid="price">
        <FormattedNumber value={1299} style="currency" currency={locale.currency} />
      </p>
    </div>
  );
}

describe('ShopIntlProvider', () => {
  it('provides the catalogue, the BCP 47 locale and the shop locale', () => {
    render(
      <ShopIntlProvider locale="nl_BE" messages={nl}>
        <Probe />
      </ShopIntlProvider>,
    );
    expect(screen.getByRole('heading', { name: 'Oeps' })).toBeTruthy();
    expect(screen.getByTestId('intl-locale').textContent).toBe('nl-BE');
    expect(screen.getByTestId('shop-locale').textContent).toBe('nl_BE EUR');
    expect(screen.getByTestId('cart').textContent).toBe('2 artikelen in je winkelmand');
    expect(screen.getByTestId('price').textContent?.replace(/\s/g, ' ')).toBe('€ 1.299,00');
  });

  it('falls back to en_INT for an unknown locale code', () => {
    render(
      <ShopIntlProvider locale="xx_YY" messages={en}>
        <Probe />
      </ShopIntlProvider>,
    );
    expect(screen.getByTestId('intl-locale').textContent).toBe('en');
    expect(screen.getByTestId('shop-locale').textContent).toBe('en_INT EUR');
  });

  it('shows the default message for a missing key and stays quiet about it in production', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    const previous = process.env['NODE_ENV'];
    process.env['NODE_ENV'] = 'production';
    try {
      render(
        <ShopIntlProvider locale="de_DE" messages={{}}>
          <FormattedMessage id="nav.bikes" defaultMessage="Bikes" />
        </ShopIntlProvider>,
      );
      expect(screen.getByText('Bikes')).toBeTruthy();
      expect(error).not.toHaveBeenCalled();
      expect(warn).not.toHaveBeenCalled();
    } finally {
      process.env['NODE_ENV'] = previous;
      error.mockRestore();
      warn.mockRestore();
    }
  });

  it('warns about missing translations in development and reports other errors', () => {
    const error = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const warn = jest.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      reportIntlError({ code: 'MISSING_TRANSLATION', message: 'missing nav.x' });
      expect(warn).toHaveBeenCalledWith('missing nav.x');
      reportIntlError({ code: 'FORMAT_ERROR', message: 'bad' });
      expect(error).toHaveBeenCalled();
    } finally {
      error.mockRestore();
      warn.mockRestore();
    }
  });
});
