import { useLocation } from 'react-router';
import { findLocale, useT } from '@bike/shared/i18n';
import { ShopLink, useShop } from '@bike/shared/remote-kit';

/**
 * Says up front, before anything is added, that this site does not sell online (the
 * international site, and markets sold through dealers only): choose your country (the country
 * chooser, back to this page), find a dealer, or check out with a code where the market allows
 * it. `kind` is what the page sells: a bike, an accessory, or both (the shop).
 */
export function CheckoutNotice({ kind }: { kind: 'bike' | 'accessory' | 'any' }) {
  const t = useT();
  const location = useLocation();
  const { locale } = useShop();
  const entry = findLocale(locale);
  if (!entry) return null;
  const open = kind === 'bike' ? entry.checkoutBikes : kind === 'accessory' ? entry.checkoutAccessories : entry.checkoutBikes || entry.checkoutAccessories;
  if (open) return null;
  const here = `${location.pathname.replace(/^\/([^/]+\/?)?/, '')}${location.search}`;
  return (
    <div className="checkout-notice" role="note" data-testid="checkout-notice">
      <p className="checkout-notice__text">{t(entry.country === 'INT' ? 'checkoutNotice.international' : 'checkoutNotice.dealersOnly')}</p>
      <p className="checkout-notice__actions">
        <ShopLink to={`language?from=${encodeURIComponent(here)}`} className="btn btn--secondary">{t('checkoutNotice.chooseCountry')}</ShopLink>
        <ShopLink to="dealers" className="btn btn--secondary">{t('checkoutNotice.findDealer')}</ShopLink>
      </p>
      {entry.allowDiscountCheckout && <p className="checkout-notice__code">{t('checkoutNotice.withCode')}</p>}
    </div>
  );
}
