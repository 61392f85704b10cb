import type { CSSProperties } from 'react';

export interface ShareRow {
  key: string;
  label: string;
  value: number;
  /** The value as shown (money, a count). */
  shown: string;
}

/**
 * Horizontal bars for a few categories (countries, brands, payment methods, statuses), each
 * with its whole label and its value beside it. HTML rather than SVG (issue 32): a label is
 * text of the page's size that wraps when it is long ("Vereinigtes Königreich", "Klaar voor
 * verzending"), never cut off or scaled down on a phone. The numbers are in the table that
 * follows it too; the chart is named by its heading.
 */
export function ShareChart({ rows, labelledBy, max = 8 }: { rows: ShareRow[]; labelledBy: string; max?: number }) {
  const shown = rows.slice(0, max);
  const top = Math.max(1, ...shown.map((r) => r.value));
  return (
    <div className="admin-bars" role="img" aria-labelledby={labelledBy} data-testid="share-chart">
      {shown.map((r) => (
        <div key={r.key} className="admin-bars__row">
          <span className="admin-bars__label">{r.label}</span>
          <span className="admin-bars__track">
            <span className="admin-bars__bar" style={{ '--share': Math.max(0, r.value) / top } as CSSProperties} />
            <span className="admin-bars__value">{r.shown}</span>
          </span>
        </div>
      ))}
    </div>
  );
}
