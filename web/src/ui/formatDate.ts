// Dates are stored at UTC; formatting at UTC keeps a work's date the same for every reader.
const SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** 'Mar 5, 2020' (search results and details pages). */
export function formatShortDate(iso: string): string {
  return SHORT.format(new Date(iso));
}

/** 'March 5, 2020' (profile pages). */
export function formatLongDate(iso: string): string {
  return LONG.format(new Date(iso));
}

const MOMENT = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** 'Dec 1, 2026, 6:00 PM' in the viewer's own time zone: a scheduled release is a moment, not a day. */
export function formatReleaseAt(iso: string): string {
  return MOMENT.format(new Date(iso));
}
