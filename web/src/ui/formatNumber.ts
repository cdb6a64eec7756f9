// Counts on public pages are formatted by hand, as en-US's Intl.NumberFormat writes them: the
// first formatter a page creates loads the locale's number data, which cost a slow phone about
// 40-80 ms of main thread while the home, search, details and reader pages hydrated (the
// Stats page, which needs percentages, still uses Intl).

/** The thousands groups of a whole number: 1234567 -> "1,234,567". */
function grouped(n: number): string {
  return String(n).replace(/\B(?=(\d{3})+$)/g, ',');
}

/** 1234 -> "1,234" (a count: a whole number of zero or more). */
export function formatWhole(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return n.toLocaleString('en-US');
  return grouped(n);
}

const COMPACT_UNITS: readonly [number, string][] = [
  [1e3, 'K'],
  [1e6, 'M'],
  [1e9, 'B'],
  [1e12, 'T'],
];

/** 12345 -> "12.3K", 999950 -> "1M": a count shortened to at most one decimal. */
export function formatCompact(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) return n.toLocaleString('en-US', { notation: 'compact' });
  if (n < 1000) return String(n);
  let unit = 0;
  while (unit + 1 < COMPACT_UNITS.length && n >= COMPACT_UNITS[unit + 1][0]) unit += 1;
  // Tenths of the unit, rounded half up; 999.95K rounds to the next unit, as Intl does.
  let tenths = Math.round(n / (COMPACT_UNITS[unit][0] / 10));
  if (tenths >= 10_000 && unit + 1 < COMPACT_UNITS.length) {
    unit += 1;
    tenths = Math.round(n / (COMPACT_UNITS[unit][0] / 10));
  }
  // Compact notation groups thousands only from five digits on (1000T, 10,000T), as Intl does.
  const units = Math.floor(tenths / 10);
  const whole = units < 10_000 ? String(units) : grouped(units);
  const decimal = tenths % 10 === 0 ? '' : `.${tenths % 10}`;
  return `${whole}${decimal}${COMPACT_UNITS[unit][1]}`;
}
