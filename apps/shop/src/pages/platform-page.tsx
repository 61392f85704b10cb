import { useState } from 'react';
import { useIntl } from 'react-intl';
import type { Family, Platform } from '@bike/shared/domain';
import { definePage, PageNotFoundError, ShopLink } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';
import { fetchFamilies } from '@bike/shared/api-client';
import { PriceTag } from '../components/price-tag';

interface PlatformData {
  family: Family;
  platform: Platform;
}

/** Platform page: intro and the bike selector (groupset, size, design) leading to a bike's detail page. */
export default definePage<PlatformData>({
  meta: (d) => ({ title: d.platform.title, description: d.platform.menu_subtitle ?? undefined }),
  loader: async ({ api, locale, brand, params }) => {
    const families = await fetchFamilies(api, locale, brand);
    for (const family of families) {
      const platform = family.platforms.find((p) => p.code === params['platform']);
      if (platform && (!params['slug'] || params['slug'] === family.code)) return { family, platform };
    }
    throw new PageNotFoundError('BIKE_NOT_FOUND');
  },
  Component: ({ data: { family, platform } }) => {
    const intl = useIntl();
    const groupsets = [...new Set(platform.configurations.map((c) => c.groupset).filter(Boolean))] as string[];
    const [groupset, setGroupset] = useState(groupsets[0] ?? '');
    const matching = platform.configurations.filter((c) => !groupset || c.groupset === groupset);
    return (
      <div className="container page platform-page">
        <PageHeader eyebrow={family.title} title={platform.title} intro={platform.menu_subtitle ?? undefined} />
        {platform.technology.length > 0 && (
          <ul className="chips" aria-label={intl.formatMessage({ id: 'bike.technologies' })}>
            {platform.technology.map((t) => <li key={t} className="chip">{t}</li>)}
          </ul>
        )}
        <section className="section" aria-labelledby="bike-selector">
          <h2 id="bike-selector">{intl.formatMessage({ id: 'page.platform.selector' })}</h2>
          {groupsets.length > 1 && (
            <div className="field" style={{ maxWidth: 320 }}>
              <label htmlFor="groupset">{intl.formatMessage({ id: 'bike.groupset' })}</label>
              <select id="groupset" value={groupset} onChange={(e) => setGroupset(e.target.value)}>
                {groupsets.map((g) => <option key={g}>{g}</option>)}
              </select>
            </div>
          )}
          <div className="grid">
            {matching.map((c) => (
              <article key={c.externalid} className="card">
                {c.image && <div className="card__media"><img src={c.image} alt={`${platform.title} ${c.paint_des ?? ''}`} width={600} height={450} loading="lazy" /></div>}
                <div className="card__body">
                  <h3 className="card__title"><ShopLink to={`bikes/${c.externalid}`}>{platform.title} · {c.groupset}</ShopLink></h3>
                  <p className="card__meta">{[c.paint_des, c.sizes?.join(' / ') || c.size].filter(Boolean).join(' · ')}</p>
                  <PriceTag price={c} />
                </div>
              </article>
            ))}
          </div>
        </section>
      </div>
    );
  },
});
