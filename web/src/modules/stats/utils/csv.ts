/**
 * CSV built in the browser from what the Stats page shows. Titles and domains come from other
 * people: a cell that a spreadsheet would run as a formula (starting with = + - @, or a tab or
 * carriage return that some programs skip before one) gets a leading apostrophe, and every cell
 * with a quote, comma or line break is quoted.
 */
export type CsvCell = string | number;

export function csvCell(value: CsvCell): string {
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvRow(cells: CsvCell[]): string {
  return cells.map(csvCell).join(',');
}

/** Blocks of rows (each a titled table) separated by an empty line; CRLF as RFC 4180 says. */
export function csvDocument(blocks: { title: string; rows: CsvCell[][] }[]): string {
  return blocks
    .map(({ title, rows }) => [csvRow([title]), ...rows.map(csvRow)].join('\r\n'))
    .join('\r\n\r\n')
    .concat('\r\n');
}

/** Hands the text to the browser as a download. */
export function downloadCsv(filename: string, text: string): void {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked after the click has been handled: some browsers read the URL asynchronously.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
