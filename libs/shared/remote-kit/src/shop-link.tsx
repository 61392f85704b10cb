import { forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useShop } from './shop-context';

export interface ShopLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** Path below the locale prefix, e.g. "bikes/shop?category=bikes" or "" for home. */
  to: string;
  /** Another locale than the current one (country chooser). */
  locale?: string;
}

/** Builds a link under the current locale prefix; in preview mode it keeps the preview flag. */
export function useLocaleHref() {
  const { locale: current, preview } = useShop();
  return (to: string, locale = current) => withPreview(`/${locale}${to ? `/${to.replace(/^\//, '')}` : ''}`, preview);
}

export function withPreview(href: string, preview: boolean): string {
  if (!preview || /[?&]preview(=|&|$)/.test(href)) return href;
  const [path, hash] = href.split('#');
  const joined = `${path}${path.includes('?') ? '&' : '?'}preview=true`;
  return hash ? `${joined}#${hash}` : joined;
}

/**
 * Handlers that prefetch a link's page on intent (hover, keyboard focus, touch). Hover is
 * mouseover, not mouseenter: React derives enter events from where the pointer came from, and
 * gives none when it comes from a part of the page that is still the server's HTML (content
 * blocks hydrate when the browser is idle). The prefetch runs once per page whatever fires.
 */
export function usePrefetchOnIntent(to: string) {
  const { prefetch } = useShop();
  const start = () => prefetch?.(to);
  return { onMouseOver: start, onFocus: start, onTouchStart: start };
}

/** A click the router takes over, as react-router's Link decides: the main button, no modifier key, this tab. */
function isRouterClick(event: MouseEvent<HTMLAnchorElement>): boolean {
  const target = event.currentTarget.getAttribute('target');
  return event.button === 0 && (!target || target === '_self') && !(event.metaKey || event.altKey || event.ctrlKey || event.shiftKey);
}

/**
 * A link to a page of the shop: an anchor with its full address (server HTML, new tabs, crawlers)
 * whose plain clicks the router follows without a page load.
 *
 * Not react-router's Link: a Link resolves its `to` against the matched routes twice per render
 * (for its href and its click handler), which made the menus, footer and lists of a page (some
 * sixty links) about a tenth of its server render. A ShopLink's address is absolute already (the
 * locale prefix and the path), so it has nothing to resolve; the click does what Link's does
 * (navigate, and replace when the address is the current one).
 */
export const ShopLink = forwardRef<HTMLAnchorElement, ShopLinkProps>(function ShopLink({ to, locale, onClick, children, ...rest }, ref) {
  const href = useLocaleHref()(to, locale);
  const intent = usePrefetchOnIntent(to);
  const navigate = useNavigate();
  const location = useLocation();
  // Another locale means a full page load: the shell's texts, the remotes' texts and the currency
  // are those of the page's language; there is nothing to prefetch for it here.
  if (locale)
    return (
      <a ref={ref} href={href} onClick={onClick} {...rest}>
        {children}
      </a>
    );
  const follow = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented || !isRouterClick(event)) return;
    event.preventDefault();
    const here = `${location.pathname}${location.search}${location.hash}`;
    void navigate(href, { replace: here === href });
  };
  return (
    <a ref={ref} href={href} {...intent} {...rest} onClick={follow}>
      {children}
    </a>
  );
});
