import { useIntl } from 'react-intl';
import { formatPrice, useT } from '@bike/shared/i18n';
import type { ConfigurationPrice } from '@bike/shared/domain/configurator';
import { configurationPaid } from '@bike/shared/domain/configurator-choices';

/**
 * A configuration's price as the shopper will pay it (issue 32 item 3): the total after the
 * voucher the cart applies, the list price struck through with the voucher's code and what it
 * takes off, and the VAT inside what is paid. The model step and the concept page both show it,
 * from priceConfiguration (the shop's one pricing rule), so they agree with compare and the cart.
 */
export function ConfigurationPriceLines({ price, locale }: { price: ConfigurationPrice; locale: string }) {
  const intl = useIntl();
  const t = useT();
  const money = (amount: number) => formatPrice(amount, price.currency, locale);
  const voucher = price.voucher && price.voucher.discount > 0 ? price.voucher : null;
  const paid = { total: configurationPaid(price), vat: voucher ? voucher.vat : price.vat };
  return (
    <>
      <p className="price-summary__label">{t('configurator.total')}</p>
      <p className="price-summary__total">
        {voucher && <span className="visually-hidden">{t('price.now')} </span>}
        <span data-testid="configurator-total">{money(paid.total)}</span>
      </p>
      {voucher && (
        <p className="price-summary__voucher">
          <s className="price-summary__list" data-testid="configurator-list-price">
            <span className="visually-hidden">{t('price.was')} </span>
            {money(price.total)}
          </s>{' '}
          <span className="price-summary__voucher-line" data-testid="configurator-voucher">{t('configurator.voucher', { code: voucher.code, amount: `−${money(voucher.discount)}` })}</span>
        </p>
      )}
      {/* No VAT line where the rate is 0 (the international site), as on the PDF sheet. */}
      {price.vatRate > 0 && <p className="price-summary__vat">{t('configurator.vat', { rate: intl.formatNumber(price.vatRate), amount: money(paid.vat) })}</p>}
    </>
  );
}
