/**
 * Scheduled releases on the forms: a `datetime-local` value (the creator's own clock, no time
 * zone) to and from the ISO time the API takes. The API checks the value and answers with a
 * clear message; these only convert.
 */

/** The browser's time zone name, shown beside the field ("Europe/Paris"). */
export function localTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'local time';
}

/** '' (release at once / unchanged) or an ISO time with its zone; an unreadable value goes as typed. */
export function releaseAtInput(local: string | undefined): string | undefined {
  const value = (local ?? '').trim();
  if (!value) return undefined;
  const at = new Date(value);
  return Number.isNaN(at.getTime()) ? value : at.toISOString();
}

const pad = (n: number) => String(n).padStart(2, '0');

/** An ISO time as a `datetime-local` value in the browser's time zone. */
export function toLocalInput(iso: string): string {
  const d = new Date(iso);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
}
