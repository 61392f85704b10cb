import type { Item } from '@bike/shared/domain';
import type { AttributeTranslations } from '../bike/detail-calls';
import { specRows } from '../bike/spec-rows';

export interface CompareRow {
  code: string;
  label: string;
  /** One value per compared bike, in list order; '–' where a bike lacks the attribute. */
  values: string[];
  /** True when the bikes differ on this row, so the table can point the eye at it. */
  differs: boolean;
}

/** Side-by-side specification rows: the union of every bike's rows, in the first bike's order. */
export function compareRows(items: Item[], translations: AttributeTranslations): CompareRow[] {
  const perItem = items.map((item) => new Map(specRows(item, translations).map((r) => [r.code, r])));
  const order: { code: string; label: string }[] = [];
  for (const rows of perItem) for (const r of rows.values()) if (!order.some((o) => o.code === r.code)) order.push({ code: r.code, label: r.label });
  return order.map(({ code, label }) => {
    const values = perItem.map((rows) => rows.get(code)?.value ?? '–');
    return { code, label, values, differs: new Set(values).size > 1 };
  });
}
