/**
 * A spreadsheet reads a cell that starts with one of these as a formula (`=HYPERLINK(…)`,
 * `@SUM(…)`, `+1+cmd|…`, `-2+3`), after spaces too (an import may trim them), and a cell that
 * starts with a tab or a line break; the full-width forms as well.
 */
const FORMULA_START = /^(\s*[=+\-@\uff1d\uff0b\uff0d\uff20]|[\t\r\n])/;

/**
 * One CSV cell of any text the app writes (every CSV export goes through this one function): a
 * value a spreadsheet would run as a formula is neutralised with a leading `'` (OWASP's CSV
 * injection advice), then the cell is quoted per RFC 4180 when it holds a quote, a comma or a line
 * break. `null` and `undefined` are empty cells.
 */
export const csvCell = (value: unknown): string => {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
};

/** One CSV line (no line break) of the cells given. */
export const csvLine = (cells: readonly unknown[]): string => cells.map(csvCell).join(',');
