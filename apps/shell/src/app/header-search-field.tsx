import { useCallback } from 'react';
import { useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { useLocaleHref, useShop } from '@bike/shared/remote-kit';
import { SEARCH_SUGGESTIONS_CALL, type SearchSuggestions } from '@bike/shared/domain/site-search';
import { SearchCombobox, type ComboboxSuggestion, type SearchComboboxProps } from '@bike/shared/ui/search-combobox';
import { useT } from '@bike/shared/i18n';

type FieldProps = Omit<SearchComboboxProps, 'load' | 'onChoose' | 'texts'> & {
  /** A suggestion was chosen: the header closes its overlay before the page changes. */
  onChosen: () => void;
};

/**
 * The header's search field once the shopper comes to it (loaded on demand by header-search.tsx):
 * the combobox with the whole site's suggestions, bikes, accessories, help articles and news,
 * each kind named in the page's language; a chosen suggestion opens its page.
 */
export function HeaderSearchField({ onChosen, ...field }: FieldProps) {
  const intl = useIntl();
  const { api, locale } = useShop();
  const href = useLocaleHref();
  const navigate = useNavigate();
  const t = useT();
  const load = useCallback(
    async (term: string): Promise<ComboboxSuggestion[]> => {
      const answer = await api.get<SearchSuggestions>(SEARCH_SUGGESTIONS_CALL, { locale, term, scope: 'all' });
      return answer.suggestions.map((hit) => ({ key: hit.path, title: hit.title, kind: intl.formatMessage({ id: `search.kind.${hit.kind}` }), detail: hit.detail }));
    },
    [api, locale, intl],
  );
  return (
    <SearchCombobox
      {...field}
      load={load}
      onChoose={(suggestion) => {
        onChosen();
        navigate(href(suggestion.key));
      }}
      texts={{ count: (count) => t('search.suggestions', { count }), listLabel: t('search.suggestionsLabel') }}
    />
  );
}
