import { brandVariant, type Brand, type BrandVariants } from '@bike/shared/brand';

/**
 * Platform page variants (spec point 2: "Two platform variants add a scroll gallery"), through
 * the brand variant mechanism: each brand names its two platforms whose page adds the scroll
 * gallery. Brands without an entry use the default brand's pair, which none of their platforms
 * match, so their pages have no gallery. Change the codes here, not in a component.
 */
export const SCROLL_GALLERY_PLATFORMS: BrandVariants<readonly string[]> = {
  default: ['ARD-HELIX-SL', 'ARD-GRAVA-RS'],
  brabo: ['BRB-STRATOS-LITE', 'BRB-KIEZEL-EVO'],
};

export function hasScrollGallery(brand: string, platformCode: string): boolean {
  return brandVariant(brand as Brand, SCROLL_GALLERY_PLATFORMS).includes(platformCode);
}
