import { useEffect, useId, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import { compareAtom, removeFromCompareAtom, useAtomValue, useSetAtom } from '@bike/shared/store';
import { ShopLink } from '@bike/shared/remote-kit';
import { CONCEPT_ITEM_PREFIX } from '@bike/shared/domain/configurator-choices';
import { useT } from '@bike/shared/i18n';

/**
 * The compare counter that follows the shopper (issue 32): in the sticky header, beside the cart,
 * on every page once a bike is in the compare list. "Compare (2)" leads to /{locale}/compare; the
 * count beside it opens a small tray with the bikes (picture, name, remove) and the same link.
 * A polite status says the new count whenever the list changes while the page is open (the add
 * itself is said by its toast). This module is loaded only when the list has a bike
 * (shop-header.tsx), after the shell restored it from storage: no page pays for it on first load.
 */
export default function CompareTray() {
  const list = useAtomValue(compareAtom);
  const remove = useSetAtom(removeFromCompareAtom);
  const [open, setOpen] = useState(false);
  const [announced, setAnnounced] = useState('');
  const panelId = useId();
  const rootRef = useRef<HTMLDivElement>(null);
  const toggleRef = useRef<HTMLButtonElement>(null);
  const location = useLocation();
  const count = list.length;
  const t = useT();
  const first = useRef(true);

  useEffect(() => {
    if (first.current) {
      first.current = false;
      return;
    }
    setAnnounced(t('compareTray.count', { count }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- only a change of the count is news
  }, [count]);

  useEffect(() => setOpen(false), [location.pathname, location.search]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      setOpen(false);
      toggleRef.current?.focus();
    };
    const onPointer = (event: PointerEvent) => {
      if (rootRef.current && !rootRef.current.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);

  // "Vergelijken (2)": the menu's word and the count, as every language here writes it.
  const label = `${t('nav.compare')} (${count})`;
  return (
    <div
      className="compare-tray"
      ref={rootRef}
      onBlur={(event) => {
        if (open && rootRef.current && event.relatedTarget && !rootRef.current.contains(event.relatedTarget as Node)) setOpen(false);
      }}
    >
      <ShopLink to="compare" className="shop-header__tool compare-tray__link" data-testid="header-compare" aria-label={label}>
        <svg width={20} height={20} viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth={2} strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
          <path d="M5 4v16M19 4v16M5 8h6M13 16h6M9 12h6" />
        </svg>{' '}
        <span className="shop-header__tool-label">{t('nav.compare')}</span>
      </ShopLink>
      <button
        ref={toggleRef}
        type="button"
        className="compare-tray__toggle"
        aria-expanded={open}
        aria-controls={panelId}
        aria-label={t('compareTray.count', { count })}
        data-testid="compare-tray-toggle"
        onClick={() => setOpen(!open)}
      >
        <span className="compare-tray__count" data-testid="compare-tray-count" aria-hidden="true">{count}</span>
      </button>
      <span className="visually-hidden" role="status" data-testid="compare-tray-status">{announced}</span>
      <div id={panelId} className="compare-tray__panel" hidden={!open} data-testid="compare-tray">
        <ul className="compare-tray__items">
          {list.map((e) => (
            <li key={e.id} className="compare-tray__item">
              {e.image ? <img src={e.image} alt="" width={56} height={42} loading="lazy" /> : <span className="compare-tray__no-image" />}
              <ShopLink
                to={e.id.startsWith(CONCEPT_ITEM_PREFIX) ? `configurator/configuration/${e.id.slice(CONCEPT_ITEM_PREFIX.length)}` : `bikes/${e.id}`}
                className="compare-tray__name"
              >
                {e.title}
              </ShopLink>
              <button
                type="button"
                className="compare-tray__remove"
                aria-label={`${t('common.removeFromCompare')}: ${e.title}`}
                onClick={() => {
                  remove(e.id);
                  // The list may now be empty and this tray gone: the header's cart keeps the focus near.
                  if (count > 1) toggleRef.current?.focus();
                }}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
        <ShopLink to="compare" className="btn btn--small compare-tray__go" data-testid="compare-tray-link">{label}</ShopLink>
      </div>
    </div>
  );
}
