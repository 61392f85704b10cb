/**
 * The help desk is shared by all brands; editors mark each folder and article name with the
 * brands it is for: "[global]" for every brand, "[ardenne]", "[brabo]", "[kempen]", "[merel]" for
 * one brand (case-insensitive, several markers allowed). Spec point 5: results keep only folders
 * and articles whose names include the global marker or the marker of the request's brand.
 * Markers are removed from the names the shop shows.
 */
export const GLOBAL_MARKER = '[global]';
export const brandMarker = (brandKey: string) => `[${brandKey.toLowerCase()}]`;

export function isForBrand(name: string, brandKey: string): boolean {
  const lower = name.toLowerCase();
  return lower.includes(GLOBAL_MARKER) || lower.includes(brandMarker(brandKey));
}

export function withoutMarkers(name: string): string {
  return name.replace(/\[[a-z]+\]/gi, '').replace(/\s{2,}/g, ' ').trim();
}
