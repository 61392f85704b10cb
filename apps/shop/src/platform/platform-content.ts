import type { ContentClient } from '@bike/shared/api-client';
import { queryContent } from '@bike/shared/api-client';
import type { PriceBlock } from '@bike/shared/domain';
import { logAndReturn } from '../bikes/page-errors';

/**
 * Content of the platform page from the content service (spec points 3 and 7): inspirations
 * (configuration entries of the platform, at most 3, newest first, shown ones only), reviews
 * (visitor's language first, then EN) and related news. Lists only log a failure and show nothing.
 */
export interface ContentImage {
  url: string;
  alt: string;
  width?: number | null;
  height?: number | null;
}

export interface Inspiration {
  id: string;
  title: string;
  configurationDescription: string;
  featuredImage: ContentImage | null;
  /** The content team's EUR figure; the page shows `shopPrice` instead (inspiration-prices.ts). */
  price: number;
  configurationCode: string;
  /** The concept's price at the locale, from the shop; null when it has none. */
  shopPrice?: PriceBlock | null;
  specifications: { specTitle: string; specContent: string }[];
}

export interface PlatformReview {
  id: string;
  reviewLanguage: string;
  reviewType: string;
  reviewBrand: string;
  title: string;
  description: string;
  pageUrl: string | null;
  reviewImage: ContentImage | null;
  postDate: string;
}

export interface NewsArticle {
  id: string;
  title: string;
  description: string;
  postDate: string;
  featuredImage: ContentImage | null;
}

export const INSPIRATIONS_LIMIT = 3;
export const REVIEWS_LIMIT = 6;
export const NEWS_LIMIT = 3;

const PLATFORM_CONTENT_QUERY = /* GraphQL */ `
  query PlatformContent($language: String, $model: String, $platformId: String!, $inspirations: Int, $reviews: Int) {
    configurations(language: $language, model: $model, limit: $inspirations) {
      id title configurationDescription price configurationCode
      featuredImage { url alt width height }
      specifications { specTitle specContent }
    }
    reviews(language: $language, platformId: $platformId, limit: $reviews) {
      id reviewLanguage reviewType reviewBrand title description pageUrl postDate
      reviewImage { url alt width height }
    }
  }
`;

// Separate, so an older content service without platformId on blogArticles only loses the news.
const PLATFORM_NEWS_QUERY = /* GraphQL */ `
  query PlatformNews($language: String, $platformId: String, $limit: Int) {
    blogArticles(language: $language, platformId: $platformId, limit: $limit) {
      id title description postDate
      featuredImage { url alt width height }
    }
  }
`;

export interface PlatformContent {
  inspirations: Inspiration[];
  reviews: PlatformReview[];
  news: NewsArticle[];
}

export async function fetchPlatformContent(content: ContentClient, language: string, platformCode: string): Promise<PlatformContent> {
  const [lists, news] = await Promise.all([
    queryContent<{ configurations: Inspiration[]; reviews: PlatformReview[] }>(
      content,
      PLATFORM_CONTENT_QUERY,
      { language, model: platformCode, platformId: platformCode, inspirations: INSPIRATIONS_LIMIT, reviews: REVIEWS_LIMIT },
      'REVIEWS_FETCH_ERROR',
    ).catch(logAndReturn('REVIEWS_FETCH_ERROR', { configurations: [], reviews: [] })),
    queryContent<{ blogArticles: NewsArticle[] }>(content, PLATFORM_NEWS_QUERY, { language, platformId: platformCode, limit: NEWS_LIMIT }, 'BLOGITEMS_FETCH_ERROR')
      .then((r) => r.blogArticles)
      .catch(logAndReturn('BLOGITEMS_FETCH_ERROR', [] as NewsArticle[])),
  ]);
  return { inspirations: lists.configurations, reviews: lists.reviews, news };
}
