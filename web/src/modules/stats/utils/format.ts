import { STATS_TEXTS } from '../texts';

const compact = new Intl.NumberFormat('en-US', { notation: 'compact', maximumFractionDigits: 1 });
const whole = new Intl.NumberFormat('en-US');
const percent = new Intl.NumberFormat('en-US', { style: 'percent', maximumFractionDigits: 1 });

/** 12345 -> "12.3K": public counts are rounded so a card never needs a longer line. */
export function formatCompact(n: number): string {
  return compact.format(n);
}

/** "12.3K reads" (the exact figure goes in a title or a table). */
export function formatReads(n: number): string {
  return STATS_TEXTS.reads(formatCompact(n), n);
}

/** 1234 -> "1,234": the Stats page shows exact figures. */
export function formatWhole(n: number): string {
  return whole.format(n);
}

/** 0.4567 -> "45.7%". */
export function formatShare(share: number): string {
  return percent.format(share);
}
