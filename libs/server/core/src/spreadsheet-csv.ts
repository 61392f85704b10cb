import { stringify, type Options } from 'csv-stringify/sync';

/** One cell of an export: text someone may have typed, a number, or nothing. */
export type CsvValue = string | number | null;

/**
 * Where a spreadsheet may start a cell inside a text, when a formula follows (OWASP, CSV
 * injection): the text's start, and after every ',' or ';' (Excel in Dutch, French or German
 * splits a file on ';', so "Jan;=1+1" is two cells there, quotes or not), tab or line break.
 * Spaces and quotes before the formula are looked past: some programs trim them. A formula
 * starts with = + - @ TAB or CR, or the full-width = + - @ that Apple Numbers folds to them.
 */
const CELL_START_BEFORE_FORMULA = /(^|[,;\t\r\n])(?=[ \u00A0"]*[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20])/g;

/**
 * Text with an apostrophe at every place a spreadsheet could start a formula, so that, however
 * the program splits the row, each part starts with ' and is shown as text, never run.
 */
export function defuseFormulas(text: string): string {
  return text.replace(CELL_START_BEFORE_FORMULA, "$1'");
}

/**
 * csv-stringify writes RFC 4180 (it quotes ',', '"', CR and LF, doubling quotes); the shop adds
 * its formula defusing for every text and quotes ';' and tab too, so a program reading ';' or
 * tab as the separator keeps such a cell whole. Numbers are the shop's own, written as they are.
 */
const OPTIONS: Options = {
  record_delimiter: 'windows',
  // With a record delimiter given, csv-stringify quotes only that one (CRLF); a lone CR or LF in a
  // text would then end the row in every spreadsheet.
  quote_record_delimiter: true,
  quoted_match: /[;\t]/,
  cast: { string: (text) => defuseFormulas(text) },
};

/** Records as CSV text, each ending in CRLF: for a header and then each batch of an export. */
export function csvRecords(records: CsvValue[][]): string {
  return stringify(records, OPTIONS);
}

/** One cell as csvRecords writes it. */
export function csvCell(value: CsvValue): string {
  return csvRecords([[value]]).slice(0, -'\r\n'.length);
}
