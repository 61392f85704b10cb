/**
 * Brand variants of shared components (spec point 1: "Four brands have their own variants of
 * the shared components"). A component asks for its brand's variant of a value or of a
 * sub-component; brands without an entry get the default.
 */
import type { Brand } from './brands';

export type BrandVariants<T> = Partial<Record<Brand, T>> & { default: T };

/** brandVariant('brabo', { default: 'rounded', brabo: 'square' }) → 'square'. */
export function brandVariant<T>(brand: Brand, variants: BrandVariants<T>): T {
  return Object.prototype.hasOwnProperty.call(variants, brand) ? (variants[brand] as T) : variants.default;
}

/** Behaviour that differs per brand, typed so a missing brand or a misspelt feature fails to compile. */
export interface BrandFeatures {
  /** The error page shows a home button (spec point 2: "Two brands also show a home button"). */
  errorPageHomeButton: boolean;
}

export const BRAND_FEATURES: Record<Brand, BrandFeatures> = {
  ardenne: { errorPageHomeButton: false },
  brabo: { errorPageHomeButton: true },
  kempen: { errorPageHomeButton: false },
  merel: { errorPageHomeButton: true },
};

export function brandFeature<K extends keyof BrandFeatures>(brand: Brand, feature: K): BrandFeatures[K] {
  return BRAND_FEATURES[brand][feature];
}
