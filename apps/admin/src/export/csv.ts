// CSV files for staff to reconcile gifts in a spreadsheet.

/** CsvColumn is one column: its header and how a record gives its cell. */
export interface CsvColumn<R = Record<string, unknown>> {
  header: string;
  value: (record: R) => string | number | boolean | null | undefined;
  /** text marks columns people type into (names, emails): guarded against spreadsheet formulas. */
  text?: boolean;
}

// A cell starting with one of these is read as a formula by spreadsheet programs; a donor's
// name like "=HYPERLINK(...)" must stay text (OWASP "CSV injection").
const FORMULA_START = /^[=+\-@\t\r]/;

const cell = (raw: string | number | boolean | null | undefined, text?: boolean): string => {
  if (raw == null) return '';
  let value = String(raw);
  if (text && FORMULA_START.test(value)) value = `'${value}`;
  return /[",\r\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
};

/**
 * toCsv writes the header row and one row per record (RFC 4180: comma separated, CRLF line
 * ends, quoted where needed). The header row is there even when there are no records.
 */
export const toCsv = <R>(columns: CsvColumn<R>[], records: R[]): string => {
  const lines = [columns.map((c) => cell(c.header)).join(',')];
  for (const record of records) {
    lines.push(columns.map((c) => cell(c.value(record), c.text)).join(','));
  }
  // The byte order mark makes spreadsheet programs read UTF-8 (donor names with accents).
  return `\uFEFF${lines.join('\r\n')}\r\n`;
};

/** isoDate gives the date part of an RFC 3339 time in UTC ("2026-11-21"), or ''. */
export const isoDate = (value: unknown): string => isoTime(value).slice(0, 10);

/** isoTime gives an RFC 3339 time in UTC without fractions ("2026-11-21T19:50:30Z"), or ''. */
export const isoTime = (value: unknown): string => {
  if (typeof value !== 'string' || !value) return '';
  const time = new Date(value);
  return Number.isNaN(time.getTime()) ? '' : time.toISOString().replace(/\.\d{3}Z$/, 'Z');
};
