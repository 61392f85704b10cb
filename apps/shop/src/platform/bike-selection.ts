import type { Configuration } from '@bike/shared/domain';

/**
 * The platform page's bike selector (spec point 2): the shopper picks a groupset, a size and a
 * design; the matching priced configuration is derived from the platform's configurations.
 * Pure, so the matching rules are unit-tested apart from the component.
 */
export interface BikeSelection {
  groupset: string | null;
  size: string | null;
  design: string | null;
}

export interface SelectorOption {
  value: string;
  /** False when no configuration has this value together with the other picks. */
  available: boolean;
}

const SIZE_ORDER = ['XXS', 'XS', 'S', 'M', 'L', 'XL', 'XXL'];

const sizesOf = (c: Configuration): string[] => (c.sizes?.length ? c.sizes : c.size ? [c.size] : []);

function unique(values: (string | null | undefined)[]): string[] {
  return [...new Set(values.filter((v): v is string => !!v))];
}

function sortSizes(sizes: string[]): string[] {
  const rank = (s: string) => {
    const i = SIZE_ORDER.indexOf(s.toUpperCase());
    if (i >= 0) return i;
    const n = Number.parseFloat(s);
    return Number.isFinite(n) ? 100 + n : 1000;
  };
  return [...sizes].sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));
}

const matches = (c: Configuration, pick: Partial<BikeSelection>) =>
  (!pick.groupset || c.groupset === pick.groupset) &&
  (!pick.design || c.paint_des === pick.design) &&
  (!pick.size || sizesOf(c).includes(pick.size));

/** Groupsets by lowest price (the entry groupset first), designs and sizes in catalogue order. */
export function selectorOptions(configurations: Configuration[], selection: BikeSelection) {
  const lowest = (groupset: string) =>
    Math.min(...configurations.filter((c) => c.groupset === groupset).map((c) => c.msrp ?? Number.POSITIVE_INFINITY));
  const groupsets = unique(configurations.map((c) => c.groupset)).sort((a, b) => lowest(a) - lowest(b) || a.localeCompare(b));
  const designs = unique(configurations.map((c) => c.paint_des));
  const sizes = sortSizes(unique(configurations.flatMap(sizesOf)));
  return {
    groupsets: groupsets.map((value) => ({ value, available: configurations.some((c) => matches(c, { ...selection, groupset: value })) })),
    designs: designs.map((value) => ({ value, available: configurations.some((c) => matches(c, { ...selection, design: value })) })),
    sizes: sizes.map((value) => ({ value, available: configurations.some((c) => matches(c, { ...selection, size: value })) })),
  };
}

/**
 * The configuration for a selection. An exact match wins; otherwise the one that keeps the most
 * important picks: groupset before design before size (the groupset changes the bike the most).
 * `keep` names a pick that must hold (the one the shopper just made). Among equals the cheapest
 * priced configuration wins. Null without configurations.
 */
export function matchConfiguration(configurations: Configuration[], selection: BikeSelection, keep?: keyof BikeSelection): Configuration | null {
  const candidates = keep && selection[keep] ? configurations.filter((c) => matches(c, { [keep]: selection[keep] })) : configurations;
  const score = (c: Configuration) =>
    (selection.groupset && c.groupset === selection.groupset ? 4 : 0) +
    (selection.design && c.paint_des === selection.design ? 2 : 0) +
    (selection.size && sizesOf(c).includes(selection.size) ? 1 : 0);
  let best: Configuration | null = null;
  for (const c of candidates) {
    if (!best) best = c;
    else {
      const diff = score(c) - score(best);
      if (diff > 0 || (diff === 0 && (c.msrp ?? Number.POSITIVE_INFINITY) < (best.msrp ?? Number.POSITIVE_INFINITY))) best = c;
    }
  }
  return best;
}

function cheapest(configurations: Configuration[]): Configuration {
  return configurations.reduce((low, c) => ((c.msrp ?? Number.POSITIVE_INFINITY) < (low.msrp ?? Number.POSITIVE_INFINITY) ? c : low));
}

/** Start with the cheapest priced configuration's groupset and design; the size is the shopper's choice. */
export function initialSelection(configurations: Configuration[]): BikeSelection {
  if (configurations.length === 0) return { groupset: null, size: null, design: null };
  const start = cheapest(configurations);
  return { groupset: start.groupset, size: null, design: start.paint_des };
}

/**
 * Applies one pick and keeps the selection consistent: when the new value rules out an earlier
 * pick, that pick moves to the derived configuration's value (or is cleared for sizes).
 */
export function pick(configurations: Configuration[], selection: BikeSelection, key: keyof BikeSelection, value: string | null): BikeSelection {
  const next = { ...selection, [key]: value };
  const match = matchConfiguration(configurations, next, key);
  if (!match) return next;
  return {
    groupset: match.groupset,
    design: match.paint_des,
    size: next.size && sizesOf(match).includes(next.size) ? next.size : null,
  };
}

/** Path below the locale prefix of the chosen bike's detail page (size passed along when chosen). */
export function bikeHref(configuration: Configuration, size: string | null): string {
  return `bikes/${encodeURIComponent(configuration.externalid)}${size ? `?size=${encodeURIComponent(size)}` : ''}`;
}
