import { useMemo } from 'react';
import { useIntl } from 'react-intl';
import { ApiClientError } from '@bike/shared/api-client';
import type { Concept } from '@bike/shared/domain/configurator';
import { CHOICE_KEYS, choicesQuery, DELIVERY_PROMISE_WEEKS } from '@bike/shared/domain/configurator-choices';
import { formatConceptCode, readConceptCode } from '@bike/shared/domain/concept-code';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { discountCodeAtom, useAtomValue } from '@bike/shared/store';
import { useVoucherPrices } from '@bike/shared/ui/use-voucher-prices';
import { ErrorBox, PageHeader, ProductImage } from '@bike/shared/ui';
import { useT } from '@bike/shared/i18n';
import { ConceptActions } from '../configurator/concept-actions';
import { fetchConcept } from '../configurator/configurator-calls';
import { useConceptViews } from '../configurator/use-concept-views';
import { LoadByCode } from '../configurator/load-by-code';
import { bottleneckText } from '../configurator/delivery-text';
import { ConfigurationPriceLines } from '../configurator/price-lines';

type ConfigurationData =
  | { state: 'ask' }
  | { state: 'error'; reason: 'empty' | 'notFound' | 'unableToLoad'; typed: string }
  | { state: 'found'; concept: Concept };

/**
 * /configurator/configuration/{code} (and ?code= from the load form without script): a concept
 * with its picture, choices, price and delivery at the visitor's locale, and a link that opens
 * it in the configurator. Spec point 5's texts for an empty or unknown code; spec point 8's load
 * failure says the build can no longer be made.
 */
export const configurationPage = definePage<ConfigurationData>({
  meta: (d) => (d.state === 'found'
    ? {
      title: `${d.concept.modelname} · ${formatConceptCode(d.concept.code)}`, descriptionKey: 'page.configurator.description',
      // A shared link shows the bike: social sites take raster pictures, which the media route makes from the drawing.
      openGraph: { image: `${d.concept.image}?w=1000&fm=png&q=80`, 'image:width': '1000', 'image:height': '564', 'image:alt': d.concept.modelname, type: 'product' },
    }
    : { title: '', titleKey: 'page.configurator.title', descriptionKey: 'page.configurator.description' }),
  loader: async ({ api, locale, params, searchParams }) => {
    const typed = params['slug'] ?? searchParams.get('code');
    if (typed === null || typed === undefined) return { state: 'ask' };
    const read = readConceptCode(typed);
    if (!read.ok) return { state: 'error', reason: read.reason, typed: typed.slice(0, 40) };
    try {
      return { state: 'found', concept: await fetchConcept(api, read.code, locale) };
    } catch (error) {
      if (error instanceof ApiClientError && error.code === 'UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE') return { state: 'error', reason: 'unableToLoad', typed: read.code };
      if (error instanceof ApiClientError && error.status === 404) return { state: 'error', reason: 'notFound', typed: read.code };
      throw error;
    }
  },
  Component: ({ data }) => {
    const intl = useIntl();
    return (
      <div className="container page configurator">
        {data.state === 'found' ? <ConceptView concept={data.concept} /> : (
          <>
            <PageHeader title={intl.formatMessage({ id: 'page.configurator.title' })} />
            {data.state === 'error' && data.reason === 'unableToLoad' && (
              <ErrorBox title={intl.formatMessage({ id: 'configurator.unableToLoad' })} />
            )}
            <LoadByCode key={data.state === 'error' ? data.typed : ''} error={data.state === 'error' && data.reason !== 'unableToLoad' ? data.reason : null} initial={data.state === 'error' ? data.typed : ''} />
          </>
        )}
      </div>
    );
  },
});

function ConceptView({ concept: loaded }: { concept: Concept }) {
  const { api, locale } = useShop();
  // Priced with the shopper's code when it is another than the one the page was rendered with.
  const concept = useVoucherPrices(loaded, loaded.price?.voucher?.code ?? null, useAtomValue(discountCodeAtom), loaded.code, (code) => fetchConcept(api, loaded.code, locale, code));
  const t = useT();
  // The count shown holds this view once the page's one view is counted (the server answers it).
  const views = useConceptViews(api, loaded.code, loaded.views);
  const reason = useMemo(() => (concept.delivery ? bottleneckText(concept.delivery, t) : null), [concept.delivery]); // eslint-disable-line react-hooks/exhaustive-deps
  return (
    <>
      <PageHeader eyebrow={t('configurator.concept', { code: formatConceptCode(concept.code) })} title={concept.modelname} intro={concept.family} />
      <div className="configurator-layout">
        <section className="configurator-layout__preview">
          <figure className="bike-preview">
            <ProductImage src={concept.image} alt={t('configurator.previewLabel', { model: concept.modelname, design: concept.localizedconfiguration.design })} width={880} height={496} priority />
          </figure>
          {concept.price && (
            <div className="price-summary">
              <ConfigurationPriceLines price={concept.price} locale={locale} />
              {concept.delivery && (
                <p className={`price-summary__delivery${concept.delivery.withinPromise ? '' : ' price-summary__delivery--late'}`}>
                  {concept.delivery.withinPromise ? t('configurator.ships', { weeks: concept.delivery.weeks }) : t('configurator.beyondPromise', { weeks: DELIVERY_PROMISE_WEEKS })}
                </p>
              )}
              {reason && <p className="price-summary__reason">{reason}</p>}
            </div>
          )}
        </section>
        <section className="configurator-layout__steps">
          <h2>{t('configurator.yourChoices')}</h2>
          <dl className="concept-choices">
            {CHOICE_KEYS.map((key) => (
              <div key={key} className="concept-choices__row">
                <dt>{t(`configurator.step.${key}`)}</dt>
                <dd>{concept.localizedconfiguration[key]}</dd>
              </div>
            ))}
          </dl>
          <ConceptActions concept={concept} />
          <p className="concept-views" data-testid="concept-views" data-counted={views.counted ? 'true' : undefined}>{t('configurator.views', { count: views.views })}</p>
          <div className="concept-actions">
            <ShopLink className="btn btn--secondary" to={`configurator/${concept.model}?${choicesQuery(concept.choices)}`}>{t('configurator.changeBuild')}</ShopLink>
            <a className="btn btn--secondary" href={`/b2c/v1/concepts/generate/pdf/${concept.code}/${locale}`} download>{t('configurator.downloadPdf')}</a>
          </div>
        </section>
      </div>
    </>
  );
}
