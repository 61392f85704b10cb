import { ApiClientError, fetchBike, fetchPlatformFamily, fetchRelations, queryContent } from '@bike/shared/api-client';
import type { Item } from '@bike/shared/domain';
import { PageNotFoundError, type LoaderContext } from '@bike/shared/remote-kit';
import { DEFAULT_USER_LOCATION } from '@bike/shared/store';
import { fetchAttributeTranslations, loadItemStock, loadStockMarkers, type AttributeTranslations, type ItemStock, type StockFilterAnswer } from './detail-calls';
import { translationsOfItem } from './spec-rows';
import { loadSizeFinder, sizeFinderAsked } from './bike-size-finder';
import { loadGallery, loadSections } from './detail-parts';

/** What the detail page knows about the bike's platform (from the families call), kept small for the HTML. */
export interface PlatformInfo {
  code: string;
  title: string;
  model: string;
  subtitle: string | null;
  technology: string[];
  familyCode: string;
  familyTitle: string;
  category: string;
  details: Record<string, string | number>;
}

export interface NewsItem {
  id: string;
  title: string;
  description: string;
  url: string;
  postDate: string;
  image: { url: string; alt: string; width: number | null; height: number | null } | null;
}

export interface DetailData {
  item: Item;
  related: Item[];
  platform: PlatformInfo | null;
  /** Stock per size and factory stock: the buy box's size picker and availability. */
  stock: ItemStock | null;
  /** The dealers tab: nearest dealers with their stock marker; null when that call failed (bikes only). */
  markers: StockFilterAnswer | null;
  news: NewsItem[];
  translations: AttributeTranslations;
  /** The picture's view the address asks for (?view=groupset, the gallery's links without script). */
  view?: string | null;
}

const NEWS_QUERY = `query BikeNews($language: String) {
  blogArticles(language: $language, limit: 40) {
    id title description url postDate
    featuredImage { url alt width height }
    relatedIds { bikeId platformId }
  }
}`;

type Article = NewsItem & { featuredImage: NewsItem['image']; relatedIds: { bikeId: string | null; platformId: string | null }[] };

/** News about this bike or its platform first, then the newest articles, three in all. */
async function relatedNews(ctx: LoaderContext, item: Item): Promise<NewsItem[]> {
  try {
    const data = await queryContent<{ blogArticles: Article[] }>(ctx.content, NEWS_QUERY, { language: ctx.language }, 'BLOGITEMS_FETCH_ERROR');
    const about = (a: Article) => a.relatedIds.some((r) => r.bikeId === item.externalid || (item.platform && r.platformId === item.platform));
    const ordered = [...data.blogArticles.filter(about), ...data.blogArticles.filter((a) => !about(a))];
    return ordered.slice(0, 3).map(({ id, title, description, url, postDate, featuredImage }) => ({ id, title, description, url, postDate, image: featuredImage ?? null }));
  } catch {
    return []; // spec point 8: list calls only log and return nothing
  }
}

async function platformInfo(ctx: LoaderContext, item: Item): Promise<PlatformInfo | null> {
  if (!item.platform) return null;
  const families = await fetchPlatformFamily(ctx.api, ctx.locale, ctx.brand, item.platform).catch(() => []);
  for (const family of families) {
    const p = family.platforms.find((pl) => pl.code === item.platform);
    if (!p) continue;
    const details = Object.fromEntries(
      Object.entries(family.frameplatformdetails ?? {}).filter((e): e is [string, string | number] => typeof e[1] === 'string' || typeof e[1] === 'number'),
    );
    return { code: p.code, title: p.title, model: p.model, subtitle: p.menu_subtitle, technology: p.technology ?? [], familyCode: family.code, familyTitle: family.title, category: family.category, details };
  }
  return null;
}

/** Loads a bike or accessory detail page; an unknown id is a 404 with BIKE_NOT_FOUND. */
export async function loadDetail(ctx: LoaderContext): Promise<DetailData> {
  const id = ctx.params['id'];
  if (!id) throw new PageNotFoundError('BIKE_NOT_FOUND');
  let item: Item | null;
  try {
    item = await fetchBike(ctx.api, id, ctx.locale);
  } catch (error) {
    if (error instanceof ApiClientError && (error.status === 404 || error.status === 400)) throw new PageNotFoundError('BIKE_NOT_FOUND');
    throw error;
  }
  if (!item) throw new PageNotFoundError('BIKE_NOT_FOUND');
  // Both stock calls ask from the spec's default location, so the server HTML and the browser's
  // first render agree; the dealers tab asks again from the visitor's location after hydration.
  const near = { lat: DEFAULT_USER_LOCATION.lat, lng: DEFAULT_USER_LOCATION.lng };
  const [related, platform, stock, markers, news, translations] = await Promise.all([
    fetchRelations(ctx.api, id, ctx.locale),
    platformInfo(ctx, item),
    loadItemStock(ctx.api, id, ctx.locale, near),
    // Only bikes have a dealers tab; accessories skip the call.
    item.itemtype === 'bike' ? loadStockMarkers(ctx.api, item.externalid, ctx.locale, near) : Promise.resolve(null),
    relatedNews(ctx, item),
    fetchAttributeTranslations(ctx.api, ctx.language),
    // The size finder asked for in the address (its link or form without script): its code is in
    // place before the page renders, so the server writes it (bike-size-finder.tsx).
    sizeFinderAsked(ctx.searchParams) ? loadSizeFinder(ctx.language) : null,
    // The parts that hydrate when the browser is idle (detail-parts.tsx): in place before the
    // page renders, so the server writes them and a navigation in the browser shows them at once.
    // A failed load leaves the page without that part.
    item.image ? loadGallery(ctx.language).catch(() => null) : null,
    loadSections(ctx.language).catch(() => null),
  ]);
  return {
    item,
    related: Array.isArray(related) ? related.filter((r) => r.externalid !== item.externalid).slice(0, 4) : [],
    platform,
    stock,
    markers,
    news,
    // Only what this item's rows read: the data goes into the page's HTML (spec-rows.ts).
    translations: translationsOfItem(item, translations),
    view: ctx.searchParams.get('view'),
  };
}
