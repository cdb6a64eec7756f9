// Dates are stored at UTC; formatting at UTC keeps a work's date the same for every reader.
// The day formats are written out, not built with Intl.DateTimeFormat: a formatter costs tens of
// milliseconds to create on a slow phone, and the search and details pages create theirs while
// they hydrate. The output is en-US's ('Mar 5, 2020', 'March 5, 2020').
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];

function utcDay(iso: string, month: (name: string) => string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return 'Invalid Date';
  return `${month(MONTHS[date.getUTCMonth()])} ${date.getUTCDate()}, ${date.getUTCFullYear()}`;
}

/** 'Mar 5, 2020' (search results and details pages). */
export function formatShortDate(iso: string): string {
  return utcDay(iso, (name) => name.slice(0, 3));
}

/** 'March 5, 2020' (profile pages). */
export function formatLongDate(iso: string): string {
  return utcDay(iso, (name) => name);
}

let moment: Intl.DateTimeFormat | undefined;

/** 'Dec 1, 2026, 6:00 PM' in the viewer's own time zone: a scheduled release is a moment, not a day. */
export function formatReleaseAt(iso: string): string {
  moment ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });
  return moment.format(new Date(iso));
}
