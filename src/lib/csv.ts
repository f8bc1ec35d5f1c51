export type CsvCell = string | number | boolean | null;

// Characters that make a spreadsheet run a text cell as a formula (OWASP's list).
const formulaStart = /^[=+\-@\t\r]/;

// Numbers are written as they are: a negative number is a value, not a formula.
export function csvField(cell: CsvCell): string {
  if (cell === null) return '';
  if (typeof cell === 'number') return Number.isFinite(cell) ? String(cell) : '';
  if (typeof cell === 'boolean') return cell ? 'true' : 'false';
  const text = formulaStart.test(cell) ? `'${cell}` : cell;
  return /[",\r\n]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
}

// The byte order mark makes spreadsheets read UTF-8.
export function toCsv(header: readonly string[], rows: readonly (readonly CsvCell[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(csvField).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

function twoDigits(value: number): string {
  return String(value).padStart(2, '0');
}

export function csvFileName(list: string, at: Date): string {
  const date = `${at.getFullYear()}-${twoDigits(at.getMonth() + 1)}-${twoDigits(at.getDate())}`;
  return `teamboard-${list}-${date}.csv`;
}
