/** Browser-storage keys of spec point 3. */
export const STORAGE_KEYS = {
  userLocation: 'userLocation',
  cart: 'cart',
  compare: 'compare',
  discountCode: 'discountCode',
  chatHelper: 'chatHelper',
  consent: 'consent',
  /** Prefix of the per-brand lists of recently viewed bikes: `recentlyViewed.{brand}` (@bike/shared/recently-viewed). */
  recentlyViewed: 'recentlyViewed',
} as const;
