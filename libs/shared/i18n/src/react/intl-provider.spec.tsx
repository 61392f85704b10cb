import { render, screen } from '@testing-library/react';
import { FormattedMessage, FormattedNumber, useIntl } from 'react-intl';
import { en, overlayMessages } from '../messages';
import { nl } from '../messages/nl';
import { PageIntlProvider, ShopIntlProvider, reportIntlError, sharedIntl, useShopLocale } from './intl-provider';

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

  it('shares one formatter per catalogue and locale between renders, and a page provider formats with its own texts', () => {
    expect(sharedIntl('nl-BE', nl)).toBe(sharedIntl('nl-BE', nl));
    expect(sharedIntl('nl-NL', nl)).not.toBe(sharedIntl('nl-BE', nl));
    const own = { 'error.oops': 'Helaas' };
    expect(sharedIntl('nl-BE', overlayMessages(nl, own))).not.toBe(sharedIntl('nl-BE', nl));
    const seen: unknown[] = [];
    function Formatter() {
      seen.push(useIntl());
      return null;
    }
    for (let i = 0; i < 2; i++) {
      const { unmount } = render(
        <ShopIntlProvider locale="nl_BE" messages={nl}>
          <Formatter />
          <PageIntlProvider messages={overlayMessages(nl, own)}>
            <Formatter />
            <h2>
              <FormattedMessage id="error.oops" />
            </h2>
            <p data-testid="page-cart">
              <FormattedMessage id="common.itemsInCart" values={{ count: 3 }} />
            </p>
          </PageIntlProvider>
        </ShopIntlProvider>,
      );
      expect(screen.getByRole('heading', { name: 'Helaas' })).toBeTruthy();
      expect(screen.getByTestId('page-cart').textContent).toBe('3 artikelen in je winkelmand');
      unmount();
    }
    // The second page render formats with the same two formatters as the first.
    expect(seen).toHaveLength(4);
    expect(seen[2]).toBe(seen[0]);
    expect(seen[3]).toBe(seen[1]);
    expect(seen[1]).not.toBe(seen[0]);
  });
});
