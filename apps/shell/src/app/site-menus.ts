/**
 * The main menu, the footer menu, the footer's global sets and the brand's slogan come from the content service
 * (spec points 3 and 5: menu entries and global sets), per language and country (an entry may
 * be limited to some countries). The locale route's loader reads them once per locale
 * (site-menus-query.ts), on the server for the first page and in the browser only when the
 * locale changes.
 */
export interface SiteMenuEntry {
  id: string;
  title: string;
  /** link, bikeCategory, submenuInfo, submenu or submenuInline */
  type: string;
  /** A path below the locale prefix (/bikes) or an address of another site (https://...). */
  pageUrl: string | null;
  marketingLabel: string | null;
  description: string | null;
  children?: SiteMenuEntry[];
}

export interface SiteMenus {
  main: SiteMenuEntry[];
  footer: SiteMenuEntry[];
  recommendations: { title: string; text: string; url: string }[];
  social: { platform: string; label: string; url: string }[];
  /** The brand's slogan in the language (its voice's brandVoice global set); null when the content has none. */
  slogan: string | null;
}

/** A menu address as a shop path below the locale prefix, or null for another site's address. */
export const shopPathOf = (pageUrl: string | null): string | null =>
  pageUrl === null || /^[a-z]+:/i.test(pageUrl) || pageUrl.startsWith('//') ? null : pageUrl.replace(/^\//, '');

/**
 * Another site's address that a link may open: http(s) only. A menu entry is content, so an
 * address such as javascript:… or data:… is shown as text, never as a link.
 */
export const externalUrlOf = (pageUrl: string | null): string | null => (pageUrl && /^https?:\/\/[^/]/i.test(pageUrl) ? pageUrl : null);

/** A stable name for tests and styles: the path's first words (bikes, shop-category-bikes). */
export const menuKeyOf = (pageUrl: string | null): string =>
  (shopPathOf(pageUrl) ?? 'external').replace(/[^a-z0-9]+/gi, '-').replace(/^-|-$/g, '').toLowerCase() || 'home';
