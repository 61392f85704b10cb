import { useIntl } from 'react-intl';
import { fetchFamilies } from '@bike/shared/api-client';
import type { Family, Platform } from '@bike/shared/domain';
import { DELIVERY_PROMISE_WEEKS } from '@bike/shared/domain/configurator-choices';
import { formatPrice } from '@bike/shared/i18n';
import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { EmptyState, PageHeader, ProductImage } from '@bike/shared/ui';
import { LoadByCode } from '../configurator/load-by-code';

/** Live platforms with a customizer and something to build (spec point 5: the menus skip the others). */
const customizable = (families: Family[]) =>
  families.flatMap((f) => f.platforms.filter((p) => p.has_customizer && !p.archived && p.configurations.length > 0).map((p) => ({ family: f, platform: p })));

const cheapest = (platform: Platform) =>
  platform.configurations.reduce((best, c) => (c.msrp !== null && (best.msrp === null || c.msrp < best.msrp) ? c : best), platform.configurations[0]!);

/** /configurator: every configurable model with its picture and from-price, and loading a concept by code. */
export const startPage = definePage<{ models: { family: Family; platform: Platform }[] }>({
  meta: () => ({ title: '', titleKey: 'page.configurator.title', descriptionKey: 'page.configurator.description' }),
  loader: async ({ api, locale, brand }) => ({ models: customizable(await fetchFamilies(api, locale, brand)) }),
  Component: ({ data }) => {
    const intl = useIntl();
    const { locale } = useShop();
    const t = (id: string, v?: Record<string, string | number>) => intl.formatMessage({ id }, v);
    return (
      <div className="container page configurator">
        <PageHeader eyebrow={t('configurator.deliveryPromise', { weeks: DELIVERY_PROMISE_WEEKS })} title={t('page.configurator.title')} intro={t('page.configurator.description')} />
        <LoadByCode />
        {data.models.length === 0 ? <EmptyState title={t('common.empty')} /> : (
          <ul className="grid configurator-models">
            {data.models.map(({ family, platform }, index) => {
              const from = cheapest(platform);
              return (
                <li key={platform.code} className="card">
                  {from.image && (
                    <div className="card__media">
                      <ProductImage src={from.image} alt="" width={880} height={496} sizes="(max-width: 640px) 100vw, 33vw" priority={index < 2} />
                    </div>
                  )}
                  <div className="card__body">
                    <p className="eyebrow">{family.title}</p>
                    <h2 className="card__title"><ShopLink to={`configurator/${platform.code}`}>{platform.title}</ShopLink></h2>
                    {platform.menu_subtitle && <p className="card__meta">{platform.menu_subtitle}</p>}
                    {from.msrp !== null && <p className="card__price">{t('configurator.fromPrice', { price: formatPrice(from.msrp, from.currency, locale) })}</p>}
                  </div>
                </li>
              );
            })}
          </ul>
        )}
      </div>
    );
  },
});
