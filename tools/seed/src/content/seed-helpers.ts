import { type NewContentEntry, type ContentLanguage, type BlockFields, type BlockType, type ContentBlock, type ContentImage, type EntryType, mediaUrl } from '@bike/server/content';
import { BRAND_KEYS, type BrandKey } from '@bike/shared/domain';

export type Lang = ContentLanguage;
export const LANGS: Lang[] = ['en', 'de', 'es', 'fr', 'it', 'nl'];

/** Text in every language; Partial where an entry is deliberately English-only (fallback). */
export type Tr<T = string> = Record<Lang, T>;

export function image(name: string, alt: string): ContentImage {
  return { url: mediaUrl(name), alt, width: 1600, height: 900 };
}

let blockCounter = 0;
export function block<K extends BlockType>(
  blockType: K,
  fields: BlockFields[K],
  options: Partial<Pick<ContentBlock, 'width' | 'align' | 'animation' | 'allowedCountries'>> = {},
): ContentBlock<BlockFields[K]> {
  blockCounter += 1;
  return { id: `${blockType}-${blockCounter}`, blockType, width: 'default', align: 'left', animation: 'fade', ...options, fields };
}

/** Block ids stay stable between seeds (tests and caches compare them). */
export function resetBlockIds(): void {
  blockCounter = 0;
}

export interface EntryMeta {
  slug?: string | null;
  section?: string | null;
  postDate?: string;
  position?: number;
  allowedCountries?: string[] | null;
  /** The one brand whose site shows the entry (its own home page, about page, ...); none: every brand's. */
  brand?: BrandKey | null;
}

/**
 * The id of a brand's own entry standing for a shared one: the brand's place in BRAND_KEYS, plus
 * one, times 100 000, plus the shared id (merel's home page 401000 for the shared 1000), so the
 * brands' entries never meet each other's or the shared ids.
 */
export const brandEntryId = (brand: BrandKey, sharedId: number): number => (BRAND_KEYS.indexOf(brand) + 1) * 100_000 + sharedId;

/** One content entry in several languages: one row per translation, same id. */
export function entryRows(
  type: EntryType,
  id: number,
  meta: EntryMeta,
  translations: Partial<Record<Lang, { title: string; data: Record<string, unknown> }>>,
): NewContentEntry[] {
  return Object.entries(translations).map(([language, { title, data }]) => ({
    id,
    type,
    language,
    slug: meta.slug ?? null,
    title,
    section: meta.section ?? null,
    postDate: new Date(meta.postDate ?? '2025-01-15T09:00:00Z'),
    data,
    allowedCountries: meta.allowedCountries ?? null,
    position: meta.position ?? 0,
    brand: meta.brand ?? null,
  }));
}

/** Builds translations from per-language texts with one shape function. */
export function translate<T>(texts: Partial<Tr<T>>, shape: (text: T, lang: Lang) => { title: string; data: Record<string, unknown> }) {
  const out: Partial<Record<Lang, { title: string; data: Record<string, unknown> }>> = {};
  for (const [lang, text] of Object.entries(texts) as [Lang, T][]) out[lang] = shape(text, lang);
  return out;
}

export const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
