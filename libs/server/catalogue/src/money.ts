/** Prices are stored in minor units; the API speaks major units (3499.99). */
export const toMajor = (cents: number | string | null | undefined): number | null =>
  cents === null || cents === undefined ? null : Math.round(Number(cents)) / 100;
