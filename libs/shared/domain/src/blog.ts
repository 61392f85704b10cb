/** The blog categories a news list shows when none is asked for (spec point 9), newest articles first. */
export const DEFAULT_BLOG_CATEGORY_IDS = [4556, 3256, 3178, 1556, 1555, 1554, 52308] as const;
