import { useState } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { fetchFamilies } from '@bike/shared/api-client';
import type { Family, Platform } from '@bike/shared/domain';
import { definePage, PageNotFoundError, ShopLink, useLocaleHref } from '@bike/shared/remote-kit';
import { Button, EmptyState, PageHeader } from '@bike/shared/ui';

/** The configurator promises delivery within 8 weeks (spec point 9). */
export const DELIVERY_PROMISE_WEEKS = 8;

const customizable = (families: Family[]) =>
  families.flatMap((f) => f.platforms.filter((p) => p.has_customizer && !p.archived).map((p) => ({ family: f, platform: p })));

export const startPage = definePage<{ models: { family: Family; platform: Platform }[] }>({
  meta: () => ({ title: '', titleKey: 'page.configurator.title', descriptionKey: 'page.configurator.description' }),
  loader: async ({ api, locale, brand }) => ({ models: customizable(await fetchFamilies(api, locale, brand)) }),
  Component: ({ data }) => {
    const intl = useIntl();
    const t = (id: string, v?: Record<string, number>) => intl.formatMessage({ id }, v);
    return (
      <div className="container page configurator">
        <PageHeader eyebrow={t('configurator.deliveryPromise', { weeks: DELIVERY_PROMISE_WEEKS })} title={t('page.configurator.title')} intro={t('page.configurator.description')} />
        <LoadByCode />
        {data.models.length === 0 ? <EmptyState title={t('common.empty')} /> : (
          <div className="grid">
            {data.models.map(({ family, platform }) => (
              <article key={platform.code} className="card"><div className="card__body">
                <p className="eyebrow">{family.title}</p>
                <h2 className="card__title"><ShopLink to={`configurator/${platform.code}`}>{platform.title}</ShopLink></h2>
                {platform.menu_subtitle && <p className="card__meta">{platform.menu_subtitle}</p>}
              </div></article>
            ))}
          </div>
        )}
      </div>
    );
  },
});

/** Load a saved configuration by its code ("The code field is empty." when nothing is typed). */
function LoadByCode() {
  const intl = useIntl();
  const navigate = useNavigate();
  const href = useLocaleHref();
  const [error, setError] = useState<string | null>(null);
  return (
    <form className="load-by-code" onSubmit={(e) => {
      e.preventDefault();
      const code = String(new FormData(e.currentTarget).get('code') ?? '').trim();
      if (!code) return setError('The code field is empty.');
      navigate(href(`configurator/configuration/${encodeURIComponent(code)}`));
    }}>
      <label htmlFor="config-code">{intl.formatMessage({ id: 'configurator.code' })}</label>
      <input id="config-code" name="code" maxLength={40} aria-describedby="config-code-error" />
      <Button type="submit" variant="secondary">{intl.formatMessage({ id: 'configurator.loadByCode' })}</Button>
      {error && <span id="config-code-error" className="field__error" role="alert">{error}</span>}
    </form>
  );
}

export const modelPage = definePage<{ family: Family; platform: Platform }>({
  meta: (d) => ({ title: d.platform.title, descriptionKey: 'page.configurator.description' }),
  loader: async ({ api, locale, brand, params }) => {
    const found = customizable(await fetchFamilies(api, locale, brand)).find((m) => m.platform.code === params['slug']);
    if (!found) throw new PageNotFoundError('UNABLE_TO_LOAD_GENERATED_CONFIG_BIKE');
    return found;
  },
  Component: ({ data: { platform } }) => {
    const intl = useIntl();
    const groupsets = [...new Set(platform.configurations.map((c) => c.groupset).filter(Boolean))];
    const designs = [...new Set(platform.configurations.map((c) => c.paint_des).filter(Boolean))];
    return (
      <div className="container page configurator">
        <PageHeader eyebrow={intl.formatMessage({ id: 'configurator.deliveryPromise' }, { weeks: DELIVERY_PROMISE_WEEKS })} title={platform.title} intro={platform.menu_subtitle ?? undefined} />
        <section className="configurator__steps">
          <fieldset><legend>{intl.formatMessage({ id: 'bike.groupset' })}</legend>
            {groupsets.map((g) => <label key={g} className="choice"><input type="radio" name="groupset" defaultChecked={g === groupsets[0]} /> {g}</label>)}
          </fieldset>
          <fieldset><legend>{intl.formatMessage({ id: 'bike.design' })}</legend>
            {designs.map((d) => <label key={d} className="choice"><input type="radio" name="design" defaultChecked={d === designs[0]} /> {d}</label>)}
          </fieldset>
        </section>
      </div>
    );
  },
});

export const configurationPage = definePage<{ code: string | null }>({
  meta: () => ({ title: '', titleKey: 'page.configurator.title', descriptionKey: 'page.configurator.description' }),
  loader: async ({ params }) => ({ code: params['slug'] ?? null }),
  Component: ({ data }) => {
    const intl = useIntl();
    return (
      <div className="container page configurator">
        <PageHeader title={intl.formatMessage({ id: 'page.configurator.title' })} />
        {data.code ? <EmptyState title="Code not found"><p>{data.code}</p></EmptyState> : <LoadByCode />}
      </div>
    );
  },
});
