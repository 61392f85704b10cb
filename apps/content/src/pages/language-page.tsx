import { useIntl } from 'react-intl';
import { LANGUAGE_NAMES, localesByCountry, type CountryGroup, type Language } from '@bike/shared/i18n';
import { safeRedirectPath } from '@bike/shared/domain';
import { matchShopRoute } from '@bike/shared/routing';
import { definePage, useShop } from '@bike/shared/remote-kit';
import { PageHeader } from '@bike/shared/ui';

interface LanguageData {
  /** The page the visitor came from, below the locale prefix. */
  from: string;
  /**
   * Countries with their locales, named in the visitor's language. Computed in the loader so
   * the browser hydrates the server's names (Node's and the browser's ICU may differ).
   */
  groups: { country: string; countryName: string; locales: { code: string; language: Language }[] }[];
}

/**
 * Country chooser: every locale grouped by country. Choosing one opens the same page in that
 * locale when the page exists there, else that locale's home. A full document load, because a
 * new language brings its own catalogue and currency.
 */
export default definePage<LanguageData>({
  meta: () => ({ title: '', titleKey: 'page.language.title', descriptionKey: 'page.language.description' }),
  loader: async ({ searchParams, language }) => ({
    from: (searchParams.get('from') ?? '').replace(/^\/+/, ''),
    groups: localesByCountry(language as Language).map((g: CountryGroup) => ({
      country: g.country,
      countryName: g.countryName,
      locales: g.locales.map((l) => ({ code: l.code, language: l.language })),
    })),
  }),
  Component: ({ data }) => {
    const intl = useIntl();
    const { locale } = useShop();
    const samePage = matchShopRoute(data.from.split('?')[0]) ? data.from : '';
    return (
      <div className="container page country-chooser">
        <PageHeader title={intl.formatMessage({ id: 'common.chooseCountry' })} />
        <div className="country-chooser__grid">
          {data.groups.map((group) => (
            <section key={group.country} className="country-chooser__country" aria-labelledby={`country-${group.country}`}>
              <h2 id={`country-${group.country}`}>{group.countryName}</h2>
              <ul>
                {group.locales.map((l) => (
                  <li key={l.code}>
                    <a href={(samePage && safeRedirectPath(`/${l.code}/${samePage}`)) || `/${l.code}`} hrefLang={l.code.replace('_', '-')} aria-current={l.code === locale ? 'true' : undefined} data-locale={l.code}>
                      {LANGUAGE_NAMES[l.language]}
                    </a>
                  </li>
                ))}
              </ul>
            </section>
          ))}
        </div>
      </div>
    );
  },
});
