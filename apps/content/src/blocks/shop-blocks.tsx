/** Blocks that point into the shop (spec point 3): a bike spotlight, a platform, a saved configuration, a person. */
import { useIntl } from 'react-intl';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import { formatPrice } from '@bike/shared/i18n';
import { useShop } from '@bike/shared/remote-kit';
import { Html, Img, useContentHref, type BlockProps, type BlockRenderers } from './block-kit';
import { withBlockTexts } from './block-texts';

/**
 * A bike spotlight. Its starting price is the content team's EUR figure: shown only where the
 * shop sells in EUR (elsewhere the bike page gives the price in the locale's currency).
 */
function Bike({ fields }: BlockProps<'bike'>) {
  const intl = useIntl();
  const { currency, locale } = useShop();
  const link = useContentHref();
  return (
    <section className="container spotlight">
      <div className="spotlight__media"><Img image={fields.image} sizes="(min-width: 960px) 50vw, 100vw" /></div>
      <div className="spotlight__text">
        {fields.subtitle && <p className="eyebrow">{fields.subtitle}</p>}
        <h2>{fields.title}</h2>
        {fields.description && <p>{fields.description}</p>}
        {currency === 'EUR' && fields.startingPrice > 0 && (
          <p className="spotlight__price">{intl.formatMessage({ id: 'common.priceFrom' }, { price: formatPrice(fields.startingPrice, 'EUR', locale) })}</p>
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
