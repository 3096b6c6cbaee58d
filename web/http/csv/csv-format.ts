/**
 * RFC 4180 cells. Text that a spreadsheet would run as a formula (starting with `=`, `+`, `-`,
 * `@`, tab or CR) gets a leading `'`; numbers and money are written plain.
 */
export type CsvKind = 'text' | 'number' | 'money';

export interface CsvColumn<Row> {
  name: string;
  kind: CsvKind;
  value: (row: Row) => string | number | boolean | null | undefined;
}

const NEEDS_QUOTES = /[",\r\n]/;

/** `=`, `+`, `-`, `@`, tab, CR: a text cell starting with one of them is run as a formula. */
function startsLikeFormula(text: string): boolean {
  const first = text.charCodeAt(0);
  return first === 61 || first === 43 || first === 45 || first === 64 || first === 9 || first === 13;
}

export function csvCell(value: string | number | boolean | null | undefined, kind: CsvKind): string {
  if (value === null || value === undefined) return '';
  // A number's text never holds a quote, a comma or a line break.
  if (typeof value === 'number' && kind !== 'text') return String(value);
  let text = String(value);
  if (kind === 'text' && startsLikeFormula(text)) text = `'${text}`;
  return NEEDS_QUOTES.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

export function csvLine<Row>(columns: readonly CsvColumn<Row>[], row: Row): string {
  let line = '';
  for (let i = 0; i < columns.length; i++) {
    const column = columns[i]!;
    if (i > 0) line += ',';
    line += csvCell(column.value(row), column.kind);
  }
  return `${line}\r\n`;
}

export function csvHeader(columns: readonly CsvColumn<unknown>[]): string {
  return `${columns.map((column) => csvCell(column.name, 'text')).join(',')}\r\n`;
}
