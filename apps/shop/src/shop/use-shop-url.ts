import { useState } from 'react';
import { useLocation, useNavigate, useNavigation } from 'react-router';
import { useShop, withPreview } from '@bike/shared/remote-kit';
import { parseShopQuery, shopSearch, type ShopQuery } from './shop-query';

/**
 * Links and navigation for shop states on the current page (/shop, /bikes/shop or /sales).
 * Every filter change is a navigation, so back/forward work and the address bar can be shared.
 */
export function useShopUrl() {
  const location = useLocation();
  const navigation = useNavigation();
  const navigate = useNavigate();
  const { preview } = useShop();
  const pathname = location.pathname;
  const current = parseShopQuery(new URLSearchParams(location.search));
  const hrefFor = (query: ShopQuery) => withPreview(`${pathname}${shopSearch(query)}`, preview);
  // The state asked for by the last control, kept until the location moves on: a ticked box
  // stays ticked at once, before the router reports its navigation. Compared by identity, as
  // back/forward can return to an entry with the same search and key.
  const [asked, setAsked] = useState<{ from: typeof location; query: ShopQuery } | null>(null);
  const pendingNav = navigation.location && navigation.location.pathname === pathname ? parseShopQuery(new URLSearchParams(navigation.location.search)) : null;
  const pending = pendingNav ?? (asked && asked.from === location ? asked.query : null);
  return {
    pathname,
    /** The state of the address bar (after a navigation, the same the loader data was made for). */
    current,
    hrefFor,
    /** The state being loaded, while a navigation to another state of this page runs. */
    pending,
    loading: navigation.state !== 'idle' && pendingNav !== null,
    go: (query: ShopQuery, options: { keepScroll?: boolean } = {}) => {
      setAsked({ from: location, query });
      return navigate(hrefFor(query), { preventScrollReset: options.keepScroll ?? true });
    },
  };
}
