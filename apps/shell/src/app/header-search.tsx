import { useEffect, useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router';
import { useLocaleHref } from '@bike/shared/remote-kit';
import { SEARCH_TERM_MAX } from '@bike/shared/domain/site-search';
import { PlainSearchField, useFieldUpgrade } from '@bike/shared/ui/field-upgrade';
import { useT } from '@bike/shared/i18n';
import { SearchIcon } from './icons';

/**
 * The field's suggestions (the combobox, the suggestions call, the kinds in the page's words)
 * load only when the shopper comes to the field or taps the search icon (issue 9's budget: the
 * header is on every page, its search is used on few of them).
 */
const loadSuggestingField = () => import('./header-search-field').then((m) => m.HeaderSearchField);

/**
 * The site-wide search box in the header (issue 32 item 10): a plain GET form to the results
 * page (/{locale}/search?q=), so it works without script, and a plain field in the first load.
 * On a phone the field waits behind a search icon: a link to the results page, which after
 * hydration opens the field under the header instead (an overlay, so nothing below moves).
 */
export function HeaderSearch() {
  const href = useLocaleHref();
  const navigate = useNavigate();
  const [hydrated, setHydrated] = useState(false);
  const [open, setOpen] = useState(false);
  const { upgraded: SuggestingField, handover, plainRef, upgrade } = useFieldUpgrade(loadSuggestingField);
  const t = useT();
  useEffect(() => setHydrated(true), []);
  useEffect(() => {
    if (!open) return;
    document.getElementById('header-search-q')?.focus();
    // Escape the field left unused (no list open, nothing to clear) closes the phone's overlay and goes back to its icon.
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      setOpen(false);
      document.querySelector<HTMLElement>('.header-search__toggle')?.focus();
    };
    document.addEventListener('keydown', onKey);
    return () => document.removeEventListener('keydown', onKey);
  }, [open]);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    const term = String(new FormData(event.currentTarget).get('q') ?? '').trim();
    event.preventDefault();
    setOpen(false);
    navigate(href(term ? `search?q=${encodeURIComponent(term)}` : 'search'));
  };
  const field = { id: 'header-search-q', name: 'q', placeholder: t('search.placeholder'), maxLength: SEARCH_TERM_MAX };

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
        {SuggestingField ? (
          <SuggestingField {...field} defaultValue={handover?.value ?? ''} focusOnMount={handover?.focused ?? false} onChosen={() => setOpen(false)} />
        ) : (
          <PlainSearchField {...field} fieldRef={plainRef} onUpgrade={upgrade} />
        )}
        <button type="submit" className="header-search__submit">
          <SearchIcon /><span className="visually-hidden">{t('search.label')}</span>
        </button>
      </form>
    </div>
  );
}
