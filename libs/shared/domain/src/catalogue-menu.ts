import { BIKE_CATEGORIES, isNewPlatform, type BikeCategory, type BrandKey, type Platform } from './catalogue';

/**
 * Bike menus (spec points 4 and 5): which platforms a menu lists, how they group by category,
 * and the "new" and archive labels. Browser-safe; shared by the bikes overview, the category
 * pages, the shell's menus and the sitemap.
 */

/**
 * Codes left out of every bike menu (spec point 5: "One family code and two specific platform
 * codes are excluded from menus"). Configuration, not a rule: the pages read it from here.
 * - tomorrowland: the limited collection has its own landing pages (tomorrowland, tomorrowland_collection,
 *   tomorrowland_road) and is not sold through the bike menus.
 * - the two team replicas are sold through the team pages only; their detail pages stay reachable.
 */
export interface MenuExclusions {
  familyCodes: readonly string[];
  platformCodes: readonly string[];
}

export const MENU_EXCLUSIONS: MenuExclusions = {
  familyCodes: ['tomorrowland'],
  platformCodes: ['ARD-HELIX-TEAM', 'BRB-TEMPO-TEAM'],
};

/** A platform as a menu needs it: the `view=menu` shape of GET /V1/families. */
export interface MenuPlatform {
  code: string;
  model: string;
  title: string;
  archived: boolean;
  enddate_new_label: string | null;
  menu_subtitle: string | null;
  has_customizer: boolean;
  configurationCount: number;
  /** Lowest price of the platform's configurations in `currency`; null when none has a price. */
  fromPrice: number | null;
  currency: string | null;
  image: string | null;
}

export interface MenuFamily {
  code: string;
  brand: BrandKey;
  title: string;
  category: string;
  position: number;
  platforms: MenuPlatform[];
}

type AnyPlatform = MenuPlatform | Platform | (Partial<MenuPlatform> & Partial<Platform> & { code: string });

/**
 * Reads either shape of a platform (the full view with its configurations, or the menu view)
 * into the menu shape, so pages work before and after the `view=menu` call exists.
 */
export function toMenuPlatform(platform: AnyPlatform): MenuPlatform {
  const p = platform as Partial<MenuPlatform> & Partial<Platform> & { code: string };
  const configurations = Array.isArray(p.configurations) ? p.configurations : null;
  let fromPrice = p.fromPrice ?? null;
  let currency = p.currency ?? null;
  let image = p.image ?? null;
  if (configurations) {
    const priced = configurations.filter((c) => c.msrp != null);
    const cheapest = priced.reduce<(typeof priced)[number] | null>((low, c) => (low === null || (c.msrp as number) < (low.msrp as number) ? c : low), null);
    if (fromPrice === null && cheapest) {
      fromPrice = cheapest.msrp;
      currency = cheapest.currency;
    }
    if (currency === null && configurations[0]) currency = configurations[0].currency;
    if (image === null) image = (cheapest ?? configurations[0])?.image ?? null;
  }
  return {
    code: p.code,
    model: p.model ?? p.code,
    title: p.title ?? p.code,
    archived: p.archived === true,
    enddate_new_label: p.enddate_new_label ?? null,
    menu_subtitle: p.menu_subtitle ?? null,
    has_customizer: p.has_customizer === true,
    configurationCount: p.configurationCount ?? configurations?.length ?? 0,
    fromPrice,
    currency,
    image,
  };
}

export function toMenuFamily(family: Omit<MenuFamily, 'platforms'> & { platforms: AnyPlatform[] }): MenuFamily {
  return {
    code: family.code,
    brand: family.brand,
    title: family.title,
    category: family.category,
    position: family.position ?? 0,
    platforms: family.platforms.map(toMenuPlatform),
  };
}

export function isExcludedFromMenu(familyCode: string, platformCode: string, exclusions: MenuExclusions = MENU_EXCLUSIONS): boolean {
  return exclusions.familyCodes.includes(familyCode) || exclusions.platformCodes.includes(platformCode);
}

/**
 * Spec point 5: a menu lists a platform unless its family or itself is excluded, or it has
 * neither configurations nor a customizer (nothing to buy or build).
 */
export function isListedInMenu(familyCode: string, platform: MenuPlatform, exclusions: MenuExclusions = MENU_EXCLUSIONS): boolean {
  if (isExcludedFromMenu(familyCode, platform.code, exclusions)) return false;
  return platform.configurationCount > 0 || platform.has_customizer;
}

export interface MenuEntryPlatform extends MenuPlatform {
  familyCode: string;
  familyTitle: string;
  /** Spec point 4: shown with a "new" label while now is before enddate_new_label. */
  isNew: boolean;
}

export interface MenuCategoryGroup {
  category: BikeCategory;
  platforms: MenuEntryPlatform[];
}

export interface BikeMenu {
  /** The seven categories of spec point 1 in order; a category without platforms is left out. */
  categories: MenuCategoryGroup[];
  /** Spec point 4: archived platforms go into an archive submenu. */
  archived: MenuEntryPlatform[];
}

export interface BikeMenuOptions {
  now?: Date;
  exclusions?: MenuExclusions;
  /** Only this category (a category page). */
  category?: string;
}

export const isBikeCategory = (value: string): value is BikeCategory => (BIKE_CATEGORIES as readonly string[]).includes(value);

/** Groups families into the bike menu: categories in spec order, families by position, archived apart. */
export function buildBikeMenu(families: MenuFamily[], { now = new Date(), exclusions = MENU_EXCLUSIONS, category }: BikeMenuOptions = {}): BikeMenu {
  const ordered = [...families].sort((a, b) => a.position - b.position || a.code.localeCompare(b.code));
  const listed = (family: MenuFamily) =>
    family.platforms
      .filter((platform) => isListedInMenu(family.code, platform, exclusions))
      .map((platform): MenuEntryPlatform => ({ ...platform, familyCode: family.code, familyTitle: family.title, isNew: isNewPlatform(platform, now) }));
  const inScope = ordered.filter((family) => isBikeCategory(family.category) && (!category || family.category === category));
  const categories = BIKE_CATEGORIES.map((cat) => ({
    category: cat,
    platforms: inScope.filter((family) => family.category === cat).flatMap(listed).filter((platform) => !platform.archived),
  })).filter((group) => group.platforms.length > 0);
  const archived = inScope.flatMap(listed).filter((platform) => platform.archived);
  return { categories, archived };
}
