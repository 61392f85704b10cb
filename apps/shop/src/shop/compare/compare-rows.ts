import { middleSizeIndex, type Item } from '@bike/shared/domain';
import type { AttributeTranslations } from '../../bike/detail-calls';
import { parseGeometry, specRows, weightInSize } from '../../bike/spec-rows';

export interface CompareRow {
  code: string;
  label: string;
  /** One value per compared bike, in list order; '–' where a bike lacks the attribute. */
  values: string[];
  /** True when the bikes differ on this row, so the table can point the eye at it. */
  differs: boolean;
}

/** The headings the compare table groups its rows under, in the table's order. */
export const COMPARE_GROUPS = ['model', 'frame', 'geometry', 'components'] as const;
export type CompareGroup = (typeof COMPARE_GROUPS)[number];

export interface CompareSection {
  group: CompareGroup;
  rows: CompareRow[];
}

/** Frame rows (the weight joins them); every other specification attribute outside COMPONENTS is the model's. */
const FRAME = new Set(['frame_material', 'fork', 'tyre_clearance', 'mounts']);
/** What the bike is built from: the groupset and the parts of the seed's component list. */
const COMPONENTS = new Set(['groupset', 'motor', 'battery', 'brakes', 'wheels', 'tyres', 'cockpit', 'saddle', 'seatpost']);

const differ = (values: string[]) => values.length > 1 && new Set(values).size > 1;

/** Side-by-side specification rows: the union of every bike's rows, in the first bike's order. */
export function compareRows(items: Item[], translations: AttributeTranslations): CompareRow[] {
  const perItem = items.map((item) => new Map(specRows(item, translations).map((r) => [r.code, r])));
  const order: { code: string; label: string }[] = [];
  for (const rows of perItem) for (const r of rows.values()) if (!order.some((o) => o.code === r.code)) order.push({ code: r.code, label: r.label });
  return order.map(({ code, label }) => {
    const values = perItem.map((rows) => rows.get(code)?.value ?? '–');
    return { code, label, values, differs: differ(values) };
  });
}

/**
 * The size a bike is compared in: the one its weight row states (the middle size, as brands
 * weigh a size M, else the first one weighed), else its middle size. Weight and geometry are read
 * in this size, and the table says which.
 */
export function comparedSize(item: Item): string | null {
  const weighed = weightInSize(item);
  if (weighed) return weighed.size;
  const sizes = item.sizes.map((s) => s.size);
  return sizes[middleSizeIndex(sizes.length)] ?? null;
}

/** How the page words numbers and labels, so the rows stay pure and testable. */
export interface CompareWords {
  /** The compared size's row label ("Vergeleken maat"). */
  sizeLabel: string;
  /** The weight row's label. */
  weightLabel: string;
  /** A weight in grams in the size, as the page writes it ("7,62 kg (maat M)"). */
  weight: (grams: number, size: string) => string;
  /** A geometry measure's label ("Stack (mm)"). */
  measureLabel: (measure: string) => string;
  /** A measure in the page's number format (millimetres, degrees: one decimal at most). */
  measure: (value: number) => string;
}

/**
 * The compare table's rows, grouped: the model (type, family, range, sizes, colour), the frame
 * with the weight, the geometry in the compared size (stack, reach and every other measure the
 * catalogue carries, in the first bike's order) and the components. Each row knows whether the
 * bikes differ on it; a group without rows is left out.
 */
export function compareSections(items: Item[], translations: AttributeTranslations, words: CompareWords): CompareSection[] {
  const spec = compareRows(items, translations);
  const sizes = items.map(comparedSize);
  const row = (code: string, label: string, values: string[]): CompareRow => ({ code, label, values, differs: differ(values) });

  const weights = items.map((item, i) => {
    const grams = sizes[i] ? parseWeightIn(item, sizes[i]!) : null;
    return grams == null ? '–' : words.weight(grams, sizes[i]!);
  });
  const frame = [...spec.filter((r) => FRAME.has(r.code)), ...(weights.some((w) => w !== '–') ? [row('weight', words.weightLabel, weights)] : [])];

  const geometries = items.map(parseGeometry);
  const measures: string[] = [];
  for (const g of geometries) for (const m of g?.measures ?? []) if (!measures.includes(m)) measures.push(m);
  const geometry = measures.length
    ? [
        row('compared_size', words.sizeLabel, sizes.map((s) => s ?? '–')),
        ...measures.map((m) =>
          row(`geometry.${m}`, words.measureLabel(m), geometries.map((g, i) => {
            const v = sizes[i] ? g?.values[m]?.[sizes[i]!] : undefined;
            return typeof v === 'number' ? words.measure(v) : '–';
          })),
        ),
      ]
    : [];

  const components = spec.filter((r) => COMPONENTS.has(r.code));
  const model = spec.filter((r) => !FRAME.has(r.code) && !COMPONENTS.has(r.code));
  const sections: CompareSection[] = [
    { group: 'model', rows: model },
    { group: 'frame', rows: frame },
    { group: 'geometry', rows: geometry },
    { group: 'components', rows: components },
  ];
  return sections.filter((s) => s.rows.length > 0);
}

function parseWeightIn(item: Item, size: string): number | null {
  const w = weightInSize(item, size);
  return w && w.size === size ? w.grams : null;
}

/** The rows a shopper asked for: all of them, or only those where the bikes differ (groups left empty drop out). */
export function visibleSections(sections: CompareSection[], onlyDifferences: boolean): CompareSection[] {
  if (!onlyDifferences) return sections;
  return sections.map((s) => ({ ...s, rows: s.rows.filter((r) => r.differs) })).filter((s) => s.rows.length > 0);
}

/** Whether one value per bike differs, for rows the table draws itself (price, delivery). */
export const valuesDiffer = differ;
