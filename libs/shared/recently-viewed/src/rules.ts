import { forgetRecentlyViewed, STORAGE_KEYS } from '@bike/shared/store';

/**
 * Recently viewed bikes (issue 35 item 4): the last bikes a visitor opened, kept in this browser
 * only and only while the visitor allows functional storage. Nothing of it goes to the server: an
 * entry holds what a card needs (id, title, picture) and no price, so drawing the strip asks for
 * nothing. Brands may share an origin, so each brand has its own key and another brand's entry is
 * ignored. The shell removes every brand's list whenever functional consent is not given
 * (forgetRecentlyViewed in the store's persistence).
 */
export interface RecentlyViewedEntry {
  /** The bike's external id: its page is /{locale}/bikes/{id}. */
  id: string;
  brand: string;
  title: string;
  /** The picture the bike page shows (a /media path). */
  image?: string;
}

export const MAX_RECENTLY_VIEWED = 8;

/** The browser-storage key of one brand's list. */
export const recentlyViewedKey = (brand: string) => `${STORAGE_KEYS.recentlyViewed}.${brand}`;

/** The list with this bike first: an earlier view of it moves up, views beyond `max` drop off the end. */
export function addRecentlyViewed(list: readonly RecentlyViewedEntry[], entry: RecentlyViewedEntry, max = MAX_RECENTLY_VIEWED): RecentlyViewedEntry[] {
  return [entry, ...list.filter((e) => e.id !== entry.id)].slice(0, max);
}

const isEntry = (e: unknown): e is RecentlyViewedEntry => {
  const v = e as Partial<RecentlyViewedEntry> | null;
  return !!v && typeof v.id === 'string' && v.id !== '' && typeof v.brand === 'string' && typeof v.title === 'string' && (v.image == null || typeof v.image === 'string');
};

/** A stored list as far as it can be trusted: this brand's well-formed entries, each once, at most `max`. */
export function restoreRecentlyViewed(raw: unknown, brand: string, max = MAX_RECENTLY_VIEWED): RecentlyViewedEntry[] {
  if (!Array.isArray(raw)) return [];
  const out: RecentlyViewedEntry[] = [];
  for (const e of raw) {
    if (!isEntry(e) || e.brand !== brand || out.some((o) => o.id === e.id)) continue;
    out.push({ id: e.id, brand, title: e.title, ...(e.image ? { image: e.image } : {}) });
    if (out.length >= max) break;
  }
  return out;
}

/**
 * The one gate between consent and storage: with functional consent, this brand's list (with
 * `viewed` put first and written back when given); without it, nothing, and every stored list removed.
 */
export function syncRecentlyViewed(storage: Storage, options: { brand: string; functional: boolean; viewed?: Omit<RecentlyViewedEntry, 'brand'> | null }): RecentlyViewedEntry[] {
  const { brand, functional, viewed } = options;
  if (!functional) {
    forgetRecentlyViewed(storage);
    return [];
  }
  const key = recentlyViewedKey(brand);
  let list: RecentlyViewedEntry[];
  try {
    list = restoreRecentlyViewed(JSON.parse(storage.getItem(key) ?? 'null'), brand);
  } catch {
    list = [];
  }
  if (!viewed) return list;
  list = addRecentlyViewed(list, { id: viewed.id, brand, title: viewed.title, ...(viewed.image ? { image: viewed.image } : {}) });
  try {
    storage.setItem(key, JSON.stringify(list));
  } catch {
    // Storage full or blocked: the strip still shows this visit's list.
  }
  return list;
}
