import { fetchFamilies } from '@bike/shared/api-client';
import type { Family, Platform } from '@bike/shared/domain';
import { configurationPaid, DELIVERY_PROMISE_WEEKS } from '@bike/shared/domain/configurator-choices';
import { formatPrice, useT } from '@bike/shared/i18n';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader } from '@bike/shared/ui';
import type { Concept } from '@bike/shared/domain/configurator';
import { formatConceptCode } from '@bike/shared/domain/concept-code';
import { fetchInspirations, fetchPopularBuilds, type InspirationCard } from '../configurator/configurator-calls';
import { LoadByCode } from '../configurator/load-by-code';

/** Live platforms with a customizer and something to build (spec point 5: the menus skip the others). */
const customizable = (families: Family[]) =>
  families.flatMap((f) => f.platforms.filter((p) => p.has_customizer && !p.archived && p.configurations.length > 0).map((p) => ({ family: f, platform: p })));

/**
 * A bike drawing as it is: the SVG scales to any width sharper than a raster and is small, so
 * the start page does not wait for raster renditions (its largest paint is the first drawing).
 */
function Drawing({ src, eager }: { src: string; eager?: boolean }) {
  return <img src={src} alt="" width={880} height={496} loading={eager ? 'eager' : 'lazy'} decoding="async" fetchPriority={eager ? 'high' : undefined} />;
}

/** One bike of the start page's lists: a model to configure, an inspiration or a popular build. */
function BuildCard({ heading: Heading = 'h3', image, eager, eyebrow, title, to, meta, price }: {
  heading?: 'h2' | 'h3'; image?: string | null; eager?: boolean; eyebrow?: string; title: string; to: string; meta?: string | null; price?: string | null;
}) {
  return (
    <li className="card">
      {image && <div className="card__media"><Drawing src={image} eager={eager} /></div>}
      <div className="card__body">
        {eyebrow && <p className="eyebrow">{eyebrow}</p>}
        <Heading className="card__title"><ShopLink to={to}>{title}</ShopLink></Heading>
        {meta && <p className="card__meta">{meta}</p>}
        {price && <p className="card__price">{price}</p>}
      </div>
    </li>
  );
}

const cheapest = (platform: Platform) =>
  platform.configurations.reduce((best, c) => (c.msrp !== null && (best.msrp === null || c.msrp < best.msrp) ? c : best), platform.configurations[0]!);

/** /configurator: every configurable model with its picture and from-price, and loading a concept by code. */
interface StartData {
  models: { family: Family; platform: Platform }[];
  /** Content's configuration entries (newest 3) and the most viewed concepts; each opens as a concept. */
  inspirations: InspirationCard[];
  popular: Concept[];
}

export const startPage = definePage<StartData>({
  meta: () => ({ title: '', titleKey: 'page.configurator.title', descriptionKey: 'page.configurator.description' }),
  loader: async ({ api, content, locale, language, brand }) => {
    const [families, inspirations, popular] = await Promise.all([fetchFamilies(api, locale, brand), fetchInspirations(content, language), fetchPopularBuilds(api, locale)]);
    return { models: customizable(families), inspirations, popular };
  },
  Component: ({ data }) => {
    const { locale } = useShop();
    const t = useT();
    return (
      <div className="container page configurator">
        <PageHeader eyebrow={t('configurator.deliveryPromise', { weeks: DELIVERY_PROMISE_WEEKS })} title={t('page.configurator.title')} intro={t('page.configurator.description')} />
        <LoadByCode />
        {data.models.length === 0 ? <EmptyState title={t('common.empty')} /> : (
          <ul className="grid configurator-models">
            {data.models.map(({ family, platform }, index) => {
              const from = cheapest(platform);
              return (
                <BuildCard key={platform.code} heading="h2" image={from.image} eager={index === 0} eyebrow={family.title} title={platform.title} to={`configurator/${platform.code}`}
                  meta={platform.menu_subtitle} price={from.msrp !== null ? t('configurator.fromPrice', { price: formatPrice(from.msrp, from.currency, locale) }) : null} />
              );
            })}
          </ul>
        )}
        {data.inspirations.length > 0 && (
          <section className="configurator-section" aria-labelledby="inspirations-title">
            <h2 id="inspirations-title">{t('configurator.inspiration')}</h2>
            <ul className="grid configurator-models">
              {data.inspirations.map((entry) => (
                <BuildCard key={entry.id} image={entry.featuredImage?.url} title={entry.title} to={`configurator/configuration/${encodeURIComponent(entry.configurationCode)}`} meta={entry.configurationDescription} />
              ))}
            </ul>
          </section>
        )}
        {data.popular.length > 0 && (
          <section className="configurator-section" aria-labelledby="popular-title">
            <h2 id="popular-title">{t('configurator.popular')}</h2>
            <ul className="grid configurator-models">
              {data.popular.map((concept) => (
                <BuildCard key={concept.code} image={concept.image} eyebrow={formatConceptCode(concept.code)} title={concept.modelname} to={`configurator/configuration/${concept.code}`}
                  meta={`${concept.localizedconfiguration.groupset} · ${concept.localizedconfiguration.design}`}
                  price={concept.price ? formatPrice(configurationPaid(concept.price), concept.price.currency, locale) : null} />
              ))}
            </ul>
          </section>
        )}
      </div>
    );
  },
});
