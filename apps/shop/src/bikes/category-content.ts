import type { ContentClient } from '@bike/shared/api-client';
import { queryContent } from '@bike/shared/api-client';
import { categoryFetchError, logAndReturn } from './page-errors';

/** The Bike category entity of the content service (spec point 3). */
export interface BikeCategoryContent {
  categoryId: string;
  slug: string;
  title: string;
  intro: string;
  detailDescription: string;
  weight: number;
  backgroundImage: { url: string; alt: string; width?: number | null; height?: number | null } | null;
}

const FIELDS = 'categoryId slug title intro detailDescription weight backgroundImage { url alt width height }';
const CATEGORY_QUERY = `query BikeCategory($language: String, $slug: String) { bikeCategory(language: $language, slug: $slug) { ${FIELDS} } }`;
const CATEGORIES_QUERY = `query BikeCategories($language: String) { bikeCategories(language: $language) { ${FIELDS} } }`;

/** One category by slug or categoryId; null when the content service has none. A failure is CATEGORY_FETCH_ERROR. */
export async function fetchBikeCategory(content: ContentClient, language: string, slug: string): Promise<BikeCategoryContent | null> {
  try {
    const data = await queryContent<{ bikeCategory: BikeCategoryContent | null }>(content, CATEGORY_QUERY, { language, slug }, 'CATEGORY_FETCH_ERROR');
    return data.bikeCategory;
  } catch (error) {
    throw categoryFetchError(error);
  }
}

/** All categories by weight; the overview still works from the catalogue when content fails. */
export function fetchBikeCategories(content: ContentClient, language: string): Promise<BikeCategoryContent[]> {
  return queryContent<{ bikeCategories: BikeCategoryContent[] }>(content, CATEGORIES_QUERY, { language }, 'BIKECATEGORY_FETCH_ERROR')
    .then((data) => data.bikeCategories)
    .catch(logAndReturn('BIKECATEGORY_FETCH_ERROR', [] as BikeCategoryContent[]));
}

/** Plain-text description into paragraphs (the content service sends text, not HTML). */
export const paragraphs = (text: string) => text.split(/\n{2,}/).map((p) => p.trim()).filter(Boolean);
