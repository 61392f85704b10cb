import { forwardRef, type AnchorHTMLAttributes } from 'react';
import { Link } from 'react-router';
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

export const ShopLink = forwardRef<HTMLAnchorElement, ShopLinkProps>(function ShopLink({ to, locale, ...rest }, ref) {
  const href = useLocaleHref();
  const intent = usePrefetchOnIntent(to);
  // Another locale means a full page load (reloadDocument): the shell's texts, the remotes' texts
  // and the currency are those of the page's language; there is nothing to prefetch for it here.
  return <Link ref={ref} to={href(to, locale)} reloadDocument={!!locale} {...(locale ? {} : intent)} {...rest} />;
});
