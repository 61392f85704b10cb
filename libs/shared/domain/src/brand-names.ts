/**
 * The brands' names (spec point 9's brand-name replacement, mails, content texts): data both the
 * browser and the server need, so they live here; the browser's brand library (tokens, logos)
 * re-exports them. Keyed by the brand keys of catalogue.ts.
 */
import type { BrandKey } from './catalogue';

/** Names shown to people; the English brand-name replacement (spec point 9) uses these. */
export const BRAND_DISPLAY_NAMES: Record<BrandKey, string> = {
  ardenne: 'Ardenne Cycles',
  brabo: 'Brabo Bikes',
  kempen: 'Kempen Velo',
  merel: 'Merel Racing',
};

/** The brand's name alone, as content texts use it ("Why ride Merel"). */
export const BRAND_SHORT_NAMES: Record<BrandKey, string> = {
  ardenne: 'Ardenne',
  brabo: 'Brabo',
  kempen: 'Kempen',
  merel: 'Merel',
};

/** A brand key's short name; an unknown key (never from a request: brandOf checks it) is itself. */
export const brandShortName = (key: string): string => (Object.hasOwn(BRAND_SHORT_NAMES, key) ? BRAND_SHORT_NAMES[key as BrandKey] : key);

/** A brand key's display name, as brandShortName. */
export const brandDisplayName = (key: string): string => (Object.hasOwn(BRAND_DISPLAY_NAMES, key) ? BRAND_DISPLAY_NAMES[key as BrandKey] : key);
