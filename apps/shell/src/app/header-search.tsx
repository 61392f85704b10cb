import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { SEARCH_SUGGESTIONS_CALL, SEARCH_TERM_MAX, type SearchSuggestions } from '@bike/shared/domain/site-search';
import { SearchBox } from '@bike/shared/ui/search-box';
import type { ComboboxSuggestion } from '@bike/shared/ui/search-combobox';
import { SearchIcon } from './icons';

/**
 * The site-wide search box in the header (issue 32 item 10): a plain GET form to the results
 * page (/{locale}/search?q=), so it works without script; its suggestions (bikes, accessories,
 * help articles, news) load only when the shopper comes to the field (SearchBox). On a phone the
 * field waits behind a search icon: a link to the results page, which after hydration opens the
 * field under the header instead (an overlay, so nothing below moves).
 */
export function HeaderSearch() {
  const intl = useIntl();
  const { api, locale } = useShop();
  const href = useLocaleHref();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const t = (id: string, values?: Record<string, number>) => intl.formatMessage({ id }, values);
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (open) document.getElementById('header-search-q')?.focus();
  }, [open]);

  const load = useCallback(
    async (term: string): Promise<ComboboxSuggestion[]> => {
      const answer = await api.get<SearchSuggestions>(SEARCH_SUGGESTIONS_CALL, { locale, term, scope: 'all' });
      return answer.suggestions.map((hit) => ({ key: hit.path, title: hit.title, kind: intl.formatMessage({ id: `search.kind.${hit.kind}` }), detail: hit.detail }));
    },
    [api, locale, intl],
  );
  const submit = (event: FormEvent<HTMLFormElement>) => {
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    event.preventDefault();
    setOpen(false);
    navigate(href(term ? `search?q=${encodeURIComponent(term)}` : 'search'));
  };

  return (
    <div className={`header-search${open ? ' header-search--open' : ''}`}>
      {hydrated ? (
        <button type="button" className="shop-header__tool header-search__toggle" aria-expanded={open} aria-controls="header-search-form" onClick={() => setOpen(!open)}>
          <SearchIcon /><span className="visually-hidden">{t('search.open')}</span>
        </button>
      ) : (
        <a href={href('search')} className="shop-header__tool header-search__toggle">
          <SearchIcon /><span className="visually-hidden">{t('search.open')}</span>
        </a>
      )}
      <form id="header-search-form" role="search" className="header-search__form" method="get" action={href('search')} onSubmit={submit}>
        <label htmlFor="header-search-q" className="visually-hidden">{t('search.label')}</label>
        <SearchBox
          id="header-search-q"
          name="q"
          placeholder={t('search.placeholder')}
          maxLength={SEARCH_TERM_MAX}
          load={load}
          onChoose={(suggestion) => {
            setOpen(false);
            navigate(href(suggestion.key));
          }}
          texts={{ count: (count) => t('search.suggestions', { count }), listLabel: t('search.suggestionsLabel') }}
        />
        <button type="submit" className="header-search__submit">
          <SearchIcon /><span className="visually-hidden">{t('search.label')}</span>
        </button>
      </form>
    </div>
  );
}
