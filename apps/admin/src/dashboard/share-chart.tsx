import { useId } from 'react';

export interface ShareRow {
  key: string;
  label: string;
  value: number;
  /** The value as shown (money, a count). */
  shown: string;
}

/**
 * Horizontal bars for a few categories (countries, brands, payment methods): SVG, so it scales
 * on a phone and prints, with each bar's label and value written beside it. The numbers are
 * in the table that follows it too; the chart is named by its heading.
 */
export function ShareChart({ rows, labelledBy, max = 8 }: { rows: ShareRow[]; labelledBy: string; max?: number }) {
  const clip = useId();
  const shown = rows.slice(0, max);
  const top = Math.max(1, ...shown.map((r) => r.value));
  const rowHeight = 30;
  return (
    <svg className="admin-bars" viewBox={`0 0 400 ${shown.length * rowHeight}`} role="img" aria-labelledby={labelledBy} preserveAspectRatio="xMinYMin meet" data-testid="share-chart">
      <defs>
        <clipPath id={clip}><rect width="400" height={shown.length * rowHeight} /></clipPath>
      </defs>
      {shown.map((r, i) => {
        const width = Math.max(2, (r.value / top) * 220);
        const y = i * rowHeight;
        return (
          <g key={r.key} clipPath={`url(#${clip})`}>
            <text x="0" y={y + 19} className="admin-bars__label">{r.label.length > 16 ? `${r.label.slice(0, 15)}…` : r.label}</text>
            <rect x="110" y={y + 6} width={width} height="18" rx="3" className="admin-bars__bar" />
            <text x={116 + width} y={y + 19} className="admin-bars__value">{r.shown}</text>
          </g>
        );
      })}
    </svg>
  );
}
