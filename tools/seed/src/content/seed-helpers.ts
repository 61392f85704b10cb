import { type NewContentEntry, type ContentLanguage, type BlockFields, type BlockType, type ContentBlock, type ContentImage, type EntryType, mediaUrl } from '@bike/server/content';

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
}

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
  }));
}

/** Builds translations from per-language texts with one shape function. */
export function translate<T>(texts: Partial<Tr<T>>, shape: (text: T, lang: Lang) => { title: string; data: Record<string, unknown> }) {
  const out: Partial<Record<Lang, { title: string; data: Record<string, unknown> }>> = {};
  for (const [lang, text] of Object.entries(texts) as [Lang, T][]) out[lang] = shape(text, lang);
  return out;
}

export const paragraphs = (...lines: string[]) => lines.map((line) => `<p>${line}</p>`).join('');
