/** Everything the shell needs about one brand, in one object. */
import { BRAND_DISPLAY_NAMES, type Brand } from './brands';
import { BRAND_LOGOS } from './logos';
import { BRAND_TOKENS, type BrandTokens } from './tokens';
import { BRAND_FEATURES, type BrandFeatures } from './variants';

export interface BrandDefinition {
  id: Brand;
  displayName: string;
  tokens: BrandTokens;
  /** SVG markup with a <title>. */
  logo: string;
  features: BrandFeatures;
}

export function getBrand(brand: Brand): BrandDefinition {
  return {
    id: brand,
    displayName: BRAND_DISPLAY_NAMES[brand],
    tokens: BRAND_TOKENS[brand],
    logo: BRAND_LOGOS[brand],
    features: BRAND_FEATURES[brand],
  };
}
