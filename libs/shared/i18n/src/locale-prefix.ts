/**
 * The locale prefix of every path (/{language}_{COUNTRY}/...) and the internal route names
 * built from it (spec point 2).
 */
import { findLocale, type LocaleCode, type LocaleDefinition } from './locales';

/** Separator between a route's path and its locale in an internal route name. */
export const ROUTE_NAME_SEPARATOR = '___';

/**
 * Internal route name: the path, three underscores, the locale ('bikes/shop___nl_BE').
 * Leading and trailing slashes are dropped so '/bikes/shop' and 'bikes/shop' name the same
 * route; the locale root (home) is named 'index'.
 */
export function routeName(path: string, locale: LocaleCode | string): string {
  const trimmed = path.replace(/^\/+|\/+$/g, '');
  return `${trimmed || 'index'}${ROUTE_NAME_SEPARATOR}${locale}`;
}

/** The reverse of routeName: 'bikes/shop___nl_BE' → { path: 'bikes/shop', locale: 'nl_BE' }. */
export function parseRouteName(name: string): { path: string; locale: string } | null {
  const at = name.lastIndexOf(ROUTE_NAME_SEPARATOR);
  if (at <= 0) return null;
  return { path: name.slice(0, at), locale: name.slice(at + ROUTE_NAME_SEPARATOR.length) };
}

export interface LocalePrefixMatch {
  locale: LocaleDefinition;
  /** The path after the prefix, always starting with '/' ('/' for the locale's home page). */
  rest: string;
}

/**
 * '/nl_BE/bikes/shop?x=1' → { locale: nl_BE, rest: '/bikes/shop?x=1' }.
 * null when the first segment is not a locale of the table: the caller answers 404
 * (or, for '/', redirects to /en_INT).
 */
export function splitLocalePrefix(pathname: string): LocalePrefixMatch | null {
  const match = /^\/([^/?#]+)(.*)$/.exec(pathname);
  if (!match) return null;
  const locale = findLocale(match[1]);
  if (!locale) return null;
  const tail = match[2];
  const rest = tail.startsWith('/') ? tail : `/${tail}`;
  return { locale, rest };
}

/** '/bikes/shop' in nl_BE → '/nl_BE/bikes/shop'; '' or '/' → '/nl_BE'. */
export function localizePath(path: string, locale: LocaleCode | string): string {
  const trimmed = path.replace(/^\/+/, '');
  return trimmed ? `/${locale}/${trimmed}` : `/${locale}`;
}
