import { middleSizeIndex, type Item } from '@bike/shared/domain';
import type { AttributeTranslations } from './detail-calls';

/** Attribute codes that are plumbing, not specifications a shopper reads. */
const HIDDEN = new Set(['category', 'promo', 'google_product_category', 'modelcode', 'item_brand', 'geometry', 'video_url']);
/** Attributes whose raw value no shopper can read (weight is grams per size as JSON): a row only when the page gives the value. */
const FORMATTED_BY_PAGE = new Set(['weight']);

export interface SpecRow {
  code: string;
  label: string;
  value: string;
}

/**
 * The specification rows (overrides replace a code's value, e.g. the family's display name) of an item, labelled and valued in the visitor's language from the
 * attribute translations, in the attributes' priority order. Shared by the detail page and the
 * compare table so both show the same names.
 */
export function specRows(item: Item, translations: AttributeTranslations, extra: Record<string, string> = {}, overrides: Record<string, string> = {}): SpecRow[] {
  const value = (code: string, raw: string) => {
    if (overrides[code]) return overrides[code];
    if (code === 'groupset' && item.groupset) return item.groupset;
    if (code === 'range' && item.range) return item.range;
    const parts = raw.split('|');
    // An untranslated family code is a name in lower case (helix): show it as a name.
    const fallback = (p: string) => (code === 'family' ? p.charAt(0).toUpperCase() + p.slice(1) : p);
    return parts.map((p) => translations[code]?.values[p] ?? fallback(p)).join(' / ');
  };
  const rows = Object.entries(item.attributes ?? {})
    .filter(([code, raw]) => !HIDDEN.has(code) && raw !== '' && raw != null && (!FORMATTED_BY_PAGE.has(code) || !!overrides[code]))
    .map(([code, raw]) => ({ code, label: translations[code]?.label ?? humanise(code), value: value(code, String(raw)), priority: translations[code]?.priority ?? 99999 }))
    .sort((a, b) => a.priority - b.priority || a.code.localeCompare(b.code))
    .map(({ code, label, value: v }) => ({ code, label, value: v }));
  return [...rows, ...Object.entries(extra).map(([label, v]) => ({ code: label, label, value: v }))];
}

/**
 * The part of the attribute translations that an item's page reads: the labels and priorities of
 * its own attributes, the names of its values, and its family's name (the eyebrow). The page's
 * loader data carries only this: the whole table (every attribute and value of the catalogue) was
 * some 12 KB of every bike page's HTML, sent again in its hydration data. specRows gives the same
 * rows from either.
 */
export function translationsOfItem(item: Item, translations: AttributeTranslations): AttributeTranslations {
  const out: AttributeTranslations = {};
  const keep = (code: string, values: string[]) => {
    const known = translations[code];
    if (!known) return;
    const kept = (out[code] ??= { label: known.label, priority: known.priority, values: {} });
    for (const value of values) if (Object.prototype.hasOwnProperty.call(known.values, value)) kept.values[value] = known.values[value];
  };
  for (const [code, raw] of Object.entries(item.attributes ?? {})) if (!HIDDEN.has(code) && raw !== '' && raw != null) keep(code, String(raw).split('|'));
  keep('family', [item.familycode]);
  return out;
}

const humanise = (code: string) => code.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase());

/**
 * Geometry per size, when the catalogue carries it as the `geometry` attribute: JSON of
 * `{ "<measure>": { "<size>": number } }`. No data, no table: we never make measures up.
 */
export function parseGeometry(item: Item): { measures: string[]; sizes: string[]; values: Record<string, Record<string, number>> } | null {
  const raw = item.attributes?.['geometry'];
  if (!raw) return null;
  try {
    const values = JSON.parse(raw) as Record<string, Record<string, number>>;
    const measures = Object.keys(values).filter((m) => values[m] && typeof values[m] === 'object');
    const sizes = item.sizes.map((s) => s.size).filter((s) => measures.some((m) => values[m][s] != null));
    return measures.length && sizes.length ? { measures, sizes, values } : null;
  } catch {
    return null;
  }
}

/**
 * A bike's weight in grams per frame size, when the catalogue carries its `weight` attribute
 * (JSON `{ "<size>": grams }`); null without one: we never guess a weight.
 */
export function parseWeights(item: Item): Record<string, number> | null {
  const raw = item.attributes?.['weight'];
  if (!raw) return null;
  try {
    const weights = JSON.parse(raw) as Record<string, unknown>;
    const known = Object.entries(weights).filter((e): e is [string, number] => typeof e[1] === 'number' && e[1] > 0);
    return known.length ? Object.fromEntries(known) : null;
  } catch {
    return null;
  }
}

/**
 * The weight a specification row states: of the size the shopper picked, else of the middle size
 * (the one the configurator starts from, as brands weigh a size M), else of the first it knows.
 */
export function weightInSize(item: Item, size?: string | null): { size: string; grams: number } | null {
  const weights = parseWeights(item);
  if (!weights) return null;
  const sizes = item.sizes.map((s) => s.size).filter((s) => weights[s] != null);
  const chosen = size && weights[size] != null ? size : sizes[middleSizeIndex(sizes.length)] ?? Object.keys(weights)[0]!;
  return { size: chosen, grams: weights[chosen]! };
}
