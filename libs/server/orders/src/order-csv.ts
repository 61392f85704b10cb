import type { AdminOrderRow } from '@bike/shared/domain';

/** The export's columns, in order: a header and how each row fills it. */
const COLUMNS: [string, (o: AdminOrderRow) => string | number | null][] = [
  ['order', (o) => o.id],
  ['created_at', (o) => o.createdAt],
  ['status', (o) => o.status],
  ['payment_status', (o) => o.paymentStatus],
  ['payment_method', (o) => o.paymentMethod],
  ['brand', (o) => o.brand],
  ['locale', (o) => o.locale],
  ['country', (o) => o.country],
  ['first_name', (o) => o.customer.firstName],
  ['last_name', (o) => o.customer.lastName],
  ['email', (o) => o.customer.email],
  ['company', (o) => o.customer.company],
  ['units', (o) => o.lines],
  ['total', (o) => o.total.toFixed(2)],
  ['currency', (o) => o.currency],
];

/**
 * One CSV cell (RFC 4180): quoted when it holds a comma, quote or line break. Text a shopper
 * typed that starts like a formula (= + - @, tab, CR) gets a leading apostrophe, so a spreadsheet
 * shows it instead of running it (CSV injection).
 */
export function csvCell(value: string | number | null): string {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  const safe = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export const csvHeader = (): string => `${COLUMNS.map(([name]) => name).join(',')}\r\n`;

export const csvRows = (rows: AdminOrderRow[]): string => rows.map((o) => `${COLUMNS.map(([, cell]) => csvCell(cell(o))).join(',')}\r\n`).join('');
