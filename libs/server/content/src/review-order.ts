import { DEFAULT_REVIEW_LANGUAGE_ORDER } from './content-types';

/**
 * Review language order for a visitor: their own language first, then English, then the
 * default order NL, EN, FR, ES, DE, IT, INT (spec points 7 and 9). Unknown languages go last.
 */
export function reviewLanguageOrder(visitorLanguage: string): string[] {
  const order = [visitorLanguage.toLowerCase(), 'en', ...DEFAULT_REVIEW_LANGUAGE_ORDER];
  return [...new Set(order)];
}

/** Sorts by the language order, newest first within one language. */
export function sortReviews<T extends { reviewLanguage: string; postDate: Date }>(reviews: T[], visitorLanguage: string): T[] {
  const order = reviewLanguageOrder(visitorLanguage);
  const rank = (language: string) => {
    const index = order.indexOf(language.toLowerCase());
    return index === -1 ? order.length : index;
  };
  return [...reviews].sort(
    (a, b) => rank(a.reviewLanguage) - rank(b.reviewLanguage) || b.postDate.getTime() - a.postDate.getTime(),
  );
}
