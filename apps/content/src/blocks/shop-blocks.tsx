/** Blocks that point into the shop (spec point 3): a bike spotlight, a platform, a saved configuration, a person. */
import { useIntl } from 'react-intl';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import { shownPrice } from '@bike/shared/domain/shown-price';
import { formatPrice } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import { Html, Img, useContentHref, type BlockProps, type BlockRenderers } from './block-kit';
import type { PricedSpotlight } from './bike-prices';
import { withBlockTexts } from './block-texts';

/**
 * A bike spotlight. Its price is the shop's (bike-prices.ts): the bike's price in the locale's
 * currency with the locale's voucher, as the bike page shows it, never the content team's figure.
 */
function Bike({ fields }: BlockProps<'bike'>) {
  const intl = useIntl();
  const { locale } = useShop();
  const link = useContentHref();
  const price = (fields as PricedSpotlight).shopPrice;
  const now = price ? shownPrice(price).now : null;
  return (
    <section className="container spotlight">
      <div className="spotlight__media"><Img image={fields.image} sizes="(min-width: 960px) 50vw, 100vw" /></div>
      <div className="spotlight__text">
        {fields.subtitle && <p className="eyebrow">{fields.subtitle}</p>}
        <h2>{fields.title}</h2>
        {fields.description && <p>{fields.description}</p>}
        {price && now != null && (
          <p className="spotlight__price" data-testid="spotlight-price">{intl.formatMessage({ id: 'common.priceFrom' }, { price: formatPrice(now, price.currency, locale) })}</p>
        )}
        {fields.buttonText && <a className="btn" href={link(`/bikes/${fields.bikeId}`)}>{fields.buttonText}</a>}
      </div>
    </section>
  );
}

function Platform({ fields }: BlockProps<'platform'>) {
  const intl = useIntl();
  const link = useContentHref();
  return (
    <section className="container">
      <div className="platform-block">
        <h2>{fields.title}</h2>
        <p>{fields.text}</p>
        <a className="btn btn--secondary" href={link(`/bikes/platform/${encodeURIComponent(fields.platformId)}`)}>{intl.formatMessage({ id: 'blocks.platform.open' }, { name: fields.title })}</a>
      </div>
    </section>
  );
}

/** A concept (saved configuration) by its code: opens in the configurator, where it can be changed and ordered. */
function Configuration({ fields }: BlockProps<'configuration'>) {
  const intl = useIntl();
  const link = useContentHref();
  return (
    <section className="container">
      <div className="configuration-block">
        <p className="eyebrow">{intl.formatMessage({ id: 'blocks.configuration.code' }, { code: formatConceptCode(fields.configurationCode) })}</p>
        <h2>{fields.title}</h2>
        <a className="btn" href={link(`/configurator/configuration/${encodeURIComponent(fields.configurationCode)}`)}>{intl.formatMessage({ id: 'blocks.configuration.open' })}</a>
      </div>
    </section>
  );
}

/** A rider, designer or team member with portrait and words. */
function Personality({ fields }: BlockProps<'personality'>) {
  return (
    <figure className="container personality">
      <Img className="personality__portrait" image={fields.image} sizes="160px" />
      <figcaption>
        <strong className="personality__name">{fields.name}</strong>
        <span className="personality__role">{fields.role}</span>
        <Html html={fields.html} />
      </figcaption>
    </figure>
  );
}

export const renderers: BlockRenderers = { bike: Bike, platform: withBlockTexts(Platform), configuration: withBlockTexts(Configuration), personality: Personality };
