import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { SEARCH_SUGGESTIONS_CALL, SEARCH_TERM_MAX, type SearchScope, type SearchSuggestions } from '@bike/shared/domain/site-search';
import { SearchBox } from '@bike/shared/ui/search-box';
import type { ComboboxSuggestion } from '@bike/shared/ui/search-combobox';
import { useT } from '@bike/shared/i18n';

/** Suggestions of a scope as the combobox lists them, the kind named in the page's language. */
export function useSearchSuggestions(scope: SearchScope) {
  const { api, locale } = useShop();
  const intl = useIntl();
  return useCallback(
    async (term: string): Promise<ComboboxSuggestion[]> => {
      const answer = await api.get<SearchSuggestions>(SEARCH_SUGGESTIONS_CALL, { locale, term, scope });
      return answer.suggestions.map((hit) => ({ key: hit.path, title: hit.title, kind: scope === 'all' ? intl.formatMessage({ id: `search.kind.${hit.kind}` }) : undefined, detail: hit.detail }));
    },
    [api, locale, intl, scope],
  );
}

/** The search field of the results page and the help centre: a GET form with suggestions. */
export function SiteSearchForm({ action, term, scope, label, placeholder }: { action: string; term: string; scope: SearchScope; label: string; placeholder: string }) {
  const href = useLocaleHref();
  const navigate = useNavigate();
  const load = useSearchSuggestions(scope);
  const t = useT();
  const fieldId = `${scope}-search-term`;
  return (
    <form method="get" action={href(action)} className="site-search__form" role="search"
      onSubmit={(event) => {
        event.preventDefault();
        const asked = String(new FormData(event.currentTarget).get(scope === 'help' ? 'term' : 'q') ?? '').trim();
        navigate(href(`${action}?${scope === 'help' ? 'term' : 'q'}=${encodeURIComponent(asked)}`));
      }}>
      <label className="visually-hidden" htmlFor={fieldId}>{label}</label>
      <SearchBox
        id={fieldId}
        name={scope === 'help' ? 'term' : 'q'}
        defaultValue={term}
        placeholder={placeholder}
        maxLength={SEARCH_TERM_MAX}
        load={load}
        onChoose={(suggestion) => navigate(href(suggestion.key))}
        texts={{ count: (count) => t('search.suggestions', { count }), listLabel: t('search.suggestionsLabel') }}
      />
      <button className="btn" type="submit">{t('common.search')}</button>
    </form>
  );
}
