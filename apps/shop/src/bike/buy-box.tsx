import { useState } from 'react';
import { availabilityMessage, summariseStock, type Item } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
import { useT } from '@bike/shared/i18n';
import { CheckoutNotice } from '../components/checkout-notice';
import { ProductActions } from '../components/product-actions';
import { BuyPrice } from './buy-price';
import type { ItemStock } from './detail-calls';
import { SizePicker, sizeOptions } from './size-picker';
import { BikeSizeFinder } from './bike-size-finder';

/**
 * Buy now: price, the voucher banner for the visitor's country, availability (factory or dealer
 * stock), the size choice and the cart and compare actions.
 */
export function BuyBox({ item, stock, onSizeChange }: {
  item: Item;
  stock: ItemStock | null;
  /** Told when the shopper picks a size (not for a preselected single size), e.g. for the dealers tab. */
  onSizeChange?: (size: { size: string; externalid: string }) => void;
}) {
  const { country } = useShop();
  const t = useT();
  const options = sizeOptions(item.sizes, stock);
  const available = options.filter((o) => o.availability !== 'unavailable');
  // One size (or one that is left) needs no choice.
  const [selected, setSelected] = useState<string | null>(available.length === 1 ? available[0].externalid : null);
  const chosen = options.find((o) => o.externalid === selected) ?? null;
  const pick = (externalid: string) => {
    setSelected(externalid);
    const option = options.find((o) => o.externalid === externalid);
    if (option) onSizeChange?.({ size: option.size, externalid: option.externalid });
  };

  const summary = stock ? summariseStock(stock.factory, stock.dealers) : null;
  const workdays = chosen?.availability ? chosen.workdays : item.workdays;
  const message = chosen?.availability ? availabilityMessage(chosen.workdays) : availabilityMessage(item.availability === 'unavailable' ? null : workdays);
  const availability = message.id.replace('availability.', '');
  const showVoucher = !!item.vouchercountry && item.vouchercountry.toUpperCase() === country.toUpperCase() && (!!item.vouchertext || !!item.voucherbannerimage);

  return (
    <div className="bike-buy" id="buy-now" aria-labelledby="buy-now-title">
      <h2 id="buy-now-title" className="visually-hidden">{t('bike.buyNow')}</h2>
      <BuyPrice price={item.$$price} externalid={item.externalid} />
      {showVoucher && (
        <div className="bike-buy__voucher" data-testid="voucher-banner">
          {item.voucherbannerimage && <img src={item.voucherbannerimage} alt="" width={96} height={48} loading="lazy" />}
          {item.vouchertext && <p>{item.vouchertext}</p>}
        </div>
      )}
      <p className={`availability availability--${availability}`} data-testid="availability">
        {t(message.id, message.values)}
        {summary?.source && availability !== 'unavailable' && (
          <span className="bike-buy__source"> · {t(`bike.stockSource.${summary.source}`)}</span>
        )}
      </p>
      {options.length > 1 && (
        <>
          <SizePicker options={options} value={selected} onChange={pick} />
          <BikeSizeFinder item={item} options={options} onChoose={pick} />
        </>
      )}
      {/* An unpriced item already says it is not sold online here (BuyPrice). */}
      {item.$$price.msrp != null && <CheckoutNotice kind={item.itemtype === 'bike' ? 'bike' : 'accessory'} />}
      <ProductActions
        item={item}
        selectedSize={chosen ? { size: chosen.size, externalid: chosen.externalid } : options.length === 1 ? { size: options[0].size, externalid: options[0].externalid } : null}
        needsSize={options.length > 1}
      />
      {item.itemtype === 'bike' && <p className="bike-buy__note">{t('bike.frameWarranty')}</p>}
    </div>
  );
}
