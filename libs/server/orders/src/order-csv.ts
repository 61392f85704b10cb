import type { AdminOrderRow } from '@bike/shared/domain';
import { csvRecords, type CsvValue } from '@bike/server/core';

/** The export's columns, in order: a header and how each row fills it. */
const COLUMNS: [string, (o: AdminOrderRow) => CsvValue][] = [
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

/** The export's header row. */
export const csvHeader = (): string => csvRecords([COLUMNS.map(([name]) => name)]);

/** Rows of the export, through the shop's CSV writer (quoting and formula defusing: spreadsheet-csv). */
export const csvRows = (rows: AdminOrderRow[]): string => csvRecords(rows.map((o) => COLUMNS.map(([, cell]) => cell(o))));
