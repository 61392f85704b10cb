/**
 * The four fictional brands that share the code base (spec point 1: "The brand comes from an
 * environment setting, and a default brand applies when none is set").
 */
export const BRANDS = ['ardenne', 'brabo', 'kempen', 'merel'] as const;
export type Brand = (typeof BRANDS)[number];

export const DEFAULT_BRAND: Brand = 'ardenne';

// The names are the domain library's (the server needs them too, without this library's tokens and logos).
export { BRAND_DISPLAY_NAMES, BRAND_SHORT_NAMES } from '@bike/shared/domain/brand-names';

export function isBrand(value: unknown): value is Brand {
  return typeof value === 'string' && (BRANDS as readonly string[]).includes(value);
}

/**
 * The brand for a BRAND setting: case and surrounding spaces are forgiven ('  Merel ' →
 * merel); an empty or unknown value gives the default brand, so a typo never takes a shop down.
 */
export function resolveBrand(envValue: string | null | undefined): Brand {
  const value = envValue?.trim().toLowerCase();
  return isBrand(value) ? value : DEFAULT_BRAND;
}
