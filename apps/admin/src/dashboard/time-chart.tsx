import { useEffect, useRef } from 'react';
import uPlot from 'uplot';
import type { DashboardPeriod } from '@bike/shared/domain/admin-orders';

export interface TimeChartProps {
  periods: DashboardPeriod[];
  /** Accessible name: what the chart shows (the table below it holds the numbers). */
  label: string;
  /** The legend's name for the x values (a day or a week). */
  periodLabel: string;
  ordersLabel: string;
  revenueLabel: string;
  formatMoney: (amount: number) => string;
  formatDay: (day: string) => string;
}

const cssColour = (name: string, fallback: string) =>
  getComputedStyle(document.documentElement).getPropertyValue(name).trim() || fallback;

/**
 * Orders (bars, left axis) and revenue in the reporting currency (line, right axis) per day or
 * week, drawn by uPlot on a canvas: small, fast with a year of days, and with a cursor that
 * reads the values. Loaded with the dashboard only (this module is a lazy chunk).
 */
export default function TimeChart({ periods, label, periodLabel, ordersLabel, revenueLabel, formatMoney, formatDay }: TimeChartProps) {
  const box = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const accent = cssColour('--color-primary', '#1f6feb');
    const ink = cssColour('--color-text', '#1b1b1b');
    const grid = cssColour('--color-border', '#e3e3e3');
    const xs = periods.map((p) => Date.parse(`${p.start}T00:00:00Z`) / 1000);
    const data: uPlot.AlignedData = [xs, periods.map((p) => p.orders), periods.map((p) => p.revenue.total)];
    const axis = { stroke: ink, grid: { stroke: grid, width: 1 }, ticks: { stroke: grid, width: 1 } };
    const options: uPlot.Options = {
      width: element.clientWidth || 600,
      height: 260,
      tzDate: (ts) => uPlot.tzDate(new Date(ts * 1000), 'Etc/UTC'),
      cursor: { points: { size: 8 } },
      legend: { live: true },
      scales: { x: { time: true }, orders: { auto: true, range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] }, money: { auto: true, range: (_u, _min, max) => [0, Math.max(1, max * 1.1)] } },
      axes: [
        { ...axis, values: (_u, splits) => splits.map((s) => formatDay(new Date(s * 1000).toISOString().slice(0, 10))) },
        { ...axis, scale: 'orders', label: ordersLabel, size: 50 },
        { ...axis, scale: 'money', side: 1, label: revenueLabel, size: 80, values: (_u, splits) => splits.map((s) => formatMoney(s)) },
      ],
      series: [
        { label: periodLabel, value: (_u, ts) => (ts == null ? '–' : formatDay(new Date(ts * 1000).toISOString().slice(0, 10))) },
        { label: ordersLabel, scale: 'orders', fill: `${accent}55`, stroke: accent, paths: uPlot.paths.bars!({ size: [0.7, 40] }), points: { show: false } },
        { label: revenueLabel, scale: 'money', stroke: ink, width: 2, value: (_u, v) => (v == null ? '–' : formatMoney(v)) },
      ],
    };
    const chart = new uPlot(options, data, element);
    // The chart follows its column's width (phones, a resized window).
    const resize = new ResizeObserver(() => chart.setSize({ width: element.clientWidth, height: 260 }));
    resize.observe(element);
    return () => {
      resize.disconnect();
      chart.destroy();
    };
  }, [periods, periodLabel, ordersLabel, revenueLabel, formatMoney, formatDay]);

  return <div ref={box} className="admin-chart" role="img" aria-label={label} data-testid="time-chart" />;
}
