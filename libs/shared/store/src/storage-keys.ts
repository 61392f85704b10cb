/** Browser-storage keys of spec point 3. */
export const STORAGE_KEYS = {
  userLocation: 'userLocation',
  cart: 'cart',
  compare: 'compare',
  discountCode: 'discountCode',
  chatHelper: 'chatHelper',
  consent: 'consent',
} as const;
