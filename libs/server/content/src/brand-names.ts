/**
 * Content texts may carry the token "{brand}"; it becomes the display name of the brand of the
 * request (x-brand header, else the configured default). The UI's brand-name replacement of
 * spec point 9 runs over English texts only; replacing the token here keeps every language right.
 */
import { BRAND_KEYS, BRAND_SHORT_NAMES, DEFAULT_BRAND, type BrandKey } from '@bike/shared/domain';

/** A brand key as the content service reads it: case and spaces forgiven, the default brand for an unknown key. */
export function brandKeyOf(brandKey: string): BrandKey {
  const key = brandKey.trim().toLowerCase();
  return (BRAND_KEYS as readonly string[]).includes(key) ? (key as BrandKey) : DEFAULT_BRAND;
}

/** The name content texts use for a brand key (the default brand's for an unknown key). */
export function brandDisplayName(brandKey: string): string {
  return BRAND_SHORT_NAMES[brandKeyOf(brandKey)];
}

/** Replaces the brand token in every string of a JSON-like value (objects and arrays copied). */
export function withBrandName<T>(value: T, brandName: string): T {
  if (typeof value === 'string') return value.split('{brand}').join(brandName) as T;
  if (Array.isArray(value)) return value.map((item) => withBrandName(item, brandName)) as T;
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const copy: Record<string, unknown> = {};
    for (const [key, item] of Object.entries(value)) copy[key] = withBrandName(item, brandName);
    return copy as T;
  }
  return value;
}
