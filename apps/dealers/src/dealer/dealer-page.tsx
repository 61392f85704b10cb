import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { DealerAddress } from '../components/dealer-address';
import { ContactForm } from './contact-form';
import { loadDealerPage, type DealerPageData } from './dealer-data';
import { DealerStock } from './dealer-stock';
import { OpeningHours } from './opening-hours';

/** /dealers/{slug}: where the dealer is and when it is open, what it offers and has in stock, and a way to ask. */
export default definePage<DealerPageData>({
  meta: ({ dealer }) => ({
    title: dealer.name,
    description: `${dealer.address.join(', ')}`,
    jsonLd: {
      '@context': 'https://schema.org',
      '@type': 'BikeStore',
      name: dealer.name,
      telephone: dealer.phone ?? undefined,
      url: dealer.website ?? undefined,
      address: { '@type': 'PostalAddress', streetAddress: `${dealer.street} ${dealer.number}`.trim(), postalCode: dealer.postalCode, addressLocality: dealer.city, addressCountry: dealer.country },
      geo: { '@type': 'GeoCoordinates', latitude: dealer.lat, longitude: dealer.lng },
    },
  }),
  loader: ({ api, locale, language, params, searchParams }) => loadDealerPage(api, locale, language, params['slug'], searchParams),
  Component: ({ data }) => {
    const t = useT();
    const { brand, language } = useShop();
    const { dealer, stock } = data;
    const route = `https://www.openstreetmap.org/directions?to=${dealer.lat}%2C${dealer.lng}`;
    // A picture of where the dealer is (the API draws it: no map script on this page).
    const picture = `/b2c/v1/map/preview.svg?${new URLSearchParams({ lat: dealer.lat.toFixed(4), lng: dealer.lng.toFixed(4), zoom: '10', size: 'small', pin: '1', lang: language, type: 'all', brand })}`;
    return (
      <div className="container page dealer-page" data-testid="dealer-page">
        <p className="dealer-page__back"><ShopLink to="dealers">{t('dealers.backToLocator')}</ShopLink></p>
        <PageHeader eyebrow={t(`dealers.type.${dealer.type}`)} title={dealer.name} />
        <div className="dealer-page__grid">
          <section className="dealer-page__facts" aria-labelledby="dealer-contact-title">
            <h2 id="dealer-contact-title" className="visually-hidden">{t('dealers.address')}</h2>
            <DealerAddress lines={dealer.address} countryName={data.countryName} />
            <ul className="dealer-page__links">
              {dealer.phone && <li><a href={`tel:${dealer.phone.replace(/[^+\d]/g, '')}`}>{dealer.phone}</a></li>}
              {dealer.website && <li><a href={dealer.website} rel="noopener noreferrer nofollow" target="_blank">{t('dealers.website')}</a></li>}
              <li><a href={route} rel="noopener noreferrer" target="_blank">{t('dealers.route')}</a></li>
            </ul>
            {dealer.services.length > 0 && (
              <>
                <h2>{t('dealers.services')}</h2>
                <ul className="dealer-page__services">
                  {dealer.services.map((s) => <li key={s} className="badge">{t(`dealers.service.${s}`)}</li>)}
                </ul>
              </>
            )}
          </section>
          <a className="dealer-page__map" href={route} rel="noopener noreferrer" target="_blank">
            <img src={picture} alt={t('dealers.mapOf', { dealer: dealer.name, town: dealer.city })} width={400} height={300} loading="lazy" decoding="async" />
          </a>
          <section aria-labelledby="dealer-hours-title">
            <h2 id="dealer-hours-title">{t('dealers.openingHours')}</h2>
            <OpeningHours week={data.week} />
          </section>
        </div>
        <section className="section" aria-labelledby="dealer-stock-title">
          <h2 id="dealer-stock-title">{t('dealers.onStock')}</h2>
          <DealerStock stock={stock} />
        </section>
        <section className="section" aria-labelledby="dealer-request-title">
          <h2 id="dealer-request-title">{t('dealers.contact')}</h2>
          <ContactForm dealer={dealer} stock={stock ?? []} item={data.item} />
        </section>
      </div>
    );
  },
});
