import { definePage, ShopLink, useShop } from '@bike/shared/remote-kit';
import { SEARCH_KINDS, SEARCH_TERM_MAX, SITE_SEARCH_CALL, type SearchHit, type SearchKind, type SiteSearchResult } from '@bike/shared/domain/site-search';
import { PageHeader } from '@bike/shared/ui';
import { formatDate, useT } from '@bike/shared/i18n';
import { SiteSearchForm } from './site-search-form';

/**
 * /search?q= (issue 32 item 10): the header search's results page, the whole site in one call
 * (GET /b2c/v1/search: bike models, accessories, help articles, news), grouped, each hit a link.
 * Our route (the spec has none for a site search); the content remote owns it with the help
 * centre. A plain GET form, so it works without script; with script its field suggests as the
 * shopper types.
 */
interface SearchPageData {
  term: string;
  groups: SiteSearchResult['groups'] | null;
}

const GROUP_TITLE: Record<SearchKind, string> = {
  bike: 'page.search.group.bike',
  accessory: 'page.search.group.accessory',
  help: 'page.search.group.help',
  news: 'page.search.group.news',
};

export const searchPage = definePage<SearchPageData>({
  meta: () => ({ title: '', titleKey: 'page.search.title', descriptionKey: 'page.search.description' }),
  loader: async ({ api, locale, searchParams }) => {
    const term = (searchParams.get('q') ?? '').trim().slice(0, SEARCH_TERM_MAX);
    if (!term) return { term, groups: null };
    // A failing search shows the empty answer with the form, never an error page.
    // The API client hands over the answer's `result`.
    const answer = await api.get<SiteSearchResult>(SITE_SEARCH_CALL, { locale, term }).catch(() => null);
    return { term, groups: answer?.groups ?? { bike: [], accessory: [], help: [], news: [] } };
  },
  Component: SearchView,
});

function SearchView({ data }: { data: SearchPageData }) {
  const t = useT();
  const groups = data.groups;
  const total = groups ? SEARCH_KINDS.reduce((sum, kind) => sum + groups[kind].length, 0) : 0;
  return (
    <div className="container page site-search">
      <PageHeader title={t('page.search.title')}>
        <SiteSearchForm action="search" term={data.term} scope="all" label={t('search.label')} placeholder={t('search.placeholder')} />
      </PageHeader>
      {groups && (
        <p className="site-search__count" role="status">{t('page.search.results', { count: total, term: data.term })}</p>
      )}
      {groups && total === 0 && (
        <p className="site-search__hint">
          <ShopLink to={`shop?q=${encodeURIComponent(data.term)}`}>{t('page.search.inShop', { term: data.term })}</ShopLink>
          {' · '}
          <ShopLink to="support">{t('page.search.toSupport')}</ShopLink>
        </p>
      )}
      {groups && SEARCH_KINDS.filter((kind) => groups[kind].length > 0).map((kind) => (
        <section key={kind} className="site-search__group" aria-labelledby={`search-group-${kind}`} data-group={kind}>
          <h2 id={`search-group-${kind}`}>{t(GROUP_TITLE[kind])} <span className="site-search__group-count">({groups[kind].length})</span></h2>
          <ul className="site-search__list">
            {groups[kind].map((hit) => <SearchResult key={hit.path} hit={hit} />)}
          </ul>
          {(kind === 'bike' || kind === 'accessory') && (
            <p><ShopLink to={`shop?q=${encodeURIComponent(data.term)}`}>{t('page.search.inShop', { term: data.term })}</ShopLink></p>
          )}
        </section>
      ))}
    </div>
  );
}

function SearchResult({ hit }: { hit: SearchHit }) {
  const { locale } = useShop();
  const detail = hit.kind === 'news' && hit.detail ? formatDate(hit.detail, locale) : hit.detail;
  return (
    <li className={`site-search__hit site-search__hit--${hit.kind}`}>
      {hit.image && <img src={hit.image} alt="" width={96} height={72} loading="lazy" />}
      <div>
        <ShopLink to={hit.path} className="site-search__title">{hit.title}</ShopLink>
        {detail && <p className="site-search__detail">{detail}</p>}
      </div>
    </li>
  );
}
