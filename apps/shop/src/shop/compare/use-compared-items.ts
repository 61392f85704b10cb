import { useEffect, useState } from 'react';
import type { Item } from '@bike/shared/domain';
import { useShop } from '@bike/shared/remote-kit';
import { discountCodeAtom, useAtomValue } from '@bike/shared/store';
import { fetchAttributeTranslations, type AttributeTranslations } from '../../bike/detail-calls';
import { fetchBikePricedWith } from '../../components/voucher-prices';
import { fetchConceptItem, isConceptId } from './concept-item';

export type Loaded = { state: 'loading' } | { state: 'ready'; item: Item } | { state: 'missing' };

/**
 * Fetches each compared bike in the visitor's locale (prices and texts follow the locale, the
 * stored list holds ids only): catalogue bikes and configured ones (concepts), priced with the
 * shopper's discount code as the cart prices them. A bike that no longer exists is reported as
 * missing, not fatal.
 */
export function useComparedItems(ids: string[]): { items: Record<string, Loaded>; translations: AttributeTranslations } {
  const { api, locale, language } = useShop();
  const [items, setItems] = useState<Record<string, Loaded>>({});
  const [translations, setTranslations] = useState<AttributeTranslations>({});
  const code = useAtomValue(discountCodeAtom);
  const key = ids.join('|');

  useEffect(() => {
    let live = true;
    fetchAttributeTranslations(api, language).then((t) => live && setTranslations(t));
    return () => { live = false; };
  }, [api, language]);

  useEffect(() => {
    let live = true;
    const wanted = key ? key.split('|') : [];
    setItems((prev) => Object.fromEntries(wanted.map((id) => [id, prev[id] ?? { state: 'loading' as const }])));
    for (const id of wanted) {
      (isConceptId(id) ? fetchConceptItem(api, id, locale, code) : fetchBikePricedWith(api, id, locale, code))
        .then((item): Loaded => (item ? { state: 'ready', item } : { state: 'missing' }))
        .catch((): Loaded => ({ state: 'missing' }))
        .then((loaded) => live && setItems((prev) => (id in prev ? { ...prev, [id]: loaded } : prev)));
    }
    return () => { live = false; };
  }, [api, locale, key, code]);

  return { items, translations };
}
